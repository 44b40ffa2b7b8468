// The other players' attacks on a royal piece's zone (its cell and first steps: TERM_KING_ATTACKS), counted
// forwards from their pieces. collectAttackers finds them backwards from each zone cell along every look vector,
// most of a node's cost when weighted; here each piece is looked up once in a table built at set-up, per class of
// attacker (the types' capture ranges per vector), royal cell and piece cell, saying which zone cells the piece
// could hit on an empty board. Most pieces stand where it says none; only candidates look for blockers, along the
// line the backward walk would take (the look vector from the zone cell, and the distance), so the count is
// collectAttackers' own. Boards whose attacks the look lists do not tell alone (squeezed steps, resting attackers,
// traced pieces, hoppers, Jacks), royal pieces whose zones differ by type or facing, zones of more than 16 cells
// and attackers reaching a cell along two lines keep the backward count (zoneTableUsable false).
import { TYPE_ROYAL, PLAYER_BITS, MAX_PIECES } from "../abi";
import { attackRange, lookItems, lookCounts, lookVector, lookReach, lookReverse, facingOf, facingIsPlayer } from "../core/derive";
import { pieceAt, pieceCells, pieceTotal } from "../core/position";
import {
  allocate, cellCount, vectorCount, playerCount, facingCount, typeCount, variantFlags, typeOf, ownerOf, typeFlagsOf, pieceSlot, rayBase,
} from "../core/tables";
import { GENERAL_ATTACKS, pieceDistance } from "../attacks/attacks";
import { hasMechanicAttackers } from "../mechanics/index";
import { firstStepsAt } from "./first-steps";

const MAX_ZONE: i32 = 16; // zone cells a mask holds
const NO_CLASS: u8 = 255;

let built: bool = false;
let usable: bool = false;
let slotClass: usize = 0; // u8[slot]: the slot's attacker class, NO_CLASS if it captures nothing
let classCount: i32 = 0;
let slotOffsets: usize = 0; // i32[slot]: the slot's class · cellCount², where its masks and lines begin; -1 if none
let codeOffsets: usize = 0; // i32[code]: slotOffsets by piece code, where a piece's facing is its owner's
let zoneCells: usize = 0; // u8[cell][MAX_ZONE]: the zone of a royal piece on the cell (its cell, then its first steps)
let zoneSizes: usize = 0; // u8[cell]
// u32[class][royal cell][piece cell]: bit i set when the piece could hit zone cell i from next to it (a first step:
// nothing can block it), bit 16 + i when along a line with cells between (the candidates that trace it).
let masks: usize = 0;
let lines: usize = 0; // u16[class][piece cell][zone cell]: 1 + look vector from the zone cell | distance << 8, 0 if none

/** Whether the forward count applies (after buildZoneTable). */
export function zoneTableUsable(): bool { return usable; }

/**
 * Builds the tables once per game (when the zone's terms are first weighted), from the royal pieces' first steps
 * (first-steps.ts).
 */
