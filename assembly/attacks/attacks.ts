// Attack detection read backwards from the target cell: along each vector, the first piece met is
// an attacker when its own capture range along the reverse vector reaches that far ("super-piece").
// Pieces the reverse tables cannot express are traced forwards (traced.ts).
import { NO_CELL, VARIANT_SQUEEZE, VARIANT_RESTING_ATTACKERS } from "../abi";
import { attackRangeOf, lookItems, lookCounts, lookVector, lookReach, lookReverse } from "../core/derive";
import { pieceAt, royalCell, board } from "../core/position";
import { vectorCount, rayBase, ownerOf, variantFlags } from "../core/tables";
import { hasMechanicAttackers, mechanicAttacks, attackerActive } from "../mechanics/index";
import { gated, firstShut } from "../mechanics/squeeze";
import { firstLookStep, lookStepsEnd, nextStep, nextLine, stepCell, stepDistance, stepReverse } from "./look-steps";

/** The rules only the general copies of the attack tests know: squeezed steps, attackers that may rest. */
export const GENERAL_ATTACKS: i32 = VARIANT_SQUEEZE | VARIANT_RESTING_ATTACKERS;

/** Whether any piece not owned by `player` attacks `cell`. */
export function attackedByOthers(cell: i32, player: i32): bool {
  if (!(variantFlags & GENERAL_ATTACKS)) return attackedOpen(cell, player);
  return variantFlags & VARIANT_SQUEEZE ? attackedBySome(cell, player, -1) : attackedResting(cell, player);
}

/** Whether a piece of `attacker` attacks the royal piece of `player` (false without one). */
export function royalAttackedBy(player: i32, attacker: i32): bool {
  const royal = royalCell(player);
  return royal != NO_CELL && attackedBySome(royal, player, attacker);
}

// The attack test compiled three times: the hot one for boards without squeezed steps or resting attackers,
// asking about every other player; one for resting attackers alone (Jacks and Witches); the general one,
// for squeezed steps and for a single attacker.
// The hot one walks the cell's look lines as one list of steps (look-steps.ts): the first piece on each line.
function attackedOpen(cell: i32, player: i32): bool {
  const squares = board;
  let step = firstLookStep(cell);
  const end = lookStepsEnd(cell);
  while (step < end) {
    const item = load<u64>(step);
    const at = stepCell(item);
    const code = <i32>load<u16>(squares + (<usize>at << 1));
    if (code == 0) {
      step = nextStep(step);
      continue;
    }
    if (ownerOf(code) != player && attackRangeOf(code, at, stepReverse(item)) > stepDistance(item)) return true;
    step = nextLine(step, item);
  }
  if (hasMechanicAttackers()) return mechanicAttacks(cell, player, -1);
  return false;
}
function attackedResting(cell: i32, player: i32): bool { return attackedFrom(cell, player, -1, false, true); }
function attackedBySome(cell: i32, player: i32, only: i32): bool {
  return attackedFrom(cell, player, only, (variantFlags & VARIANT_SQUEEZE) != 0, (variantFlags & VARIANT_RESTING_ATTACKERS) != 0);
}

/**
 * Whether a piece not owned by `player` attacks `cell`; with `only` >= 0, a piece of that player. Under
 * `resting`, every attacker found must be active (mechanics/index.ts: not frozen, say).
 */
// @ts-ignore: decorator
@inline function attackedFrom(cell: i32, player: i32, only: i32, squeeze: bool, resting: bool): bool {
  let look = lookItems + (<usize>(cell * vectorCount) << 2);
  const lookEnd = look + (<usize>load<u8>(lookCounts + cell) << 2);
  for (; look < lookEnd; look += 4) {
    const entry = load<u32>(look);
    // Lines with squeezed steps get a walk of their own, so the others walk as on any board.
    if (squeeze && gated(lookVector(entry))) {
      if (attackerAlong(cell, entry, player, only, true, resting)) return true;
    } else if (attackerAlong(cell, entry, player, only, false, resting)) return true;
  }
  if (hasMechanicAttackers()) return mechanicAttacks(cell, player, only);
  return false;
}

