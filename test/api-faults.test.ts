import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
// The built package, as users import it (its worker is dist/src/worker.js).
import { createEngine, CauldronError, Game, type Engine } from '../dist/src/index.js';
import { workerExecArgv } from '../dist/src/platform/node-worker.js';

const index = fileURLToPath(new URL('../dist/src/index.js', import.meta.url));
const MATE_IN_ONE = '4k5/10/4K5/10/10/10/10/10/10/R9 w - - 0 1';

/** The rejection of `promise` (or of calling `run`), which must be a CauldronError. */
async function refusal(run: () => unknown): Promise<CauldronError> {
  const error = await (async () => run())().then(
    () => expect.unreachable('expected a CauldronError'),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CauldronError);
  return error as CauldronError;
}

/** Runs an ES module script in a fresh Node process; it must exit by itself. */
function runScript(script: string, nodeOptions: string[] = []) {
  return spawnSync(process.execPath, [...nodeOptions, '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
}

describe('options that cannot be sent to the worker', () => {
  it('are refused with a CauldronError, and terminate() then lets the process exit', () => {
    const script = `
      import { createEngine } from ${JSON.stringify(index)};
      const engine = await createEngine({ variant: 'grand', hashMB: 1 });
      for (const params of [{ depth: 1, onInfo() {} }, { depth: Symbol('x') }, Object.defineProperty({}, 'depth', { enumerable: true, get() { throw new Error('boom'); } })]) {
        await engine.analyse(params).then(() => console.log('accepted'), (error) => console.log(error.name + ': ' + error.message));
      }
      await engine.terminate();
    `;
    const run = runScript(script);
    expect(run.error, 'the process did not exit by itself').toBeUndefined();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.trim().split('\n')).toEqual([
      "CauldronError: unknown analyse option 'onInfo' (known: depth, nodes, movetime, infinite, multiPv, algorithm, fen, moves)",
      'CauldronError: search option depth must be a number, got a Symbol',
      "CauldronError: reading analyse option 'depth' failed: boom",
    ]);
  });
});

describe('the worker does not inherit the parent\'s flags about its own script', () => {
  it('a script run as node --input-type=module -e starts an engine', () => {
    const run = runScript(`
      import { createEngine } from ${JSON.stringify(index)};
      const engine = await createEngine({ variant: 'grand', hashMB: 1 });
      console.log(await engine.perft(2));
      await engine.terminate();
    `);
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('4225');
  });

  it('keeps the other flags (loaders, conditions, memory)', () => {
    expect(workerExecArgv(['--input-type=module', '-e', 'code', '--import', 'tsx', '--max-old-space-size=100', '-p', 'x', '--conditions=dev', '--watch'])).toEqual([
      '--import', 'tsx', '--max-old-space-size=100', '--conditions=dev',
    ]);
  });
});

describe('engine calls of the wrong type or that fail', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await createEngine({ variant: 'grand', hashMB: 4 });
  });
  afterAll(() => engine.terminate());

  it('a rejected call leaves the worker\'s position as it was', async () => {
    await engine.setPosition({ moves: ['e3e5'] });
    const before = await engine.fen();
    expect((await refusal(() => engine.analyse({ fen: MATE_IN_ONE, depth: 0 }))).message).toMatch(/search option depth/);
    expect(await engine.fen()).toBe(before);
    expect((await refusal(() => engine.perft(0, { fen: MATE_IN_ONE }))).message).toMatch(/perft depth/);
    expect(await engine.fen()).toBe(before);
    expect((await refusal(() => engine.divide(31, { moves: ['e3e5', 'e8e6'] }))).message).toMatch(/perft depth/);
    expect(await engine.fen()).toBe(before);
  });

  it('positions of the wrong type name the problem and never reset the position', async () => {
    await engine.setPosition({ moves: ['e3e5'] });
    const before = await engine.fen();
    const cases: [() => unknown, RegExp][] = [
      [() => engine.legalMoves(42 as never), /a position must be a FEN string or \{ fen, moves \}, got 42/],
      [() => engine.status(null as never), /a position must be a FEN string or \{ fen, moves \}, got null/],
      [() => engine.legalMoves({ fen: {} } as never), /position fen must be a string, got an object/],
      [() => engine.fen({ moves: 'e3e5' } as never), /position moves must be an array of move strings/],
      [() => engine.perft(2, { moves: [5] } as never), /position moves\[0\] must be a string, got 5/],
      [() => engine.perft(2, { moves: Object.defineProperty(['e3e5'], 0, { get() { throw new Error('boom'); } }) }), /reading position moves failed: boom/],
      [() => engine.setPosition({ fen: MATE_IN_ONE, extra: 1 } as never), /unknown position field 'extra'/],
      [() => engine.setPosition(undefined as never), /setPosition needs a position/],
      [() => engine.perft('2' as never), /perft depth must be a number, got "2"/],
      [() => engine.setHashSize(null as never), /hash size must be a number/],
      [() => engine.analyse({ depth: 2, moves: 'e3e5' } as never), /analyse option moves must be an array/],
      [() => engine.analyse({ depth: 2, infinite: 'yes' } as never), /search option infinite must be true or false/],
      [() => engine.analyse({ depth: 2 }, 'callback' as never), /onInfo must be a function/],
      [() => engine.bestMove(null as never), /analyse option must be an object, got null/],
    ];
    for (const [call, message] of cases) expect((await refusal(call)).message).toMatch(message);
    expect(await engine.fen()).toBe(before);
    expect(await engine.perft(2, {})).toBe(4225);
  });

  it('a refused analyse does not stop the search that runs', async () => {
    const running = engine.analyse({ depth: 3, fen: new Game('grand').fen() });
    await refusal(() => engine.analyse({ depth: 'x' } as never));
    expect((await running).lines[0]!.depth).toBe(3);
  });
});

