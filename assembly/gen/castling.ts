// Castling as data: each option names the player, where the royal piece and the rook start and end,
// the cells that must be empty and the cells no opponent may attack. A swap (Witch's Chess: the Raven
// and a Tower change places) is the option whose royal piece ends on the rook's start. Rights are a
// bit per option, lost when a move starts or ends on a cell that clears them.
import { NO_CELL, TYPE_ROYAL, KIND_CASTLE } from "../abi";
import { attackedByOthers } from "../attacks/attacks";
import { encodeMove } from "../core/move";
import { pieceAt, sideToMove, castlingRights } from "../core/position";
import { allocate, cellCount, ownerOf, typeFlagsOf, typeOf } from "../core/tables";

export const MAX_CASTLINGS: i32 = 8; // the option bits fit a u8
const MAX_PLAYERS: i32 = 4;
const OPTION_BYTES: i32 = 16;
// Option layout: player, king from, king to, rook from, rook to, then 4 must-be-empty and 4 must-be-safe
// cells, NO_CELL-padded (the king's start is always checked: no castling out of check).
const O_PLAYER = 0;
const O_KING_FROM = 1;
const O_KING_TO = 2;
const O_ROOK_FROM = 3;
const O_ROOK_TO = 4;
const O_EMPTY = 5;
const O_SAFE = 9;
const O_CELLS = 4;

export let castlingOptions: usize = 0; // u8[MAX_CASTLINGS][OPTION_BYTES]
export let castlingCount: i32 = 0;
export let rightsCleared: usize = 0; // u8[cell]: option bits lost when a move starts or ends there
let playerRights: usize = 0; // u8[player]: the bits of the player's options

export function allocateCastling(): void {
  castlingOptions = allocate(MAX_CASTLINGS * OPTION_BYTES);
  rightsCleared = allocate(cellCount);
  playerRights = allocate(MAX_PLAYERS);
}

/** Sets how many options the table holds (written before) and sorts their bits by player. */
export function setCastlingCount(count: i32): void {
  castlingCount = min(count, MAX_CASTLINGS);
  memory.fill(playerRights, 0, MAX_PLAYERS);
  for (let index = 0; index < castlingCount; index++) {
    const at = playerRights + option(index, O_PLAYER);
    store<u8>(at, <i32>load<u8>(at) | (1 << index));
  }
}

// @ts-ignore: decorator
@inline function option(index: i32, field: i32): i32 { return load<u8>(castlingOptions + index * OPTION_BYTES + field); }

export function castlingRookFrom(index: i32): i32 { return option(index, O_ROOK_FROM); }
export function castlingRookTo(index: i32): i32 { return option(index, O_ROOK_TO); }

/** The option bits of a player's castlings (lost with its Raven or on elimination). */
// @ts-ignore: decorator
@inline export function rightsOfPlayer(player: i32): i32 { return load<u8>(playerRights + player); }

// @ts-ignore: decorator
@inline export function clearedRights(cell: i32): i32 { return load<u8>(rightsCleared + cell); }

/**
 * Appends the castling moves the side to move may make by the conditions of each option. Legality of
 * the end position is left to `keep` (the generator's make/test/unmake). `notInCheck`: the caller
 * knows the royal piece is not attacked, which saves testing its start cell again.
 */
export function generateCastling(out: usize, count: i32, keep: (move: i32, us: i32) => bool, notInCheck: bool): i32 {
  const us = sideToMove;
  for (let rights = castlingRights & rightsOfPlayer(us); rights; rights &= rights - 1) {
    const index = ctz(rights);
    if (!cellsEmpty(index)) continue; // the cheapest test, and the one that fails most
    const kingFrom = option(index, O_KING_FROM);
    const rookFrom = option(index, O_ROOK_FROM);
    const king = pieceAt(kingFrom);
    const rook = pieceAt(rookFrom);
    if (!king || ownerOf(king) != us || !(typeFlagsOf(typeOf(king)) & TYPE_ROYAL) || !rook || ownerOf(rook) != us) continue;
    if ((!notInCheck && attackedByOthers(kingFrom, us)) || !cellsSafe(index, us)) continue;
    const kingTo = option(index, O_KING_TO);
    const move = encodeMove(kingFrom, kingTo, KIND_CASTLE, index);
    // A swap leaves every cell as occupied as before: the royal piece's landing cell is tested in place.
    const swap = kingTo == rookFrom && option(index, O_ROOK_TO) == kingFrom;
    if (swap ? !attackedByOthers(kingTo, us) : keep(move, us)) store<i32>(out + (count++ << 2), move);
  }
  return count;
}

// The cell lists are packed at the front and padded with NO_CELL (compile.ts writes them so).
function cellsEmpty(index: i32): bool {
  for (let i = 0; i < O_CELLS; i++) {
    const cell = option(index, O_EMPTY + i);
    if (cell == NO_CELL) break;
    if (pieceAt(cell)) return false;
  }
  return true;
}

function cellsSafe(index: i32, us: i32): bool {
  for (let i = 0; i < O_CELLS; i++) {
    const cell = option(index, O_SAFE + i);
    if (cell == NO_CELL) break;
    if (attackedByOthers(cell, us)) return false;
  }
  return true;
}
