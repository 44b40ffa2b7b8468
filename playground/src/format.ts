// Numbers and scores as the panels show them.
import type { Score } from 'cauldron/browser';

export function formatScore(score: Score): string {
  if ('mate' in score) return score.mate > 0 ? `#${score.mate}` : `#-${-score.mate}`;
  const pawns = score.cp / 100;
  return `${pawns > 0 ? '+' : ''}${pawns.toFixed(2)}`;
}

export function formatCount(count: number): string {
  if (count >= 1e9) return `${(count / 1e9).toFixed(2)} G`;
  if (count >= 1e6) return `${(count / 1e6).toFixed(2)} M`;
  if (count >= 1e4) return `${(count / 1e3).toFixed(1)} k`;
  return String(count);
}
