import { describe, it, expect } from 'vitest';
import { Game } from '../src/game.js';
import { CauldronError } from '../src/errors.js';

const START = 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1';

describe('FEN for grand', () => {
  it('writes the start position exactly as Fairy-Stockfish does', () => {
    expect(new Game('grand').fen()).toBe(START);
  });

  it('round-trips every position of seeded random games exactly', () => {
    const game = new Game('grand');
    for (let seed = 1; seed <= 40; seed++) {
      game.setPosition();
      game.playRandom(seed, 20 + seed * 3, 50);
      const fen = game.fen();
      game.setPosition(fen);
      expect(game.fen()).toBe(fen);
    }
  });

  it('writes clocks and the side to move after moves', () => {
    const game = new Game('grand', { moves: ['b2c4', 'b9c7', 'c4b2'] });
    expect(game.fen()).toBe('r8r/2bqkcabn1/pppppppppp/2n7/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R b - - 3 2');
  });

  it('accepts a FEN without the clock fields', () => {
    expect(new Game('grand', { fen: 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R b -' }).fen())
      .toBe('r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R b - - 0 1');
  });

  const bad: [string, RegExp][] = [
    ['r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1 w - - 0 1', /9 ranks instead of 10/],
    ['r9r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1', /rank 10 is longer than 10 files/],
    ['r7r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1', /rank 10 has 9 files/],
    ['r8r/1nbqkcabx1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1', /unknown piece letter 'x' on rank 9/],
    ['r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R x - - 0 1', /side to move 'x'/],
    ['r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w KQkq - 0 1', /castling field 'KQkq'/],
    ['r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - z9 0 1', /unknown en passant square 'z9'/],
    ['r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - e8 0 1', /en passant square e8 is not behind a black pawn/],
    ['r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - -1 1', /halfmove clock '-1'/],
    ['r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 0', /fullmove number '0'/],
    ['r8r/1nbq1cabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1', /black has 0 kings/],
    ['r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKKABN1/R8R w - - 0 1', /white has 2 kings/],
    ['4k5/10/10/10/10/10/10/10/4R5/4K5 w - - 0 1', /black is in check but it is white's turn/],
    ['P3k5/10/10/10/10/10/10/10/10/4K5 w - - 0 1', /white pawn on a10, where it must have promoted/],
    ['r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R', /expected 2 to 6/],
  ];
  for (const [fen, message] of bad) {
    it(`rejects a bad FEN naming the problem (${message.source}) and keeps the position`, () => {
      const game = new Game('grand', { moves: ['e3e5'] });
      const before = game.fen();
      expect(() => game.setPosition(fen)).toThrow(CauldronError);
      expect(() => game.setPosition(fen)).toThrow(message);
      expect(game.fen()).toBe(before);
      expect(game.moves()).toEqual(['e3e5']);
      expect(game.perft(2)).toBeGreaterThan(0);
    });
  }
});

describe('move strings for grand', () => {
  it('are Fairy-Stockfish UCI strings, from and to square names', () => {
    const moves = new Game('grand').legalMoves();
    expect(moves).toContain('e3e5');
    expect(moves).toContain('b2c4');
    expect(moves).toContain('j1j2');
    expect(moves.every((move) => /^[a-j]\d{1,2}[a-j]\d{1,2}$/.test(move))).toBe(true);
  });

  it('carry the promotion letter, and none for a non-promotion on rank 8 or 9', () => {
    // Checked with Fairy-Stockfish: with the full army nothing can be promoted to, so b8 may only step
    // to b9 unpromoted and b9 cannot move; without the queen, b8b9q joins the plain b8b9.
    const game = new Game('grand', { fen: 'r3k4r/1P8/10/10/10/10/10/P1PPPPPPPP/1NBQKCABN1/R8R w - - 0 1' });
    expect(game.legalMoves().filter((move) => move.startsWith('b9'))).toEqual([]);
    game.setPosition('r3k4r/10/1P8/10/10/10/10/P1PPPPPPPP/1NBQKCABN1/R8R w - - 0 1');
    expect(game.legalMoves().filter((move) => move.startsWith('b8'))).toEqual(['b8b9']);
    game.setPosition('r3k4r/10/1P8/10/10/10/10/P1PPPPPPPP/1NB1KCABN1/R8R w - - 0 1');
    expect(game.legalMoves().filter((move) => move.startsWith('b8')).sort()).toEqual(['b8b9', 'b8b9q']);
  });

  it('every legal move string plays and undoes back to the same FEN', () => {
    const game = new Game('grand');
    game.playRandom(7, 60, 50);
    const fen = game.fen();
    for (const move of game.legalMoves()) {
      game.play(move);
      expect(game.undo()).toBe(move);
      expect(game.fen()).toBe(fen);
    }
  });

  const badMoves: [string, RegExp][] = [
    ['e3', /'e3' is not a move string/],
    ['E3E5', /not a move string/],
    ['k11k12', /unknown square 'k11' in grand/],
    ['e3e6', /illegal move e3e6 in grand position/],
    ['e3e4q', /illegal move e3e4q/],
  ];
  for (const [move, message] of badMoves) {
    it(`rejects '${move}' naming the problem and keeps the game`, () => {
      const game = new Game('grand', { moves: ['e3e5'] });
      expect(() => game.play(move)).toThrow(message);
      expect(() => game.setPosition(undefined, ['e3e5', move])).toThrow(message);
      expect(game.moves()).toEqual(['e3e5']);
    });
  }
});
