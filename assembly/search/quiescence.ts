// Quiescence: past the full-width depth only captures and promotions are searched (every move when in
// check), from the side to move's static score (or the table's, where its bound says it is nearer) as a
// floor it may stand on, until the position is quiet.
// Captures that lose in the exchange, and those that could not reach alpha even winning their victim
// outright, are skipped. The table settles and stores its nodes at depth 0.
import { evaluate, evaluateWithin } from "./evaluation";
import { scoreMoves, pickBest, orderScoreAt, HISTORY_LIMIT } from "./ordering";
import { moveGivesCheck } from "./gives-check";
import { enterQuietlessNode } from "./continuation";
import { probe, record, entryScore, entryDepth, entryBound, BOUND_UPPER, BOUND_LOWER, BOUND_EXACT } from "./tt";
import {
  MATE, MAX_PLY, INFINITE, refinedByTable, stopped, countNode, reachedPly, pollStop, sameTeam, nodeKey, toTable, fromTable, clearPv, updatePv,
  checkBinds, noMoveScore, partiesDecided, checkFilter, barredGift,
} from "./search-state";
import { KIND_PROMOTION } from "../abi";
import { makeMove, unmakeMove } from "../core/makemove";
import { moveKind } from "../core/move";
import { moveGain } from "../gen/move-facts";
import { sideToMove } from "../core/position";
import { playerCount } from "../core/tables";
import { IN_CHECK, NOT_IN_CHECK, CHECK_UNKNOWN } from "../gen/mode";
import { generateLegal, generateLegalCaptures } from "../gen/movegen";
import { lostBeforeMoving } from "../mechanics/ends";

/** `check` is what the parent already knows about the side to move being in check (CHECK_UNKNOWN if nothing). */
export function quiesce(alpha: i32, beta: i32, at: i32, out: usize, check: i32): i32 {
  clearPv(at);
  countNode();
  pollStop();
  if (stopped) return 0;
  reachedPly(at);
  if (lostBeforeMoving()) return -MATE + at;
  if (partiesDecided()) return MATE - at;
  if (at >= MAX_PLY - 1) return evaluate();
  // The table settles a quiescence node as it settles a full-width one (any depth is enough here).
  const key = nodeKey();
  const entry = probe(key);
  let tableScore = -INFINITE;
  let tableBound = 0;
  if (entry) {
    const stored = fromTable(entryScore(entry), at);
    const bound = entryBound(entry);
    if (bound == BOUND_EXACT || (bound == BOUND_LOWER && stored >= beta) || (bound == BOUND_UPPER && stored <= alpha)) return stored;
    tableScore = stored;
    tableBound = bound;
  }
  const originalAlpha = alpha;
  const checked = check == CHECK_UNKNOWN ? checkBinds() : check == IN_CHECK;
  let best: i32;
  let count: i32;
  if (checked) {
    count = generateLegal(out, IN_CHECK);
    if (count == 0) return noMoveScore(true, at);
    best = -INFINITE;
  } else {
    best = evaluateWithin(alpha, beta);
    // The table's score, where its bound says it is nearer the truth, is the floor to stand on (two players, as the
    // full-width search refines its evaluation); mate scores are left to the search.
    if (playerCount == 2) best = refinedByTable(best, tableScore, tableBound);
    if (best >= beta) {
      recordQuiescence(key, 0, best, at, BOUND_LOWER);
      return best;
    }
    if (best > alpha) alpha = best;
    count = generateLegalCaptures(out);
  }
  // The hash move is not put first: a capture that loses its exchange stops the captures below like any
  // other, so what quiescence searches does not depend on what the table holds.
  enterQuietlessNode(at);
  scoreMoves(out, count, 0, at);
  const next = out + (<usize>count << 2);
  const standPat = best;
  let bestMove = 0;
  for (let index = 0; index < count; index++) {
    const move = pickBest(out, index, count);
    if (barredGift(move)) continue;
    if (!checked) {
      // Captures scored below zero lose material to a recapture (see scoreMoves): not worth a look.
      if (orderScoreAt(out, index) < -HISTORY_LIMIT) break;
      // Delta pruning: even winning the victim outright would not reach alpha.
      if (moveKind(move) != KIND_PROMOTION && standPat + moveGain(move) + 200 <= alpha) continue;
    }
    const mover = sideToMove;
    const knownCheck = checkFilter ? moveGivesCheck(move) : -1;
    const childCheck = knownCheck < 0 ? CHECK_UNKNOWN : knownCheck == 1 ? IN_CHECK : NOT_IN_CHECK;
    makeMove(move);
    const score = sameTeam(sideToMove, mover) ? quiesce(alpha, beta, at + 1, next, childCheck) : -quiesce(-beta, -alpha, at + 1, next, childCheck);
    unmakeMove();
    if (stopped) return 0;
    if (score <= best) continue;
    best = score;
    bestMove = move;
    if (score <= alpha) continue;
    alpha = score;
    updatePv(at, move);
    if (score >= beta) break;
  }
  if (best == -INFINITE) return evaluate(); // in check, every evasion barred (barredGift)
  recordQuiescence(key, bestMove, best, at, best >= beta ? BOUND_LOWER : best > originalAlpha ? BOUND_EXACT : BOUND_UPPER);
  return best;
}

/** Stores a quiescence result at depth 0, unless the slot holds a full-width result for this position. */
function recordQuiescence(key: u64, move: i32, score: i32, at: i32, bound: i32): void {
  if (score == -INFINITE) return;
  const entry = probe(key);
  if (entry && entryDepth(entry) > 0) return;
  record(key, move, toTable(score, at), 0, bound);
}
