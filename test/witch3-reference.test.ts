// Self-tests of the slow witch3 reference (test/support/witch3-reference.ts): a few positions whose
// expected moves are worked out by hand from shared/rules/witch.md.
import { describe, expect, it } from 'vitest';
import { referenceMoves, referencePlay, referenceStartFen } from './support/witch3-reference.js';

// A position string from `cell -> piece`, written without the reference's geometry: files a..i have
// 5,6,7,8,9,8,7,6,5 cells, each listed from rank 1 upward.
const FILE_LENGTHS = [5, 6, 7, 8, 9, 8, 7, 6, 5];
function fen(pieces: Record<string, string>, side = 'r', castling = '-', clocks = '0 1'): string {
  const files = FILE_LENGTHS.map((length, index) => {
    let text = '';
    let empty = 0;
    for (let rank = 1; rank <= length; rank++) {
      const piece = pieces[`${'abcdefghi'[index]}${rank}`];
      if (!piece) {
        empty++;
        continue;
      }
      text += (empty || '') + piece;
      empty = 0;
    }
    return text + (empty || '');
  });
  return `${files.join('/')} ${side} ${castling} - ${clocks}`;
}
const from = (moves: string[], cell: string) => moves.filter((move) => move.startsWith(cell));
const RAVENS = { e1: 'rR', a5: 'bR', i5: 'wR' };

