// The look lines of every cell (core/derive.ts: lookItems) laid out as one list of steps, line after line, nearest
// cell first: a walk for the first piece on each line of a cell (the attack test, the static exchange's fronts) goes
// through it in one loop, and a line's first piece skips the rest of its line. Per line, a loop and a ray look-up
// cost more than its steps: most lines are short (a leaper's one cell) or empty.
import { lookItems, lookCounts, lookVector, lookReach, lookReverse } from "../core/derive";
import { allocate, cellCount, vectorCount, rayBase } from "../core/tables";

const STEP_BYTES: i32 = 8; // nextLine shifts by 3

// u64[]: cell | look line << 8 | distance << 16 | steps left on the line from this one << 24 | reverse vector << 32.
let lookSteps: usize = 0;
let lookStepStarts: usize = 0; // usize[cellCount + 1]: where each cell's steps start

/** Lists every cell's look-line steps (after the look tables are derived). */
export function deriveLookSteps(): void {
  let total = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    const lines = <i32>load<u8>(lookCounts + cell);
    for (let index = 0; index < lines; index++) total += lookReach(load<u32>(lookItems + (<usize>(cell * vectorCount + index) << 2)));
  }
  lookSteps = allocate(total * STEP_BYTES);
  lookStepStarts = allocate((cellCount + 1) * 4);
  let step = lookSteps;
  for (let cell = 0; cell < cellCount; cell++) {
    store<usize>(lookStepStarts + (<usize>cell << 2), step);
    const lines = <i32>load<u8>(lookCounts + cell);
    for (let index = 0; index < lines; index++) {
      const entry = load<u32>(lookItems + (<usize>(cell * vectorCount + index) << 2));
      const ray = rayBase(cell, lookVector(entry));
      const reach = lookReach(entry);
      for (let distance = 0; distance < reach; distance++) {
        store<u64>(step, <u64>(load<u8>(ray + distance) | (index << 8) | (distance << 16) | ((reach - distance) << 24)) | (<u64>lookReverse(entry) << 32));
        step += STEP_BYTES;
      }
    }
  }
  store<usize>(lookStepStarts + (<usize>cellCount << 2), step);
}

/** The first of `cell`'s steps. */
// @ts-ignore: decorator
@inline export function firstLookStep(cell: i32): usize { return load<usize>(lookStepStarts + (<usize>cell << 2)); }
/** Past the last of `cell`'s steps. */
// @ts-ignore: decorator
@inline export function lookStepsEnd(cell: i32): usize { return load<usize>(lookStepStarts + (<usize>(cell + 1) << 2)); }
/** The next step on the same line. */
// @ts-ignore: decorator
@inline export function nextStep(step: usize): usize { return step + STEP_BYTES; }
/** The first step of the next line (or the end). */
// @ts-ignore: decorator
@inline export function nextLine(step: usize, item: u64): usize { return step + (<usize>((<u32>item) >> 24) << 3); }
// A step's fields: the cell, the look line's index among the cell's (lookItems), the distance along it, and the
// vector a piece standing there attacks the cell along.
// @ts-ignore: decorator
@inline export function stepCell(item: u64): i32 { return <i32>item & 0xff; }
// @ts-ignore: decorator
@inline export function stepLine(item: u64): i32 { return (<i32>item >> 8) & 0xff; }
// @ts-ignore: decorator
@inline export function stepDistance(item: u64): i32 { return (<i32>item >> 16) & 0xff; }
// @ts-ignore: decorator
@inline export function stepReverse(item: u64): i32 { return <i32>(item >> 32); }
