// Grand Chess rule options for Yucata's extra pieces (grand-fairy-pieces.md §1, §2, §5): set-up mode,
// seed, count and chosen pieces, duplicates, mirror, promotion mode, the 5-move lock and the piece
// options. Every option stores its value in the definition's ruleValues and rebuilds the variant from
// the classic one, so the order options are given in does not matter.
import { CauldronError } from '../../errors.js';
import { coreFeature } from '../betza.js';
import { MAX_TYPES } from '../../../assembly/abi.js';
import type { PieceDefinition, RuleOption, VariantDefinition } from '../types.js';
import { countWhitePieces } from '../../notation/piece-token.js';
import { fairyBetza, fairyMovement, fairyPiece } from './catalogue.js';
import { DEFAULT_PIECE_OPTIONS, PIECE_OPTIONS, type PieceOptionValues } from './piece-options.js';
import { PROMOTION_MODES, promotionRules, type PromotionMode } from './promotion.js';
import { generateSetup, SETUP_MODES, type SetupMode } from './setup.js';

const CHOICE = (description: string, defaultValue: string, choices: string[]) => ({ description, default: defaultValue, choices });
const SETTINGS: Record<string, { description: string; default: string; choices?: string[] }> = {
  setup: { description: `start array: ${SETUP_MODES.join(', ')} (§1.1), or a FEN (which also fixes the initial counts for promotion mode captured)`, default: 'classic' },
  seed: { description: 'seed of the random set-up (the same seed gives the same array)', default: '1' },
  count: { description: 'extra pieces in the random modes (0-10, 0-19; default the maximum)', default: '' },
  pieces: { description: 'chosen modes: the pieces, comma-separated codes or English names (White\'s half first)', default: '' },
  duplicates: CHOICE('a type may be drawn or chosen more than once (§1.3)', 'false', ['false', 'true']),
  mirror: CHOICE('Black\'s array is White\'s rotated by 180° instead of reflected (§1.2)', 'false', ['false', 'true']),
  promotion: CHOICE('types a pawn may become (§1.4)', 'captured', [...PROMOTION_MODES]),
  lockMoves: { description: 'the locked types (§2) may not move during their owner\'s first N moves (0: no lock)', default: '5' },
  lockCount: CHOICE('the lock counts the owner\'s moves (own) or the game\'s plies (plies) (§5.9)', 'own', ['own', 'plies']),
  lockedPiecesAttack: CHOICE('locked pieces give check (§5.10)', 'false', ['false', 'true']),
  ...PIECE_OPTIONS,
};

/** The rule options, closed over the classic definition they rebuild from. */
export function fairyRuleOptions(classic: VariantDefinition): Record<string, RuleOption> {
  return Object.fromEntries(Object.entries(SETTINGS).map(([name, setting]) => [name, {
    description: setting.description,
    default: setting.default,
    ...(setting.choices ? { choices: setting.choices } : {}),
    apply: (definition: VariantDefinition, value: string) => deriveGrand(classic, { ...definition.ruleValues, [name]: value }),
  }]));
}

/** Grand Chess under these rule values; refuses what today's core cannot play, naming the feature. */
export function deriveGrand(classic: VariantDefinition, values: Readonly<Record<string, string>>): VariantDefinition {
  const value = (name: string) => values[name] ?? SETTINGS[name]!.default;
  const whole = (name: string, minimum: number) => {
    const text = value(name);
    if (!/^\d+$/.test(text) || Number(text) < minimum) throw new CauldronError(`rule option ${name} of grand must be a whole number >= ${minimum}, got '${text}'`);
    return Number(text);
  };
  const setup = value('setup');
  const startFen = (SETUP_MODES as readonly string[]).includes(setup)
    ? generateSetup({
      mode: setup as SetupMode, seed: whole('seed', 0), count: value('count') === '' ? undefined : whole('count', 0),
      pieces: value('pieces').split(',').map((piece) => piece.trim()).filter(Boolean), duplicates: value('duplicates') === 'true', mirror: value('mirror') === 'true',
    }).fen
    : setup;
  const pieceOptions = Object.fromEntries(Object.keys(DEFAULT_PIECE_OPTIONS).map((name) => [name, value(name)])) as PieceOptionValues;
  const classicCodes = new Set(classic.pieces.map((piece) => piece.letter));
  const mode = value('promotion') as PromotionMode;
  const startTypes = [...countWhitePieces(startFen).keys()];
  const promotion = promotionRules(mode, startTypes);
  // Pieces: the classic ones, then every extra type the game can hold (in the array or by promotion).
  const extraCodes = [...new Set([...startTypes, ...promotion.promotionTypes])].filter((code) => !classicCodes.has(code));
  const extras = extraCodes.map((code) => extraPiece(code, pieceOptions));
  const derived: VariantDefinition = {
    ...classic,
    pieces: [...classic.pieces, ...extras],
    startFen,
    pawnRules: { ...classic.pawnRules, ...promotion },
    ruleValues: { ...values },
    // Only where a locked type can be on the board: the lock's rule state and silent attackers cost time.
    ...(extraCodes.some((code) => fairyPiece(code).locked) ? {
      lock: {
        moves: whole('lockMoves', 0), count: value('lockCount') as 'own' | 'plies', lockedAttack: value('lockedPiecesAttack') === 'true',
        pieces: extraCodes.filter((code) => fairyPiece(code).locked),
      },
    } : {}),
    // Checked once every option is set (see withRuleOptions).
    check: (final) => checkCoreSupport(final),
  };
  return derived;
}

function extraPiece(code: string, options: PieceOptionValues): PieceDefinition {
  const entry = fairyPiece(code);
  const movement = fairyMovement(entry, options);
  const betza = entry.builtin ? undefined : fairyBetza(entry, options);
  return { letter: entry.code, name: entry.english.toLowerCase(), ...(betza ? { betza } : {}), movement };
}

// What the core cannot play (first-move-only moves, more types than it takes) is refused here by name.
function checkCoreSupport(definition: VariantDefinition): void {
  const missing = (feature: string): never => {
    throw new CauldronError(`grand with these rules needs ${feature}, which the core does not play yet (the mechanics core, issue 16)`);
  };
  for (const piece of definition.pieces) {
    const feature = (piece.movement ?? []).map(coreFeature).find((lacking) => lacking !== undefined);
    if (feature) missing(`${feature} for the ${piece.name} (${piece.letter})`);
  }
  if (definition.pieces.length > MAX_TYPES) missing(`${definition.pieces.length} piece types (more than ${MAX_TYPES})`);
}
