// The variant's flat tables: geometry, pieces and rules, written by TypeScript after `configure`
// allocates them (derive.ts adds what the core works out from them). The core only reads them; nothing
// here knows which game it is. Tables of one mechanic live with it in mechanics/.
//
// Movement is stored per *facing* rather than per player: a facing is one orientation of the pieces
// (Grand Chess: White's up, Black's down; Wey: toward the river from either half). `facings` says which
// facing a player's piece has on each cell.

import { NO_CELL, MAX_ITEMS, MAX_TYPES, PLAYER_BITS, PLAYER_MASK } from "../abi";

export let cellCount: i32 = 0;
export let vectorCount: i32 = 0;
export let rayStride: i32 = 0;
export let playerCount: i32 = 0;
export let facingCount: i32 = 0;
export let typeCount: i32 = 0; // piece types are 1..typeCount; 0 is "empty"
export let variantFlags: i32 = 0;

// Geometry.
export let rays: usize = 0; // u8[cell][vector][stride]: cells reached by repeating the vector, NO_CELL-terminated
export let reverseVector: usize = 0; // u8[vector]: the opposite vector
export let collinear: usize = 0; // u8[vector][vector]: 1 when both lie on one line

// Pieces.
export let facings: usize = 0; // u8[player][cell]: the facing of the player's pieces on the cell
export let typeFlags: usize = 0; // i32[type]
export let items: usize = 0; // i32[facing][type][MAX_ITEMS]: vector | range<<8 | mode<<16 | initialRange<<24
export let itemCounts: usize = 0; // u8[facing][type]

// Rules.
export let initialCells: usize = 0; // u8[player][cell]: 1 where a pawn's initial range applies
export let promotionZone: usize = 0; // u8[facing][cell]: 0 none, 1 optional, 2 compulsory
export let promotionTypes: usize = 0; // u8[]: types a pawn may become, in order
export let promotionTypeCount: i32 = 0;
export let promotionLimit: usize = 0; // u8[type]: a pawn may become the type while its side has fewer than this
export let lossThreshold: usize = 0; // u8[type]: capture set: a player loses when every listed type is down to this
export let takeoverTypes: usize = 0; // u8[type][4]: the type a piece becomes when taken over from a player
export let fixedFacings: usize = 0; // u8[type]: the facing whose promotion zone a type uses, NO_CELL for its owner's

// Evaluation.
export let pieceSquare: usize = 0; // i32[code][cell]: material plus placement, from the owner's point of view
export let pieceValues: usize = 0; // i32[type]: material alone, for move ordering and pruning

// Piece codes (abi.ts): type << PLAYER_BITS | player; 0 is an empty cell.
// @ts-ignore: decorator
@inline export function pieceCode(type: i32, player: i32): i32 { return (type << PLAYER_BITS) | player; }
// @ts-ignore: decorator
@inline export function ownerOf(code: i32): i32 { return code & PLAYER_MASK; }
// @ts-ignore: decorator
@inline export function typeOf(code: i32): i32 { return code >> PLAYER_BITS; }

// @ts-ignore: decorator
@inline export function itemVector(item: i32): i32 { return item & 0xff; }
// @ts-ignore: decorator
@inline export function itemRange(item: i32): i32 { return (item >> 8) & 0xff; }
// @ts-ignore: decorator
@inline export function itemMode(item: i32): i32 { return (item >> 16) & 0xff; }
// @ts-ignore: decorator
@inline export function itemInitialRange(item: i32): i32 { return item >>> 24; }
// @ts-ignore: decorator
@inline export function pieceSlot(facing: i32, type: i32): i32 { return facing * (typeCount + 1) + type; }
// @ts-ignore: decorator
@inline export function itemsOf(facing: i32, type: i32): usize {
  return items + <usize>(pieceSlot(facing, type) * MAX_ITEMS * 4);
}
// @ts-ignore: decorator
@inline export function itemCountOf(facing: i32, type: i32): i32 {
  return load<u8>(itemCounts + pieceSlot(facing, type));
}

// @ts-ignore: decorator
@inline export function rayBase(cell: i32, vector: i32): usize {
  return rays + <usize>((cell * vectorCount + vector) * rayStride);
}
// @ts-ignore: decorator
@inline export function firstStep(cell: i32, vector: i32): i32 {
  return load<u8>(rayBase(cell, vector));
}
// @ts-ignore: decorator
@inline export function reverseOf(vector: i32): i32 { return load<u8>(reverseVector + vector); }
// @ts-ignore: decorator
@inline export function typeFlagsOf(type: i32): i32 { return load<i32>(typeFlags + (type << 2)); }
/** Allocates every table for a variant of the given size. Called once per core instance. */
export function allocateTables(cells: i32, vectors: i32, stride: i32, players: i32, facingTotal: i32, types: i32, flags: i32): void {
  assert(cells > 0 && cells < NO_CELL, "cell count must be 1..254");
  assert(players > 0 && players <= 4, "player count must be 1..4");
  assert(types > 0 && types <= MAX_TYPES, "piece type count must be 1..255");
  cellCount = cells;
  vectorCount = vectors;
  rayStride = stride;
  playerCount = players;
  facingCount = facingTotal;
  typeCount = types;
  variantFlags = flags;
  const slots = facingTotal * (types + 1);
  rays = allocate(cells * vectors * stride);
  reverseVector = allocate(vectors);
  collinear = allocate(vectors * vectors);
  facings = allocate(players * cells);
  typeFlags = allocate((types + 1) * 4);
  items = allocate(slots * MAX_ITEMS * 4);
  itemCounts = allocate(slots);
  initialCells = allocate(players * cells);
  promotionZone = allocate(facingTotal * cells);
  promotionTypes = allocate(types + 1);
  promotionLimit = allocate(types + 1);
  lossThreshold = allocate(types + 1);
  takeoverTypes = allocate((types + 1) << 2);
  fixedFacings = allocate(types + 1);
  memory.fill(fixedFacings, <u8>NO_CELL, types + 1); // every type uses its owner's facing unless told otherwise
  pieceSquare = allocate(((types + 1) << PLAYER_BITS) * cells * 4);
  pieceValues = allocate((types + 1) * 4);
}

// @ts-ignore: decorator
@inline export function pieceSquareValue(code: i32, cell: i32): i32 {
  return load<i32>(pieceSquare + ((code * cellCount + cell) << 2));
}
// @ts-ignore: decorator
@inline export function pieceValue(type: i32): i32 { return load<i32>(pieceValues + (type << 2)); }

/** The type a piece of `type` becomes when taken over from `player` (a pawn keeps its old facing). */
// @ts-ignore: decorator
@inline export function takeoverType(type: i32, player: i32): i32 { return load<u8>(takeoverTypes + (type << 2) + player); }

export function setPromotionTypeCount(count: i32): void { promotionTypeCount = count; }

/** Zeroed memory from the heap; only called while configuring, never on a hot path. */
export function allocate(bytes: i32): usize {
  const size = <usize>((bytes + 7) & ~7);
  const pointer = heap.alloc(size);
  memory.fill(pointer, 0, size);
  return pointer;
}
