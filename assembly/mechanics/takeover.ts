// Parties (three players, VARIANT_TAKEOVER; witch3): capturing a royal piece hands the victim's whole
// army to the capturer (pawns keep their old facing as types of their own, takeoverTypes); a party with no
// move leaves the game while more than two are left (KIND_ELIMINATE), its pieces taken off; parties
// without pieces are skipped in turn order; the last party left has won (ends.ts). A takeover (or an
// elimination) hands the whole army over at once and keeps what unmake needs on a stack of its own: the
// handed pieces' cells and old codes, then one header word; one effects-log entry says so, and undoing it
// hands them back in one pass (handBack).
import { NO_CELL, VARIANT_TAKEOVER, VARIANT_PSEUDO_LEGAL, KIND_ELIMINATE, MAX_PIECES, TYPE_ROYAL } from "../abi";
import { logTakeover } from "../core/effects";
import { saveEliminationUndo, endTurn } from "../core/makemove";
import { encodeMove } from "../core/move";
import {
  pieceAt, pieceTotal, partiesLeft, castlingRights, setCastlingRights, setEnPassant, sideToMove,
  putOnBoard, pieceCells, pieceIndex, pieceTotals, typeTotals, royalCells, royalCell, pieceKey, toggleHash, adjustMaterial,
} from "../core/position";
import {
  variantFlags, playerCount, typeOf, pieceCode, takeoverType, allocate, pieceSlot, pieceSquareValue, typeFlagsOf,
} from "../core/tables";

// u32 per handed piece: cell | old code << 8; after a takeover's pieces its header: count | victim << 8 |
// (receiver + 1) << 12 (0: taken off the board) | victim's royal cell before << 16 | receiver's << 24.
// At most playerCount - 1 takeovers and eliminations lie on one line of play, each handing at most every piece.
let handed: usize = 0;
let handedTop: i32 = 0;

export function allocateTakeovers(): void { handed = allocate(4 * 4 * (4 * MAX_PIECES + 1)); }
export function clearTakeovers(): void { handedTop = 0; }
import { castlingCount, generateCastling, rightsOfPlayer } from "../gen/castling";
import { leavesRoyalSafe } from "../gen/legality";
import { capturesOnly } from "../gen/mode";
import { generatePseudoLegal, generateRoyalLegalMoves } from "../gen/movegen";

/** The next player in turn order; under takeover rules, parties without pieces are skipped. */
// @ts-ignore: decorator
@inline export function nextPlayer(player: i32): i32 {
  let next = player + 1 == playerCount ? 0 : player + 1;
  if (variantFlags & VARIANT_TAKEOVER) {
    while (next != player && pieceTotal(next) == 0) next = next + 1 == playerCount ? 0 : next + 1;
  }
  return next;
}

/**
 * The victim's pieces go to `receiver` (-1: off the board), each its takeover type, to the end of the
 * receiver's list from the victim's last piece to its first; its castling rights lapse. Hash and material
 * are kept in step; the rest handBack restores.
 */
