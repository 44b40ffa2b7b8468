// The variant's flat tables: geometry, pieces and per-player rules, written by TypeScript after
// `configure` allocates them. The core only reads them; nothing here knows which game it is.

export const NO_CELL: i32 = 255; // ray terminator and "no cell" everywhere
export const MAX_ITEMS: i32 = 32; // movement items per (player, piece type)
export const UNLIMITED: i32 = 255; // item range meaning "rides to the board's edge"

// Item modes (bit set).
export const MODE_MOVE: i32 = 1;
export const MODE_CAPTURE: i32 = 2;

// Piece type flags.
export const TYPE_ROYAL: i32 = 1; // its capture loses; legality protects it
export const TYPE_PAWN: i32 = 2; // double step sets en passant, promotes in the zone, resets the move clock

// Variant flags.
export const VARIANT_SLOW_LEGALITY: i32 = 1; // mechanics the pin-based fast path does not cover

export let cellCount: i32 = 0;
export let vectorCount: i32 = 0;
export let rayStride: i32 = 0;
export let playerCount: i32 = 0;
export let typeCount: i32 = 0; // piece types are 1..typeCount; 0 is "empty"
export let variantFlags: i32 = 0;

// Geometry.
export let rays: usize = 0; // u8[cell][vector][stride]: cells reached by repeating the vector, NO_CELL-terminated
export let reverseVector: usize = 0; // u8[vector]: the opposite vector
export let collinear: usize = 0; // u8[vector][vector]: 1 when both lie on one line

// Pieces.
export let typeFlags: usize = 0; // i32[type]
export let items: usize = 0; // i32[player][type][MAX_ITEMS]: vector | range<<8 | mode<<16 | initialRange<<24
export let itemCounts: usize = 0; // u8[player][type]
export let attackRange: usize = 0; // u8[player][type][vector]: how far the piece captures along the vector (derived)
export let lookRange: usize = 0; // u8[vector]: farthest any piece captures toward a cell along the reverse vector (derived)

// Per-player rules.
export let initialCells: usize = 0; // u8[player][cell]: 1 where a pawn's initial range applies
export let promotionZone: usize = 0; // u8[player][cell]: 0 none, 1 optional, 2 compulsory
export let promotionTypes: usize = 0; // u8[]: types a pawn may become, in order
export let promotionTypeCount: i32 = 0;
export let promotionLimit: usize = 0; // u8[type]: a pawn may become the type while its side has fewer than this

// Evaluation.
export let pieceSquare: usize = 0; // i32[code][cell]: material plus placement, from the owner's point of view
export let pieceValues: usize = 0; // i32[type]: material alone, for move ordering and pruning

// Piece codes: type << 2 | player; 0 is an empty cell.
// @ts-ignore: decorator
@inline export function pieceCode(type: i32, player: i32): i32 { return (type << 2) | player; }
// @ts-ignore: decorator
@inline export function ownerOf(code: i32): i32 { return code & 3; }
// @ts-ignore: decorator
@inline export function typeOf(code: i32): i32 { return code >> 2; }

// @ts-ignore: decorator
@inline export function itemVector(item: i32): i32 { return item & 0xff; }
// @ts-ignore: decorator
@inline export function itemRange(item: i32): i32 { return (item >> 8) & 0xff; }
// @ts-ignore: decorator
@inline export function itemMode(item: i32): i32 { return (item >> 16) & 0xff; }
// @ts-ignore: decorator
@inline export function itemInitialRange(item: i32): i32 { return item >>> 24; }
// @ts-ignore: decorator
@inline export function itemsOf(player: i32, type: i32): usize {
  return items + <usize>(pieceSlot(player, type) * MAX_ITEMS * 4);
}
// @ts-ignore: decorator
@inline export function itemCountOf(player: i32, type: i32): i32 {
  return load<u8>(itemCounts + pieceSlot(player, type));
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
// @ts-ignore: decorator
@inline export function pieceSlot(player: i32, type: i32): i32 { return player * (typeCount + 1) + type; }
// @ts-ignore: decorator
@inline export function attackRangeOf(code: i32, vector: i32): i32 {
  return load<u8>(attackRange + pieceSlot(ownerOf(code), typeOf(code)) * vectorCount + vector);
}

/** Allocates every table for a variant of the given size. Called once per core instance. */
export function allocateTables(cells: i32, vectors: i32, stride: i32, players: i32, types: i32, flags: i32): void {
  assert(cells > 0 && cells < NO_CELL, "cell count must be 1..254");
  assert(players > 0 && players <= 4, "player count must be 1..4");
  assert(types > 0 && types < 64, "piece type count must be 1..63");
  cellCount = cells;
  vectorCount = vectors;
  rayStride = stride;
  playerCount = players;
  typeCount = types;
  variantFlags = flags;
  const slots = players * (types + 1);
  rays = allocate(cells * vectors * stride);
  reverseVector = allocate(vectors);
  collinear = allocate(vectors * vectors);
  typeFlags = allocate((types + 1) * 4);
  items = allocate(slots * MAX_ITEMS * 4);
  itemCounts = allocate(slots);
  attackRange = allocate(slots * vectors);
  lookRange = allocate(vectors);
  initialCells = allocate(players * cells);
  promotionZone = allocate(players * cells);
  promotionTypes = allocate(types + 1);
  promotionLimit = allocate(types + 1);
  pieceSquare = allocate(((types + 1) << 2) * cells * 4);
  pieceValues = allocate((types + 1) * 4);
}

// @ts-ignore: decorator
@inline export function pieceSquareValue(code: i32, cell: i32): i32 {
  return load<i32>(pieceSquare + ((code * cellCount + cell) << 2));
}
// @ts-ignore: decorator
@inline export function pieceValue(type: i32): i32 { return load<i32>(pieceValues + (type << 2)); }

export function setPromotionTypeCount(count: i32): void { promotionTypeCount = count; }

/** Derives the tables computed from the written ones. */
export function deriveTables(): void {
  const slots = playerCount * (typeCount + 1);
  for (let slot = 0; slot < slots; slot++) {
    const count = <i32>load<u8>(itemCounts + slot);
    for (let index = 0; index < count; index++) {
      const item = load<i32>(items + ((slot * MAX_ITEMS + index) << 2));
      if (!(itemMode(item) & MODE_CAPTURE)) continue;
      const cell = attackRange + slot * vectorCount + itemVector(item);
      store<u8>(cell, max(<i32>load<u8>(cell), itemRange(item)));
    }
  }
  for (let vector = 0; vector < vectorCount; vector++) {
    const toward = reverseOf(vector);
    let farthest = 0;
    for (let slot = 0; slot < slots; slot++) {
      farthest = max(farthest, <i32>load<u8>(attackRange + slot * vectorCount + toward));
    }
    store<u8>(lookRange + vector, farthest);
  }
}

/** Zeroed memory from the heap; only called while configuring, never on a hot path. */
export function allocate(bytes: i32): usize {
  const size = <usize>((bytes + 7) & ~7);
  const pointer = heap.alloc(size);
  memory.fill(pointer, 0, size);
  return pointer;
}
