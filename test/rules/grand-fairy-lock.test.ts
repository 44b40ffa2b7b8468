import { describe, it, expect } from 'vitest';
import { Game } from '../../src/game.js';
import { perft, readFen, refRules } from '../support/grand-fairy-reference.js';
import { expectPerft2AsReference } from '../support/grand-fairy-compare.js';

// The 5-move lock of grand-fairy-pieces.md §2 (mechanics/lock.ts) with its options lockMoves, lockCount
// and lockedPiecesAttack: cases reasoned by hand, then the engine against the independent reference on
// positions around the lock's end.
const SETUP = 'r{nr}{ka}6r/4k5/10/10/10/10/10/10/4K5/R{NR}{KA}6R w - - 0 1';
const gameWith = (rules: Record<string, string> = {}) => new Game('grand', { rules: { setup: SETUP, promotion: 'initial', ...rules } });
const movesOf = (game: Game, fen: string) => {
  game.setPosition(fen);
  return game.legalMoves().sort();
};

describe('the 5-move lock (§2)', () => {
  it('Nightrider: a locked piece may not move during its owner\'s first 5 moves, and moves from its 6th (fullmove 6 for White, Black after its 5th)', () => {
    const game = gameWith();
    // White Nightrider e5, Kings a1 and j10.
    expect(movesOf(game, '9k/10/10/10/10/4{NR}5/10/10/10/K9 w - - 0 5').filter((move) => move.startsWith('e5'))).toEqual([]);
    expect(movesOf(game, '9k/10/10/10/10/4{NR}5/10/10/10/K9 w - - 0 6').filter((move) => move.startsWith('e5'))).toHaveLength(16);
    // Black's: locked at its 5th move (fullmove 5, four made), free at its 6th.
    expect(movesOf(game, '9k/10/10/10/10/4{nr}5/10/10/10/K9 b - - 0 5').filter((move) => move.startsWith('e5'))).toEqual([]);
    expect(movesOf(game, '9k/10/10/10/10/4{nr}5/10/10/10/K9 b - - 0 6').filter((move) => move.startsWith('e5'))).toHaveLength(16);
    expect(game.perftVerified(3)).toBe(game.perftByTrial(3)); // the counts are rule state: hashed, restored by unmake
  });

  it('lockedPiecesAttack: a locked piece gives no check (false, the default); with true it does', () => {
    // White Nightrider b1 (White has made 2 moves) reaches d2, where the Black King stands.
    const fen = '10/10/10/10/10/10/10/10/3k6/1{NR}6K1 b - - 0 3';
    const silent = gameWith();
    silent.setPosition(fen);
    expect(silent.checkers()).toEqual([]);
    expect(silent.legalMoves()).toContain('d2c3'); // c3 is also the Nightrider's
    const checking = gameWith({ lockedPiecesAttack: 'true' });
    checking.setPosition(fen);
    expect(checking.checkers()).toEqual(['b1']);
    expect(checking.legalMoves()).not.toContain('d2c3');
  });

  it("Kangaroo: Black's 5th move must not leave its King capturable by a piece White may move at its 6th", () => {
    // White Kangaroo e1 hops the pawns e3 and e5 and lands on e6. At Black's 5th move (fullmove 5) White has
    // made 5 moves and may move it next: the Black King e7 may not step to e6. At its 4th it may.
    const game = gameWith();
    const fen = (full: number) => `10/10/10/4k5/10/4P5/10/4P5/10/K3{KA}5 b - - 0 ${full}`;
    expect(movesOf(game, fen(5))).not.toContain('e7e6');
    expect(movesOf(game, fen(4))).toContain('e7e6');
    game.setPosition('10/10/10/10/4k5/4P5/10/4P5/10/K3{KA}5 b - - 0 5');
    expect(game.checkers()).toEqual(['e1']);
  });

  it('lockCount=plies: locked during the first lockMoves plies of the game only; the move of the last locked ply may not leave the King to a piece it frees', () => {
    // Black Nightrider b1 reaches d2 (White's King) and c3.
    const fen = (full: number) => `9k/10/10/10/10/10/10/10/3K6/1{nr}8 w - - 0 ${full}`;
    const plies = gameWith({ lockCount: 'plies' });
    // Ply 3: Black's pieces stay locked after White's move (ply 4 is still locked): every King move.
    expect(movesOf(plies, fen(2))).toEqual(['d2c1', 'd2c2', 'd2c3', 'd2d1', 'd2d3', 'd2e1', 'd2e2', 'd2e3']);
    // Ply 5, the last locked one: after it the Nightrider attacks, so the King must leave d2, not for c3.
    expect(movesOf(plies, fen(3))).toEqual(['d2c1', 'd2c2', 'd2d1', 'd2d3', 'd2e1', 'd2e2', 'd2e3']);
    expect(plies.perftByTrial(2)).toBe(plies.perft(2));
    // Counting the owner's moves, Black (two made) stays locked.
    expect(movesOf(gameWith(), fen(3))).toHaveLength(8);
  });

  it('lockMoves=0: no lock', () => {
    expect(movesOf(gameWith({ lockMoves: '0' }), '9k/10/10/10/10/4{NR}5/10/10/10/K9 w - - 0 1').filter((move) => move.startsWith('e5'))).toHaveLength(16);
  });
});

describe('the lock against the reference, around its end', () => {
  const pieces = 'NR,GR,CN,KA,TI,DG,GI,LE,VA,SC';
  for (const lock of [{}, { lockCount: 'plies' }, { lockedPiecesAttack: 'true' }, { lockMoves: '3' }] as Record<string, string>[]) {
    it(`${Object.entries(lock).map(([name, value]) => `${name}=${value}`).join(' ') || 'defaults (lockMoves=5, own, silent)'}: perft 1-2 from the start, perft 2 below positions after 5-13 plies`, () => {
      const game = new Game('grand', { rules: { setup: 'chosen10', pieces, seed: '7', promotion: 'initial', ...lock } });
      const start = game.fen();
      const rules = refRules(start, {
        promotion: 'initial', lockMoves: Number(lock.lockMoves ?? 5), lockCount: lock.lockCount === 'plies' ? 'plies' : 'own', lockedPiecesAttack: lock.lockedPiecesAttack === 'true',
      });
      for (const depth of [1, 2]) expect(game.perft(depth)).toBe(perft(readFen(start, rules), depth, rules));
      for (let seed = 1; seed <= 9; seed++) {
        game.setPosition();
        game.playRandom(seed, 5 + seed, 20);
        if (game.status().state !== 'ongoing') continue;
        expectPerft2AsReference(game, rules);
      }
    }, 120_000);
  }
});
