// Move ordering: the hash move, captures by victim and attacker (bad exchanges last), killers, the
// counter-move of the move before, then history and continuation history (continuation.ts). The tables it keeps live here; the search asks.
import { exchangeWithin, seeJudges } from "./see";
import { continuationKey, updateContinuation, clearContinuation, followRow, replyRow, rowsScore, CONTINUATION_LIMIT } from "./continuation";
import { KIND_PROMOTION, KIND_DOUBLE_STEP, MAX_TYPES, VARIANT_TAKEOVER } from "../abi";
import { attackedByOthers } from "../attacks/attacks";
import { moveAtPly } from "../core/makemove";
import { moveFrom, moveTo, moveKind, moveOrigin } from "../core/move";
import { isQuietMove, moveGain, moverOf } from "../gen/move-facts";
import { sideToMove, ply, board } from "../core/position";
import { cellCount, typeOf, pieceValue, pieceValues, allocate, variantFlags } from "../core/tables";
import { noteWrite } from "./staging";

const MAX_PLY: i32 = 96; // as search.ts

const HASH_MOVE_SCORE: i32 = 1 << 30;
const CAPTURE_SCORE: i32 = 1 << 28;
const KILLER_SCORE: i32 = 1 << 27;
export const ORDERED_AHEAD: i32 = KILLER_SCORE - 1; // the hash move, captures not losing their exchange, killers, counter-move
export const FIRST_KILLER_SCORE: i32 = KILLER_SCORE + 1; // above it: only the hash move, captures and promotions
export const HISTORY_LIMIT: i32 = 1 << 24;
export const BAD_CAPTURE_SCORE: i32 = -(1 << 26);
const CONTINUATION_BONUS: i32 = 32; // a cutoff's continuation credit per depth squared (up to an eighth of the limit)

let scoreOffset: usize = 0; // scores live this far after their moves
let killers: usize = 0; // i32[MAX_PLY][2]
let history: usize = 0; // i32[from][to]
let counterMoves: usize = 0; // i32[from][to] of the move before: the quiet move that last refuted it
let exchangesJudged: bool = false; // whether the static exchange evaluation sees every attacker here (see.ts)

export function allocateOrdering(moves: usize, scores: usize): void {
  scoreOffset = scores - moves;
  killers = allocate(MAX_PLY * 2 * 4);
  history = allocate(historySlots() * 4);
  counterMoves = allocate(historySlots() * 4);
}

/** A new search: no killers; history halved so it leans on recent evidence but keeps some of the last. */
export function startOrdering(judged: bool): void {
  exchangesJudged = judged;
  memory.fill(killers, 0, MAX_PLY * 2 * 4);
  for (let i = 0; i < historySlots(); i++) store<i32>(history + (i << 2), load<i32>(history + (i << 2)) >> 1);
}

export function clearHistory(): void {
  memory.fill(history, 0, historySlots() * 4);
  memory.fill(counterMoves, 0, historySlots() * 4);
  clearContinuation();
}

/** The score scoreMoves gave the move now at `index` of `out`. */
// @ts-ignore: decorator
@inline export function orderScoreAt(out: usize, index: i32): i32 { return load<i32>(out + scoreOffset + (index << 2)); }

/** Sets the score of the move at `index` of `out` (a capture judged ahead of pickBest: staging.ts). */
// @ts-ignore: decorator
@inline export function setOrderScore(out: usize, index: i32, score: i32): void { store<i32>(out + scoreOffset + (index << 2), score); }

// @ts-ignore: decorator
@inline export function killerAt(at: i32, which: i32): i32 { return load<i32>(killers + (at << 3) + (which << 2)); }

/** The counter-move slot of the move that led here (0 at the root of a game, or after a null move). */
function counterSlot(): usize {
  if (ply == 0) return 0;
  const previous = moveAtPly(ply - 1);
  if (previous == -1) return 0;
  return counterMoves + ((<usize>moveOrigin(previous, cellCount) * cellCount + moveTo(previous)) << 2);
}

