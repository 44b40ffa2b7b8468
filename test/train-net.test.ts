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
import { seededRandom } from '../src/seeded-random.js';

const root = new URL('..', import.meta.url).pathname;

/**
 * Scored positions from random games: the tables' score, plus what they cannot weigh (a royal piece's safety
 * depends on the other side's queen being near it). With `knightBonus`, what they miss is instead a knight's worth:
 * that much more than the tables say, wherever it stands; pieces are then also taken off at random (a sample need
 * not be a legal position: the armies' make-up then varies).
 */
function samplesFrom(game: Game, games: number, knightBonus = 0): NetSample[] {
  const { definition } = game.variant;
  const letters = definition.pieces.map((piece) => piece.letter);
  const placement = game.variant.values.placement;
  const samples: NetSample[] = [];
  const random = seededRandom(1);
  for (let index = 0; index < games; index++) {
    game.setPosition(undefined, []);
    const moves = game.playRandom(index + 1, 40);
    for (let ply = 10; ply <= moves.length; ply += 3) {
      game.setPosition(undefined, moves.slice(0, ply));
      const side = game.status().turnIndex;
      const pieces = piecesOnBoard(game).filter((piece) => !knightBonus || letters[piece.type - 1] === 'K' || random() > 0.3);
      let tables = 0;
      for (const piece of pieces) tables += (piece.owner === side ? 1 : -1) * placement[piece.owner]![piece.type]![piece.cell]!;
      const royal = pieces.find((piece) => piece.owner === side && letters[piece.type - 1] === 'K');
      const queen = pieces.find((piece) => piece.owner !== side && letters[piece.type - 1] === 'Q');
      const near = royal !== undefined && queen !== undefined && Math.abs(royal.cell - queen.cell) < 25;
      const knights = pieces.filter((piece) => letters[piece.type - 1] === 'N').reduce((sum, piece) => sum + (piece.owner === side ? 1 : -1), 0);
      const missed = knightBonus ? knightBonus * knights : near ? -300 : 100;
      samples.push({ score: tables + missed, result: 1, side, game: index, pieces });
    }
  }
  return samples;
}

/** Trains on the samples; returns the held-out losses (the tables', the network's), the written module's text and
 * the mean difference of the written (integer) network from the float model. */
function train(samples: NetSample[], extra: string[] = []) {
  const dir = mkdtempSync(join(tmpdir(), 'cauldron-train-'));
  const samplesFile = join(dir, 'samples.bin');
  const moduleFile = join(dir, 'grand.ts');
  writeFileSync(samplesFile, encodeSamples(samples));
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'tools/train-net.ts', '--samples', samplesFile, '--hidden', '16',
    '--epochs', '12', '--rate', '0.01', '--lambda', '0', '--module', moduleFile, ...extra], { cwd: root, encoding: 'utf8', timeout: 120_000 });
  expect(run.status, run.stderr).toBe(0);
  return {
    tables: Number(/held-out loss of the tables: ([\d.]+)/.exec(run.stdout)![1]),
    untrained: Number(/of the untrained network: ([\d.]+)/.exec(run.stdout)![1]),
    trained: Number(/kept epoch \d+: held-out loss ([\d.]+)/.exec(run.stdout)![1]),
    difference: Number(/mean \|difference\| ([\d.]+) cp/.exec(run.stdout)![1]),
    written: Number(/written network: held-out loss ([\d.]+)/.exec(run.stdout)![1]),
    text: readFileSync(moduleFile, 'utf8'),
  };
}

