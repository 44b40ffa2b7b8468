// Legal move generation. One loop serves every piece on every board: a piece is a list of items
// (vector, range, mode), and a ray table says which cells each vector reaches from each cell.
//
// Legality is decided per position. The fast path (not in check): a pinned piece may only move along its
// pin line, the royal piece is tested on each target with itself lifted off the board, en passant and
// castling are tried by make/unmake, and so are moves touching the line of an enemy hopper through the
// royal piece. In check: the moves that capture the one checker or close its line. Where an enemy piece
// on the board attacks in a way pins cannot describe (mechanics/index.ts), every move is tried.
import { generateCastling, rightsOfPlayer } from "./castling";
import { allowLine, keepAllowed, keepLegal, legalByTrial, leavesRoyalSafe } from "./legality";
import { PSEUDO, ROYAL, CHECK_UNKNOWN, NOT_IN_CHECK, IN_CHECK, capturesOnly, byTrial, setCapturesOnly } from "./mode";
import {
  generatePlainMovesOpen, generatePlainMovesSqueezed, generatePlainMovesOpenFree, generatePlainMovesSqueezedFree,
  generatePlainPawnMoves, generatePlainPawnMovesSqueezed, generatePlainPawnMovesFree,
  generatePlainPawnMovesSqueezedFree, generatePlainCapturesOpen, generatePlainPawnCapturesOpen,
} from "./plain";
import { NO_CELL, VARIANT_TAKEOVER, VARIANT_SQUEEZE, VARIANT_ROYAL_IMMUNE, TYPE_PLAIN, TYPE_PAWN } from "../abi";
import { attackedByOthers, checkersOf, checkVector, checkDistance } from "../attacks/attacks";
import {
  markPins, pinOf, checkedOrPinned, clearPins, pinVectors, pinnedTotal, pinnedCellAt, GATE_PINNED, GATE_LINE,
} from "../attacks/pins";
import { moveFrom, moveTo } from "../core/move";
import { sideToMove, castlingRights, royalCell, pieceTotal, pieceCellAt, pieceAt, putOnBoard } from "../core/position";
import { variantFlags, typeFlagsOf, typeOf, ownerOf } from "../core/tables";
import { ENDING_RULES, endedByRule } from "../mechanics/ends";
import { trialNeeded, TRY, JUDGE_ARRIVAL } from "../mechanics/trial-cells";
import { arrivalBreaks } from "../mechanics/teleport";
import {
  legalityByTrialNeeded, markTrialCells, hasTrialCells, evasionsByTrial, extraMoves, freezingAgainst, mayMove, royalMovesSeeJacks,
  pieceMechanicMoves, PIECE_MODULE_TYPES,
} from "../mechanics/index";
import { setRoyalLifted } from "../mechanics/jack";
import { generatePartyMoves } from "../mechanics/takeover";
import { markCaptureVictims, mayCapture } from "./capture-reach";
import { generateRuledMovesOpen, generateRuledMovesSqueezed } from "./ruled";
export { CHECK_UNKNOWN, NOT_IN_CHECK, IN_CHECK, setLegalityByTrial } from "./mode";

/** Legal captures and promotions only (the side to move is known not to be in check). */
export function generateLegalCaptures(out: usize): i32 {
  setCapturesOnly(true);
  markCaptureVictims(sideToMove);
  const count = generateLegal(out, NOT_IN_CHECK);
  setCapturesOnly(false);
  return count;
}

/**
 * The side to move's captures and promotions, every piece's as if unpinned and the royal piece's onto attacked
 * cells too: a superset of generateLegalCaptures' moves, without the pin scan, for a test that holds when every
 * one of them does (search/staging.ts). Only where every piece is plain (TYPE_PLAIN) and no rule adds moves.
 */
export function generatePseudoCaptures(out: usize): i32 {
  setCapturesOnly(true);
  const us = sideToMove;
  markCaptureVictims(us);
  let count = 0;
  const total = pieceTotal(us);
  for (let index = 0; index < total; index++) {
    const from = pieceCellAt(us, index);
    if (mayCapture(pieceAt(from), from)) count = generatePieceMoves(out, count, from, us, 0);
  }
  setCapturesOnly(false);
  return count;
}

