// Immobilisers (the Witch of Jacks and Witches 84, TYPE_FREEZES): an enemy piece on one of the cells next
// to one is frozen: it cannot move, flip or give check. Freezers freeze each other, and a frozen freezer
// still freezes. The host lists each cell's neighbours. Generation skips frozen pieces (mayMove); the
// attack tests ask attackerActive of every attacker they find; a move of our freezer that leaves or drags
// enemy pieces may unfreeze one, so such moves are tried by make/unmake or judged by witch.ts.
import { NO_CELL, TYPE_FREEZES } from "../abi";
import { allocate, cellCount, typeCount, playerCount, typeFlagsOf, typeOf, ownerOf } from "../core/tables";
import { pieceAt, typeTotal } from "../core/position";
import { KIND_FREEZER, addKindType, kindTotal, kindCells } from "./piece-cells";

export const NEIGHBOURS: i32 = 8;
export let neighbours: usize = 0; // u8[cell][NEIGHBOURS]: the cells next to a cell, NO_CELL-padded (host)
export let hasFreezers: bool = false;
let freezerTypes: usize = 0; // u8[]
let freezerTypeCount: i32 = 0;

export function allocateFreeze(): void {
  frozenCells = allocate(cellCount * 4);
  neighbours = allocate(cellCount * NEIGHBOURS);
  memory.fill(neighbours, <u8>NO_CELL, cellCount * NEIGHBOURS);
}

export function deriveFreeze(): void {
  freezerTypes = allocate(typeCount + 1);
  freezerTypeCount = 0;
  for (let type = 1; type <= typeCount; type++) {
    if (!(typeFlagsOf(type) & TYPE_FREEZES)) continue;
    store<u8>(freezerTypes + freezerTypeCount++, type);
    addKindType(KIND_FREEZER, type);
  }
  hasFreezers = freezerTypeCount > 0;
}

// @ts-ignore: decorator
@inline export function neighbourAt(cell: i32, index: i32): i32 { return load<u8>(neighbours + cell * NEIGHBOURS + index); }

/** Whether the piece on `cell` (there must be one) stands next to an enemy freezer. */
export function frozen(cell: i32): bool {
  const owner = ownerOf(pieceAt(cell));
  for (let index = 0; index < NEIGHBOURS; index++) {
    const near = neighbourAt(cell, index);
    if (near == NO_CELL) break;
    const code = pieceAt(near);
    if (code != 0 && ownerOf(code) != owner && (typeFlagsOf(typeOf(code)) & TYPE_FREEZES)) return true;
  }
  return false;
}

// The cells of `us`'s frozen pieces this generation (markFrozen), stamped.
let frozenStamp: u32 = 0;
let frozenCells: usize = 0; // u32[cell]

/**
 * Stamps the cells of `us`'s pieces that stand next to an enemy freezer; false when there are none. Walks the
 * enemy freezers' neighbours (usually one freezer, piece-cells.ts), not every piece of ours.
 */
export function markFrozen(us: i32): bool {
  if (++frozenStamp == 0) {
    memory.fill(frozenCells, 0, cellCount * 4);
    frozenStamp = 1;
  }
  let marked = false;
  for (let player = 0; player < playerCount; player++) {
    const total = kindTotal(KIND_FREEZER, player);
    if (player == us || total == 0) continue;
    const cells = kindCells(KIND_FREEZER, player, total);
    for (let index = 0; index < total; index++) {
      const cell = <i32>load<u8>(cells + index);
      for (let near = 0; near < NEIGHBOURS; near++) {
        const victim = neighbourAt(cell, near);
        if (victim == NO_CELL) break;
        const code = pieceAt(victim);
        if (code == 0 || ownerOf(code) != us) continue;
        store<u32>(frozenCells + (<usize>victim << 2), frozenStamp);
        marked = true;
      }
    }
  }
  return marked;
}

/** Whether the piece of `us` on `cell` was stamped frozen by the last markFrozen(us). */
// @ts-ignore: decorator
@inline export function markedFrozen(cell: i32): bool { return load<u32>(frozenCells + (<usize>cell << 2)) == frozenStamp; }

/** Whether a player other than `us` has a freezer on the board: only then can a piece of `us` be frozen. */
export function freezersAgainst(us: i32): bool {
  for (let i = 0; i < freezerTypeCount; i++) {
    const type = <i32>load<u8>(freezerTypes + i);
    for (let player = 0; player < playerCount; player++) if (player != us && typeTotal(player, type) > 0) return true;
  }
  return false;
}

