// Three players under check rules (Dreierschach): a capture can check the player two turns on, and quiescence's
// stand-pat by the player between (not in check itself) ended the line there: the check, and a mate it gives,
// lay past the horizon (the root player's own king too, checked by one opponent while the other stood pat).
// There the side to move's stand-pat is what follows its pass: the checked player's evasions, which quiescence
// searches in full. Its quiet moves leave the check standing. Only where the side to move or the checked player is
// the root player: between two opponents the pass had one leave the other's king to the root player's check where the
// team would cover it (every such pass: -64.0 ± 50.4, 292af37). One pass a line: else checks chain without end.
import { VARIANT_PSEUDO_LEGAL, VARIANT_TAKEOVER } from "../abi";
import { royalAttacked } from "../attacks/attacks";
import { sideToMove } from "../core/position";
import { rootPlayer } from "./search-state";
import { playerCount, variantFlags } from "../core/tables";
import { nextPlayer } from "../mechanics/takeover";

let passing: bool = false; // a pass is on the line

/**
 * Whether the side to move, not in check, stands on its pass: the next player is in check, one of the two is the root
 * player, and no pass is on the line.
 */
export function nextPlayerChecked(): bool {
  if (playerCount < 3 || passing || (variantFlags & (VARIANT_PSEUDO_LEGAL | VARIANT_TAKEOVER)) != 0) return false;
  const next = nextPlayer(sideToMove);
  return (sideToMove == rootPlayer || next == rootPlayer) && royalAttacked(next);
}

// @ts-ignore: decorator
@inline export function startPass(): void { passing = true; }
// @ts-ignore: decorator
@inline export function endPass(): void { passing = false; }