export function buildZoneTable(): void {
  if (built) return;
  built = true;
  usable = false;
  if ((variantFlags & GENERAL_ATTACKS) || hasMechanicAttackers() || vectorCount >= 255) return;
  const slots = facingCount * (typeCount + 1);
  if (!zonesAgree(slots)) return;
  // Attacker classes: slots with the same capture ranges along every vector attack alike.
  slotClass = allocate(slots);
  const firsts = allocate(slots * 4); // i32[class]: the class's first slot, whose ranges fill its lines
  classCount = 0;
  for (let slot = 0; slot < slots; slot++) {
    store<u8>(slotClass + slot, NO_CLASS);
    const row = attackRange + slot * vectorCount;
    let captures = false;
    for (let vector = 0; vector < vectorCount; vector++) if (load<u8>(row + vector)) captures = true;
    if (!captures) continue;
    for (let cls = 0; cls < classCount; cls++) {
      if (memory.compare(attackRange + load<i32>(firsts + (cls << 2)) * vectorCount, row, vectorCount) == 0) { store<u8>(slotClass + slot, <u8>cls); break; }
    }
    if (load<u8>(slotClass + slot) != NO_CLASS) continue;
    if (classCount == <i32>NO_CLASS) return;
    store<i32>(firsts + (classCount << 2), slot);
    store<u8>(slotClass + slot, <u8>classCount);
    classCount++;
  }
  const square = cellCount * cellCount;
  lines = allocate(classCount * square * 2);
  masks = allocate(classCount * square * 4);
  slotOffsets = allocate(slots * 4);
  for (let slot = 0; slot < slots; slot++) {
    const cls = <i32>load<u8>(slotClass + slot);
    store<i32>(slotOffsets + (slot << 2), cls == <i32>NO_CLASS ? -1 : cls * square);
  }
  codeOffsets = allocate(((typeCount + 1) << PLAYER_BITS) * 4);
  for (let code = 0; code < (typeCount + 1) << PLAYER_BITS; code++) {
    const owner = ownerOf(code);
    const offset = owner < facingCount ? load<i32>(slotOffsets + (pieceSlot(owner, typeOf(code)) << 2)) : -1;
    store<i32>(codeOffsets + (code << 2), offset);
  }
  for (let cls = 0; cls < classCount; cls++) {
    if (!fillLines(load<i32>(firsts + (cls << 2)), lines + <usize>(cls * square * 2))) return;
  }
  for (let cls = 0; cls < classCount; cls++) {
    const classLines = lines + <usize>(cls * square * 2);
    for (let royal = 0; royal < cellCount; royal++) {
      const row = masks + <usize>((cls * cellCount + royal) * cellCount * 4);
      const size = <i32>load<u8>(zoneSizes + royal);
      for (let i = 0; i < size; i++) {
        const zone = <i32>load<u8>(zoneCells + royal * MAX_ZONE + i);
        for (let from = 0; from < cellCount; from++) {
          const line = <i32>load<u16>(classLines + ((from * cellCount + zone) << 1));
          if (line == 0) continue;
          const bit = line >> 8 ? 1 << (16 + i) : 1 << i;
          store<u32>(row + (from << 2), load<u32>(row + (from << 2)) | bit);
        }
      }
    }
  }
  usable = true;
}

/**
 * The lines of one attacker class: for every zone cell and look vector from it, the cells within the slot's
 * capture range back along it. False when a piece cell reaches a zone cell along two lines (not expressed).
 */
function fillLines(slot: i32, out: usize): bool {
  const ranges = attackRange + slot * vectorCount;
  for (let zone = 0; zone < cellCount; zone++) {
    let look = lookItems + (<usize>(zone * vectorCount) << 2);
    const end = look + (<usize>load<u8>(lookCounts + zone) << 2);
    for (; look < end; look += 4) {
      const entry = load<u32>(look);
      const range = min(<i32>load<u8>(ranges + lookReverse(entry)), lookReach(entry));
      const ray = rayBase(zone, lookVector(entry));
      for (let distance = 0; distance < range; distance++) {
        const from = <i32>load<u8>(ray + distance);
        const at = out + ((from * cellCount + zone) << 1);
        if (load<u16>(at) != 0) return false;
        store<u16>(at, <u16>((lookVector(entry) + 1) | (distance << 8)));
      }
    }
  }
  return true;
}

/**
 * Fills zoneCells from the first royal type's first steps seen from facing 0, when every royal type in every
 * facing has the same zone (as cells, in any order) from every cell and no zone has more than MAX_ZONE cells.
 */
