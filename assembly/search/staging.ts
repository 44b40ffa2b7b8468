// The first move before the others are generated. Most full-width nodes of a plain game that generate their moves
// cut off on their first move, and without a hash move that is a capture or the first killer. Which one comes first
// (ordering.ts) can often be told from the captures alone: the best-scored capture or promotion keeping its exchange,
// or, when every one loses it, the first killer if it is legal and quiet here. That move is searched first; only if
// it does not cut off are the other moves generated and scored. They must be scored as they would have been before
// it was searched: the ordering tables (history, counter-moves, continuation history) written meanwhile are logged,
// and put back while the node scores its moves, then brought forward again. The search's trees are the same as
// scoring every move up front (bench/search-nodes.ts, bench/search-lines.ts).
import { scoreMoves, losingExchange, orderScoreAt, setOrderScore, FIRST_KILLER_SCORE, BAD_CAPTURE_SCORE } from "./ordering";
import { MAX_PLY } from "./search-state";
import { isQuietMove } from "../gen/move-facts";
import { NOT_IN_CHECK, generateLegal, generatePseudoCaptures, confirmedLegal } from "../gen/movegen";
import { allocate } from "../core/tables";
import { moveFrom } from "../core/move";
import { royalCell, sideToMove } from "../core/position";

const LOG_ENTRIES: i32 = 1 << 16; // a 3,000,000-node Grand Chess search used at most 678
const SHORT_SLOT: u64 = 0x80000000; // the entry's slot holds an i16
const MAX_JUDGED: i32 = 64;
export const STAGE_DEPTH: i32 = 6; // nodes up to this depth are staged: their subtrees' writes fit the log

let log: usize = 0; // u64[LOG_ENTRIES]: a written slot's address (SHORT_SLOT: an i16) | its value before << 32
let logTop: i32 = 0;
let logFull: bool = false; // a write went unlogged: the staged nodes open now score their moves from the tables as they are
let pending: i32 = 0; // staged nodes whose first move is being searched: writes are logged meanwhile
let judged: usize = 0; // i32[MAX_PLY][MAX_JUDGED][2]: at each ply, the staged node's captures and promotions and their exchanges
let judgedCounts: usize = 0; // i32[MAX_PLY]

export function allocateStaging(): void {
  log = allocate(LOG_ENTRIES * 8);
  judged = allocate(MAX_PLY * MAX_JUDGED * 8);
  judgedCounts = allocate(MAX_PLY * 4);
}

/** A new search: nothing pending. */
export function startStaging(): void {
  logTop = 0;
  logFull = false;
  pending = 0;
}

/** Call before an ordering table's i32 slot is written. */
// @ts-ignore: decorator
@inline export function noteWrite(slot: usize): void { if (pending) logWrite(<u64>slot, <u64><u32>load<i32>(slot)); }
/** Call before an ordering table's i16 slot is written. */
// @ts-ignore: decorator
@inline export function noteShortWrite(slot: usize): void { if (pending) logWrite(<u64>slot | SHORT_SLOT, <u64><u32><i32>load<i16>(slot)); }

function logWrite(slot: u64, value: u64): void {
  if (logTop == LOG_ENTRIES) {
    logFull = true;
    return;
  }
  store<u64>(log + (<usize>logTop << 3), slot | (value << 32));
  logTop++;
}

/** Swaps the value the entry holds with its slot's: from the top down it rewinds the tables, then from the bottom up it replays them. */
// @ts-ignore: decorator
@inline function swapEntry(index: i32): void {
  const at = log + (<usize>index << 3);
  const entry = load<u64>(at);
  const slot = <usize>(entry & 0x7fffffff);
  const value = <i32>(entry >> 32);
  let now: i32;
  if (entry & SHORT_SLOT) {
    now = <i32>load<i16>(slot);
    store<i16>(slot, <i16>value);
  } else {
    now = load<i32>(slot);
    store<i32>(slot, value);
  }
  store<u64>(at, (entry & 0xffffffff) | (<u64><u32>now << 32));
}

/**
 * The move that would come first at this node (no hash move: the caller knows), found without generating the quiet
 * moves, or 0 when this cannot tell: the capture or promotion pickBest would take first, where exactly one that does
 * not lose its exchange has the highest score among those, or, when every one loses, the first killer if it is legal
 * and quiet. The captures judged losing on the way are kept for generateAfterStaged. Uses `out` as scratch.
 */
