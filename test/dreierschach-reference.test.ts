import { describe, it, expect } from 'vitest';
import {
  DreierschachBoard,
  DREIER_DIAGONAL,
  DREIER_KNIGHT,
  DREIER_STRAIGHT,
  diagonalBetween,
} from '../src/geometry/dreierschach-board.js';
import type { Vector } from '../src/geometry/geometry.js';
import { fenOf, piecesOf as pieceMapOf } from './support/dreierschach-board-adapter.js';
import {
  referenceMoves,
  referenceNormalize,
  referencePerft,
  referencePlay,
  referenceStartFen,
  referenceStatus,
} from './support/dreierschach-reference.js';

// Dreierschach, shared/rules/dreierschach.md: the board geometry and the independent reference move
// generator (test/support/dreierschach-reference.ts). Every expectation is reasoned by hand in its comment.
const board = new DreierschachBoard();
const cell = (name: string) => board.cellByName(name)!;
const name = (f: number, r: number) => board.names[board.cellAt(f, r)!]!;

/** The pieces of a position string as a record of cell name -> piece. */
const piecesOf = (fen: string): Record<string, string> => Object.fromEntries(pieceMapOf(fen));

const KINGS = { d1: 'wK', e10: 'gK', m9: 'bK' };
const from = (fen: string, origin: string) => referenceMoves(fen).filter((move) => move.startsWith(origin)).map((move) => move.slice(origin.length)).sort();

