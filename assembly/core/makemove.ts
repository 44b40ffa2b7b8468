// make/unmake with an undo stack. Everything a move changes that cannot be recomputed from the move
// itself (captured piece, en passant, clocks, castling rights, hash, material) is saved in its undo
// record; edits beyond a plain move, and the after-move rules' changes to the rule state (rule-state.ts),
// go through the effects log (effects.ts). Unmake restores all of it exactly, piece-list order included.
// Plain kinds (normal, double step, en passant, promotion, castling) keep a path of their own; a flip
// piece's move or change in place (makeTransformMove) and a drop (makeDrop) one each beside it, unlogged;
// mechanic moves take the general one (mechanics/index.ts works out their effects).
import { attackRangeOf, pawnLookCount, pawnLookVector } from "./derive";
import { effectsTop, undoEffects } from "./effects";
import { moveFrom, moveTo, moveKind, moveExtra } from "./move";
import {
  MAX_STACK, SEARCH_RESERVE, undoStack, hashHistory, ply, setPly, hash, setHash, sideToMove, setSideToMove, epCell,
  epVictim, setEnPassant, setOlderEnPassant, halfmoveClock, fullmoveNumber, setClocks, pieceAt, addPiece,
  removePiece, movePiece, retypePieceBack, moveRetypePiece, castlingRights, setCastlingRights, materialScores, restoreState, removePieceBack,
  movePieceBack, addPieceBackAt, listIndexOf, olderEpCell, olderEpVictim,
} from "./position";
import { variantFlags, vectorCount, typeFlagsOf, typeOf, ownerOf, pieceCode, firstStep, reverseOf } from "./tables";
import {
  NO_CELL, TYPE_PAWN, TYPE_ROYAL, VARIANT_CLOCK_IGNORES_PAWNS, VARIANT_TAKEOVER, VARIANT_EP_ROUND, KIND_DOUBLE_STEP,
  KIND_EN_PASSANT, KIND_PROMOTION, KIND_CASTLE, KIND_ELIMINATE, KIND_DROP, KIND_TRANSFORM,
} from "../abi";
import { clearedRights, castlingRookFrom, castlingRookTo } from "../gen/castling";
import { takeFromHand, giveBackToHand } from "../mechanics/drops";
import { applyMechanicMove, afterMoveRules } from "../mechanics/index";
import { nextPlayer, handOver, makeElimination } from "../mechanics/takeover";

// Undo record layout (64 bytes).
const U_MOVE = 0; // i32
const U_HALFMOVE = 4; // i32
const U_FULLMOVE = 8; // i32
const U_EFFECTS = 12; // i32 the effects log's top before the move
const U_HASH = 16; // u64
const U_MATERIAL = 24; // i32[4] material scores before the move
const U_CAPTURED = 40; // u16 code (plain kinds)
const U_MOVER = 42; // u16 code of the piece that moved (before promotion); the side to move for a null move
const U_EP_CELL = 44; // u8
const U_EP_VICTIM = 45; // u8
const U_OLDER_EP_CELL = 46; // u8
const U_OLDER_EP_VICTIM = 47; // u8
const U_CASTLING = 48; // u8 rights before the move
const U_CAPTURED_INDEX = 49; // u8 the captured piece's slot in its list
const U_LIFTED_INDEX = 50; // u8 the list slot of the mover's piece taken off (promoted pawn, castling rook)
export const UNDO_SHIFT = 6; // 64-byte records (position.ts allocates them)

// @ts-ignore: decorator
@inline function undoRecord(at: i32): usize { return undoStack + <usize>(at << UNDO_SHIFT); }

/** Saves what the move at the current ply cannot give back by itself. */
// @ts-ignore: decorator
@inline function saveUndo(move: i32, captured: i32, mover: i32): void {
  const record = undoRecord(ply);
  store<i32>(record + U_MOVE, move);
  store<i32>(record + U_HALFMOVE, halfmoveClock);
  store<i32>(record + U_FULLMOVE, fullmoveNumber);
  store<u64>(record + U_HASH, hash);
  store<u64>(record, load<u64>(materialScores), U_MATERIAL);
  store<u64>(record, load<u64>(materialScores, 8), U_MATERIAL + 8);
  store<u16>(record + U_CAPTURED, captured);
  store<u16>(record + U_MOVER, mover);
  store<u8>(record + U_EP_CELL, epCell);
  store<u8>(record + U_EP_VICTIM, epVictim);
  store<u8>(record + U_OLDER_EP_CELL, olderEpCell);
  store<u8>(record + U_OLDER_EP_VICTIM, olderEpVictim);
  store<u8>(record + U_CASTLING, castlingRights);
  if (keeps) store<i32>(record + U_EFFECTS, effectsTop);
}

