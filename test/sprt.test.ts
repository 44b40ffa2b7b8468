import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const sprt = (...extra: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'tools/sprt.ts', ...extra], { cwd: root, encoding: 'utf8', timeout: 120_000 });

describe('self-play SPRT tool', () => {
  it('plays pairs of games with colours swapped at a fixed node count and reports W/D/L, pentanomial counts, Elo and LLR', () => {
    // The same core on both sides (this checkout's host code, then its core file): a short run, capped plies.
    const result = sprt('--variant', 'grand', '--baseline', 'build/release.wasm', '--nodes', '300', '--max-games', '4', '--max-plies', '24', '--elo0', '0', '--elo1', '30');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const pairs = result.stdout.split('\n').filter((line) => line.startsWith('pair '));
    expect(pairs).toHaveLength(2);
    expect(pairs[0]).toMatch(/^pair 1: candidate seat 0 [\d.]+ \(.+\), seat 1 [\d.]+ \(.+\); opening [a-j]\d+[a-j]\d+ .*\| W \d+ D \d+ L \d+ \| Elo -?[\d.]+ ± [\d.]+ \| LLR -?[\d.]+/);
    const last = /^Result: (H0 accepted|H1 accepted|undecided).* after 4 games .*W (\d+) D (\d+) L (\d+); pentanomial \[(\d+), (\d+), (\d+), (\d+), (\d+)\]; Elo .* LLR -?[\d.]+ \[-2\.94, 2\.94\], elo0 0 elo1 30; 300 nodes a move/m.exec(result.stdout);
    expect(last).not.toBeNull();
    const [wins, draws, losses] = [2, 3, 4].map((i) => Number(last![i])) as [number, number, number];
    expect(wins + draws + losses).toBe(4);
    expect([5, 6, 7, 8, 9].reduce((sum, i) => sum + Number(last![i]), 0)).toBe(2);
    // Identical builds play identical games from each seat: whatever one seat won, the other lost.
    expect(wins).toBe(losses);
  });

  it('rotates the candidate through the seats of a three-player game and reports its share of the points', () => {
    const result = sprt('--variant', 'witch3', '--baseline', 'build/release.wasm', '--nodes', '200', '--max-games', '3', '--max-plies', '15');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^rotation 1: candidate seat 0 [\d.]+ .*, seat 1 [\d.]+ .*, seat 2 [\d.]+ /m);
    // Every game hits the ply cap with all three in: a third of the points in each.
    expect(result.stdout).toMatch(/^Result: undecided after 3 games .*; 1\.00 points in 3 games \(33\.3%, a third is even\); shares .*0\.333:1/m);
  });

  it('writes every game it plays for the evaluation tuner with --games-out (moves and points per seat)', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'cauldron-sprt-')), 'games.jsonl');
    const result = sprt('--variant', 'witch', '--baseline', 'build/release.wasm', '--nodes', '200', '--max-games', '2', '--max-plies', '20', '--games-out', out);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const games = readFileSync(out, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { variant: string; opening: number; moves: string[]; points: number[] });
    expect(games).toHaveLength(2);
    for (const game of games) {
      expect(game.variant).toBe('witch');
      expect(game.moves.length).toBeGreaterThan(game.opening);
      expect(game.points.reduce((sum, value) => sum + value, 0)).toBeCloseTo(1);
    }
    // Both games of the pair start from the same opening.
    expect(games[1]!.moves.slice(0, games[1]!.opening)).toEqual(games[0]!.moves.slice(0, games[0]!.opening));
  });

  it('refuses a missing baseline and an unknown revision with a message', () => {
    const missing = sprt('--nodes', '100');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/--baseline is required/);
    const unknown = sprt('--baseline', 'no-such-revision-xyz');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/^error: 'no-such-revision-xyz' is neither a directory, a .wasm file nor a git revision/);
  });
});
