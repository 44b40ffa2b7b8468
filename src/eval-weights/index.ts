// The evaluation's weights as data: one table per variant (tuned by tools/tune-eval.ts and checked in
// beside this file), the defaults for every other variant (user variants included). The core reads them as
// i32 in sixteenths of a centipawn, one per feature of assembly/search/eval-terms.ts, in TERM_NAMES order and
// then per piece type its count (a correction to the derived material value) and its mobility.
import type { PieceType } from '../compile.js';
import { tunedWeights } from './tuned.js';

/** The fixed terms, in the core's order (assembly/search/eval-terms.ts TERM_*). */
export const TERM_NAMES = [
  'tempo', 'shelter', 'kingAttacks', 'kingAttacksSquared', 'hanging', 'threatenedByLesser',
  'passed', 'passedAdvance', 'doubled', 'pawnSupported', 'control', 'royalExposed', 'captureSetTaken', 'othersMean',
  'kingTropism', 'nextThreat', 'kingAttacksScaled',
] as const;
export type TermName = (typeof TERM_NAMES)[number];

/**
 * Centipawns per unit of each feature (othersMean is no feature: with three or more players, the share 0..1 of
 * the other parties' mean in the score the viewer plays against, the rest the strongest other's); per piece letter (upper case), a material correction and a mobility weight. */
export interface EvalWeights {
  terms: Record<TermName, number>;
  material: Record<string, number>;
  mobility: Record<string, number>;
  /** Mobility weight for a letter not listed. */
  mobilityDefault: number;
  /**
   * Tuned material and placement per piece letter (upper case), replacing the values derived from movement
   * (src/piece-values.ts) for the letters listed: compiled into the core's incremental material plus placement,
   * so they cost nothing per node (src/eval-weights/piece-tables.ts). Fixed when the variant is compiled:
   * Game.setEvaluationWeights does not change them.
   */
  pieces?: Record<string, PieceTable>;
}

/**
 * A piece's material value (cp; also what move ordering and pruning count it as) and its placement: cp added per
 * cell, [rank][file] from its owner's side of a square board (rank 0 its first rank, file 0 the a-file).
 */
export interface PieceTable {
  value: number;
  placement: number[][];
}

/**
 * The evaluation every game has had so far: tempo and the royal shelter on top of material and placement. With
 * only these weights set the core does not walk the pieces (eval-terms.ts), so a node costs what it did.
 */
export const DEFAULT_WEIGHTS: EvalWeights = {
  terms: {
    tempo: 10, shelter: 10, kingAttacks: 0, kingAttacksSquared: 0, hanging: 0, threatenedByLesser: 0,
    passed: 0, passedAdvance: 0, doubled: 0, pawnSupported: 0, control: 0, royalExposed: 0, captureSetTaken: -40, othersMean: 0, kingTropism: 0, nextThreat: 0, kingAttacksScaled: 0,
  },
  material: {},
  mobility: {},
  mobilityDefault: 0,
};

/** Hand-set starting weights for the tuner (tools/tune-eval.ts --from-start) when a variant has no table yet. */
export const STARTING_WEIGHTS: EvalWeights = {
  terms: {
    tempo: 10, shelter: 10, kingAttacks: -6, kingAttacksSquared: -1, hanging: -30, threatenedByLesser: -25,
    passed: 10, passedAdvance: 1, doubled: -10, pawnSupported: 5, control: 2, royalExposed: -3, captureSetTaken: -40, othersMean: 0, kingTropism: 0, nextThreat: 0, kingAttacksScaled: 0,
  },
  material: {},
  mobility: {},
  mobilityDefault: 2,
};

/**
 * Weights under which the core fills every feature (for the tuner and the tests that read them): the starting
 * weights, which walk the pieces, with king tropism and the next mover's threat weighted too (the core counts them
 * only where they are weighted).
 */
export const FEATURE_WEIGHTS: EvalWeights = { ...STARTING_WEIGHTS, terms: { ...STARTING_WEIGHTS.terms, kingTropism: 1, nextThreat: 1, kingAttacksScaled: 1 } };

/**
 * Set by hand where a self-play SPRT chose them (docs/strength.md, "Three players" and "The other games"), for games the
 * tuner has no table for. Wey's capture set at −20: +43.4 ± 31.3 Elo over −40 (−80: −127.0 ± 55.9).
 * Three players: the hand-set terms (attacks near the royal piece, hanging pieces, mobility, pawns) are worth
 * their 2.6–2.7× dearer node; a fit on 1,000 Dreierschach self-play games barely moved them. Witch's Chess for
 * three keeps othersMean 0 (a takeover game: the strongest party is the one to fear) and weighs the next mover's
 * threat on the player after it (nextThreat −0.5: +38.7 ± 28.9 Elo; Dreierschach +5.6 ± 21.2, undecided, keeps 0).
 * Not better (session 11, docs/strength.md): witch3 nextThreat −0.75, othersMean −0.5, the Raven counted in nextThreat;
 * Dreierschach othersMean 1.5, kingAttacksSquared −2 with nextThreat −0.5.
 */
const CHOSEN_WEIGHTS: Record<string, EvalWeights> = {
  dreierschach: { ...STARTING_WEIGHTS, terms: { ...STARTING_WEIGHTS.terms, othersMean: 1 } },
  witch3: { ...STARTING_WEIGHTS, terms: { ...STARTING_WEIGHTS.terms, nextThreat: -0.5 } },
  wey: { ...DEFAULT_WEIGHTS, terms: { ...DEFAULT_WEIGHTS.terms, captureSetTaken: -20 } },
};

export function weightsFor(variantId: string): EvalWeights {
  return tunedWeights[variantId] ?? CHOSEN_WEIGHTS[variantId] ?? DEFAULT_WEIGHTS;
}

/** The core's weights table: fixed terms, then per type (0..typeCount) material, then mobility. */
export function weightTable(weights: EvalWeights, pieceTypes: readonly (PieceType | undefined)[]): Int32Array {
  const typeSlots = pieceTypes.length; // type 0 (empty) included
  const table = new Int32Array(TERM_NAMES.length + 2 * typeSlots);
  const sixteenths = (centipawns: number) => Math.round(centipawns * 16);
  TERM_NAMES.forEach((name, index) => (table[index] = sixteenths(weights.terms[name] ?? 0)));
  pieceTypes.forEach((type, id) => {
    if (!type) return;
    table[TERM_NAMES.length + id] = sixteenths(weights.material[type.letter] ?? 0);
    table[TERM_NAMES.length + typeSlots + id] = sixteenths(weights.mobility[type.letter] ?? weights.mobilityDefault);
  });
  return table;
}
