// Moves of several legs (XBetza a, lame leapers n, and the two-path pieces Hero, Shaman, Duke, Griffon,
// Dragon, Tiger of grand-fairy-pieces.md §3.2). A path item is one route: its vector and range are the
// first leg's, MODE_PATH marks it, and its top byte indexes the route's further legs in `continuations`
// (host-written, shared by every route with the same further legs). Every leg but the last stops on empty
// cells only (a ride leg on each empty cell it passes, the next leg starting from any of them); the last
// leg enters its cells as a leap or ride does. Routes that reach one cell (the Hero's two paths) are one
// move: the host lists path items after a piece's other items, and the cells those reached are stamped.
//
// Attacks: a type with a capturing path item has TYPE_TRACED_ATTACKS (core/derive.ts), traced forwards
// by pathReaches. Legality: while the opponent has such a piece (a route type: traced for its PATH and
// HOP_TWO items alone), the cells its captures would pass on their way to the royal piece are stamped
// (markRouteCells), and a move from or to one is tried by make/unmake; in check, every move is tried.
import { NO_CELL, MODE_MOVE, MODE_CAPTURE, MODE_PATH, MODE_HOP, MODE_HOP_LAND, KIND_NORMAL, MAX_FURTHER_LEGS, MAX_CONTINUATIONS } from "../abi";
import { facingOf, routeTypeCount, routeTypeAt } from "../core/derive";
import { encodeMove, moveTo } from "../core/move";
import { pieceAt, pieceTotal, pieceCellAt, typeTotal } from "../core/position";
import {
  allocate, cellCount, playerCount, typeCount, rayStride, rayBase, itemsOf, itemCountOf, itemMode, itemRange, itemVector, itemInitialRange,
  ownerOf, typeOf,
} from "../core/tables";
import { capturesOnly } from "../gen/mode";
import { markTrialCell } from "./trial-cells";

export let continuations: usize = 0; // u16[index][MAX_FURTHER_LEGS]: vector | range << 8 per leg, 0 after the last
// Destinations already listed for the current piece, stamped (u32[cell]); its first move in the list, and
// whether the moves before its first path item are still to be stamped.
let reachedStamp: u32 = 0;
let reached: usize = 0;
let pieceFirst: i32 = 0;
let pending: bool = false;

export function allocatePaths(): void {
  continuations = allocate(MAX_CONTINUATIONS * MAX_FURTHER_LEGS * 2);
  reached = allocate(cellCount * 4);
}

/** Starts a piece whose moves begin at out[first]: its first path item takes the destinations listed before it. */
export function startPathPiece(first: i32): void {
  pieceFirst = first;
  pending = true;
}

function stampListed(out: usize, count: i32): void {
  if (++reachedStamp == 0) {
    memory.fill(reached, 0, cellCount * 4);
    reachedStamp = 1;
  }
  for (let i = pieceFirst; i < count; i++) store<u32>(reached + (<usize>moveTo(load<i32>(out + (i << 2))) << 2), reachedStamp);
  pending = false;
}

// @ts-ignore: decorator
@inline function furtherLegs(item: i32): usize { return continuations + (<usize>(itemInitialRange(item) * MAX_FURTHER_LEGS) << 1); }

/** A path item's moves from `from` (pseudo-legal), each destination once per piece. */
export function generatePathMoves(out: usize, count: i32, from: i32, us: i32, item: i32): i32 {
  if (pending) stampListed(out, count);
  return walkLeg(out, count, from, from, us, itemMode(item), itemVector(item), itemRange(item), furtherLegs(item), 0);
}

function walkLeg(out: usize, count: i32, origin: i32, at: i32, us: i32, mode: i32, vector: i32, range: i32, legs: usize, index: i32): i32 {
  const ray = rayBase(at, vector);
  const next = index < MAX_FURTHER_LEGS ? <i32>load<u16>(legs + (index << 1)) : 0;
  for (let distance = 0; distance < range; distance++) {
    const to = <i32>load<u8>(ray + distance);
    if (to == NO_CELL) break;
    const target = pieceAt(to);
    if (next != 0) {
      // A leg before the last stops on empty cells only, and the next leg starts there.
      if (target != 0) break;
      count = walkLeg(out, count, origin, to, us, mode, next & 0xff, next >> 8, legs, index + 1);
      continue;
    }
    if (target == 0) {
      if ((mode & MODE_MOVE) && !capturesOnly) count = addOnce(out, count, origin, to);
      continue;
    }
    if ((mode & MODE_CAPTURE) && ownerOf(target) != us) count = addOnce(out, count, origin, to);
    break;
  }
  return count;
}