// What moves of this variant keep beyond a plain move, set at configuration, so a game with neither
// (Grand Chess) pays one test per make and per unmake, and one whose moves only log piece edits (the
// takeovers of Witch's Chess for three) skips the after-move rules.
export const KEEPS_LOG: i32 = 1; // moves may edit pieces or the rule state through the effects log: its top is saved per move
export const KEEPS_RULE_STATE: i32 = 2; // a rule-state block, which after-move rules may change (logged)
let keeps: i32 = 0;
export function setKeeps(what: i32): void { keeps = what; }

/** Passes the turn on: clocks, side to move, ply and the repetition history. */
// @ts-ignore: decorator
@inline export function endTurn(us: i32, resetsClock: bool): void {
  const next = nextPlayer(us);
  setClocks(resetsClock ? 0 : halfmoveClock + 1, next <= us ? fullmoveNumber + 1 : fullmoveNumber);
  setSideToMove(next);
  setPly(ply + 1);
  store<u64>(hashHistory + (<usize>ply << 3), hash);
}

/** Whether the game has used the plies it may (MAX_STACK less the room a search or perft needs). */
export function stackFull(): bool { return ply >= MAX_STACK - SEARCH_RESERVE; }

/** What every move does to en passant and castling rights before its pieces move. */
// @ts-ignore: decorator
@inline function clearRights(from: i32, to: i32): void {
  // Under VARIANT_EP_ROUND the last mover's double step stays open for one more player; the older
  // one belongs to the player who moves next, and closes.
  if (variantFlags & VARIANT_EP_ROUND) setOlderEnPassant(epCell, epVictim);
  setEnPassant(NO_CELL, NO_CELL);
  if (castlingRights) {
    const kept = castlingRights & ~(clearedRights(from) | clearedRights(to));
    if (kept != castlingRights) setCastlingRights(kept);
  }
}

export function makeMove(move: i32): void {
  const from = moveFrom(move);
  const to = moveTo(move);
  const kind = moveKind(move);
  if (kind >= KIND_ELIMINATE) {
    // The unlogged general kinds directly, the logged ones through makeGeneralMove.
    if (kind == KIND_TRANSFORM) makeTransformMove(move, from, to);
    else if (kind == KIND_DROP) makeDrop(move, to);
    else makeGeneralMove(move, kind);
    return;
  }
  const mover = pieceAt(from);
  const us = ownerOf(mover);
  const capturedCell = kind == KIND_EN_PASSANT ? (moveExtra(move) ? olderEpVictim : epVictim) : to;
  const captured = kind == KIND_CASTLE ? 0 : pieceAt(capturedCell);

  saveUndo(move, captured, mover);
  clearRights(from, to);
  if (kind == KIND_CASTLE) {
    const option = moveExtra(move);
    const rook = pieceAt(castlingRookFrom(option));
    store<u8>(undoRecord(ply) + U_LIFTED_INDEX, listIndexOf(castlingRookFrom(option)));
    removePiece(castlingRookFrom(option));
    movePiece(from, to);
    addPiece(castlingRookTo(option), rook);
  } else {
    if (captured) {
      store<u8>(undoRecord(ply) + U_CAPTURED_INDEX, listIndexOf(capturedCell));
      removePiece(capturedCell);
    }
    movePiece(from, to);
  }
  if (kind == KIND_PROMOTION) {
    store<u8>(undoRecord(ply) + U_LIFTED_INDEX, listIndexOf(to));
    removePiece(to);
    addPiece(to, pieceCode(moveExtra(move), us));
  } else if (kind == KIND_DOUBLE_STEP) {
    const skipped = firstStep(from, moveExtra(move));
    if ((variantFlags & VARIANT_EP_ROUND) || enemyPawnAttacks(skipped, us)) setEnPassant(skipped, to);
  }
  if ((variantFlags & VARIANT_EP_ROUND) && olderEpCell != NO_CELL && olderEntryDead(us)) setOlderEnPassant(NO_CELL, NO_CELL);
  if ((variantFlags & VARIANT_TAKEOVER) && captured && (typeFlagsOf(typeOf(captured)) & TYPE_ROYAL)) {
    handOver(ownerOf(captured), us);
  }
  if (keeps & KEEPS_RULE_STATE) afterMoveRules(mover);
  const pawnResets = (variantFlags & VARIANT_CLOCK_IGNORES_PAWNS) == 0 && (typeFlagsOf(typeOf(mover)) & TYPE_PAWN) != 0;
  endTurn(us, captured != 0 || pawnResets);
}

