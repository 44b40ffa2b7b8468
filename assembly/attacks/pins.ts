// Pins: one walk along the lines from the royal piece marks the pieces that shield it from an enemy
// rider (and, under the squeeze rule, the pieces whose leaving would open a squeezed step onto it); the
// same walk answers whether it stands in check.
import { pieceDistance } from "./attacks";
import { NO_CELL, VARIANT_SQUEEZE, VARIANT_TAKEOVER, VARIANT_RESTING_ATTACKERS, TYPE_TRIED_WHEN_PINNED } from "../abi";
import { attackRangeOf, lookItems, lookCounts, lookVector, lookReach, lookReverse, isLongVector } from "../core/derive";
import { pieceAt, pieceTotal, pieceCells, MAX_PIECES } from "../core/position";
import { SEVERAL, linesThroughDerived, linesThroughRow } from "./lines-through";
import { allocate, cellCount, vectorCount, playerCount, variantFlags, rayBase, ownerOf, typeOf, typeFlagsOf } from "../core/tables";
import { hasMechanicAttackers, mechanicAttacks, attackerActive } from "../mechanics/index";
import { GENERAL_ATTACKS } from "./attacks";
import { gated, gateInto, firstShut, ownsGate } from "../mechanics/squeeze";

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
  if (variantFlags & GENERAL_ATTACKS) scanGeneral(royal, player, false);
  else scanOpen(royal, player, false);
}

/**
 * One walk from the royal piece for both questions: whether it stands in check, and, when it does not,
 * which pieces are pinned (marked as markPins does). In check, nothing stays marked.
 */
export function checkedOrPinned(royal: i32, player: i32): bool {
  const checked = variantFlags & GENERAL_ATTACKS ? scanGeneral(royal, player, true) : scanOpen(royal, player, true);
  if (checked) clearPins();
  return checked;
}

// The scan compiled twice, as the attack test is (attacks.ts): the general copy knows squeezed steps and resting attackers.
function scanOpen(royal: i32, player: i32, checks: bool): bool {
  const lines = <i32>load<u8>(lookCounts + royal);
  if (lines <= 64 && linesThroughDerived()) return scanLinesWithEnemies(royal, player, checks, lines);
  return royalScan(royal, player, checks, false, false);
}
function scanGeneral(royal: i32, player: i32, checks: bool): bool {
  return royalScan(royal, player, checks, (variantFlags & VARIANT_SQUEEZE) != 0, (variantFlags & VARIANT_RESTING_ATTACKERS) != 0);
}

/** Marks pins; with `checks`, also answers whether the royal piece is attacked (stopping at the first attacker). */
// @ts-ignore: decorator
@inline function royalScan(royal: i32, player: i32, checks: bool, squeeze: bool, resting: bool): bool {
  const least = checks ? 1 : 2; // pins need a rider's line; a check, any attack
  let look = lookItems + (<usize>(royal * vectorCount) << 2);
  const lookEnd = look + (<usize>load<u8>(lookCounts + royal) << 2);
  for (; look < lookEnd; look += 4) {
    const entry = load<u32>(look);
    // Lines with squeezed steps get a walk of their own, so the others walk as on any board. A line of
    // one step pins too when that step is shut by our pieces: leaving its between cell opens it.
    if (squeeze && gated(lookVector(entry))) {
      if (scanGatedLine(royal, entry, player, checks, resting)) return true;
    } else if (lookReach(entry) >= least && scanLine(royal, entry, player, checks, resting)) return true;
  }
  return checks && hasMechanicAttackers() && mechanicAttacks(royal, player, -1);
}

/**
 * What markPins(royal, player) would mark on `cell` (0: not pinned), the marks cleared again. Without squeezed
 * steps or resting attackers, a pin on the cell lies on the one look line of the royal piece through it: only
 * that line is walked.
 */
export function pinOf(royal: i32, player: i32, cell: i32): i32 {
  let line = SEVERAL;
  if (!(variantFlags & GENERAL_ATTACKS) && linesThroughDerived()) line = <i32>load<u8>(linesThroughRow(royal) + cell);
  if (line == 0) return 0;
  if (line == SEVERAL) markPins(royal, player);
  else {
    const entry = load<u32>(lookItems + (<usize>(royal * vectorCount + line - 1) << 2));
    if (lookReach(entry) >= 2) scanLine(royal, entry, player, false, false);
  }
  const pin = <i32>load<u8>(pinVectors + cell);
  clearPins();
  return pin;
}

