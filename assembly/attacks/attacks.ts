// Attack detection read backwards from the target cell: along each vector, the first piece met is
// an attacker when its own capture range along the reverse vector reaches that far ("super-piece").
import {
  NO_CELL, MODE_CAPTURE, MODE_BENT_LEFT, MODE_BENT_RIGHT, TYPE_BARRIER_BOUND, vectorCount, lookRange, rayBase,
  reverseOf, attackRangeOf, ownerOf, typeOf, cellCount, playerCount, allocate, tracedTypeMask, facingOf, itemsOf,
  itemCountOf, itemVector, itemRange, itemMode, typeFlagsOf, stepBlocked, firstStep, turnLeft, turnRight,
  VARIANT_SQUEEZE, VARIANT_TAKEOVER, variantFlags, squeezed, gated, gates, lookItems, lookCounts, lookVector, lookReach,
  lookReverse, shut, gateInto,
} from "../core/tables";
import { board, pieceAt, pieceTotal, pieceCellAt, royalCell } from "../core/position";

/** Whether any piece not owned by `player` attacks `cell`. */
export function attackedByOthers(cell: i32, player: i32): bool {
  return variantFlags & VARIANT_SQUEEZE ? attackedBySome(cell, player, -1) : attackedOpen(cell, player);
}

/** Whether a piece of `attacker` attacks the royal piece of `player` (false without one). */
export function royalAttackedBy(player: i32, attacker: i32): bool {
  const royal = royalCell(player);
  return royal != NO_CELL && attackedBySome(royal, player, attacker);
}

// The attack test compiled twice: the hot one for boards without squeezed steps, asking about every
// other player; the general one, for the squeeze rule and for a single attacker.
function attackedOpen(cell: i32, player: i32): bool { return attackedFrom(cell, player, -1, false); }
function attackedBySome(cell: i32, player: i32, only: i32): bool {
  return attackedFrom(cell, player, only, (variantFlags & VARIANT_SQUEEZE) != 0);
}

/** Whether a piece not owned by `player` attacks `cell`; with `only` >= 0, a piece of that player. */
// @ts-ignore: decorator
@inline function attackedFrom(cell: i32, player: i32, only: i32, squeeze: bool): bool {
  let look = lookItems + (<usize>(cell * vectorCount) << 2);
  const lookEnd = look + (<usize>load<u8>(lookCounts + cell) << 2);
  for (; look < lookEnd; look += 4) {
    const entry = load<u32>(look);
    // Lines with squeezed steps get a walk of their own, so the others walk as on any board.
    if (squeeze && gated(lookVector(entry))) {
      if (attackerAlong(cell, entry, player, only, true)) return true;
    } else if (attackerAlong(cell, entry, player, only, false)) return true;
  }
  if (tracedTypeMask) {
    for (let other = 0; other < playerCount; other++) {
      if (other != player && (only < 0 || other == only) && tracedAttack(cell, other)) return true;
    }
  }
  return false;
}

/**
 * 1 + the distance of the first piece along one look entry's line when it attacks `cell` (not `player`'s;
 * `only`'s if set), else 0. On a line with squeezed steps (`gatedRay`), a shut step on the way closes it
 * (both ways: its between cells are the same from either end); the steps are looked at only once an
 * attacker is found, as most lines hold none.
 */
// @ts-ignore: decorator
@inline function attackerAlong(cell: i32, entry: u32, player: i32, only: i32, gatedRay: bool): i32 {
  const vector = lookVector(entry);
  const reach = lookReach(entry);
  const ray = rayBase(cell, vector);
  for (let distance = 0; distance < reach; distance++) {
    const target = <i32>load<u8>(ray + distance);
    const code = <i32>load<u8>(board + target);
    if (code == 0) continue;
    const owner = ownerOf(code);
    if (!gatedRay) return owner != player && (only < 0 || owner == only) && attackRangeOf(code, target, lookReverse(entry)) > distance ? distance + 1 : 0;
    if (owner == player || (only >= 0 && owner != only) || attackRangeOf(code, target, lookReverse(entry)) <= distance) return 0;
    return firstShut(ray, 0, distance) >= 0 ? 0 : distance + 1;
  }
  return 0;
}

/** The distance of the first piece on the ray at or after `from`, or `reach` when there is none before it. */
// @ts-ignore: decorator
@inline function pieceDistance(ray: usize, from: i32, reach: i32): i32 {
  let distance = from;
  for (; distance < reach; distance++) if (pieceAt(<i32>load<u8>(ray + distance)) != 0) break;
  return distance;
}

