// Elo difference from a match score, with a 95% interval. The interval is Wilson's score interval,
// which stays sensible near 0% and 100% where the normal approximation gives nonsense; it treats the
// score as binomial, which slightly overstates the spread when there are draws (the safe side).

export interface EloEstimate {
  /** Score fraction of the first player, 0..1. */
  score: number;
  /** Elo difference; ±Infinity when every game was won or lost. */
  elo: number;
  /** The 95% interval in Elo; `low` is -Infinity when nothing was scored, `high` +Infinity when nothing was lost. */
  low: number;
  high: number;
}

const Z95 = 1.959964;

export function eloFromScore(score: number): number {
  if (score <= 0) return -Infinity;
  if (score >= 1) return Infinity;
  return 400 * Math.log10(score / (1 - score));
}

export function estimateElo(wins: number, draws: number, losses: number): EloEstimate {
  const games = wins + draws + losses;
  if (games === 0) return { score: 0.5, elo: 0, low: -Infinity, high: Infinity };
  const score = (wins + draws / 2) / games;
  const z2 = Z95 * Z95;
  const center = (score + z2 / (2 * games)) / (1 + z2 / games);
  const half = (Z95 / (1 + z2 / games)) * Math.sqrt((score * (1 - score)) / games + z2 / (4 * games * games));
  return { score, elo: eloFromScore(score), low: eloFromScore(center - half), high: eloFromScore(center + half) };
}

const signed = (elo: number) => `${elo > 0 ? '+' : ''}${Math.round(elo)}`;

/** "-85 ± 112 (95%: -199 to +25)", or "< -410 (95%)" / "> +410 (95%)" when one side scored everything. */
export function formatElo({ elo, low, high }: EloEstimate): string {
  if (!Number.isFinite(elo) || !Number.isFinite(low) || !Number.isFinite(high)) {
    return Number.isFinite(high) ? `< ${signed(high)} (95%)` : `> ${signed(low)} (95%)`;
  }
  return `${signed(elo)} ± ${Math.round((high - low) / 2)} (95%: ${signed(low)} to ${signed(high)})`;
}
