// Moves are packed integers (layout and kinds: abi.ts). Only this file and src/core/move-code.ts decode them.
import {
  MOVE_TO_SHIFT, MOVE_KIND_SHIFT, MOVE_EXTRA_SHIFT, MOVE_AUX_SHIFT, MOVE_CELL_MASK, MOVE_KIND_MASK, MOVE_EXTRA_MASK,
  MOVE_AUX_MASK, KIND_DROP,
} from "../abi";
export {
  KIND_NORMAL, KIND_DOUBLE_STEP, KIND_EN_PASSANT, KIND_PROMOTION, KIND_CASTLE, KIND_ELIMINATE, KIND_DROP, KIND_TRANSFORM,
  KIND_MECHANIC,
} from "../abi";

// @ts-ignore: decorator
@inline export function encodeMove(from: i32, to: i32, kind: i32, extra: i32): i32 {
  return from | (to << MOVE_TO_SHIFT) | (kind << MOVE_KIND_SHIFT) | (extra << MOVE_EXTRA_SHIFT);
}
/** A move with the mechanic's own bits (abi.ts: aux). */
// @ts-ignore: decorator
@inline export function encodeMechanicMove(from: i32, to: i32, kind: i32, extra: i32, aux: i32): i32 {
  return encodeMove(from, to, kind, extra) | (aux << MOVE_AUX_SHIFT);
}
// @ts-ignore: decorator
@inline export function moveFrom(move: i32): i32 { return move & MOVE_CELL_MASK; }
// @ts-ignore: decorator
@inline export function moveTo(move: i32): i32 { return (move >> MOVE_TO_SHIFT) & MOVE_CELL_MASK; }
// @ts-ignore: decorator
@inline export function moveKind(move: i32): i32 { return (move >> MOVE_KIND_SHIFT) & MOVE_KIND_MASK; }
// @ts-ignore: decorator
@inline export function moveExtra(move: i32): i32 { return (move >> MOVE_EXTRA_SHIFT) & MOVE_EXTRA_MASK; }
// @ts-ignore: decorator
@inline export function moveAux(move: i32): i32 { return (move >> MOVE_AUX_SHIFT) & MOVE_AUX_MASK; }

/**
 * Where a move comes from for tables indexed by (origin, to), such as the search's history: the from
 * cell, or for a drop `cellCount` + the dropped type. Tables so indexed have cellCount + MAX_TYPES + 1 rows.
 */
// @ts-ignore: decorator
@inline export function moveOrigin(move: i32, cellCount: i32): i32 {
  return moveKind(move) == KIND_DROP ? cellCount + moveExtra(move) : moveFrom(move);
}
