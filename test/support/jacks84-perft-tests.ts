// Jacks and Witches 84: perft from the start and below positions that each exercise one special rule, the
// mechanics the reference's seeded playouts reach, and the symmetry of the rules. Depth 1 (and some depth 2)
// is reasoned by hand; deeper counts are the reference's, pinned once their divide was checked by
// reasoning. Shared by the reference's tests and the engine's (test/rules/jacks84.test.ts).
import { describe, expect, it } from 'vitest';
import { jacksFen, piecesOf } from './jacks84-fen.js';
import { MECHANICS, playouts } from './jacks84-playout.js';
import { START_FEN } from './jacks84-reference.js';
import type { MakeJacks84 } from './jacks84-move-tests.js';

export function definePerftTests(label: string, make: MakeJacks84): void {
  const ref = make();
  const perfts = (fen: string, depth: number) => Array.from({ length: depth }, (_, i) => ref.perft(fen, i + 1));

  describe(`jacks84 ${label}: perft from the start`, () => {
    it('perft 1 = 52, every move reasoned by hand', () => {
      // Pawns y2 z2 a2 b2 g2 h2 i2 j2: one and two steps each, 16. Knights: b1 a3 c3 d2, g1 h3 f3 e2, 6.
      // Lions: y1 y3 a3 (a1 is the own Rook), j1 j3 h3, 4. Bishops: c1 d2, f1 e2 (e3/d3 removed), 2.
      // Witch d1: d2 (d3 removed); c2 b3 a4 z5 y6; e2 f3 g4 h5 i6 (j7 is a Black pawn: no capture), 11.
      // King e1: d2 e2 f2, 3. Drops J@c2..f2, 4. Rooks a1 h1: boxed in, 0.
      // Can(n)ons: the flips z1z1v, i1i1v; and each Pao takes the pawn on its file over its own pawn as
      // screen (z1 over z2 to z7, i1 over i2 to i7), in either mode after the move: 4 captures. 6 in all.
      // 16 + 6 + 4 + 2 + 11 + 3 + 4 + 6 = 52. (The count of 48 misses the four Can(n)on captures.)
      const expected = [
        ...['y', 'z', 'a', 'b', 'g', 'h', 'i', 'j'].flatMap((file) => [`${file}2${file}3`, `${file}2${file}4`]),
        'b1a3', 'b1c3', 'b1d2', 'g1h3', 'g1f3', 'g1e2',
        'y1y3', 'y1a3', 'j1j3', 'j1h3',
        'c1d2', 'f1e2',
        'd1d2', 'd1c2', 'd1b3', 'd1a4', 'd1z5', 'd1y6', 'd1e2', 'd1f3', 'd1g4', 'd1h5', 'd1i6',
        'e1d2', 'e1e2', 'e1f2',
        'J@c2', 'J@d2', 'J@e2', 'J@f2',
        'z1z1v', 'i1i1v', 'z1z7p', 'z1z7v', 'i1i7p', 'i1i7v',
      ];
      expect(ref.legalMoves(START_FEN)).toEqual(expected.sort());
    });

    it('perft 2 = 2681: Black\'s 52 replies, changed only where White\'s move touches them', () => {
      // Black's start mirrors White's: 52 replies, except after
      // - b1c3, g1f3 (a Knight on a teleporter): Black's b8c6, g8f6 break the exclusion rule: 50 each;
      // - z2z4, h2h4: the pawn blocks the Black Witch's diagonal d8-y3 (z4) or d8-j2 (h4) two squares early: 50;
      // - d1z5, d1h5: the Witch blocks z7z5 or h7h5; d1f3: Black's Witch may not go to f6 (two Witches on
      //   teleporters); i2i3, y1y3, y2y3: the piece shortens that Witch diagonal by one square: 51 each;
      // - j2j3, j2j4: the diagonal d8-j2 now ends on j2 itself: 53 each;
      // - d1y6: the Witch freezes y7 and z7 (-4) and takes the Lion y8's leap to y6 (-1): 47;
      // - d1i6: the Witch freezes h7 i7 j7 (-6); the Pao i8 now takes i6 over i7 instead of i2: 46.
      // (z1z7 and i1i7 lose Black a pawn's two moves but give the Lion and the Knight next to it a capture.)
      const divide = ref.divide(START_FEN, 2);
      const changed = Object.fromEntries(Object.entries(divide).filter(([, count]) => count !== 52));
      expect(changed).toEqual({
        b1c3: 50, g1f3: 50, z2z4: 50, h2h4: 50,
        d1z5: 51, d1h5: 51, d1f3: 51, i2i3: 51, y1y3: 51, y2y3: 51,
        j2j3: 53, j2j4: 53, d1y6: 47, d1i6: 46,
      });
      expect(ref.perft(START_FEN, 2)).toBe(38 * 52 + 4 * 50 + 6 * 51 + 2 * 53 + 47 + 46);
    });

    it('perft 3 = 138519 (pinned from the reference)', () => {
      expect(ref.perft(START_FEN, 3)).toBe(138519);
    });
  });

  describe(`jacks84 ${label}: perft below positions that exercise one rule each`, () => {
    it('teleports: perft 1 = 17', () => {
      // King j1: i1 i2 j2. Knight c3: a2 a4 b1 b5 d1 e2 and the teleport to f6 (c6 holds a Black Bishop, f3 the
      // own Rook): 7. Rook f3: g3 h3 i3 j3, f2 f1 (e3, f4 removed), teleport f6: 7. 3 + 7 + 7 = 17.
      expect(perfts(jacksFen({ j1: 'K', j8: 'k', c3: 'N', f3: 'R', c6: 'b' }), 3)).toEqual([17, 198, 3877]);
    });

    it('drags: perft 1 = 21, perft 2 = 107', () => {
      // The source's Witch z5 and Black Knight y6: Witch 18 (see the Witch tests), King 3.
      // Depth 2: Black has its King's 3 moves, and the Knight's 4 (z8 a7 a5 z4, capturing the Witch on one of
      // them) once it is free. Frozen after the King's 3 moves and the Witch's z6 z7 y5 (still next to y6)
      // and a4 b3 c2 d1 (which drag it along behind the Witch): 10 x 3. Free after the other 11: 11 x 7.
      expect(perfts(jacksFen({ j1: 'K', j8: 'k', z5: 'W', y6: 'n' }), 3)).toEqual([21, 10 * 3 + 11 * 7, 2271]);
    });

    it('the teleport drag: perft 1 = 18, perft 2 = 102', () => {
      // Witch c3 with a Black Knight on b2: the Witch's 12 slides and 3 teleports, the King's 3 moves.
      // Depth 2: the Knight (b2: d1 a4 z3 z1 when free) stays frozen after the King's moves and the Witch's
      // a3 b3 c2 c1: 7 x 3. c3f6 drags it onto c3, free with 8 moves (a2 a4 b1 b5 d1 e2, teleports c6 f3): 11.
      // The other 10 Witch moves leave it free on b2: 10 x 7.
      expect(perfts(jacksFen({ j1: 'K', j8: 'k', c3: 'W', b2: 'n' }), 3)).toEqual([18, 7 * 3 + 11 + 10 * 7, 2138]);
    });

    it('the Jack\'s eye: perft 1 = 13', () => {
      // Kings d2 (dark) and d7 (light): Ferz. Jack a4 from its eye h4: g3 g5 i3 i5. King d2: c1 c2 c3 d1 e1
      // e2 (the Black Jack h5, eye a5, attacks none of them in either mode). Drops: c2 e2 f2 (d2 is taken).
      expect(perfts(jacksFen({ d2: 'K', d7: 'k', a4: 'J', h5: 'j' }, { hands: 'Jj' }), 3)).toEqual([13, 167, 2102]);
    });

    it('flips: perft 1 = 34', () => {
      // Pao z1: up z2..z6 (the Rook z7 has no screen before it), right a1..i1, left y1: 15 destinations x
      // 2 modes, and the flip z1z1v: 31. King j1: i1 i2 j2.
      expect(perfts(jacksFen({ j1: 'K', j8: 'k', z1: 'C', z7: 'r' }), 3)).toEqual([34, 684, 15364]);
    });

    it('the exclusion rule: perft 1 = 8, perft 2 = 152', () => {
      // Knight b4: a2 a6 c2 z3 z5 (b4xc6 refused: the Knight f6); King: 3.
      // Depth 2: Black's King 3, Knight c6 a5 a7 b4 b8 d8 e7 + teleports c3 f3 = 8, Knight f6 h5 h7 g4 g8 e8
      // d7 + c3 f3 = 8; no White move changes any of them: 8 x 19.
      expect(perfts(jacksFen({ j1: 'K', j8: 'k', b4: 'N', c6: 'n', f6: 'n' }), 3)).toEqual([8, 152, 1437]);
    });

    it('the endgame switch-off: perft 1 = 14, perft 2 = 65', () => {
      // King j7: i6 i7 i8 j6 j8 (j8 switches teleporting off). Knight c3: 6 leaps + 3 teleports.
      // Depth 2: the Black King y4 has y3 y5 z3 z4 z5, less those the Knight attacks: after a2 (y3 z4) 3,
      // a4 (y3 y5) 3, b5 (z4) 4, otherwise 5: 5 x 5 + 3 + 3 + 4 + 6 x 5.
      expect(perfts(jacksFen({ j7: 'K', y4: 'k', c3: 'N' }), 3)).toEqual([14, 65, 793]);
    });
  });

  describe(`jacks84 ${label}: seeded playouts`, () => {
    const { games, tally } = playouts(1, 8, { plies: 150 });

    it('reach every mechanic of the spec', () => {
      expect(MECHANICS.filter((mechanic) => tally[mechanic] === 0)).toEqual([]);
    });

    it('give position strings that read back unchanged and moves that are legal where they are played', () => {
      for (const game of games) {
        game.positions.forEach((fen, ply) => {
          expect(ref.normalize(fen)).toBe(fen);
          if (ply < game.moves.length) expect(ref.play(fen, game.moves[ply]!)).toBe(game.positions[ply + 1]);
        });
        if (game.end) expect(ref.status(game.positions.at(-1)!).state).toBe(game.end);
      }
    });
  });

  describe(`jacks84 ${label}: symmetry`, () => {
    it('mirrored positions (colours swapped, or files y..j reversed) have the mirrored moves', () => {
      // Nothing in the rules tells left from right (holes, teleporters, eyes and drop squares are symmetric,
      // and the Jacks' mode depends only on whether the Kings' colours agree), or White from Black.
      const sample = playouts(101, 2, { plies: 100 }).games.flatMap((game) => game.positions.filter((_, ply) => ply % 10 === 0));
      for (const kind of ['colours', 'files'] as const) {
        const { fen, move } = mirror(kind);
        for (const position of sample) {
          expect(ref.legalMoves(fen(position)), `${kind}: ${position}`).toEqual(ref.legalMoves(position).map(move).sort());
        }
      }
    });
  });
}