describe('the board: 126 cells a1..m13', () => {
  it('has 126 cells, rank r+1 running over files max(0, r-5)..min(12, r+7)', () => {
    // Ranks 1..6 have 8, 9, 10, 11, 12, 13 cells, ranks 7..13 have 12 down to 6: 63 + 63 = 126.
    expect(board.cellCount).toBe(126);
    expect(board.rows.map((row) => row.length)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 12, 11, 10, 9, 8]);
    expect(board.rows[0]!.map((at) => board.names[at])).toEqual(['h13', 'i13', 'j13', 'k13', 'l13', 'm13']);
    expect(board.rows[12]!.map((at) => board.names[at])).toEqual(['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1']);
    expect(board.rows[7]!.map((at) => board.names[at]).join(' ')).toBe('a6 b6 c6 d6 e6 f6 g6 h6 i6 j6 k6 l6 m6');
    // The cut corners: i1 (f - r = 8), a7 (f - r = -6), m5 (f - r = 8) do not exist; m13 and a6 do.
    for (const missing of ['i1', 'a7', 'm5', 'n1', 'a14', 'g13']) expect(board.cellByName(missing)).toBeUndefined();
    expect(new Set(board.names).size).toBe(126);
    expect(board.names[0]).toBe('a1');
    expect(board.names[125]).toBe('m13');
    expect(board.rowLabel(0)).toBe('rank 13');
    expect(board.rowLabel(12)).toBe('rank 1');
    // Three colours of 42 cells.
    const counts = [0, 0, 0];
    for (let at = 0; at < 126; at++) counts[board.colour(at)]!++;
    expect(counts).toEqual([42, 42, 42]);
  });

  it('steps: straight across an edge, diagonal to the same colour as the sum of two neighbouring straights', () => {
    expect(DREIER_STRAIGHT).toEqual([[1, 0], [1, 1], [0, 1], [-1, 0], [-1, -1], [0, -1]]);
    expect(DREIER_DIAGONAL).toEqual([[2, 1], [1, 2], [-1, 1], [-2, -1], [-1, -2], [1, -1]]);
    DREIER_DIAGONAL.forEach((d, i) => {
      const [a, b] = diagonalBetween(d);
      expect([a[0] + b[0], a[1] + b[1]]).toEqual([...d]);
      expect([a, b]).toEqual([DREIER_STRAIGHT[i], DREIER_STRAIGHT[(i + 1) % 6]]);
      expect((((d[0] + d[1]) % 3) + 3) % 3).toBe(0); // same colour
    });
    expect(() => diagonalBetween([1, 0])).toThrow();
    // The board is convex, so a diagonal step between two cells never has a between cell off the board.
    for (let at = 0; at < 126; at++) {
      for (const d of DREIER_DIAGONAL) {
        if (board.step(at, d) === undefined) continue;
        for (const s of diagonalBetween(d)) expect(board.step(at, s)).toBeDefined();
      }
    }
    // e5 = (4, 4): its straight neighbours f5 f6 e6 d5 d4 e4; its diagonal neighbours g6 f7 d6 c4 d3 f4.
    expect(DREIER_STRAIGHT.map((v) => board.names[board.step(cell('e5'), v)!])).toEqual(['f5', 'f6', 'e6', 'd5', 'd4', 'e4']);
    expect(DREIER_DIAGONAL.map((v) => board.names[board.step(cell('e5'), v)!])).toEqual(['g6', 'f7', 'd6', 'c4', 'd3', 'f4']);
    expect(board.step(cell('a1'), [-1, 0])).toBeUndefined();
    expect(board.step(cell('h1'), [1, 0])).toBeUndefined(); // i1 is cut off
  });

  it('the knight leaps are twelve, each one straight plus one diagonal step at an obtuse angle', () => {
    expect(DREIER_KNIGHT).toHaveLength(12);
    expect(new Set(DREIER_KNIGHT.map((v) => v.join(','))).size).toBe(12);
    // Obtuse: the diagonal step is the one 30 degrees away from the straight step, i.e. one of the two
    // diagonals having the straight step as a between step; straight + diagonal then gives every leap.
    const leaps = new Set<string>();
    for (const s of DREIER_STRAIGHT) {
      for (const d of DREIER_DIAGONAL) {
        const [a, b] = diagonalBetween(d);
        if ((a[0] === s[0] && a[1] === s[1]) || (b[0] === s[0] && b[1] === s[1])) leaps.add([s[0] + d[0], s[1] + d[1]].join(','));
      }
    }
    expect([...leaps].sort()).toEqual(DREIER_KNIGHT.map((v) => v.join(',')).sort());
  });

  it('orient turns white vectors into gray and black ones exactly as the spec lists the pawns', () => {
    const turn = (vectors: Vector[], facing: string) => vectors.map((v) => board.orient(v, facing));
    expect(board.facingNames).toEqual(['white', 'gray', 'black']);
    const pushes: Vector[] = [[0, 1], [1, 1]];
    const captures: Vector[] = [[-1, 1], [1, 2], [2, 1]];
    expect(turn(pushes, 'white')).toEqual([[0, 1], [1, 1]]);
    expect(turn(pushes, 'gray')).toEqual([[1, 0], [0, -1]]);
    expect(turn(pushes, 'black')).toEqual([[-1, -1], [-1, 0]]);
    expect(turn(captures, 'gray')).toEqual([[2, 1], [1, -1], [-1, -2]]);
    expect(turn(captures, 'black')).toEqual([[-1, -2], [-2, -1], [-1, 1]]);
    // The turn maps the step sets onto themselves and three turns are the identity.
    for (const set of [DREIER_STRAIGHT, DREIER_DIAGONAL, DREIER_KNIGHT]) {
      const keys = new Set(set.map((v) => v.join(',')));
      for (const v of set) {
        expect(keys.has(board.orient(v, 'gray').join(','))).toBe(true);
        expect(board.orient(board.orient(board.orient(v, 'black'), 'white'), 'gray')).toEqual([...v]);
        const twice = board.orient(board.orient(v, 'gray'), 'gray');
        expect(board.orient(v, 'black')).toEqual(twice);
      }
    }
    // And the vector between two cells turns like the cells: step(rotate(a), orient(v)) = rotate(step(a, v)).
    for (let at = 0; at < 126; at++) {
      for (const v of [...DREIER_STRAIGHT, ...DREIER_DIAGONAL, ...DREIER_KNIGHT]) {
        const target = board.step(at, v);
        const turned = board.step(board.rotate(at), board.orient(v, 'gray'));
        expect(turned).toBe(target === undefined ? undefined : board.rotate(target));
      }
    }
  });

  it('rotating white\'s start cells gives gray\'s and then black\'s (same piece on each)', () => {
    // Spec setup: white Ra1 Bb1 Nc1 Kd1 Qe1 Bf1 Ng1 Rh1 + a2..i2; gray Rh13 Bg12 Nf11 Ke10 Qd9 Bc8 Nb7 Ra6 +
    // i13 h12 g11 f10 e9 d8 c7 b6 a5; black Rm6 Bm7 Nm8 Km9 Qm10 Bm11 Nm12 Rm13 + l5..l13.
    const white = ['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1', 'a2', 'b2', 'c2', 'd2', 'e2', 'f2', 'g2', 'h2', 'i2'];
    const gray = ['h13', 'g12', 'f11', 'e10', 'd9', 'c8', 'b7', 'a6', 'i13', 'h12', 'g11', 'f10', 'e9', 'd8', 'c7', 'b6', 'a5'];
    const black = ['m6', 'm7', 'm8', 'm9', 'm10', 'm11', 'm12', 'm13', 'l5', 'l6', 'l7', 'l8', 'l9', 'l10', 'l11', 'l12', 'l13'];
    const rotate = (names: string[]) => names.map((n) => board.names[board.rotate(cell(n))]);
    expect(rotate(white)).toEqual(gray);
    expect(rotate(gray)).toEqual(black);
    expect(rotate(black)).toEqual(white);
  });
});

