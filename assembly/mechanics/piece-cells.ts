// The cells of a player's pieces of one mechanic's kind (hoppers, freezers, Jacks), for the modules that
// look at those few pieces rather than walking a whole piece list or every line through a cell. The pieces'
// slots in the player's list are found by a walk of the list and kept while they still hold: a piece keeps
// its slot when it moves (core/position.ts), so kept slots are right when each holds a piece of the kind and
// there are as many as the player has such pieces (so no other one stands elsewhere). Only a capture, a drop
// or a promotion changes the list, so a walk is rare.
import { MAX_PIECES } from "../abi";
import { allocate, playerCount, typeCount, typeOf } from "../core/tables";
import { pieceAt, typeTotal, pieceTotal, pieceCellAt } from "../core/position";

export const KIND_HOPPER: i32 = 0;
export const KIND_FREEZER: i32 = 1;
export const KIND_JACK: i32 = 2;
const KINDS: i32 = 3;

let kindBits: usize = 0; // u8[type]: 1 << kind for each kind the type belongs to
let kindTypes: usize = 0; // u8[kind][typeCount + 1]: the kind's types
let kindTypeCounts: usize = 0; // u8[kind]
let kept: usize = 0; // u8[kind][player][MAX_PIECES]: the kept list slots
let cells: usize = 0; // u8[kind][player][MAX_PIECES]: their cells, as last looked at
let keptCounts: usize = 0; // u8[kind][player]: how many are kept

/** Allocates the tables (at configuration, once the type and player counts are known). */
export function allocatePieceCells(): void {
  kindBits = allocate(typeCount + 1);
  kindTypes = allocate(KINDS * (typeCount + 1));
  kindTypeCounts = allocate(KINDS);
  kept = allocate(KINDS * playerCount * MAX_PIECES);
  cells = allocate(KINDS * playerCount * MAX_PIECES);
  keptCounts = allocate(KINDS * playerCount);
}

/** Counts `type` as one of `kind` (the modules' derive steps). */
export function addKindType(kind: i32, type: i32): void {
  const count = <i32>load<u8>(kindTypeCounts + kind);
  store<u8>(kindTypes + kind * (typeCount + 1) + count, type);
  store<u8>(kindTypeCounts + kind, count + 1);
  store<u8>(kindBits + type, <i32>load<u8>(kindBits + type) | (1 << kind));
}

/** How many pieces of `kind` `player` has on the board. */
// @ts-ignore: decorator
@inline export function kindTotal(kind: i32, player: i32): i32 {
  const types = kindTypes + kind * (typeCount + 1);
  const count = <i32>load<u8>(kindTypeCounts + kind);
  if (count == 0) return 0;
  // The first two types outside a loop (a loop in compiled wasm also tests for interrupts): a flip piece's two.
  let total = typeTotal(player, <i32>load<u8>(types));
  if (count > 1) total += typeTotal(player, <i32>load<u8>(types + 1));
  for (let i = 2; i < count; i++) total += typeTotal(player, <i32>load<u8>(types + i));
  return total;
}

/**
 * The cells of `player`'s pieces of `kind` (u8 each), `total` of them (kindTotal): those in the kept slots while
 * they hold, else found again by a walk of the player's list (inlined: it runs in every attack test).
 */
// @ts-ignore: decorator
@inline export function kindCells(kind: i32, player: i32, total: i32): usize {
  const slot = kind * playerCount + player;
  const slots = kept + <usize>slot * MAX_PIECES;
  const found = cells + <usize>slot * MAX_PIECES;
  const bit = 1 << kind;
  if (<i32>load<u8>(keptCounts + slot) == total) {
    const pieces = pieceTotal(player);
    let holds = true;
    for (let i = 0; i < total; i++) {
      const index = <i32>load<u8>(slots + i);
      const cell = pieceCellAt(player, index);
      if (index >= pieces || !(load<u8>(kindBits + typeOf(pieceAt(cell))) & bit)) {
        holds = false;
        break;
      }
      store<u8>(found + i, cell);
    }
    if (holds) return found;
  }
  let count = 0;
  const pieces = pieceTotal(player);
  for (let index = 0; index < pieces && count < total; index++) {
    const cell = pieceCellAt(player, index);
    if (!(load<u8>(kindBits + typeOf(pieceAt(cell))) & bit)) continue;
    store<u8>(slots + count, index);
    store<u8>(found + count++, cell);
  }
  store<u8>(keptCounts + slot, count);
  return found;
}