/** The quiet move that last refuted the move that led here, or 0. */
export function counterMove(): i32 {
  const counterAt = counterSlot();
  return counterAt ? load<i32>(counterAt) : 0;
}

// History is indexed by a move's origin (a cell, or for a drop the dropped type: see moveOrigin) and target.
// @ts-ignore: decorator
@inline function historySlots(): i32 { return (cellCount + MAX_TYPES + 1) * cellCount; }
// @ts-ignore: decorator
@inline function historyAt(move: i32): usize { return history + ((<usize>moveOrigin(move, cellCount) * cellCount + moveTo(move)) << 2); }
// @ts-ignore: decorator
@inline export function historyOf(move: i32): i32 { return load<i32>(historyAt(move)); }

// @ts-ignore: decorator
@inline function isQuiet(move: i32): bool { return isQuietMove(move); }

/**
 * Hash move, then captures by most valuable victim and least valuable attacker, killers, the counter-move,
 * history. A capture is scored as if its exchange were sound; pickBest judges the exchange only when the
 * capture comes up (losingExchange), as most nodes cut off before their later captures.
 */
export function scoreMoves(out: usize, count: i32, hashMove: i32, at: i32): void {
  const killer1 = load<i32>(killers + (at << 3));
  const killer2 = load<i32>(killers + (at << 3) + 4);
  const counter = counterMove();
  const scores = out + scoreOffset;
  // A plain move or double step captures what stands on its target, unless a royal victim brings its army.
  const plainVictims = (variantFlags & VARIANT_TAKEOVER) == 0;
  // The tables (and the node's continuation rows) in locals: the loop stores scores, and the compiled code would
  // read each global again after a store.
  const cells = <usize>cellCount;
  const squares = board;
  const values = pieceValues;
  const historyTable = history;
  const follow = followRow(at);
  const reply = replyRow(at);
  for (let i = 0; i < count; i++) {
    const move = load<i32>(out + (i << 2));
    let score: i32;
    if (move == hashMove) score = HASH_MOVE_SCORE;
    else if (plainVictims && moveKind(move) <= KIND_DOUBLE_STEP) {
      const from = <usize>moveFrom(move);
      const to = <usize>moveTo(move);
      const victim = <i32>load<u16>(squares + (to << 1));
      const attacker = <i32>load<u16>(squares + (from << 1));
      if (victim) {
        score = CAPTURE_SCORE + (load<i32>(values + (typeOf(victim) << 2)) << 4) - (load<i32>(values + (typeOf(attacker) << 2)) >> 4);
      } else {
        score = quietScore(move, killer1, killer2, counter, historyTable + ((from * cells + to) << 2), follow, reply, typeOf(attacker) * <i32>cells + <i32>to);
      }
    } else if (!isQuiet(move)) score = CAPTURE_SCORE + (moveGain(move) << 4) - (pieceValue(typeOf(moverOf(move))) >> 4);
    else score = quietScore(move, killer1, killer2, counter, historyAt(move), follow, reply, continuationKey(move));
    store<i32>(scores + (i << 2), score);
  }
}

// @ts-ignore: decorator
@inline function quietScore(move: i32, killer1: i32, killer2: i32, counter: i32, historySlot: usize, follow: usize, reply: usize, key: i32): i32 {
  if (move == killer1) return FIRST_KILLER_SCORE;
  if (move == killer2) return KILLER_SCORE;
  if (move == counter) return KILLER_SCORE - 1;
  return load<i32>(historySlot) + rowsScore(follow, reply, key);
}

/**
 * The material a capture (or promotion) loses in the exchange on its cell, as a negative number, or 0 when
 * it loses none. Where the static exchange sees every attacker it decides; else a capture of a lesser
 * piece that can be taken back loses the difference.
 */
export function losingExchange(move: i32): i32 {
  const gained = moveGain(move);
  const attacker = pieceValue(typeOf(moverOf(move)));
  let exchange = gained;
  if (exchangesJudged && seeJudges(move)) {
    if (attacker > gained) exchange = exchangeWithin(move, gained, i32.MIN_VALUE, 0);
  } else if (moveKind(move) != KIND_PROMOTION && attacker > gained + 50 && attackedByOthers(moveTo(move), sideToMove)) {
    exchange = gained - attacker;
  }
  return min(exchange, 0);
}

