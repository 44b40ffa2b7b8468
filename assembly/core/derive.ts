// What the core works out from the host's tables once, at configuration: the types' flags (traced,
// hopper, plain), the reverse attack tables (attackRange, lookRange, lookItems) and the plain types' flat
// target lists the fast generator walks (leapTargets, targets). Nothing here runs after configuration.
import {
  allocate, cellCount, vectorCount, rayStride, playerCount, facingCount, typeCount, variantFlags, facings, typeFlags, collinear,
  items, itemCounts, initialCells, itemVector, itemRange, itemMode, itemInitialRange, rayBase, firstStep, reverseOf,
  typeFlagsOf, pieceSlot, ownerOf, typeOf,
} from "./tables";
import {
  NO_CELL, MAX_ITEMS, PLAYER_BITS, MODE_MOVE, MODE_CAPTURE, MODE_BENT_LEFT, MODE_BENT_RIGHT, MODE_HOP, MODE_HOP_LAND, TYPE_PAWN,
  TYPE_BARRIER_BOUND, TYPE_TRACED_ATTACKS, TYPE_PLAIN, TYPE_HOPPER, TYPE_DRAGS, TYPE_FLIPS, TYPE_OWN_MOVES, VARIANT_PAWNS_SPARE_SAME_FACING,
  MECHANIC_ITEM_MODES, TRACED_ITEM_MODES,
} from "../abi";
import { deriveHop } from "../mechanics/hop";
import { deriveSqueeze, hasGates, packedGateOf } from "../mechanics/squeeze";

// Flags of the flat target lists' entries (not items): see leapTargets and targets below.
export const ENTRY_DOUBLE_STEP: i32 = 16; // leap lists: a pawn's single step that may go on to the cell in the entry's top byte
export const ENTRY_GATED: i32 = 32; // leap and target lists: the step passes between two cells (VARIANT_SQUEEZE)
export const ENTRY_GATED_FAR: i32 = 64; // leap lists: so does the second step of a double step

