import type { VariantDefinition } from './types.js';
import { whiteAndBlack } from './players.js';
import { setupOption } from './setup-option.js';

/**
 * Wey (Charles Gilman, 2006). Spec: shared/rules/wey.md. Pawns face the river from either half, the
 * Queen and Prince cross it only along the long diagonals, the Rose is a bent knight rider, there is
 * no check, and a player wins by capturing the Queen, the Prince and one each of Marshal, Bishop, Rose.
 */
const START = 'imboOBMI/ppppPPPP/8/8/8/8/PPPPpppp/QMOBbomq w - - 0 1';

export const wey: VariantDefinition = {
  id: 'wey',
  name: 'Wey',
  description: '8x8 with a river, the Rose, win by capturing Queen, Prince, a Marshal, a Bishop and a Rose',
  board: { kind: 'square', files: 8, ranks: 8 },
  players: whiteAndBlack,
  pieces: [
    { letter: 'P', name: 'pawn', betza: 'fmWfcF', pawn: true },
    { letter: 'W', name: 'wazir', betza: 'W' },
    { letter: 'B', name: 'bishop', betza: 'B' },
    { letter: 'M', name: 'marshal', betza: 'RN' },
    { letter: 'O', name: 'rose', betza: 'qN6' },
    { letter: 'I', name: 'prince', betza: 'K' },
    { letter: 'Q', name: 'queen', betza: 'Q' },
  ],
  startFen: START,
  facing: 'toward-river',
  river: { afterRank: 4, boundPieces: 'QI', crossings: [['d4', 'e5'], ['e4', 'd5']] },
  pawnRules: {
    doubleStepRanks: [],
    optionalPromotionRanks: [],
    // Counted from the pawn's own half: crossing the river is promotion.
    compulsoryPromotionRanks: [5, 6, 7, 8],
    promotionTypes: 'W',
    promotionLimitedToStartCounts: false,
    pawnsSpareSameFacing: true,
  },
  victory: { captureSet: { Q: 1, I: 1, M: 1, B: 1, O: 1 }, noMoveLoses: true },
  drawRules: { moveRulePlies: 100, repetitions: 3 },
  ruleOptions: { setup: setupOption(START, 'the start position (the original diagram is lost; the default is the spec\'s reconstruction)') },
};
