// Quiet moves that cannot give check, told without making them: the search prunes late quiet moves
// unless they check, and making and unmaking each one only to ask costs more than the rest of its node.
// A plain piece attacks only along its vectors' rays, so after a move the enemy royal piece can be attacked
// anew only from the target cell (the moved piece) or through the vacated cell (a line it opened): when
// neither cell shares a ray with the royal piece, the move gives no check. Only where every piece is plain
// and no rule adds attacks (checkFilterApplies); elsewhere the search makes the move and asks.
import {
  NO_CELL, TYPE_PLAIN, KIND_NORMAL, KIND_DOUBLE_STEP, VARIANT_PAWNS_SPARE_SAME_FACING, VARIANT_CAPTURE_SET,
  VARIANT_NO_MOVE_LOSES, VARIANT_CLOCK_IGNORES_PAWNS, VARIANT_EP_ROUND, VARIANT_BARE_ROYALS_DRAW,
} from "../abi";
import { moveFrom, moveTo, moveKind } from "../core/move";
import { royalCell, sideToMove } from "../core/position";
import { allocate, cellCount, vectorCount, rayStride, rayBase, playerCount, typeCount, typeFlagsOf, variantFlags } from "../core/tables";
import { hasMechanicAttackers } from "../mechanics/index";

// The rules under which attacks are the plain pieces' rays and nothing else.
const PLAIN_RULES: i32 = VARIANT_PAWNS_SPARE_SAME_FACING | VARIANT_CAPTURE_SET | VARIANT_NO_MOVE_LOSES
  | VARIANT_CLOCK_IGNORES_PAWNS | VARIANT_EP_ROUND | VARIANT_BARE_ROYALS_DRAW;

let aligned: usize = 0; // u8[cell][cell]: 1 when one cell lies on a ray (any vector) of the other

/** Marks the cells that share a ray, both ways (after the ray tables are derived). */
export function deriveAlignment(): void {
  aligned = allocate(cellCount * cellCount);
  for (let cell = 0; cell < cellCount; cell++) {
    for (let vector = 0; vector < vectorCount; vector++) {
      const ray = rayBase(cell, vector);
      for (let step = 0; step < rayStride; step++) {
        const reached = <i32>load<u8>(ray + step);
        if (reached == NO_CELL) break;
        store<u8>(aligned + cell * cellCount + reached, 1);
        store<u8>(aligned + reached * cellCount + cell, 1);
      }
    }
  }
}

/** Whether quietMoveGivesNoCheck may be asked in this game: two players, plain pieces, plain rules. */
export function checkFilterApplies(): bool {
  if (playerCount != 2 || (variantFlags & ~PLAIN_RULES) != 0 || hasMechanicAttackers()) return false;
  for (let type = 1; type <= typeCount; type++) if (!(typeFlagsOf(type) & TYPE_PLAIN)) return false;
  return true;
}

/** True when the quiet `move` (of the side to move, not yet made) surely gives no check; false when it may. */
export function quietMoveGivesNoCheck(move: i32): bool {
  const kind = moveKind(move);
  if (kind != KIND_NORMAL && kind != KIND_DOUBLE_STEP) return false;
  const royal = royalCell(1 - sideToMove);
  if (royal == NO_CELL) return false;
  const row = aligned + royal * cellCount;
  return !load<u8>(row + moveTo(move)) && !load<u8>(row + moveFrom(move));
}