/**
 * royalScan without squeezed steps or resting attackers, walking only the lines an enemy piece that attacks along
 * them stands on (within reach; for pins, reaching two cells or more): no other line holds a check or a pinner. The
 * lines are walked in royalScan's order, so the pins are marked in the same order.
 */
function scanLinesWithEnemies(royal: i32, player: i32, checks: bool, lines: i32): bool {
  const least = checks ? 1 : 2; // pins need a rider's line; a check, any attack
  const row = linesThroughRow(royal);
  const look = lookItems + (<usize>(royal * vectorCount) << 2);
  let walked: u64 = 0;
  for (let other = 0; other < playerCount; other++) {
    if (other == player) continue;
    // The piece list walked by pointer: the compiled loop keeps it in a register, not working its address out per piece.
    let cells = pieceCells + <usize>(other * MAX_PIECES);
    const cellsEnd = cells + <usize>pieceTotal(other);
    for (; cells < cellsEnd; cells++) {
      const cell = <i32>load<u8>(cells);
      const line = <i32>load<u8>(row + cell);
      if (line == 0) continue;
      if (line == SEVERAL) return royalScan(royal, player, checks, false, false);
      const entry = load<u32>(look + (<usize>(line - 1) << 2));
      if (attackRangeOf(pieceAt(cell), cell, lookReverse(entry)) >= least) walked |= (<u64>1) << (line - 1);
    }
  }
  while (walked) {
    const index = <i32>ctz(walked);
    walked &= walked - 1;
    const entry = load<u32>(look + (<usize>index << 2));
    if (lookReach(entry) >= least && scanLine(royal, entry, player, checks, false)) return true;
  }
  return checks && hasMechanicAttackers() && mechanicAttacks(royal, player, -1);
}

/**
 * One line of the royal scan: the first piece on it and the one behind. True when `checks` and the first
 * piece is an enemy attacking along the line; our piece with an enemy attacking behind it is pinned.
 * Its two walks are written out rather than calling pieceDistance: the hottest loop of Witch's Chess, 0.5%
 * fewer instructions per perft leaf so (bench/instructions.ts).
 */
// @ts-ignore: decorator
@inline function scanLine(royal: i32, entry: u32, player: i32, checks: bool, resting: bool): bool {
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
  if (ownerOf(code) != player) return checks && attackRangeOf(code, target, reverse) > distance && active(target, royal, resting);
  const shield = target;
  distance++;
  for (; distance < reach; distance++) {
    target = <i32>load<u8>(ray + distance);
    code = pieceAt(target);
    if (code == 0) continue;
    if (ownerOf(code) == player || attackRangeOf(code, target, reverse) <= distance || !active(target, royal, resting)) return false;
    // Under party rules a pinned piece may capture the pinner's royal piece and take the pinner over.
    const lineKept = (variantFlags & VARIANT_TAKEOVER) != 0;
    markPinned(shield, lineKept || leapsPastPins(shield) || isLongVector(vector) ? GATE_PINNED : vector + 1);
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
@inline function scanGatedLine(royal: i32, entry: u32, player: i32, checks: bool, resting: bool): bool {
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
    if (attackRangeOf(code, firstCell, reverse) <= first || !active(firstCell, royal, resting)) return false;
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
  if (ownerOf(pinner) == player || attackRangeOf(pinner, target, reverse) <= behind || !active(target, royal, resting)) return false;
  if (firstShut(ray, 0, behind) >= 0) return false;
  // (The pinned piece may also step off the line onto a between cell that shuts it: see allowLine.)
  markPinned(firstCell, lineKept || leapsPastPins(firstCell) || isLongVector(vector) ? GATE_PINNED : vector + 1);
  return false;
}


/**
 * Whether the piece on `cell` has a leap that could jump past its pinner or its royal piece. Its pins, and
 * pins along a long vector (derive.ts, isLongVector), are tried by make/unmake, not kept to the line.
 */
// @ts-ignore: decorator
@inline function leapsPastPins(cell: i32): bool { return (typeFlagsOf(typeOf(pieceAt(cell))) & TYPE_TRIED_WHEN_PINNED) != 0; }

/** Whether the enemy piece on `from` that reaches the royal piece on `royal` attacks it (under `resting`, frozen pieces do not). */
// @ts-ignore: decorator
@inline function active(from: i32, royal: i32, resting: bool): bool { return !resting || attackerActive(from, royal); }

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