/**
 * Writes the side to move's legal moves to `out` (i32 each) and returns how many. `check` is always passed
 * (CHECK_UNKNOWN when not known): a default would make every call go through a trampoline.
 */
export function generateLegal(out: usize, check: i32): i32 {
  if (variantFlags & ENDING_RULES) return generateUnlessEnded(out, check);
  return generateRoyalLegal(out, sideToMove, check);
}

/** Under rules that can end the game before a move (ends.ts): none once it has; parties have rules of their own. */
function generateUnlessEnded(out: usize, check: i32): i32 {
  if (endedByRule()) return 0;
  if (variantFlags & VARIANT_TAKEOVER) return generatePartyMoves(out, sideToMove, check);
  return generateRoyalLegal(out, sideToMove, check);
}

/**
 * Whether `move` is a legal move of the side to move (not in check), found among the legal moves of its
 * piece alone: what the search asks of a hash move before it generates every move. Only where the fast
 * path of generateRoyalLegal holds and the piece's moves are all its moves; false where that is not
 * sure (the search then generates every move). `scratch` receives the piece's moves.
 */
export function confirmedLegal(move: i32, scratch: usize): bool {
  const us = sideToMove;
  const from = moveFrom(move);
  const royal = royalCell(us);
  if (from == NO_CELL || from == royal || royal == NO_CELL || capturesOnly || byTrial) return false;
  if (variantFlags & (ENDING_RULES | VARIANT_SQUEEZE)) return false;
  const code = pieceAt(from);
  if (code == 0 || ownerOf(code) != us || legalityByTrialNeeded(us) || hasTrialCells() || freezingAgainst(us)) return false;
  const pin = pinOf(royal, us, from);
  let count: i32;
  if (pin == GATE_PINNED) count = keepLegal(scratch, generatePieceMoves(scratch, 0, from, us, PSEUDO), us);
  else count = generatePieceMoves(scratch, 0, from, us, pin);
  for (let i = 0; i < count; i++) if (load<i32>(scratch + (i << 2)) == move) return true;
  return false;
}

/** generateRoyalLegal for callers elsewhere (party rules), not inlined into them. */
export function generateRoyalLegalMoves(out: usize, us: i32, check: i32): i32 { return generateRoyalLegal(out, us, check); }

/** Legal moves where no move may leave the own royal piece attacked: by pins when not in check. */
// @ts-ignore: decorator
@inline function generateRoyalLegal(out: usize, us: i32, check: i32): i32 {
  const royal = royalCell(us);
  if (royal == NO_CELL) return generatePseudoLegal(out, us);
  const slow = byTrial || legalityByTrialNeeded(us);
  // Unless the caller knows, one walk from the royal piece finds check and, failing that, the pins.
  const scanned = check == CHECK_UNKNOWN && !slow;
  const inCheck = scanned ? checkedOrPinned(royal, us) : check == CHECK_UNKNOWN ? attackedByOthers(royal, us) : check == IN_CHECK;
  if (inCheck && !slow && !(variantFlags & VARIANT_TAKEOVER)) return generateEvasions(out, royal, us);
  if (slow || inCheck) {
    const count = legalByTrial(out, us);
    return (castlingRights & rightsOfPlayer(us)) && !capturesOnly && !inCheck ? generateCastling(out, count, leavesRoyalSafe, true) : count;
  }
  if (!scanned) markPins(royal, us);
  // Under the squeeze rule a pinned piece may also leave its line for a cell that shuts it: see below.
  const lined = (variantFlags & VARIANT_SQUEEZE) != 0;
  const freezing = freezingAgainst(us);
  let count = 0;
  const total = pieceTotal(us);
  for (let index = 0; index < total; index++) {
    const from = pieceCellAt(us, index);
    if (from == royal) continue;
    const pin = <i32>load<u8>(pinVectors + from);
    if (pin == 0 || (pin != GATE_PINNED && !lined)) count = generatePieceMoves(out, count, from, us, pin);
  }
  // Frozen pieces have no move (mechanics/freeze.ts): their moves, listed like the others', go again.
  if (freezing) count = keepMovable(out, count);
  count = extraMoves(out, count, us);
  const trials = hasTrialCells() && markTrialCells(royal, us);
  if (trials) count = keepOffTrialCells(out, count, 0, us);
  // The other pinned pieces last: testing a move by make/unmake can reorder the piece list (promotions).
  for (let index = 0; index < pinnedTotal(); index++) {
    const from = pinnedCellAt(index);
    const pin = <i32>load<u8>(pinVectors + from);
    if (pin != GATE_PINNED && !lined) continue;
    if (freezing && !mayMove(from)) continue;
    const first = count;
    if (pin != GATE_PINNED && allowLine(royal, (pin & ~GATE_LINE) - 1, -1, us)) {
      count = generatePieceMoves(out, count, from, us, 0);
      count = first + keepAllowed(out + (<usize>first << 2), count - first);
      if (trials) count = keepOffTrialCells(out, count, first, us);
    } else {
      count = generatePieceMoves(out, count, from, us, PSEUDO);
      count = first + keepLegal(out + (<usize>first << 2), count - first, us);
    }
  }
  clearPins();
  const royalFirst = count;
  count = generateRoyalMoves(out, count, royal, us, freezing);
  if (trials) count = keepOffTrialCells(out, count, royalFirst, us); // a royal move onto a teleporter, say
  return (castlingRights & rightsOfPlayer(us)) && !capturesOnly ? generateCastling(out, count, leavesRoyalSafe, true) : count;
}

