// The rule-state block: what a position holds beyond the board, clocks, en passant and castling rights —
// pieces in hand, switches such as "teleporting disabled", counters, the last move's type. Mechanics
// reserve bytes of it at configuration (a game without such rules has none, and pays nothing). A move's
// changes to it are logged (core/effects.ts, logRuleByte) and undone by unmake, except the hand a drop takes
// from, which unmake gives back directly (drops.ts): a plain move pays nothing for the block. Every byte is
// part of the Zobrist hash.
import { toggleHash } from "./position";
import { nextRandom } from "./random";
import { allocate } from "./tables";

export let ruleStateBytes: i32 = 0;
export let ruleState: usize = 0; // u8[ruleStateBytes]: the current block
let ruleInput: usize = 0; // u8[ruleStateBytes]: where the host writes a position's block before placePieces
let keys: usize = 0; // u64[byte][256]; value 0 hashes to 0, so an empty block leaves the hash as it is

/** Reserves `bytes` of the block for a mechanic (at configuration, before allocateRuleState); returns their offset. */
export function reserveRuleBytes(bytes: i32): i32 {
  const offset = ruleStateBytes;
  ruleStateBytes += bytes;
  return offset;
}

export function allocateRuleState(): void {
  if (ruleStateBytes == 0) return;
  ruleState = allocate(ruleStateBytes);
  ruleInput = allocate(ruleStateBytes);
  keys = allocate(ruleStateBytes * 256 * 8);
  for (let i = 0; i < ruleStateBytes * 256; i++) if (i & 255) store<u64>(keys + (<usize>i << 3), nextRandom());
}

export function ruleInputPointer(): usize { return ruleInput; }

// @ts-ignore: decorator
@inline function key(offset: i32, value: i32): u64 { return load<u64>(keys + (<usize>((offset << 8) | value) << 3)); }

// @ts-ignore: decorator
@inline export function ruleByte(offset: i32): i32 { return load<u8>(ruleState + offset); }

/** Sets a byte of the block, keeping the hash in step. */
export function setRuleByte(offset: i32, value: i32): void {
  const at = ruleState + offset;
  toggleHash(key(offset, load<u8>(at)) ^ key(offset, value));
  store<u8>(at, value);
}

/** Writes a byte back as it was before a move, leaving the hash (unmake restores it whole). */
// @ts-ignore: decorator
@inline export function restoreRuleByte(offset: i32, value: i32): void { store<u8>(ruleState + offset, value); }

/** Takes the host's block as the position's (placePieces: the hash has no rule-state part yet). */
export function placeRuleState(): void {
  if (ruleStateBytes == 0) return;
  memory.copy(ruleState, ruleInput, ruleStateBytes);
  toggleHash(ruleStateHash());
}

/** The block's part of the hash, from scratch. */
export function ruleStateHash(): u64 {
  let value: u64 = 0;
  for (let offset = 0; offset < ruleStateBytes; offset++) value ^= key(offset, ruleByte(offset));
  return value;
}
