// Which look line of a cell passes each other cell (within the line's reach): a test about one cell's lines
// walks only the lines some piece stands on. Checks given by a move (search/gives-check.ts: the lines through
// its two cells), pins and checks of a royal piece (pins.ts: the lines an enemy piece stands on).
import { lookItems, lookCounts, lookVector, lookReach } from "../core/derive";
import { allocate, cellCount, vectorCount, rayBase } from "../core/tables";

export const SEVERAL: i32 = 255; // more than one look line passes the cell: every line is walked

let lineThrough: usize = 0; // u8[cell][cell]: 1 + the index of the look entry whose line passes the cell, 0 for none
export let lookLinesShare: bool = false; // two look lines of some cell pass the same cell (vectors (1,0) and (2,0), say)

/** Marks, for each cell, the look line of every other cell that passes it (after the look tables are derived). */
export function deriveLinesThrough(): void {
  lineThrough = allocate(cellCount * cellCount);
  lookLinesShare = false;
  for (let cell = 0; cell < cellCount; cell++) {
    const row = lineThrough + <usize>(cell * cellCount);
    const count = <i32>load<u8>(lookCounts + cell);
    for (let index = 0; index < count; index++) {
      const entry = load<u32>(lookItems + (<usize>(cell * vectorCount + index) << 2));
      const ray = rayBase(cell, lookVector(entry));
      const reach = lookReach(entry);
      for (let distance = 0; distance < reach; distance++) {
        const passed = row + <usize>load<u8>(ray + distance);
        if (load<u8>(passed)) lookLinesShare = true;
        store<u8>(passed, load<u8>(passed) || index + 1 >= SEVERAL ? SEVERAL : index + 1);
      }
    }
  }
}

/** Whether deriveLinesThrough has run for this variant. */
// @ts-ignore: decorator
@inline export function linesThroughDerived(): bool { return lineThrough != 0; }

/** The row of `cell`: at each other cell, 1 + the index of the look line of `cell` passing it, 0 for none, or SEVERAL. */
// @ts-ignore: decorator
@inline export function linesThroughRow(cell: i32): usize { return lineThrough + <usize>(cell * cellCount); }
