// Dragging (the Witch of Jacks and Witches 84, TYPE_DRAGS; it also freezes, freeze.ts): a move directly
// away from an adjacent enemy piece, not a freezer, drags it along: it ends next to the destination, behind
// it on the same line. A teleport drags the enemy piece next to the start teleporter, on the side opposite
// the jump (the host's sign vector), onto the start teleporter. Compulsory. While an enemy piece stands
// next to it, its moves are KIND_MECHANIC (extra: the vector of the line, aux: AUX_TELEPORT) and are
// tried by make/unmake (leaving may unfreeze an enemy piece, a drag may open a line); otherwise they are
// plain moves under the pin rules.
import { NO_CELL, MODE_MOVE, KIND_NORMAL, KIND_MECHANIC, TYPE_FREEZES, AUX_TELEPORT } from "../abi";
import { vectorCount, collinear, rayBase, itemsOf, itemCountOf, itemVector, itemRange, itemMode, typeFlagsOf, typeOf, ownerOf, firstStep, reverseOf } from "../core/tables";
import { facingOf } from "../core/derive";
import { pieceAt } from "../core/position";
import { logMove } from "../core/effects";
import { encodeMove, encodeMechanicMove, moveFrom, moveTo, moveExtra, moveAux } from "../core/move";
import { capturesOnly, PSEUDO } from "../gen/mode";
import { keepLegal } from "../gen/legality";
import { enemyNext } from "./freeze";

/** A dragging piece's moves from `from`: its move-only rides, under the legality mode `check` (a pin, or PSEUDO). */
export function generateDragMoves(out: usize, count: i32, from: i32, us: i32, check: i32, type: i32): i32 {
  if (capturesOnly) return count; // it never captures
  const dragging = enemyNext(from, us);
  const first = count;
  const facing = facingOf(us, from);
  const list = itemsOf(facing, type);
  const total = itemCountOf(facing, type);
  for (let i = 0; i < total; i++) {
    const item = load<i32>(list + (i << 2));
    const vector = itemVector(item);
    if (!(itemMode(item) & MODE_MOVE)) continue;
    if (!dragging && check > 0 && !load<u8>(collinear + (check - 1) * vectorCount + vector)) continue;
    const ray = rayBase(from, vector);
    const range = itemRange(item);
    for (let distance = 0; distance < range; distance++) {
      const to = <i32>load<u8>(ray + distance);
      if (to == NO_CELL || pieceAt(to) != 0) break;
      store<i32>(out + (count++ << 2), dragging ? encodeMove(from, to, KIND_MECHANIC, vector) : encodeMove(from, to, KIND_NORMAL, 0));
    }
  }
  if (dragging && check != PSEUDO) count = first + keepLegal(out + (<usize>first << 2), count - first, us);
  return count;
}

/** A dragging piece's teleport from `from` to `to` along the sign vector `vector`. */
// @ts-ignore: decorator
@inline export function dragTeleport(from: i32, to: i32, vector: i32): i32 {
  return encodeMechanicMove(from, to, KIND_MECHANIC, vector, AUX_TELEPORT);
}

/** Makes a dragging piece's KIND_MECHANIC move through the effects log; it captures nothing. */
export function applyDrag(move: i32, us: i32): void {
  const from = moveFrom(move);
  const to = moveTo(move);
  const back = reverseOf(moveExtra(move));
  const behind = firstStep(from, back);
  logMove(from, to);
  if (behind == NO_CELL) return;
  const victim = pieceAt(behind);
  if (victim == 0 || ownerOf(victim) == us || (typeFlagsOf(typeOf(victim)) & TYPE_FREEZES)) return;
  logMove(behind, moveAux(move) & AUX_TELEPORT ? from : firstStep(to, back));
}
