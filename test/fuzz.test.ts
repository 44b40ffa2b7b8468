import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { Game } from '../src/game.js';
import { CauldronError } from '../src/errors.js';
import { loadVariants, variantById } from '../src/variants/index.js';
import type { VariantDefinition } from '../src/variants/types.js';
import { replayGame } from '../src/replay.js';
import { parseGo } from '../src/uci-go.js';
import { checkLimits } from '../src/search-limits.js';
import { grandDrops } from './support/mechanic-variants.js';
// The engine as users import it: the built package and its worker.
import { createEngine, CauldronError as BuiltCauldronError, type Engine } from '../dist/src/index.js';
import { UciSession } from '../dist/src/uci.js';

// Property tests (issue 15 item 9): every parser and entry point, fed random and mutated input, gives a
// value or a CauldronError, and the engine is still right afterwards (perft 2 of the start position).
// The suite runs a bounded number of cases per property; CAULDRON_FUZZ_RUNS=<n> runs n per property
// (e.g. 5000, minutes), CAULDRON_FUZZ_SEED=<n> replays a reported seed.
const LONG = Number(process.env.CAULDRON_FUZZ_RUNS) || 0;
const runs = (bounded: number) => ({ numRuns: LONG || bounded, ...(process.env.CAULDRON_FUZZ_SEED ? { seed: Number(process.env.CAULDRON_FUZZ_SEED) } : {}) });

const USER_INI = `
[fuzzplus:grand]
customPiece1 = u:KN
customPiece2 = x:NN
startFen = r8r/xnbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/XNBQKCABN1/RU7R w - - 0 1
pieceToCharTable = -
`;

/** Runs `action`: true when it succeeds, false on a CauldronError; anything else fails the property. */
function accepted(action: () => unknown): boolean {
  try {
    action();
    return true;
  } catch (error) {
    if (error instanceof CauldronError) return false;
    throw error;
  }
}

/** A text from `samples` with a few edits (insert, delete, replace a character from `alphabet`; cut; double). */
function edited(samples: readonly string[], alphabet: readonly string[]): fc.Arbitrary<string> {
  const edit = fc.tuple(fc.constantFrom('insert', 'delete', 'replace', 'cut', 'double'), fc.nat(), fc.constantFrom(...alphabet));
  return fc.tuple(fc.constantFrom(...samples), fc.array(edit, { minLength: 1, maxLength: 4 })).map(([text, edits]) =>
    edits.reduce((result, [kind, at, unit]) => {
      const place = result.length === 0 ? 0 : at % (result.length + 1);
      if (kind === 'insert') return result.slice(0, place) + unit + result.slice(place);
      if (kind === 'delete') return result.slice(0, place) + result.slice(place + 1);
      if (kind === 'replace') return result.slice(0, place) + unit + result.slice(place + 1);
      if (kind === 'cut') return result.slice(0, place);
      return result.slice(0, place) + result.slice(place, place + 8) + result.slice(place);
    }, text),
  );
}

/** Texts near the samples, texts of their characters, and any text at all. */
function textsLike(samples: readonly string[], extra = ''): fc.Arbitrary<string> {
  const alphabet = [...new Set([...samples.join(''), ...extra, ' ', '/', '-', '0', '9', '*', '[', ']', '(', ')', ',', '@'])];
  return fc.oneof(
    { weight: 6, arbitrary: edited(samples, alphabet) },
    { weight: 2, arbitrary: fc.string({ unit: fc.constantFrom(...alphabet), maxLength: 90 }) },
    // Any code points (fast-check's own unit 'binary' spends seconds building its tables first).
    { weight: 1, arbitrary: fc.array(fc.nat({ max: 0x10ffff }), { maxLength: 40 }).map((codes) => String.fromCodePoint(...codes)) },
    { weight: 1, arbitrary: fc.constantFrom(...samples) },
  );
}

interface Subject {
  definition: VariantDefinition;
  game: Game;
  /** A second game, to read back what the first wrote. */
  echo: Game;
  start: string;
  perft2: number;
  /** Start and positions of seeded random games, and the moves of those games. */
  fens: string[];
  games: { fen: string; moves: string[] }[];
}

const subjects: Subject[] = [];