describe('the reference position string and start', () => {
  it('writes the start position rank 13 down to rank 1', () => {
    // Rank 13 = h13..m13: gR gP - - bP bR; rank 6 = a6..m6: gR gP, 9 empty, bP bR; rank 5: gP, 10, bP;
    // ranks 4 and 3 empty (11 and 10 cells); rank 2: nine white pawns; rank 1: R B N K Q B N R.
    expect(referenceStartFen()).toBe(
      'gRgP2bPbR/gBgP3bPbN/gNgP4bPbB/gKgP5bPbQ/gQgP6bPbK/gBgP7bPbN/gNgP8bPbB/gRgP9bPbR/gP10bP/11/10/wPwPwPwPwPwPwPwPwP/wRwBwNwKwQwBwNwR w a1h1h13a6m6m13 - 0 1',
    );
    expect(referenceNormalize(referenceStartFen())).toBe(referenceStartFen());
  });

  it('white has 44 moves at the start', () => {
    // Pawns a2..i2 = (f, 1), f = 0..8: single pushes to (f, 2) and (f+1, 2) (rank 3 has f = 0..9), double
    // steps to (f, 3) and (f+2, 3) (rank 4 has f = 0..10), all empty: 9 x 4 = 36.
    // Knight c1 = (2,0): +(1,3) d4, +(2,3) e4, +(3,2) f3, +(-1,2) b3; (3,1) f2 and (-2,1) a2 are own pawns, the rest
    // off the board: 4. Knight g1 = (6,0): h4, i4, j3, f3; (3,1) is (9,1), off (f - r = 8); (-2,1) e2 own: 4.
    // Everything else is boxed in: each forward diagonal step of Bb1, Qe1, Kd1, Bf1 either lands on an own
    // pawn or is the (1,2) step whose two between cells are both pawns (b1-c3 between c2 b2; e1-f3 between
    // f2 e2; d1-e3 between e2 d2; f1-g3 between g2 f2), and all straight steps hit own pieces or the edge.
    const moves = referenceMoves(referenceStartFen());
    expect(moves).toHaveLength(44);
    expect(moves.filter((move) => move.startsWith('c1') || move.startsWith('g1'))).toEqual(['c1b3', 'c1d4', 'c1e4', 'c1f3', 'g1f3', 'g1h4', 'g1i4', 'g1j3']);
    expect(from(referenceStartFen(), 'e2')).toEqual(['e3', 'e4', 'f3', 'g4']);
    expect(from(referenceStartFen(), 'i2')).toEqual(['i3', 'i4', 'j3', 'k4']);
  });

  it('gray and black have the same 44 moves turned', () => {
    const start = referenceStartFen();
    const turnCell = (n: string) => board.names[board.rotate(cell(n))]!;
    const turned = (moves: string[]) =>
      moves.map((move) => move.replace(/^([a-m]\d+)([a-m]\d+)/, (_all, a: string, b: string) => turnCell(a) + turnCell(b))).sort();
    const white = referenceMoves(start);
    // Only the side to move changes; nothing of gray or black can reach white's pieces in one move.
    const gray = referenceMoves(start.replace(' w ', ' g '));
    const black = referenceMoves(start.replace(' w ', ' b '));
    expect(gray).toEqual(turned(white));
    expect(black).toEqual(turned(gray));
  });

  it('perft 1 = 44 and perft 2 = 1930 from the start', () => {
    // Gray has 44 replies (the turned start) except after:
    // - a2a3: a5's double step to a3 is blocked: 43;
    // - a2a4: a5a4 and a5a3 are blocked, b6 takes a4 ((-1,-2), between a5 own and b5 free): 43 (Nb7 x a4 stays);
    // - b2b4: b6's double step to b4 is blocked, a5 takes b4 ((1,-1), between a4 and b5 free): 44;
    // - e2f3, e2g4: the e-file e1..e10 opens, so Qe1 pins e9 to Ke10: e9f9 and e9g9 leave the file: 42 each.
    // No gray pawn can take en passant on rank 3 (its capture cells from its start row have r - f = 2 or 3).
    // 44 * 44 - 1 - 1 - 0 - 2 - 2 = 1930.
    expect(referencePerft(referenceStartFen(), 1)).toBe(44);
    expect(referencePerft(referenceStartFen(), 2)).toBe(1930);
    expect(referenceMoves(referencePlay(referenceStartFen(), 'e2f3'))).not.toContain('e9f9');
    expect(referenceMoves(referencePlay(referenceStartFen(), 'e2e4'))).toContain('e9f9');
  });
});

