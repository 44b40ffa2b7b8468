import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { Game } from '../src/game.js';
import { loadVariants } from '../src/variants/index.js';
import { FairyStockfishWasm } from '../peers/fairy-stockfish-wasm.js';
import { divide, legalMoves, perft, readFen, refRules, type RefPosition, type RefRules } from './support/grand-fairy-reference.js';
import { seededRandom } from '../src/seeded-random.js';
import { fairyBetza, fairyPiece } from '../src/variants/fairy/catalogue.js';

// Grand Chess with extra pieces against Fairy-Stockfish's WebAssembly build, which reads custom pieces
// from a variants.ini (Debian's 11.1 cannot): the driver first against perft 1 counted by hand, then the
// independent reference (test/support) on positions with FSF-expressible pieces (leapers, riders, hoppers,
// the lame Rhino as FSF's nN), then the engine where today's core plays the pieces (leapers and riders).
// The npm package is a devDependency, so this runs wherever the tests run.

// Extra pieces by FSF letter and §3 code. Promotion: every type of the start position, up to its start
// count (promotion mode captured), which is how Fairy-Stockfish's promotionLimit reads.
const EXTRAS: Record<string, { code: string; betza: string }> = {
  U: { code: 'CE', betza: 'KN' }, X: { code: 'NR', betza: 'NN' }, Y: { code: 'CN', betza: 'mRcpR' }, G: { code: 'GR', betza: 'gQ' },
  V: { code: 'VA', betza: 'mBcpB' }, L: { code: 'LE', betza: 'mQcpQ' }, S: { code: 'SC', betza: 'KgQ' }, H: { code: 'RH', betza: 'WnN' },
  Z: { code: 'ZE', betza: 'Z' }, M: { code: 'CR', betza: 'CR' }, O: { code: 'OX', betza: 'mNmDmAcF' }, T: { code: 'ST', betza: 'mWcF' },
  E: { code: 'BU', betza: 'ffNbsNfsCbF' }, W: { code: 'CB', betza: 'ffNbsN' }, D: { code: 'LI', betza: 'DAcK' },
};
const LETTERS = Object.fromEntries(Object.entries(EXTRAS).map(([letter, { code }]) => [letter, code]));
const START = 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1';

/** One section: Grand Chess plus these extra pieces, from this start position. */
function section(name: string, startFen: string, letters: string[]): string {
  const counts = new Map<string, number>();
  for (const char of startFen.split(' ')[0]!) if (/[A-Z]/.test(char) && char !== 'K' && char !== 'P') counts.set(char, (counts.get(char) ?? 0) + 1);
  return [
    `[${name}:grand]`,
    ...letters.map((letter, index) => `customPiece${index + 1} = ${letter.toLowerCase()}:${EXTRAS[letter]!.betza}`),
    `startFen = ${startFen}`,
    `promotionPieceTypes = ${[...counts.keys()].join('').toLowerCase()}`,
    `promotionLimit = ${[...counts].map(([letter, count]) => `${letter.toLowerCase()}:${count}`).join(' ')}`,
  ].join('\n');
}

