// Three players under check rules (Dreierschach): a capture can check the player two turns on, and quiescence's
// stand-pat by the player between (not in check itself) ended the line there: the check, and a mate it gives,
// lay past the horizon (the root player's own king too, checked by one opponent while the other stood pat).
// There the side to move's stand-pat is what follows its pass: the checked player's evasions, which quiescence
// searches in full. Its quiet moves leave the check standing, and the other players do not cover each other.
// One pass a line: a pass under a pass would let checks chain without end.
import { VARIANT_PSEUDO_LEGAL, VARIANT_TAKEOVER } from "../abi";
import { royalAttacked } from "../attacks/attacks";
import { sideToMove } from "../core/position";
import { playerCount, variantFlags } from "../core/tables";
import { nextPlayer } from "../mechanics/takeover";

let passing: bool = false; // a pass is on the line

/** Whether the side to move, not in check, stands on its pass: the next player is in check and no pass is on the line. */
export function nextPlayerChecked(): bool {
  if (playerCount < 3 || passing || (variantFlags & (VARIANT_PSEUDO_LEGAL | VARIANT_TAKEOVER)) != 0) return false;
  return royalAttacked(nextPlayer(sideToMove));
}

// @ts-ignore: decorator
@inline export function startPass(): void { passing = true; }
// @ts-ignore: decorator
@inline export function endPass(): void { passing = false; }
