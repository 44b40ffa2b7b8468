// Grand Chess rules (../shared/rules/grand.md), one `describe` per rule.
//
// Every legal-move list, FEN and count pinned below was checked against Fairy-Stockfish
// (/usr/games/fairy-stockfish, UCI_Variant grand) when it was written: move lists with
// `go perft 1` (sorted), FENs with `d` (its `Fen:` line, also `Checkers:` for checks),
// checkmate/stalemate with `go` answering `score mate 0` / `score cp 0` and `bestmove (none)`.
// The tests themselves do not need the binary. Small counts are also reasoned through by hand.
import { describe, expect, it } from 'vitest';
import { Game } from '../../src/game.js';
import { CauldronError } from '../../src/errors.js';

const START = 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1';

function grand(fen: string, moves: string[] = []): Game {
  return new Game('grand', { fen, moves });
}

function sortedMoves(game: Game): string[] {
  return game.legalMoves().sort();
}

/** Legal moves of the piece on `square`, sorted. */
function movesFrom(game: Game, square: string): string[] {
  return game
    .legalMoves()
    .filter((move) => /^([a-j]\d+)/.exec(move)![1] === square)
    .sort();
}

function words(list: string): string[] {
  return list.split(/\s+/).filter(Boolean);
}

/** The error `action` throws (fails the test if it does not throw). */
function errorOf(action: () => unknown): Error {
  try {
    action();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error, nothing was thrown');
}

describe('Rule 1: no castling', () => {
  // King e1 between rooks a1 and j1 on an otherwise empty back rank.
  const FEN = 'r3k4r/10/10/10/10/10/10/10/10/R3K4R w - - 0 1';

  it('no castling: a white king next to its rooks on an open back rank only steps one square', () => {
    // Hand count: Ra1 a2..a10 (9, a10 takes the rook) + b1 c1 d1 (3) = 12; Rj1 j2..j10 (9) + f1..i1 (4) = 13;
    // Ke1 d1 d2 e2 f1 f2 = 5; 30 in all. FSF perft 1 = 30 with exactly this list: no e1c1/e1g1/e1a1/e1j1.
    const game = grand(FEN);
    expect(sortedMoves(game)).toEqual(words(`
      a1a10 a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 a1a9 a1b1 a1c1 a1d1
      e1d1 e1d2 e1e2 e1f1 e1f2
      j1f1 j1g1 j1h1 j1i1 j1j10 j1j2 j1j3 j1j4 j1j5 j1j6 j1j7 j1j8 j1j9`));
    expect(game.perft(2)).toBe(764); // FSF go perft 2
  });

  it('no castling: the black king next to its rooks only steps one square too', () => {
    // Mirror image: 12 + 13 + 5 = 30 (FSF perft 1 = 30, same list).
    const game = grand('r3k4r/10/10/10/10/10/10/10/10/R3K4R b - - 0 1');
    expect(movesFrom(game, 'e10')).toEqual(['e10d10', 'e10d9', 'e10e9', 'e10f10', 'e10f9']);
    expect(game.legalMoves()).toHaveLength(30);
  });

  it('no castling: castling-like king moves are refused by play()', () => {
    const game = grand(FEN);
    for (const move of ['e1c1', 'e1g1', 'e1h1', 'e1a1', 'e1j1']) {
      expect(() => game.play(move)).toThrow(CauldronError);
    }
    expect(game.fen()).toBe(FEN);
  });

  it('no castling: a FEN castling field other than "-" is rejected', () => {
    // (Fairy-Stockfish silently ignores such a field and prints '-'; Cauldron rejects it.)
    for (const field of ['KQkq', 'K', 'q', 'AJaj']) {
      const error = errorOf(() => grand(`r3k4r/10/10/10/10/10/10/10/10/R3K4R w ${field} - 0 1`));
      expect(error).toBeInstanceOf(CauldronError);
      expect(error.message).toMatch(/castling/);
      expect(error.message).toContain(`'${field}'`);
    }
  });
});

describe('Rule 2: pawn double step only from the 3rd rank', () => {
  it('double step only from the 3rd rank: white pawns on ranks 2 and 4 step once, the rank-3 pawn once or twice', () => {
    // b2 -> b3 only (rank 2 is not the double-step rank), d4 -> d5 only, e3 -> e4 / e5; Ke1 has d1 d2 e2 f1 f2.
    // 1 + 1 + 2 + 5 = 9 (FSF perft 1 = 9).
    const game = grand('4k5/10/5p4/6p3/10/10/3P6/4P5/1P8/4K5 w - - 0 1');
    expect(sortedMoves(game)).toEqual(words('b2b3 d4d5 e1d1 e1d2 e1e2 e1f1 e1f2 e3e4 e3e5'));
  });

  it('double step only from the 3rd rank: for Black that is rank 8 (f8 -> f7/f6; g7 -> g6 only)', () => {
    // Ke10 d10 d9 e9 f10 f9 (5) + f8f7 f8f6 + g7g6 = 8 (FSF perft 1 = 8).
    const game = grand('4k5/10/5p4/6p3/10/10/3P6/4P5/1P8/4K5 b - - 0 1');
    expect(sortedMoves(game)).toEqual(words('e10d10 e10d9 e10e9 e10f10 e10f9 f8f6 f8f7 g7g6'));
  });

  it('double step blocked: a piece on the skipped square stops both steps, a piece on the target stops the double step', () => {
    // c3 has a black rook on c4 (no move), e3 has a black knight on e5 (e4 only), g3 has its own knight on g4
    // (no move). Ka1: a2 b1 b2 (3); Ng4: e5 (takes) f2 f6 h2 h6 i3 i5 (7); e3e4: 11 (FSF perft 1 = 11).
    const game = grand('9k/10/10/10/10/4n5/2r3N3/2P1P1P3/10/K9 w - - 0 1');
    expect(sortedMoves(game)).toEqual(words('a1a2 a1b1 a1b2 e3e4 g4e5 g4f2 g4f6 g4h2 g4h6 g4i3 g4i5'));
    expect(movesFrom(game, 'c3')).toEqual([]);
    expect(movesFrom(game, 'g3')).toEqual([]);
  });

  it('double step blocked: Black too (c8 blocked on c7, f8 only f7 because f6 is taken)', () => {
    // Ka10: a9 only (b9 is covered by Nc7, b10 by Bf6); c8 blocked; f8 -> f7. 2 moves (FSF perft 1 = 2).
    const game = grand('k9/10/2p2p4/2N7/5B4/10/10/10/10/9K b - - 0 1');
    expect(sortedMoves(game)).toEqual(['a10a9', 'f8f7']);
  });
});

describe('Rule 3: en passant', () => {
  // White pawn e3, black pawn d5: after e3e5 the d5 pawn attacks the skipped square e4.
  const EP = '4k5/10/10/10/10/3p6/10/4P5/10/4K5 w - - 0 1';

  it('en passant: available right after the double step, and the FEN names the skipped square', () => {
    // FSF `d` after e3e5: 4k5/10/10/10/10/3pP5/10/10/10/4K5 b - e4 0 1.
    // Black: d5d4, d5e4 (en passant), Ke10 x5 = 7 (FSF perft 1 = 7).
    const game = grand(EP, ['e3e5']);
    expect(game.fen()).toBe('4k5/10/10/10/10/3pP5/10/10/10/4K5 b - e4 0 1');
    expect(sortedMoves(game)).toEqual(words('d5d4 d5e4 e10d10 e10d9 e10e9 e10f10 e10f9'));
  });

  it('en passant: the captured pawn disappears from e5 and the capturer lands on e4', () => {
    // FSF `d` after e3e5 d5e4: 4k5/10/10/10/10/10/4p5/10/10/4K5 w - - 0 2. White: Ke1 d1 d2 e2 f1 f2 (f2/d2
    // are not attacked by a pawn on e4, which attacks d3 and f3) = 5.
    const game = grand(EP, ['e3e5']);
    game.play('d5e4');
    expect(game.fen()).toBe('4k5/10/10/10/10/10/4p5/10/10/4K5 w - - 0 2');
    expect(sortedMoves(game)).toEqual(words('e1d1 e1d2 e1e2 e1f1 e1f2'));
  });

  it('en passant: Black double-steps from rank 8 and White captures on the skipped square', () => {
    // FSF: after f8f6 the FEN is 4k5/10/10/10/5pP3/10/10/10/10/4K5 w - f7 0 2 and g6f7 is legal (7 moves);
    // after g6f7 the f6 pawn is gone: 4k5/10/10/5P4/10/10/10/10/10/4K5 b - - 0 2.
    const game = grand('4k5/10/5p4/10/6P3/10/10/10/10/4K5 b - - 0 1', ['f8f6']);
    expect(game.fen()).toBe('4k5/10/10/10/5pP3/10/10/10/10/4K5 w - f7 0 2');
    expect(sortedMoves(game)).toEqual(words('e1d1 e1d2 e1e2 e1f1 e1f2 g6f7 g6g7'));
    game.play('g6f7');
    expect(game.fen()).toBe('4k5/10/10/5P4/10/10/10/10/10/4K5 b - - 0 2');
  });

  it('en passant: only immediately; after another pair of moves the right is gone', () => {
    // e3e5 e10e9 e1e2: FSF `d` gives 10/4k5/10/10/10/3pP5/10/10/4K5/10 b - - 2 2 (no e4) and the list has
    // d5d4 plus 8 king moves, no d5e4 (FSF perft 1 = 9). After e3e5 e10e9 the FEN already drops e4.
    const game = grand(EP, ['e3e5', 'e10e9']);
    expect(game.fen()).toBe('10/4k5/10/10/10/3pP5/10/10/10/4K5 w - - 1 2');
    game.play('e1e2');
    expect(game.fen()).toBe('10/4k5/10/10/10/3pP5/10/10/4K5/10 b - - 2 2');
    expect(sortedMoves(game)).toEqual(words('d5d4 e9d10 e9d8 e9d9 e9e10 e9e8 e9f10 e9f8 e9f9'));
    expect(() => game.play('d5e4')).toThrow(CauldronError);
  });

  it('en passant that would expose the own king is illegal (rank pin), but the FEN still names e4', () => {
    // Black Ka5, pawn d5; white Rj5. After e3e5, d5xe4 e.p. would empty d5 and e5 and open rank 5 to the rook.
    // FSF `d`: 10/10/10/10/10/k2pP4R/10/10/10/4K5 b - e4 0 1 (it writes e4 although the capture is illegal).
    // Black: Ka5 a4 a6 b4 b5 b6 (5) + d5d4 = 6 (FSF perft 1 = 6).
    const game = grand('10/10/10/10/10/k2p5R/10/4P5/10/4K5 w - - 0 1', ['e3e5']);
    expect(game.fen()).toBe('10/10/10/10/10/k2pP4R/10/10/10/4K5 b - e4 0 1');
    expect(sortedMoves(game)).toEqual(words('a5a4 a5a6 a5b4 a5b5 a5b6 d5d4'));
  });

  it('en passant that would expose the own king is illegal (diagonal pin leaving the line)', () => {
    // Black Kb3, pawn d5 pinned by Bg8 on b3-g8. Neither d5d4 nor d5e4 stays on the diagonal.
    // FSF `d`: 10/10/6B3/10/10/3pP5/10/1k8/10/4K5 b - e4 0 1; moves: 8 king moves only (FSF perft 1 = 8).
    const game = grand('10/10/6B3/10/10/3p6/10/1k2P5/10/4K5 w - - 0 1', ['e3e5']);
    expect(game.fen()).toBe('10/10/6B3/10/10/3pP5/10/1k8/10/4K5 b - e4 0 1');
    expect(sortedMoves(game)).toEqual(words('b3a2 b3a3 b3a4 b3b2 b3b4 b3c2 b3c3 b3c4'));
  });

  it('en passant by a pinned pawn is legal when it stays on the pin line', () => {
    // Black Kc6, pawn d5 pinned by Bg2 on c6-g2; d5xe4 e.p. lands on e4, still on that diagonal.
    // Black: d5e4 + Kc6 b5 b6 b7 c5 c7 d7 (d6 is attacked by the e5 pawn; d5d4 would leave the pin line) = 7
    // (FSF perft 1 = 7, FEN from FSF `d`).
    const game = grand('10/10/10/10/2k7/3p6/10/4P5/6B3/4K5 w - - 0 1', ['e3e5']);
    expect(game.fen()).toBe('10/10/10/10/2k7/3pP5/10/10/6B3/4K5 b - e4 0 1');
    expect(sortedMoves(game)).toEqual(words('c6b5 c6b6 c6b7 c6c5 c6c7 c6d7 d5e4'));
  });

  it('en passant FEN field: written when an enemy pawn attacks the skipped square, else "-"', () => {
    // FSF `d` after e3e5 in each case:
    //  - black pawn d5 next to e5 (kings e1/j1): e4;
    //  - no black pawn at all: '-';
    //  - black knight on d5 and black pawn on d6 (neither a pawn attacking e4): '-'.
    expect(grand('10/10/10/10/10/3p6/10/4P5/10/4K4k w - - 0 1', ['e3e5']).fen()).toBe(
      '10/10/10/10/10/3pP5/10/10/10/4K4k b - e4 0 1',
    );
    expect(grand('4k5/10/10/10/10/10/10/4P5/10/4K5 w - - 0 1', ['e3e5']).fen()).toBe(
      '4k5/10/10/10/10/4P5/10/10/10/4K5 b - - 0 1',
    );
    const game = grand('4k5/10/10/10/3p6/3n6/10/4P5/10/4K5 w - - 0 1', ['e3e5']);
    expect(game.fen()).toBe('4k5/10/10/10/3p6/3nP5/10/10/10/4K5 b - - 0 1');
    // Nd5 8 moves, d6e5 capture, Ke10 5 = 14 (FSF perft 1 = 14), no en passant anywhere.
    expect(sortedMoves(game)).toEqual(
      words('d5b4 d5b6 d5c3 d5c7 d5e3 d5e7 d5f4 d5f6 d6e5 e10d10 e10d9 e10e9 e10f10 e10f9'),
    );
  });

  it('en passant FEN field: a single step never sets it (f8f7 then g6xf7 is an ordinary capture)', () => {
    // FSF `d` after f8f7: 4k5/10/10/5p4/6P3/10/10/10/10/4K5 w - - 0 2.
    const game = grand('4k5/10/5p4/10/6P3/10/10/10/10/4K5 b - - 0 1', ['f8f7']);
    expect(game.fen()).toBe('4k5/10/10/5p4/6P3/10/10/10/10/4K5 w - - 0 2');
  });
});

describe('Rule 4: promotion zone (ranks 8-9 optional, rank 10 compulsory; Black 3-2 optional, 1 compulsory)', () => {
  it('promotion zone: White pawns entering rank 8 or 9 may stay pawns; on rank 10 they must promote', () => {
    // White has only king and pawns, so all six types (q r b n c a) are available.
    // c7: c8 + 6 promotions = 7; e8: e9 + 6 = 7; g9: 6 promotions only, no plain g9g10; Kj1: i1 i2 j2 = 3.
    // 7 + 7 + 6 + 3 = 23 (FSF perft 1 = 23, same list).
    const game = grand('k9/6P3/4P5/2P7/10/10/10/10/10/9K w - - 0 1');
    expect(sortedMoves(game)).toEqual(words(`
      c7c8 c7c8a c7c8b c7c8c c7c8n c7c8q c7c8r
      e8e9 e8e9a e8e9b e8e9c e8e9n e8e9q e8e9r
      g9g10a g9g10b g9g10c g9g10n g9g10q g9g10r
      j1i1 j1i2 j1j2`));
    expect(() => game.play('g9g10')).toThrow(CauldronError);
  });

  it('promotion zone: the optional non-promotion keeps a pawn on rank 8 / 9', () => {
    const game = grand('k9/6P3/4P5/2P7/10/10/10/10/10/9K w - - 0 1', ['c7c8']);
    // FSF `d`: k9/6P3/2P1P5/10/10/10/10/10/10/9K b - - 0 1.
    expect(game.fen()).toBe('k9/6P3/2P1P5/10/10/10/10/10/10/9K b - - 0 1');
    game.setPosition('k9/6P3/4P5/2P7/10/10/10/10/10/9K w - - 0 1', ['e8e9c']);
    expect(game.fen()).toBe('k9/4C1P3/10/2P7/10/10/10/10/10/9K b - - 0 1');
  });

  it('promotion zone: Black pawns entering rank 3 or 2 may stay pawns; on rank 1 they must promote', () => {
    // Mirror image: c4 -> c3 + 6, e3 -> e2 + 6, g2 -> g1 6 promotions only, Kj10 3 = 23 (FSF perft 1 = 23).
    const game = grand('9k/10/10/10/10/10/2p7/4p5/6p3/K9 b - - 0 1');
    expect(sortedMoves(game)).toEqual(words(`
      c4c3 c4c3a c4c3b c4c3c c4c3n c4c3q c4c3r
      e3e2 e3e2a e3e2b e3e2c e3e2n e3e2q e3e2r
      g2g1a g2g1b g2g1c g2g1n g2g1q g2g1r
      j10i10 j10i9 j10j9`));
    expect(() => game.play('g2g1')).toThrow(CauldronError);
  });
});

describe('Rule 5: promotion only to a type the side has fewer of than at the start', () => {
  it('promotion limited to captured types: with one rook, one bishop, one knight left White may only take r, b, n', () => {
    // White: K Q C A + one each of R B N, so r, b, n are available, q c a are not.
    // c7 (rank 7 -> 8, optional): c8, c8{b,n,r}, and the capture d8 (black knight), d8{b,n,r} = 8;
    // g9 (rank 9 -> 10, compulsory): g10{b,n,r} and the capture h10 (black rook){b,n,r} = 6.
    // Whole position: 80 moves (FSF perft 1 = 80, identical list), perft 2 = 1966 (FSF).
    const game = grand('7r1k/6P3/3n6/2P7/10/10/10/10/10/RNBQKCA3 w - - 0 1');
    expect(movesFrom(game, 'c7')).toEqual(words('c7c8 c7c8b c7c8n c7c8r c7d8 c7d8b c7d8n c7d8r'));
    expect(movesFrom(game, 'g9')).toEqual(words('g9g10b g9g10n g9g10r g9h10b g9h10n g9h10r'));
    expect(game.legalMoves()).toHaveLength(80);
    expect(game.perft(2)).toBe(1966);
  });

  it('promotion limited to captured types: Black missing queen and cardinal may only take q and a', () => {
    // Black: K C, two each of R B N; pawn e2 with a white rook on d1: e2e1{a,q}, e2d1{a,q} = 4.
    // 62 moves in all (FSF perft 1 = 62), perft 2 = 1060 (FSF).
    const game = grand('rnb1kc1bnr/10/10/10/10/10/10/10/4p5/3R4K1 b - - 0 1');
    expect(movesFrom(game, 'e2')).toEqual(words('e2d1a e2d1q e2e1a e2e1q'));
    expect(game.legalMoves()).toHaveLength(62);
    expect(game.perft(2)).toBe(1060);
  });

  it('promotion limited to captured types: missing one knight of two, only knight promotions (straight and capturing)', () => {
    // White: full army but one knight (i2 empty). e9: e10n and the capture d10n (black rook); c7: c8 and c8n.
    // 106 moves (FSF perft 1 = 106), perft 2 = 1811 (FSF).
    const game = grand('3r3k2/4P5/10/2P7/10/10/10/P8P/1NBQKCAB2/R8R w - - 0 1');
    expect(movesFrom(game, 'e9')).toEqual(['e9d10n', 'e9e10n']);
    expect(movesFrom(game, 'c7')).toEqual(['c7c8', 'c7c8n']);
    expect(game.legalMoves()).toHaveLength(106);
    expect(game.perft(2)).toBe(1811);
  });

  it('promotion limited to captured types: a promotion uses the type up for the next pawn', () => {
    // White has everything but the queen; pawns c9 and h9 may each promote to a queen only (75 moves, FSF).
    // After c9c10q Kj7j6 White has its queen again, so h9 has no move at all (99 moves, FSF perft 1 = 99).
    const game = grand('10/2P4P2/10/9k/10/10/10/10/10/RNBCKANBR1 w - - 0 1');
    expect(movesFrom(game, 'c9')).toEqual(['c9c10q']);
    expect(movesFrom(game, 'h9')).toEqual(['h9h10q']);
    expect(game.legalMoves()).toHaveLength(75);
    game.play('c9c10q');
    game.play('j7j6');
    expect(game.fen()).toBe('2Q7/7P2/10/10/9k/10/10/10/10/RNBCKANBR1 w - - 1 2'); // FSF `d`
    expect(movesFrom(game, 'h9')).toEqual([]);
    expect(game.legalMoves()).toHaveLength(99);
  });

  it('promotion never to king or pawn', () => {
    const game = grand('k9/6P3/4P5/2P7/10/10/10/10/10/9K w - - 0 1');
    for (const move of game.legalMoves()) expect(move).not.toMatch(/[kp]$/);
    for (const move of ['g9g10k', 'g9g10p', 'e8e9k', 'e8e9p', 'c7c8k']) {
      expect(() => game.play(move)).toThrow(CauldronError);
    }
    expect(game.fen()).toBe('k9/6P3/4P5/2P7/10/10/10/10/10/9K w - - 0 1');
  });
});

describe('Rule 6: the pawn stuck on the 9th rank', () => {
  it('stuck pawn: with nothing to promote to, a pawn on rank 9 cannot move to rank 10, straight or capturing', () => {
    // White has its full initial army, so no type is available. e9 has neither e10 nor the capture d10
    // (black rook); c7 may still step to c8 without promoting. 107 moves (FSF perft 1 = 107), perft 2 = 1851.
    const game = grand('3r3k2/4P5/10/2P7/10/10/10/P8P/1NBQKCABN1/R8R w - - 0 1');
    expect(movesFrom(game, 'e9')).toEqual([]);
    expect(movesFrom(game, 'c7')).toEqual(['c7c8']);
    expect(game.legalMoves()).toHaveLength(107);
    expect(game.perft(2)).toBe(1851);
  });

  it('stuck pawn still gives check: the black king diagonally in front of it is in check', () => {
    // FSF `d`: Checkers: e9. Black may only move the king: e10, e9 (takes the undefended pawn), f9, g10, g9
    // (d10 is its own rook, and Rd10 cannot resolve the check). 5 moves (FSF perft 1 = 5), perft 2 = 480.
    const game = grand('3r1k4/4P5/10/10/10/10/10/P4P3P/1NBQKCABN1/R8R b - - 0 1');
    expect(game.status()).toMatchObject({ state: 'ongoing', turn: 'black', inCheck: true });
    expect(sortedMoves(game)).toEqual(words('f10e10 f10e9 f10f9 f10g10 f10g9'));
    expect(game.perft(2)).toBe(480);
  });

  it('stuck pawn still gives check: it can even deliver checkmate', () => {
    // White full army: Ka1 Qb1 Cc1 Ad1 Re1 Rg1 Bf2 Bh1 Nd8 Nf7, pawn e9 (stuck). Black Kf10 is checked by e9;
    // e10 and f9 are covered by Nd8, e9 (defended by Nf7 and Re1) and g9 by Nf7, g10 by Rg1.
    // FSF: Checkers: e9, perft 1 = 0, `go` -> score mate 0, bestmove (none).
    const game = grand('5k4/4P5/3N6/5N4/10/10/10/10/5B4/KQCAR1RB2 b - - 0 1');
    expect(game.legalMoves()).toEqual([]);
    expect(game.status()).toMatchObject({ state: 'checkmate', turn: 'black', inCheck: true, winner: 'white' });
  });

  it('stuck pawn: Black likewise (pawn on rank 2 cannot move to rank 1 but checks the white king)', () => {
    // Black full army + pawn e2. With Kh1 (black to move) e2 has no move at all (96 moves, FSF perft 1 = 96).
    const quiet = grand('r8r/1nbqkcabn1/p4p3p/10/10/10/10/10/4p5/3R3K2 b - - 0 1');
    expect(movesFrom(quiet, 'e2')).toEqual([]);
    expect(quiet.legalMoves()).toHaveLength(96);
    // With Kf1 (white to move) the king is in check from e2 (FSF Checkers: e2): e1 e2 f2 g1 g2 = 5 moves.
    const checked = grand('r8r/1nbqkcabn1/p4p3p/10/10/10/10/10/4p5/3R1K4 w - - 0 1');
    expect(checked.status().inCheck).toBe(true);
    expect(sortedMoves(checked)).toEqual(words('f1e1 f1e2 f1f2 f1g1 f1g2'));
  });
});

describe('Rule 7: checkmate, stalemate, 50-move rule, threefold repetition', () => {
  // Black Ka10 behind its pawns a9 b9; White Ke2 Rj1. j1j10 is mate (FSF after it: score mate 0, bestmove (none)).
  const MATE_IN_ONE = 'k9/pp8/10/10/10/10/10/10/4K5/9R w - - 0 1';

  it('checkmate: a back-rank mate ends the game with White the winner', () => {
    const game = grand(MATE_IN_ONE);
    expect(game.status()).toMatchObject({ state: 'ongoing', turn: 'white', inCheck: false });
    game.play('j1j10');
    expect(game.legalMoves()).toEqual([]);
    expect(game.status()).toMatchObject({ state: 'checkmate', turn: 'black', inCheck: true, winner: 'white' });
  });

  it('checkmate: Black can win too', () => {
    // White Ka1 behind pawns a2 b2; black Rj10 -> j1 mate (FSF: score mate 0, bestmove (none)).
    const game = grand('4k4r/10/10/10/10/10/10/10/PP8/K9 b - - 0 1', ['j10j1']);
    expect(game.status()).toMatchObject({ state: 'checkmate', turn: 'white', inCheck: true, winner: 'black' });
  });

  it('stalemate: no legal move and not in check is a draw (winner null)', () => {
    // Qc5-c9 leaves Ka10 with a9, b9, b10 all covered and a10 not attacked (FSF: score cp 0, bestmove (none)).
    const game = grand('k9/10/10/10/10/2Q7/10/10/10/4K5 w - - 0 1', ['c5c9']);
    expect(game.legalMoves()).toEqual([]);
    expect(game.status()).toMatchObject({ state: 'stalemate', turn: 'black', inCheck: false, winner: null });
  });

  it('50-move rule: a halfmove clock of 99 is not yet a draw; a quiet move making it 100 is', () => {
    const game = grand('k9/pp8/10/10/10/10/10/10/4K5/9R w - - 99 80');
    expect(game.status().state).toBe('ongoing');
    game.play('j1j2');
    // FSF `d`: k9/pp8/10/10/10/10/10/10/4K4R/10 b - - 100 80.
    expect(game.fen()).toBe('k9/pp8/10/10/10/10/10/10/4K4R/10 b - - 100 80');
    expect(game.status()).toMatchObject({ state: 'move-rule draw', turn: 'black', inCheck: false, winner: null });
    game.undo();
    expect(game.status().state).toBe('ongoing');
  });

  it('50-move rule: a checkmate on the 100th half-move is still checkmate', () => {
    // FSF searches this at 99 as `score mate 1` (j1j10), but every other move as a draw (see next test).
    const game = grand('k9/pp8/10/10/10/10/10/10/4K5/9R w - - 99 80', ['j1j10']);
    expect(game.fen()).toBe('k8R/pp8/10/10/10/10/10/10/4K5/10 b - - 100 80');
    expect(game.status()).toMatchObject({ state: 'checkmate', turn: 'black', inCheck: true, winner: 'white' });
  });

  it('50-move rule: a check that is not mate on the 100th half-move is a draw', () => {
    // With b9 free the king escapes, so j1j10+ at clock 99 is a draw (FSF evaluates this position at 99 as cp 0).
    const game = grand('k9/p9/10/10/10/10/10/10/4K5/9R w - - 99 80', ['j1j10']);
    expect(game.status()).toMatchObject({ state: 'move-rule draw', turn: 'black', inCheck: true, winner: null });
  });

  it('50-move rule: pawn moves and captures reset the clock', () => {
    // FSF `d` after e4e5 from clock 99: ... b - - 0 80; after Rj1xa1 (a black knight): ... b - - 0 80.
    const pawn = grand('k9/pp8/10/10/10/10/4P5/10/4K5/9R w - - 99 80', ['e4e5']);
    expect(pawn.fen()).toBe('k9/pp8/10/10/10/4P5/10/10/4K5/9R b - - 0 80');
    expect(pawn.status().state).toBe('ongoing');
    const capture = grand('k9/pp8/10/10/10/10/10/10/4K5/n8R w - - 99 80', ['j1a1']);
    expect(capture.fen()).toBe('k9/pp8/10/10/10/10/10/10/4K5/R9 b - - 0 80');
    expect(capture.status().state).toBe('ongoing');
  });

  it('50-move rule: a FEN with a clock of 100 or more is already drawn', () => {
    expect(grand('k9/pp8/10/10/10/10/10/10/4K5/9R w - - 100 80').status().state).toBe('move-rule draw');
    expect(grand('k9/pp8/10/10/10/10/10/10/4K5/9R w - - 150 80').status().state).toBe('move-rule draw');
  });

  it('threefold repetition: knights back and forth; the second occurrence is not a draw, the third is', () => {
    // From the start: b2c4 b9c7 c4b2 c7b9 returns to the start position (2nd occurrence), once more is the 3rd.
    const cycle = ['b2c4', 'b9c7', 'c4b2', 'c7b9'];
    const game = grand(START);
    for (const move of cycle) game.play(move);
    expect(game.fen()).toBe('r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 4 3');
    expect(game.status().state).toBe('ongoing');
    for (const move of cycle.slice(0, 3)) {
      game.play(move);
      expect(game.status().state).toBe('ongoing'); // each of these positions has occurred only twice
    }
    game.play('c7b9');
    expect(game.status()).toMatchObject({ state: 'repetition draw', turn: 'white', inCheck: false, winner: null });
    game.undo();
    expect(game.status().state).toBe('ongoing');
  });

  it('threefold repetition: a position with an en passant capture available differs from the same placement without it', () => {
    // After e3e5 Black can take en passant (FEN ... b - e4); four knight moves later the same placement recurs
    // with '-' (FSF `d`). So after e3e5 + two knight cycles (9 plies) that placement has occurred three times
    // but only twice without the en passant right: not a draw. The position after ply 2 recurs at ply 10: draw.
    const game = grand('1n2k5/10/10/10/10/3p6/10/4P5/1N8/4K5 w - - 0 1', ['e3e5']);
    expect(game.fen()).toBe('1n2k5/10/10/10/10/3pP5/10/10/1N8/4K5 b - e4 0 1');
    const cycle = ['b10c8', 'b2c4', 'c8b10', 'c4b2'];
    for (const move of [...cycle, ...cycle]) game.play(move);
    expect(game.fen()).toBe('1n2k5/10/10/10/10/3pP5/10/10/1N8/4K5 b - - 8 5');
    expect(game.status().state).toBe('ongoing');
    game.play('b10c8');
    expect(game.status().state).toBe('repetition draw');
  });
});

describe('Rule 8: check evasion', () => {
  it('check evasion: a pinned piece cannot interpose and the king cannot step back along the checking line', () => {
    // White Ke2 checked by Re10 (FSF Checkers: e10). Rc4 is pinned by Bb5 (b5-c4-d3-e2), so c4e4 is illegal;
    // Ng4 interposes on e3 or e5; the king may go d1 d2 d3 f1 f2 f3 but not e1 (still on the rook's line)
    // nor e3. 2 + 6 = 8 (FSF perft 1 = 8), perft 2 = 242 (FSF).
    const game = grand('4r5/9k/10/10/10/1b8/2R3N3/10/4K5/10 w - - 0 1');
    expect(game.status()).toMatchObject({ state: 'ongoing', turn: 'white', inCheck: true });
    expect(sortedMoves(game)).toEqual(words('e2d1 e2d2 e2d3 e2f1 e2f2 e2f3 g4e3 g4e5'));
    expect(game.perft(2)).toBe(242);
  });

  it('check evasion: in double check only the king moves', () => {
    // Re10 and Nd4 both check Ke2 (FSF Checkers: d4 e10). Ra10xe10 and Bb2xd4 would each leave one checker.
    // King: d1 d2 d3 f1 f2 (e1/e3 on the file, f3 covered by the knight) = 5 (FSF perft 1 = 5), perft 2 = 155.
    const game = grand('R3r5/9k/10/10/10/10/3n6/10/1B2K5/10 w - - 0 1');
    expect(game.status().inCheck).toBe(true);
    expect(sortedMoves(game)).toEqual(words('e2d1 e2d2 e2d3 e2f1 e2f2'));
    expect(game.perft(2)).toBe(155);
  });

  it('check evasion: a knight check is answered by capturing it or moving the king', () => {
    // Nd4 checks Ke2 (FSF Checkers: d4): Bb2xd4, or the king to d1 d2 d3 e1 e3 f1 f2 (not f3) = 8 (FSF perft 1).
    const game = grand('10/9k/10/10/10/10/3n6/10/1B2K5/10 w - - 0 1');
    expect(sortedMoves(game)).toEqual(words('b2d4 e2d1 e2d2 e2d3 e2e1 e2e3 e2f1 e2f2'));
    expect(game.perft(2)).toBe(94);
  });
});

describe('Rule 9: bad input is rejected and the position is kept', () => {
  const cases: [problem: string, fen: string, message: RegExp][] = [
    ['too few ranks', 'r8r/1nbqkcabn1/pppppppppp/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1', /9 ranks instead of 10/],
    ['too many ranks', 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1', /11 ranks instead of 10/],
    ['rank too long (pieces)', 'r9r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1', /rank 10 is longer than 10 files/],
    ['rank too long (digits)', 'r8r/1nbqkcabn1/pppppppppp/11/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1', /rank 7 has 11 files instead of 10/],
    ['rank too short', 'r8r/1nbqkcabn1/pppppppppp/9/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1', /rank 7 has 9 files instead of 10/],
    ['unknown piece letter', 'r8r/1nbqkcabn1/pppppppppp/10/4x5/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1', /unknown piece letter 'x' on rank 6/],
    ['bad side to move', 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R x - - 0 1', /side to move 'x'/],
    ['upper-case side to move', 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R W - - 0 1', /side to move 'W'/],
    ['missing king', 'r8r/1nbq1cabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1', /black has 0 kings/],
    ['two kings', 'r8r/1nbqkcabn1/pppppppppp/10/10/4K5/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1', /white has 2 kings/],
    ['side not to move in check', '4k5/10/10/10/10/10/10/10/4R5/4K5 w - - 0 1', /black is in check but it is white's turn/],
    ['en passant square with no pawn behind it', 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - e4 0 1', /en passant square e4/],
    ['en passant square for the wrong side', '4k5/10/10/10/10/4P5/10/10/10/4K5 w - e4 0 1', /en passant square e4/],
    ['unknown en passant square', 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - z9 0 1', /en passant square 'z9'/],
    ['negative halfmove clock', 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - -1 1', /halfmove clock '-1'/],
    ['non-numeric halfmove clock', 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - x 1', /halfmove clock 'x'/],
    ['fractional halfmove clock', 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 1.5 1', /halfmove clock '1.5'/],
    ['negative fullmove number', 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 -3', /fullmove number '-3'/],
    ['fullmove number 0', 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 0', /fullmove number '0'/],
    ['non-numeric fullmove number', 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 one', /fullmove number 'one'/],
    ['castling field', START.replace(' w - ', ' w KQkq '), /castling field 'KQkq'/],
    ['white pawn on rank 10', '4k4P/10/10/10/10/10/10/10/10/4K5 w - - 0 1', /white pawn on j10/],
    ['black pawn on rank 1', '4k5/10/10/10/10/10/10/10/10/4K4p w - - 0 1', /black pawn on j1/],
    ['empty string', '', /fields/],
    ['placement only', 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R', /fields/],
    ['too many fields', `${START} extra`, /fields/],
  ];

  for (const [problem, fen, message] of cases) {
    it(`bad FEN (${problem}): CauldronError naming the problem, position unchanged`, () => {
      const game = grand(START, ['e3e5', 'b9c7']);
      const before = game.fen();
      const error = errorOf(() => game.setPosition(fen));
      expect(error).toBeInstanceOf(CauldronError);
      expect(error.message).toMatch(message);
      expect(error.message).toMatch(/^bad FEN for grand: /);
      expect(game.fen()).toBe(before);
      expect(game.moves()).toEqual(['e3e5', 'b9c7']);
      expect(game.legalMoves()).toHaveLength(new Game('grand', { fen: before }).legalMoves().length);
      // The constructor refuses it too.
      expect(() => grand(fen)).toThrow(CauldronError);
    });
  }

  it('bad moves in setPosition: the previous position and its moves are kept', () => {
    const game = grand(START, ['e3e5']);
    const before = game.fen();
    const error = errorOf(() => game.setPosition(START, ['e3e5', 'e8e5']));
    expect(error).toBeInstanceOf(CauldronError);
    expect(error.message).toMatch(/illegal move e8e5/);
    expect(game.fen()).toBe(before);
    expect(game.moves()).toEqual(['e3e5']);
  });

  const badMoves: [problem: string, move: string, message: RegExp][] = [
    ['illegal triple step', 'e8e5', /illegal move e8e5/],
    ['moving the opponent\'s piece', 'e5e6', /illegal move e5e6/],
    ['promotion outside the zone', 'a8a7q', /illegal move a8a7q/],
    ['unknown promotion letter', 'a8a7x', /illegal move a8a7x/],
    ['promotion to a king', 'a8a7k', /illegal move a8a7k/],
    ['too short', 'e8', /'e8' is not a move string/],
    ['upper case', 'E8E6', /'E8E6' is not a move string/],
    ['trailing space', 'e8e6 ', /is not a move string/],
    ['empty', '', /'' is not a move string/],
    ['square off the board (file)', 'k9k8', /unknown square 'k9'/],
    ['square off the board (rank)', 'e8e11', /unknown square 'e11'/],
    ['rank 0', 'e0e1', /unknown square 'e0'/],
  ];

  for (const [problem, move, message] of badMoves) {
    it(`bad move (${problem}): CauldronError naming it, position unchanged`, () => {
      const game = grand(START, ['e3e5']);
      const before = game.fen();
      const error = errorOf(() => game.play(move));
      expect(error).toBeInstanceOf(CauldronError);
      expect(error.message).toMatch(message);
      expect(game.fen()).toBe(before);
      expect(game.moves()).toEqual(['e3e5']);
      game.play('e8e6'); // still usable
      expect(game.fen()).toBe('r8r/1nbqkcabn1/pppp1ppppp/10/4p5/4P5/10/PPPP1PPPPP/1NBQKCABN1/R8R w - - 0 2' /* FSF `d` */);
    });
  }

  it('undo with nothing to undo is a CauldronError and changes nothing', () => {
    const game = grand(START);
    const error = errorOf(() => game.undo());
    expect(error).toBeInstanceOf(CauldronError);
    expect(error.message).toMatch(/no move to undo/);
    expect(game.fen()).toBe(START);
  });
});
