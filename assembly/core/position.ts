// The position: board, piece lists, counts, side to move, en passant, clocks and the Zobrist hash,
// with the primitive edits make/unmake are built from. Each edit keeps every derived field in step.
import { nextRandom, seedRandom } from "./random";
import { ruleStateHash } from "./rule-state";
import {
  allocate, cellCount, playerCount, typeCount, typeFlagsOf, ownerOf, typeOf, pieceSlot, pieceSquareValue, pieceCode,
  takeoverType,
} from "./tables";
import { NO_CELL, TYPE_ROYAL, MAX_PIECES, PLAYER_BITS } from "../abi";
export { MAX_PIECES };

export const MAX_STACK: i32 = 16384; // game plies plus search plies kept for undo and repetition
// A game may use all but this many: room above it for a search (MAX_PLY = 96) or a perft (at most 30 plies).
export const SEARCH_RESERVE: i32 = 128;
const UNDO_BYTES: i32 = 64; // makemove.ts's record layout (UNDO_SHIFT)

export let board: usize = 0; // u16[cell]: piece code or 0
export let pieceCells: usize = 0; // u8[player][MAX_PIECES]: cells of the player's pieces, unordered
export let pieceTotals: usize = 0; // u8[player]
export let pieceIndex: usize = 0; // u8[cell]: the piece's slot in its owner's list
export let typeTotals: usize = 0; // u8[player][type]
export let royalCells: usize = 0; // u8[player]: the royal piece's cell, NO_CELL if none
export let materialScores: usize = 0; // i32[4]: sum of pieceSquare over each player's pieces (4 always: copied as two u64)

export let sideToMove: i32 = 0;
export let epCell: i32 = NO_CELL; // cell an en passant capture lands on (the last mover's double step)
export let epVictim: i32 = NO_CELL; // cell of the pawn it removes
// VARIANT_EP_ROUND: the double step of the player before the last mover, still open.
export let olderEpCell: i32 = NO_CELL;
export let olderEpVictim: i32 = NO_CELL;
export let halfmoveClock: i32 = 0;
export let fullmoveNumber: i32 = 1;
export let castlingRights: i32 = 0; // bit per castling option
export let hash: u64 = 0;
export let ply: i32 = 0; // depth of the undo stack

let pieceKeys: usize = 0; // u64[code][cell]
let sideKeys: usize = 0; // u64[player]
let epKeys: usize = 0; // u64[cell]
let castlingKeys: usize = 0; // u64[option bit]
export let undoStack: usize = 0;
export let hashHistory: usize = 0; // u64[ply]: the hash after each ply, for repetition

export function allocatePosition(): void {
  const codes = (typeCount + 1) << PLAYER_BITS;
  board = allocate(cellCount << 1);
  pieceCells = allocate(playerCount * MAX_PIECES);
  pieceTotals = allocate(playerCount);
  pieceIndex = allocate(cellCount);
  typeTotals = allocate(playerCount * (typeCount + 1));
  royalCells = allocate(playerCount);
  materialScores = allocate(16);
  pieceKeys = allocate(codes * cellCount * 8);
  sideKeys = allocate(playerCount * 8);
  epKeys = allocate(cellCount * 8);
  castlingKeys = allocate(8 * 8);
  undoStack = allocate(MAX_STACK * UNDO_BYTES);
  hashHistory = allocate((MAX_STACK + 1) * 8);
  seedRandom(0x9e3779b97f4a7c15);
  for (let i = 0; i < codes * cellCount; i++) store<u64>(pieceKeys + (i << 3), nextRandom());
  for (let i = 0; i < playerCount; i++) store<u64>(sideKeys + (i << 3), nextRandom());
  for (let i = 0; i < cellCount; i++) store<u64>(epKeys + (i << 3), nextRandom());
  for (let i = 0; i < 8; i++) store<u64>(castlingKeys + (i << 3), nextRandom());
}