/** Keeps the moves whose piece may move (not frozen); drops and other moves of no piece stay. */
function keepMovable(out: usize, count: i32): i32 {
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const move = load<i32>(out + (i << 2));
    const from = moveFrom(move);
    if (from != NO_CELL && !mayMove(from)) continue;
    store<i32>(out + (kept++ << 2), move);
  }
  return kept;
}

/**
 * Of the moves out[first .. count), keeps those that touch no cell markTrialCells stamped, those that do if
 * make/unmake finds them legal, and those onto a cell stamped for arrivals if they keep the exclusion rule.
 * Returns the new count.
 */
function keepOffTrialCells(out: usize, count: i32, first: i32, us: i32): i32 {
  let kept = first;
  for (let i = first; i < count; i++) {
    const move = load<i32>(out + (i << 2));
    const needed = trialNeeded(moveFrom(move), moveTo(move));
    if (needed == TRY ? !leavesRoyalSafe(move, us) : needed == JUDGE_ARRIVAL && arrivalBreaks(move, us)) continue;
    store<i32>(out + (kept++ << 2), move);
  }
  return kept;
}

/**
 * Answers to a check, without trying every move: against one checker, the moves that capture it or
 * close its line (keepAllowed), with pinned pieces tried by make/unmake; then the royal piece's moves.
 * Two checkers (rare; with parallel riders or squeezed steps one move can answer both), or enemy pieces
 * whose attacks pins cannot describe, try every move.
 */
function generateEvasions(out: usize, royal: i32, us: i32): i32 {
  if (evasionsByTrial(us) || checkersOf(royal, us) != 1) return legalByTrial(out, us);
  markPins(royal, us);
  if (!allowLine(royal, checkVector, checkDistance, us)) {
    clearPins();
    return legalByTrial(out, us);
  }
  const freezing = freezingAgainst(us);
  let count = 0;
  const total = pieceTotal(us);
  for (let index = 0; index < total; index++) {
    const from = pieceCellAt(us, index);
    if (from == royal || load<u8>(pinVectors + from)) continue;
    if (freezing && !mayMove(from)) continue;
    const first = count;
    count = generatePieceMoves(out, count, from, us, 0);
    count = first + keepAllowed(out + (<usize>first << 2), count - first);
  }
  const dropped = count;
  count = extraMoves(out, count, us);
  count = dropped + keepAllowed(out + (<usize>dropped << 2), count - dropped);
  // Pinned pieces last: testing a move by make/unmake can reorder the piece list (promotions).
  for (let index = 0; index < pinnedTotal(); index++) {
    const first = count;
    if (freezing && !mayMove(pinnedCellAt(index))) continue;
    count = generatePieceMoves(out, count, pinnedCellAt(index), us, PSEUDO);
    count = first + keepLegal(out + (<usize>first << 2), count - first, us);
  }
  clearPins();
  return generateRoyalMoves(out, count, royal, us, freezing);
}

