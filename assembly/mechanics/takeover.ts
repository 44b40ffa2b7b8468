// Parties (three players, VARIANT_TAKEOVER; witch3): capturing a royal piece hands the victim's whole
// army to the capturer (pawns keep their old facing as types of their own, takeoverTypes); a party with no
// move leaves the game while more than two are left (KIND_ELIMINATE), its pieces taken off; parties
// without pieces are skipped in turn order; the last party left has won (ends.ts). Every piece these
// rules change goes through the effects log.
import { NO_CELL, VARIANT_TAKEOVER, VARIANT_PSEUDO_LEGAL, KIND_ELIMINATE } from "../abi";
import { logHandOver } from "../core/effects";
import { saveLoggedMove, endTurn } from "../core/makemove";
import { encodeMove } from "../core/move";
import {
  pieceAt, pieceTotal, pieceCellAt, partiesLeft, castlingRights, setCastlingRights, setEnPassant, sideToMove,
} from "../core/position";
import { variantFlags, playerCount, typeOf, pieceCode, takeoverType } from "../core/tables";
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

/** The victim's pieces go to `receiver` (-1: off the board), each its takeover type, and its castling rights lapse. */
export function handOverRecorded(victim: i32, receiver: i32): void {
  for (let left = pieceTotal(victim); left > 0; left--) {
    const cell = pieceCellAt(victim, left - 1); // the list's last: handed over in one log entry
    logHandOver(cell, receiver >= 0 ? pieceCode(takeoverType(typeOf(pieceAt(cell)), victim), receiver) : 0);
  }
  const rights = rightsOfPlayer(victim);
  if (castlingRights & rights) setCastlingRights(castlingRights & ~rights);
}

/** The side to move has no move and leaves the game: its pieces come off the board. */
export function makeElimination(move: i32): void {
  const us = sideToMove;
  saveLoggedMove(move, us);
  setEnPassant(NO_CELL, NO_CELL);
  handOverRecorded(us, -1);
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