describe('train-net', () => {
  it('learns what the tables miss, and writes a network that fits the variant', () => {
    const { tables, trained, difference, text } = train(samplesFrom(new Game('grand', { network: false, hashMB: 0 }), 120));
    expect(trained).toBeLessThan(tables * 0.5);
    const network = decodeNetwork(Buffer.from(/network = '([^']+)'/.exec(text)![1]!, 'base64'));
    expect(network.hidden).toBe(16);
    expect(network.addsTables).toBe(true);
    expect(() => checkNetworkFits(network, new Game('grand', { network: false }).variant)).not.toThrow();
    expect(difference).toBeLessThan(10);
  }, 180_000);

  // --factorize trains a row per (relative owner, type) shared by all its cells beside the per-cell rows, and folds
  // it into them when it writes: a piece's worth anywhere is learnt from every cell at once, and the written
  // network computes what the float model with its shared rows did (without the fold it is off by ~41 cp here).
  it('with --factorize, learns a worth shared by all cells better, and folds the shared rows into the network', () => {
    const samples = samplesFrom(new Game('grand', { network: false, hashMB: 0 }), 120, 150);
    const plain = train(samples);
    const factorized = train(samples, ['--factorize']);
    expect(factorized.trained).toBeLessThan(plain.trained * 0.7);
    expect(factorized.difference).toBeLessThan(2);
  }, 180_000);

  // --quantized adds the input weights as the core will hold them (steps of 1/127) in the forward pass and passes
  // the gradient to the float weights: the written network is then the model that was trained (only the output
  // weights' rounding and the final floor are left), and it learns as well. (Networks this small round well either
  // way, ~1 cp; Grand Chess's shipped one differs from its float model by ~8 cp.)
  it('with --quantized, trains through the core\'s rounding, so the written network is the model it trained', () => {
    const samples = samplesFrom(new Game('grand', { network: false, hashMB: 0 }), 120);
    const plain = train(samples);
    const quantized = train(samples, ['--quantized']);
    expect(quantized.difference).toBeLessThan(1);
    expect(quantized.written).toBeLessThan(plain.written * 1.1);
  }, 180_000);

  // --init starts from a written network: with no epoch to train, the float model it reads computes what that network
  // did (its held-out loss is the written one's, and it writes the same input weights back); a network of another
  // shape is refused in one line.
  it('with --init, starts from a written network as it computes, and refuses one of another shape', () => {
    const samples = samplesFrom(new Game('grand', { network: false, hashMB: 0 }), 60);
    const dir = mkdtempSync(join(tmpdir(), 'cauldron-init-'));
    const first = join(dir, 'first.nnw');
    const trained = train(samples, ['--quantized', '--out', first]);
    const again = train(samples, ['--quantized', '--init', first, '--epochs', '0', '--out', join(dir, 'again.nnw')]);
    expect(Math.abs(again.untrained - trained.written)).toBeLessThan(trained.written * 0.02);
    expect(again.untrained).toBeLessThan(trained.tables * 0.6);
    expect(decodeNetwork(readFileSync(join(dir, 'again.nnw'))).inputWeights).toEqual(decodeNetwork(readFileSync(first)).inputWeights);
    // Two networks side by side compute their mean: the same network twice computes what it did alone.
    const twice = train(samples, ['--quantized', '--init', first, '--init', first, '--hidden', '32', '--epochs', '0']);
    expect(Math.abs(twice.written - trained.written)).toBeLessThan(trained.written * 0.02);
    const refused = spawnSync(process.execPath, ['--import', 'tsx', 'tools/train-net.ts', '--samples', join(dir, 'none.bin'), '--hidden', '32',
      '--init', first], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/--init .*first\.nnw: 16 hidden units in all, this training has 32/);
  }, 180_000);

  // --buckets: an output layer per bucket of pieces on the board. What the tables miss here depends on how full the
  // board is (a knight's worth, more on an emptier board), which one output layer over the same hidden units fits
  // worse; the written network carries the buckets and computes what the float model did. --init from a one-bucket
  // network starts every bucket from its output layer.
  it('with --buckets, learns what depends on how full the board is, and writes the buckets', () => {
    // A knight is worth 150 more than the tables say on a board of fewer than 26 pieces (buckets 0 to 4 of 5 pieces), 150 less on a fuller one.
    const game = new Game('grand', { network: false, hashMB: 0 });
    const placement = game.variant.values.placement;
    const tablesOf = (sample: NetSample) => sample.pieces.reduce((sum, piece) => sum + (piece.owner === sample.side ? 1 : -1) * placement[piece.owner]![piece.type]![piece.cell]!, 0);
    const samples = samplesFrom(game, 120, 150).map((sample) => ({
      ...sample, score: sample.pieces.length < 26 ? sample.score : 2 * tablesOf(sample) - sample.score,
    }));
    const one = train(samples, ['--quantized']);
    const dir = mkdtempSync(join(tmpdir(), 'cauldron-buckets-'));
    const written = join(dir, 'buckets.nnw');
    const eight = train(samples, ['--quantized', '--buckets', '8', '--bucket-size', '5', '--out', written]);
    expect(eight.trained).toBeLessThan(one.trained * 0.9);
    expect(eight.difference).toBeLessThan(2);
    const network = decodeNetwork(readFileSync(written));
    expect([network.buckets, network.bucketSize, network.outputBiases.length]).toEqual([8, 5, 8]);
    const first = join(dir, 'one.nnw');
    const again = train(samples, ['--quantized', '--out', first]);
    const started = train(samples, ['--quantized', '--init', first, '--epochs', '0', '--buckets', '8', '--bucket-size', '5']);
    expect(Math.abs(started.untrained - again.written)).toBeLessThan(again.written * 0.02);
    // --freeze-input: the buckets learn to weigh the started network's hidden units, which stay as they were.
    const frozenFile = join(dir, 'frozen.nnw');
    const frozen = train(samples, ['--quantized', '--init', first, '--freeze-input', '--buckets', '8', '--bucket-size', '5', '--out', frozenFile]);
    expect(decodeNetwork(readFileSync(frozenFile)).inputWeights).toEqual(decodeNetwork(readFileSync(first)).inputWeights);
    expect(frozen.trained).toBeLessThan(again.trained);
  }, 240_000);
});