export function handOver(victim: i32, receiver: i32): void {
  const count = pieceTotal(victim);
  const receiverTotal = receiver >= 0 ? pieceTotal(receiver) : 0;
  const header = count | victim << 8 | (receiver + 1) << 12 | royalCell(victim) << 16 | (receiver >= 0 ? royalCell(receiver) : NO_CELL) << 24;
  const victimList = pieceCells + victim * MAX_PIECES;
  const victimTypes = typeTotals + pieceSlot(victim, 0);
  let victimMaterial = 0;
  let receiverMaterial = 0;
  let key: u64 = 0;
  for (let index = count - 1; index >= 0; index--) {
    const cell = <i32>load<u8>(victimList + index);
    const old = pieceAt(cell);
    store<u32>(handed + (<usize>handedTop << 2), cell | old << 8);
    handedTop++;
    store<u8>(victimTypes + typeOf(old), load<u8>(victimTypes + typeOf(old)) - 1);
    key ^= pieceKey(old, cell);
    victimMaterial += pieceSquareValue(old, cell);
    if (receiver < 0) {
      putOnBoard(cell, 0);
      continue;
    }
    const type = takeoverType(typeOf(old), victim);
    const code = pieceCode(type, receiver);
    const slot = receiverTotal + count - 1 - index;
    putOnBoard(cell, code);
    store<u8>(pieceCells + receiver * MAX_PIECES + slot, cell);
    store<u8>(pieceIndex + cell, slot);
    const types = typeTotals + pieceSlot(receiver, type);
    store<u8>(types, load<u8>(types) + 1);
    if (typeFlagsOf(type) & TYPE_ROYAL) store<u8>(royalCells + receiver, cell);
    key ^= pieceKey(code, cell);
    receiverMaterial += pieceSquareValue(code, cell);
  }
  store<u32>(handed + (<usize>handedTop << 2), header);
  handedTop++;
  logTakeover();
  store<u8>(pieceTotals + victim, 0);
  store<u8>(royalCells + victim, NO_CELL);
  toggleHash(key);
  adjustMaterial(victim, -victimMaterial);
  if (receiver >= 0) {
    store<u8>(pieceTotals + receiver, receiverTotal + count);
    adjustMaterial(receiver, receiverMaterial);
  }
  const rights = rightsOfPlayer(victim);
  if (castlingRights & rights) setCastlingRights(castlingRights & ~rights);
}

/** Undoes the last handOver's pieces (the effects log's entry; hash, material and castling rights come back from the undo record). */
export function handBack(): void {
  handedTop--;
  const header = load<u32>(handed + (<usize>handedTop << 2));
  const count = <i32>(header & 0xff);
  const victim = <i32>((header >> 8) & 0xf);
  const receiver = <i32>((header >> 12) & 0xf) - 1;
  const victimList = pieceCells + victim * MAX_PIECES;
  const victimTypes = typeTotals + pieceSlot(victim, 0);
  handedTop -= count;
  const entries = handed + (<usize>handedTop << 2);
  for (let at = 0; at < count; at++) {
    const entry = load<u32>(entries + (<usize>at << 2));
    const cell = <i32>(entry & 0xff);
    const old = <i32>(entry >> 8);
    const index = count - 1 - at;
    if (receiver >= 0) {
      const types = typeTotals + pieceSlot(receiver, typeOf(pieceAt(cell)));
      store<u8>(types, load<u8>(types) - 1);
    }
    putOnBoard(cell, old);
    store<u8>(victimList + index, cell);
    store<u8>(pieceIndex + cell, index);
    store<u8>(victimTypes + typeOf(old), load<u8>(victimTypes + typeOf(old)) + 1);
  }
  store<u8>(pieceTotals + victim, count);
  store<u8>(royalCells + victim, (header >> 16) & 0xff);
  if (receiver >= 0) {
    store<u8>(pieceTotals + receiver, pieceTotal(receiver) - count);
    store<u8>(royalCells + receiver, header >> 24);
  }
}

/** The side to move has no move and leaves the game: its pieces come off the board. */
export function makeElimination(move: i32): void {
  const us = sideToMove;
  saveEliminationUndo(move, us);
  setEnPassant(NO_CELL, NO_CELL);
  handOver(us, -1);
  endTurn(us, true);
}

/**
 * Moves under party rules: pseudo-legal, or legal by pins (check strict). Capturing a royal piece takes
 * its party over, which only make/unmake sees, so pinned pieces and the royal piece are tested that way
 * (see markPinned's callers and generateRoyalMoves). A party with no move while more than two are left
 * has one: leaving the game. (One party left: the game is over, see ends.ts.)
 */
export function generatePartyMoves(out: usize, us: i32, check: i32): i32 {
  const parties = partiesLeft();
  let count: i32;
  if (variantFlags & VARIANT_PSEUDO_LEGAL) {
    count = generatePseudoLegal(out, us);
    if (!capturesOnly && castlingCount) count = generateCastling(out, count, leavesRoyalSafe, false);
  } else {
    count = generateRoyalLegalMoves(out, us, check);
  }
  if (count == 0 && parties > 2 && !capturesOnly) store<i32>(out + (count++ << 2), encodeMove(NO_CELL, NO_CELL, KIND_ELIMINATE, 0));
  return count;
}
