import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const FAIRY_STOCKFISH = '/usr/games/fairy-stockfish';
// The first twenty plies of a Grand Chess game between Cauldron (White) and Fairy-Stockfish.
const GAME = 'b3b5 a10e10 d3d4 g8g7 b2d3 h9c4 b5b6 a8a7 a3a5 e10a10 a1a4 g9i10 i2h4 a7b6 a5b6 a10a4 c2a4 i10g8 g3g5 d8d7'.split(' ');

function run(tool: string, args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', `tools/${tool}.ts`, ...args], { cwd: root, encoding: 'utf8', timeout: 240_000 });
}

describe('move-loss tools', () => {
  // Under CI the judge must be there: a missing binary fails instead of skipping.
  it.skipIf(!existsSync(FAIRY_STOCKFISH) && process.env.CI !== 'true')('label positions of recorded games, then measure a build on them, the same each run', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cauldron-move-loss-'));
    writeFileSync(join(dir, 'games.jsonl'), `${JSON.stringify({ variant: 'grand', cauldronSide: 0, moves: GAME, outcome: 'draw' })}\n`);
    const suitePath = join(dir, 'suite.jsonl');
    const suite = run('move-loss-suite', ['--games', join(dir, 'games.jsonl'), '--positions', '3', '--fairy-nodes', '3000', '--screen-nodes', '1000', '--max-score', '10000', '--out', suitePath]);
    expect(suite.status).toBe(0);
    const positions = readFileSync(suitePath, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(positions).toHaveLength(3);
    for (const position of positions) {
      // Cauldron's positions only (White's: an even number of plies), past the first eight plies.
      expect(position.moves.length % 2).toBe(0);
      expect(position.moves.length).toBeGreaterThanOrEqual(8);
      expect(GAME.slice(0, position.moves.length)).toEqual(position.moves);
      expect(position.best).toMatch(/^[a-j]\d+[a-j]\d+/);
      expect(position.fairyNodes).toBe(3000);
    }

    const cache = join(dir, 'cache.json');
    const measure = () => run('move-loss', ['--suite', suitePath, '--nodes', '4000', '--baseline-nodes', '1000', '--cache', cache]);
    const first = measure();
    expect(first.status).toBe(0);
    const line = (label: string) => new RegExp(`^${label} \\(.+, (\\d+) nodes\\): mean loss ([\\d.]+) ± ([\\d.]+) cp, Fairy-Stockfish's move (\\d)/3 .+, losing ≥ 150 cp (\\d)$`, 'm');
    const engine = line('engine').exec(first.stdout);
    const baseline = line('baseline').exec(first.stdout);
    expect(engine?.[1]).toBe('4000');
    expect(baseline?.[1]).toBe('1000');
    expect(first.stdout).toMatch(/^engine − baseline: [+-][\d.]+ ± [\d.]+ cp a move .+; moves differ in [0-3] positions$/m);
    // Only moves other than the judge's best were judged, each once.
    const judged = Object.keys(JSON.parse(readFileSync(cache, 'utf8')));
    const agreed = Number(engine![4]) + Number(baseline![4]);
    expect(judged.length).toBeLessThanOrEqual(6 - agreed);
    // Fixed nodes from an empty table: a second run plays and scores the same.
    expect(measure().stdout).toBe(first.stdout);
    rmSync(dir, { recursive: true, force: true });
  }, 300_000);
});