function zonesAgree(slots: i32): bool {
  let first = 0;
  for (let type = 1; type <= typeCount && first == 0; type++) if (typeFlagsOf(type) & TYPE_ROYAL) first = type;
  if (first == 0) return false;
  zoneCells = allocate(cellCount * MAX_ZONE);
  zoneSizes = allocate(cellCount);
  const counts = allocate(cellCount);
  const base = pieceSlot(0, first) * cellCount;
  for (let cell = 0; cell < cellCount; cell++) {
    const start = firstStepsAt(base + cell);
    const size = <i32>(firstStepsAt(base + cell + 1) - start) + 1;
    if (size > MAX_ZONE) return false;
    store<u8>(zoneSizes + cell, <u8>size);
    store<u8>(zoneCells + cell * MAX_ZONE, <u8>cell);
    memory.copy(zoneCells + cell * MAX_ZONE + 1, start, size - 1);
    for (let slot = 0; slot < slots; slot++) {
      if (!(typeFlagsOf(slot % (typeCount + 1)) & TYPE_ROYAL)) continue;
      // The same cells as often: count the first royal's up, this slot's down.
      memory.fill(counts, 0, cellCount);
      for (let i = 1; i < size; i++) {
        const zone = <i32>load<u8>(zoneCells + cell * MAX_ZONE + i);
        store<u8>(counts + zone, load<u8>(counts + zone) + 1);
      }
      const from = firstStepsAt(slot * cellCount + cell);
      const to = firstStepsAt(slot * cellCount + cell + 1);
      if (<i32>(to - from) != size - 1) return false;
      for (let at = from; at < to; at++) {
        const zone = <i32>load<u8>(at);
        if (load<u8>(counts + zone) == 0) return false;
        store<u8>(counts + zone, load<u8>(counts + zone) - 1);
      }
    }
  }
  return true;
}

/** The other players' attacks on the zone of `player`'s royal piece on `royal`, as collectAttackers counts them. */
export function zoneAttacksForward(player: i32, royal: i32): i32 {
  const zone = zoneCells + royal * MAX_ZONE;
  const row = masks + (<usize>(royal * cellCount) << 2);
  let attacks = 0;
  for (let other = 0; other < playerCount; other++) {
    if (other == player) continue;
    let cells = pieceCells + other * MAX_PIECES;
    const end = cells + pieceTotal(other);
    if (facingIsPlayer) {
      // Most boards: a piece's class follows from its code.
      for (; cells < end; cells++) {
        const from = <i32>load<u8>(cells);
        const offset = load<i32>(codeOffsets + (<usize>pieceAt(from) << 2));
        if (offset >= 0) attacks += pieceZoneAttacks(zone, row, offset, from);
      }
    } else {
      for (; cells < end; cells++) {
        const from = <i32>load<u8>(cells);
        const offset = load<i32>(slotOffsets + (pieceSlot(facingOf(other, from), typeOf(pieceAt(from))) << 2));
        if (offset >= 0) attacks += pieceZoneAttacks(zone, row, offset, from);
      }
    }
  }
  return attacks;
}

/** The zone cells (of `zone`, mask row `row`) one piece of the class at `offset` on `from` attacks. */
// @ts-ignore: decorator
@inline function pieceZoneAttacks(zone: usize, row: usize, offset: i32, from: i32): i32 {
  const entry = load<u32>(row + (<usize>(offset + from) << 2));
  if (entry == 0) return 0;
  let attacks = <i32>popcnt(entry & 0xffff);
  let rides = <i32>(entry >> 16);
  if (rides == 0) return attacks;
  const fromLines = lines + (<usize>(offset + from * cellCount) << 1);
  do {
    const target = <i32>load<u8>(zone + ctz(rides));
    rides &= rides - 1;
    const line = <i32>load<u16>(fromLines + (<usize>target << 1));
    const distance = line >> 8;
    if (pieceDistance(rayBase(target, (line & 0xff) - 1), 0, distance) == distance) attacks++;
  } while (rides);
  return attacks;
}

/** Forgets the tables (a new game's set-up). */
export function resetZoneTable(): void { built = false; usable = false; }