describe('reference moves', () => {
  it('a knight on g7 reaches its 12 targets, jumping over anything, never onto a king', () => {
    // g7 = (6,6) + ±(1,3) ±(2,3) ±(3,2) ±(3,1) ±(2,-1) ±(1,-2): h10 f4, i10 e4, j9 d5, j8 d6, i6 e8, h5 f9.
    const targets = ['d5', 'd6', 'e4', 'e8', 'f4', 'f9', 'h10', 'h5', 'i10', 'i6', 'j8', 'j9'];
    expect(from(fenOf({ ...KINGS, g7: 'wN' }), 'g7')).toEqual(targets);
    // Surrounded by pieces of every colour: same targets.
    const crowd = { ...KINGS, g7: 'wN', f6: 'gP', g6: 'bP', h7: 'wP', h8: 'gB', g8: 'bB', f7: 'wB' };
    expect(from(fenOf(crowd), 'g7')).toEqual(targets);
    // Own piece on f4 (no move), gray pawn on e4 (capture), gray king on h10 (kings are never captured).
    expect(from(fenOf({ ...KINGS, e10: '', h10: 'gK', g7: 'wN', f4: 'wP', e4: 'gP' }), 'g7')).toEqual(targets.filter((t) => t !== 'f4' && t !== 'h10'));
    expect(DREIER_KNIGHT.map((v) => board.names[board.step(cell('g7'), v)!]).sort()).toEqual(targets);
  });

  it('a diagonal step needs one of its two between cells free, on every step of a slide', () => {
    // Bishop g7 = (6,6) along (2,1): i8 (8,7), k9 (10,8), m10 (12,9). Step g7-i8 has between cells h7 (7,6)
    // and h8 (7,7); step i8-k9 has j8 (9,7) and j9 (9,8).
    const ray = (pieces: Record<string, string>) => from(fenOf({ ...KINGS, g7: 'wB', ...pieces }), 'g7').filter((t) => ['i8', 'k9', 'm10'].includes(t));
    expect(ray({})).toEqual(['i8', 'k9', 'm10']);
    expect(ray({ h7: 'wP' })).toEqual(['i8', 'k9', 'm10']); // one between cell free
    expect(ray({ h8: 'gP' })).toEqual(['i8', 'k9', 'm10']);
    expect(ray({ h7: 'wP', h8: 'gP' })).toEqual([]); // both occupied (any colours): blocked
    expect(ray({ j8: 'bP', j9: 'wP' })).toEqual(['i8']); // blocked on the second step
    expect(ray({ j8: 'bP' })).toEqual(['i8', 'k9', 'm10']);
    // A pawn capture is a diagonal step too: white e4 (4,3) takes f6 (5,5) along (1,2) only if f5 or e5 is free.
    const pawn = (pieces: Record<string, string>) => from(fenOf({ ...KINGS, e4: 'wP', f6: 'bN', ...pieces }), 'e4');
    expect(pawn({})).toEqual(['e5', 'f5', 'f6']);
    expect(pawn({ e5: 'gP' })).toEqual(['f5', 'f6']);
    expect(pawn({ e5: 'gP', f5: 'bP' })).toEqual([]);
    // And the king's diagonal step: d1 to e3 (1,2) between e2 and d2.
    expect(from(fenOf({ ...KINGS, d2: 'wP', e2: 'wP' }), 'd1')).not.toContain('e3');
    expect(from(fenOf({ ...KINGS, d2: 'wP' }), 'd1')).toContain('e3');
  });

  it('pawns: two pushes, three captures, double steps from the start row only, per colour', () => {
    // White e4 (4,3) on an empty board: e5 (0,1), f5 (1,1); no double step off rank 2.
    expect(from(fenOf({ ...KINGS, e4: 'wP' }), 'e4')).toEqual(['e5', 'f5']);
    // White captures from e4: d5 (-1,1), f6 (1,2), g5 (2,1); gray and black pieces alike.
    expect(from(fenOf({ ...KINGS, e4: 'wP', d5: 'gN', f6: 'bN', g5: 'gN' }), 'e4')).toEqual(['d5', 'e5', 'f5', 'f6', 'g5']);
    // Gray pawn f7 (5,6): pushes (1,0) g7, (0,-1) f6; captures (2,1) h8, (1,-1) g6, (-1,-2) e5.
    expect(from(fenOf({ ...KINGS, f7: 'gP', h8: 'wN', g6: 'bN', e5: 'wN' }, 'g'), 'f7')).toEqual(['e5', 'f6', 'g6', 'g7', 'h8']);
    // Black pawn h7 (7,6): pushes (-1,-1) g6, (-1,0) g7; captures (-1,-2) g5, (-2,-1) f6, (-1,1) g8.
    expect(from(fenOf({ ...KINGS, h7: 'bP', g5: 'wN', f6: 'gN', g8: 'wN' }, 'b'), 'h7')).toEqual(['f6', 'g5', 'g6', 'g7', 'g8']);
    // Double steps: gray c7 (2,6) on r - f = 4 to e7 and c5; black l7 (11,6) to j5 and j7; a blocked first
    // cell blocks the double step in that direction only.
    expect(from(fenOf({ ...KINGS, c7: 'gP' }, 'g'), 'c7')).toEqual(['c5', 'c6', 'd7', 'e7']);
    expect(from(fenOf({ ...KINGS, l7: 'bP', k7: 'wN' }, 'b'), 'l7')).toEqual(['j5', 'k6']);
    // A pawn on the short edge opposite its baseline is stuck: white j13 (9,12) has no move.
    expect(from(fenOf({ ...KINGS, j13: 'wP', i12: 'bN' }), 'j13')).toEqual([]);
  });

  it('promotion on either opponent\'s baseline (16 cells for white), to q r b n', () => {
    // White a5 (0,4): (0,1) a6 is on gray's baseline r - f = 5; (1,1) b6 is not.
    expect(from(fenOf({ ...KINGS, a5: 'wP' }), 'a5')).toEqual(['a6b', 'a6n', 'a6q', 'a6r', 'b6']);
    // White l11 (11,10): (1,1) m12 is on black's baseline f = 12; l12 is not.
    expect(from(fenOf({ ...KINGS, m9: '', m6: 'bK', l11: 'wP' }), 'l11')).toEqual(['l12', 'm12b', 'm12n', 'm12q', 'm12r']);
    const after = referencePlay(fenOf({ ...KINGS, m9: '', m6: 'bK', l11: 'wP' }), 'l11m12n');
    expect(piecesOf(after)['m12']).toBe('wN');
    // Gray promotes on white's rank 1 and black's file m: gray pawn l7 (11,6) pushes (1,0) to m7.
    expect(from(fenOf({ ...KINGS, l7: 'gP' }, 'g'), 'l7')).toEqual(['l6', 'm7b', 'm7n', 'm7q', 'm7r']);
    // 16 promotion cells for white: gray's a6..h13 and black's m6..m13.
    const baselines = board.names.filter((n) => {
      const [f, r] = board.coordinates[cell(n)]!;
      return r - f === 5 || f === 12;
    });
    expect(baselines).toHaveLength(16);
  });

  it('minor and major castling for each colour once the cells between are cleared', () => {
    const start = piecesOf(referenceStartFen());
    const cleared = (remove: string[], side: string) => {
      const pieces = { ...start };
      for (const n of remove) delete pieces[n];
      return fenOf(pieces, side, 'a1h1h13a6m6m13');
    };
    // White: minor d1-b1 over c1 b1 (rook a1 to c1), major d1-g1 over e1 f1 g1 (rook h1 to f1).
    const white = cleared(['b1', 'c1', 'e1', 'f1', 'g1'], 'w');
    expect(from(white, 'd1')).toEqual(['b1', 'c1', 'e1', 'g1']);
    const minor = piecesOf(referencePlay(white, 'd1b1'));
    expect([minor['a1'], minor['b1'], minor['c1'], minor['d1']]).toEqual([undefined, 'wK', 'wR', undefined]);
    expect(referencePlay(white, 'd1b1').split(' ')[2]).toBe('h13a6m6m13');
    const major = piecesOf(referencePlay(white, 'd1g1'));
    expect([major['d1'], major['f1'], major['g1'], major['h1']]).toEqual([undefined, 'wR', 'wK', undefined]);
    // Gray: e10-g12 (rook h13 to f11) and e10-b7 (rook a6 to c8).
    const gray = cleared(['f11', 'g12', 'd9', 'c8', 'b7'], 'g');
    expect(from(gray, 'e10')).toEqual(expect.arrayContaining(['g12', 'b7']));
    const grayMajor = piecesOf(referencePlay(gray, 'e10b7'));
    expect([grayMajor['a6'], grayMajor['b7'], grayMajor['c8']]).toEqual([undefined, 'gK', 'gR']);
    // Black: m9-m7 (rook m6 to m8) and m9-m12 (rook m13 to m11).
    const black = cleared(['m7', 'm8', 'm10', 'm11', 'm12'], 'b');
    expect(from(black, 'm9')).toEqual(expect.arrayContaining(['m7', 'm12']));
    const blackMinor = piecesOf(referencePlay(black, 'm9m7'));
    expect([blackMinor['m6'], blackMinor['m7'], blackMinor['m8']]).toEqual([undefined, 'bK', 'bR']);
    // Without the right, or with a cell between attacked: a gray rook on f5 sees f4..f1 (f2 pawn removed),
    // so only the major castling (over e1 f1 g1) is barred; a black rook on d5 checks the king: none.
    expect(from(fenOf({ ...piecesOf(white) }, 'w', 'h1'), 'd1')).not.toContain('b1');
    const fFile = { ...piecesOf(white), f2: '', f5: 'gR' } as Record<string, string>;
    expect(from(fenOf(fFile, 'w', 'a1h1'), 'd1')).toEqual(expect.arrayContaining(['b1']));
    expect(from(fenOf(fFile, 'w', 'a1h1'), 'd1')).not.toContain('g1');
    const check = { ...piecesOf(white), d2: '', d5: 'bR' } as Record<string, string>;
    expect(from(fenOf(check, 'w', 'a1h1'), 'd1')).not.toContain('b1');
    expect(from(fenOf(check, 'w', 'a1h1'), 'd1')).not.toContain('g1');
  });

  it('en passant by either opponent until the double-stepping player moves again', () => {
    // White e2-e4 skips e3 (4,2). Gray d4 (3,3) takes on e3 by (1,-1) (between d3 free, e4 the pawn);
    // black g4 (6,3) by (-2,-1) (between f4 and f3 free).
    const start = fenOf({ ...KINGS, e2: 'wP', d4: 'gP', g4: 'bP' });
    const afterWhite = referencePlay(start, 'e2e4');
    expect(afterWhite.split(' ')[3]).toBe('e3');
    expect(from(afterWhite, 'd4')).toEqual(['d3', 'e3']);
    const grayTakes = piecesOf(referencePlay(afterWhite, 'd4e3'));
    expect([grayTakes['e3'], grayTakes['e4'], grayTakes['d4']]).toEqual(['gP', undefined, undefined]);
    // Gray plays a king move instead: black may still take.
    const afterGray = referencePlay(afterWhite, 'e10f10');
    expect(afterGray.split(' ')[3]).toBe('e3');
    expect(from(afterGray, 'g4')).toContain('e3');
    const blackTakes = piecesOf(referencePlay(afterGray, 'g4e3'));
    expect([blackTakes['e3'], blackTakes['e4']]).toEqual(['bP', undefined]);
    // Black plays elsewhere: the right expires as white moves again.
    expect(referencePlay(afterGray, 'm9m8').split(' ')[3]).toBe('-');
    // Gray occupies the skipped cell (knight d5-e3): no en passant, black's g4xe3 takes only the knight.
    const occupied = referencePlay(referencePlay(fenOf({ ...KINGS, e2: 'wP', d5: 'gN', g4: 'bP' }), 'e2e4'), 'd5e3');
    expect(occupied.split(' ')[3]).toBe('-');
    const knightTaken = piecesOf(referencePlay(occupied, 'g4e3'));
    expect([knightTaken['e3'], knightTaken['e4']]).toEqual(['bP', 'wP']);
  });

  it('en passant entries: two at once, oldest first; an ambiguous skipped cell names the pawn', () => {
    // White e2-e4 (skips e3), gray c7-c5 (skips c6, (2,5)): black to move sees both, white's first.
    const both = referencePlay(referencePlay(fenOf({ ...KINGS, e2: 'wP', c7: 'gP' }), 'e2e4'), 'c7c5');
    expect(both.split(' ')[3]).toBe('e3,c6');
    // White b2-b4 skips b3 (1,2); so would a2-c4 via (1,1). With a white pawn already on c4 the entry
    // names the pawn: b3b4. A bare b3 is then refused as ambiguous.
    const ambiguous = referencePlay(fenOf({ ...KINGS, b2: 'wP', c4: 'wP', a5: 'gP' }), 'b2b4');
    expect(ambiguous.split(' ')[3]).toBe('b3b4');
    expect(() => referenceMoves(ambiguous.replace('b3b4', 'b3'))).toThrow(/ambiguous/);
    // Gray a5 (0,4) cannot reach b3 ((1,-2) is no capture step) but takes b4 normally by (1,-1).
    expect(from(ambiguous, 'a5')).toEqual(['a3', 'a4', 'b4', 'b5', 'c5']);
  });

  it('no move may leave the own king attacked by either opponent', () => {
    // White Ka1; Ra3 pinned on the a-file by gray Ra6; Nb2 pinned on (1,1) by black Qd4.
    // Rook: a2 a4 a5 a6 only. Knight: none. King (0,0): b1 free; a2 (0,1) is shielded by Ra3;
    // c2 (2,1) and b3 (1,2) are hit by Qd4's diagonals (-1,-2) and (-2,-1).
    const fen = fenOf({ a1: 'wK', a3: 'wR', b2: 'wN', a6: 'gR', d4: 'bQ', e10: 'gK', m9: 'bK' });
    expect(referenceMoves(fen)).toEqual(['a1a2', 'a1b1', 'a3a2', 'a3a4', 'a3a5', 'a3a6']);
  });
});

