// Alpha-beta search: principal variation search with a transposition table, quiescence on captures
// and promotions, null-move pruning (two players), razoring, late-move reductions, killer and history ordering,
// check extension, mate-distance scores and draws by repetition and move rule inside the tree.
// Iterative deepening, aspiration windows and MultiPV are driven by the host one root search at a time.
import { evaluate, setViewer } from "./evaluation";
import { allocateSee, seeSupported } from "./see";
import { losesExchange } from "./exchange-pruning";
import { allocateEnemyAttacks, openAsks } from "./enemy-attacks";
import { allocateSacrifice, makeUnlessSacrifice, closesNet } from "./sacrifice";
import {
  allocateOrdering, startOrdering, scoreMoves, pickBest, rememberCutoff, killerAt, counterMove, historyOf, orderScoreAt, ORDERED_AHEAD,
} from "./ordering";
export { clearHistory } from "./ordering";
import { moveGivesCheck } from "./gives-check";
import { deriveLinesThrough } from "../attacks/lines-through";
import { quiesce } from "./quiescence";
import { allocateStaging, startStaging, stagedFirst, openStage, closeStage, generateAfterStaged, generateWithFirst, STAGE_DEPTH } from "./staging";
import { allocateContinuation, noteMove, enterNode, continuationScore } from "./continuation";
import {
  MATE, MAX_PLY, INFINITE, MATE_BOUND, refinedByTable, BEST_REPLY, stopped, searchMode, rootPlayer, countNode, reachedPly, pollStop,
  sameTeam, nodeKey, toTable, fromTable, clearPv, updatePv, updatePvChain, checkBinds, noMoveScore, partiesDecided,
  checkFilter, allocateSearchState, startCounting, barredGift, sacrificeBarApplies, takeoverParties,
} from "./search-state";
export {
  MATE, MAX_PLY, INFINITE, PARANOID, BEST_REPLY, nodes, stopped, seldepth, setSearchMode, setNodeLimit, pvLength, pvMove,
} from "./search-state";
import {
  probe, record, entryMove, entryScore, entryDepth, entryBound, newSearch, BOUND_NONE, BOUND_UPPER, BOUND_LOWER, BOUND_EXACT,
  tableOn,
} from "./tt";
import { TYPE_PAWN } from "../abi";
import { makeMove, unmakeMove, makeNullMove, unmakeNullMove, moveAtPly } from "../core/makemove";
import { isQuietMove, victimOwner } from "../gen/move-facts";
import {
  sideToMove, royalCell, halfmoveClock, hash, ply, hashHistory, pieceAt, pieceTotal, pieceCellAt, partiesLeft,
} from "../core/position";
import { playerCount, typeOf, pieceValue, allocate, typeFlagsOf } from "../core/tables";
import { IN_CHECK, NOT_IN_CHECK, CHECK_UNKNOWN } from "../gen/mode";
import { generateLegal, confirmedLegal } from "../gen/movegen";
import { moveRuleLimit } from "../gen/status";
import { lostBeforeMoving } from "../mechanics/ends";

const MAX_ROOT_MOVES: i32 = 4096;

let moveStack: usize = 0;
let staticEvals: usize = 0; // i32[MAX_PLY]: the static evaluation at each ply of the line (-INFINITE: in check, or unknown)
export let rootMoves: usize = 0; // i32[MAX_ROOT_MOVES]
export let rootMoveCount: i32 = 0;
let reductions: usize = 0; // u8[64][64]

export function allocateSearch(moves: usize, scores: usize): void {
  moveStack = moves;
  allocateOrdering(moves, scores);
  allocateSearchState();
  allocateContinuation();
  staticEvals = allocate(MAX_PLY * 4);
  rootMoves = allocate(MAX_ROOT_MOVES * 4);
  reductions = allocate(64 * 64);
  allocateSee();
  allocateSacrifice();
  allocateStaging();
  deriveLinesThrough();
  allocateEnemyAttacks();
  for (let depth = 1; depth < 64; depth++) {
    for (let index = 1; index < 64; index++) {
      store<u8>(reductions + depth * 64 + index, <u8>(0.75 + Math.log(depth) * Math.log(index) / 2.25));
    }
  }
}