describe('engine and game options of the wrong type, and rule names that are no options', () => {
  it('createEngine', async () => {
    expect((await refusal(() => createEngine(undefined as never))).message).toMatch(/createEngine needs options/);
    expect((await refusal(() => createEngine({} as never))).message).toMatch(/engine option variant must be a string, got undefined/);
    expect((await refusal(() => createEngine({ variant: 'grand', hashMB: '8' } as never))).message).toMatch(/engine option hashMB must be a number/);
    expect((await refusal(() => createEngine({ variant: 'wey', rules: { setup: 5 } } as never))).message).toMatch(/rule option setup must be a string, got 5/);
    expect((await refusal(() => createEngine({ variant: 'wey', rules: 'setup' } as never))).message).toMatch(/rules must be an object/);
    expect((await refusal(() => createEngine({ variant: 'wey', rules: { constructor: 'x' } }))).message).toMatch(/unknown rule option 'constructor' for wey/);
    expect((await refusal(() => createEngine({ variant: 'wey', rules: JSON.parse('{"__proto__": "x"}') }))).message).toMatch(/unknown rule option '__proto__' for wey/);
    expect((await refusal(() => createEngine({ variant: 'grand', workerUrl: 'http://[bad' }))).message).toMatch(/engine option workerUrl is not a URL: "http:\/\/\[bad"/);
    expect((await refusal(() => createEngine({ variant: 'grand', workerUrl: 5 } as never))).message).toMatch(/engine option workerUrl must be a string, got 5/);
  });

  it('createEngine with a worker script that does not load names the script', async () => {
    const missing = new URL('./no-such-worker.js', import.meta.url);
    const error = await refusal(() => createEngine({ variant: 'grand', workerUrl: missing }));
    expect(error.message).toMatch(new RegExp(`the engine worker ${missing.href.replace(/[.]/g, '\\.')} could not start: Cannot find module`));
    expect((await refusal(() => createEngine({ variant: 'grand', workerUrl: 'https://example.invalid/worker.js' }))).message)
      .toMatch(/the engine worker https:\/\/example\.invalid\/worker\.js could not start/);
  });

  it('Game', () => {
    const cases: [() => unknown, RegExp][] = [
      [() => new Game(undefined as never), /a Game needs a variant name/],
      [() => new Game(null as never), /a Game needs a variant name/],
      [() => new Game('grand', 5 as never), /Game option must be an object, got 5/],
      [() => new Game('grand', { fen: {} } as never), /Game option fen must be a string/],
      [() => new Game('grand', { moves: 'e3e5' } as never), /Game option moves must be an array/],
      [() => new Game('grand', { hashMB: '8' } as never), /Game option hashMB must be a number/],
      [() => new Game('grand', { fenn: 'x' } as never), /unknown Game option 'fenn'/],
      [() => new Game('wey', { rules: { setup: 5 } } as never), /rule option setup must be a string, got 5/],
      [() => new Game('wey', { rules: { constructor: 'x' } }), /unknown rule option 'constructor' for wey/],
      [() => new Game('wey', { rules: { toString: 'x' } }), /unknown rule option 'toString' for wey/],
      [() => new Game('wey', { rules: JSON.parse('{"__proto__": "x"}') }), /unknown rule option '__proto__' for wey/],
      [() => new Game('grand').setPosition(42 as never), /a FEN must be a string, got 42/],
      [() => new Game('grand').setPosition(undefined, 'e3e5' as never), /moves must be an array/],
      [() => new Game('grand').play(null as never), /a move must be a string, got null/],
      [() => new Game('grand').pieceOn(3 as never), /a square must be a string/],
    ];
    for (const [call, message] of cases) {
      expect(call).toThrow(CauldronError);
      expect(call).toThrow(message);
    }
  });
});

