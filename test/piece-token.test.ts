import { describe, it, expect } from 'vitest';
import { Game } from '../src/game.js';
import { grand } from '../src/variants/grand.js';
import type { VariantDefinition } from '../src/variants/types.js';
import { countWhitePieces, readPieceToken, writePieceToken } from '../src/notation/piece-token.js';

// Long piece codes (grand-fairy-pieces.md §1.4: one letter per type is not enough): {GI} in a FEN,
// `gi` as promotion suffix; one-letter codes stay exactly as before.
const withGiraffe: VariantDefinition = {
  ...grand,
  id: 'grand-giraffe-test',
  pieces: [...grand.pieces, { letter: 'GI', name: 'giraffe', betza: '(1,4)' }],
  startFen: 'r{gi}7r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R{GI}7R w - - 0 1',
  pawnRules: { ...grand.pawnRules, promotionTypes: ['Q', 'R', 'B', 'N', 'C', 'A', 'GI'], promotionLimitedToStartCounts: false },
};

describe('two-letter piece codes in position strings and move strings', () => {
  it('read and write tokens: one letter bare, two letters in braces, case for the owner', () => {
    expect(readPieceToken('N')).toEqual({ code: 'N', white: true });
    expect(readPieceToken('{gi}')).toEqual({ code: 'GI', white: false });
    expect(readPieceToken('{Gi}')).toHaveProperty('problem');
    expect(readPieceToken('{GIR}')).toHaveProperty('problem');
    expect(writePieceToken('GI', true)).toBe('{GI}');
    expect(writePieceToken('GI', false)).toBe('{gi}');
    expect(writePieceToken('q', false)).toBe('q');
    expect(countWhitePieces(withGiraffe.startFen).get('GI')).toBe(1);
    expect(countWhitePieces(withGiraffe.startFen).get('G')).toBeUndefined();
  });

  it('a FEN with {GI} round-trips, and the (1,4) Giraffe leaps from b1 to a5, c5 and f2 (f2 holds a cardinal: own)', () => {
    const game = new Game(withGiraffe);
    expect(game.fen()).toBe(withGiraffe.startFen);
    expect(game.legalMoves().filter((move) => move.startsWith('b1')).sort()).toEqual(['b1a5', 'b1c5']);
  });

  it('the promotion suffix of a two-letter type is its code in lower case (e9e10gi)', () => {
    const fen = '8k1/4P5/10/10/10/10/10/10/10/4K5 w - - 0 1';
    const game = new Game(withGiraffe, { fen });
    expect(game.legalMoves()).toContain('e9e10gi');
    game.play('e9e10gi');
    expect(game.fen()).toBe('4{GI}3k1/10/10/10/10/10/10/10/10/4K5 b - - 0 1');
  });

  it('bad codes are named', () => {
    expect(() => new Game(withGiraffe, { fen: withGiraffe.startFen.replace('{GI}', '{XY}') })).toThrow(/unknown piece code '\{XY\}'/);
    expect(() => new Game(withGiraffe, { fen: withGiraffe.startFen.replace('{GI}', '{GI') })).toThrow(/'\{' is not a piece|unknown piece letter '\{'/);
    expect(() => new Game(withGiraffe, { fen: withGiraffe.startFen.replace('{GI}', '{G}') })).toThrow(/braces hold a two-letter code/);
  });
});
