// Attacks of the pieces the reverse tables cannot express (TYPE_TRACED_ATTACKS: barrier-bound pieces,
// bent riders, moves of several legs, hops over two pieces): each such piece of the attacker is traced
// forwards, move by move.
import { NO_CELL, MODE_CAPTURE, MODE_HOP, MODE_HOP_LAND, TYPE_BARRIER_BOUND, TYPE_TRACED_ATTACKS, VARIANT_SQUEEZE, TRACED_ITEM_MODES } from "../abi";
import { facingOf, tracedTypeCount, tracedTypeAt } from "../core/derive";
import { pieceAt, pieceTotal, pieceCellAt, typeTotal } from "../core/position";
import {
  variantFlags, playerCount, rayBase, typeFlagsOf, typeOf, ownerOf, itemsOf, itemCountOf, itemVector, itemRange,
  itemMode,
} from "../core/tables";
import { stepBlocked } from "../mechanics/barrier";
import { attackersMayRest, attackerActive, mechanicItemReaches } from "../mechanics/index";
import { attackerFound } from "./attackers";
import { squeezed } from "../mechanics/squeeze";

/** Whether a piece of `attacker` whose attacks the reverse tables cannot express reaches `cell`. */
export function tracedAttack(cell: i32, attacker: i32): bool {
  const total = pieceTotal(attacker);
  for (let index = 0; index < total; index++) {
    const from = pieceCellAt(attacker, index);
    const code = pieceAt(from);
    if (!(typeFlagsOf(typeOf(code)) & TYPE_TRACED_ATTACKS) || !capturesOn(from, code, cell)) continue;
    if ((!attackersMayRest() || attackerActive(from, cell)) && attackerFound(from)) return true;
  }
  return false;
}

/** Whether the piece `code` on `from` could capture on `target` (were an enemy there). */
function capturesOn(from: i32, code: i32, target: i32): bool {
  const type = typeOf(code);
  const bound = (typeFlagsOf(type) & TYPE_BARRIER_BOUND) != 0;
  const facing = facingOf(ownerOf(code), from);
  const list = itemsOf(facing, type);
  const total = itemCountOf(facing, type);
  for (let i = 0; i < total; i++) {
    const item = load<i32>(list + (i << 2));
    const mode = itemMode(item);
    if (!(mode & MODE_CAPTURE)) continue;
    const vector = itemVector(item);
    const range = itemRange(item);
    if (mode & TRACED_ITEM_MODES) {
      if (mechanicItemReaches(from, item, mode, target)) return true;
      continue;
    }
    if (mode & (MODE_HOP | MODE_HOP_LAND)) continue; // hop.ts reads hoppers' attacks
    const ray = rayBase(from, vector);
    let previous = from;
    for (let distance = 0; distance < range; distance++) {
      const at = <i32>load<u8>(ray + distance);
      if (at == NO_CELL || (bound && stepBlocked(previous, vector))) break;
      if ((variantFlags & VARIANT_SQUEEZE) && squeezed(previous, vector)) break;
      if (at == target) return true;
      if (pieceAt(at)) break;
      previous = at;
    }
  }
  return false;
}


/** Whether a player other than `us` has a piece of a traced type on the board. */
export function tracedPiecesAgainst(us: i32): bool {
  for (let i = 0; i < tracedTypeCount; i++) {
    const type = tracedTypeAt(i);
    for (let player = 0; player < playerCount; player++) if (player != us && typeTotal(player, type) > 0) return true;
  }
  return false;
}