/** Prepares a search of the current position: root moves, counters, ordering memory. */
export function startSearch(limit: u64): i32 {
  startCounting(limit);
  nullMinPly = 0;
  setViewer(rootPlayer);
  exchangePruning = seeSupported();
  newSearch();
  startOrdering(seeSupported());
  startStaging();
  rootMoveCount = min(generateLegal(moveStack, CHECK_UNKNOWN), MAX_ROOT_MOVES);
  memory.copy(rootMoves, moveStack, rootMoveCount << 2);
  const entry = probe(nodeKey());
  if (entry) promoteRootMove(entryMove(entry), 0);
  return rootMoveCount;
}

/**
 * Searches root moves from `pvIndex` on (earlier ones are the lines MultiPV already reported) and
 * moves the best of them to `pvIndex`. Returns its score; the principal variation is in pvMoves[0].
 */
export function searchRoot(depth: i32, alpha: i32, beta: i32, pvIndex: i32): i32 {
  rootDepth = depth;
  let best = -INFINITE;
  let bestIndex = -1;
  clearPv(0);
  store<i32>(staticEvals, -INFINITE);
  for (let i = pvIndex; i < rootMoveCount; i++) {
    const move = load<i32>(rootMoves + (i << 2));
    noteMove(0, move);
    makeMove(move);
    let score: i32; // the child counts itself as a node (negamax, bestReply or quiesce)
    if (i == pvIndex) {
      score = child(rootPlayer, depth - 1, alpha, beta, 1, moveStack, true, CHECK_UNKNOWN, false);
    } else {
      score = child(rootPlayer, depth - 1, alpha, alpha + 1, 1, moveStack, false, CHECK_UNKNOWN, true);
      if (score > alpha && score < beta && !stopped) score = child(rootPlayer, depth - 1, alpha, beta, 1, moveStack, true, CHECK_UNKNOWN, false);
    }
    unmakeMove();
    if (stopped) break;
    if (score > best) {
      best = score;
      bestIndex = i;
      if (score > alpha) {
        alpha = score;
        updatePv(0, move);
      }
      if (score >= beta) break;
    }
  }
  if (bestIndex >= 0) promoteRootMove(load<i32>(rootMoves + (bestIndex << 2)), pvIndex);
  return best;
}

/** Moves `move` to `index` in the root list, keeping the others in order. */
function promoteRootMove(move: i32, index: i32): void {
  for (let i = index; i < rootMoveCount; i++) {
    if (load<i32>(rootMoves + (i << 2)) != move) continue;
    for (let j = i; j > index; j--) store<i32>(rootMoves + (j << 2), load<i32>(rootMoves + ((j - 1) << 2)));
    store<i32>(rootMoves + (index << 2), move);
    return;
  }
}

/** An earlier occurrence since the last irreversible move (in the game or the tree) draws. */
function repeated(): bool {
  const reach = min(halfmoveClock, ply);
  for (let back = 2; back <= reach; back++) {
    if (load<u64>(hashHistory + (<usize>(ply - back) << 3)) == hash) return true;
  }
  return false;
}

function hasPieces(player: i32): bool {
  const total = pieceTotal(player);
  for (let i = 0; i < total; i++) {
    const type = typeOf(pieceAt(pieceCellAt(player, i)));
    if (!(typeFlagsOf(type) & TYPE_PAWN) && pieceValue(type) > 0 && royalCell(player) != pieceCellAt(player, i)) return true;
  }
  return false;
}

/**
 * The score of the position after a move by `mover`, for the mover's team: a child on the other team
 * is searched with the window turned round and its score negated (negamax); a child on the same team
 * (the next of the root player's opponents) keeps the window.
 */
function child(mover: i32, depth: i32, alpha: i32, beta: i32, at: i32, out: usize, pvNode: bool, check: i32, cutNode: bool): i32 {
  if (sameTeam(sideToMove, mover)) return negamax(depth, alpha, beta, at, out, pvNode, check, cutNode);
  return -negamax(depth, -beta, -alpha, at, out, pvNode, check, cutNode);
}

