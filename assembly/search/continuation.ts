// Continuation history (two players): how well a quiet move (its piece type and target) has done right after
// the move one ply before and the move two plies before (each by its piece type and target). It orders quiet
// moves with the plain history and adjusts their late-move reductions. Entries keep to ±CONTINUATION_LIMIT
// by gravity (a bonus moves an entry less the closer it already is to the limit), so no ageing is needed.
import { MAX_PLY } from "./search-state";
import { noteShortWrite } from "./staging";
import { moverOf } from "../gen/move-facts";
import { moveTo } from "../core/move";
import { sideToMove } from "../core/position";
import { allocate, cellCount, typeCount, typeOf, playerCount } from "../core/tables";

export const CONTINUATION_LIMIT: i32 = 16384;
const MAX_ENTRIES: i32 = 8 << 20; // i16 entries: at most 16 MB, else the variant goes without (larger boards and armies)

let table: usize = 0; // i16[side][previous key][key], key = type * cellCount + to
let keySpace: i32 = 0;
let moveKeys: usize = 0; // i32[MAX_PLY + 1]: the key of the move made at each ply of the line, -1 for none (a null move)
let rows: usize = 0; // usize[MAX_PLY + 1][2]: at each ply, the rows after the move one and two plies before (0: none)

export function allocateContinuation(): void {
  moveKeys = allocate((MAX_PLY + 1) * 4);
  rows = allocate((MAX_PLY + 1) * 8); // u32 pointers (wasm32)
  keySpace = (typeCount + 1) * cellCount;
  if (playerCount != 2 || <i64>2 * keySpace * keySpace > <i64>MAX_ENTRIES) return;
  table = allocate(2 * keySpace * keySpace * 2);
}

export function clearContinuation(): void {
  if (table) memory.fill(table, 0, <usize>(2 * keySpace * keySpace * 2));
}

/** The key of `move` in the position before it is made. */
// @ts-ignore: decorator
@inline export function continuationKey(move: i32): i32 { return typeOf(moverOf(move)) * cellCount + moveTo(move); }

/** Notes the move about to be made at ply `at` of the line (0: a null move); returns its key (-1: none, or no table). */
// @ts-ignore: decorator
@inline export function noteMove(at: i32, move: i32): i32 {
  if (!table) return -1;
  const key = move == 0 ? -1 : continuationKey(move);
  store<i32>(moveKeys + (at << 2), key);
  return key;
}

/** Sets the rows of the node `at` plies from the root, from the moves noteMove saw on the way. */
export function enterNode(at: i32): void {
  if (!table) return;
  const side = <usize>sideToMove * keySpace;
  let follow: usize = 0;
  let reply: usize = 0;
  if (at >= 1) {
    const previous = load<i32>(moveKeys + ((at - 1) << 2));
    if (previous >= 0) follow = table + ((side + previous) * keySpace << 1);
  }
  if (at >= 2) {
    const before = load<i32>(moveKeys + ((at - 2) << 2));
    if (before >= 0) reply = table + ((side + before) * keySpace << 1);
  }
  const slot = rows + (<usize>at << 3);
  store<u32>(slot, follow);
  store<u32>(slot, reply, 4);
}

/** A node that uses no continuation history (quiescence). */
// @ts-ignore: decorator
@inline export function enterQuietlessNode(at: i32): void {
  if (table) store<u64>(rows + (<usize>at << 3), 0);
}

/** The continuation score of the quiet move with key `key` at the node `at` plies from the root. */
// @ts-ignore: decorator
@inline export function continuationScore(at: i32, key: i32): i32 { return rowsScore(followRow(at), replyRow(at), key); }

// The two rows of the node `at` plies from the root (0: none), for a loop over its moves to read once.
// @ts-ignore: decorator
@inline export function followRow(at: i32): usize { return table ? <usize>load<u32>(rows + (<usize>at << 3)) : 0; }
// @ts-ignore: decorator
@inline export function replyRow(at: i32): usize { return table ? <usize>load<u32>(rows + (<usize>at << 3), 4) : 0; }

/** continuationScore from the node's rows (followRow, replyRow). */
// @ts-ignore: decorator
@inline export function rowsScore(follow: usize, reply: usize, key: i32): i32 {
  let score = 0;
  if (follow) score += <i32>load<i16>(follow + (<usize>key << 1));
  if (reply) score += <i32>load<i16>(reply + (<usize>key << 1));
  return score;
}

// @ts-ignore: decorator
@inline function nudge(slot: usize, bonus: i32): void {
  noteShortWrite(slot);
  const value = <i32>load<i16>(slot);
  store<i16>(slot, <i16>(value + bonus - value * abs(bonus) / CONTINUATION_LIMIT));
}

/** Credits (bonus > 0) or debits the quiet move with key `key` at the node `at` plies from the root. */
export function updateContinuation(at: i32, key: i32, bonus: i32): void {
  if (!table) return;
  const slot = rows + (<usize>at << 3);
  const follow = <usize>load<u32>(slot);
  const reply = <usize>load<u32>(slot, 4);
  if (follow) nudge(follow + (<usize>key << 1), bonus);
  if (reply) nudge(reply + (<usize>key << 1), bonus);
}