describe('witch3 reference', () => {
  it('builds the start position from the set-up lists', () => {
    // File a from rank 1: a1 empty, a2 Black Toad, a3 Black Tower, a4 Black Bat, a5 Black Raven.
    expect(referenceStartFen()).toBe(
      '1bPbTbNbR/rP1bPbNbWbB/rTrP1bPbPbBbT/rBrBrP2bPbPbP/rRrWrP6/rNrNrP2wPwPwP/rTrP1wPwPwNwT/rP1wPwBwWwN/1wPwTwBwR r c1g1a3c7i3g7 - 0 1',
    );
  });

  it('gives the Bat its 12 targets from the centre, never blocked', () => {
    // e5 = (0,0); the leaps 2*s_i + s_(i+-1) land on the 18-cell ring at distance 3 minus its 6 "three
    // straight steps" corners: (-3,1) b4, (-3,2) b3, (-2,-1) c6, (-2,3) c2, (-1,-2) d7, (-1,3) d2,
    // (1,-3) f7, (1,2) f2, (2,-3) g6, (2,1) g2, (3,-2) h4, (3,-1) h3. The Red Toad on e4 next to the Bat
    // does not block it, and the Black Toad on d7 can be captured: still 12.
    const moves = referenceMoves(fen({ ...RAVENS, e5: 'rN', e4: 'rP', d7: 'bP' }), 'capture');
    expect(from(moves, 'e5')).toEqual(['b3', 'b4', 'c2', 'c6', 'd2', 'd7', 'f2', 'f7', 'g2', 'g6', 'h3', 'h4'].map((to) => `e5${to}`));
  });

  it('lets the Broom pass between two pieces; only a piece on a landing cell blocks it', () => {
    // From e5 each of the 6 diagonals has 2 landing cells before the edge: 12 moves. The diagonal step
    // (1,-2) to f6 passes between e6 (0,-1) and f5 (1,-1); pieces there do not block, so f6 and g7 stay.
    const between = { ...RAVENS, e5: 'rB', e6: 'bP', f5: 'wP' };
    const moves = from(referenceMoves(fen(between), 'capture'), 'e5');
    expect(moves).toHaveLength(12);
    expect(moves).toEqual(expect.arrayContaining(['e5f6', 'e5g7']));
    // A Red piece on the landing cell f6 blocks the ray: f6 and g7 both go, 10 left.
    expect(from(referenceMoves(fen({ ...between, f6: 'rP' }), 'capture'), 'e5')).toHaveLength(10);
  });

  it('promotes a Toad on arrival, one move per piece choice', () => {
    // The Red Toad on d7 steps N to d8, a Red promotion cell; its capture cells c7 and e8 are empty.
    // Compulsory promotion to Witch, Tower, Broom or Bat: 4 moves, no plain d7d8.
    const moves = referenceMoves(fen({ ...RAVENS, d7: 'rP' }), 'capture');
    expect(from(moves, 'd7')).toEqual(['d7d8b', 'd7d8n', 'd7d8t', 'd7d8w']);
    expect(referencePlay(fen({ ...RAVENS, d7: 'rP' }), 'd7d8t', 'capture')).toBe(fen({ ...RAVENS, d8: 'rT' }, 'b', '-', '1 1'));
  });

  it('hands a captured Raven\'s party to the capturer; its Toads keep their own movement', () => {
    // The Red Bat on c4 leaps (-2,-1) onto the Black Raven on a5. Black's Tower (a3) and Toad (b3) become
    // Red; the Toad is written rP(b). Black's castling right a3 goes, the capture resets the clock, and the
    // turn skips Black (no pieces) to White without a new full move.
    const before = fen({ e1: 'rR', c4: 'rN', a5: 'bR', a3: 'bT', b3: 'bP', i5: 'wR', h3: 'wP', b2: 'wP' }, 'r', 'a3', '5 7');
    const after = referencePlay(before, 'c4a5', 'capture');
    expect(after).toBe(fen({ e1: 'rR', a5: 'rN', a3: 'rT', b3: 'rP(b)', i5: 'wR', h3: 'wP', b2: 'wP' }, 'w', '-', '0 7'));
    // White's Toad h3 steps SW to g3 (no capture: clock 1; turn wraps to Red: full move 8). The taken-over
    // Toad on b3 now moves for Red but like Black's: forward SE to c3 (not N to b4), capturing on S (b2,
    // White's Toad) or NE (c4, empty) -- not on Red's NW (a3, where a Red Tower would simply block).
    const next = referencePlay(after, 'h3g3', 'capture');
    expect(next.endsWith(' r - - 1 8')).toBe(true);
    expect(from(referenceMoves(next, 'capture'), 'b3')).toEqual(['b3b2', 'b3c3']);
  });

  it('ends the game when one party is left', () => {
    // Red takes the last other Raven: no other party has pieces, so the turn comes back to Red (equal
    // index: a new full move) and there are no moves.
    const after = referencePlay(fen({ e1: 'rR', c4: 'rN', a5: 'bR' }, 'r', '-', '3 2'), 'c4a5', 'capture');
    expect(after).toBe(fen({ e1: 'rR', a5: 'rN' }, 'r', '-', '0 3'));
    expect(referenceMoves(after, 'capture')).toEqual([]);
  });

  it('refuses castling across an attacked cell', () => {
    // Red castles e1<->c1 via d1 and e1<->g1 via f1. A Black Tower on d5 sees down the d file to d1 (the
    // between cell) but neither e1 nor c1; so e1c1 goes and e1g1 stays.
    const base = { e1: 'rR', c1: 'rT', g1: 'rT', a5: 'bR', i5: 'wR' };
    expect(referenceMoves(fen(base, 'r', 'c1g1'), 'capture')).toEqual(expect.arrayContaining(['e1c1', 'e1g1']));
    const attacked = referenceMoves(fen({ ...base, d5: 'bT' }, 'r', 'c1g1'), 'capture');
    expect(attacked).toContain('e1g1');
    expect(attacked).not.toContain('e1c1');
    // The swap puts the Raven on g1 and the Tower on e1 and clears both Red rights; Black's right c7 (its
    // Tower there sees nothing near e1..g1) stays.
    expect(referencePlay(fen({ ...base, c7: 'bT' }, 'r', 'c1g1c7'), 'e1g1', 'capture')).toBe(
      fen({ ...base, c7: 'bT', e1: 'rT', g1: 'rR' }, 'b', 'c7', '1 1'),
    );
  });

  it('allows a move into attack under capture but not under strict', () => {
    // The Red Raven on e1 can step to e2, d1 or f1. A Black Tower on d5 attacks d1 down the d file:
    // e1d1 is pseudo-legal (capture mode) but leaves the Raven attacked (strict mode).
    const position = fen({ ...RAVENS, d5: 'bT' });
    expect(referenceMoves(position, 'capture')).toEqual(['e1d1', 'e1e2', 'e1f1']);
    expect(referenceMoves(position, 'strict')).toEqual(['e1e2', 'e1f1']);
  });

  it('eliminates a party with no move while three parties remain', () => {
    // Strict: the lone Red Raven on e1 is attacked down the e file by the Black Tower on e5; e2 stays on
    // that file, d1 is covered by the Black Tower on d5 and f1 by the White Tower on f5 (f5..f1 is one
    // file). No legal move and three parties: the only move is 0000, which removes Red, resets the clock
    // and passes the turn to Black in the same full move.
    const mated = fen({ ...RAVENS, e5: 'bT', d5: 'bT', f5: 'wT' }, 'r', '-', '9 4');
    expect(referenceMoves(mated, 'capture')).toEqual(['e1d1', 'e1e2', 'e1f1']);
    expect(referenceMoves(mated, 'strict')).toEqual(['0000']);
    expect(referencePlay(mated, '0000', 'strict')).toBe(fen({ a5: 'bR', i5: 'wR', e5: 'bT', d5: 'bT', f5: 'wT' }, 'b', '-', '0 4'));
    // With only two parties left (f1 now covered by a Black Tower) there is no move at all: game over.
    expect(referenceMoves(fen({ e1: 'rR', a5: 'bR', e5: 'bT', d5: 'bT', f5: 'bT' }), 'strict')).toEqual([]);
  });
});