export let attackRange: usize = 0; // u8[facing][type][vector]: how far the piece captures along the vector (derived)
export let lookRange: usize = 0; // u8[vector]: farthest any piece captures toward a cell along the reverse vector (derived)
// Per cell, the vectors worth walking for an attack test (derived): vector | reach << 8 | reverse << 16,
// the reach cut to the ray's length, so the walk needs no edge test; vectors that reach nothing left out.
export let lookItems: usize = 0; // u32[cell][vectorCount]: vector | reach << 8 | reverse vector << 16 (see look*)
export let lookCounts: usize = 0; // u8[cell]
export let hasTracedTypes: bool = false; // some type has TYPE_TRACED_ATTACKS
let tracedTypes: usize = 0; // u8[]: those types, but for the route types
export let tracedTypeCount: i32 = 0;
// Traced types whose only traced captures are PATH and HOP_TWO items (mechanics/paths.ts): the cells their
// attacks on a royal piece pass are stamped for trials, instead of every move being tried.
let routeTypes: usize = 0; // u8[]
export let routeTypeCount: i32 = 0;
// @ts-ignore: decorator
@inline export function routeTypeAt(index: i32): i32 { return load<u8>(routeTypes + index); }
// @ts-ignore: decorator
@inline export function tracedTypeAt(index: i32): i32 { return load<u8>(tracedTypes + index); }
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
// Draggers (mechanics/witch.ts) whose items the plain generator could walk have target lists too: a dragger
// with no enemy piece next to it moves as a plain piece. So do flip pieces whose items are plain but for hop
// items listed after them (the Can(n)on, mRcpR): their plain items' targets (mechanics/index.ts walks the hops).
let listedTypes: usize = 0; // u8[type]: 1 for such a type
// @ts-ignore: decorator
@inline export function hasTargetList(type: i32): bool { return load<u8>(listedTypes + type) != 0; }
// The vectors from a cell toward which a pawn standing one step away could capture on the cell (derived).
let pawnLookVectors: usize = 0; // u8[]
export let pawnLookCount: i32 = 0;
// @ts-ignore: decorator
@inline export function pawnLookVector(index: i32): i32 { return load<u8>(pawnLookVectors + index); }
let longVectors: usize = 0; // u8[vector]: 1 when the vector is a multiple of a shorter one along its line ((2,0), (2,2))
export let facingIsPlayer: bool = false; // every piece faces its owner's way everywhere (derived; skips a look-up)
// @ts-ignore: decorator
@inline export function facingOf(player: i32, cell: i32): i32 {
  return facingIsPlayer ? player : load<u8>(facings + player * cellCount + cell);
}
// usize[code]: where the attackRange row of the piece `code` starts, when every piece faces its owner's way
// (facingIsPlayer): the attack tests' hottest look-up reads it in one load (no facing, slot or row arithmetic).
let codeAttackRows: usize = 0;
/** How far the piece `code` standing on `cell` captures along `vector` by the reverse tables. */
// @ts-ignore: decorator
@inline export function attackRangeOf(code: i32, cell: i32, vector: i32): i32 {
  if (facingIsPlayer) return load<u8>(load<usize>(codeAttackRows + (<usize>code << 2)) + vector);
  return load<u8>(attackRange + pieceSlot(load<u8>(facings + ownerOf(code) * cellCount + cell), typeOf(code)) * vectorCount + vector);
}
// A targets entry's fields (gate: the step's between cells, packed as rayGates holds them, under ENTRY_GATED).
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
  const slots = facingCount * (typeCount + 1);
  attackRange = allocate(slots * vectorCount);
  lookRange = allocate(vectorCount);
  markTracedTypes(slots);
  markPlainTypes(slots);
  splitPlainItems(slots);
  for (let slot = 0; slot < slots; slot++) {
    const type = slot % (typeCount + 1);
    if (typeFlagsOf(type) & TYPE_TRACED_ATTACKS) continue;
    const count = <i32>load<u8>(itemCounts + slot);
    for (let index = 0; index < count; index++) {
      const item = load<i32>(items + ((slot * MAX_ITEMS + index) << 2));
      if ((itemMode(item) & (MODE_CAPTURE | MODE_HOP | MODE_HOP_LAND)) != MODE_CAPTURE) continue;
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
  hasTracedTypes = tracedTypeCount + routeTypeCount > 0;
  listCodeAttackRows();
  listPawnLookVectors(slots);
  markLongVectors();
  listLookItems();
  deriveSqueeze();
  deriveHop();
}

/**
 * TYPE_TRACED_ATTACKS for the types whose attacks the reverse tables cannot express (barrier-bound pieces,
 * bent riders, paths of several legs and hops over two pieces that capture): their attacks are traced forwards from each such piece. TYPE_HOPPER for types
 * with hop items (see mechanics/hop.ts).
 */
function markTracedTypes(slots: i32): void {
  tracedTypes = allocate(typeCount + 1);
  tracedTypeCount = 0;
  routeTypes = allocate(typeCount + 1);
  routeTypeCount = 0;
  for (let type = 1; type <= typeCount; type++) {
    let flags = typeFlagsOf(type) & ~(TYPE_TRACED_ATTACKS | TYPE_HOPPER);
    if (flags & TYPE_BARRIER_BOUND) flags |= TYPE_TRACED_ATTACKS;
    let routesOnly = (flags & TYPE_BARRIER_BOUND) == 0;
    for (let slot = type; slot < slots; slot += typeCount + 1) {
      const count = <i32>load<u8>(itemCounts + slot);
      for (let index = 0; index < count; index++) {
        const mode = itemMode(load<i32>(items + ((slot * MAX_ITEMS + index) << 2)));
        if ((mode & MODE_CAPTURE) && (mode & TRACED_ITEM_MODES)) flags |= TYPE_TRACED_ATTACKS;
        if ((mode & MODE_CAPTURE) && (mode & (MODE_BENT_LEFT | MODE_BENT_RIGHT))) routesOnly = false;
        if (mode & (MODE_HOP | MODE_HOP_LAND)) flags |= TYPE_HOPPER;
      }
    }
    store<i32>(typeFlags + (type << 2), flags);
    if (flags & TYPE_TRACED_ATTACKS) {
      if (routesOnly) store<u8>(routeTypes + routeTypeCount++, type);
      else store<u8>(tracedTypes + tracedTypeCount++, type);
    }
  }
}

/** How many cells the ray from `cell` along `vector` has. */
export function rayLength(cell: i32, vector: i32): i32 {
  const ray = rayBase(cell, vector);
  let length = 0;
  while (length < rayStride && load<u8>(ray + length) != NO_CELL) length++;
  return length;
}

/**
 * Whether a rider along `vector` skips cells of its line (a (2,0) or (2,2) step): a piece it pins may move
 * along the line and still unblock it, so such pins are tried by make/unmake (attacks/pins.ts).
 */
// @ts-ignore: decorator
@inline export function isLongVector(vector: i32): bool { return load<u8>(longVectors + vector) != 0; }

/** Marks the vectors whose step some collinear vector makes in two or more steps from some cell. */
function markLongVectors(): void {
  longVectors = allocate(vectorCount);
  for (let vector = 0; vector < vectorCount; vector++) {
    for (let shorter = 0; shorter < vectorCount && !load<u8>(longVectors + vector); shorter++) {
      if (shorter == vector || !load<u8>(collinear + vector * vectorCount + shorter)) continue;
      for (let cell = 0; cell < cellCount; cell++) {
        const target = firstStep(cell, vector);
        if (target == NO_CELL) continue;
        const ray = rayBase(cell, shorter);
        for (let step = 1; step < rayStride && <i32>load<u8>(ray + step) != NO_CELL; step++) {
          if (<i32>load<u8>(ray + step) == target) store<u8>(longVectors + vector, 1);
        }
      }
    }
  }
}

/** Fills codeAttackRows (facingIsPlayer: a piece's slot is its owner's facing and its type); other codes read type 0's empty row. */
function listCodeAttackRows(): void {
  const codes = (typeCount + 1) << PLAYER_BITS;
  codeAttackRows = allocate(codes * 4);
  for (let code = 0; code < codes; code++) {
    const player = ownerOf(code);
    const slot = facingIsPlayer && player < facingCount ? pieceSlot(player, typeOf(code)) : 0;
    store<usize>(codeAttackRows + (<usize>code << 2), attackRange + slot * vectorCount);
  }
}

/** Lists the vectors along which, looking from a cell, a pawn one step away might capture onto it. */
function listPawnLookVectors(slots: i32): void {
  pawnLookVectors = allocate(vectorCount);
  pawnLookCount = 0;
  for (let vector = 0; vector < vectorCount; vector++) {
    let found = false;
    for (let slot = 0; slot < slots && !found; slot++) {
      const type = slot % (typeCount + 1);
      if (type == 0 || !(typeFlagsOf(type) & TYPE_PAWN)) continue;
      if (load<u8>(attackRange + slot * vectorCount + reverseOf(vector)) > 0) found = true;
    }
    if (found) store<u8>(pawnLookVectors + pawnLookCount++, vector);
  }
}

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
 * TYPE_PLAIN for types with no barrier, bent-rider, path or two-hurdle rule and no initial range on any item. Pawns too,
 * unless spared (VARIANT_PAWNS_SPARE_SAME_FACING) or riding; a pawn's initial range must be a plain double
 * step (a one-step move-only item going two), listed per cell, which needs facings to be the players'.
 */
function markPlainTypes(slots: i32): void {
  const plainPawns = !(variantFlags & VARIANT_PAWNS_SPARE_SAME_FACING);
  for (let type = 1; type <= typeCount; type++) {
    const flags = typeFlagsOf(type);
    const pawn = (flags & TYPE_PAWN) != 0;
    // Mechanics beyond the items (dragging, flipping, moves of its own) need the general generators.
    const mechanic = TYPE_BARRIER_BOUND | TYPE_TRACED_ATTACKS | TYPE_HOPPER | TYPE_DRAGS | TYPE_FLIPS | TYPE_OWN_MOVES;
    let plain = (flags & mechanic) == 0 && (plainPawns || !pawn);
    for (let slot = type; slot < slots && plain; slot += typeCount + 1) {
      const count = <i32>load<u8>(itemCounts + slot);
      for (let index = 0; index < count; index++) {
        const item = load<i32>(items + ((slot * MAX_ITEMS + index) << 2));
        if (itemMode(item) & TRACED_ITEM_MODES) plain = false;
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

/**
 * Marks the types that are not pawns with target lists beside the plain types' (listedTypes): draggers whose items
 * are plain; flip pieces whose items are plain but for hop items after them, leaps before riders (the target
 * lists' order, so the moves come out in the item walker's order).
 */
function listTypes(slots: i32): void {
  listedTypes = allocate(typeCount + 1);
  for (let type = 1; type <= typeCount; type++) {
    const flags = typeFlagsOf(type);
    const dragger = (flags & (TYPE_DRAGS | TYPE_PAWN)) == TYPE_DRAGS;
    const flipper = (flags & (TYPE_FLIPS | TYPE_PAWN | TYPE_DRAGS | TYPE_OWN_MOVES | TYPE_BARRIER_BOUND | TYPE_TRACED_ATTACKS)) == TYPE_FLIPS;
    if (!dragger && !flipper) continue;
    let listed = true;
    for (let slot = type; slot < slots; slot += typeCount + 1) {
      const count = <i32>load<u8>(itemCounts + slot);
      let hops = false;
      let riders = false;
      for (let index = 0; index < count; index++) {
        const item = load<i32>(items + ((slot * MAX_ITEMS + index) << 2));
        const mode = itemMode(item);
        if (itemInitialRange(item)) listed = false;
        if (mode & MECHANIC_ITEM_MODES) {
          if (dragger || (mode & MECHANIC_ITEM_MODES & ~(MODE_HOP | MODE_HOP_LAND))) listed = false;
          hops = true;
        } else if (flipper && (hops || (riders && itemRange(item) <= 1))) {
          listed = false;
        }
        if (itemRange(item) > 1) riders = true;
      }
    }
    store<u8>(listedTypes + type, listed ? 1 : 0);
  }
}

/** Lists the plain types' targets per cell (no edge tests, no empty rays): pawns' leaps, the others' flat lists. */
function splitPlainItems(slots: i32): void {
  listTypes(slots);
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
        const mode = itemMode(item) | (hasGates(cell, itemVector(item)) ? ENTRY_GATED : 0);
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
    const type = slot % (typeCount + 1);
    const plain = (typeFlagsOf(type) & (TYPE_PLAIN | TYPE_PAWN)) == TYPE_PLAIN || hasTargetList(type);
    const count = plain ? <i32>load<u8>(itemCounts + slot) : 0;
    for (let cell = 0; cell < cellCount; cell++) {
      if (write) store<u32>(targetStarts + ((slot * cellCount + cell) << 2), total);
      for (let riders = 0; riders < 2; riders++) {
        for (let index = 0; index < count; index++) {
          const item = load<i32>(items + ((slot * MAX_ITEMS + index) << 2));
          if ((itemRange(item) > 1) != (riders == 1) || (itemMode(item) & (MODE_HOP | MODE_HOP_LAND))) continue;
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
  return <u64>(to | (((mode & (MODE_MOVE | MODE_CAPTURE)) | (gated ? ENTRY_GATED : 0)) << 8) | (left << 16) | (vector << 24))
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
  return ((ENTRY_DOUBLE_STEP | (hasGates(skipped, vector) ? ENTRY_GATED_FAR : 0)) << 16) | (to << 24);
}