/**
 * Eliminations and mechanic moves: every edit goes through the effects log.
 * Returns through endTurn; the clock restarts on a capture (or conversion) and on a pawn's move.
 */
function makeGeneralMove(move: i32, kind: i32): void {
  if (kind == KIND_ELIMINATE) {
    makeElimination(move);
    return;
  }
  const from = moveFrom(move);
  const to = moveTo(move);
  const us = sideToMove;
  const mover = pieceAt(from);
  saveUndo(move, 0, mover);
  clearRights(from, to);
  const captured = applyMechanicMove(move, us);
  afterMoveRules(mover);
  const pawnResets = (variantFlags & VARIANT_CLOCK_IGNORES_PAWNS) == 0 && (typeFlagsOf(typeOf(mover)) & TYPE_PAWN) != 0;
  endTurn(us, captured || pawnResets);
}

/** A drop (KIND_DROP): the piece leaves the hand (rule state) for `to`. No log: unmake takes it off and gives it back directly. */
function makeDrop(move: i32, to: i32): void {
  const us = sideToMove;
  saveUndo(move, 0, pieceCode(0, us));
  clearRights(to, to);
  takeFromHand(us, moveExtra(move));
  addPiece(to, pieceCode(moveExtra(move), us));
  afterMoveRules(0);
  endTurn(us, false);
}

/**
 * A flip piece's move (KIND_TRANSFORM): a plain move, with its capture saved like makeMove's, then the piece
 * takes the type it ends as in its list slot; or, in place (to == from), only the change of type. No log:
 * unmake reverses it directly.
 */
function makeTransformMove(move: i32, from: i32, to: i32): void {
  const mover = pieceAt(from);
  const us = ownerOf(mover);
  const captured = from == to ? 0 : pieceAt(to);
  saveUndo(move, captured, mover);
  clearRights(from, to);
  if (captured) {
    store<u8>(undoRecord(ply) + U_CAPTURED_INDEX, listIndexOf(to));
    removePiece(to);
  }
  moveRetypePiece(from, to, pieceCode(moveExtra(move), us));
  afterMoveRules(mover);
  const pawnResets = (variantFlags & VARIANT_CLOCK_IGNORES_PAWNS) == 0 && (typeFlagsOf(typeOf(mover)) & TYPE_PAWN) != 0;
  endTurn(us, captured != 0 || pawnResets);
}

/** The older en passant entry is closed once its pawn is gone or the skipped cell is occupied. */
function olderEntryDead(us: i32): bool {
  const victim = pieceAt(olderEpVictim);
  return pieceAt(olderEpCell) != 0 || victim == 0 || !(typeFlagsOf(typeOf(victim)) & TYPE_PAWN) || ownerOf(victim) == us;
}

/** Saves the undo record of an elimination, whose pieces mechanics/takeover.ts takes off and hands back. */
export function saveEliminationUndo(move: i32, us: i32): void { saveUndo(move, 0, pieceCode(0, us)); }

export function unmakeMove(): void {
  setPly(ply - 1);
  const record = undoRecord(ply);
  const move = load<i32>(record + U_MOVE);
  const captured = <i32>load<u16>(record + U_CAPTURED);
  const mover = <i32>load<u16>(record + U_MOVER);
  const from = moveFrom(move);
  const to = moveTo(move);
  const kind = moveKind(move);

  // Pieces go back without touching hash or material: both come back whole from the record.
  if (keeps) {
    const logged = load<i32>(record + U_EFFECTS);
    if (effectsTop != logged) undoEffects(logged);
  }
  if (kind >= KIND_ELIMINATE) {
    // Every edit was logged or handed back (undone just above), but for the moves of a general kind that were
    // not logged: a flip piece's move and a drop (makeTransformMove, makeDrop).
    if (kind == KIND_TRANSFORM) {
      if (pieceAt(to) != mover) retypePieceBack(to, mover);
      if (from != to) movePieceBack(to, from);
    } else if (kind == KIND_DROP) {
      removePieceBack(to);
      giveBackToHand(ownerOf(mover), moveExtra(move));
    }
  } else if (kind == KIND_PROMOTION) {
    removePieceBack(to);
    addPieceBackAt(from, mover, load<u8>(record + U_LIFTED_INDEX));
  } else if (kind == KIND_CASTLE) {
    const option = moveExtra(move);
    const rook = pieceAt(castlingRookTo(option));
    removePieceBack(castlingRookTo(option));
    movePieceBack(to, from);
    addPieceBackAt(castlingRookFrom(option), rook, load<u8>(record + U_LIFTED_INDEX));
  } else {
    movePieceBack(to, from);
  }
  if (captured) {
    const victimAt = kind != KIND_EN_PASSANT ? to : load<u8>(record + (moveExtra(move) ? U_OLDER_EP_VICTIM : U_EP_VICTIM));
    addPieceBackAt(victimAt, captured, load<u8>(record + U_CAPTURED_INDEX));
  }
  restoreState(
    ownerOf(mover), load<u8>(record + U_EP_CELL), load<u8>(record + U_EP_VICTIM), load<u8>(record + U_OLDER_EP_CELL),
    load<u8>(record + U_OLDER_EP_VICTIM), load<i32>(record + U_HALFMOVE),
    load<i32>(record + U_FULLMOVE), load<u8>(record + U_CASTLING), load<u64>(record + U_HASH), record + U_MATERIAL,
  );
}