/**
 * Swaps the best-scored remaining move to `index` and returns it (selection sort, one step). A capture that
 * comes up with its exchange not yet judged and loses it is scored again, among the last, and the step
 * repeated: the moves come in the order they would if every exchange had been judged up front.
 */
export function pickBest(out: usize, index: i32, count: i32): i32 {
  const scores = out + scoreOffset;
  let best = scores + (<usize>index << 2);
  for (;;) {
    best = highestScore(best, scores + (<usize>count << 2));
    const bestScore = load<i32>(best);
    // Scores above the killers' and below the hash move's are captures taken to be sound so far.
    if (bestScore <= KILLER_SCORE + 1 || bestScore == HASH_MOVE_SCORE) break;
    const exchange = losingExchange(load<i32>(best - scoreOffset));
    if (exchange == 0) break;
    store<i32>(best, BAD_CAPTURE_SCORE + exchange);
    best = scores + (<usize>index << 2);
  }
  const at = scores + (<usize>index << 2);
  const move = load<i32>(best - scoreOffset);
  if (best != at) {
    const bestScore = load<i32>(best);
    store<i32>(best - scoreOffset, load<i32>(at - scoreOffset));
    store<i32>(best, load<i32>(at));
    store<i32>(at - scoreOffset, move);
    store<i32>(at, bestScore);
  }
  return move;
}

/**
 * The first of the scores from `from` up to `end` (exclusive) that none after it exceeds, as this is the
 * search's tightest loop: the highest score first, four lanes at a time (SIMD), then the first score equal to it.
 */
// @ts-ignore: decorator
@inline function highestScore(from: usize, end: usize): usize {
  let bestScore = load<i32>(from);
  if (end - from >= 16) {
    let lanes = v128.load(from);
    let at = from + 16;
    for (; at + 16 <= end; at += 16) lanes = i32x4.max_s(lanes, v128.load(at));
    lanes = i32x4.max_s(lanes, v128.load(end - 16)); // the last four, overlapping those already seen
    bestScore = max(max(i32x4.extract_lane(lanes, 0), i32x4.extract_lane(lanes, 1)), max(i32x4.extract_lane(lanes, 2), i32x4.extract_lane(lanes, 3)));
  } else {
    for (let at = from + 4; at < end; at += 4) bestScore = max(bestScore, load<i32>(at));
  }
  const wanted = i32x4.splat(bestScore);
  let found = from;
  for (; found + 16 <= end; found += 16) {
    const equal = i32x4.bitmask(i32x4.eq(v128.load(found), wanted));
    if (equal) return found + (<usize>ctz(equal) << 2);
  }
  while (load<i32>(found) != bestScore) found += 4;
  return found;
}

/** Killer and history credit for the quiet `move` that cut off; the quiet moves tried before it (out[0 .. index - 1]) lose credit. */
export function rememberCutoff(move: i32, at: i32, depth: i32, out: usize, index: i32): void {
  const slot = killers + (at << 3);
  if (load<i32>(slot) != move) {
    store<i32>(slot + 4, load<i32>(slot));
    store<i32>(slot, move);
  }
  const counterAt = counterSlot();
  if (counterAt) {
    noteWrite(counterAt);
    store<i32>(counterAt, move);
  }
  const bonus = depth * depth;
  const followBonus = min(CONTINUATION_BONUS * bonus, CONTINUATION_LIMIT / 8);
  const cell = historyAt(move);
  noteWrite(cell);
  store<i32>(cell, min(load<i32>(cell) + bonus, HISTORY_LIMIT));
  updateContinuation(at, continuationKey(move), followBonus);
  for (let i = 0; i < index; i++) {
    const tried = load<i32>(out + (i << 2));
    if (!isQuiet(tried)) continue;
    const other = historyAt(tried);
    noteWrite(other);
    store<i32>(other, max(load<i32>(other) - bonus, -HISTORY_LIMIT));
    updateContinuation(at, continuationKey(tried), -followBonus);
  }
}
