// Hoppers (Betza p and g): a hop item reaches cells beyond pieces on its line. `p` (the Xiangqi cannon's
// capture, mRcpR): the cells beyond exactly one piece, the screen, up to and including the next piece.
// `g` (the grasshopper, gQ): only the cell right behind the first piece, the hurdle. Screens and hurdles
// are any pieces, of either side.
//
// Attacks read backwards: a p hopper attacks a cell as the second piece met along a line from it, a g
// hopper as the second piece met when the first stands right next to the cell. The enemy hoppers are few
// (piece-cells.ts), so each is looked up in a table of the line from the cell to it (`aligned`): most stand
// on no line through the cell, and only the cells between the others are looked at. (Where one cell lies on
// two lines from another, long vectors, every line from the cell is walked instead.) Legality: a hopper's
// check appears or vanishes when a piece enters or leaves its line, which pins cannot say, so while an
// enemy hopper stands on a line through the royal piece every move touching a cell of that line up to the
// hopper is tried by make/unmake (markHopLines); pinned hoppers are tried too.
import { NO_CELL, MODE_MOVE, MODE_CAPTURE, MODE_HOP, MODE_HOP_LAND, TYPE_HOPPER, KIND_NORMAL, MAX_ITEMS } from "../abi";
import { facingOf, rayLength } from "../core/derive";
import { encodeMove } from "../core/move";
import { pieceAt, typeTotal } from "../core/position";
import {
  allocate, cellCount, vectorCount, playerCount, typeCount, facingCount, items, itemCounts, rayBase, reverseOf,
  itemMode, itemRange, itemVector, typeFlagsOf, ownerOf, typeOf, pieceSlot,
} from "../core/tables";
import { capturesOnly } from "../gen/mode";
import { markTrialCell } from "./trial-cells";
import { attackersMayRest, attackerActive } from "./index";
import { attackerFound } from "../attacks/attackers";
import { pieceDistance } from "../attacks/attacks";
import { KIND_HOPPER, addKindType, kindTotal, kindCells } from "./piece-cells";

export let hasHopTypes: bool = false;
let screenRange: usize = 0; // u8[facing][type][vector]: how far a p item captures along the vector
let landRange: usize = 0; // u8[facing][type][vector]: how far a g item captures (the landing cell's distance)
let lookItems: usize = 0; // u32[cell][vectorCount]: vector | reach << 8 | reverse << 16, lines a hopper may attack along
let lookCounts: usize = 0; // u8[cell]
/** The hoppers' look entries (core/derive.ts's lookItems layout), for witch.ts. */
export function hopLookItems(): usize { return lookItems; }
export function hopLookCounts(): usize { return lookCounts; }
let hopperTypes: usize = 0; // u8[]: the hopper types
let hopperTypeCount: i32 = 0;
let aligned: usize = 0; // u32[cell][cell]: the look item's vector | distance << 8 | reverse << 16 | ALIGNED, 0 off every line
let byLines: bool = false; // some cell lies on two lines from another: walk the lines instead
const ALIGNED: u32 = 1 << 24;

/** Derives the hop tables from the items (at configuration, after the types are flagged). */
export function deriveHop(): void {
  const slots = facingCount * (typeCount + 1);
  screenRange = allocate(slots * vectorCount);
  landRange = allocate(slots * vectorCount);
  hopperTypes = allocate(typeCount + 1);
  for (let type = 1; type <= typeCount; type++) {
    if (!(typeFlagsOf(type) & TYPE_HOPPER)) continue;
    store<u8>(hopperTypes + hopperTypeCount++, type);
    addKindType(KIND_HOPPER, type);
  }
  hasHopTypes = hopperTypeCount > 0;
  const reach = allocate(vectorCount); // farthest any hopper attacks along each vector
  for (let slot = 0; slot < slots; slot++) {
    const count = <i32>load<u8>(itemCounts + slot);
    for (let index = 0; index < count; index++) {
      const item = load<i32>(items + ((slot * MAX_ITEMS + index) << 2));
      const mode = itemMode(item);
      if (!(mode & MODE_CAPTURE) || !(mode & (MODE_HOP | MODE_HOP_LAND))) continue;
      const table = mode & MODE_HOP ? screenRange : landRange;
      const at = table + slot * vectorCount + itemVector(item);
      store<u8>(at, max(<i32>load<u8>(at), itemRange(item)));
      store<u8>(reach + itemVector(item), max(<i32>load<u8>(reach + itemVector(item)), itemRange(item)));
    }
  }
  lookItems = allocate(cellCount * vectorCount * 4);
  lookCounts = allocate(cellCount);
  for (let cell = 0; cell < cellCount; cell++) {
    let count = 0;
    for (let vector = 0; vector < vectorCount; vector++) {
      // Looking from the cell along `vector` for hoppers that capture along its reverse.
      const length = min(<i32>load<u8>(reach + reverseOf(vector)), rayLength(cell, vector));
      if (length < 2) continue; // a hopper is at least the second piece on the line
      store<u32>(lookItems + ((cell * vectorCount + count++) << 2), vector | (length << 8) | (reverseOf(vector) << 16));
    }
    store<u8>(lookCounts + cell, count);
  }
  if (hasHopTypes) deriveAligned();
}