const NO_CUTOFF: i32 = i32.MIN_VALUE;
let probedMove: i32 = 0; // the hash move found by the last tableCutoff
let probedScore: i32 = 0; // and its entry's score (relative to the root) and bound (BOUND_NONE: no entry)
let probedBound: i32 = BOUND_NONE;
let rootDepth: i32 = 0; // the depth of the iteration under way (searchRoot)
let nullMinPly: i32 = 0; // while a null move is verified: the ply before which nullColor makes no null move
let nullColor: i32 = -1;
let exchangePruning: bool = false; // whether losesExchange may be asked here (exchange-pruning.ts)

/** Probes the table for this node: sets probedMove, and returns the stored score when it settles the node. */
// @ts-ignore: decorator
@inline function tableCutoff(depth: i32, alpha: i32, beta: i32, at: i32, pvNode: bool): i32 {
  const entry = probe(nodeKey());
  probedMove = entry ? entryMove(entry) : 0;
  probedBound = entry ? entryBound(entry) : BOUND_NONE;
  if (!entry) return NO_CUTOFF;
  const score = fromTable(entryScore(entry), at);
  const bound = probedBound;
  probedScore = score;
  if (pvNode || entryDepth(entry) < depth) return NO_CUTOFF;
  const settles = bound == BOUND_EXACT || (bound == BOUND_LOWER && score >= beta) || (bound == BOUND_UPPER && score <= alpha);
  return settles ? score : NO_CUTOFF;
}

/**
 * `check` is what the parent already knows about the side to move being in check (CHECK_UNKNOWN if nothing).
 * `cutNode`: a null-window node expected to fail high (its first move is expected to refute the move before).
 */
