import { describe, it, expect } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { Game } from '../src/game.js';

// Runs the built command line (dist/), as `npx cauldron` does.
const cli = fileURLToPath(new URL('../dist/src/cli.js', import.meta.url));
const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });

describe('cauldron perft', () => {
  it('prints count, time and speed, and one JSON object last with --json', () => {
    const result = run('perft', 'grand', '3', '--json');
    expect(result.status).toBe(0);
    const last = JSON.parse(result.stdout.trim().split('\n').at(-1)!);
    expect(last).toMatchObject({ variant: 'grand', depth: 3, nodes: 259_514 });
    expect(last.ms).toBeGreaterThanOrEqual(0);
    expect(last.nps).toBeGreaterThan(0);
    expect(run('perft', 'grand', '2').stdout).toMatch(/^grand perft 2: 4,225 nodes in [\d.]+ s \([\d.]+ M nodes\/s\)$/m);
  });

  it('--no-bulk makes every leaf move: the same count, said in the output', () => {
    const last = JSON.parse(run('perft', 'witch', '3', '--no-bulk', '--json').stdout.trim().split('\n').at(-1)!);
    expect(last).toMatchObject({ variant: 'witch', depth: 3, bulk: false, nodes: new Game('witch').perft(3) });
    expect(run('perft', 'grand', '2', '--no-bulk').stdout).toMatch(/^grand perft 2: 4,225 nodes in [\d.]+ s \([\d.]+ M nodes\/s, every node made\)$/m);
  });

  it('--divide lists move: count lines and a divide object, after --fen and --moves', () => {
    const result = run('perft', 'grand', '2', '--moves', 'e3e5 d8d6', '--divide', '--json');
    const lines = result.stdout.trim().split('\n');
    const last = JSON.parse(lines.at(-1)!);
    expect(Object.values(last.divide as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(last.nodes);
    expect(lines).toContain(`e5d6: ${last.divide.e5d6}`);
    const fen = execFileSync(process.execPath, [cli, 'perft', 'grand', '1', '--fen', '4k5/10/10/10/10/10/10/10/10/4K5 w - - 0 1'], { encoding: 'utf8' });
    expect(fen).toMatch(/perft 1: 5 nodes/);
  });

  it('--rule sets a rule option of the variant, and an unknown one is an error', () => {
    const other = 'ibmoOMBI/ppppPPPP/8/8/8/8/PPPPpppp/QBOMmobq w - - 0 1';
    const result = run('perft', 'wey', '3', '--rule', `setup=${other}`, '--json');
    const nodes = JSON.parse(result.stdout.trim().split('\n').at(-1)!).nodes;
    expect(nodes).toBe(new Game('wey', { rules: { setup: other } }).perft(3));
    expect(nodes).not.toBe(new Game('wey').perft(3));
    expect(run('perft', 'wey', '1', '--rule', 'nope=1')).toMatchObject({ status: 2, stderr: expect.stringMatching(/unknown rule option 'nope' for wey/) });
  });

  it('bad input exits with status 2 and a message naming the problem', () => {
    expect(run('perft', 'nope', '2')).toMatchObject({ status: 2, stderr: expect.stringMatching(/unknown variant 'nope'/) });
    expect(run('perft', 'grand', '2', '--moves', 'e3e6').stderr).toMatch(/illegal move e3e6/);
    expect(run('perft', 'grand', '2', '--fen', 'x')).toMatchObject({ status: 2, stderr: expect.stringMatching(/bad FEN for grand/) });
    expect(run('perft', 'grand', 'deep').stderr).toMatch(/'deep' is not a whole number/);
  });

  it('every bad argument, option or command is one line on stderr and status 2, without the help', () => {
    const cases: [string[], RegExp][] = [
      [['perft', 'grand', '-1'], /^error: command-argument value '-1' is invalid for argument 'depth'. '-1' is not a whole number$/],
      [['perft', 'grand', '2.5'], /^error: command-argument value '2.5' is invalid for argument 'depth'. '2.5' is not a whole number$/],
      [['perft', 'grand'], /^error: missing required argument 'depth'$/],
      [['perft', 'grand', '2', '--rule'], /^error: option '--rule <name=value...>' argument missing$/],
      [['perft', 'grand', '2', '--rule', 'setup'], /'setup' is not name=value$/],
      [['perft', 'grand', '2', '--fast'], /^error: unknown option '--fast'$/],
      [['perft', 'grand', '2', 'extra'], /^error: too many arguments for 'perft'/],
      [['flurb'], /^error: unknown command 'flurb'/],
      [['analyse', '--depth', '-3'], /^error: option '--depth <plies>' argument '-3' is invalid. '-3' is not a whole number$/],
      [['replay', 'grand', '/nonexistent/record.txt'], /^error: cannot read the record '\/nonexistent\/record.txt': ENOENT$/],
    ];
    for (const [args, message] of cases) {
      const result = run(...args);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stderr.trim().split('\n'), args.join(' ')).toEqual([expect.stringMatching(message)]);
      expect(result.stdout).toBe('');
    }
  });

  it('--moves takes one value (moves separated by spaces or commas, repeatable) and never a variant name', () => {
    const count = new Game('grand', { moves: ['e3e5', 'd8d6', 'e5e6'] }).perft(2);
    for (const moves of [['--moves', 'e3e5 d8d6 e5e6'], ['--moves', 'e3e5,d8d6', '--moves', 'e5e6']]) {
      expect(JSON.parse(run('perft', 'grand', '2', ...moves, '--json').stdout.trim().split('\n').at(-1)!).nodes).toBe(count);
    }
    // The variant after --moves is the variant, not a move.
    const first = new Game('wey').legalMoves()[0]!;
    const analysed = run('analyse', '--moves', first, 'wey', '--depth', '1', '--json');
    expect(analysed.status, analysed.stderr).toBe(0);
    expect(new Game('wey', { moves: [first] }).legalMoves()).toContain(JSON.parse(analysed.stdout.trim().split('\n').at(-1)!).bestmove);
  });
});

describe('cauldron --version', () => {
  it('prints the version of package.json', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(run('--version')).toMatchObject({ status: 0, stdout: `${manifest.version}\n` });
    expect(run('-V').stdout).toBe(`${manifest.version}\n`);
  });
});