export function stagedFirst(out: usize, killer: i32, at: i32): i32 {
  // Every piece's captures as if unpinned: a capture that is not legal is passed over, and the moves pickBest would
  // look at first are among them.
  const count = generatePseudoCaptures(out);
  const scratch = out + (<usize>count << 2);
  scoreMoves(out, count, 0, at);
  const list = judged + <usize>(at * MAX_JUDGED * 8);
  let listed = 0;
  for (let best = highestCapture(out, count); best >= 0; best = highestCapture(out, count)) {
    const move = load<i32>(out + (<usize>best << 2));
    const bestScore = orderScoreAt(out, best);
    setOrderScore(out, best, i32.MIN_VALUE);
    const exchange = losingExchange(move);
    if (exchange < 0) {
      if (listed == MAX_JUDGED) return 0;
      store<i32>(list + (<usize>listed << 3), move);
      store<i32>(list + (<usize>listed << 3), exchange, 4);
      listed++;
      continue;
    }
    // pickBest takes the first of equal scores in the full list: another sound one with this score leaves it open.
    for (let i = 0; i < count; i++) {
      if (orderScoreAt(out, i) == bestScore && losingExchange(load<i32>(out + (<usize>i << 2))) == 0) return 0;
    }
    // One confirmedLegal turns down is not in the list, unless it is the royal piece's (not asked): then this cannot tell.
    if (moveFrom(move) == royalCell(sideToMove)) return 0;
    if (!confirmedLegal(move, scratch)) continue;
    store<i32>(judgedCounts + (<usize>at << 2), listed);
    return move;
  }
  if (killer == 0 || !isQuietMove(killer) || !confirmedLegal(killer, scratch)) return 0;
  store<i32>(judgedCounts + (<usize>at << 2), listed);
  return killer;
}

/** The highest-scored capture or promotion of `out` not yet looked at (quiet moves: non-promoting steps into the zone), or -1. */
function highestCapture(out: usize, count: i32): i32 {
  let best = -1;
  let bestScore = FIRST_KILLER_SCORE;
  for (let i = 0; i < count; i++) {
    const score = orderScoreAt(out, i);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}

/** The staged move is about to be searched first: returns the log's mark for generateAfterStaged. */
export function openStage(): i32 {
  pending++;
  return logTop;
}

/** A staged node is done with its first move without needing its other moves. */
export function closeStage(): void {
  if (--pending == 0) {
    logTop = 0;
    logFull = false;
  }
}

/**
 * Every legal move (not in check) after the staged move `first` was searched: it moved to the front as pickBest would
 * have put it, the others scored as before it was searched, and the captures and promotions stagedFirst judged losing
 * scored as pickBest would have judged them (the others it judges when they come up). Closes the stage; returns the count.
 */
export function generateAfterStaged(out: usize, first: i32, at: i32, mark: i32): i32 {
  const count = generateWithFirst(out, first);
  const rewound = !logFull;
  if (rewound) for (let i = logTop - 1; i >= mark; i--) swapEntry(i);
  scoreMoves(out, count, 0, at);
  if (rewound) for (let i = mark; i < logTop; i++) swapEntry(i);
  const list = judged + <usize>(at * MAX_JUDGED * 8);
  const listed = load<i32>(judgedCounts + (<usize>at << 2));
  for (let i = 1; i < count; i++) {
    if (orderScoreAt(out, i) <= FIRST_KILLER_SCORE) continue;
    const move = load<i32>(out + (i << 2));
    for (let j = 0; j < listed; j++) {
      if (load<i32>(list + (<usize>j << 3)) != move) continue;
      setOrderScore(out, i, BAD_CAPTURE_SCORE + load<i32>(list + (<usize>j << 3), 4));
      break;
    }
  }
  closeStage();
  return count;
}

/** Every legal move (not in check) into `out`, `first` (searched already) swapped to the front; returns the count. */
export function generateWithFirst(out: usize, first: i32): i32 {
  const count = generateLegal(out, NOT_IN_CHECK);
  for (let i = 0; i < count; i++) {
    if (load<i32>(out + (i << 2)) != first) continue;
    store<i32>(out + (i << 2), load<i32>(out));
    store<i32>(out, first);
    break;
  }
  return count;
}
