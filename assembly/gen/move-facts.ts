// What the search and the checks ask of a move, answered from the move and the position before it, for
// every kind: which piece moves, whether it captures (or converts), and the material it wins outright.
// A capture need not land on its victim (en passant; mechanics that capture away from `to`), and a drop
// has no from-cell: nothing outside this file reads a move's cells to answer these.
import { TYPE_ROYAL, VARIANT_TAKEOVER, KIND_EN_PASSANT, KIND_PROMOTION, KIND_CASTLE, KIND_ELIMINATE, KIND_DROP, KIND_TRANSFORM } from "../abi";
import { variantFlags, typeFlagsOf, typeOf, ownerOf, pieceValue, pieceCode } from "../core/tables";
import { pieceAt, sideToMove, materialScore } from "../core/position";
import { moveFrom, moveTo, moveKind, moveExtra } from "../core/move";

const EN_PASSANT_GAIN: i32 = 100; // a pawn, as the search has always counted it

/** The code of the piece that moves (for a drop, the piece dropped); 0 for an elimination. */
export function moverOf(move: i32): i32 {
  const kind = moveKind(move);
  if (kind == KIND_DROP) return pieceCode(moveExtra(move), sideToMove);
  return kind == KIND_ELIMINATE ? 0 : pieceAt(moveFrom(move));
}

/** The code of the piece the move captures on its `to` cell (0 when none, or when it captures elsewhere). */
// @ts-ignore: decorator
@inline function victimOn(move: i32, kind: i32): i32 {
  if (kind == KIND_CASTLE || kind == KIND_DROP || kind == KIND_ELIMINATE) return 0;
  const to = moveTo(move);
  return kind == KIND_TRANSFORM && to == moveFrom(move) ? 0 : pieceAt(to);
}

/** Whether the move captures anything. */
export function isCapture(move: i32): bool {
  const kind = moveKind(move);
  return kind == KIND_EN_PASSANT || victimOn(move, kind) != 0;
}

/** Whether the move is quiet for the search: no capture, no promotion. */
// @ts-ignore: decorator
@inline export function isQuietMove(move: i32): bool { return moveKind(move) != KIND_PROMOTION && !isCapture(move); }

/** The party whose piece the move captures on its `to` cell, or -1. */
export function victimOwner(move: i32): i32 {
  const victim = victimOn(move, moveKind(move));
  return victim ? ownerOf(victim) : -1;
}

/** The party whose royal piece the move captures (with takeover rules, its army comes with it), or -1. */
export function royalVictimOwner(move: i32): i32 {
  const victim = victimOn(move, moveKind(move));
  return victim && (typeFlagsOf(typeOf(victim)) & TYPE_ROYAL) ? ownerOf(victim) : -1;
}

/** Material the move wins outright: its victim (under takeover rules a royal victim's whole army) and a promotion's gain. */
export function moveGain(move: i32): i32 {
  const kind = moveKind(move);
  const victim = victimOn(move, kind);
  if (victim && (variantFlags & VARIANT_TAKEOVER) && (typeFlagsOf(typeOf(victim)) & TYPE_ROYAL)) return materialScore(ownerOf(victim));
  return (victim ? pieceValue(typeOf(victim)) : kind == KIND_EN_PASSANT ? EN_PASSANT_GAIN : 0)
    + (kind == KIND_PROMOTION ? pieceValue(moveExtra(move)) : 0);
}