describe('cauldron variants', () => {
  it('lists each variant with its players and board', () => {
    const rows = JSON.parse(run('variants', '--json').stdout);
    expect(rows).toContainEqual(expect.objectContaining({ id: 'grand', players: ['white', 'black'], board: '10x10' }));
    expect(run('variants').stdout).toMatch(/^grand\s+Grand Chess\s+white\/black\s+10x10/m);
    expect(rows).toContainEqual(expect.objectContaining({ id: 'dreierschach', players: ['white', 'gray', 'black'], board: '126 hexagons' }));
    expect(run('variants').stdout).toMatch(/^witch3\s+Witch's Chess for three\s+red\/black\/white\s+hexagon of 61 cells .* \[--rule check=capture\|strict\]$/m);
    expect(rows.find((row: { id: string }) => row.id === 'witch3').rules.check).toMatchObject({ default: 'capture', choices: ['capture', 'strict'] });
  });
});

describe('cauldron replay', () => {
  const example = fileURLToPath(new URL('../examples/dreierschach-mate.txt', import.meta.url));

  it('replays a Dreierschach record in the author\'s short notation and prints the final position and points', () => {
    const result = run('replay', 'dreierschach', example);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^141 moves replayed\nPosition: \S+ w - - \d+ 48\nResult: checkmate, white 0, gray 3, black 1\n$/);
    const json = JSON.parse(run('replay', 'dreierschach', example, '--json').stdout);
    // The same moves as move strings lead the engine to the same position.
    expect(new Game('dreierschach', { moves: json.moves }).fen()).toBe(json.fen);
    expect(json.status).toMatchObject({ state: 'checkmate', winner: 'gray', points: { white: 0, gray: 3, black: 1 } });
  });

  it('reads move strings in the same layout for other games, from standard input', () => {
    const result = spawnSync(process.execPath, [cli, 'replay', 'grand', '-', '--json'], { input: '1. e3e5 e8e6\n2. f2e4\n', encoding: 'utf8' });
    expect(JSON.parse(result.stdout)).toMatchObject({ moves: ['e3e5', 'e8e6', 'f2e4'], status: { turn: 'black' } });
    const bad = spawnSync(process.execPath, [cli, 'replay', 'grand', '-'], { input: '1. e3e5 e8e6\n2. f2e4 e6e4\n', encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^error: round 2, second move: illegal move e6e4 in grand position /);
  });

  it('a bad token names its round and the problem; an unreadable file is an error too', () => {
    const input = '1. e4 Nd6 k7\n';
    const bad = spawnSync(process.execPath, [cli, 'replay', 'dreierschach', '-'], { input, encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^error: round 1, first move: 'e4' is ambiguous: ce4 or ee4\n$/);
    expect(run('replay', 'dreierschach', '/no/such/record.txt')).toMatchObject({ status: 2, stderr: expect.stringMatching(/cannot read the record '\/no\/such\/record.txt': ENOENT/) });
  });
});
