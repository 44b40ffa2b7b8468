// Promotion modes of grand-fairy-pieces.md §1.4: which types a pawn may become, and how many.
import { CLASSIC_PIECES, MOVEMENT_PIECES } from './catalogue.js';

export const PROMOTION_MODES = ['captured', 'initial', 'all'] as const;
export type PromotionMode = (typeof PROMOTION_MODES)[number];

export interface PromotionRules {
  /** Codes a pawn may become, classic ones first. */
  promotionTypes: string[];
  /** captured: only a type its side has fewer of on the board than in the start position. */
  promotionLimitedToStartCounts: boolean;
}

const CLASSIC_ORDER = CLASSIC_PIECES.map((piece) => piece.code as string);
const ordered = (codes: Iterable<string>) => {
  const set = new Set(codes);
  return [...CLASSIC_ORDER, ...MOVEMENT_PIECES.map((piece) => piece.code)].filter((code) => set.has(code));
};

/**
 * captured (default, classic Grand Chess): the start position's non-royal, non-pawn types, each up to
 * its start count; initial: the same types without limit; all: every implemented type (the classic six
 * and the part-1 extras; §1.4 counts 79 once part 2's eleven are in).
 */
export function promotionRules(mode: PromotionMode, startTypes: Iterable<string>): PromotionRules {
  if (mode === 'all') return { promotionTypes: ordered([...CLASSIC_ORDER, ...MOVEMENT_PIECES.map((piece) => piece.code)]), promotionLimitedToStartCounts: false };
  const types = ordered([...startTypes].filter((code) => code !== 'K' && code !== 'P'));
  return { promotionTypes: types, promotionLimitedToStartCounts: mode === 'captured' };
}