function negamax(depth: i32, alpha: i32, beta: i32, at: i32, out: usize, pvNode: bool, check: i32 = CHECK_UNKNOWN, cutNode: bool = false): i32 {
  clearPv(at);
  pollStop();
  if (stopped) return 0;
  if (lostBeforeMoving()) return -MATE + at;
  if (partiesDecided()) return MATE - at;
  const moveRule = moveRuleLimit();
  if ((moveRule > 0 && halfmoveClock >= moveRule) || repeated()) return 0;
  alpha = max(alpha, -MATE + at);
  beta = min(beta, MATE - at - 1);
  if (alpha >= beta) return alpha;
  if (at >= MAX_PLY - 1) return evaluate();

  const checked = check == CHECK_UNKNOWN ? checkBinds() : check == IN_CHECK;
  // Check extension, while the line is less than twice the iteration's depth: with two opponents, checks
  // can follow one another far longer than in chess, and an unbounded extension let one depth-4 search of
  // a Dreierschach middlegame run past ten million nodes.
  if (checked && at < 2 * rootDepth) depth++;
  if (depth <= 0) return quiesce(alpha, beta, at, out, checked ? IN_CHECK : NOT_IN_CHECK);
  if (searchMode == BEST_REPLY && sideToMove != rootPlayer && partiesLeft() > 2) return bestReply(depth, alpha, beta, at, out, pvNode);
  countNode();
  reachedPly(at);

  const stored = tableCutoff(depth, alpha, beta, at, pvNode);
  if (stored != NO_CUTOFF) return stored;
  const hashMove = probedMove;
  const tableBound = probedBound;
  const tableScore = probedScore;
  enterNode(at);

  const us = sideToMove;
  const twoPlayers = playerCount == 2;
  const staticEval = checked ? -INFINITE : evaluate();
  store<i32>(staticEvals + (at << 2), staticEval);
  // The table's score, where its bound says it is nearer the truth than the static evaluation, judges the
  // node for reverse futility and the null move (the static evaluation still says whether the line improves).
  const nodeEval = twoPlayers && !checked ? refinedByTable(staticEval, tableScore, tableBound) : staticEval;
  // Improving: the static evaluation is better than two plies ago, the same side to move (two players; else,
  // or when that is unknown, assumed). Not improving prunes more: the line is going the wrong way.
  const before = at >= 2 ? load<i32>(staticEvals + ((at - 2) << 2)) : -INFINITE;
  const improving = playerCount != 2 || before == -INFINITE || staticEval > before;
  const reverseMargin = 150 * depth - (improving ? 50 : 0);
  if (!pvNode && !checked && depth <= 3 && abs(beta) < MATE_BOUND && nodeEval - reverseMargin >= beta) return nodeEval;
  // Razoring (two players): so far below alpha that no quiet move is likely to bring the node back: when the
  // captures (quiescence) do not either, the node fails low.
  if (twoPlayers && !pvNode && !checked && depth <= RAZOR_DEPTH && abs(alpha) < MATE_BOUND && nodeEval + RAZOR_MARGIN + RAZOR_PER_DEPTH * depth * depth <= alpha) {
    const score = quiesce(alpha, alpha + 1, at, out, NOT_IN_CHECK);
    if (stopped) return 0;
    if (score <= alpha) return score;
    enterNode(at); // quiescence cleared this ply's continuation rows
  }
  // Null move: reduced more the higher the depth and the further the evaluation is above beta; never two in
  // a row; checked at high depth by a reduced search of this node without null moves for this side (zugzwang).
  if (!pvNode && !checked && depth >= 3 && twoPlayers && nodeEval >= beta && moveAtPly(ply - 1) != NULL_MOVE
    && (at >= nullMinPly || us != nullColor) && hasPieces(us)) {
    const nullDepth = depth - 3 - depth / 3 - min((nodeEval - beta) / 200, 3);
    noteMove(at, 0);
    makeNullMove();
    const score = -negamax(nullDepth, -beta, -beta + 1, at + 1, out, false, CHECK_UNKNOWN, !cutNode);
    unmakeNullMove();
    if (stopped) return 0;
    if (score >= beta) {
      const bounded = score >= MATE_BOUND ? beta : score;
      if (nullMinPly > 0 || depth < NULL_VERIFY_DEPTH) return bounded;
      nullMinPly = at + 3 * nullDepth / 4;
      nullColor = us;
      const verified = negamax(nullDepth, beta - 1, beta, at, out, false, NOT_IN_CHECK, false);
      nullMinPly = 0;
      if (stopped) return 0;
      if (verified >= beta) return bounded;
    }
  }

  // Internal iterative reduction: a node the table knows nothing of is searched a ply shallower (its
  // ordering is poor, and if it matters the next iteration finds it in the table). Without a table every node
  // would be reduced, every iteration: the search would lose a ply and miss what it should see.
  if (depth >= IIR_DEPTH && hashMove == 0 && tableOn()) depth--;

  // A hash move known legal (confirmedLegal) is searched before any other move is generated: when it
  // cuts off, the node never generates nor orders the rest. So is a capture or the first killer where it can
  // be told from the captures alone that it comes first (staging.ts). Else every move is generated now.
  const killer1 = killerAt(at, 0);
  const hashFirst = hashMove != 0 && !checked && confirmedLegal(hashMove, out);
  const stagedMove = !hashFirst && hashMove == 0 && !checked && checkFilter && depth <= STAGE_DEPTH ? stagedFirst(out, killer1, at) : 0;
  let count = 1;
  let stageMark = -1; // while the staged move's node has not generated its other moves: the log's mark (staging.ts)
  if (hashFirst) store<i32>(out, hashMove);
  else if (stagedMove != 0) {
    store<i32>(out, stagedMove);
    stageMark = openStage();
  } else {
    count = generateLegal(out, checked ? IN_CHECK : NOT_IN_CHECK);
    if (count == 0) return noMoveScore(checked, at);
    scoreMoves(out, count, hashMove, at);
  }
  const firstMove = hashFirst ? hashMove : stagedMove;
  const staged = hashFirst || stagedMove != 0;
  let next = out + (<usize>count << 2);
  const originalAlpha = alpha;
  let best = -INFINITE;
  let bestMove = 0;
  // Low-depth pruning of quiet moves that neither check nor come first: late-move pruning and futility.
  const mayPrune = !pvNode && !checked && depth <= LATE_PRUNING_DEPTH && abs(alpha) < MATE_BOUND;
  const futile = mayPrune && depth <= 3 && staticEval + 100 + 150 * depth <= alpha;
  const lateLimit = improving ? 6 + 2 * depth * depth : 3 + depth * depth;
  const killer2 = killerAt(at, 1);
  const counter = counterMove();
  // A capture as the hash move: the quiet moves after it are less likely to matter.
  const hashCapture = hashMove != 0 && !isQuiet(hashMove);
  let quiets = 0;
  openAsks(at);
  const barSacrifices = sacrificeBarApplies(checked);
  const netsFeared = barSacrifices && searchMode != BEST_REPLY && !takeoverParties;
  for (let index = 0; index < count || (staged && index == 1); index++) {
    if (staged && index == 1) {
      count = hashFirst ? generateAfterHashMove(out, hashMove, at) : generateAfterStaged(out, stagedMove, at, stageMark);
      stageMark = -1;
      next = out + (<usize>count << 2);
      if (count <= 1) break;
    }
    const move = staged && index == 0 ? firstMove : pickBest(out, index, count);
    if (barredGift(move)) continue;
    const quiet = isQuiet(move);
    // Whether the move checks, told before it is made where that can be: a quiet move pruned below unless
    // it checks is then pruned unmade.
    const knownCheck = checkFilter ? moveGivesCheck(move) : -1;
    if (mayPrune && knownCheck == 0 && quiet && index > 0 && (futile || quiets + 1 > lateLimit)) {
      quiets++;
      continue;
    }
    // A move that loses too much in the exchange (exchange-pruning.ts), once a move has been searched; a
    // quiet one only when it gives no check, known here or after making it (not asked when known to check).
    let exchangeLost = false;
    if (exchangePruning && index > 0 && !checked && best > -MATE_BOUND && !(quiet && knownCheck == 1) && losesExchange(move, quiet, depth, out, index, at)) {
      if (!quiet || knownCheck == 0) {
        if (quiet) quiets++;
        continue;
      }
      exchangeLost = true;
    }
    const key = noteMove(at, move);
    const followScore = quiet && key >= 0 ? continuationScore(at, key) : 0;
    // A quiet move that has done badly after the moves before (continuation history) is pruned at low depth,
    // unless it checks or is a killer or the counter-move.
    if (mayPrune && knownCheck == 0 && quiet && index > 0 && depth <= HISTORY_PRUNING_DEPTH && followScore < -HISTORY_PRUNING_MARGIN * depth
      && move != killer1 && move != killer2 && move != counter) {
      quiets++;
      continue;
    }
    if (!makeUnlessSacrifice(move, us, barSacrifices, next)) {
      if (quiet) quiets++;
      // A barred check that the other opponent's cover turns into a mate: feared, not searched (sacrifice.ts).
      if (!netsFeared || !closesNet(move, next) || staticEval + NET_FEAR <= best) continue;
      best = staticEval + NET_FEAR;
      bestMove = move;
      if (best <= alpha) continue;
      alpha = best;
      clearPv(at + 1);
      updatePv(at, move);
      if (best >= beta) break;
      continue;
    }
    const givesCheck = knownCheck >= 0 ? knownCheck == 1 : checkBinds();
    const childCheck = givesCheck ? IN_CHECK : NOT_IN_CHECK;
    if (quiet) quiets++;
    if ((exchangeLost && !givesCheck) || (mayPrune && quiet && !givesCheck && index > 0 && (futile || quiets > lateLimit))) {
      unmakeMove();
      continue;
    }
    let score: i32;
    if (index == 0) {
      score = child(us, depth - 1, alpha, beta, at + 1, next, pvNode, childCheck, !pvNode && !cutNode);
    } else {
      let reduction = 0;
      const late = depth >= 3 && index >= 2 && quiet && !checked && !givesCheck;
      if (late) {
        reduction = <i32>load<u8>(reductions + min(depth, 63) * 64 + min(index, 63));
        // Less on the principal variation and for killers, more elsewhere (most at an expected cut node, and
        // where the line is not improving); history moves it either way.
        reduction += pvNode ? -1 : 1;
        if (twoPlayers && cutNode) reduction++;
        if (!improving) reduction++;
        if (move == killer1 || move == killer2 || move == counter) reduction--;
        if (hashCapture) reduction++;
        reduction -= max(-2, min(2, historyOf(move) / HISTORY_PER_PLY + followScore / CONTINUATION_PER_PLY));
        reduction = max(0, min(reduction, depth - 2));
      }
      score = child(us, depth - 1 - reduction, alpha, alpha + 1, at + 1, next, false, childCheck, late || !cutNode);
      if (score > alpha && reduction > 0) score = child(us, depth - 1, alpha, alpha + 1, at + 1, next, false, childCheck, !cutNode);
      if (score > alpha && score < beta) score = child(us, depth - 1, alpha, beta, at + 1, next, true, childCheck, false);
    }
    unmakeMove();
    if (stopped) return 0;
    if (score <= best) continue;
    best = score;
    bestMove = move;
    if (score <= alpha) continue;
    alpha = score;
    updatePv(at, move);
    if (score < beta) continue;
    if (quiet) rememberCutoff(move, at, depth, out, index);
    break;
  }
  if (stageMark >= 0) closeStage(); // the staged move cut off: the other moves were never needed
  if (best == -INFINITE) return evaluate(); // every move barred (barredGift, makeUnlessSacrifice)
  const bound = best >= beta ? BOUND_LOWER : best > originalAlpha ? BOUND_EXACT : BOUND_UPPER;
  record(nodeKey(), bestMove, toTable(best, at), depth, bound);
  return best;
}