beforeAll(() => {
  loadVariants(USER_INI);
  const definitions = ['grand', 'wey', 'witch', 'witch3', 'dreierschach', 'jacks84', 'fuzzplus'].map(variantById);
  for (const definition of [...definitions, grandDrops]) {
    const game = new Game(definition, { hashMB: 0 });
    const start = game.fen();
    const games = [1, 2, 3].map((seed) => {
      game.setPosition(start);
      const moves = game.playRandom(seed, 30 * seed);
      return { fen: start, moves };
    });
    const fens = [start];
    for (const { moves } of games) {
      game.setPosition(start, moves);
      fens.push(game.fen());
    }
    game.setPosition(start);
    subjects.push({ definition, game, echo: new Game(definition, { hashMB: 0 }), start, perft2: game.perft(2), fens, games });
  }
});

/** The engine is still right: perft 2 of the start position, on the same Game. */
function stillRight(subject: Subject): void {
  subject.game.setPosition(subject.start);
  expect(subject.game.perft(2)).toBe(subject.perft2);
}

describe('position strings (FEN) of every variant', () => {
  it('give a position that writes back the same string and has consistent moves, or a CauldronError', () => {
    for (const subject of subjects) {
      const { game, echo } = subject;
      fc.assert(
        fc.property(textsLike(subject.fens), (fen) => {
          const before = game.fen();
          if (!accepted(() => game.setPosition(fen))) {
            expect(game.fen()).toBe(before); // a refused position leaves the game as it was
            return;
          }
          const written = game.fen();
          echo.setPosition(written);
          expect(echo.fen()).toBe(written);
          const moves = game.legalMoves();
          expect(game.perft(1)).toBe(moves.length);
          game.status();
          expect(game.hash().consistent).toBe(true);
        }),
        runs(50),
      );
      stillRight(subject);
    }
  });
});

describe('move strings', () => {
  it('play a legal move (undone exactly) or give a CauldronError that leaves the position', () => {
    for (const subject of subjects) {
      const { game } = subject;
      const positions = subject.games.map(({ fen, moves }, index) => ({ fen, moves: moves.slice(0, 10 * index) }));
      const samples = [...new Set(positions.flatMap((position) => {
        game.setPosition(position.fen, position.moves);
        return game.legalMoves();
      }))];
      fc.assert(
        fc.property(fc.constantFrom(...positions), textsLike(samples, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), (position, move) => {
          game.setPosition(position.fen, position.moves);
          const before = game.fen();
          if (accepted(() => game.play(move))) {
            expect(game.moves().at(-1)).toBe(move);
            game.undo();
          }
          expect(game.fen()).toBe(before);
        }),
        runs(60),
      );
      stillRight(subject);
    }
  });
});

/** An object (and an array) whose reading throws: what a careless caller or a Proxy may hand over. */
const throwing = () => {
  const trap = { enumerable: true, get: () => { throw new Error('trap'); } };
  const fields = ['fen', 'moves', 'depth', 'nodes', 'variant', 'rules', 'hashMB', 'setup'];
  return fc.constantFrom(Object.defineProperties({}, Object.fromEntries(fields.map((field) => [field, trap]))), Object.defineProperty(['e3e5'], 0, trap));
};

/** Any value at all, and values of the expected kind. */
const anyValue = fc.oneof(fc.anything(), fc.constant(undefined), fc.constant(null), fc.func(fc.anything()), fc.constant(Symbol('fuzz')), throwing());

describe('rule options and game options', () => {
  it('give a game or a CauldronError; constructor, __proto__ and other names of Object are no options', () => {
    for (const subject of subjects) {
      const options = subject.definition.ruleOptions ?? {};
      const names = [...Object.keys(options), 'constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];
      const values = [...Object.values(options).flatMap((option) => [...(option.choices ?? []), option.default ?? '']), ...subject.fens, '0', '1', '-1', 'chosen10'];
      const name = fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 12 }));
      const value = fc.oneof({ weight: 8, arbitrary: textsLike(values) }, { weight: 1, arbitrary: anyValue });
      const rules = fc.oneof(
        { weight: 8, arbitrary: fc.array(fc.tuple(name, value), { maxLength: 3 }).map((entries) => entries.reduce((object, [key, text]) => Object.defineProperty(object, key, { value: text, enumerable: true, configurable: true }), {} as Record<string, unknown>)) },
        { weight: 1, arbitrary: anyValue },
      );
      const gameOptions = fc.oneof(
        { weight: 8, arbitrary: fc.record({ rules, fen: fc.oneof(textsLike(subject.fens), anyValue), moves: fc.oneof(fc.constantFrom(...subject.games.map((game) => game.moves.slice(0, 5))), anyValue), hashMB: fc.oneof(fc.integer({ min: -2, max: 8 }), anyValue) }, { requiredKeys: [] }) },
        { weight: 1, arbitrary: anyValue },
      );
      fc.assert(
        fc.property(gameOptions, (options) => {
          let created: Game | undefined;
          if (!accepted(() => (created = new Game(subject.definition, options as never)))) return;
          created!.legalMoves();
          created!.status();
          expect(created!.hash().consistent).toBe(true);
        }),
        runs(6), // a Game with new rules compiles its variant and starts a core: tens of milliseconds
      );
      stillRight(subject);
    }
  });
});

