// What pawn moves share, whichever generator lists them: promotion choices and Wey's capture ban.
import { NO_CELL, VARIANT_PAWNS_SPARE_SAME_FACING, TYPE_PAWN, KIND_NORMAL, KIND_PROMOTION } from "../abi";
import { facingOf } from "../core/derive";
import { encodeMove } from "../core/move";
import { typeTotal } from "../core/position";
import {
  variantFlags, cellCount, promotionZone, promotionTypes, promotionTypeCount, promotionLimit, fixedFacings,
  typeFlagsOf, typeOf, ownerOf,
} from "../core/tables";

/** The promotion zone (u8[cell]: 0 none, 1 optional, 2 compulsory) of a pawn of `type` facing `facing`. */
// @ts-ignore: decorator
@inline export function zonesOf(type: i32, facing: i32): usize {
  const fixed = <i32>load<u8>(fixedFacings + type);
  return promotionZone + (fixed == NO_CELL ? facing : fixed) * cellCount;
}

/** A pawn's step or capture, with every promotion the zone and the side's piece counts allow. */
export function addPawnMove(out: usize, count: i32, from: i32, to: i32, us: i32, zones: usize): i32 {
  const zone = <i32>load<u8>(zones + to);
  if (zone == 0) {
    store<i32>(out + (count++ << 2), encodeMove(from, to, KIND_NORMAL, 0));
    return count;
  }
  for (let i = 0; i < promotionTypeCount; i++) {
    const type = <i32>load<u8>(promotionTypes + i);
    if (typeTotal(us, type) < <i32>load<u8>(promotionLimit + type)) {
      store<i32>(out + (count++ << 2), encodeMove(from, to, KIND_PROMOTION, type));
    }
  }
  if (zone == 1) store<i32>(out + (count++ << 2), encodeMove(from, to, KIND_NORMAL, 0));
  return count;
}

/** Outside the promotion zone a pawn move is a plain move; only promotions need addPawnMove. */
// @ts-ignore: decorator
@inline export function addPawnStep(out: usize, count: i32, from: i32, to: i32, us: i32, zones: usize): i32 {
  if (load<u8>(zones + to)) return addPawnMove(out, count, from, to, us, zones);
  store<i32>(out + (count << 2), encodeMove(from, to, KIND_NORMAL, 0));
  return count + 1;
}

/** Under VARIANT_PAWNS_SPARE_SAME_FACING, a pawn cannot take a pawn that faces its own way. */
// @ts-ignore: decorator
@inline export function sparedPawn(target: i32, cell: i32, facing: i32): bool {
  return (variantFlags & VARIANT_PAWNS_SPARE_SAME_FACING) != 0
    && (typeFlagsOf(typeOf(target)) & TYPE_PAWN) != 0
    && facingOf(ownerOf(target), cell) == facing;
}
