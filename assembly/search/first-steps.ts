// A piece's first steps from each cell (the royal piece's zone, beside its cell): read at every evaluation by the
// shelter, the attacks on the royal zone (eval-terms.ts, royal-zone.ts) and king tropism's distances.
import { NO_CELL, MECHANIC_ITEM_MODES } from "../abi";
import { facingOf } from "../core/derive";
import { pieceAt } from "../core/position";
import { allocate, cellCount, typeCount, facingCount, typeOf, itemsOf, itemCountOf, itemVector, itemMode, rayBase, pieceSlot } from "../core/tables";

// The cells of a piece's first steps from each cell, for the royal piece's (shelterCount reads them at every
// evaluation: the item walk cost twice as much). Packed: the cells of slot `at` (pieceSlot · cellCount + cell)
// run from stepStarts[at] to stepStarts[at + 1]; every type has them (whichever stands on a royal cell).
let firstStepCells: usize = 0; // u8[]
let stepStarts: usize = 0; // u32[facing][type][cell] and one past the end

export function allocateFirstSteps(): void {
  const slots = facingCount * (typeCount + 1) * cellCount;
  stepStarts = allocate((slots + 1) << 2);
  let total = 0;
  for (let pass = 0; pass < 2; pass++) {
    // The first pass counts, the second fills what the first allocated.
    if (pass == 1) firstStepCells = allocate(max(total, 1));
    total = 0;
    for (let at = 0; at < slots; at++) {
      store<u32>(stepStarts + (at << 2), total);
      const slot = at / cellCount;
      const facing = slot / (typeCount + 1);
      const type = slot % (typeCount + 1);
      if (type != 0) total += firstSteps(facing, type, at % cellCount, pass == 1 ? firstStepCells + total : 0);
    }
    store<u32>(stepStarts + (slots << 2), total);
  }
}

/** The cells of a piece's first steps from `cell` (written at `out` unless it is 0); returns how many. */
function firstSteps(facing: i32, type: i32, cell: i32, out: usize): i32 {
  const list = itemsOf(facing, type);
  const total = itemCountOf(facing, type);
  let count = 0;
  for (let i = 0; i < total; i++) {
    const item = load<i32>(list + (i << 2));
    if (itemMode(item) & MECHANIC_ITEM_MODES) continue;
    const to = <i32>load<u8>(rayBase(cell, itemVector(item)));
    if (to == NO_CELL) continue;
    if (out) store<u8>(out + count, <u8>to);
    count++;
  }
  return count;
}

/** The royal piece's index into stepStarts: its facing and type, and the cell it stands on. */
// @ts-ignore: decorator
@inline export function royalStepsSlot(player: i32, royal: i32): i32 {
  return pieceSlot(facingOf(player, royal), typeOf(pieceAt(royal))) * cellCount + royal;
}
/** Where the first steps of stepStarts' slot `at` begin in firstStepCells (slot at + 1: where they end). */
// @ts-ignore: decorator
@inline export function firstStepsAt(at: i32): usize { return firstStepCells + load<u32>(stepStarts + (at << 2)); }
