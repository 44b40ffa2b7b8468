// Moves are packed integers: from | to << 8 | kind << 16 | extra << 20.
// `extra` is the promotion type for PROMOTION, the stepping vector for DOUBLE_STEP, the option for CASTLE.
export const KIND_NORMAL: i32 = 0;
export const KIND_DOUBLE_STEP: i32 = 1;
export const KIND_EN_PASSANT: i32 = 2;
export const KIND_PROMOTION: i32 = 3;
export const KIND_CASTLE: i32 = 4; // extra: the castling option
export const KIND_ELIMINATE: i32 = 5; // a party with no move leaves the game (from and to are NO_CELL)

// @ts-ignore: decorator
@inline export function encodeMove(from: i32, to: i32, kind: i32, extra: i32): i32 {
  return from | (to << 8) | (kind << 16) | (extra << 20);
}
// @ts-ignore: decorator
@inline export function moveFrom(move: i32): i32 { return move & 0xff; }
// @ts-ignore: decorator
@inline export function moveTo(move: i32): i32 { return (move >> 8) & 0xff; }
// @ts-ignore: decorator
@inline export function moveKind(move: i32): i32 { return (move >> 16) & 0xf; }
// @ts-ignore: decorator
@inline export function moveExtra(move: i32): i32 { return (move >> 20) & 0xff; }
