// Flip pieces (the Can(n)on of Jacks and Witches 84, TYPE_FLIPS): a type and its partner (the host's
// flipTypes: Pao and Vao) are one piece in two modes. At the end of every move the player chooses the mode,
// so each move is listed twice, as KIND_TRANSFORM to each type; and it may change mode in place as a move
// of its own (to = from). Its attacks are those of the type it stands as.
import { KIND_TRANSFORM } from "../abi";
import { allocate, typeCount } from "../core/tables";
import { encodeMove, moveFrom, moveTo } from "../core/move";
import { capturesOnly } from "../gen/mode";

export let flipTypes: usize = 0; // u8[type]: the partner type, 0 for none (host)

export function allocateFlip(): void { flipTypes = allocate(typeCount + 1); }

// @ts-ignore: decorator
@inline export function flipPartner(type: i32): i32 { return load<u8>(flipTypes + type); }

/**
 * Replaces the moves out[first .. count) of a flip piece of `type` on `from` by their two transformations,
 * and with `inPlace` adds the change in place (not in a captures-only generation). Returns the new count.
 */
export function expandFlips(out: usize, first: i32, count: i32, from: i32, type: i32, inPlace: bool): i32 {
  const partner = flipPartner(type);
  const moves = count - first;
  for (let i = moves - 1; i >= 0; i--) {
    const move = load<i32>(out + (<usize>(first + i) << 2));
    store<i32>(out + (<usize>(first + 2 * i) << 2), encodeMove(moveFrom(move), moveTo(move), KIND_TRANSFORM, type));
    store<i32>(out + (<usize>(first + 2 * i + 1) << 2), encodeMove(moveFrom(move), moveTo(move), KIND_TRANSFORM, partner));
  }
  count = first + 2 * moves;
  if (inPlace && !capturesOnly) store<i32>(out + (count++ << 2), encodeMove(from, from, KIND_TRANSFORM, partner));
  return count;
}