// @ts-ignore: decorator
@inline function addOnce(out: usize, count: i32, from: i32, to: i32): i32 {
  const seen = reached + (<usize>to << 2);
  if (load<u32>(seen) == reachedStamp) return count;
  store<u32>(seen, reachedStamp);
  store<i32>(out + (count << 2), encodeMove(from, to, KIND_NORMAL, 0));
  return count + 1;
}

/** Whether the path item from `from` reaches `target` (were an enemy there): every leg before the last over empty cells. */
export function pathReaches(from: i32, item: i32, target: i32): bool {
  return legReaches(from, itemVector(item), itemRange(item), furtherLegs(item), 0, target);
}

function legReaches(at: i32, vector: i32, range: i32, legs: usize, index: i32, target: i32): bool {
  const ray = rayBase(at, vector);
  const next = index < MAX_FURTHER_LEGS ? <i32>load<u16>(legs + (index << 1)) : 0;
  for (let distance = 0; distance < range; distance++) {
    const to = <i32>load<u8>(ray + distance);
    if (to == NO_CELL) return false;
    if (next == 0 && to == target) return true;
    if (pieceAt(to) != 0) return false;
    if (next != 0 && legReaches(to, next & 0xff, next >> 8, legs, index + 1, target)) return true;
  }
  return false;
}

export let hasRouteTypes: bool = false;
let isRouteType: usize = 0; // u8[type]
let trail: usize = 0; // u8[]: the cells of the route walked so far (markRouteCells)
let trailLength: i32 = 0;
let stamped: bool = false;

/** Lists the route types (core/derive.ts) by type, at configuration. */
export function derivePaths(): void {
  isRouteType = allocate(typeCount + 1);
  for (let i = 0; i < routeTypeCount; i++) store<u8>(isRouteType + routeTypeAt(i), 1);
  hasRouteTypes = routeTypeCount > 0;
  trail = allocate((MAX_FURTHER_LEGS + 1) * rayStride);
}

/** Whether a player other than `us` has a piece of a route type on the board. */
export function routePiecesAgainst(us: i32): bool {
  for (let i = 0; i < routeTypeCount; i++) {
    const type = routeTypeAt(i);
    for (let player = 0; player < playerCount; player++) if (player != us && typeTotal(player, type) > 0) return true;
  }
  return false;
}

/**
 * Stamps (trial-cells.ts) the cells an enemy route piece's captures pass on their way to `royal`, whatever
 * stands on them: a route's landing cells before the royal piece, and a line's cells before it (its rides
 * and the Kangaroo's line, which the look tables do not read for a traced type). False when none.
 */
export function markRouteCells(royal: i32, us: i32): bool {
  stamped = false;
  for (let player = 0; player < playerCount; player++) {
    if (player == us) continue;
    const total = pieceTotal(player);
    for (let index = 0; index < total; index++) {
      const from = pieceCellAt(player, index);
      const type = typeOf(pieceAt(from));
      if (!load<u8>(isRouteType + type)) continue;
      const facing = facingOf(player, from);
      const list = itemsOf(facing, type);
      const count = itemCountOf(facing, type);
      for (let i = 0; i < count; i++) {
        const item = load<i32>(list + (i << 2));
        const mode = itemMode(item);
        if (!(mode & MODE_CAPTURE) || (mode & (MODE_HOP | MODE_HOP_LAND))) continue; // hop.ts stamps hoppers' lines
        trailLength = 0;
        if (mode & MODE_PATH) followRoute(from, itemVector(item), itemRange(item), furtherLegs(item), 0, royal);
        else followRoute(from, itemVector(item), itemRange(item), 0, MAX_FURTHER_LEGS, royal);
      }
    }
  }
  return stamped;
}

/** Walks one leg and the legs after it ignoring what stands on the cells; reaching `royal`, stamps the trail. */
function followRoute(at: i32, vector: i32, range: i32, legs: usize, index: i32, royal: i32): void {
  const ray = rayBase(at, vector);
  const next = index < MAX_FURTHER_LEGS ? <i32>load<u16>(legs + (index << 1)) : 0;
  const base = trailLength;
  for (let distance = 0; distance < range; distance++) {
    const to = <i32>load<u8>(ray + distance);
    if (to == NO_CELL) break;
    if (next == 0 && to == royal) {
      for (let k = 0; k < trailLength; k++) markTrialCell(<i32>load<u8>(trail + k));
      if (trailLength > 0) stamped = true;
      break;
    }
    store<u8>(trail + trailLength++, to);
    if (next != 0) followRoute(to, next & 0xff, next >> 8, legs, index + 1, royal);
  }
  trailLength = base;
}
