// Shallow pruning by the static exchange (see.ts): at low depth, a move that loses more material in the
// exchange on its target cell than the depth left is likely to win back is not searched. Quiet moves get a
// margin in depth squared (a piece left en prise goes at depth 1 to 3), captures one in depth.
import { exchangeWithin, seeJudges } from "./see";
import { orderScoreAt, HISTORY_LIMIT, BAD_CAPTURE_SCORE } from "./ordering";
import { enemyMayAttack } from "./enemy-attacks";
import { sideToMove } from "../core/position";

const MAX_DEPTH: i32 = 8;
const QUIET_MARGIN: i32 = 25; // centipawns a move may lose per depth squared
const CAPTURE_MARGIN: i32 = 150; // centipawns a capture may lose per depth

/**
 * Whether `move`, at `index` of `out` as scoreMoves ordered it, loses more in the exchange than `depth` allows, at
 * the node of ply `at`. Only where the static exchange sees every attacker (seeSupported()).
 */
export function losesExchange(move: i32, quiet: bool, depth: i32, out: usize, index: i32, at: i32): bool {
  if (depth > MAX_DEPTH || !seeJudges(move)) return false;
  // scoreMoves puts a capture that loses in the exchange below every other move: only those can lose here.
  // Such a capture's score is BAD_CAPTURE_SCORE + its exchange (pickBest judged it): no second look.
  if (!quiet) {
    const score = orderScoreAt(out, index);
    return score < -HISTORY_LIMIT && score - BAD_CAPTURE_SCORE < -CAPTURE_MARGIN * depth;
  }
  // With no enemy attacker of its target a quiet move loses nothing: the node's map of them tells (enemy-attacks.ts).
  if (!enemyMayAttack(move, at, sideToMove)) return false;
  // Only whether it is below the margin counts: exchangeWithin stops once that is known (a quiet move gains 0).
  const limit = -QUIET_MARGIN * depth * depth;
  return exchangeWithin(move, 0, limit - 1, limit) < limit;
}
