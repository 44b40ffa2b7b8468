import { describe, it, expect } from 'vitest';
import { Game } from '../../src/game.js';
import { grand } from '../../src/variants/grand.js';
import { generateSetup, setupPool, type SetupSettings } from '../../src/variants/fairy/setup.js';
import { promotionRules } from '../../src/variants/fairy/promotion.js';
import { MOVEMENT_PIECES } from '../../src/variants/fairy/catalogue.js';
import { legalMoves, readFen, refRules } from '../support/grand-fairy-reference.js';

// grand-fairy-pieces.md §1: set-up modes, placement and symmetry, chosen pieces and duplicates,
// promotion modes; and the rule options that put them into Grand Chess.
const settings = (overrides: Partial<SetupSettings>): SetupSettings => ({ mode: 'random10', seed: 42, duplicates: false, mirror: false, ...overrides });
type Army = Map<string, string[]>; // code → squares
function armies(fen: string): { white: Army; black: Army } {
  const { board } = readFen(fen, { letters: {} });
  const white: Army = new Map();
  const black: Army = new Map();
  board.forEach((column, x) => column.forEach((cell, y) => {
    if (!cell) return;
    const army = cell.white ? white : black;
    army.set(cell.code, [...(army.get(cell.code) ?? []), `${'abcdefghij'[x]}${y + 1}`]);
  }));
  return { white, black };
}
const counts = (army: Army) => Object.fromEntries([...army].map(([code, squares]) => [code, squares.length]).sort());
const reflect = (square: string, mirror: boolean) => {
  const [x, y] = ['abcdefghij'.indexOf(square[0]!), Number(square.slice(1))];
  return `${'abcdefghij'[mirror ? 9 - x : x]}${11 - y}`;
};

describe('§1.1 the four modes', () => {
  it('random10: the classic array plus N extra pieces on the ten empty home squares (b1-i1, a2, j2)', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const { fen, extras } = generateSetup(settings({ seed, count: seed % 11 }));
      const { white } = armies(fen);
      expect(extras).toHaveLength(seed % 11);
      expect(counts(white)).toEqual(counts(armies('r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1').white) && expect.objectContaining({ K: 1, Q: 1, R: 2, B: 2, N: 2, C: 1, A: 1, P: 10 }));
      expect(white.get('K')).toEqual(['e2']);
      expect(white.get('R')!.sort()).toEqual(['a1', 'j1']);
      for (const code of extras) expect(white.get(code)!.every((square) => /^[a-j][12]$/.test(square)), code).toBe(true);
      expect(extras.every((code) => setupPool('random10').includes(code))).toBe(true);
    }
  });

  it('random19: no classic array, the King plus up to 19 pieces on the 20 home squares, pawns on ranks 3 and 8 (§5.1, §5.2)', () => {
    const { fen, extras } = generateSetup(settings({ mode: 'random19', seed: 7 }));
    expect(extras).toHaveLength(19);
    const { white, black } = armies(fen);
    expect(white.get('K')).toHaveLength(1);
    expect([...white.values()].flat().filter((square) => /^[a-j][12]$/.test(square))).toHaveLength(20);
    expect(white.get('P')!.every((square) => square.endsWith('3'))).toBe(true);
    expect(black.get('P')!.every((square) => square.endsWith('8'))).toBe(true);
    expect(setupPool('random19')).toEqual(expect.arrayContaining(['Q', 'R', 'B', 'N', 'C', 'A']));
    expect(setupPool('random10')).not.toContain('Q');
  });

  it('chosen10 and chosen19 place the combined list, codes or English names', () => {
    const { fen, extras } = generateSetup(settings({ mode: 'chosen10', pieces: ['GI', 'zebra', 'CE'] }));
    expect(extras).toEqual(['GI', 'ZE', 'CE']);
    expect(counts(armies(fen).white)).toEqual(expect.objectContaining({ GI: 1, ZE: 1, CE: 1 }));
    const nineteen = generateSetup(settings({ mode: 'chosen19', pieces: ['Q', 'Q', 'R'], duplicates: true }));
    expect(counts(armies(nineteen.fen).white)).toEqual({ K: 1, P: 10, Q: 2, R: 1 });
  });

  it('the same seed gives the same set-up; another seed another', () => {
    expect(generateSetup(settings({ seed: 5 })).fen).toBe(generateSetup(settings({ seed: 5 })).fen);
    expect(generateSetup(settings({ seed: 5 })).fen).not.toBe(generateSetup(settings({ seed: 6 })).fen);
  });
});