/** The first of the ray's steps `from` to `to` (into those ray cells) that is shut, or -1. */
// @ts-ignore: decorator
@inline function firstShut(ray: usize, from: i32, to: i32): i32 {
  for (let step = from; step <= to; step++) if (shut(board, gateInto(ray + step))) return step;
  return -1;
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
  let found = 0;
  let look = lookItems + (<usize>(cell * vectorCount) << 2);
  const lookEnd = look + (<usize>load<u8>(lookCounts + cell) << 2);
  for (; look < lookEnd; look += 4) {
    const entry = load<u32>(look);
    const at = attackerAlong(cell, entry, player, -1, squeeze && gated(lookVector(entry)));
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

/** Whether a piece of `attacker` whose attacks the reverse tables cannot express reaches `cell`. */
function tracedAttack(cell: i32, attacker: i32): bool {
  const total = pieceTotal(attacker);
  for (let index = 0; index < total; index++) {
    const from = pieceCellAt(attacker, index);
    const code = pieceAt(from);
    if ((tracedTypeMask & ((<u64>1) << typeOf(code))) && capturesOn(from, code, cell)) return true;
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
    if (mode & (MODE_BENT_LEFT | MODE_BENT_RIGHT)) {
      const turns = mode & MODE_BENT_LEFT ? turnLeft : turnRight;
      let at = from;
      let step = vector;
      for (let leap = 0; leap < range; leap++) {
        at = firstStep(at, step);
        if (at == NO_CELL) break;
        if (at == target) return true;
        if (load<u8>(board + at)) break;
        step = load<u8>(turns + step);
      }
      continue;
    }
    const ray = rayBase(from, vector);
    let previous = from;
    for (let distance = 0; distance < range; distance++) {
      const at = <i32>load<u8>(ray + distance);
      if (at == NO_CELL || (bound && stepBlocked(previous, vector))) break;
      if ((variantFlags & VARIANT_SQUEEZE) && squeezed(board, previous, vector)) break;
      if (at == target) return true;
      if (load<u8>(board + at)) break;
      previous = at;
    }
  }
  return false;
}

// u8[cell]: 1 + the vector from the royal piece through a pinned piece, 0 when not pinned; GATE_LINE
// plus that for a piece that alone shuts a squeezed step of the line; GATE_PINNED when every move of the
// piece must be tried (pinned twice, or under party rules).
export let pinVectors: usize = 0;
export const GATE_PINNED: i32 = 255;
export const GATE_LINE: i32 = 128;
// u8[]: cells marked in pinVectors, to clear them again cheaply.
let pinnedCells: usize = 0;
let pinnedCount: i32 = 0;

export function allocatePins(): void {
  pinVectors = allocate(cellCount);
  pinnedCells = allocate(cellCount);
}

/**
 * Marks `player`'s pieces that shield `royal` from an enemy rider: a piece on the line is pinned to it.
 * Under VARIANT_SQUEEZE so is a piece of ours that alone shuts a squeezed step of the line (its leaving
 * opens the step), marked GATE_LINE.
 */
export function markPins(royal: i32, player: i32): void {
  if (variantFlags & VARIANT_SQUEEZE) scanSqueezed(royal, player, false);
  else scanOpen(royal, player, false);
}

/**
 * One walk from the royal piece for both questions: whether it stands in check, and, when it does not,
 * which pieces are pinned (marked as markPins does). In check, nothing stays marked.
 */
export function checkedOrPinned(royal: i32, player: i32): bool {
  const checked = variantFlags & VARIANT_SQUEEZE ? scanSqueezed(royal, player, true) : scanOpen(royal, player, true);
  if (checked) clearPins();
  return checked;
}

function scanOpen(royal: i32, player: i32, checks: bool): bool { return royalScan(royal, player, checks, false); }
function scanSqueezed(royal: i32, player: i32, checks: bool): bool { return royalScan(royal, player, checks, true); }

/** Marks pins; with `checks`, also answers whether the royal piece is attacked (stopping at the first attacker). */
// @ts-ignore: decorator
@inline function royalScan(royal: i32, player: i32, checks: bool, squeeze: bool): bool {
  const least = checks ? 1 : 2; // pins need a rider's line; a check, any attack
  let look = lookItems + (<usize>(royal * vectorCount) << 2);
  const lookEnd = look + (<usize>load<u8>(lookCounts + royal) << 2);
  for (; look < lookEnd; look += 4) {
    const entry = load<u32>(look);
    // Lines with squeezed steps get a walk of their own, so the others walk as on any board. A line of
    // one step pins too when that step is shut by our pieces: leaving its between cell opens it.
    if (squeeze && gated(lookVector(entry))) {
      if (scanGatedLine(royal, entry, player, checks)) return true;
    } else if (lookReach(entry) >= least && scanLine(royal, entry, player, checks)) return true;
  }
  if (checks && tracedTypeMask) {
    for (let other = 0; other < playerCount; other++) if (other != player && tracedAttack(royal, other)) return true;
  }
  return false;
}

/**
 * One line of the royal scan: the first piece on it and the one behind. True when `checks` and the first
 * piece is an enemy attacking along the line; our piece with an enemy attacking behind it is pinned.
 * Its two walks are written out rather than calling pieceDistance: the hottest loop of Witch's Chess, 0.5%
 * fewer instructions per perft leaf so (bench/instructions.ts).
 */
// @ts-ignore: decorator
@inline function scanLine(royal: i32, entry: u32, player: i32, checks: bool): bool {
  const vector = lookVector(entry);
  const reach = lookReach(entry);
  const reverse = lookReverse(entry);
  const ray = rayBase(royal, vector);
  let distance = 0;
  let target = NO_CELL;
  let code = 0;
  for (; distance < reach; distance++) {
    target = <i32>load<u8>(ray + distance);
    code = pieceAt(target);
    if (code != 0) break;
  }
  if (distance == reach) return false;
  if (ownerOf(code) != player) return checks && attackRangeOf(code, target, reverse) > distance;
  const shield = target;
  distance++;
  for (; distance < reach; distance++) {
    target = <i32>load<u8>(ray + distance);
    code = pieceAt(target);
    if (code == 0) continue;
    if (ownerOf(code) == player || attackRangeOf(code, target, reverse) <= distance) return false;
    // Under party rules a pinned piece may capture the pinner's royal piece and take the pinner over.
    const lineKept = (variantFlags & VARIANT_TAKEOVER) != 0;
    markPinned(shield, lineKept ? GATE_PINNED : vector + 1);
    return false;
  }
  return false;
}

/**
 * scanLine for a line with squeezed steps. Its steps are looked at only once an attacker is found (most
 * lines hold none): a shut step before the attacker closes the line, and, when it is the only one, pins
 * our pieces on its between cells.
 */
// @ts-ignore: decorator
@inline function scanGatedLine(royal: i32, entry: u32, player: i32, checks: bool): bool {
  const vector = lookVector(entry);
  const reach = lookReach(entry);
  const reverse = lookReverse(entry);
  const ray = rayBase(royal, vector);
  const first = pieceDistance(ray, 0, reach);
  if (first == reach) return false;
  const firstCell = <i32>load<u8>(ray + first);
  const code = pieceAt(firstCell);
  const lineKept = (variantFlags & VARIANT_TAKEOVER) != 0;
  if (ownerOf(code) != player) {
    if (attackRangeOf(code, firstCell, reverse) <= first) return false;
    const gateStep = firstShut(ray, 0, first);
    if (gateStep < 0) return checks;
    const gate = gateInto(ray + gateStep);
    // Others' pieces alone on the gate: no move of ours opens it.
    if (!ownsGate(gate, player) || firstShut(ray, gateStep + 1, first) >= 0) return false;
    for (let side = 0; side < 2; side++) {
      const cell = (gate >> (side << 3)) & 0xff;
      if (ownerOf(pieceAt(cell)) == player) markPinned(cell, lineKept || vector >= GATE_LINE - 2 ? GATE_PINNED : GATE_LINE | (vector + 1));
    }
    return false;
  }
  const behind = pieceDistance(ray, first + 1, reach);
  if (behind == reach) return false;
  const target = <i32>load<u8>(ray + behind);
  const pinner = pieceAt(target);
  if (ownerOf(pinner) == player || attackRangeOf(pinner, target, reverse) <= behind) return false;
  if (firstShut(ray, 0, behind) >= 0) return false;
  // (The pinned piece may also step off the line onto a between cell that shuts it: see allowLine.)
  markPinned(firstCell, lineKept ? GATE_PINNED : vector + 1);
  return false;
}

/** Whether a piece of `player` stands on one of a step's two between cells (packed, both occupied). */
function ownsGate(gate: i32, player: i32): bool {
  return ownerOf(pieceAt(gate & 0xff)) == player || ownerOf(pieceAt(gate >> 8)) == player;
}

/**
 * Records a pin; a gate pin (every move tested) outranks a line pin, and so do two line pins (riders
 * whose vectors are parallel, say a rook and a dabbaba-rider, can pin one piece twice).
 */
function markPinned(cell: i32, value: i32): void {
  const previous = <i32>load<u8>(pinVectors + cell);
  if (previous == GATE_PINNED) return;
  if (previous == 0) store<u8>(pinnedCells + pinnedCount++, cell);
  store<u8>(pinVectors + cell, previous == 0 || previous == value ? value : GATE_PINNED);
}

export function pinnedTotal(): i32 { return pinnedCount; }
export function pinnedCellAt(index: i32): i32 { return load<u8>(pinnedCells + index); }

export function clearPins(): void {
  for (let i = 0; i < pinnedCount; i++) store<u8>(pinVectors + load<u8>(pinnedCells + i), 0);
  pinnedCount = 0;
}
