// A search score as one number of centipawns for adjudication: a mate counts as MATE_CP either way.
import type { Score } from '../src/search.js';

export const MATE_CP = 100_000;

export function asCp(score: Score | undefined): number | undefined {
  return score === undefined ? undefined : 'cp' in score ? score.cp : score.mate > 0 ? MATE_CP : -MATE_CP;
}

/**
 * A score to record as a label (tools/gen-games.ts `scores`): centipawns, or a mate in N moves (negative: being
 * mated) as ±(MATE_CP − |N|), so a record keeps the distance and isMateCp tells it from any centipawn score.
 */
export function labelCp(score: Score | undefined): number | null {
  return score === undefined ? null : 'cp' in score ? score.cp : (score.mate > 0 ? 1 : -1) * (MATE_CP - Math.abs(score.mate));
}

/** A recorded label that is a mate (labelCp), not centipawns. */
export function isMateCp(cp: number): boolean {
  return Math.abs(cp) > MATE_CP / 2;
}