/**
 * 1 + the distance of the first piece along one look entry's line when it attacks `cell` (not `player`'s;
 * `only`'s if set), else 0. On a line with squeezed steps (`gatedRay`), a shut step on the way closes it
 * (both ways: its between cells are the same from either end); the steps are looked at only once an
 * attacker is found, as most lines hold none.
 */
// @ts-ignore: decorator
@inline function attackerAlong(cell: i32, entry: u32, player: i32, only: i32, gatedRay: bool, resting: bool): i32 {
  const ray = rayBase(cell, lookVector(entry));
  // A walk by pointer with the board in a local, as see.ts's findFront: the compiled loop keeps both in registers.
  const end = ray + lookReach(entry);
  const squares = board;
  for (let step = ray; step < end; step++) {
    const target = <i32>load<u8>(step);
    const code = <i32>load<u16>(squares + (<usize>target << 1));
    if (code == 0) continue;
    const distance = <i32>(step - ray);
    const owner = ownerOf(code);
    if (!gatedRay && !resting) return owner != player && (only < 0 || owner == only) && attackRangeOf(code, target, lookReverse(entry)) > distance ? distance + 1 : 0;
    if (!gatedRay) {
      return owner != player && (only < 0 || owner == only) && attackRangeOf(code, target, lookReverse(entry)) > distance && attackerActive(target, cell) ? distance + 1 : 0;
    }
    if (owner == player || (only >= 0 && owner != only) || attackRangeOf(code, target, lookReverse(entry)) <= distance) return 0;
    if (resting && !attackerActive(target, cell)) return 0;
    return firstShut(ray, 0, distance) >= 0 ? 0 : distance + 1;
  }
  return 0;
}

/**
 * Whether the first piece along one look entry's line from `cell` (lookItems) attacks it and is not
 * `player`'s: attackedByOthers for one line, on boards with no squeezed steps or resting attackers.
 */
export function attackedAlongLook(cell: i32, entry: u32, player: i32): bool {
  return attackerAlong(cell, entry, player, -1, false, false) != 0;
}

/** The distance of the first piece on the ray at or after `from`, or `reach` when there is none before it. */
// @ts-ignore: decorator
@inline export function pieceDistance(ray: usize, from: i32, reach: i32): i32 {
  let distance = from;
  for (; distance < reach; distance++) if (pieceAt(<i32>load<u8>(ray + distance)) != 0) break;
  return distance;
}

// Where the last checker checkersOf found stands: the look vector from the attacked cell and the distance along it.
export let checkVector: i32 = 0;
export let checkDistance: i32 = 0;

/**
 * How many pieces not owned by `player` attack `cell`, counting to two; after one, checkVector and
 * checkDistance say where it stands. Only for boards whose attackers the look lists describe (no traced types).
 */
export function checkersOf(cell: i32, player: i32): i32 {
  const squeeze = (variantFlags & VARIANT_SQUEEZE) != 0;
  const resting = (variantFlags & VARIANT_RESTING_ATTACKERS) != 0;
  let found = 0;
  let look = lookItems + (<usize>(cell * vectorCount) << 2);
  const lookEnd = look + (<usize>load<u8>(lookCounts + cell) << 2);
  for (; look < lookEnd; look += 4) {
    const entry = load<u32>(look);
    const at = attackerAlong(cell, entry, player, -1, squeeze && gated(lookVector(entry)), resting);
    if (at == 0) continue;
    checkVector = lookVector(entry);
    checkDistance = at - 1;
    if (++found == 2) break;
  }
  return found;
}

/** Whether the player's royal piece stands attacked by another player (false without one). */
export function royalAttacked(player: i32): bool {
  const royal = royalCell(player);
  return royal != NO_CELL && attackedByOthers(royal, player);
}