/**
 * Every legal move (not in check), with the hash move, searched already, moved to the front as pickBest
 * would have put it, and the others scored behind it. Returns the count.
 */
function generateAfterHashMove(out: usize, hashMove: i32, at: i32): i32 {
  const count = generateWithFirst(out, hashMove);
  scoreMoves(out, count, hashMove, at);
  return count;
}

/**
 * A turn of the root player's opponents under Best-Reply Search (BRS+): each opponent in turn order
 * searches its moves while the others play the move their ordering puts first; the best reply for the
 * team counts. Scores are for the opponents' team.
 */
function bestReply(depth: i32, alpha: i32, beta: i32, at: i32, out: usize, pvNode: bool): i32 {
  countNode();
  reachedPly(at);
  const stored = tableCutoff(depth, alpha, beta, at, pvNode);
  if (stored != NO_CUTOFF) return stored;
  const hashMove = probedMove;
  const originalAlpha = alpha;
  const startPly = ply;
  let best = -INFINITE;
  let bestMove = 0;
  let searched = 0;
  let cutoff = false;
  for (let searcher = 0; searcher < playerCount - 1 && !cutoff && !stopped; searcher++) {
    // The opponents before the searcher play their first-ordered move.
    let before = 0;
    while (before < searcher && sideToMove != rootPlayer && playOrderedMove(out, at + before)) before++;
    if (before == searcher && sideToMove != rootPlayer) {
      const replier = sideToMove;
      const count = generateLegal(out, CHECK_UNKNOWN);
      // The first opponent has no move: the game ends here (or, for a party, it leaves the game).
      if (count == 0 && searcher == 0) return noMoveScore(checkBinds(), at);
      scoreMoves(out, count, searcher == 0 ? hashMove : 0, at + before);
      const next = out + (<usize>count << 2);
      const barSacrifices = sacrificeBarApplies(checkBinds());
      for (let index = 0; index < count; index++) {
        const move = pickBest(out, index, count);
        if (barredGift(move)) continue;
        if (!makeUnlessSacrifice(move, replier, barSacrifices, next)) continue;
        // The opponents after the searcher play their first-ordered move until the root player's turn.
        let after = 0;
        while (sideToMove != rootPlayer && !partiesDecided() && playOrderedMove(next, at + before + 1 + after)) after++;
        const childAt = at + before + 1 + after;
        let score: i32;
        if (searched == 0) {
          score = child(replier, depth - 1, alpha, beta, childAt, next, pvNode, CHECK_UNKNOWN, false);
        } else {
          score = child(replier, depth - 1, alpha, alpha + 1, childAt, next, false, CHECK_UNKNOWN, false);
          if (score > alpha && score < beta && !stopped) score = child(replier, depth - 1, alpha, beta, childAt, next, pvNode, CHECK_UNKNOWN, false);
        }
        searched++;
        if (score > best && score > alpha && !stopped) updatePvChain(at, startPly, childAt - at);
        for (let i = 0; i < after; i++) unmakeMove();
        unmakeMove();
        if (stopped) break;
        if (score <= best) continue;
        best = score;
        if (searcher == 0) bestMove = move;
        if (score <= alpha) continue;
        alpha = score;
        if (score < beta) continue;
        if (isQuiet(move)) rememberCutoff(move, at + before, depth, out, index);
        cutoff = true;
        break;
      }
    }
    for (let i = 0; i < before; i++) unmakeMove();
  }
  if (stopped) return 0;
  if (best == -INFINITE) return evaluate(); // every reply barred (barredGift, makeUnlessSacrifice)
  const bound = best >= beta ? BOUND_LOWER : best > originalAlpha ? BOUND_EXACT : BOUND_UPPER;
  record(nodeKey(), bestMove, toTable(best, at), depth, bound);
  return best;
}

