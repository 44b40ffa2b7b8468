import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { estimateElo, formatElo } from '../tools/elo.js';
import { ChessClocks, parseTimeControl } from '../tools/chess-clock.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const FAIRY_STOCKFISH = '/usr/games/fairy-stockfish';

describe('match harness', () => {
  // Under CI the opponent must be there: a missing binary fails instead of skipping.
  it.skipIf(!existsSync(FAIRY_STOCKFISH) && process.env.CI !== 'true')('plays short games against Fairy-Stockfish and prints W/D/L with an Elo estimate', () => {
    // `npm run match` is `tsx tools/match.ts`; the ply cap keeps two games short.
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'tools/match.ts', '--games', '2', '--movetime', '20', '--max-plies', '40'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const games = result.stdout.split('\n').filter((line) => line.startsWith('game '));
    expect(games).toHaveLength(2);
    expect(games[0]).toMatch(/^game 1\/2: Cauldron \(white\) (win|draw|loss) by .+ after \d+ plies; opening [a-j]\d/);
    expect(games[1]).toMatch(/^game 2\/2: Cauldron \(black\) /);
    const last = /^Result: Cauldron vs Fairy-Stockfish, 2 games at 20 ms\/move: W (\d+) D (\d+) L (\d+), score [\d.]+%, Elo ([<>] [+-]\d+ \(95%\)|[+-]?\d+ ± \d+ \(95%: .+\))$/m.exec(result.stdout);
    expect(last).not.toBeNull();
    expect(Number(last![1]) + Number(last![2]) + Number(last![3])).toBe(2);
  });

  it.skipIf(!existsSync(FAIRY_STOCKFISH) && process.env.CI !== 'true')('--nodes and --opponent-nodes fix each side\'s nodes a move: the games repeat move for move', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cauldron-match-'));
    const run = (record: string) => spawnSync(process.execPath, ['--import', 'tsx', 'tools/match.ts', '--games', '2', '--nodes', '3000', '--opponent-nodes', '1500', '--max-plies', '24', '--record', record], {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
    });
    const first = run(join(dir, 'first.jsonl'));
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/^Result: Cauldron vs Fairy-Stockfish, 2 games at 3000 nodes against 1500 nodes: W \d+ D \d+ L \d+/m);
    // Each side's average search: Cauldron stops within its 3000 nodes, Fairy-Stockfish near its 1500.
    const searched = /^Searched a move on average: Cauldron depth ([\d.]+), (\d+) nodes; Fairy-Stockfish depth ([\d.]+), (\d+) nodes$/m.exec(first.stdout);
    expect(searched).not.toBeNull();
    expect(Number(searched![1])).toBeGreaterThanOrEqual(2);
    expect(Number(searched![2])).toBeLessThanOrEqual(3000);
    expect(Number(searched![4])).toBeGreaterThan(0);
    expect(Number(searched![4])).toBeLessThanOrEqual(3000);
    run(join(dir, 'second.jsonl'));
    const moves = (file: string) => readFileSync(join(dir, file), 'utf8').trim().split('\n').map((line) => (JSON.parse(line) as { moves: string[] }).moves);
    expect(moves('first.jsonl')).toHaveLength(2);
    expect(moves('second.jsonl')).toEqual(moves('first.jsonl'));
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a node limit with a depth limit, and fixed limits with clocks', () => {
    for (const extra of [['--nodes', '1000', '--depth', '3'], ['--tc', '10+0.1', '--opponent-nodes', '1000']]) {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'tools/match.ts', '--games', '2', ...extra], { cwd: root, encoding: 'utf8', timeout: 60_000 });
      expect(result.status, extra.join(' ')).toBe(2);
      expect(result.stderr).toMatch(/^error: /);
    }
  });

  it('estimates Elo and a 95% margin from wins, draws and losses', () => {
    const even = estimateElo(10, 20, 10);
    expect(even.elo).toBe(0);
    expect(even.high).toBeCloseTo(-even.low, 6);
    expect(even.high).toBeGreaterThan(50);
    expect(even.high).toBeLessThan(120);
    // 75% is +191 Elo.
    expect(estimateElo(30, 0, 10).elo).toBeCloseTo(190.8, 1);
    // Near 0% the interval stays finite and lopsided (the normal approximation would cross 0%).
    const one = estimateElo(1, 0, 39);
    expect(one.low).toBeLessThan(one.elo - 200);
    expect(one.high).toBeGreaterThan(one.elo + 200);
    expect(one.high).toBeLessThan(0);
    expect(formatElo(one)).toMatch(/^-636 ± \d+ \(95%: -\d+ to -\d+\)$/);
    expect(formatElo(estimateElo(0, 0, 40))).toMatch(/^< -\d+ \(95%\)$/);
    expect(formatElo(estimateElo(40, 0, 0))).toMatch(/^> \+\d+ \(95%\)$/);
    expect(formatElo(estimateElo(0, 2, 0))).toMatch(/^0 ± \d+ /); // all draws still carry uncertainty
  });

  it('--tc: reads seconds+increment, and the referee clocks forfeit an engine that oversteps', () => {
    expect(parseTimeControl('60+0.6')).toEqual({ baseMs: 60_000, incrementMs: 600 });
    expect(parseTimeControl('5')).toEqual({ baseMs: 5_000, incrementMs: 0 });
    expect(() => parseTimeControl('1m')).toThrow(/--tc needs <seconds>\+<increment seconds>/);
    const clocks = new ChessClocks(parseTimeControl('1+0.1'), 2);
    expect(clocks.goCommand()).toBe('wtime 1000 btime 1000 winc 100 binc 100');
    expect(clocks.charge(0, 400)).toBe(true); // 600 left, plus the increment
    expect(clocks.goCommand()).toBe('wtime 700 btime 1000 winc 100 binc 100');
    expect(clocks.charge(1, 1000)).toBe(true); // exactly the clock: still in time
    expect(clocks.charge(0, 701)).toBe(false); // one millisecond over
  });
});
