// The attacks on each royal zone (royal-zone.ts's forward count) carried from a position to its child where the move
// between them cannot have changed a player's count: a node's count costs about as much as its moves' generation,
// and most moves happen away from both royal pieces. Kept per stack depth: the parent's counts (tagged with its hash)
// serve the child when the move was a null move or a plain move that left and reached cells on no line toward the
// zone (so it opened and closed none), whose piece could hit the zone neither from where it left nor where it
// landed (its leaps), that took no piece that could, and was not the royal piece's own: the count is the same.
// (Carrying across lines opened or closed, three moves at most, cost the term its worth: README Strength.)
import { TYPE_ROYAL, NO_CELL } from "../abi";
import { KIND_NORMAL, KIND_DOUBLE_STEP, moveFrom, moveTo, moveKind } from "../core/move";
import { moveAtPly, moverAtPly, capturedAtPly, hashBeforePly } from "../core/makemove";
import { hash, ply, royalCell } from "../core/position";
import { allocate, ownerOf, typeOf, typeFlagsOf } from "../core/tables";
import { zoneMaskOf, onZoneLine } from "./royal-zone";
import { royalZoneAttacks } from "./eval-terms";

const SLOT_BITS: i32 = 7; // stack depths kept (a search's line is shorter)
const SLOT_SIZE: i32 = 32; // u64 hash, i32[4] counts (-1: not counted), u8[4] ages
const COUNTS: i32 = 8;
const AGES: i32 = 24;
const CHAIN_AGE: i32 = 255; // the carry is exact: no limit but the u8 age
const NULL_MOVE: i32 = -1;

let slots: usize = 0;

export function allocateZoneChain(): void {
  slots = allocate(SLOT_SIZE << SLOT_BITS);
}

/** Forgets every kept count (a new position or new weights). */
export function clearZoneChain(): void { memory.fill(slots, 0, SLOT_SIZE << SLOT_BITS); }

// @ts-ignore: decorator
@inline function slotAt(depth: i32): usize { return slots + (<usize>(depth & ((1 << SLOT_BITS) - 1)) * SLOT_SIZE); }

/** The current position's slot, emptied when it held another position. */
function ownSlot(): usize {
  const own = slotAt(ply);
  if (load<u64>(own) != hash) {
    store<u64>(own, hash);
    store<u64>(own + COUNTS, 0xffffffffffffffff);
    store<u64>(own + COUNTS + 8, 0xffffffffffffffff);
  }
  return own;
}

/** The parent position's slot, 0 if it holds another position. */
// @ts-ignore: decorator
@inline function parentSlot(): usize {
  if (ply == 0) return 0;
  const parent = slotAt(ply - 1);
  return load<u64>(parent) == hashBeforePly(ply - 1) ? parent : 0;
}

/** The attacks on `player`'s royal zone in the current position (royalZoneAttacks), from the parent's where it may. */
export function chainedZoneAttacks(player: i32): i32 {
  const own = ownSlot();
  const kept = load<i32>(own + COUNTS + (player << 2));
  if (kept >= 0) return kept;
  let attacks = -1;
  let age = 0;
  const parent = parentSlot();
  if (parent) {
    const before = load<i32>(parent + COUNTS + (player << 2));
    const parentAge = <i32>load<u8>(parent + AGES + player);
    if (before >= 0 && parentAge < CHAIN_AGE && !moveTouchesZone(player)) {
      attacks = before;
      age = parentAge + 1;
    }
  }
  if (attacks < 0) attacks = royalZoneAttacks(player);
  store<i32>(own + COUNTS + (player << 2), attacks);
  store<u8>(own + AGES + player, <u8>age);
  return attacks;
}

/** Whether the last move may have changed the attacks on `player`'s royal zone by its own pieces (see above). */
function moveTouchesZone(player: i32): bool {
  const move = moveAtPly(ply - 1);
  if (move == NULL_MOVE) return false;
  const kind = moveKind(move);
  if (kind != KIND_NORMAL && kind != KIND_DOUBLE_STEP) return true;
  const royal = royalCell(player);
  if (royal == NO_CELL) return true;
  const mover = moverAtPly(ply - 1);
  const from = moveFrom(move);
  const to = moveTo(move);
  if (onZoneLine(royal, from) || onZoneLine(royal, to)) return true;
  if (ownerOf(mover) == player) {
    if (typeFlagsOf(typeOf(mover)) & TYPE_ROYAL) return true;
  } else if ((zoneMaskOf(mover, from, royal) | zoneMaskOf(mover, to, royal)) != 0) return true;
  const captured = capturedAtPly(ply - 1);
  return captured != 0 && ownerOf(captured) != player && zoneMaskOf(captured, to, royal) != 0;
}
