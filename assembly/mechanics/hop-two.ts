// Hoppers over two pieces (the Kangaroo, grand-fairy-pieces.md §3.2): along the item's line over empty
// cells to a first piece, on over empty cells to a second, landing only on the cell right behind the
// second (empty: a move; an enemy: a capture). Hurdles are any pieces and may stand next to each other.
// Attacks are traced forwards (TYPE_TRACED_ATTACKS, core/derive.ts); while the opponent has such a piece,
// the cells of its line up to the royal piece are stamped for trials (paths.ts, markRouteCells).
import { NO_CELL, MODE_MOVE, MODE_CAPTURE, KIND_NORMAL } from "../abi";
import { encodeMove } from "../core/move";
import { pieceAt } from "../core/position";
import { rayBase, itemMode, itemRange, itemVector, ownerOf } from "../core/tables";
import { capturesOnly } from "../gen/mode";

/** The landing cell of the item from `from`, or NO_CELL: right behind the second piece, within the item's range. */
function landingCell(from: i32, item: i32): i32 {
  const ray = rayBase(from, itemVector(item));
  const range = itemRange(item);
  let hurdles = 0;
  for (let distance = 0; distance < range; distance++) {
    const at = <i32>load<u8>(ray + distance);
    if (at == NO_CELL || hurdles == 2) return at;
    if (pieceAt(at) != 0) hurdles++;
  }
  return NO_CELL;
}

/** The item's move from `from`, if any (pseudo-legal). */
export function generateHopTwoMoves(out: usize, count: i32, from: i32, us: i32, item: i32): i32 {
  const to = landingCell(from, item);
  if (to == NO_CELL) return count;
  const target = pieceAt(to);
  const mode = itemMode(item);
  const fits = target == 0 ? (mode & MODE_MOVE) != 0 && !capturesOnly : (mode & MODE_CAPTURE) != 0 && ownerOf(target) != us;
  if (fits) store<i32>(out + (count++ << 2), encodeMove(from, to, KIND_NORMAL, 0));
  return count;
}

/** Whether the item from `from` lands on `target`. */
export function hopTwoReaches(from: i32, item: i32, target: i32): bool { return landingCell(from, item) == target; }
