// Statistics of a sequential probability ratio test between two builds, as fishtest computes them
// (server/fishtest/stats/LLRcalc.py and stat_util.py): the generalized log-likelihood ratio (GSPRT) of
// H1 "elo = elo1" against H0 "elo = elo0" from the maximum-likelihood distributions with those means,
// and an Elo estimate with a 95% interval. Results come as counts per outcome category (a unit of play):
// trinomial (one game: loss, draw, win), pentanomial (a pair of games with colours swapped: 0, 1/2, 1,
// 3/2 or 2 points), or, with more players, the candidate's share of the points over one rotation of
// the seats. A unit's value is its share of the points, 0..1.
//
// With n players the Elo scale is the one where a candidate rated `elo` above n - 1 equal opponents
// expects the share 1 / (1 + (n - 1) 10^(-elo/400)) (Luce's choice model); for n = 2 this is the
// logistic Elo of fishtest.

export interface Outcomes {
  /** Each category's share of the points, ascending from 0 to 1. */
  values: number[];
  /** How many units ended in each category. */
  counts: number[];
}

/** Loss, draw, win counts of single games. */
export function trinomial([losses, draws, wins]: readonly [number, number, number]): Outcomes {
  return { values: [0, 0.5, 1], counts: [losses, draws, wins] };
}

/** Counts of game pairs scoring 0, 1/2, 1, 3/2 and 2 points (LL, LD+DL, LW+DD+WL, DW+WD, WW). */
export function pentanomial(counts: readonly [number, number, number, number, number]): Outcomes {
  return { values: [0, 0.25, 0.5, 0.75, 1], counts: [...counts] };
}

/** The expected share of a candidate `elo` above the others, with `players` players in a game. */
export function shareFromElo(elo: number, players = 2): number {
  return 1 / (1 + (players - 1) * 10 ** (-elo / 400));
}

/** The inverse of shareFromElo, with the share clamped to [0.001, 0.999] as fishtest does. */
export function eloFromShare(share: number, players = 2): number {
  const x = Math.min(Math.max(share, 1e-3), 1 - 1e-3);
  return 400 * Math.log10(((players - 1) * x) / (1 - x));
}

/** Empty categories get a tiny count, so that every category keeps a probability (fishtest's regularize). */
function regularize(counts: readonly number[]): number[] {
  return counts.map((count) => (count === 0 ? 1e-3 : count));
}

type Pdf = { value: number; p: number }[];

function toPdf(outcomes: Outcomes): { units: number; pdf: Pdf } {
  const counts = regularize(outcomes.counts);
  const units = counts.reduce((sum, count) => sum + count, 0);
  return { units, pdf: counts.map((count, i) => ({ value: outcomes.values[i]!, p: count / units })) };
}

function meanAndVariance(pdf: Pdf): { mean: number; variance: number } {
  const mean = pdf.reduce((sum, { value, p }) => sum + p * value, 0);
  return { mean, variance: pdf.reduce((sum, { value, p }) => sum + p * (value - mean) ** 2, 0) };
}

/**
 * The root x of sum p_i a_i / (1 + x a_i) = 0 between -1/max(a) and -1/min(a), where the sum falls
 * monotonically, by bisection (fishtest solves it with Brent's method: the same root).
 */
function secular(pdf: Pdf): number {
  const values = pdf.map(({ value }) => value);
  const low = Math.min(...values);
  const high = Math.max(...values);
  if (low * high >= 0) throw new Error('the secular equation needs values on both sides of zero');
  const f = (x: number) => pdf.reduce((sum, { value, p }) => sum + (p * value) / (1 + x * value), 0);
  let lower = -1 / high + 1e-9;
  let upper = -1 / low - 1e-9;
  for (let i = 0; i < 200 && upper - lower > 1e-15; i++) {
    const middle = (lower + upper) / 2;
    if (f(middle) > 0) lower = middle;
    else upper = middle;
  }
  return (lower + upper) / 2;
}

/** The distribution closest to the observed one (maximum likelihood) whose mean is `mean`. */
function mleWithMean(pdf: Pdf, mean: number): Pdf {
  const x = secular(pdf.map(({ value, p }) => ({ value: value - mean, p })));
  return pdf.map(({ value, p }) => ({ value, p: p / (1 + x * (value - mean)) }));
}

/** The generalized log-likelihood ratio of elo1 against elo0 (fishtest's LLR_logistic). */
export function logLikelihoodRatio(outcomes: Outcomes, elo0: number, elo1: number, players = 2): number {
  const { units, pdf } = toPdf(outcomes);
  const pdf0 = mleWithMean(pdf, shareFromElo(elo0, players));
  const pdf1 = mleWithMean(pdf, shareFromElo(elo1, players));
  return units * pdf.reduce((sum, { p }, i) => sum + p * (Math.log(pdf1[i]!.p) - Math.log(pdf0[i]!.p)), 0);
}

/** The SPRT's stopping bounds on the LLR for false-positive rate alpha and false-negative rate beta. */
export function sprtBounds(alpha = 0.05, beta = 0.05): { lower: number; upper: number } {
  return { lower: Math.log(beta / (1 - alpha)), upper: Math.log((1 - beta) / alpha) };
}

export interface SprtEloEstimate {
  elo: number;
  /** Half the width of the 95% interval, in Elo. */
  error: number;
  /** Likelihood of superiority: the probability that the candidate is the stronger. */
  los: number;
}

const Z975 = 1.959963984540054;

/** Standard normal distribution function (Abramowitz and Stegun 7.1.26 through erf; error below 1.5e-7). */
function phi(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Elo from the mean share, with the 95% interval of the mean mapped to Elo (fishtest's get_elo). */
export function estimateSprtElo(outcomes: Outcomes, players = 2): SprtEloEstimate {
  const { units, pdf } = toPdf(outcomes);
  const { mean, variance } = meanAndVariance(pdf);
  const spread = Math.sqrt(variance / units);
  const low = eloFromShare(mean - Z975 * spread, players);
  const high = eloFromShare(mean + Z975 * spread, players);
  return { elo: eloFromShare(mean, players), error: (high - low) / 2, los: phi((mean - 1 / players) / spread) };
}
