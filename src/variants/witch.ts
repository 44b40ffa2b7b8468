import type { PieceDefinition, VariantDefinition } from './types.js';
import { HEX_BAT, HEX_DIAGONAL, HEX_DIRECTIONS, HEX_STRAIGHT } from '../geometry/hex-board.js';

/** Toad, Bat, Broom, Tower, Witch and Raven, written facing north (Red's way). */
export const witchPieces: PieceDefinition[] = [
  { letter: 'P', name: 'toad', pawn: true, moves: [
    { vectors: [HEX_DIRECTIONS.N], only: 'move' },
    { vectors: [HEX_DIRECTIONS.NW, HEX_DIRECTIONS.NE], only: 'capture' },
  ] },
  { letter: 'N', name: 'bat', moves: [{ vectors: HEX_BAT }] },
  { letter: 'B', name: 'broom', moves: [{ vectors: HEX_DIAGONAL, range: 0 }] },
  { letter: 'T', name: 'tower', moves: [{ vectors: HEX_STRAIGHT, range: 0 }] },
  { letter: 'W', name: 'witch', moves: [{ vectors: [...HEX_STRAIGHT, ...HEX_DIAGONAL], range: 0 }] },
  { letter: 'R', name: 'raven', royal: true, moves: [{ vectors: HEX_STRAIGHT }] },
];

/**
 * Witch's Chess for two (2001). Spec: shared/rules/witch.md. A 61-cell hexagon; the Raven castles by
 * swapping places with an unmoved Tower; Toads step straight forward and capture at ±60 degrees;
 * only captures restart the 40-move-pair count.
 */
export const witch: VariantDefinition = {
  id: 'witch',
  name: "Witch's Chess",
  description: 'Raven, Witch, Towers, Brooms, Bats and Toads; castling by swapping Raven and Tower',
  board: { kind: 'hex', side: 5 },
  players: [
    { name: 'red', fenLetter: 'r', forward: 'N' },
    { name: 'black', fenLetter: 'b', forward: 'S' },
  ],
  pieces: witchPieces,
  // Files a..i, each from rank 1 up (see README, "Position strings").
  startFen: '5/P4p/TP3pt/BBP2pnn/RWP3pwr/NNP2pbb/TP3pt/P4p/5 r KQkq - 0 1',
  castling: [
    { letter: 'K', player: 0, king: ['e1', 'g1'], rook: ['g1', 'e1'], empty: ['f1'], safe: ['f1'] },
    { letter: 'Q', player: 0, king: ['e1', 'c1'], rook: ['c1', 'e1'], empty: ['d1'], safe: ['d1'] },
    { letter: 'k', player: 1, king: ['e9', 'g7'], rook: ['g7', 'e9'], empty: ['f8'], safe: ['f8'] },
    { letter: 'q', player: 1, king: ['e9', 'c7'], rook: ['c7', 'e9'], empty: ['d8'], safe: ['d8'] },
  ],
  pawnRules: {
    doubleStepRanks: [],
    optionalPromotionRanks: [],
    compulsoryPromotionRanks: [],
    // The nine cells from which a Toad's forward step would leave the board.
    promotionCells: {
      N: ['a5', 'b6', 'c7', 'd8', 'e9', 'f8', 'g7', 'h6', 'i5'],
      S: ['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1', 'i1'],
    },
    promotionTypes: 'WTBN',
    promotionLimitedToStartCounts: false,
  },
  drawRules: { moveRulePlies: 80, repetitions: 3, pawnMovesReset: false },
};