/** The move made at a stack depth (for the API's move history). */
export function moveAtPly(at: i32): i32 { return load<i32>(undoRecord(at) + U_MOVE); }

/**
 * Whether a pawn of a player other than `us` could capture on `cell` (Fairy-Stockfish's condition for
 * recording an en passant cell, whether or not a pin makes the capture illegal).
 */
export function enemyPawnAttacks(cell: i32, us: i32): bool {
  for (let index = 0; index < pawnLookCount; index++) {
    const vector = pawnLookVector(index);
    const origin = firstStep(cell, vector);
    if (origin == NO_CELL) continue;
    const code = pieceAt(origin);
    if (code == 0 || ownerOf(code) == us || !(typeFlagsOf(typeOf(code)) & TYPE_PAWN)) continue;
    if (attackRangeOf(code, origin, reverseOf(vector)) > 0) return true;
  }
  return false;
}


/**
 * The piece edits the move made at stack depth `at` (its undo record still holds it) made, for the evaluation
 * network's accumulators (search/network.ts), written at `out` as i32 code | cell << 16 | CHANGE_ADDED; how many,
 * or -1 where the record does not tell them (castling, eliminations, mechanic moves, a takeover): computed afresh.
 */
export function moveChanges(at: i32, out: usize): i32 {
  const record = undoRecord(at);
  const move = load<i32>(record + U_MOVE);
  if (move == NULL_MOVE) return 0;
  const kind = moveKind(move);
  const from = moveFrom(move);
  const to = moveTo(move);
  const mover = <i32>load<u16>(record + U_MOVER);
  const captured = <i32>load<u16>(record + U_CAPTURED);
  if (kind == KIND_DROP) {
    store<i32>(out, pieceCode(moveExtra(move), ownerOf(mover)) | (to << 16) | CHANGE_ADDED);
    return 1;
  }
  if (kind == KIND_CASTLE || (kind >= KIND_ELIMINATE && kind != KIND_TRANSFORM)) return -1;
  if (captured && (variantFlags & VARIANT_TAKEOVER) && (typeFlagsOf(typeOf(captured)) & TYPE_ROYAL)) return -1;
  let count = 0;
  if (from != to) store<i32>(out + (count++ << 2), mover | (from << 16));
  if (captured) {
    const victimAt = kind != KIND_EN_PASSANT ? to : <i32>load<u8>(record + (moveExtra(move) ? U_OLDER_EP_VICTIM : U_EP_VICTIM));
    store<i32>(out + (count++ << 2), captured | (victimAt << 16));
  }
  let becomes = mover;
  if (kind == KIND_PROMOTION || kind == KIND_TRANSFORM) becomes = pieceCode(moveExtra(move), ownerOf(mover));
  if (from == to) {
    // A flip piece's change in place (KIND_TRANSFORM).
    if (becomes == mover) return count;
    store<i32>(out + (count++ << 2), mover | (from << 16));
  }
  store<i32>(out + (count++ << 2), becomes | (to << 16) | CHANGE_ADDED);
  return count;
}
export const CHANGE_ADDED: i32 = 1 << 24;

const NULL_MOVE: i32 = -1;

/** Passes the turn (null-move pruning). The move clock restarts so repetition never looks across it. */
export function makeNullMove(): void {
  saveUndo(NULL_MOVE, 0, sideToMove);
  setEnPassant(NO_CELL, NO_CELL);
  setClocks(0, fullmoveNumber);
  setSideToMove(nextPlayer(sideToMove));
  setPly(ply + 1);
  store<u64>(hashHistory + (<usize>ply << 3), hash);
}

export function unmakeNullMove(): void {
  setPly(ply - 1);
  const record = undoRecord(ply);
  setSideToMove(load<u16>(record + U_MOVER));
  setEnPassant(load<u8>(record + U_EP_CELL), load<u8>(record + U_EP_VICTIM));
  setClocks(load<i32>(record + U_HALFMOVE), load<i32>(record + U_FULLMOVE));
  setHash(load<u64>(record + U_HASH));
}