describe('reference status', () => {
  it('checkmate: the winner is the first opponent after the mated player who attacks the king', () => {
    // White Ka1 has five cells: b1 b2 a2 c2 b3. Black Qc3 (2,2) checks along (-1,-1) over b2 and covers
    // b1 (-1,-2), a2 (-2,-1), c2 (0,-1), b3 (-1,0): mate by black alone -> black 3, gray 1, white 0.
    const mate = fenOf({ a1: 'wK', c3: 'bQ', e10: 'gK', m9: 'bK' });
    expect(referenceMoves(mate)).toEqual([]);
    expect(referenceStatus(mate)).toEqual({ state: 'checkmate', points: { white: 0, gray: 1, black: 3 } });
    // Gray Ra6 also attacks a1 along the a-file: gray moves first after white, so gray wins.
    const both = fenOf({ a1: 'wK', c3: 'bQ', a6: 'gR', e10: 'gK', m9: 'bK' });
    expect(referenceStatus(both)).toEqual({ state: 'checkmate', points: { white: 0, gray: 3, black: 1 } });
  });

  it('stalemate, three bare kings, ongoing', () => {
    // White Ka1 not attacked; gray Qd2 covers c2 b2 a2 along (-1,0) and b1 by (-2,-1); black Rb6 covers b3.
    const stalemate = fenOf({ a1: 'wK', d2: 'gQ', b6: 'bR', e10: 'gK', m9: 'bK' });
    expect(referenceStatus(stalemate)).toEqual({ state: 'stalemate', points: { white: 1, gray: 1, black: 1 } });
    expect(referenceStatus(fenOf(KINGS, 'g'))).toEqual({ state: 'bare kings', points: { white: 1, gray: 1, black: 1 } });
    expect(referenceStatus(referenceStartFen())).toEqual({ state: 'ongoing' });
  });
});

