// Whether the other side attacks a quiet move's target at all, asked before its static exchange (exchange-pruning.ts):
// most asks find no enemy attacker, and then the move loses nothing. A node's first asks walk the target's look lines
// as the exchange would, without listing what they find; a node that asks often builds a map of the cells the side
// not to move attacks once, and then answers with a load. It reads the same reverse
// tables forwards (attackRange: a piece attacks along a vector up to its range, the first piece met included),
// so it names exactly the attackers the exchange would find; only the line through the mover's cell changes
// when the mover is lifted, and that one line is walked. Two players, where seeSupported() holds.
import { NO_CELL } from "../abi";
import { attackRange, attackRangeOf, facingOf, lookItems, lookVector, lookReach, lookReverse } from "../core/derive";
import { board, pieceAt, pieceTotal, pieceCellAt, putOnBoard } from "../core/position";
import { attackedByOthers } from "../attacks/attacks";
import { allocate, cellCount, vectorCount, rayStride, facingCount, typeCount, typeOf, ownerOf, pieceSlot, rayBase } from "../core/tables";
import { moveFrom, moveTo } from "../core/move";
import { SEVERAL, linesThroughRow } from "../attacks/lines-through";
import { MAX_PLY } from "./search-state";

const MAP_AFTER: i32 = 8; // the quiet asks a node answers by walking the target's lines before it builds its map (a map costs some)
const MAP_READY: i32 = 255;

let maps: usize = 0; // u8[MAX_PLY][cellCount]: 1 where the side not to move at that ply's node attacks
let asks: usize = 0; // u8[MAX_PLY]: the node's quiet asks so far, MAP_READY once its map is built
// Per piece slot (facing, type): the vectors it attacks along and how far, as vector | range << 8.
let slotVectors: usize = 0; // u16[slot][vectorCount]
let slotVectorCounts: usize = 0; // u8[slot]

export function allocateEnemyAttacks(): void {
  maps = allocate(MAX_PLY * cellCount);
  asks = allocate(MAX_PLY);
  const slots = facingCount * (typeCount + 1);
  slotVectors = allocate(slots * vectorCount * 2);
  slotVectorCounts = allocate(slots);
  for (let slot = 0; slot < slots; slot++) {
    let count = 0;
    for (let vector = 0; vector < vectorCount; vector++) {
      const range = <i32>load<u8>(attackRange + slot * vectorCount + vector);
      if (range == 0) continue;
      store<u16>(slotVectors + ((<usize>(slot * vectorCount + count)) << 1), vector | (min(range, 255) << 8));
      count++;
    }
    store<u8>(slotVectorCounts + slot, count);
  }
}

/** A node starts asking: no asks yet, no map. */
// @ts-ignore: decorator
@inline export function openAsks(at: i32): void { store<u8>(asks + at, 0); }

/**
 * Counts a quiet ask at the node of ply `at` and, once the node has asked often, whether an enemy piece may attack
 * the target of `move` with its mover lifted: false only when none does (the exchange then finds no attacker).
 */
export function enemyMayAttack(move: i32, at: i32, us: i32): bool {
  const asked = <i32>load<u8>(asks + at);
  if (asked < MAP_AFTER) {
    store<u8>(asks + at, asked + 1);
    return attackedLifted(move, us);
  }
  const map = maps + <usize>(at * cellCount);
  if (asked == MAP_AFTER) {
    buildMap(map, 1 - us);
    store<u8>(asks + at, MAP_READY);
  }
  const to = moveTo(move);
  if (load<u8>(map + to)) return true;
  return attackerBehind(moveFrom(move), to, us);
}

/** Whether a piece not of `us` attacks the target of `move`, its mover lifted: the exchange's walk, without its lists. */
function attackedLifted(move: i32, us: i32): bool {
  const from = moveFrom(move);
  const mover = pieceAt(from);
  putOnBoard(from, 0);
  const attacked = attackedByOthers(moveTo(move), us);
  putOnBoard(from, mover);
  return attacked;
}

/** Marks in `map` every cell a piece of `them` attacks. */
function buildMap(map: usize, them: i32): void {
  memory.fill(map, 0, cellCount);
  const squares = board;
  const total = pieceTotal(them);
  for (let index = 0; index < total; index++) {
    const from = pieceCellAt(them, index);
    const slot = pieceSlot(facingOf(them, from), typeOf(pieceAt(from)));
    let vectors = slotVectors + (<usize>(slot * vectorCount) << 1);
    const vectorsEnd = vectors + (<usize>load<u8>(slotVectorCounts + slot) << 1);
    for (; vectors < vectorsEnd; vectors += 2) {
      const item = <i32>load<u16>(vectors);
      let step = rayBase(from, item & 0xff);
      const end = step + min(item >> 8, rayStride);
      for (; step < end; step++) {
        const cell = <i32>load<u8>(step);
        if (cell == NO_CELL) break;
        store<u8>(map + cell, 1);
        if (load<u16>(squares + (<usize>cell << 1))) break;
      }
    }
  }
}

/** Whether lifting the mover off `from` bares `to` to an enemy piece behind it on the look line of `to` through `from`. */
function attackerBehind(from: i32, to: i32, us: i32): bool {
  const line = <i32>load<u8>(linesThroughRow(to) + from);
  if (line == 0) return false;
  if (line == SEVERAL) return true;
  const entry = load<u32>(lookItems + (<usize>(to * vectorCount + line - 1) << 2));
  const ray = rayBase(to, lookVector(entry));
  const reach = lookReach(entry);
  let passed = false;
  for (let distance = 0; distance < reach; distance++) {
    const cell = <i32>load<u8>(ray + distance);
    if (cell == from) {
      passed = true;
      continue;
    }
    const code = pieceAt(cell);
    if (code == 0) continue;
    // A piece before the mover shields the target as before: the map holds.
    if (!passed) return false;
    return ownerOf(code) != us && attackRangeOf(code, cell, lookReverse(entry)) > distance;
  }
  return false;
}
