// Pieces in hand and drops: a move puts a piece of a type the mover holds onto an empty cell of that
// type's drop zone (KIND_DROP, from = NO_CELL). The host lists the types that can be in hand and, per
// type and player, the cells they may be dropped on; the counts in hand are rule-state bytes (one per
// player and type), so they are saved and restored with every move and are part of the hash.
import { NO_CELL, KIND_DROP } from "../abi";
import { encodeMove } from "../core/move";
import { pieceAt, adjustMaterial } from "../core/position";
import { reserveRuleBytes, ruleByte, setRuleByte, restoreRuleByte } from "../core/rule-state";
import { allocate, cellCount, playerCount, typeCount, pieceValue } from "../core/tables";

export let handTypeCount: i32 = 0;
let handTypes: usize = 0; // u8[handTypeCount]: the types a player may hold (host)
let handIndex: usize = 0; // u8[type]: a type's place in handTypes, NO_CELL when it is never in hand (derived)
let dropZones: usize = 0; // u8[handTypeCount][player][cell]: 1 where the type may be dropped (host)
let handOffset: i32 = 0; // the rule-state bytes: count[player][handTypeCount]
let dropCells: usize = 0; // u8[handTypeCount][player][cellCount]: each zone's cells, listed (derived)
let dropCellCounts: usize = 0; // u8[handTypeCount][player]

/** Sizes the hand tables (at configuration, before the host writes them). */
export function allocateDrops(types: i32): void {
  handTypeCount = types;
  handTypes = allocate(types);
  dropZones = allocate(types * playerCount * cellCount);
}

export function handTypesPointer(): usize { return handTypes; }
export function dropZonesPointer(): usize { return dropZones; }

/** Reserves the hand counts in the rule state (before the rule state is allocated). */
export function deriveDrops(): void {
  handIndex = allocate(typeCount + 1);
  memory.fill(handIndex, <u8>NO_CELL, typeCount + 1);
  for (let i = 0; i < handTypeCount; i++) store<u8>(handIndex + load<u8>(handTypes + i), i);
  if (handTypeCount) handOffset = reserveRuleBytes(playerCount * handTypeCount);
  // Generation walks each zone's own cells, not the board's.
  dropCells = allocate(handTypeCount * playerCount * cellCount);
  dropCellCounts = allocate(handTypeCount * playerCount);
  for (let zone = 0; zone < handTypeCount * playerCount; zone++) {
    let count = 0;
    for (let cell = 0; cell < cellCount; cell++) {
      if (load<u8>(dropZones + zone * cellCount + cell)) store<u8>(dropCells + zone * cellCount + count++, cell);
    }
    store<u8>(dropCellCounts + zone, count);
  }
}

/** Whether some type may be dropped on `cell` by some player. */
export function droppable(cell: i32): bool {
  for (let zone = 0; zone < handTypeCount * playerCount; zone++) if (load<u8>(dropZones + zone * cellCount + cell)) return true;
  return false;
}

/** The rule-state byte of `player`'s count of the i-th hand type (the host writes a position's hands there). */
export function handByte(player: i32, index: i32): i32 { return handOffset + player * handTypeCount + index; }

/** How many pieces of `type` `player` holds. */
export function inHand(player: i32, type: i32): i32 {
  const index = <i32>load<u8>(handIndex + type);
  return index == NO_CELL ? 0 : ruleByte(handByte(player, index));
}

/** A drop takes the piece from the hand (and its value from the material, which the board gives back). */
export function takeFromHand(player: i32, type: i32): void {
  const at = handByte(player, <i32>load<u8>(handIndex + type));
  setRuleByte(at, ruleByte(at) - 1);
  adjustMaterial(player, -pieceValue(type));
}

/** Unmake of a drop: the piece goes back to the hand, leaving hash and material (unmake restores them whole). */
export function giveBackToHand(player: i32, type: i32): void {
  const at = handByte(player, <i32>load<u8>(handIndex + type));
  restoreRuleByte(at, ruleByte(at) + 1);
}

/** Adds the value of the pieces in hand to each player's material (placing a position). */
export function placeHandMaterial(): void {
  for (let player = 0; player < playerCount; player++) adjustMaterial(player, handMaterial(player));
}

/** Appends `us`'s drops (pseudo-legal: a drop never exposes the own royal piece, but may fail to answer a check). */
export function generateDrops(out: usize, count: i32, us: i32): i32 {
  for (let index = 0; index < handTypeCount; index++) {
    if (ruleByte(handByte(us, index)) == 0) continue;
    const type = <i32>load<u8>(handTypes + index);
    const zone = index * playerCount + us;
    const cells = dropCells + zone * cellCount;
    const total = <i32>load<u8>(dropCellCounts + zone);
    for (let i = 0; i < total; i++) {
      const cell = <i32>load<u8>(cells + i);
      if (pieceAt(cell) == 0) store<i32>(out + (count++ << 2), encodeMove(NO_CELL, cell, KIND_DROP, type));
    }
  }
  return count;
}

/** The value of the pieces `player` holds in hand. */
export function handMaterial(player: i32): i32 {
  let total = 0;
  for (let index = 0; index < handTypeCount; index++) total += ruleByte(handByte(player, index)) * pieceValue(<i32>load<u8>(handTypes + index));
  return total;
}