describe('reference symmetry', () => {
  // Turning a whole position by the spec's rotation (cells turned, white -> gray -> black -> white)
  // must turn its legal moves and the positions they lead to; this checks the reference's separately
  // written per-colour tables (pawn steps, start rows, baselines, castlings, en passant rows) against
  // each other along random games.
  const turnCell = (n: string) => board.names[board.rotate(cell(n))]!;
  const turnCells = (text: string) => text.replace(/[a-m]\d+/g, turnCell);
  const NEXT: Record<string, string> = { w: 'g', g: 'b', b: 'w' };
  const RIGHTS = ['a1', 'h1', 'h13', 'a6', 'm6', 'm13'];
  function turnFen(fen: string): string {
    const [, side, castling, ep] = fen.split(' ') as [string, string, string, string];
    const pieces: Record<string, string> = {};
    for (const [at, piece] of Object.entries(piecesOf(fen))) pieces[turnCell(at)] = NEXT[piece[0]!]! + piece[1]!;
    const rights = castling === '-' ? [] : castling.match(/[a-m]\d+/g)!.map(turnCell);
    return fenOf(pieces, NEXT[side]!, RIGHTS.filter((r) => rights.includes(r)).join('') || '-', ep === '-' ? '-' : turnCells(ep));
  }
  const board3 = (fen: string) => fen.split(' ').slice(0, 4).join(' ');

  it('turning a position turns its moves and their results, along random games', () => {
    let seed = 12345;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    let checked = 0;
    for (let game = 0; game < 3; game++) {
      let fen = referenceStartFen();
      for (let ply = 0; ply < 45; ply++) {
        const moves = referenceMoves(fen);
        if (moves.length === 0) break;
        const turned = turnFen(fen);
        expect(referenceMoves(turned)).toEqual(moves.map(turnCells).sort());
        const move = moves[Math.floor(random() * moves.length)]!;
        const next = referencePlay(fen, move);
        expect(board3(referencePlay(turned, turnCells(move)))).toBe(board3(turnFen(next)));
        fen = next;
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('the same for castling, en passant and promotion positions, turned once and twice', () => {
    const start = piecesOf(referenceStartFen());
    for (const n of ['b1', 'c1', 'e1', 'f1', 'g1', 'f2']) delete start[n];
    const positions = [
      fenOf({ ...start, f5: 'gR' }, 'w', 'a1h1h13a6m6m13'), // castling, one side barred
      referencePlay(fenOf({ ...KINGS, e2: 'wP', d4: 'gP', g4: 'bP' }), 'e2e4'), // en passant
      referencePlay(referencePlay(fenOf({ ...KINGS, e2: 'wP', c7: 'gP', g4: 'bP', d6: 'bP' }), 'e2e4'), 'c7c5'), // two entries
      referencePlay(fenOf({ ...KINGS, b2: 'wP', c4: 'wP', a5: 'gP' }), 'b2b4'), // ambiguous entry
      fenOf({ ...KINGS, a5: 'wP', l11: 'wP', k12: 'gB' }), // promotions
    ];
    for (const fen of positions) {
      const moves = referenceMoves(fen);
      const once = turnFen(fen);
      const twice = turnFen(once);
      expect(referenceMoves(once)).toEqual(moves.map(turnCells).sort());
      expect(referenceMoves(twice)).toEqual(moves.map((move) => turnCells(turnCells(move))).sort());
      for (const move of moves) {
        expect(board3(referencePlay(once, turnCells(move)))).toBe(board3(turnFen(referencePlay(fen, move))));
        expect(board3(referencePlay(twice, turnCells(turnCells(move))))).toBe(board3(turnFen(turnFen(referencePlay(fen, move)))));
      }
    }
  });
});
