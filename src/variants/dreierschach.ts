import type { CastlingDefinition, VariantDefinition } from './types.js';
import { DREIER_DIAGONAL, DREIER_KNIGHT, DREIER_STRAIGHT } from '../geometry/dreierschach-board.js';

/** The king moves next to the rook and the rook jumps over it; every cell between them empty and unattacked. */
function castle(player: number, king: [string, string], rook: [string, string], between: string[]): CastlingDefinition {
  return { letter: rook[0], player, king, rook, empty: between, safe: between };
}

const whiteBaseline = ['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1'];
const grayBaseline = ['a6', 'b7', 'c8', 'd9', 'e10', 'f11', 'g12', 'h13'];
const blackBaseline = ['m6', 'm7', 'm8', 'm9', 'm10', 'm11', 'm12', 'm13'];

/**
 * Dreierschach (Christian Wahlmann, rules 2.2, field names 2.3). Spec: shared/rules/dreierschach.md.
 * Three players on 126 hexagons in the order white, gray, black. A diagonal step needs one of the two
 * cells it passes between empty; pawns push two ways and capture three; a double step stays open to
 * both opponents until its player moves again; kings are never taken. Checkmate of any player ends the
 * game: 3 points to the first opponent after the mated player whose pieces attack its king, 1 to the
 * other, 0 to the mated; stalemate and three bare kings draw 1/1/1.
 */
export const dreierschach: VariantDefinition = {
  id: 'dreierschach',
  name: 'Dreierschach',
  description: 'three players on 126 hexagons; diagonal steps squeeze between two cells',
  board: { kind: 'dreierschach' },
  players: [
    { name: 'white', fenLetter: 'w', forward: 'white' },
    { name: 'gray', fenLetter: 'g', forward: 'gray' },
    { name: 'black', fenLetter: 'b', forward: 'black' },
  ],
  // Written for white; gray and black are white turned by the board's rotation.
  pieces: [
    { letter: 'P', name: 'pawn', pawn: true, moves: [
      { vectors: [[0, 1], [1, 1]], only: 'move' },
      { vectors: [[-1, 1], [1, 2], [2, 1]], only: 'capture' },
    ] },
    { letter: 'N', name: 'knight', moves: [{ vectors: DREIER_KNIGHT }] },
    { letter: 'B', name: 'bishop', moves: [{ vectors: DREIER_DIAGONAL, range: 0 }] },
    { letter: 'R', name: 'rook', moves: [{ vectors: DREIER_STRAIGHT, range: 0 }] },
    { letter: 'Q', name: 'queen', moves: [{ vectors: [...DREIER_STRAIGHT, ...DREIER_DIAGONAL], range: 0 }] },
    { letter: 'K', name: 'king', royal: true, moves: [{ vectors: [...DREIER_STRAIGHT, ...DREIER_DIAGONAL] }] },
  ],
  // Ranks 13 down to 1, each rank's cells in file order; each piece is its player's letter then its own.
  startFen: 'gRgP2bPbR/gBgP3bPbN/gNgP4bPbB/gKgP5bPbQ/gQgP6bPbK/gBgP7bPbN/gNgP8bPbB/gRgP9bPbR/gP10bP/11/10/wPwPwPwPwPwPwPwPwP/wRwBwNwKwQwBwNwR w a1h1h13a6m6m13 - 0 1',
  castling: [
    castle(0, ['d1', 'b1'], ['a1', 'c1'], ['c1', 'b1']),
    castle(0, ['d1', 'g1'], ['h1', 'f1'], ['e1', 'f1', 'g1']),
    castle(1, ['e10', 'g12'], ['h13', 'f11'], ['f11', 'g12']),
    castle(1, ['e10', 'b7'], ['a6', 'c8'], ['d9', 'c8', 'b7']),
    castle(2, ['m9', 'm7'], ['m6', 'm8'], ['m8', 'm7']),
    castle(2, ['m9', 'm12'], ['m13', 'm11'], ['m10', 'm11', 'm12']),
  ],
  pawnRules: {
    doubleStepRanks: [],
    optionalPromotionRanks: [],
    compulsoryPromotionRanks: [],
    // Either opponent's baseline.
    promotionCells: {
      white: [...grayBaseline, ...blackBaseline],
      gray: [...whiteBaseline, ...blackBaseline],
      black: [...whiteBaseline, ...grayBaseline],
    },
    // The start row, in either push direction.
    doubleStepCells: {
      white: ['a2', 'b2', 'c2', 'd2', 'e2', 'f2', 'g2', 'h2', 'i2'],
      gray: ['i13', 'h12', 'g11', 'f10', 'e9', 'd8', 'c7', 'b6', 'a5'],
      black: ['l5', 'l6', 'l7', 'l8', 'l9', 'l10', 'l11', 'l12', 'l13'],
    },
    promotionTypes: 'QRBN',
    promotionLimitedToStartCounts: false,
  },
  // No move rule is given; ASSUMED for engine play: threefold repetition draws.
  drawRules: { moveRulePlies: 0, repetitions: 3, bareRoyals: true },
  squeeze: true,
  scoring: { win: 3, draw: 1, loss: 0 },
};
