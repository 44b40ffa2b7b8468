// The variant's flat tables: geometry, pieces and rules, written by TypeScript after `configure`
// allocates them. The core only reads them; nothing here knows which game it is.
//
// Movement is stored per *facing* rather than per player: a facing is one orientation of the pieces
// (Grand Chess: White's up, Black's down; Wey: toward the river from either half). `facings` says which
// facing a player's piece has on each cell.

export const NO_CELL: i32 = 255; // ray terminator and "no cell" everywhere
export const MAX_ITEMS: i32 = 32; // movement items per (facing, piece type)
export const UNLIMITED: i32 = 255; // item range meaning "rides to the board's edge"

// Item modes (bit set).
export const MODE_MOVE: i32 = 1;
export const MODE_CAPTURE: i32 = 2;
export const MODE_BENT_LEFT: i32 = 4; // a bent rider: each further leap turns one step left in the atom's cycle
export const MODE_BENT_RIGHT: i32 = 8; // ... or right
export const MODE_DOUBLE_STEP: i32 = 16; // leap lists only: a pawn's single step that may go on to the cell in the entry's top byte
export const MODE_GATED: i32 = 32; // leap and target lists only: the step passes between two cells (VARIANT_SQUEEZE)
export const MODE_GATED_FAR: i32 = 64; // leap lists only: so does the second step of a double step

// Piece type flags.
export const TYPE_ROYAL: i32 = 1; // its capture loses; legality protects it
export const TYPE_PAWN: i32 = 2; // double step sets en passant, promotes in the zone, resets the move clock
export const TYPE_BARRIER_BOUND: i32 = 4; // may not make the steps the barrier table forbids (Wey's river)
export const TYPE_TRACED_ATTACKS: i32 = 8; // attacks found by tracing its moves, not by the reverse tables
export const TYPE_PLAIN: i32 = 16; // no barrier or bent-rider rule, no initial range: the fast generator (derived, see markPlainTypes)

// Variant flags.
export const VARIANT_SLOW_LEGALITY: i32 = 1; // mechanics the pin-based fast path does not cover
export const VARIANT_PAWNS_SPARE_SAME_FACING: i32 = 2; // a pawn cannot take a pawn facing its own way
export const VARIANT_CAPTURE_SET: i32 = 4; // a player who has lost the whole capture set loses
export const VARIANT_NO_MOVE_LOSES: i32 = 8; // no legal move loses instead of drawing
export const VARIANT_CLOCK_IGNORES_PAWNS: i32 = 16; // only captures reset the move-rule clock
// Parties (three or more players): capturing a royal piece hands the victim's pieces to the capturer, a
// party without a move is eliminated while more than two are left, parties without pieces are skipped.
export const VARIANT_TAKEOVER: i32 = 32;
export const VARIANT_PSEUDO_LEGAL: i32 = 64; // moves need not respect check (the royal piece can be captured)
export const VARIANT_SQUEEZE: i32 = 128; // a diagonal step needs one of its two between cells empty (Dreierschach)
export const VARIANT_ROYAL_IMMUNE: i32 = 256; // royal pieces are never captured (check is answered by their owner)
export const VARIANT_EP_ROUND: i32 = 512; // en passant stays open to every opponent until the double-stepper moves again
export const VARIANT_BARE_ROYALS_DRAW: i32 = 1024; // only royal pieces left: a draw

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
export let turnLeft: usize = 0; // u8[vector]: the next vector of the same atom counter-clockwise (bent riders)
export let turnRight: usize = 0; // u8[vector]: ... clockwise
export let barrier: usize = 0; // u8[cell][vector]: 1 where a barrier-bound piece may not step
export let gates: usize = 0; // u8[cell][vector][2]: the two cells a diagonal step passes between (VARIANT_SQUEEZE), else NO_CELL
export let rayGates: usize = 0; // u16[cell][vector][stride] under VARIANT_SQUEEZE: the between cells of the step into each ray cell (derived)
export let gatedVectors: usize = 0; // u8[vector]: 1 when some step along the vector has gates (derived), so others skip the test

