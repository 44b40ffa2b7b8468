// Attack detection read backwards from the target cell: along each vector, the first piece met is
// an attacker when its own capture range along the reverse vector reaches that far ("super-piece").
import { NO_CELL, vectorCount, lookRange, rayBase, reverseOf, attackRangeOf, ownerOf, cellCount, allocate } from "./tables";
import { board, pieceAt } from "./position";

/** Whether any piece not owned by `player` attacks `cell`. */
export function attackedByOthers(cell: i32, player: i32): bool {
  for (let vector = 0; vector < vectorCount; vector++) {
    const reach = <i32>load<u8>(lookRange + vector);
    if (reach == 0) continue;
    const ray = rayBase(cell, vector);
    for (let distance = 0; distance < reach; distance++) {
      const target = <i32>load<u8>(ray + distance);
      if (target == NO_CELL) break;
      const code = <i32>load<u8>(board + target);
      if (code == 0) continue;
      if (ownerOf(code) != player && attackRangeOf(code, reverseOf(vector)) > distance) return true;
      break;
    }
  }
  return false;
}

/** Whether `attacker` (a player) attacks `cell`. */
export function attackedBy(cell: i32, attacker: i32): bool {
  for (let vector = 0; vector < vectorCount; vector++) {
    const reach = <i32>load<u8>(lookRange + vector);
    if (reach == 0) continue;
    const ray = rayBase(cell, vector);
    for (let distance = 0; distance < reach; distance++) {
      const target = <i32>load<u8>(ray + distance);
      if (target == NO_CELL) break;
      const code = <i32>load<u8>(board + target);
      if (code == 0) continue;
      if (ownerOf(code) == attacker && attackRangeOf(code, reverseOf(vector)) > distance) return true;
      break;
    }
  }
  return false;
}

// u8[cell]: 1 + the vector from the royal piece through a pinned piece, 0 when not pinned.
export let pinVectors: usize = 0;
// u8[]: cells marked in pinVectors, to clear them again cheaply.
let pinnedCells: usize = 0;
let pinnedCount: i32 = 0;

export function allocatePins(): void {
  pinVectors = allocate(cellCount);
  pinnedCells = allocate(cellCount);
}

/** Marks `player`'s pieces that shield `royal` from an enemy rider. */
export function markPins(royal: i32, player: i32): void {
  for (let vector = 0; vector < vectorCount; vector++) {
    const reach = <i32>load<u8>(lookRange + vector);
    if (reach < 2) continue;
    const ray = rayBase(royal, vector);
    let shield = NO_CELL;
    for (let distance = 0; distance < reach; distance++) {
      const target = <i32>load<u8>(ray + distance);
      if (target == NO_CELL) break;
      const code = pieceAt(target);
      if (code == 0) continue;
      if (shield == NO_CELL) {
        if (ownerOf(code) != player) break;
        shield = target;
        continue;
      }
      if (ownerOf(code) != player && attackRangeOf(code, reverseOf(vector)) > distance) {
        store<u8>(pinVectors + shield, vector + 1);
        store<u8>(pinnedCells + pinnedCount++, shield);
      }
      break;
    }
  }
}

export function clearPins(): void {
  for (let i = 0; i < pinnedCount; i++) store<u8>(pinVectors + load<u8>(pinnedCells + i), 0);
  pinnedCount = 0;
}
