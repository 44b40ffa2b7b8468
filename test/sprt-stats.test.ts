// The SPRT's statistics against figures computed with fishtest's own code (server/fishtest/stats/
// LLRcalc.py: LLR_logistic; stat_util.py: get_elo), run with Python and SciPy on the same counts.
import { describe, it, expect } from 'vitest';
import {
  trinomial, pentanomial, logLikelihoodRatio, estimateSprtElo, sprtBounds, shareFromElo, eloFromShare,
} from '../tools/sprt-stats.js';

describe('SPRT statistics (as fishtest computes them)', () => {
  it('gives the LLR of pentanomial counts for logistic Elo bounds', () => {
    const counts = pentanomial([3, 50, 120, 70, 7]);
    expect(logLikelihoodRatio(counts, 0, 5)).toBeCloseTo(1.1053108225, 6);
    expect(logLikelihoodRatio(counts, 0, 15)).toBeCloseTo(2.3470193856, 6);
    expect(logLikelihoodRatio(counts, -5, 5)).toBeCloseTo(2.5248354721, 6);
    // An even result leans to H0 of [0, 5] and sits in the middle of [-5, 5].
    const even = pentanomial([10, 20, 30, 20, 10]);
    expect(logLikelihoodRatio(even, 0, 5)).toBeCloseTo(-0.0279531994, 6);
    expect(logLikelihoodRatio(even, 0, 15)).toBeCloseTo(-0.2511465514, 6);
    expect(logLikelihoodRatio(even, -5, 5)).toBeCloseTo(0, 9);
  });

  it('gives the LLR of trinomial counts (losses, draws, wins)', () => {
    expect(logLikelihoodRatio(trinomial([100, 300, 400]), 0, 5)).toBeCloseTo(6.7926991477, 6);
    expect(logLikelihoodRatio(trinomial([100, 300, 400]), 0, 15)).toBeCloseTo(19.6805365852, 5);
    expect(logLikelihoodRatio(trinomial([30, 10, 60]), -5, 5)).toBeCloseTo(0.959402461, 6);
  });

  it('regularizes empty categories as fishtest does', () => {
    const sparse = pentanomial([1, 0, 0, 0, 3]);
    expect(logLikelihoodRatio(sparse, 0, 15)).toBeCloseTo(0.0826715403, 6);
    const estimate = estimateSprtElo(sparse);
    expect(estimate.elo).toBeCloseTo(190.6749576249, 5);
    expect(estimate.error).toBeCloseTo(663.1210795051, 3);
  });

  it('estimates Elo, its 95% error and the likelihood of superiority', () => {
    const pairs = estimateSprtElo(pentanomial([3, 50, 120, 70, 7]));
    expect(pairs.elo).toBeCloseTo(19.4767695599, 6);
    expect(pairs.error).toBeCloseTo(17.1250928083, 6);
    expect(pairs.los).toBeCloseTo(0.9873113938, 5);
    const games = estimateSprtElo(trinomial([30, 10, 60]));
    expect(games.elo).toBeCloseTo(107.538124917, 6);
    expect(games.error).toBeCloseTo(68.4577071753, 6);
    expect(games.los).toBeCloseTo(0.9995709397, 5);
    const even = estimateSprtElo(pentanomial([10, 20, 30, 20, 10]));
    expect(even.elo).toBeCloseTo(0, 9);
    expect(even.error).toBeCloseTo(41.6402163437, 6);
    expect(even.los).toBeCloseTo(0.5, 6);
  });

  it('has the usual stopping bounds for 5% errors', () => {
    const { lower, upper } = sprtBounds(0.05, 0.05);
    expect(lower).toBeCloseTo(-2.944438979, 8);
    expect(upper).toBeCloseTo(2.944438979, 8);
  });

  it('scales Elo for three players: one candidate against two equal opponents expects a third', () => {
    expect(shareFromElo(0, 3)).toBeCloseTo(1 / 3, 12);
    expect(eloFromShare(0.5, 3)).toBeCloseTo(400 * Math.log10(2), 9);
    expect(eloFromShare(shareFromElo(73, 3), 3)).toBeCloseTo(73, 9);
    expect(shareFromElo(100, 2)).toBeCloseTo(1 / (1 + 10 ** -0.25), 12);
    // Shares over one rotation of the seats: fishtest's LLR on this distribution with s = shareFromElo(elo, 3).
    const rotations = { values: [0, 1 / 3, 0.5, 2 / 3, 1], counts: [5, 10, 3, 8, 4] };
    expect(logLikelihoodRatio(rotations, 0, 20, 3)).toBeCloseTo(1.0992677009, 6);
    const estimate = estimateSprtElo(rotations, 3);
    expect(estimate.elo).toBeCloseTo(101.0901264358, 6);
    expect(estimate.error).toBeCloseTo(76.4179927838, 6);
  });
});
