// Perft counts for hand-built Grand Chess positions that exercise the rules of ../shared/rules/grand.md.
//
// Every count was checked against Fairy-Stockfish (`setoption name UCI_Variant value grand`,
// `position fen <FEN>`, `go perft N`, reading `Nodes searched`) when it was written; Cauldron also
// agreed with it at depth 4 on the first five and the 7th-9th positions. The tests do not need the binary.
// Each position is also run through perftVerified (hash and make/unmake invariants at every node)
// on the debug build.
import { describe, expect, it } from 'vitest';
import { Game } from '../../src/game.js';

interface PerftCase {
  name: string;
  fen: string;
  /** Fairy-Stockfish perft counts for depths 1, 2, 3. */
  counts: [number, number, number];
  why: string;
}

const CASES: PerftCase[] = [
  {
    name: 'en passant available to two pawns (d5 and f5 after e3e5)',
    fen: '1n2k4r/10/10/10/10/3pPp4/10/10/1N8/R3K5 b - e4 0 1',
    counts: [25, 524, 13495],
    why: 'both d5e4 and f5e4 capture en passant; the right vanishes one ply later',
  },
  {
    name: 'en passant pinned along the rank (d5xe4 would expose Ka5 to Rj5)',
    fen: 'r3n5/10/10/10/10/k2pP4R/10/10/4K5/10 b - e4 0 1',
    counts: [17, 373, 8321],
    why: 'the FEN names e4 but the capture is illegal',
  },
  {
    name: 'en passant for White after Black double-stepped d8d6',
    fen: 'r3k5/10/10/10/2PpP5/10/10/10/10/4K4R w - d7 0 2',
    counts: [22, 374, 8441],
    why: 'c6xd7 and e6xd7 e.p.; the capturing pawn lands on rank 7, next to the promotion zone',
  },
  {
    name: 'pawns on ranks 7, 8, 9 with every type available (kings and pawns only)',
    fen: 'k9/6P3/1P2P5/2P7/10/10/7p2/5p4/3p6/9K w - - 0 1',
    counts: [30, 448, 10547],
    why: 'optional promotion on 8/9, compulsory on 10, six promotion types, both sides',
  },
  {
    name: 'promotion limited to captured types (White lacks R, B, N; captures into the zone)',
    fen: '7r1k/6P3/3n6/2P7/10/10/10/10/10/RNBQKCA3 w - - 0 1',
    counts: [80, 1966, 154115],
    why: 'only r/b/n promotions, straight and capturing, optional on rank 8',
  },
  {
    name: 'pawn stuck on rank 9 (full white army, nothing to promote to)',
    fen: '3r3k2/4P5/10/2P7/10/10/10/P8P/1NBQKCABN1/R8R w - - 0 1',
    counts: [107, 1851, 177922],
    why: 'e9 can neither advance nor capture d10 until a white piece is lost',
  },
  {
    name: 'check from a stuck pawn (Kf10 in check from e9)',
    fen: '3r1k4/4P5/10/10/10/10/10/P4P3P/1NBQKCABN1/R8R b - - 0 1',
    counts: [5, 480, 8904],
    why: 'the pawn that cannot move still attacks f10 and d10',
  },
  {
    name: 'check evasion with a pinned interposer (Rc4 pinned by Bb5, check from Re10)',
    fen: '4r5/9k/10/10/10/1b8/2R3N3/10/4K5/10 w - - 0 1',
    counts: [8, 242, 4663],
    why: 'pinned rook may not block, king may not retreat along the file',
  },
  {
    name: 'double check (Re10 and Nd4)',
    fen: 'R3r5/9k/10/10/10/10/3n6/10/1B2K5/10 w - - 0 1',
    counts: [5, 155, 3637],
    why: 'only king moves; captures of either checker are illegal',
  },
  {
    name: 'opening with an en passant chance (start e3e5 a8a7 e5e6 d8d6)',
    fen: 'r8r/1nbqkcabn1/1pp1pppppp/p9/3pP5/10/10/PPPP1PPPPP/1NBQKCABN1/R8R w - d7 0 3',
    counts: [73, 5315, 365743],
    why: 'full armies, e6xd7 e.p., and double steps from rank 3/8 below',
  },
  {
    name: 'mixed promotions and captured types on both sides (White lacks A R B N)',
    fen: '4k3r1/1r5P2/3a2n3/2P7/5b4/10/1N6Q1/3p1B4/2p4C2/R3K5 w - - 0 1',
    counts: [97, 5789, 464511],
    why: 'White promotes to a/r/b/n only; Black (lacking Q C B N) to q/c/b/n on ranks 3-1',
  },
];

describe('Grand Chess perft on rule positions (counts from Fairy-Stockfish)', () => {
  for (const { name, fen, counts, why } of CASES) {
    it(`${name}: perft 1-3 (${why})`, () => {
      const game = new Game('grand', { fen });
      expect(game.fen()).toBe(fen);
      expect([game.perft(1), game.perft(2), game.perft(3)]).toEqual(counts);
      expect(game.fen()).toBe(fen); // perft leaves the position as it was
    });

    it(`${name}: perftVerified 3 on the debug build`, () => {
      const game = new Game('grand', { fen, build: 'debug' });
      expect(game.perftVerified(3)).toBe(counts[2]);
      expect(game.fen()).toBe(fen);
    });
  }

  it('divide 2 on the en passant position matches Fairy-Stockfish move by move', () => {
    // FSF `go perft 2` on '1n2k4r/10/10/10/10/3pPp4/10/10/1N8/R3K5 b - e4 0 1': the subtotals of the two
    // en passant captures and of the single pushes of the same pawns.
    const game = new Game('grand', { fen: CASES[0]!.fen });
    const divide = game.divide(2);
    expect(divide.size).toBe(25);
    expect([...divide.values()].reduce((a, b) => a + b, 0)).toBe(524);
    expect({
      d5e4: divide.get('d5e4'),
      f5e4: divide.get('f5e4'),
      d5d4: divide.get('d5d4'),
      f5f4: divide.get('f5f4'),
    }).toEqual(EP_DIVIDE);
  });
});

// FSF: d5d4: 22, f5f4: 22, d5e4: 21, f5e4: 21.
const EP_DIVIDE = { d5e4: 21, f5e4: 21, d5d4: 22, f5f4: 22 };
