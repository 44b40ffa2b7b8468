// tools/train-net.ts: a network trained on positions whose scores hold what the tables cannot see learns it (its
// held-out loss falls well below the tables'), and the module it writes is a network that fits the variant.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Game } from '../src/game.js';
import { checkNetworkFits, decodeNetwork } from '../src/eval-weights/network-format.js';
import { encodeSamples, piecesOnBoard, type NetSample } from '../tools/net-sample-file.js';

const root = new URL('..', import.meta.url).pathname;

function samplesFrom(game: Game, games: number): NetSample[] {
  const { definition } = game.variant;
  const letters = definition.pieces.map((piece) => piece.letter);
  const placement = game.variant.values.placement;
  const samples: NetSample[] = [];
  for (let index = 0; index < games; index++) {
    game.setPosition(undefined, []);
    const moves = game.playRandom(index + 1, 40);
    for (let ply = 10; ply <= moves.length; ply += 3) {
      game.setPosition(undefined, moves.slice(0, ply));
      const side = game.status().turnIndex;
      const pieces = piecesOnBoard(game);
      let tables = 0;
      for (const piece of pieces) tables += (piece.owner === side ? 1 : -1) * placement[piece.owner]![piece.type]![piece.cell]!;
      // What a table cannot weigh: a royal piece's safety depends on the other side's queen being near it.
      const royal = pieces.find((piece) => piece.owner === side && letters[piece.type - 1] === 'K');
      const queen = pieces.find((piece) => piece.owner !== side && letters[piece.type - 1] === 'Q');
      const near = royal !== undefined && queen !== undefined && Math.abs(royal.cell - queen.cell) < 25;
      samples.push({ score: tables + (near ? -300 : 100), result: 1, side, game: index, pieces });
    }
  }
  return samples;
}

describe('train-net', () => {
  it('learns what the tables miss, and writes a network that fits the variant', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cauldron-train-'));
    const samplesFile = join(dir, 'samples.bin');
    const moduleFile = join(dir, 'grand.ts');
    writeFileSync(samplesFile, encodeSamples(samplesFrom(new Game('grand', { network: false, hashMB: 0 }), 120)));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'tools/train-net.ts', '--samples', samplesFile, '--hidden', '16',
      '--epochs', '12', '--rate', '0.01', '--lambda', '0', '--module', moduleFile], { cwd: root, encoding: 'utf8', timeout: 120_000 });
    expect(run.status, run.stderr).toBe(0);
    const tables = Number(/held-out loss of the tables: ([\d.]+)/.exec(run.stdout)![1]);
    const trained = Number(/kept epoch \d+: held-out loss ([\d.]+)/.exec(run.stdout)![1]);
    expect(trained).toBeLessThan(tables * 0.5);
    const text = readFileSync(moduleFile, 'utf8');
    const network = decodeNetwork(Buffer.from(/network = '([^']+)'/.exec(text)![1]!, 'base64'));
    expect(network.hidden).toBe(16);
    expect(network.addsTables).toBe(true);
    expect(() => checkNetworkFits(network, new Game('grand', { network: false }).variant)).not.toThrow();
    const difference = Number(/mean \|difference\| ([\d.]+) cp/.exec(run.stdout)![1]);
    expect(difference).toBeLessThan(10);
  }, 180_000);
});