// @ts-ignore: decorator
@inline export function pieceAt(cell: i32): i32 { return load<u16>(board + (<usize>cell << 1)); }
/** Writes a code on the board and nothing else: for a cell emptied and filled again in one breath (the royal piece lifted). */
// @ts-ignore: decorator
@inline export function putOnBoard(cell: i32, code: i32): void { store<u16>(board + (<usize>cell << 1), code); }
// @ts-ignore: decorator
@inline export function royalCell(player: i32): i32 { return load<u8>(royalCells + player); }
// @ts-ignore: decorator
@inline export function pieceTotal(player: i32): i32 { return load<u8>(pieceTotals + player); }
// @ts-ignore: decorator
@inline export function pieceCellAt(player: i32, index: i32): i32 {
  return load<u8>(pieceCells + player * MAX_PIECES + index);
}
// @ts-ignore: decorator
@inline export function typeTotal(player: i32, type: i32): i32 { return load<u8>(typeTotals + pieceSlot(player, type)); }
// @ts-ignore: decorator
@inline export function pieceKey(code: i32, cell: i32): u64 { return load<u64>(pieceKeys + ((code * cellCount + cell) << 3)); }
// @ts-ignore: decorator
@inline export function sideKey(player: i32): u64 { return load<u64>(sideKeys + (player << 3)); }
// @ts-ignore: decorator
@inline export function epKey(cell: i32): u64 { return load<u64>(epKeys + (cell << 3)); }

// Edits come in two kinds: the plain ones keep the hash and the material in step (make), the "Back"
// ones only move pieces (unmake, which restores hash and material from the undo record).

/** Puts a piece on an empty cell. */
export function addPiece(cell: i32, code: i32): void {
  addPieceBack(cell, code);
  hash ^= pieceKey(code, cell);
  adjustMaterial(ownerOf(code), pieceSquareValue(code, cell));
}

/** Changes the type (or owner's piece) on a cell in place, keeping its list slot: a promotion, a flip. */
export function retypePiece(cell: i32, code: i32): void {
  const old = pieceAt(cell);
  retypePieceBack(cell, code);
  hash ^= pieceKey(old, cell) ^ pieceKey(code, cell);
  adjustMaterial(ownerOf(code), pieceSquareValue(code, cell) - pieceSquareValue(old, cell));
}

/**
 * Moves a piece to an empty cell (or leaves it, from == to) as the piece `code` of the same owner, keeping its
 * list slot: a flip piece's move and change of mode in one edit of hash and material.
 */
export function moveRetypePiece(from: i32, to: i32, code: i32): void {
  const old = pieceAt(from);
  if (from != to) movePieceBack(from, to);
  if (code != old) retypePieceBack(to, code);
  hash ^= pieceKey(old, from) ^ pieceKey(code, to);
  adjustMaterial(ownerOf(code), pieceSquareValue(code, to) - pieceSquareValue(old, from));
}

/** Takes the piece off a cell; the last piece of the list fills its slot. */
export function removePiece(cell: i32): void {
  const code = pieceAt(cell);
  removePieceBack(cell);
  hash ^= pieceKey(code, cell);
  adjustMaterial(ownerOf(code), -pieceSquareValue(code, cell));
}

/** Moves a piece to an empty cell, keeping its list slot. */
export function movePiece(from: i32, to: i32): void {
  const code = pieceAt(from);
  movePieceBack(from, to);
  hash ^= pieceKey(code, from) ^ pieceKey(code, to);
  adjustMaterial(ownerOf(code), pieceSquareValue(code, to) - pieceSquareValue(code, from));
}

// @ts-ignore: decorator
@inline export function addPieceBack(cell: i32, code: i32): void {
  const player = ownerOf(code);
  const type = typeOf(code);
  const total = pieceTotal(player);
  putOnBoard(cell, code);
  store<u8>(pieceCells + player * MAX_PIECES + total, cell);
  store<u8>(pieceIndex + cell, total);
  store<u8>(pieceTotals + player, total + 1);
  const slot = typeTotals + pieceSlot(player, type);
  store<u8>(slot, load<u8>(slot) + 1);
  if (typeFlagsOf(type) & TYPE_ROYAL) store<u8>(royalCells + player, cell);
}

