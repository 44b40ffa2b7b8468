// A per-player estimate for games of three or more players, beside the search's own score (which, under
// paranoid or BRS+, is the side to move against a team of the others and reads as a heavy loss even at the
// start). It is read after the search's chosen move only: the rest of the principal variation is the
// others playing as one team (paranoid) or only one of them replying (BRS+), not what each would play, and
// its end read witch3's start as 0.18/0.21/0.61. There each player's own static score (material, placement,
// royal shelter) less half of what it stands to lose where one of its pieces is attacked (the core's
// settledScoreOf: a line or a start often leaves pieces en prise) goes through a softmax:
// share = 10^(score / SHARE_SCALE) / sum over players of the same. With two players this is the usual
// logistic of the difference (400 centipawns ahead: 10 to 1, about 91%; one pawn of 100: 64%). A player
// out of the game, or mated by the move, gets 0. Computed once per reported line, never per node, so it
// changes no move the search chooses.
import type { CoreExports } from './core.js';
import type { VariantDefinition } from './variants/types.js';
import { STATUS_CHECKMATE, STATUS_LAST_PARTY, STATUS_NO_MOVES_LOSS, STATUS_ONGOING, STATUS_SET_CAPTURED, STATUS_SET_TAKEN } from '../assembly/abi.js';

/** Centipawns of advantage over another player that make a share ten times theirs. */
export const SHARE_SCALE = 1000;

/** Shares summing to 1 from each player's static score in centipawns. */
export function sharesFromScores(scores: readonly number[]): number[] {
  const top = Math.max(...scores);
  const weights = scores.map((score) => 10 ** ((score - top) / SHARE_SCALE));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => weight / total);
}

/** States of a finished line in which the side to move has lost (gen/status.ts), or has won. */
const SIDE_TO_MOVE_LOST = new Set([STATUS_CHECKMATE, STATUS_SET_CAPTURED, STATUS_NO_MOVES_LOSS]);
const SIDE_TO_MOVE_WON = new Set([STATUS_LAST_PARTY, STATUS_SET_TAKEN]);

/**
 * Every player's share after the core's current position plus `moves` (core move codes: the search gives
 * its chosen move): plays them, reads each player's settled score, takes them back. A player out of the
 * game, or mated where the moves end, gets 0; where that mate ends the game (three players without parties,
 * Dreierschach) the shares are the game's points (3/1/0: the mate's winner 0.75, the third 0.25); the only
 * party left gets everything.
 */
export function perPlayerShares(core: CoreExports, moves: readonly number[], definition: VariantDefinition): number[] {
  const players = definition.players.length;
  let played = 0;
  for (const move of moves) {
    if (core.play(move) !== 1) break;
    played++;
  }
  const state = core.status();
  const side = core.currentSide();
  const mated = SIDE_TO_MOVE_LOST.has(state);
  const winner = mated && !definition.victory?.takeover ? core.mateWinnerOf(side) : -1;
  const inGame = Array.from({ length: players }, (_, player) => core.piecesOf(player) > 0 && !(player === side && mated));
  const settled = state === STATUS_ONGOING;
  const scores = Array.from({ length: players }, (_, player) => (settled ? core.settledScoreOf(player) : core.staticScoreOf(player)));
  for (let at = 0; at < played; at++) core.undo();
  if (SIDE_TO_MOVE_WON.has(state)) return scores.map((_, player) => (player === side ? 1 : 0));
  if (winner >= 0) {
    const points = definition.scoring ?? { win: 1, draw: 0, loss: 0 };
    const earned = scores.map((_, player) => (player === winner ? points.win : player === side ? points.loss : points.draw));
    const total = earned.reduce((sum, value) => sum + value, 0);
    return earned.map((value) => value / total);
  }
  const shares = sharesFromScores(scores).map((share, player) => (inGame[player] ? share : 0));
  const total = shares.reduce((sum, share) => sum + share, 0);
  return total > 0 ? shares.map((share) => share / total) : shares;
}