describe('game records for replay', () => {
  it('replay every move or none, with a CauldronError', () => {
    const example = readFileSync(new URL('../examples/dreierschach-mate.txt', import.meta.url), 'utf8');
    for (const subject of subjects) {
      const { game, definition } = subject;
      const players = definition.players.length;
      const records = subject.games.map(({ moves }) => {
        const rounds: string[] = [];
        for (let at = 0; at < moves.length; at += players) rounds.push(`${rounds.length + 1}. ${moves.slice(at, at + players).join(' ')}`);
        return rounds.join('\n');
      });
      if (definition.id === 'dreierschach') records.push(example);
      fc.assert(
        fc.property(textsLike(records, '.+x=0-'), (record) => {
          game.setPosition(subject.start);
          let moves: string[] = [];
          if (accepted(() => (moves = replayGame(game, record)))) expect(game.moves()).toEqual(moves);
          else expect(game.fen()).toBe(subject.start);
        }),
        runs(25),
      );
      stillRight(subject);
    }
  });
});

describe('UCI lines', () => {
  const WORDS = ['uci', 'ucinewgame', 'position', 'startpos', 'fen', 'moves', 'setoption', 'name', 'value', 'UCI_Variant', 'Hash', 'MultiPV', 'Threads', 'Clear Hash', 'd', 'stop', 'ponderhit', 'debug', 'register', 'grand', 'wey', 'witch', 'witch3', 'fuzzplus', '0', '1', '-1', '64', '99999999999999999999'];
  const GO_WORDS = ['depth', 'nodes', 'movetime', 'mate', 'wtime', 'btime', 'winc', 'binc', 'movestogo', 'infinite', 'ponder', 'perft', 'searchmoves', '0', '1', '-1', '2', '65', '1000', '99999999999999999999999', '1e9', 'x', ''];

  it('go parameters give limits the search accepts, or a CauldronError', () => {
    const words = fc.array(fc.oneof(fc.constantFrom(...GO_WORDS), fc.string({ maxLength: 6 })), { maxLength: 8 });
    fc.assert(
      fc.property(words, fc.integer({ min: 0, max: 1 }), (list, side) => {
        let go: ReturnType<typeof parseGo> | undefined;
        if (!accepted(() => (go = parseGo(list, side)))) return;
        checkLimits(go!.limits); // what the worker will be sent: never refused there
        if (go!.budget !== undefined) expect(go!.budget).toBeLessThanOrEqual(2 ** 31 - 1);
      }),
      runs(300),
    );
  });

  it('other commands never throw out of the session, which then still counts perft 2 right', async () => {
    const grand = subjects[0]!;
    const printed: string[] = [];
    const session = new UciSession((line) => printed.push(line));
    const line = fc.oneof(
      { weight: 4, arbitrary: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 7 }).map((words) => words.join(' ')) },
      { weight: 2, arbitrary: textsLike(grand.fens).map((fen) => `position fen ${fen} moves ${grand.games[0]!.moves.slice(0, 3).join(' ')}`) },
      { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
    );
    await fc.assert(
      fc.asyncProperty(line.filter((text) => !/^\s*(go|isready|quit)\b/.test(text)), async (text) => {
        expect(await session.handle(text)).toBe(true);
      }),
      runs(150),
    );
    for (const command of ['setoption name UCI_Variant value grand', 'position startpos', 'go perft 2']) await session.handle(command);
    await session.close(true); // waits for the perft
    expect(printed.at(-1)).toBe(`Nodes searched: ${grand.perft2}`);
  });
});