describe('Game.divide at a full undo stack', () => {
  it('changes nothing and reports the error', () => {
    const game = new Game('grand', { hashMB: 0 });
    const cycle = ['b2a4', 'b9a7', 'a4b2', 'a7b9'];
    let played = 0;
    expect(() => {
      for (;;) game.play(cycle[played++ % 4]!);
    }).toThrow(/the undo stack is full/);
    const fen = game.fen();
    const moves = game.moves();
    expect(() => game.divide(1)).toThrow(/the undo stack is full/);
    expect(() => game.divide(3)).toThrow(/the undo stack is full/);
    expect(game.fen()).toBe(fen);
    expect(game.moves()).toEqual(moves);
    expect(game.hash().consistent).toBe(true);
    for (let ply = 0; ply < 4; ply++) game.undo();
    expect(game.fen().split(' ').slice(0, 3)).toEqual(fen.split(' ').slice(0, 3)); // a full cycle back
    expect(game.divide(2).size).toBe(game.legalMoves().length);
  });
});

describe('Wey status when the opponent has no pieces left', () => {
  it('returns the result instead of throwing', () => {
    // White has only a pawn (its capture set is gone) and Black has nothing: White, to move, has lost its set.
    const bare = new Game('wey', { fen: '8/8/8/8/8/8/P7/8 w - - 0 1' });
    expect(bare.status()).toMatchObject({ state: 'set captured', winner: 'black', results: { white: 'loss', black: 'win' }, inGame: ['white'] });
    const empty = new Game('wey', { fen: '8/8/8/8/8/8/8/8 b - - 0 1' });
    expect(empty.status()).toMatchObject({ state: 'set captured', winner: 'white', inGame: [] });
  });
});

describe('half-move and full-move numbers', () => {
  it('above a billion are rejected, and the largest accepted ones count on without wrapping', () => {
    const fen = (half: string, full: string, side = 'w') => `4k5/10/4K5/10/10/10/10/10/10/R9 ${side} - - ${half} ${full}`;
    const game = new Game('grand', { fen: fen('1000000000', '1000000000', 'b') });
    expect(game.fen()).toBe(fen('1000000000', '1000000000', 'b'));
    game.play('e10d10');
    expect(game.fen()).toBe('3k6/10/4K5/10/10/10/10/10/10/R9 w - - 1000000001 1000000001');
    expect(() => new Game('grand', { fen: fen('1000000001', '1') })).toThrow(/halfmove clock '1000000001' is not a whole number from 0 to 1000000000/);
    expect(() => new Game('grand', { fen: fen('0', '2147483648') })).toThrow(/fullmove number '2147483648' is not a whole number from 1 to 1000000000/);
  });
});