/** Mirrors a position and its move strings: `colours` swaps White and Black and ranks 1..8, `files` swaps y..j. */
function mirror(kind: 'colours' | 'files') {
  const files = 'yzabcdefghij';
  const square = (name: string) =>
    kind === 'colours' ? `${name[0]}${9 - Number(name[1])}` : `${files[11 - files.indexOf(name[0]!)]}${name[1]}`;
  const swapCase = (text: string) => [...text].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');
  const fen = (text: string) => {
    const [, hands, side, rights, ep, half, full] = /\[(\w*)\] (\w) (\S) (\S+) (\d+) (\d+)$/.exec(text)!;
    const pieces = Object.fromEntries(Object.entries(piecesOf(text)).map(([at, letter]) => [square(at), kind === 'colours' ? swapCase(letter) : letter]));
    const fields = { rights: rights as 'T' | '-', ep: ep === '-' ? '-' : square(ep!), clocks: `${half} ${full}` };
    if (kind === 'files') return jacksFen(pieces, { ...fields, hands, side: side as 'w' | 'b' });
    return jacksFen(pieces, { ...fields, hands: [...swapCase(hands!)].sort().join(''), side: side === 'w' ? 'b' : 'w' });
  };
  const move = (text: string) => text.replace(/[yzabcdefghij][1-8]/g, square);
  return { fen, move };
}