/**
 * Plays the side to move's first move by move ordering (hash move, captures, killers, history); false if it has none.
 * Under takeover rules the opponent not searching acts against the root player where it can (+25.8; a more hopeful
 * model lost, 355e9e5; Dreierschach leaned negative with it, -18.6). Neither gives material away (sacrifice.ts).
 */
function playOrderedMove(out: usize, at: i32): bool {
  const count = generateLegal(out, CHECK_UNKNOWN);
  if (count == 0) return false;
  const entry = probe(nodeKey());
  scoreMoves(out, count, entry ? entryMove(entry) : 0, at);
  const barSacrifices = sacrificeBarApplies(checkBinds());
  const mover = sideToMove;
  const scratch = out + (<usize>count << 2);
  // Under takeover rules (witch3): among its moves ordered ahead (good captures, killers) a capture of the root
  // player's piece first.
  if (takeoverParties) {
    for (let index = 0; index < count; index++) {
      const move = pickBest(out, index, count);
      if (!barredGift(move) && victimOwner(move) == rootPlayer && makeUnlessSacrifice(move, mover, barSacrifices, scratch)) return true;
      if (orderScoreAt(out, index) < ORDERED_AHEAD) break;
    }
  }
  for (let index = 0; index < count; index++) {
    const move = pickBest(out, index, count);
    if (barredGift(move)) continue;
    if (makeUnlessSacrifice(move, mover, barSacrifices, scratch)) return true;
  }
  return false;
}

