// make/unmake with an undo stack. Everything a move changes that cannot be recomputed from the move
// itself (captured piece, en passant, clock, hash) is saved; unmake restores it exactly.
import {
  NO_CELL, TYPE_PAWN, TYPE_ROYAL, VARIANT_CLOCK_IGNORES_PAWNS, VARIANT_TAKEOVER, VARIANT_EP_ROUND, variantFlags, playerCount,
  vectorCount, typeFlagsOf, typeOf, ownerOf, pieceCode, firstStep, reverseOf, attackRangeOf,
} from "./tables";
import {
  MAX_STACK, SEARCH_RESERVE, undoStack, hashHistory, ply, setPly, hash, setHash, sideToMove, setSideToMove, epCell, epVictim,
  setEnPassant, setOlderEnPassant, olderEpCell, olderEpVictim, halfmoveClock, fullmoveNumber, setClocks, pieceAt, addPiece, removePiece, movePiece,
  castlingRights, setCastlingRights, materialScores, restoreState, removePieceBack, movePieceBack,
  pieceTotal, handOver, restoreHandover, addPieceBackAt, listIndexOf,
} from "./position";
import {
  KIND_DOUBLE_STEP, KIND_EN_PASSANT, KIND_PROMOTION, KIND_CASTLE, KIND_ELIMINATE, moveFrom, moveTo, moveKind, moveExtra,
} from "./move";
import { clearedRights, castlingRookFrom, castlingRookTo, rightsOfPlayer } from "../gen/castling";

// Undo record layout (32 bytes).
const U_MOVE = 0;
const U_CAPTURED = 4; // u8 code
const U_EP_CELL = 5; // u8
const U_EP_VICTIM = 6; // u8
const U_MOVER = 7; // u8 code of the piece that moved (before promotion)
const U_HALFMOVE = 8; // i32
const U_FULLMOVE = 12; // i32
const U_HASH = 16; // u64
const U_CASTLING = 24; // u8 rights before the move
const U_HANDED = 25; // u8 pieces a takeover or elimination changed (position.ts's handover stack)
const U_OLDER_EP_CELL = 26; // u8
const U_OLDER_EP_VICTIM = 27; // u8
const U_CAPTURED_INDEX = 28; // u8 the captured piece's slot in its list
const U_LIFTED_INDEX = 29; // u8 the list slot of the mover's piece taken off (promoted pawn, castling rook)
const U_MATERIAL = 32; // i32[4] material scores before the move
const UNDO_SHIFT = 6; // 64-byte records (position.ts allocates them)

// @ts-ignore: decorator
@inline function undoRecord(at: i32): usize { return undoStack + <usize>(at << UNDO_SHIFT); }

/** Saves what the move at the current ply cannot give back by itself. */
// @ts-ignore: decorator
@inline function saveUndo(move: i32, captured: i32, mover: i32): void {
  const record = undoRecord(ply);
  store<i32>(record + U_MOVE, move);
  store<u8>(record + U_CAPTURED, captured);
  store<u8>(record + U_EP_CELL, epCell);
  store<u8>(record + U_EP_VICTIM, epVictim);
  store<u8>(record + U_MOVER, mover);
  store<i32>(record + U_HALFMOVE, halfmoveClock);
  store<i32>(record + U_FULLMOVE, fullmoveNumber);
  store<u64>(record + U_HASH, hash);
  store<u8>(record + U_CASTLING, castlingRights);
  store<u8>(record + U_HANDED, 0);
  store<u8>(record + U_OLDER_EP_CELL, olderEpCell);
  store<u8>(record + U_OLDER_EP_VICTIM, olderEpVictim);
  store<u64>(record, load<u64>(materialScores), U_MATERIAL);
  store<u64>(record, load<u64>(materialScores, 8), U_MATERIAL + 8);
}

/** The next player in turn order; under takeover rules, parties without pieces are skipped. */
// @ts-ignore: decorator
@inline export function nextPlayer(player: i32): i32 {
  let next = player + 1 == playerCount ? 0 : player + 1;
  if (variantFlags & VARIANT_TAKEOVER) {
    while (next != player && pieceTotal(next) == 0) next = next + 1 == playerCount ? 0 : next + 1;
  }
  return next;
}

/** The victim's pieces go to `receiver` (-1: off the board) and its castling rights lapse; recorded for unmake. */
function handOverRecorded(victim: i32, receiver: i32): void {
  store<u8>(undoRecord(ply) + U_HANDED, handOver(victim, receiver));
  const rights = rightsOfPlayer(victim);
  if (castlingRights & rights) setCastlingRights(castlingRights & ~rights);
}