// Arrays with extra pieces on the empty home squares (b1-i1, a2, j2), Black mirrored.
const ARRAYS: { name: string; white: string; letters: string[] }[] = [
  { name: 'hoppers', white: 'XNBQKCABNG/RY1V2L2R', letters: ['X', 'Y', 'V', 'L', 'G'] },
  { name: 'leapers', white: 'UNBQKCABNZ/RM1O2T1HR', letters: ['U', 'M', 'O', 'T', 'H', 'Z'] },
  { name: 'directional', white: 'ENBQKCABNW/RD1S5R', letters: ['E', 'W', 'D', 'S'] },
];
const startOf = (white: string) => {
  const [rank2, rank1] = white.split('/');
  const black = (rank: string) => rank.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  return `${black(rank1!)}/${black(rank2!)}/pppppppppp/10/10/10/10/PPPPPPPPPP/${rank2}/${rank1} w - - 0 1`;
};
// Every §3 piece Fairy-Stockfish can express, with the catalogue's own Betza (the Rhino as FSF's WnN), in
// groups of up to ten on the home squares b1-i1, a2, j2. `plain`: today's core plays the whole group
// (leapers, riders, hoppers over one piece and, since paths of several legs, the Rhino).
const FREE_LETTERS = 'DEFGHIJLMOSTUVWXYZ';
const GROUPS: { name: string; codes: string[]; plain: boolean }[] = [
  { name: 'groupa', codes: ['GU', 'CE', 'FE', 'NF', 'WA', 'NW', 'EL', 'PH', 'ME', 'MA'], plain: true },
  { name: 'groupb', codes: ['DA', 'ND', 'DW', 'KI', 'AL', 'BA', 'OX', 'CA', 'CF', 'CW'], plain: true },
  { name: 'groupc', codes: ['CG', 'CR', 'ZE', 'ZF', 'ZW', 'ZB', 'ZR', 'ZG', 'GN', 'CZ'], plain: true },
  { name: 'groupd', codes: ['NZ', 'FR', 'LI', 'MG', 'CH', 'SQ', 'TE', 'AM', 'DK', 'DH'], plain: true },
  { name: 'groupe', codes: ['NR', 'SM', 'VM', 'ST', 'BU', 'CB', 'RH'], plain: true },
  { name: 'groupf', codes: ['GR', 'SC', 'CN', 'VA', 'LE'], plain: true },
];
const groupLetters = (codes: string[]): Record<string, string> => Object.fromEntries(codes.map((code, index) => [FREE_LETTERS[index]!, code]));
const groupBetza = (code: string) => (code === 'RH' ? 'WnN' : fairyBetza(fairyPiece(code))!);
function groupStart(codes: string[]): string {
  const letters = Object.keys(groupLetters(codes));
  const rank1 = `R${Array.from({ length: 8 }, (_, index) => letters[index] ?? '1').join('')}R`.replace(/1+/g, (run) => String(run.length));
  return startOf(`${letters[8] ?? '1'}NBQKCABN${letters[9] ?? '1'}/${rank1}`);
}
function groupSection(name: string, codes: string[]): string {
  const [header, ...rest] = section(name, groupStart(codes), []).split('\n');
  const pieces = Object.entries(groupLetters(codes)).map(([letter, code], index) => `customPiece${index + 1} = ${letter.toLowerCase()}:${groupBetza(code)}`);
  return [header, ...pieces, ...rest].join('\n');
}

// Pieces today's core plays (leapers, riders): the engine is compared too.
const PLAIN = section('grandplain', startOf('XNBQKCABNU/RM1O2T1ZR'), ['X', 'U', 'M', 'O', 'T', 'Z']);
const variantsIni = [
  section('grandcustom', START, ['U', 'X', 'Y']),
  PLAIN,
  ...ARRAYS.map(({ name, white, letters }) => section(`grand${name}`, startOf(white), letters)),
  ...GROUPS.map(({ name, codes }) => groupSection(name, codes)),
].join('\n\n');

const rulesFor = (fen: string, letters: Record<string, string> = LETTERS): RefRules => refRules(fen, { letters, lockMoves: 0 });

/** Positions reached by seeded random games in the reference, every few plies. */
function playouts(fen: string, games: number, plies: number, seed: number, rules = rulesFor(fen)): { fen: string; position: RefPosition }[] {
  const random = seededRandom(seed);
  const samples: { fen: string; position: RefPosition }[] = [];
  for (let game = 0; game < games; game++) {
    let position = readFen(fen, rules);
    const played: string[] = [];
    for (let ply = 0; ply < plies; ply++) {
      const moves = legalMoves(position, rules);
      if (moves.length === 0) break;
      const move = moves[Math.floor(random() * moves.length)]!;
      played.push(move.text);
      position = move.next;
      if (ply % 7 === 6) samples.push({ fen: `${fen} moves ${played.join(' ')}`, position });
    }
  }
  return samples;
}

