import type { RuleOption, VariantDefinition } from './types.js';
import { whiteAndBlack } from './players.js';

/**
 * Jacks and Witches 84 (Antoine Fourrière, 2002). Spec: shared/rules/jacks84.md. 12x8 with the twelve
 * centre squares removed, four teleporters (exclusion rule, endgame switch-off), two Jacks in hand each,
 * immobilising and dragging Witches, Can(n)ons that flip between Pao and Vao, Lions.
 */
const FILES = 'yzabcdefghij';
const HOLES = ['c4', 'c5', 'd3', 'd4', 'd5', 'd6', 'e3', 'e4', 'e5', 'e6', 'f4', 'f5'];
const START = 'lcrnbwkbnrcl/pppp4pppp/5**5/4****4/4****4/5**5/PPPP4PPPP/LCRNBWKBNRCL[JJjj] w T - 0 1';
const rank = (number: number) => [...FILES].map((file) => `${file}${number}`).filter((cell) => !HOLES.includes(cell));
const PROMOTIONS = 'WLCRNB';

/** An ASSUMED reading of the spec as a choice between two values, the spec's default first. */
function choice(description: string, values: [string, string], apply: (definition: VariantDefinition, first: boolean) => VariantDefinition): RuleOption {
  return { description, default: values[0], choices: values, apply: (definition, value) => apply(definition, value === values[0]) };
}

export const jacks84: VariantDefinition = {
  id: 'jacks84',
  name: 'Jacks and Witches 84',
  description: '12x8 less the centre, teleporters, Jacks dropped from the hand, immobilising Witches, flipping Can(n)ons',
  board: { kind: 'square', files: 12, ranks: 8, fileLetters: FILES, holes: HOLES },
  players: whiteAndBlack,
  pieces: [
    { letter: 'P', name: 'pawn', betza: 'fmWfcF', pawn: true },
    { letter: 'N', name: 'knight', betza: 'N' },
    { letter: 'B', name: 'bishop', betza: 'B' },
    { letter: 'R', name: 'rook', betza: 'R' },
    // Leaps two squares quietly, captures only one square away.
    { letter: 'L', name: 'lion', betza: 'mDmAcK' },
    // The Can(n)on in its two modes: Pao (rook lines) and Vao (bishop lines); captures over one screen.
    { letter: 'C', name: 'can(n)on (Pao)', betza: 'mRcpR', flipsTo: 'V', modeLetter: 'p', family: 'C' },
    { letter: 'V', name: 'can(n)on (Vao)', betza: 'mBcpB', flipsTo: 'C', modeLetter: 'v', family: 'C' },
    // Moves like a queen, never captures; freezes the enemy pieces next to it and drags the one it leaves.
    { letter: 'W', name: 'witch', betza: 'mQ', freezes: true, drags: true },
    // Moves from its eye as a Wazir or a Ferz (compile-mechanics.ts, assembly/mechanics/jack.ts).
    { letter: 'J', name: 'jack', mechanic: 'jack', value: 180 },
    { letter: 'K', name: 'king', betza: 'K', royal: true },
  ],
  startFen: START,
  pawnRules: {
    doubleStepRanks: [2],
    optionalPromotionRanks: [],
    compulsoryPromotionRanks: [8],
    promotionTypes: `${PROMOTIONS}J`,
    promotionLimitedToStartCounts: false,
  },
  hands: { pieces: 'J', dropCells: [['c2', 'd2', 'e2', 'f2'], ['c7', 'd7', 'e7', 'f7']] },
  teleports: { cells: ['c3', 'c6', 'f3', 'f6'], exclusion: true, endCells: [rank(8), rank(1)], endsForGood: true, checkObeysExclusion: false },
  jack: { eyeStep: 'always', blindTeleport: false },
  drawRules: { moveRulePlies: 100, repetitions: 3 },
  ruleOptions: {
    jackBlindTeleport: choice('off: a Jack whose eye is occupied cannot teleport either (default); on: it may', ['off', 'on'],
      (definition, off) => ({ ...definition, jack: { ...definition.jack!, blindTeleport: !off } })),
    invertedWazir: choice('always: a Jack next to its eye may step onto it in either mode (default); wazirMode: only while Jacks move as Wazirs',
      ['always', 'wazirMode'], (definition, always) => ({ ...definition, jack: { ...definition.jack!, eyeStep: always ? 'always' : 'wazirMode' } })),
    checkObeysExclusion: choice('off: a capture the exclusion rule forbids still gives check (default); on: it does not', ['off', 'on'],
      (definition, off) => ({ ...definition, teleports: { ...definition.teleports!, checkObeysExclusion: !off } })),
    teleportEndgame: choice('permanent: a King on the far rank ends teleporting for good (default); whileThere: while it stands there',
      ['permanent', 'whileThere'], (definition, permanent) => ({ ...definition, teleports: { ...definition.teleports!, endsForGood: permanent } })),
    promoteToJack: choice('on: a pawn may promote to a Jack (default); off: not', ['on', 'off'],
      (definition, on) => ({ ...definition, pawnRules: { ...definition.pawnRules, promotionTypes: on ? `${PROMOTIONS}J` : PROMOTIONS } })),
  },
};