// Whether a move captures and what it wins come from the move (gen/move-facts.ts): a capture need not land
// on its victim, and a drop has no from-cell.
// @ts-ignore: decorator
@inline function isQuiet(move: i32): bool { return isQuietMove(move); }

const LATE_PRUNING_DEPTH: i32 = 5; // quiet moves past lateLimit are pruned up to this depth
const NULL_VERIFY_DEPTH: i32 = 12; // a null move's cutoff is verified from this depth on
const NULL_MOVE: i32 = -1; // what moveAtPly gives for a null move (makemove.ts)
const HISTORY_PER_PLY: i32 = 512; // history credit worth one ply less (or, negative, more) reduction
const CONTINUATION_PER_PLY: i32 = 8192; // the same for continuation history (continuation.ts)
const HISTORY_PRUNING_DEPTH: i32 = 4; // quiet moves with bad continuation history are pruned up to this depth
const HISTORY_PRUNING_MARGIN: i32 = 1500; // below minus this much continuation history a ply (continuation.ts)
const RAZOR_DEPTH: i32 = 3; // razoring up to this depth, below alpha by RAZOR_MARGIN + RAZOR_PER_DEPTH·depth²
const RAZOR_MARGIN: i32 = 300;
const RAZOR_PER_DEPTH: i32 = 200;
const IIR_DEPTH: i32 = 4; // from this depth a node without a hash move is searched a ply shallower
const NET_FEAR: i32 = 400; // what a net (closesNet, sacrifice.ts) is worth to the team above the static evaluation