// @ts-ignore: decorator
@inline export function removePieceBack(cell: i32): void {
  const code = pieceAt(cell);
  const player = ownerOf(code);
  const type = typeOf(code);
  const last = pieceTotal(player) - 1;
  const index = <i32>load<u8>(pieceIndex + cell);
  const lastCell = pieceCellAt(player, last);
  store<u8>(pieceCells + player * MAX_PIECES + index, lastCell);
  store<u8>(pieceIndex + lastCell, index);
  store<u8>(pieceTotals + player, last);
  putOnBoard(cell, 0);
  const slot = typeTotals + pieceSlot(player, type);
  store<u8>(slot, load<u8>(slot) - 1);
  if (typeFlagsOf(type) & TYPE_ROYAL) store<u8>(royalCells + player, NO_CELL);
}

/** Writes another type of the same owner on an occupied cell; the list slot stays. */
// @ts-ignore: decorator
@inline export function retypePieceBack(cell: i32, code: i32): void {
  const old = pieceAt(cell);
  const player = ownerOf(code);
  const slots = typeTotals + pieceSlot(player, 0);
  store<u8>(slots + typeOf(old), load<u8>(slots + typeOf(old)) - 1);
  store<u8>(slots + typeOf(code), load<u8>(slots + typeOf(code)) + 1);
  putOnBoard(cell, code);
  if ((typeFlagsOf(typeOf(old)) | typeFlagsOf(typeOf(code))) & TYPE_ROYAL) {
    store<u8>(royalCells + player, typeFlagsOf(typeOf(code)) & TYPE_ROYAL ? cell : NO_CELL);
  }
}

/**
 * Puts a piece back into the list slot `index` a remove took it from (the remove moved the list's last
 * piece there: it goes back to the end). Unmake so leaves the lists in their order before the move, and
 * a search repeats itself however the position was reached.
 */
// @ts-ignore: decorator
@inline export function addPieceBackAt(cell: i32, code: i32, index: i32): void {
  addPieceBack(cell, code);
  const list = pieceCells + ownerOf(code) * MAX_PIECES;
  const last = pieceTotal(ownerOf(code)) - 1;
  if (index == last) return;
  const moved = <i32>load<u8>(list + index);
  store<u8>(list + index, cell);
  store<u8>(pieceIndex + cell, index);
  store<u8>(list + last, moved);
  store<u8>(pieceIndex + moved, last);
}

/** The list slot of the piece on `cell`. */
// @ts-ignore: decorator
@inline export function listIndexOf(cell: i32): i32 { return load<u8>(pieceIndex + cell); }

// @ts-ignore: decorator
@inline export function movePieceBack(from: i32, to: i32): void {
  const code = pieceAt(from);
  const index = <i32>load<u8>(pieceIndex + from);
  putOnBoard(from, 0);
  putOnBoard(to, code);
  store<u8>(pieceIndex + to, index);
  store<u8>(pieceCells + ownerOf(code) * MAX_PIECES + index, to);
  if (typeFlagsOf(typeOf(code)) & TYPE_ROYAL) store<u8>(royalCells + ownerOf(code), to);
}

// @ts-ignore: decorator
@inline export function adjustMaterial(player: i32, delta: i32): void {
  const at = materialScores + (player << 2);
  store<i32>(at, load<i32>(at) + delta);
}

/** Material plus placement of a player's pieces (and the value of those in hand), kept up to date by every edit. */
// @ts-ignore: decorator
@inline export function materialScore(player: i32): i32 { return load<i32>(materialScores + (player << 2)); }

export function setSideToMove(player: i32): void {
  hash ^= sideKey(sideToMove) ^ sideKey(player);
  sideToMove = player;
}

export function setEnPassant(cell: i32, victim: i32): void {
  if (epCell != NO_CELL) hash ^= epKey(epCell);
  epCell = cell;
  epVictim = victim;
  if (cell != NO_CELL) hash ^= epKey(cell);
}

export function setOlderEnPassant(cell: i32, victim: i32): void {
  if (olderEpCell != NO_CELL) hash ^= epKey(olderEpCell);
  olderEpCell = cell;
  olderEpVictim = victim;
  if (cell != NO_CELL) hash ^= epKey(cell);
}

