// Transposition table: 16-byte entries in a region past the heap, sized in MB by the host. It is the
// only memory that may grow, and only when the host resizes it, never during a search.
import { allocate } from "../core/tables";

export const BOUND_NONE: i32 = 0;
export const BOUND_UPPER: i32 = 1; // score <= value (failed low)
export const BOUND_LOWER: i32 = 2; // score >= value (failed high)
export const BOUND_EXACT: i32 = 3;

const ENTRY_BYTES: i32 = 16;
// Entry layout: key u64 | move i32 | score i16 | depth u8 | bound (2 bits) and generation (6 bits) u8.
const E_MOVE = 8;
const E_SCORE = 12;
const E_DEPTH = 14;
const E_FLAGS = 15;

let base: usize = 0;
let entryMask: u64 = 0;
let entryCount: i32 = 0;
let generation: i32 = 0;

/** Sets the table to the largest power-of-two entry count that fits in `megabytes`; clears it. 0 turns it off. */
export function resizeTable(megabytes: i32): bool {
  if (megabytes == 0) {
    entryCount = 0;
    return true;
  }
  let entries: i32 = 1;
  while (<i64>entries * 2 * ENTRY_BYTES <= <i64>megabytes << 20) entries <<= 1;
  const bytes = <usize>entries * ENTRY_BYTES;
  if (base == 0) base = allocate(64) + 64; // marks the heap's end: nothing is allocated after the table
  const needed = base + bytes;
  const have = <usize>memory.size() << 16;
  if (needed > have && memory.grow(<i32>((needed - have + 0xffff) >> 16)) < 0) return false;
  entryCount = entries;
  entryMask = <u64>(entries - 1);
  clearTable();
  return true;
}

/**
 * Memory asked for after the table was placed (an evaluation network, search/network.ts): carved where the table
 * begins, the table moving up past it (cleared). 0 if memory cannot grow that far.
 */
export function allocateBelowTable(bytes: i32): usize {
  if (base == 0) return allocate(bytes);
  const size = (<usize>bytes + 63) & ~(<usize>63);
  const needed = base + size + <usize>entryCount * ENTRY_BYTES;
  const have = <usize>memory.size() << 16;
  if (needed > have && memory.grow(<i32>((needed - have + 0xffff) >> 16)) < 0) return 0;
  const pointer = base;
  base += size;
  memory.fill(pointer, 0, size);
  clearTable();
  return pointer;
}

export function clearTable(): void {
  memory.fill(base, 0, <usize>entryCount * ENTRY_BYTES);
  generation = 0;
}

/** Whether the table is on (the host may turn it off with 0 MB). */
// @ts-ignore: decorator
@inline export function tableOn(): bool { return entryCount != 0; }

export function newSearch(): void { generation = (generation + 1) & 63; }

// @ts-ignore: decorator
@inline function entryAt(hash: u64): usize { return base + <usize>((hash & entryMask) << 4); }

/** The entry for `hash`, or 0 when absent. */
export function probe(hash: u64): usize {
  if (entryCount == 0) return 0;
  const entry = entryAt(hash);
  return load<u64>(entry) == hash ? entry : 0;
}

// @ts-ignore: decorator
@inline export function entryMove(entry: usize): i32 { return load<i32>(entry + E_MOVE); }
// @ts-ignore: decorator
@inline export function entryScore(entry: usize): i32 { return load<i16>(entry + E_SCORE); }
// @ts-ignore: decorator
@inline export function entryDepth(entry: usize): i32 { return load<u8>(entry + E_DEPTH); }
// @ts-ignore: decorator
@inline export function entryBound(entry: usize): i32 { return load<u8>(entry + E_FLAGS) & 3; }

/** Replaces the slot unless it holds a deeper result for the same position from this search. */
export function record(hash: u64, move: i32, score: i32, depth: i32, bound: i32): void {
  if (entryCount == 0) return;
  const entry = entryAt(hash);
  const flags = <i32>load<u8>(entry + E_FLAGS);
  const same = load<u64>(entry) == hash;
  if (same && (flags >> 2) == generation && <i32>load<u8>(entry + E_DEPTH) > depth && bound != BOUND_EXACT) return;
  if (same && move == 0) move = load<i32>(entry + E_MOVE);
  store<u64>(entry, hash);
  store<i32>(entry + E_MOVE, move);
  store<i16>(entry + E_SCORE, <i16>score);
  store<u8>(entry + E_DEPTH, <u8>max(0, depth));
  store<u8>(entry + E_FLAGS, <u8>(bound | (generation << 2)));
}

/** Per mille of the first 1000 slots used by this search. */
export function hashfull(): i32 {
  if (entryCount == 0) return 0;
  let used = 0;
  const sample = min(1000, entryCount);
  for (let i = 0; i < sample; i++) {
    const entry = base + (<usize>i << 4);
    if (load<u64>(entry) != 0 && (<i32>load<u8>(entry + E_FLAGS) >> 2) == generation) used++;
  }
  return sample == 1000 ? used : used * 1000 / max(1, sample);
}