describe("the engine's FEN reader accepts every set-up", () => {
  // Movement does not matter for reading a FEN: every extra type here moves as a Wazir, so today's core
  // compiles the variant whatever the pieces (their own movement is tested in fairy-pieces.test.ts).
  it('random and chosen set-ups of all four modes, with and without mirror, read and written back unchanged', () => {
    for (let seed = 1; seed <= 24; seed++) {
      const mode = (['random10', 'random19', 'chosen10', 'chosen19'] as const)[seed % 4]!;
      const pieces = mode.startsWith('chosen') ? setupPool(mode).filter((_, index) => (index * 7 + seed) % 9 === 0).slice(0, 9) : undefined;
      const { fen, extras } = generateSetup(settings({ mode, seed, pieces, mirror: seed % 3 === 0 }));
      const codes = [...new Set(extras)].filter((code) => code.length === 2);
      const definition = { ...grand, id: `setup-${seed}`, ruleOptions: undefined, startFen: fen, pieces: [...grand.pieces, ...codes.map((code) => ({ letter: code, name: code, betza: 'W' }))] };
      expect(new Game(definition).fen(), `${mode} seed ${seed}`).toBe(fen);
    }
  });
});

describe('§1.2 symmetry and §1.3 duplicates', () => {
  it('default: Black mirrors White across the centre line (same file, rank r -> 11 - r)', () => {
    for (const mode of ['random10', 'random19'] as const) {
      const { white, black } = armies(generateSetup(settings({ mode, seed: 3 })).fen);
      expect(counts(black)).toEqual(counts(white));
      for (const [code, squares] of white) expect(black.get(code)!.sort(), code).toEqual(squares.map((square) => reflect(square, false)).sort());
    }
  });

  it('mirror: a 180° rotation of the whole array, classic pieces included (White King e2 -> Black King f9; a1 -> j10) (§5.3)', () => {
    const { white, black } = armies(generateSetup(settings({ seed: 3, mirror: true })).fen);
    expect(black.get('K')).toEqual(['f9']);
    for (const [code, squares] of white) expect(black.get(code)!.sort(), code).toEqual(squares.map((square) => reflect(square, true)).sort());
  });

  it('duplicates off: no type twice, drawn or chosen (§5.5); on: allowed', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { extras } = generateSetup(settings({ mode: 'random19', seed }));
      expect(new Set(extras).size).toBe(extras.length);
    }
    expect(() => generateSetup(settings({ mode: 'chosen10', pieces: ['GI', 'GI'] }))).toThrow(/GI is chosen twice but duplicates are off/);
    const seen = Array.from({ length: 20 }, (_, seed) => generateSetup(settings({ seed, count: 10, duplicates: true })).extras);
    expect(seen.some((extras) => new Set(extras).size < extras.length)).toBe(true);
  });

  it('bad choices are named', () => {
    expect(() => generateSetup(settings({ mode: 'chosen10', pieces: Array(11).fill('GU'), duplicates: true }))).toThrow(/at most 10 pieces/);
    expect(() => generateSetup(settings({ mode: 'chosen10', pieces: ['XX'] }))).toThrow(/unknown extra piece 'XX'/);
    expect(() => generateSetup(settings({ mode: 'chosen10', pieces: ['Q'] }))).toThrow(/classic pieces only in the 19 modes/);
    expect(() => generateSetup(settings({ mode: 'chosen10', pieces: ['Jester'] }))).toThrow(/not implemented yet/);
    expect(() => generateSetup(settings({ count: 11 }))).toThrow(/0 to 10 extra pieces/);
  });
});

describe('§1.4 promotion modes', () => {
  it('captured: the start types, each up to its start count; initial: the same without limit; all: every implemented type', () => {
    expect(promotionRules('captured', ['K', 'P', 'Q', 'R', 'GI'])).toEqual({ promotionTypes: ['Q', 'R', 'GI'], promotionLimitedToStartCounts: true });
    expect(promotionRules('initial', ['K', 'P', 'Q', 'R', 'GI'])).toEqual({ promotionTypes: ['Q', 'R', 'GI'], promotionLimitedToStartCounts: false });
    const all = promotionRules('all', []).promotionTypes;
    expect(all).toHaveLength(6 + MOVEMENT_PIECES.length);
    expect(all.slice(0, 6)).toEqual(['Q', 'R', 'B', 'N', 'C', 'A']);
    expect(all).not.toContain('K');
    expect(all).not.toContain('P');
  });
});