// Pieces.
export let facings: usize = 0; // u8[player][cell]: the facing of the player's pieces on the cell
export let typeFlags: usize = 0; // i32[type]
export let items: usize = 0; // i32[facing][type][MAX_ITEMS]: vector | range<<8 | mode<<16 | initialRange<<24
export let itemCounts: usize = 0; // u8[facing][type]
export let attackRange: usize = 0; // u8[facing][type][vector]: how far the piece captures along the vector (derived)
export let lookRange: usize = 0; // u8[vector]: farthest any piece captures toward a cell along the reverse vector (derived)
// Per cell, the vectors worth walking for an attack test (derived): vector | reach << 8 | reverse << 16,
// the reach cut to the ray's length, so the walk needs no edge test; vectors that reach nothing left out.
export let lookItems: usize = 0; // u32[cell][vectorCount]: vector | reach << 8 | reverse vector << 16 (see look*)
export let lookCounts: usize = 0; // u8[cell]
export let tracedTypeMask: u64 = 0; // bit per type with TYPE_TRACED_ATTACKS (derived)
// Plain types, split for the fast generator (derived). Pawns: every leap target per cell.
export const MAX_LEAPS: i32 = 32;
export let leapTargets: usize = 0; // u32[facing][type][cell][MAX_LEAPS]: to | vector << 8 | mode << 16 | double step's cell << 24
export let leapCounts: usize = 0; // u8[facing][type][cell]
// The other plain types: one flat list of targets per cell, the leaps, then each rider ray cell by cell
// (cut to its range). Each entry says how many entries of its ray are left, itself included, so a walk
// that meets a piece skips the rest of the ray in one add: leaps and rides share one loop with no set-up
// per ray, which matters where most rays end after a step.
export let targets: usize = 0; // u64[]: to | mode << 8 | left << 16 | vector << 24 | gate << 32 (see target*)
export let targetStarts: usize = 0; // u32[facing][type][cell], one more at the end: each cell's first entry in targets
export let facingIsPlayer: bool = false; // every piece faces its owner's way everywhere (derived; skips a look-up)

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
@inline export function facingOf(player: i32, cell: i32): i32 {
  return facingIsPlayer ? player : load<u8>(facings + player * cellCount + cell);
}
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
/** How far the piece `code` standing on `cell` captures along `vector` by the reverse tables. */
// @ts-ignore: decorator
@inline export function attackRangeOf(code: i32, cell: i32, vector: i32): i32 {
  return load<u8>(attackRange + pieceSlot(facingOf(ownerOf(code), cell), typeOf(code)) * vectorCount + vector);
}
/** Under VARIANT_SQUEEZE: whether any step along `vector` passes between two cells (others are never shut). */
// @ts-ignore: decorator
@inline export function gated(vector: i32): bool { return load<u8>(gatedVectors + vector) != 0; }

/** The between cells of the step into `ray`'s cell (a pointer into the rays), packed as rayGates holds them. */
// @ts-ignore: decorator
@inline export function gateInto(ray: usize): i32 { return load<u16>(rayGates + ((ray - rays) << 1)); }
/** Whether a step with these packed between cells is shut (NO_CELL in both bytes when it has none). */
// @ts-ignore: decorator
@inline export function shut(board: usize, gate: i32): bool {
  return (gate & 0xff) != NO_CELL && load<u8>(board + (gate & 0xff)) != 0 && load<u8>(board + (gate >> 8)) != 0;
}

/** The two between cells (u8 each, NO_CELL when none) of the step from `cell` along `vector`. */
// @ts-ignore: decorator
@inline function gateOf(cell: i32, vector: i32): usize { return gates + <usize>((cell * vectorCount + vector) << 1); }

/** Under VARIANT_SQUEEZE: whether the step from `cell` along `vector` is shut, both cells it passes between occupied. */
// @ts-ignore: decorator
@inline export function squeezed(board: usize, cell: i32, vector: i32): bool {
  const gate = gateOf(cell, vector);
  const first = <i32>load<u8>(gate);
  return first != NO_CELL && load<u8>(board + first) != 0 && load<u8>(board + <i32>load<u8>(gate + 1)) != 0;
}

/** Whether the step from `cell` along `vector` passes between two cells. */
function hasGates(cell: i32, vector: i32): bool { return <i32>load<u8>(gateOf(cell, vector)) != NO_CELL; }

/** The step's two between cells packed in one u16 as rayGates and the target lists hold them (first in the low byte). */
function packedGateOf(cell: i32, vector: i32): i32 { return load<u16>(gateOf(cell, vector)); }

// @ts-ignore: decorator
@inline export function stepBlocked(cell: i32, vector: i32): bool {
  return load<u8>(barrier + cell * vectorCount + vector) != 0;
}

