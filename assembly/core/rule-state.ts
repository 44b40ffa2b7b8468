// The rule-state block: what a position holds beyond the board, clocks, en passant and castling rights —
// pieces in hand, switches such as "teleporting disabled", counters, the last move's type. Mechanics
// reserve bytes of it at configuration (a game without such rules has none, and pays nothing). The block
// is saved whole before each move and restored by unmake, and every byte is part of the Zobrist hash.
import { toggleHash } from "./position";
import { nextRandom } from "./random";
import { allocate } from "./tables";

export let ruleStateBytes: i32 = 0;
export let ruleState: usize = 0; // u8[ruleStateBytes]: the current block
let ruleInput: usize = 0; // u8[ruleStateBytes]: where the host writes a position's block before placePieces
let saved: usize = 0; // u8[stack][ruleStateBytes]: the block before each move on the undo stack
let keys: usize = 0; // u64[byte][256]; value 0 hashes to 0, so an empty block leaves the hash as it is

/** Reserves `bytes` of the block for a mechanic (at configuration, before allocateRuleState); returns their offset. */
export function reserveRuleBytes(bytes: i32): i32 {
  const offset = ruleStateBytes;
  ruleStateBytes += bytes;
  return offset;
}

// The block's size rounded up to whole u64 words: saved and restored a word at a time (memory.copy of a few
// bytes is a call out of the wasm code). The padding bytes stay 0 and hash to nothing.
let words: i32 = 0;

export function allocateRuleState(stackDepth: i32): void {
  if (ruleStateBytes == 0) return;
  words = (ruleStateBytes + 7) >> 3;
  ruleState = allocate(words << 3);
  ruleInput = allocate(ruleStateBytes);
  saved = allocate((words << 3) * (stackDepth + 1));
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

// (Called only where a variant has a block: makemove.ts, KEEPS_RULE_STATE.) A block of one word, the usual size, is
// copied without a loop: a loop in compiled wasm also tests for interrupts each time round.
// @ts-ignore: decorator
@inline export function saveRuleState(at: i32): void {
  if (words == 1) {
    store<u64>(saved + (<usize>at << 3), load<u64>(ruleState));
    return;
  }
  const record = saved + (<usize>(at * words) << 3);
  for (let word = 0; word < words; word++) store<u64>(record + (<usize>word << 3), load<u64>(ruleState + (<usize>word << 3)));
}

// @ts-ignore: decorator
@inline export function restoreRuleState(at: i32): void {
  if (words == 1) {
    store<u64>(ruleState, load<u64>(saved + (<usize>at << 3)));
    return;
  }
  const record = saved + (<usize>(at * words) << 3);
  for (let word = 0; word < words; word++) store<u64>(ruleState + (<usize>word << 3), load<u64>(record + (<usize>word << 3)));
}
