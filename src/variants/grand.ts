import type { VariantDefinition } from './types.js';
import { whiteAndBlack } from './players.js';
import { fairyRuleOptions } from './fairy/grand-options.js';

/** Grand Chess (Christian Freeling, 1984), as Fairy-Stockfish's `grand`. Spec: shared/rules/grand.md. */
const classic: VariantDefinition = {
  id: 'grand',
  name: 'Grand Chess',
  description: '10x10, marshal and cardinal, pawns promote on ranks 8-10 to captured types only',
  board: { kind: 'square', files: 10, ranks: 10 },
  players: whiteAndBlack,
  pieces: [
    { letter: 'P', name: 'pawn', betza: 'fmWfcF', pawn: true },
    { letter: 'N', name: 'knight', betza: 'N' },
    { letter: 'B', name: 'bishop', betza: 'B' },
    { letter: 'R', name: 'rook', betza: 'R' },
    { letter: 'Q', name: 'queen', betza: 'Q' },
    { letter: 'C', name: 'marshal', betza: 'RN' },
    { letter: 'A', name: 'cardinal', betza: 'BN' },
    { letter: 'K', name: 'king', betza: 'K', royal: true },
  ],
  startFen: 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1',
  pawnRules: {
    doubleStepRanks: [3],
    optionalPromotionRanks: [8, 9],
    compulsoryPromotionRanks: [10],
    promotionTypes: 'QRBNCA',
    promotionLimitedToStartCounts: true,
  },
  drawRules: { moveRulePlies: 100, repetitions: 3 },
};

/** With the rule options of Yucata's extra pieces (grand-fairy-pieces.md; fairy/grand-options.ts): by default exactly `classic`. */
export const grand: VariantDefinition = { ...classic, ruleOptions: fairyRuleOptions(classic) };
