import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('three-player match harness', () => {
  it('rotates paranoid, brs and greedy through the seats and shares out one point a game', () => {
    // `npm run match3` is `tsx tools/match3.ts`; a short ply cap keeps three games quick.
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'tools/match3.ts', '--games', '3', '--movetime', '20', '--max-plies', '24', '--json'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report.records).toHaveLength(3);
    // Game g seats the configurations in a rotated order, so over three games each sits in each seat once.
    for (let seat = 0; seat < 3; seat++) {
      expect(new Set(report.records.map((record: { seating: string[] }) => record.seating[seat]))).toEqual(new Set(['paranoid', 'brs', 'greedy']));
    }
    for (const record of report.records) expect(record.points.reduce((sum: number, points: number) => sum + points, 0)).toBeCloseTo(1, 9);
    const points = report.summary.map((row: { points: number }) => row.points);
    expect(points.reduce((sum: number, value: number) => sum + value, 0)).toBeCloseTo(3, 9);
    expect(report.summary.map((row: { games: number }) => row.games)).toEqual([3, 3, 3]);
  }, 120_000);

  it('bad arguments exit with status 2 and name the option', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'tools/match3.ts', '--games', 'x'], { cwd: root, encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/--games needs a whole number/);
  });
});
