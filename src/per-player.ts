// A per-player estimate for games of three or more players, beside the search's own score (which, under
// paranoid or BRS+, is the side to move against a team of the others and reads as a heavy loss even at the
// start). Each player's own static score (material, placement, royal shelter) at the end of the principal
// variation goes through a softmax: share = 10^(score / SHARE_SCALE) / sum over players of the same.
// With two players this is the usual logistic of the difference (400 centipawns ahead: 10 to 1, about
// 91%; one pawn of 100: 64%). Computed once per reported line by playing the line out and taking it back,
// never per node, so it changes no move the search chooses.
import type { CoreExports } from './core.js';

/** Centipawns of advantage over another player that make a share ten times theirs. */
export const SHARE_SCALE = 1000;

/** Shares summing to 1 from each player's static score in centipawns. */
export function sharesFromScores(scores: readonly number[]): number[] {
  const top = Math.max(...scores);
  const weights = scores.map((score) => 10 ** ((score - top) / SHARE_SCALE));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => weight / total);
}

/**
 * Every player's share after the core's current position plus `moves` (core move codes, the principal
 * variation): plays them, reads each player's static score, takes them back. A player without pieces
 * (out of the game) scores 0 centipawns of its own, which leaves it a share near nothing.
 */
export function perPlayerShares(core: CoreExports, moves: readonly number[], players: number): number[] {
  let played = 0;
  for (const move of moves) {
    if (core.play(move) !== 1) break;
    played++;
  }
  const scores = Array.from({ length: players }, (_, player) => core.staticScoreOf(player));
  for (let at = 0; at < played; at++) core.undo();
  return sharesFromScores(scores);
}