export function generatePseudoLegal(out: usize, us: i32): i32 {
  const freezing = freezingAgainst(us);
  let count = 0;
  const total = pieceTotal(us);
  for (let index = 0; index < total; index++) count = generatePieceMoves(out, count, pieceCellAt(us, index), us, PSEUDO);
  // Frozen pieces' moves go again afterwards, as in generateRoyalLegal: the loop asks no piece.
  if (freezing) count = keepMovable(out, count);
  return extraMoves(out, count, us);
}

/** The royal piece's moves; `freezing`: freezingAgainst(us) held in this generation (a frozen royal piece has none). */
function generateRoyalMoves(out: usize, count: i32, royal: i32, us: i32, freezing: bool): i32 {
  if (freezing && !mayMove(royal)) return count;
  if (variantFlags & VARIANT_TAKEOVER) {
    // Taking a royal piece takes over the pieces attacking its cell: only make/unmake sees that.
    const first = count;
    count = generatePieceMoves(out, count, royal, us, PSEUDO);
    return first + keepLegal(out + (<usize>first << 2), count - first, us);
  }
  const code = pieceAt(royal);
  putOnBoard(royal, 0); // lifted, so that a rider's line through it stays attacked
  // A royal move changes the enemy Jacks' mode: each target is judged as after the move (mechanics/jack.ts).
  const jacks = royalMovesSeeJacks(us);
  if (jacks) setRoyalLifted(us);
  count = generatePieceMoves(out, count, royal, us, ROYAL, code);
  if (jacks) setRoyalLifted(-1);
  putOnBoard(royal, code);
  return count;
}

/**
 * Appends the moves of the piece on `from` under the legality mode `check`. Each generator is compiled
 * twice, without and with Dreierschach's rules (squeezed diagonal steps, royal pieces never captured),
 * so the other games pay nothing for them.
 */
// @ts-ignore: decorator
@inline function generatePieceMoves(out: usize, count: i32, from: i32, us: i32, check: i32, lifted: i32 = 0): i32 {
  const code = check == ROYAL ? lifted : pieceAt(from);
  const type = typeOf(code);
  const flags = typeFlagsOf(type);
  const general = (variantFlags & (VARIANT_SQUEEZE | VARIANT_ROYAL_IMMUNE)) != 0;
  if (flags & TYPE_PLAIN) {
    // An unpinned piece in a full generation (the common case) has its own copies, free of the pin,
    // royal and captures-only tests.
    if (check == 0 && !capturesOnly) {
      if (general) {
        return flags & TYPE_PAWN ? generatePlainPawnMovesSqueezedFree(out, count, from, us, type) : generatePlainMovesSqueezedFree(out, count, from, us, type);
      }
      return flags & TYPE_PAWN ? generatePlainPawnMovesFree(out, count, from, us, type) : generatePlainMovesOpenFree(out, count, from, us, type);
    }
    if (check == 0 && !general) {
      // Captures only: a piece with no victim in reach (capture-reach.ts) is not walked.
      if (!mayCapture(code, from)) return count;
      return flags & TYPE_PAWN ? generatePlainPawnCapturesOpen(out, count, from, us, type) : generatePlainCapturesOpen(out, count, from, us, type);
    }
    if (general) {
      return flags & TYPE_PAWN ? generatePlainPawnMovesSqueezed(out, count, from, us, check, type) : generatePlainMovesSqueezed(out, count, from, us, check, type);
    }
    return flags & TYPE_PAWN ? generatePlainPawnMoves(out, count, from, us, check, type) : generatePlainMovesOpen(out, count, from, us, check, type);
  }
  // Pieces whose items the walker takes as they are (Wey's, say) go to it directly, not through the dispatch.
  if (!(flags & PIECE_MODULE_TYPES)) {
    return general ? generateRuledMovesSqueezed(out, count, from, us, check, type) : generateRuledMovesOpen(out, count, from, us, check, type);
  }
  return pieceMechanicMoves(out, count, from, us, check, type, general);
}