/** The line from each cell to each other cell a hopper on it could attack along (`aligned`). */
function deriveAligned(): void {
  aligned = allocate(cellCount * cellCount * 4);
  byLines = false;
  for (let cell = 0; cell < cellCount; cell++) {
    const row = aligned + (<usize>(cell * cellCount) << 2);
    let look = lookItems + (<usize>(cell * vectorCount) << 2);
    const end = look + (<usize>load<u8>(lookCounts + cell) << 2);
    for (; look < end; look += 4) {
      const entry = load<u32>(look);
      const ray = rayBase(cell, entry & 0xff);
      for (let distance = 1; distance < <i32>((entry >> 8) & 0xff); distance++) {
        const at = row + (<usize>load<u8>(ray + distance) << 2);
        if (load<u32>(at) != 0) byLines = true;
        store<u32>(at, (entry & 0xff) | (distance << 8) | (entry & 0xff0000) | ALIGNED);
      }
    }
  }
}

/** A hop item's moves from `from` (pseudo-legal). */
export function generateHopMoves(out: usize, count: i32, from: i32, us: i32, item: i32): i32 {
  const mode = itemMode(item);
  const range = itemRange(item);
  const ray = rayBase(from, itemVector(item));
  let distance = 0;
  for (; distance < range; distance++) {
    const cell = <i32>load<u8>(ray + distance);
    if (cell == NO_CELL) return count;
    if (pieceAt(cell) != 0) break;
  }
  // `distance` is the screen's or hurdle's; the cells beyond it follow.
  for (distance++; distance < range; distance++) {
    const to = <i32>load<u8>(ray + distance);
    if (to == NO_CELL) break;
    const target = pieceAt(to);
    if (target == 0) {
      if ((mode & MODE_MOVE) && !capturesOnly) store<i32>(out + (count++ << 2), encodeMove(from, to, KIND_NORMAL, 0));
    } else {
      if ((mode & MODE_CAPTURE) && ownerOf(target) != us) store<i32>(out + (count++ << 2), encodeMove(from, to, KIND_NORMAL, 0));
      break;
    }
    if (mode & MODE_HOP_LAND) break; // a grasshopper lands right behind the hurdle
  }
  return count;
}

/** Whether a hopper of a player other than `player` (of `only` when >= 0) attacks `cell`. */
export function hopAttacked(cell: i32, player: i32, only: i32): bool {
  if (byLines) return hopAttackedByLines(cell, player, only);
  // Two players: the other one, outside a loop (a loop in compiled wasm also tests for interrupts).
  if (playerCount == 2) return (only < 0 || only != player) && hopAttackedBy(cell, player ^ 1);
  for (let owner = 0; owner < playerCount; owner++) {
    if (owner != player && (only < 0 || owner == only) && hopAttackedBy(cell, owner)) return true;
  }
  return false;
}

/** Whether a hopper of `owner` attacks `cell`. */
// @ts-ignore: decorator
@inline function hopAttackedBy(cell: i32, owner: i32): bool {
  const total = kindTotal(KIND_HOPPER, owner);
  if (total == 0) return false;
  const row = aligned + (<usize>(cell * cellCount) << 2);
  const cells = kindCells(KIND_HOPPER, owner, total);
  for (let i = 0; i < total; i++) {
    const at = <i32>load<u8>(cells + i);
    const line = load<u32>(row + (<usize>at << 2));
    if (line == 0) continue;
    const distance = <i32>((line >> 8) & 0xff);
    const slot = pieceSlot(facingOf(owner, at), typeOf(pieceAt(at))) * vectorCount + ((line >> 16) & 0xff);
    const screen = <i32>load<u8>(screenRange + slot) > distance;
    if (!screen && <i32>load<u8>(landRange + slot) <= distance) continue;
    // p: exactly one piece between, the screen; g: the hurdle, right next to the cell.
    const ray = rayBase(cell, line & 0xff);
    const first = pieceDistance(ray, 0, distance);
    if (first >= distance || pieceDistance(ray, first + 1, distance) < distance || !(screen || first == 0)) continue;
    if (attackersMayRest() && !attackerActive(at, cell)) continue;
    if (attackerFound(at)) return true;
  }
  return false;
}

