// Ends of the game that a rule declares before any move is looked at: a capture set taken (Wey's
// capture-set victory), only royal pieces left (Dreierschach), one party left (parties, takeover.ts). Once one holds, the game is over and the
// side to move has no move (Fairy-Stockfish's convention): generation, perft and search see none.
import { NO_CELL, VARIANT_CAPTURE_SET, VARIANT_TAKEOVER, VARIANT_BARE_ROYALS_DRAW } from "../abi";
import { sideToMove, typeTotal, partiesLeft, pieceTotal, royalCell } from "../core/position";
import { variantFlags, typeCount, lossThreshold, playerCount } from "../core/tables";

/** The variant flags of the rules checked here: one test of them keeps other games free of the checks. */
export const ENDING_RULES: i32 = VARIANT_CAPTURE_SET | VARIANT_TAKEOVER | VARIANT_BARE_ROYALS_DRAW;

/** Whether `player` has lost every type of the capture set down to its threshold. */
export function captureSetLost(player: i32): bool {
  let listed = false;
  for (let type = 1; type <= typeCount; type++) {
    const threshold = <i32>load<u8>(lossThreshold + type);
    if (threshold == 255) continue;
    if (typeTotal(player, type) > threshold) return false;
    listed = true;
  }
  return listed;
}

/** How many types of `player`'s capture set are already down to their threshold (0 without a capture set). */
export function captureSetTaken(player: i32): i32 {
  if (!(variantFlags & VARIANT_CAPTURE_SET)) return 0;
  let taken = 0;
  for (let type = 1; type <= typeCount; type++) {
    const threshold = <i32>load<u8>(lossThreshold + type);
    if (threshold != 255 && typeTotal(player, type) <= threshold) taken++;
  }
  return taken;
}

/** Whether the side to move has lost by a rule checked before its move (capture set). */
export function lostBeforeMoving(): bool {
  return (variantFlags & VARIANT_CAPTURE_SET) != 0 && captureSetLost(sideToMove);
}

/** Whether every player is down to a lone piece, its royal one. */
export function onlyRoyalsLeft(): bool {
  for (let player = 0; player < playerCount; player++) if (pieceTotal(player) != 1 || royalCell(player) == NO_CELL) return false;
  return true;
}

/** Whether some player's capture set is taken: the game ended with the move that took it. */
function anyCaptureSetLost(): bool {
  for (let player = 0; player < playerCount; player++) if (captureSetLost(player)) return true;
  return false;
}

/** Whether a rule has ended the game in this position (called only under ENDING_RULES). */
export function endedByRule(): bool {
  if ((variantFlags & VARIANT_TAKEOVER) && partiesLeft() <= 1) return true;
  if ((variantFlags & VARIANT_CAPTURE_SET) && anyCaptureSetLost()) return true;
  return (variantFlags & VARIANT_BARE_ROYALS_DRAW) != 0 && onlyRoyalsLeft();
}