describe('Grand Chess with extra pieces against Fairy-Stockfish (wasm, custom pieces)', () => {
  let oracle: FairyStockfishWasm;
  const oracles = new Map<string, FairyStockfishWasm>();
  const engineFor = async (variant: string) => {
    let engine = oracles.get(variant);
    if (!engine) oracles.set(variant, (engine = await FairyStockfishWasm.start({ variant, variantsIni })));
    return engine;
  };

  beforeAll(async () => {
    oracle = await engineFor('grandcustom');
  }, 60_000);
  afterAll(async () => {
    for (const engine of oracles.values()) await engine.quit();
  });

  it('the driver loads a variants.ini: perft 1 counted by hand (a Cannon b1: 62, a Nightrider a2: 68, a Centaur b1: 57)', async () => {
    // Classic Grand Chess has 65. Cannon b1: +7 (c1-i1), the rook a1 keeps only a2 (-8), the bishop c2 and
    // the rook j1 lose b1 (-2); it captures nothing (its screens b2, a1, j1 have nothing or an own piece beyond).
    expect((await oracle.perft(1, { fen: 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/RY7R w - - 0 1' })).nodes).toBe(62);
    // Nightrider a2: b4, c6, d8 (capture), c1 (+4); the rook a1 loses a2 (-1).
    expect((await oracle.perft(1, { fen: 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/XNBQKCABN1/R8R w - - 0 1' })).nodes).toBe(68);
    // Centaur b1: a2, c1 (+2); the rook a1 loses b1-i1 (-8), the bishop c2 and the rook j1 lose b1 (-2).
    expect((await oracle.perft(1, { fen: 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/RU7R w - - 0 1' })).nodes).toBe(57);
    expect(await oracle.fen({ moves: ['e3e4'] })).toBe('r8r/1nbqkcabn1/pppppppppp/10/10/10/4P5/PPPP1PPPPP/1NBQKCABN1/R8R b - - 0 1');
  });

  it('the reference agrees with Fairy-Stockfish on perft 1 and 2 below random positions with hoppers, riders, lame and directional pieces', async () => {
    let compared = 0;
    for (const [index, { name, white }] of ARRAYS.entries()) {
      const start = startOf(white);
      const sf = await engineFor(`grand${name}`);
      const rules = rulesFor(start);
      for (const sample of [{ fen: start, position: readFen(start, rules) }, ...playouts(start, 3, 36, 100 + index)]) {
        const [fen, moves] = sample.fen.split(' moves ');
        const position = { fen, moves: moves?.split(' ') };
        const theirs = await sf.perft(2, position);
        const ours = divide(sample.position, 2, rules);
        expect(ours, `${name}: ${sample.fen}`).toEqual(theirs.divide);
        compared++;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(30);
  }, 300_000);

  it('the reference agrees on perft 3 from the start of each array', async () => {
    for (const { name, white } of ARRAYS) {
      const start = startOf(white);
      const sf = await engineFor(`grand${name}`);
      expect(perft(readFen(start, rulesFor(start)), 3, rulesFor(start))).toBe((await sf.perft(3, { fen: start })).nodes);
    }
  }, 300_000);

  it("the engine agrees with Fairy-Stockfish where today's core plays the pieces (Centaur, Nightrider, Camel-Rook, Ox, Steward, Zebra): FEN, legal moves, perft 2 and 3", async () => {
    loadVariants(PLAIN);
    const sf = await engineFor('grandplain');
    const game = new Game('grandplain');
    expect(game.perft(3)).toBe((await sf.perft(3)).nodes);
    for (let seed = 1; seed <= 20; seed++) {
      game.setPosition();
      game.playRandom(seed, 10 + (seed % 30), 20);
      if (game.status().state !== 'ongoing') continue;
      const fen = game.fen();
      expect(fen, `seed ${seed}`).toBe(await sf.fen({ moves: game.moves() }));
      expect(game.legalMoves().sort(), fen).toEqual((await sf.legalMoves({ fen })).sort());
      const reference = await sf.perft(2, { fen });
      if (game.perft(2) !== reference.nodes) expect(Object.fromEntries(game.divide(2)), fen).toEqual(reference.divide);
    }
  }, 300_000);

  for (const group of GROUPS) {
    it(`every FSF-expressible piece, ${group.codes.join(' ')}: the reference agrees on perft 2 below random positions${group.plain ? ', and the engine on FEN, legal moves and perft 2-3 (its own generator and by trial)' : ''}`, async () => {
      const start = groupStart(group.codes);
      const rules = rulesFor(start, groupLetters(group.codes));
      const sf = await engineFor(group.name);
      const samples = [{ fen: start, position: readFen(start, rules) }, ...playouts(start, 2, 36, group.codes.length * 31, rules)];
      for (const sample of samples) {
        const [fen, moves] = sample.fen.split(' moves ');
        expect(divide(sample.position, 2, rules), `${group.name}: ${sample.fen}`).toEqual((await sf.perft(2, { fen, moves: moves?.split(' ') })).divide);
      }
      expect(samples.length).toBeGreaterThanOrEqual(8);
      if (!group.plain) return;
      // The engine: its generator, and perftByTrial (every move tried by make/unmake) as a second route.
      loadVariants(groupSection(group.name, group.codes));
      const game = new Game(group.name);
      const startNodes = (await sf.perft(3)).nodes;
      expect(game.perft(3), `${group.name} perft 3`).toBe(startNodes);
      expect(game.perftByTrial(3), `${group.name} perft 3 by trial`).toBe(startNodes);
      for (let seed = 1; seed <= 12; seed++) {
        game.setPosition();
        game.playRandom(seed, 8 + ((seed * 7) % 40), 20);
        if (game.status().state !== 'ongoing') continue;
        const fen = game.fen();
        expect(fen, `${group.name} seed ${seed}`).toBe(await sf.fen({ moves: game.moves() }));
        const reference = await sf.perft(2, { fen });
        expect(game.perftByTrial(2), fen).toBe(reference.nodes);
        expect(game.legalMoves().sort(), fen).toEqual((await sf.legalMoves({ fen })).sort());
        if (game.perft(2) !== reference.nodes) expect(Object.fromEntries(game.divide(2)), fen).toEqual(reference.divide);
      }
    }, 300_000);
  }

  // Issue 18's target: perft equal to Fairy-Stockfish on at least 300 random positions at depths 1-3, over
  // every expressible piece (the six groups), positions from the engine's own random games.
  it('the engine agrees with Fairy-Stockfish on perft 1-3 at 300 random positions over every expressible piece', async () => {
    let compared = 0;
    for (const [index, group] of GROUPS.entries()) {
      loadVariants(groupSection(group.name, group.codes));
      const game = new Game(group.name);
      const sf = await engineFor(group.name);
      for (let seed = 1; compared < 50 * (index + 1); seed++) {
        game.setPosition();
        game.playRandom(1000 * index + seed, 6 + ((seed * 11) % 60), 30);
        if (game.status().state !== 'ongoing') continue;
        const fen = game.fen();
        const depth = 1 + (compared % 3);
        const reference = await sf.perft(depth, { fen });
        if (game.perft(depth) !== reference.nodes) expect(Object.fromEntries(game.divide(depth)), `${group.name} depth ${depth}: ${fen}`).toEqual(reference.divide);
        compared++;
      }
    }
    expect(compared).toBe(300);
  }, 300_000);

  // Found by the comparisons above (the core then let a pinned piece leap along its pin line past the
  // pinner, or past its own King): an Alfil c3 pinned by a bishop d4 against its King a1 has no move.
  it('a pinned piece may not leap along its pin line past the pinner (Alfil c3, bishop d4, King a1)', () => {
    loadVariants('[grandalfil:grand]\ncustomPiece1 = e:A\n');
    const game = new Game('grandalfil', { fen: '9k/10/10/10/10/10/3b6/2E7/10/K9 w - - 0 1' });
    expect(game.perftByTrial(1)).toBe(3);
    expect(game.legalMoves().sort()).toEqual(['a1a2', 'a1b1', 'a1b2']);
  });
});