describe('engine options and calls', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await createEngine({ variant: 'grand', hashMB: 1 });
  });
  afterAll(() => engine.terminate());

  const isRefusal = (error: unknown) => error instanceof BuiltCauldronError;

  it('createEngine gives an engine or a CauldronError', async () => {
    const grand = subjects[0]!;
    const options = fc.oneof(
      { weight: 6, arbitrary: fc.record({ variant: fc.oneof(fc.constantFrom('grand', 'wey', 'nope', 'constructor', '__proto__'), anyValue), hashMB: fc.oneof(fc.integer({ min: -1, max: 2 }), anyValue), rules: fc.oneof(fc.constant({ setup: grand.fens[1] }), fc.constant({ constructor: 'x' }), anyValue), variants: fc.oneof(fc.constant(USER_INI), fc.string({ maxLength: 20 }), anyValue), workerUrl: fc.oneof(fc.constant(undefined), fc.integer(), fc.object()) }, { requiredKeys: [] }) },
      { weight: 1, arbitrary: anyValue },
    );
    await fc.assert(
      fc.asyncProperty(options, async (value) => {
        const started = await createEngine(value as never).catch((error: unknown) => {
          if (!isRefusal(error)) throw error;
          return null;
        });
        await started?.terminate();
      }),
      runs(20),
    );
  });

  it('analyse, perft and position calls give a value or a CauldronError; perft 2 is still right', async () => {
    const grand = subjects[0]!;
    const position = fc.oneof(fc.constant(undefined), textsLike(grand.fens), fc.record({ fen: fc.oneof(textsLike(grand.fens), anyValue), moves: fc.oneof(fc.constantFrom(...grand.games.map((game) => game.moves.slice(0, 4))), anyValue) }, { requiredKeys: [] }), anyValue);
    const limit = (small: fc.Arbitrary<number>) => fc.oneof({ weight: 12, arbitrary: small }, { weight: 1, arbitrary: anyValue });
    const params = fc.oneof(
      { weight: 6, arbitrary: fc.record({ depth: limit(fc.integer({ min: -1, max: 66 })), nodes: limit(fc.integer({ min: -1, max: 3000 })), movetime: limit(fc.integer({ min: -1, max: 30 })), infinite: limit(fc.constant(1)).map((value) => (value === 1 ? true : value)), multiPv: limit(fc.integer({ min: 0, max: 4 })), algorithm: fc.oneof({ weight: 12, arbitrary: fc.constantFrom('paranoid', 'brs', 'minimax') }, { weight: 1, arbitrary: anyValue }), fen: fc.oneof({ weight: 12, arbitrary: textsLike(grand.fens) }, { weight: 1, arbitrary: anyValue }), moves: fc.oneof(fc.constantFrom(...grand.games.map((game) => game.moves.slice(0, 4))), anyValue) }, { requiredKeys: [] }) },
      { weight: 1, arbitrary: anyValue },
      { weight: 1, arbitrary: fc.record({ depth: fc.integer({ min: 1, max: 3 }), onInfo: fc.func(fc.anything()) }) },
    );
    const call = fc.oneof(
      params.map((value) => ['analyse', value] as const),
      fc.tuple(fc.constantFrom('perft', 'divide'), fc.oneof(fc.integer({ min: -1, max: 2 }), anyValue), position).map(([name, depth, at]) => [name, depth, at] as const),
      fc.tuple(fc.constantFrom('legalMoves', 'status', 'fen', 'setPosition'), position).map(([name, at]) => [name, at] as const),
    );
    await fc.assert(
      fc.asyncProperty(call, async (args) => {
        const [name, ...rest] = args;
        const run = async () => {
          if (name === 'analyse') {
            const analysis = engine.analyse(rest[0] as never);
            void analysis.stop(); // whatever its limits, it ends now
            return analysis;
          }
          return (engine[name] as (...values: unknown[]) => Promise<unknown>)(...rest);
        };
        await run().catch((error: unknown) => {
          if (!isRefusal(error)) throw error;
        });
      }),
      runs(60),
    );
    expect(await engine.perft(2, {})).toBe(grand.perft2);
  });
});
