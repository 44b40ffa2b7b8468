import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Game } from '../src/game.js';

// Runs the built command line (dist/), as `npx cauldron analyse` does.
const cli = fileURLToPath(new URL('../dist/src/cli.js', import.meta.url));
const run = (...args: string[]) => spawnSync(process.execPath, [cli, 'analyse', ...args], { encoding: 'utf8', timeout: 60_000 });
const ROW = /^\s+(\d+)\/\d+\s+([+-]\d+\.\d\d|#-?\d+)\s+[\d.]+( [kMG])?\s+[\d.]+( [kMG])?\s+[\d.]+s\s+(\s*\d+\. )?[a-j]\d+[a-j]\d+/;

describe('cauldron analyse', () => {
  it('prints a header, one row per completed depth, then the best move', () => {
    const result = run('grand', '--depth', '4');
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^Analysing grand, white to move, to depth 4: r8r\/1nbqkcabn1\/pppppppppp\/10/);
    const rows = lines.filter((line) => ROW.test(line));
    expect(rows.map((line) => Number(ROW.exec(line)![1]))).toEqual([1, 2, 3, 4]);
    const best = /^bestmove (\S+)( ponder \S+)?$/.exec(lines.at(-1)!);
    expect(new Game('grand').legalMoves()).toContain(best?.[1]);
  });

  it('--json prints one object per line: info objects for every MultiPV line, then the best move', () => {
    const result = run('--moves', 'e3e5', '--depth', '3', '--multipv', '2', '--json');
    expect(result.status).toBe(0);
    const objects = result.stdout.trim().split('\n').map((line) => JSON.parse(line));
    const infos = objects.slice(0, -1);
    expect(infos.map((info) => [info.depth, info.multipv])).toEqual([[1, 1], [1, 2], [2, 1], [2, 2], [3, 1], [3, 2]]);
    for (const info of infos) expect(info).toMatchObject({ score: expect.any(Object), nodes: expect.any(Number), nps: expect.any(Number), time: expect.any(Number), pv: expect.any(Array) });
    const last = objects.at(-1);
    expect(new Game('grand', { moves: ['e3e5'] }).legalMoves()).toContain(last.bestmove);
    expect(last.bestmove).toBe(infos.at(-2).pv[0]);
  });

  it('without options analyses the start position for a few seconds, then answers by itself', () => {
    const result = run();
    expect(result.status).toBe(0);
    expect(result.stdout.split('\n').filter((line) => ROW.test(line)).length).toBeGreaterThanOrEqual(4);
    expect(result.stdout).toMatch(/^bestmove [a-j]\d+[a-j]\d+/m);
  });

  it('says when the side to move has no legal move', () => {
    const result = run('--fen', '4k5/4Q5/4K5/10/10/10/10/10/10/10 b - - 0 1', '--depth', '2');
    expect(result.stdout).toMatch(/no legal move: checkmate, white win, black loss\nbestmove \(none\)\n$/);
    expect(JSON.parse(run('--fen', '4k5/4Q5/4K5/10/10/10/10/10/10/10 b - - 0 1', '--depth', '2', '--json').stdout)).toMatchObject({ bestmove: null, state: 'checkmate' });
  });

  it('witch3: the score is for the party to move, the search is paranoid or BRS+ (--algorithm), the line names all three', () => {
    for (const algorithm of ['paranoid', 'brs']) {
      const result = run('witch3', '--depth', '3', '--algorithm', algorithm);
      expect(result.status).toBe(0);
      const lines = result.stdout.trim().split('\n');
      expect(lines[0]).toBe(`Analysing witch3, red to move (score for red, ${algorithm} search; shares of the points for red/black/white), to depth 3: ${new Game('witch3').fen()}`);
      expect(lines[1]).toMatch(/ time {2}shares {6}pv$/);
      const rows = lines.filter((line) => /^\s+\d+\/\d+\s/.test(line));
      expect(rows).toHaveLength(3);
      // Each row has the seats' shares of the points in whole percent, summing to about 100.
      for (const row of rows) {
        const shares = / (\d+)\/(\d+)\/(\d+)% /.exec(row)!.slice(1).map(Number);
        expect(Math.abs(shares.reduce((sum, share) => sum + share, 0) - 100)).toBeLessThanOrEqual(2);
      }
      // A principal variation of three plies: Red, then Black, then White.
      const pv = rows.at(-1)!.trim().split(/\s+/).filter((token) => /^[a-i]\d[a-i]\d/.test(token));
      expect(pv.length).toBeGreaterThanOrEqual(3);
      const replay = new Game('witch3');
      for (const move of pv) replay.play(move);
      expect(lines.at(-1)).toMatch(new RegExp(`^bestmove ${pv[0]}`));
    }
    expect(run('witch3', '--algorithm', 'minimax').stderr).toMatch(/Allowed choices are paranoid, brs/);
  });

  it('dreierschach: analyse shows progress and a legal best move; a finished game reports the points', () => {
    const result = run('dreierschach', '--depth', '3', '--json');
    expect(result.status).toBe(0);
    const objects = result.stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(objects.slice(0, -1).map((info) => info.depth)).toEqual([1, 2, 3]);
    expect(new Game('dreierschach').legalMoves()).toContain(objects.at(-1).bestmove);
    for (const info of objects.slice(0, -1)) expect(info.perPlayer).toHaveLength(3); // --json carries the shares
    // Three bare kings: drawn, a point each.
    const bare = JSON.parse(run('dreierschach', '--fen', '6/7/8/gK8/9bK/11/12/13/12/11/10/9/3wK4 w - - 0 1', '--depth', '1', '--json').stdout.trim().split('\n').at(-1)!);
    expect(bare).toMatchObject({ state: 'bare kings', points: { white: 1, gray: 1, black: 1 } });
  });

  it('witch3 --json reports each party\'s outcome when the game is over', () => {
    // Red alone: the last party with a Raven has won.
    const over = JSON.parse(run('witch3', '--fen', '5/6/7/8/rR8/8/7/6/5 r - - 0 9', '--depth', '2', '--json').stdout);
    expect(over).toMatchObject({ bestmove: null, state: 'last party', results: { red: 'win', black: 'loss', white: 'loss' } });
  });

  it('bad input exits with status 2 and a one-line message naming the problem', () => {
    const cases = [
      [['nope'], /^error: unknown variant 'nope'/],
      [['--moves', 'e3e6'], /^error: illegal move e3e6/],
      [['--fen', 'x'], /^error: bad FEN for grand/],
      [['--depth', '0'], /^error: search option depth must be a whole number from 1 to 64, got 0/],
      [['--depth', 'deep'], /'deep' is not a whole number/],
      [['--sideways'], /unknown option '--sideways'/],
    ] as const;
    for (const [args, message] of cases) {
      const result = run(...args);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stderr).toMatch(message);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stdout).toBe('');
    }
  });
});