describe('the set-up and promotion rule options of grand', () => {
  it('by default grand is exactly classic Grand Chess (perft 2 = 4,225)', () => {
    expect(new Game('grand', { rules: { setup: 'classic', promotion: 'captured' } }).perft(2)).toBe(4225);
  });

  it('setup=chosen10 with plain pieces plays today (initial promotion, lock off) and agrees with the reference on perft 1 and 2', () => {
    const rules = { setup: 'chosen10', pieces: 'GI,ZE,CF', seed: '9', promotion: 'initial', lockMoves: '0' };
    const game = new Game('grand', { rules });
    const fen = game.fen();
    expect(fen).toBe(generateSetup(settings({ mode: 'chosen10', pieces: ['GI', 'ZE', 'CF'], seed: 9 })).fen);
    const reference = refRules(fen, { promotion: 'initial', lockMoves: 0 });
    expect(game.legalMoves().sort()).toEqual(legalMoves(readFen(fen, reference), reference).map((move) => move.text).sort());
    expect(game.perft(2)).toBe(legalMoves(readFen(fen, reference), reference).reduce((sum, move) => sum + legalMoves(move.next, reference).length, 0));
  });

  it('hoppers play under the rule options too: Cannon, Vao, Leo, Grasshopper and Scorpion agree with the reference on perft 1 and 2', () => {
    const rules = { setup: 'chosen10', pieces: 'CN,VA,LE,GR,SC', seed: '3', promotion: 'initial', lockMoves: '0' };
    const game = new Game('grand', { rules });
    const fen = game.fen();
    const reference = refRules(fen, { promotion: 'initial', lockMoves: 0 });
    const replies = legalMoves(readFen(fen, reference), reference);
    expect(game.legalMoves().sort()).toEqual(replies.map((move) => move.text).sort());
    expect(game.perft(2)).toBe(replies.reduce((sum, move) => sum + legalMoves(move.next, reference).length, 0));
  });

  it('initial promotion offers the extra types: a pawn on e9 may become a Giraffe (e9e10gi)', () => {
    const game = new Game('grand', { rules: { setup: 'r{gi}7r/4k5/10/10/10/10/10/10/4K5/R{GI}7R w - - 0 1', promotion: 'initial', lockMoves: '0' }, fen: '8k1/4P5/10/10/10/10/10/10/10/4K5 w - - 0 1' });
    expect(game.legalMoves().filter((move) => move.startsWith('e9e10')).sort()).toEqual(['e9e10gi', 'e9e10r']);
  });

  it('captured counts two-letter codes: a pawn may become a Giraffe only while its side has fewer than at the start', () => {
    const game = new Game('grand', { rules: { setup: 'r{gi}7r/4k5/10/10/10/10/10/10/4K5/R{GI}7R w - - 0 1', lockMoves: '0' } });
    game.setPosition('8k1/4P5/10/10/10/10/10/10/{GI}9/4K5 w - - 0 1');
    expect(game.legalMoves().filter((move) => move.startsWith('e9e10')).sort()).toEqual(['e9e10r']);
    game.setPosition('8k1/4P5/10/10/10/10/10/10/10/4K5 w - - 0 1');
    expect(game.legalMoves().filter((move) => move.startsWith('e9e10')).sort()).toEqual(['e9e10gi', 'e9e10r']);
  });

  it('captured with extra pieces agrees with the reference below random positions (promotions into the zone included)', () => {
    const game = new Game('grand', { rules: { setup: 'chosen10', pieces: 'GI,ZE,CF,HE,RH', seed: '4', lockMoves: '0' } });
    const start = game.fen();
    const rules = refRules(start, { lockMoves: 0 });
    for (let seed = 1; seed <= 8; seed++) {
      game.setPosition();
      game.playRandom(seed, 40 + seed * 5, 80);
      if (game.status().state !== 'ongoing') continue;
      const fen = game.fen();
      const replies = legalMoves(readFen(fen, rules), rules);
      expect(game.legalMoves().sort(), fen).toEqual(replies.map((move) => move.text).sort());
      expect(game.perft(2), fen).toBe(replies.reduce((sum, move) => sum + legalMoves(move.next, rules).length, 0));
    }
  });

  it('promotion=all: every part-1 type is a piece of the variant, and a pawn may become any of them', () => {
    const game = new Game('grand', { rules: { promotion: 'all', lockMoves: '0' } });
    expect(game.perft(2)).toBe(4225);
    game.setPosition('8k1/4P5/10/10/10/10/10/10/10/4K5 w - - 0 1');
    expect(game.legalMoves().filter((move) => move.startsWith('e9e10'))).toHaveLength(6 + MOVEMENT_PIECES.length);
  });

  it('bad rule values are named', () => {
    expect(() => new Game('grand', { rules: { seed: 'x' } })).toThrow(/seed of grand must be a whole number/);
    expect(() => new Game('grand', { rules: { promotion: 'some' } })).toThrow(/must be one of captured, initial, all/);
  });
});
