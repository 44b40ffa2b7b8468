import type { CastlingDefinition, VariantDefinition } from './types.js';
import { witch, witchPieces } from './witch.js';

/** The Raven swaps with an unmoved Tower across one empty, unattacked cell; the right is named by the Tower's cell. */
function swap(player: number, raven: string, tower: string, between: string): CastlingDefinition {
  return { letter: tower, player, king: [raven, tower], rook: [tower, raven], empty: [between], safe: [between] };
}

/**
 * Witch's Chess for three (2001). Spec: shared/rules/witch.md. Red, Black and White from three corners
 * of the hexagon, in that order. Capturing a Raven takes over its party's remaining pieces (its Toads
 * keep their way); a party with no move leaves the game while three are in it; the last party with a
 * Raven wins. Rule option `check`: `capture` (default: moves need not respect check) or `strict`.
 */
export const witch3: VariantDefinition = {
  ...witch,
  id: 'witch3',
  name: "Witch's Chess for three",
  description: 'three parties; a captured Raven hands its army to the capturer',
  players: [
    { name: 'red', fenLetter: 'r', forward: 'N' },
    { name: 'black', fenLetter: 'b', forward: 'SE' },
    { name: 'white', fenLetter: 'w', forward: 'SW' },
  ],
  pieces: witchPieces,
  // Files a..i, each from rank 1 up; each piece is its party's letter then its own (see README).
  startFen: '1bPbTbNbR/rP1bPbNbWbB/rTrP1bPbPbBbT/rBrBrP2bPbPbP/rRrWrP6/rNrNrP2wPwPwP/rTrP1wPwPwNwT/rP1wPwBwWwN/1wPwTwBwR r c1g1a3c7i3g7 - 0 1',
  castling: [
    swap(0, 'e1', 'c1', 'd1'),
    swap(0, 'e1', 'g1', 'f1'),
    swap(1, 'a5', 'a3', 'a4'),
    swap(1, 'a5', 'c7', 'b6'),
    swap(2, 'i5', 'i3', 'i4'),
    swap(2, 'i5', 'g7', 'h6'),
  ],
  pawnRules: {
    ...witch.pawnRules,
    // The nine cells from which a Toad's forward step would leave the board.
    promotionCells: {
      N: ['a5', 'b6', 'c7', 'd8', 'e9', 'f8', 'g7', 'h6', 'i5'],
      SE: ['e1', 'f1', 'g1', 'h1', 'i1', 'i2', 'i3', 'i4', 'i5'],
      SW: ['a1', 'a2', 'a3', 'a4', 'a5', 'b1', 'c1', 'd1', 'e1'],
    },
  },
  victory: { takeover: true },
  checkRule: 'capture',
  ruleOptions: {
    check: {
      description: "capture: moves need not respect check, a Raven can be taken (default); strict: no move may leave the own Raven attacked",
      default: 'capture',
      choices: ['capture', 'strict'],
      apply: (definition, value) => ({ ...definition, checkRule: value as 'capture' | 'strict' }),
    },
  },
};
