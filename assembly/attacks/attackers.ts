// Every piece that attacks a cell (the host's "checkers"): the routes of the attack test, collecting
// instead of stopping at the first attacker. The mechanics' attack tests report each attacker they find
// through attackerFound, which answers "stop" unless a collection is under way.
import { VARIANT_SQUEEZE, VARIANT_RESTING_ATTACKERS } from "../abi";
import { vectorCount, rayBase, ownerOf, variantFlags } from "../core/tables";
import { attackRangeOf, lookItems, lookCounts, lookVector, lookReach, lookReverse } from "../core/derive";
import { pieceAt } from "../core/position";
import { gated, firstShut } from "../mechanics/squeeze";
import { hasMechanicAttackers, mechanicAttacks, attackerActive } from "../mechanics/index";

let collecting: usize = 0; // u8[]: where the attackers' cells go, 0 when no collection is under way
let collected: i32 = 0;

/** An attacker was found on `cell`: true to stop looking, unless a collection is under way (then it is recorded). */
export function attackerFound(cell: i32): bool {
  if (collecting == 0) return true;
  store<u8>(collecting + collected++, cell);
  return false;
}

/** Writes the cells of the pieces not owned by `player` that attack `cell` to `out` (u8 each); returns how many. */
export function collectAttackers(cell: i32, player: i32, out: usize): i32 {
  collecting = out;
  collected = 0;
  const squeeze = (variantFlags & VARIANT_SQUEEZE) != 0;
  const resting = (variantFlags & VARIANT_RESTING_ATTACKERS) != 0;
  let look = lookItems + (<usize>(cell * vectorCount) << 2);
  const end = look + (<usize>load<u8>(lookCounts + cell) << 2);
  for (; look < end; look += 4) {
    const entry = load<u32>(look);
    const ray = rayBase(cell, lookVector(entry));
    for (let distance = 0; distance < lookReach(entry); distance++) {
      const at = <i32>load<u8>(ray + distance);
      const code = pieceAt(at);
      if (code == 0) continue;
      const attacks = ownerOf(code) != player && attackRangeOf(code, at, lookReverse(entry)) > distance
        && !(squeeze && gated(lookVector(entry)) && firstShut(ray, 0, distance) >= 0) && (!resting || attackerActive(at, cell));
      if (attacks) attackerFound(at);
      break;
    }
  }
  if (hasMechanicAttackers()) mechanicAttacks(cell, player, -1);
  collecting = 0;
  return collected;
}