/** Sets the castling rights, keeping the hash in step. */
export function setCastlingRights(rights: i32): void {
  let changed = rights ^ castlingRights;
  while (changed) {
    const bit = ctz(changed);
    hash ^= load<u64>(castlingKeys + (<usize>bit << 3));
    changed &= changed - 1;
  }
  castlingRights = rights;
}

export function setClocks(halfmoves: i32, fullmoves: i32): void {
  halfmoveClock = halfmoves;
  fullmoveNumber = fullmoves;
}

export function setPly(value: i32): void { ply = value; }

/** Puts back everything but the pieces, as an undo record saved it (no hash arithmetic). */
// @ts-ignore: decorator
@inline export function restoreState(
  side: i32, ep: i32, victim: i32, olderEp: i32, olderVictim: i32, halfmoves: i32, fullmoves: i32, castling: i32,
  savedHash: u64, material: usize,
): void {
  sideToMove = side;
  epCell = ep;
  epVictim = victim;
  olderEpCell = olderEp;
  olderEpVictim = olderVictim;
  halfmoveClock = halfmoves;
  fullmoveNumber = fullmoves;
  castlingRights = castling;
  hash = savedHash;
  store<u64>(materialScores, load<u64>(material));
  store<u64>(materialScores, load<u64>(material, 8), 8);
}
export function setHash(value: u64): void { hash = value; }
/** Folds a key into the hash (rule-state.ts keeps its bytes in the hash so). */
export function toggleHash(key: u64): void { hash ^= key; }

/** Empties the board and the undo stack, ready for a new position to be placed. */
export function clearPosition(): void {
  memory.fill(board, 0, cellCount << 1);
  memory.fill(pieceTotals, 0, playerCount);
  memory.fill(typeTotals, 0, playerCount * (typeCount + 1));
  memory.fill(royalCells, <u8>NO_CELL, playerCount);
  memory.fill(materialScores, 0, playerCount * 4);
  sideToMove = 0;
  epCell = NO_CELL;
  epVictim = NO_CELL;
  olderEpCell = NO_CELL;
  olderEpVictim = NO_CELL;
  castlingRights = 0;
  halfmoveClock = 0;
  fullmoveNumber = 1;
  ply = 0;
  hash = sideKey(0);
}

/** Parties with at least one piece. */
export function partiesLeft(): i32 {
  let left = 0;
  for (let player = 0; player < playerCount; player++) if (pieceTotal(player)) left++;
  return left;
}

/** The hash computed from scratch, to check the incremental one. */
export function computeHash(): u64 {
  let value = sideKey(sideToMove);
  for (let cell = 0; cell < cellCount; cell++) {
    const code = pieceAt(cell);
    if (code) value ^= pieceKey(code, cell);
  }
  if (epCell != NO_CELL) value ^= epKey(epCell);
  if (olderEpCell != NO_CELL) value ^= epKey(olderEpCell);
  for (let bit = 0; bit < 8; bit++) if (castlingRights & (1 << bit)) value ^= load<u64>(castlingKeys + (<usize>bit << 3));
  return value ^ ruleStateHash();
}

/** A key of the piece lists' order (debug checks: unmake must give the lists back in their order). */
export function listOrderKey(): u64 {
  let key: u64 = 0;
  for (let player = 0; player < playerCount; player++) {
    const total = pieceTotal(player);
    for (let index = 0; index < total; index++) key = key * 1000003 + <u64>(pieceCellAt(player, index) + 1);
    key = key * 1000003 + 0xffff;
  }
  return key;
}

/** True when lists, counts and royal cells agree with the board (debug checks). */
export function listsAgreeWithBoard(): bool {
  let seen = 0;
  for (let player = 0; player < playerCount; player++) {
    const total = pieceTotal(player);
    for (let index = 0; index < total; index++) {
      const cell = pieceCellAt(player, index);
      const code = pieceAt(cell);
      if (code == 0 || ownerOf(code) != player || <i32>load<u8>(pieceIndex + cell) != index) return false;
    }
    seen += total;
  }
  let occupied = 0;
  for (let cell = 0; cell < cellCount; cell++) if (pieceAt(cell)) occupied++;
  return occupied == seen;
}
