// A search score as one number of centipawns for adjudication: a mate counts as MATE_CP either way.
import type { Score } from '../src/search.js';

export const MATE_CP = 100_000;

export function asCp(score: Score | undefined): number | undefined {
  return score === undefined ? undefined : 'cp' in score ? score.cp : score.mate > 0 ? MATE_CP : -MATE_CP;
}
