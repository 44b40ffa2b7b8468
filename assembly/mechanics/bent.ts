// Bent riders (Wey's Rose, Betza q): each further leap turns one step of the atom's cycle, always the
// same way, over empty landing cells. Different paths to one cell are one move. The host writes the turn
// tables; the ruled generator calls generateBentMoves for a bent item, the traced attack test bentReaches.
import { NO_CELL, MODE_MOVE, MODE_CAPTURE, MODE_BENT_LEFT, KIND_NORMAL } from "../abi";
import { encodeMove } from "../core/move";
import { pieceAt } from "../core/position";
import { allocate, cellCount, vectorCount, firstStep, itemMode, itemRange, itemVector, ownerOf } from "../core/tables";
import { capturesOnly } from "../gen/mode";

export let turnLeft: usize = 0; // u8[vector]: the next vector of the same atom counter-clockwise
export let turnRight: usize = 0; // u8[vector]: ... clockwise
// Destinations already listed for the current bent rider, stamped (u32[cell]).
let reachedStamp: u32 = 0;
let reached: usize = 0;

export function allocateBent(): void {
  turnLeft = allocate(vectorCount);
  turnRight = allocate(vectorCount);
  reached = allocate(cellCount * 4);
}

/** Starts a piece's bent items: a cell any of them reached is one move. */
export function startBentPiece(): void {
  if (++reachedStamp == 0) {
    memory.fill(reached, 0, cellCount * 4);
    reachedStamp = 1;
  }
}

/**
 * A bent item's leaps from `from`: every landing cell before the last must be empty, the last may hold an
 * enemy. Pseudo-legal.
 */
export function generateBentMoves(out: usize, count: i32, from: i32, us: i32, item: i32): i32 {
  const mode = itemMode(item);
  const turns = mode & MODE_BENT_LEFT ? turnLeft : turnRight;
  const range = itemRange(item);
  let at = from;
  let step = itemVector(item);
  for (let leap = 0; leap < range; leap++) {
    at = firstStep(at, step);
    if (at == NO_CELL) break;
    const target = pieceAt(at);
    if (target != 0 && (ownerOf(target) == us || !(mode & MODE_CAPTURE))) break;
    const seen = reached + (at << 2);
    if ((target != 0 || (mode & MODE_MOVE)) && load<u32>(seen) != reachedStamp && !(capturesOnly && target == 0)) {
      store<u32>(seen, reachedStamp);
      store<i32>(out + (count++ << 2), encodeMove(from, at, KIND_NORMAL, 0));
    }
    if (target != 0) break;
    step = load<u8>(turns + step);
  }
  return count;
}

/** Whether the bent item from `from` reaches `target` (were an enemy there): its leaps to it are over empty cells. */
export function bentReaches(from: i32, item: i32, target: i32): bool {
  const turns = itemMode(item) & MODE_BENT_LEFT ? turnLeft : turnRight;
  const range = itemRange(item);
  let at = from;
  let step = itemVector(item);
  for (let leap = 0; leap < range; leap++) {
    at = firstStep(at, step);
    if (at == NO_CELL) return false;
    if (at == target) return true;
    if (pieceAt(at)) return false;
    step = load<u8>(turns + step);
  }
  return false;
}