/** Passes the turn on: clocks, side to move, ply and the repetition history. */
// @ts-ignore: decorator
@inline function endTurn(us: i32, resetsClock: bool): void {
  const next = nextPlayer(us);
  setClocks(resetsClock ? 0 : halfmoveClock + 1, next <= us ? fullmoveNumber + 1 : fullmoveNumber);
  setSideToMove(next);
  setPly(ply + 1);
  store<u64>(hashHistory + (<usize>ply << 3), hash);
}

/** Whether the game has used the plies it may (MAX_STACK less the room a search or perft needs). */
export function stackFull(): bool { return ply >= MAX_STACK - SEARCH_RESERVE; }

export function makeMove(move: i32): void {
  const from = moveFrom(move);
  const to = moveTo(move);
  const kind = moveKind(move);
  if (kind == KIND_ELIMINATE) {
    makeElimination(move);
    return;
  }
  const mover = pieceAt(from);
  const us = ownerOf(mover);
  const capturedCell = kind == KIND_EN_PASSANT ? (moveExtra(move) ? olderEpVictim : epVictim) : to;
  const captured = kind == KIND_CASTLE ? 0 : pieceAt(capturedCell);

  saveUndo(move, captured, mover);
  // Under VARIANT_EP_ROUND the last mover's double step stays open for one more player; the older
  // one belongs to the player who moves next, and closes.
  const roundEp = (variantFlags & VARIANT_EP_ROUND) != 0;
  if (roundEp) setOlderEnPassant(epCell, epVictim);
  setEnPassant(NO_CELL, NO_CELL);
  if (castlingRights) {
    const kept = castlingRights & ~(clearedRights(from) | clearedRights(to));
    if (kept != castlingRights) setCastlingRights(kept);
  }
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
    if (roundEp || enemyPawnAttacks(skipped, us)) setEnPassant(skipped, to);
  }
  if (roundEp && olderEpCell != NO_CELL && olderEntryDead(us)) setOlderEnPassant(NO_CELL, NO_CELL);
  if ((variantFlags & VARIANT_TAKEOVER) && captured && (typeFlagsOf(typeOf(captured)) & TYPE_ROYAL)) {
    handOverRecorded(ownerOf(captured), us);
  }
  const pawnResets = (variantFlags & VARIANT_CLOCK_IGNORES_PAWNS) == 0 && (typeFlagsOf(typeOf(mover)) & TYPE_PAWN) != 0;
  endTurn(us, captured != 0 || pawnResets);
}

/** The older en passant entry is closed once its pawn is gone or the skipped cell is occupied. */
function olderEntryDead(us: i32): bool {
  const victim = pieceAt(olderEpVictim);
  return pieceAt(olderEpCell) != 0 || victim == 0 || !(typeFlagsOf(typeOf(victim)) & TYPE_PAWN) || ownerOf(victim) == us;
}

/** The side to move has no move and leaves the game: its pieces come off the board. */
function makeElimination(move: i32): void {
  const us = sideToMove;
  saveUndo(move, 0, pieceCode(0, us));
  setEnPassant(NO_CELL, NO_CELL);
  handOverRecorded(us, -1);
  endTurn(us, true);
}

export function unmakeMove(): void {
  setPly(ply - 1);
  const record = undoRecord(ply);
  const move = load<i32>(record + U_MOVE);
  const captured = <i32>load<u8>(record + U_CAPTURED);
  const mover = <i32>load<u8>(record + U_MOVER);
  const from = moveFrom(move);
  const to = moveTo(move);
  const kind = moveKind(move);

  // Pieces go back without touching hash or material: both come back whole from the record.
  const handed = <i32>load<u8>(record + U_HANDED);
  if (handed) restoreHandover(handed);
  if (kind == KIND_ELIMINATE) {
    // nothing else moved
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
  for (let vector = 0; vector < vectorCount; vector++) {
    const origin = firstStep(cell, vector);
    if (origin == NO_CELL) continue;
    const code = pieceAt(origin);
    if (code == 0 || ownerOf(code) == us || !(typeFlagsOf(typeOf(code)) & TYPE_PAWN)) continue;
    if (attackRangeOf(code, origin, reverseOf(vector)) > 0) return true;
  }
  return false;
}

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
  setSideToMove(load<u8>(record + U_MOVER));
  setEnPassant(load<u8>(record + U_EP_CELL), load<u8>(record + U_EP_VICTIM));
  setClocks(load<i32>(record + U_HALFMOVE), load<i32>(record + U_FULLMOVE));
  setHash(load<u64>(record + U_HASH));
}