/** hopAttacked by a walk of every line from `cell` (where `aligned` cannot say). */
function hopAttackedByLines(cell: i32, player: i32, only: i32): bool {
  let look = lookItems + (<usize>(cell * vectorCount) << 2);
  const end = look + (<usize>load<u8>(lookCounts + cell) << 2);
  for (; look < end; look += 4) {
    const entry = load<u32>(look);
    const reach = <i32>((entry >> 8) & 0xff);
    const ray = rayBase(cell, entry & 0xff);
    let first = 0;
    while (first < reach && pieceAt(<i32>load<u8>(ray + first)) == 0) first++;
    let second = first + 1;
    while (second < reach && pieceAt(<i32>load<u8>(ray + second)) == 0) second++;
    if (second >= reach) continue;
    const at = <i32>load<u8>(ray + second);
    const code = pieceAt(at);
    const owner = ownerOf(code);
    if (owner == player || (only >= 0 && owner != only) || !(typeFlagsOf(typeOf(code)) & TYPE_HOPPER)) continue;
    if (attackersMayRest() && !attackerActive(at, cell)) continue;
    const slot = pieceSlot(facingOf(owner, at), typeOf(code)) * vectorCount + (entry >> 16);
    // p: the first piece is the screen. g: it must stand right next to the cell, the landing cell.
    const attacks = <i32>load<u8>(screenRange + slot) > second || (first == 0 && <i32>load<u8>(landRange + slot) > second);
    if (attacks && attackerFound(at)) return true;
  }
  return false;
}

/** Whether a player other than `us` has a hopper on the board. */
export function hoppersAgainst(us: i32): bool {
  for (let i = 0; i < hopperTypeCount; i++) {
    const type = <i32>load<u8>(hopperTypes + i);
    for (let player = 0; player < playerCount; player++) if (player != us && typeTotal(player, type) > 0) return true;
  }
  return false;
}

/**
 * Stamps (trial-cells.ts) the cells of every line from `royal` up to the farthest enemy hopper on it that
 * could attack along it: a move from or to such a cell may open or close a hopper's check. False when none.
 */
export function markHopLines(royal: i32, us: i32): bool {
  if (byLines) return markHopLinesByLines(royal, us);
  const row = aligned + (<usize>(royal * cellCount) << 2);
  let marked = false;
  for (let owner = 0; owner < playerCount; owner++) {
    if (owner == us) continue;
    const total = kindTotal(KIND_HOPPER, owner);
    if (total == 0) continue;
    const cells = kindCells(KIND_HOPPER, owner, total);
    for (let i = 0; i < total; i++) {
      const at = <i32>load<u8>(cells + i);
      const line = load<u32>(row + (<usize>at << 2));
      if (line == 0) continue;
      const distance = <i32>((line >> 8) & 0xff);
      const slot = pieceSlot(facingOf(owner, at), typeOf(pieceAt(at))) * vectorCount + ((line >> 16) & 0xff);
      if (<i32>load<u8>(screenRange + slot) <= distance && <i32>load<u8>(landRange + slot) <= distance) continue;
      // A hopper attacks as the second piece on the line; one move (a drag that moves a piece on such a line is
      // tried, witch.ts) can make the third the second, never the fourth: at most two pieces between.
      const ray = rayBase(royal, line & 0xff);
      const first = pieceDistance(ray, 0, distance);
      if (first < distance && pieceDistance(ray, pieceDistance(ray, first + 1, distance) + 1, distance) < distance) continue;
      for (let cell = 0; cell <= distance; cell++) markTrialCell(<i32>load<u8>(ray + cell));
      marked = true;
    }
  }
  return marked;
}

/** markHopLines by a walk of every line from the royal piece (where `aligned` cannot say). */
function markHopLinesByLines(royal: i32, us: i32): bool {
  let marked = false;
  let look = lookItems + (<usize>(royal * vectorCount) << 2);
  const end = look + (<usize>load<u8>(lookCounts + royal) << 2);
  for (; look < end; look += 4) {
    const entry = load<u32>(look);
    const reach = <i32>((entry >> 8) & 0xff);
    const ray = rayBase(royal, entry & 0xff);
    let farthest = -1;
    let met = 0;
    // A hopper attacks as the second piece on the line; one move (a drag that moves a piece on such a line is
    // tried, witch.ts) can make the third the second, never the fourth.
    for (let distance = 0; distance < reach && met < 3; distance++) {
      const at = <i32>load<u8>(ray + distance);
      const code = pieceAt(at);
      if (code == 0) continue;
      met++;
      if (distance == 0 || ownerOf(code) == us || !(typeFlagsOf(typeOf(code)) & TYPE_HOPPER)) continue;
      const slot = pieceSlot(facingOf(ownerOf(code), at), typeOf(code)) * vectorCount + (entry >> 16);
      if (<i32>load<u8>(screenRange + slot) > distance || <i32>load<u8>(landRange + slot) > distance) farthest = distance;
    }
    for (let distance = 0; distance <= farthest; distance++) markTrialCell(<i32>load<u8>(ray + distance));
    if (farthest >= 0) marked = true;
  }
  return marked;
}

/** Whether the type has hop items (its pinned pieces are tried by make/unmake). */
// @ts-ignore: decorator
@inline export function isHopper(type: i32): bool { return (typeFlagsOf(type) & TYPE_HOPPER) != 0; }

