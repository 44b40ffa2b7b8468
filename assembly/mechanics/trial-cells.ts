// Cells a move must be tried on by make/unmake even where pins let it pass, stamped afresh each
// generation by the mechanics that need it: the lines of enemy hoppers through the royal piece (hop.ts),
// the teleporters under the exclusion rule (teleport.ts), the eyes of enemy Jacks (jack.ts). A move from
// or to a stamped cell is tried (gen/movegen.ts, keepOffTrialCells).
import { NO_CELL } from "../abi";
import { allocate, cellCount } from "../core/tables";

let stamp: u32 = 0;
let cells: usize = 0; // u32[cell]

export function allocateTrialCells(): void { cells = allocate(cellCount * 4); }

/** Starts a generation's stamps. */
export function clearTrialCells(): void {
  if (++stamp == 0) {
    memory.fill(cells, 0, cellCount * 4);
    stamp = 1;
  }
}

// @ts-ignore: decorator
@inline export function markTrialCell(cell: i32): void { store<u32>(cells + (<usize>cell << 2), stamp); }

/** Whether a move from or to `cell` must be tried (NO_CELL, a drop's from, never is). */
// @ts-ignore: decorator
@inline export function isTrialCell(cell: i32): bool {
  return cell != NO_CELL && load<u32>(cells + (<usize>cell << 2)) == stamp;
}