/** Allocates every table for a variant of the given size. Called once per core instance. */
export function allocateTables(cells: i32, vectors: i32, stride: i32, players: i32, facingTotal: i32, types: i32, flags: i32): void {
  assert(cells > 0 && cells < NO_CELL, "cell count must be 1..254");
  assert(players > 0 && players <= 4, "player count must be 1..4");
  assert(types > 0 && types < 64, "piece type count must be 1..63");
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
  turnLeft = allocate(vectors);
  turnRight = allocate(vectors);
  barrier = allocate(cells * vectors);
  gates = allocate(cells * vectors * 2);
  memory.fill(gates, <u8>NO_CELL, cells * vectors * 2);
  facings = allocate(players * cells);
  typeFlags = allocate((types + 1) * 4);
  items = allocate(slots * MAX_ITEMS * 4);
  itemCounts = allocate(slots);
  attackRange = allocate(slots * vectors);
  lookRange = allocate(vectors);
  initialCells = allocate(players * cells);
  promotionZone = allocate(facingTotal * cells);
  promotionTypes = allocate(types + 1);
  promotionLimit = allocate(types + 1);
  lossThreshold = allocate(types + 1);
  takeoverTypes = allocate((types + 1) << 2);
  fixedFacings = allocate(types + 1);
  memory.fill(fixedFacings, <u8>NO_CELL, types + 1); // every type uses its owner's facing unless told otherwise
  pieceSquare = allocate(((types + 1) << 2) * cells * 4);
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

/**
 * Derives the reverse attack tables from the movement items. Types whose attacks the tables cannot
 * express (bent riders, barrier-bound pieces) are marked for tracing instead.
 */
export function deriveTables(): void {
  facingIsPlayer = true;
  for (let player = 0; player < playerCount; player++) {
    for (let cell = 0; cell < cellCount; cell++) {
      if (<i32>load<u8>(facings + player * cellCount + cell) != player) facingIsPlayer = false;
    }
  }
  tracedTypeMask = 0;
  for (let type = 1; type <= typeCount; type++) {
    if (typeFlagsOf(type) & (TYPE_TRACED_ATTACKS | TYPE_BARRIER_BOUND)) tracedTypeMask |= (<u64>1) << type;
  }
  const slots = facingCount * (typeCount + 1);
  markPlainTypes(slots);
  splitPlainItems(slots);
  for (let slot = 0; slot < slots; slot++) {
    const type = slot % (typeCount + 1);
    if (tracedTypeMask & ((<u64>1) << type)) continue;
    const count = <i32>load<u8>(itemCounts + slot);
    for (let index = 0; index < count; index++) {
      const item = load<i32>(items + ((slot * MAX_ITEMS + index) << 2));
      if (!(itemMode(item) & MODE_CAPTURE)) continue;
      if (itemMode(item) & (MODE_BENT_LEFT | MODE_BENT_RIGHT)) {
        tracedTypeMask |= (<u64>1) << type;
        continue;
      }
      const cell = attackRange + slot * vectorCount + itemVector(item);
      store<u8>(cell, max(<i32>load<u8>(cell), itemRange(item)));
    }
  }
  for (let slot = 0; slot < slots; slot++) {
    const type = slot % (typeCount + 1);
    if (tracedTypeMask & ((<u64>1) << type)) memory.fill(attackRange + slot * vectorCount, 0, vectorCount);
  }
  for (let vector = 0; vector < vectorCount; vector++) {
    const toward = reverseOf(vector);
    let farthest = 0;
    for (let slot = 0; slot < slots; slot++) {
      farthest = max(farthest, <i32>load<u8>(attackRange + slot * vectorCount + toward));
    }
    store<u8>(lookRange + vector, farthest);
  }
  listLookItems();
  gatedVectors = allocate(vectorCount);
  for (let vector = 0; vector < vectorCount; vector++) {
    for (let cell = 0; cell < cellCount; cell++) {
      if (hasGates(cell, vector)) store<u8>(gatedVectors + vector, 1);
    }
  }
  if (variantFlags & VARIANT_SQUEEZE) listRayGates();
}

/** Fills rayGates: walking a ray, each step's between cells are then one load away. */
function listRayGates(): void {
  rayGates = allocate(cellCount * vectorCount * rayStride * 2);
  for (let cell = 0; cell < cellCount; cell++) {
    for (let vector = 0; vector < vectorCount; vector++) {
      const ray = rayBase(cell, vector);
      let previous = cell;
      for (let distance = 0; distance < rayStride; distance++) {
        const to = <i32>load<u8>(ray + distance);
        if (to == NO_CELL) break;
        store<u16>(rayGates + ((ray + distance - rays) << 1), packedGateOf(previous, vector));
        previous = to;
      }
    }
  }
}

/** How many cells the ray from `cell` along `vector` has. */
function rayLength(cell: i32, vector: i32): i32 {
  const ray = rayBase(cell, vector);
  let length = 0;
  while (length < rayStride && load<u8>(ray + length) != NO_CELL) length++;
  return length;
}

// A targets entry's fields (gate: the step's between cells, packed as rayGates holds them, under MODE_GATED).
// @ts-ignore: decorator
@inline export function targetCell(entry: u64): i32 { return <i32>(entry & 0xff); }
// @ts-ignore: decorator
@inline export function targetMode(entry: u64): i32 { return <i32>((entry >> 8) & 0xff); }
// @ts-ignore: decorator
@inline export function targetRayLeft(entry: u64): i32 { return <i32>((entry >> 16) & 0xff); }
// @ts-ignore: decorator
@inline export function targetVector(entry: u64): i32 { return <i32>((entry >> 24) & 0xff); }
// @ts-ignore: decorator
@inline export function targetGate(entry: u64): i32 { return <i32>(entry >> 32); }

// A lookItems entry's fields: the vector walked from the cell, how far, and the vector an attacker uses back.
// @ts-ignore: decorator
@inline export function lookVector(entry: u32): i32 { return <i32>(entry & 0xff); }
// @ts-ignore: decorator
@inline export function lookReach(entry: u32): i32 { return <i32>((entry >> 8) & 0xff); }
// @ts-ignore: decorator
@inline export function lookReverse(entry: u32): i32 { return <i32>(entry >> 16); }

/** Fills lookItems and lookCounts from lookRange and the rays. */
function listLookItems(): void {
  lookItems = allocate(cellCount * vectorCount * 4);
  lookCounts = allocate(cellCount);
  for (let cell = 0; cell < cellCount; cell++) {
    let count = 0;
    for (let vector = 0; vector < vectorCount; vector++) {
      const reach = min(<i32>load<u8>(lookRange + vector), rayLength(cell, vector));
      if (reach == 0) continue;
      store<u32>(lookItems + ((cell * vectorCount + count++) << 2), vector | (reach << 8) | (reverseOf(vector) << 16));
    }
    store<u8>(lookCounts + cell, count);
  }
}

/**
 * TYPE_PLAIN for types with no barrier or bent-rider rule and no initial range on any item. Pawns too,
 * unless spared (VARIANT_PAWNS_SPARE_SAME_FACING) or riding; a pawn's initial range must be a plain double
 * step (a one-step move-only item going two), listed per cell, which needs facings to be the players'.
 */
function markPlainTypes(slots: i32): void {
  const plainPawns = !(variantFlags & VARIANT_PAWNS_SPARE_SAME_FACING);
  for (let type = 1; type <= typeCount; type++) {
    const flags = typeFlagsOf(type);
    const pawn = (flags & TYPE_PAWN) != 0;
    let plain = (flags & (TYPE_BARRIER_BOUND | TYPE_TRACED_ATTACKS)) == 0 && (plainPawns || !pawn);
    for (let slot = type; slot < slots && plain; slot += typeCount + 1) {
      const count = <i32>load<u8>(itemCounts + slot);
      for (let index = 0; index < count; index++) {
        const item = load<i32>(items + ((slot * MAX_ITEMS + index) << 2));
        if (itemMode(item) & (MODE_BENT_LEFT | MODE_BENT_RIGHT)) plain = false;
        if (itemInitialRange(item) && !(pawn && facingIsPlayer && plainDoubleStep(item))) plain = false;
        if (pawn && itemRange(item) > 1) plain = false; // the plain pawn generator walks leaps only
      }
    }
    const at = typeFlags + (type << 2);
    store<i32>(at, plain ? load<i32>(at) | TYPE_PLAIN : load<i32>(at) & ~TYPE_PLAIN);
  }
}

// @ts-ignore: decorator
@inline function plainDoubleStep(item: i32): bool {
  return itemInitialRange(item) == 2 && itemRange(item) == 1 && itemMode(item) == MODE_MOVE;
}

/** Lists the plain types' targets per cell (no edge tests, no empty rays): pawns' leaps, the others' flat lists. */
function splitPlainItems(slots: i32): void {
  leapTargets = allocate(slots * cellCount * MAX_LEAPS * 4);
  leapCounts = allocate(slots * cellCount);
  targetStarts = allocate((slots * cellCount + 1) * 4);
  targets = allocate(listTargets(slots, false) * 8);
  listTargets(slots, true);
  for (let slot = 0; slot < slots; slot++) {
    const flags = typeFlagsOf(slot % (typeCount + 1));
    if ((flags & (TYPE_PLAIN | TYPE_PAWN)) != (TYPE_PLAIN | TYPE_PAWN)) continue;
    const count = <i32>load<u8>(itemCounts + slot);
    for (let index = 0; index < count; index++) {
      const item = load<i32>(items + ((slot * MAX_ITEMS + index) << 2));
      for (let cell = 0; cell < cellCount; cell++) {
        const to = firstStep(cell, itemVector(item));
        const counter = leapCounts + slot * cellCount + cell;
        const leaps = <i32>load<u8>(counter);
        if (to == NO_CELL || leaps == MAX_LEAPS) continue;
        const mode = itemMode(item) | (hasGates(cell, itemVector(item)) ? MODE_GATED : 0);
        const entry = to | (itemVector(item) << 8) | (mode << 16) | (itemInitialRange(item) ? doubleStepBits(slot, cell, to, itemVector(item)) : 0);
        store<u32>(leapTargets + ((((slot * cellCount + cell) * MAX_LEAPS) + leaps) << 2), entry);
        store<u8>(counter, leaps + 1);
      }
    }
  }
}

/**
 * The flat target lists of the plain types other than pawns, slot by slot and cell by cell: leap items
 * first, then rider items, each in item order. Counts the entries, or (`write`) stores them and the starts.
 */
function listTargets(slots: i32, write: bool): i32 {
  let total = 0;
  for (let slot = 0; slot < slots; slot++) {
    const plain = (typeFlagsOf(slot % (typeCount + 1)) & (TYPE_PLAIN | TYPE_PAWN)) == TYPE_PLAIN;
    const count = plain ? <i32>load<u8>(itemCounts + slot) : 0;
    for (let cell = 0; cell < cellCount; cell++) {
      if (write) store<u32>(targetStarts + ((slot * cellCount + cell) << 2), total);
      for (let riders = 0; riders < 2; riders++) {
        for (let index = 0; index < count; index++) {
          const item = load<i32>(items + ((slot * MAX_ITEMS + index) << 2));
          if ((itemRange(item) > 1) != (riders == 1)) continue;
          const vector = itemVector(item);
          const length = min(itemRange(item), rayLength(cell, vector));
          const ray = rayBase(cell, vector);
          let previous = cell;
          for (let step = 0; step < length; step++) {
            const to = <i32>load<u8>(ray + step);
            if (write) store<u64>(targets + (<usize>total << 3), targetEntry(previous, to, vector, itemMode(item), length - step));
            total++;
            previous = to;
          }
        }
      }
    }
  }
  if (write) store<u32>(targetStarts + ((slots * cellCount) << 2), total);
  return total;
}

/** One targets entry: the step from `previous` into `to`, `left` entries of its ray left. */
function targetEntry(previous: i32, to: i32, vector: i32, mode: i32, left: i32): u64 {
  const gated = hasGates(previous, vector);
  return <u64>(to | (((mode & (MODE_MOVE | MODE_CAPTURE)) | (gated ? MODE_GATED : 0)) << 8) | (left << 16) | (vector << 24))
    | (<u64>(gated ? packedGateOf(previous, vector) : 0) << 32);
}

/**
 * A plain pawn's double step, folded into the entry of its single step (which it needs empty): the far
 * cell and the mode bits, on the cells where the slot's player (its facing) has it; else 0.
 */
function doubleStepBits(slot: i32, cell: i32, skipped: i32, vector: i32): u32 {
  const player = slot / (typeCount + 1);
  if (player >= playerCount || !load<u8>(initialCells + player * cellCount + cell)) return 0;
  const to = firstStep(skipped, vector);
  if (to == NO_CELL) return 0;
  return ((MODE_DOUBLE_STEP | (hasGates(skipped, vector) ? MODE_GATED_FAR : 0)) << 16) | (to << 24);
}

/** Zeroed memory from the heap; only called while configuring, never on a hot path. */
export function allocate(bytes: i32): usize {
  const size = <usize>((bytes + 7) & ~7);
  const pointer = heap.alloc(size);
  memory.fill(pointer, 0, size);
  return pointer;
}
