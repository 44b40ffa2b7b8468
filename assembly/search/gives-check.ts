// Whether a move gives check, told before it is made, exactly: the search asks it of every move it makes
// and of the late quiet moves it would prune unless they check, and making a move only to ask costs more
// than the rest of its node. Where every piece is plain and no rule adds attacks (checkFilterApplies), the
// enemy royal piece, unattacked before the move, is attacked after a plain move only along a line through
// its target cell (the moved piece) or its vacated cell (a line it opened); a table says which look line
// of the royal piece's cell passes each cell, and only those lines are walked, with the board changed meanwhile.
import {
  NO_CELL, TYPE_PLAIN, KIND_NORMAL, KIND_DOUBLE_STEP, VARIANT_PAWNS_SPARE_SAME_FACING, VARIANT_CAPTURE_SET,
  VARIANT_NO_MOVE_LOSES, VARIANT_CLOCK_IGNORES_PAWNS, VARIANT_EP_ROUND, VARIANT_BARE_ROYALS_DRAW,
} from "../abi";
import { attackedAlongLook, attackedByOthers } from "../attacks/attacks";
import { lookItems, lookCounts, lookVector, lookReach } from "../core/derive";
import { moveFrom, moveTo, moveKind } from "../core/move";
import { royalCell, sideToMove, pieceAt, putOnBoard } from "../core/position";
import { allocate, cellCount, vectorCount, rayBase, playerCount, typeCount, typeFlagsOf, variantFlags } from "../core/tables";
import { hasMechanicAttackers } from "../mechanics/index";

// The rules under which attacks are the plain pieces' rays and nothing else.
const PLAIN_RULES: i32 = VARIANT_PAWNS_SPARE_SAME_FACING | VARIANT_CAPTURE_SET | VARIANT_NO_MOVE_LOSES
  | VARIANT_CLOCK_IGNORES_PAWNS | VARIANT_EP_ROUND | VARIANT_BARE_ROYALS_DRAW;

const SEVERAL: i32 = 255; // more than one look line passes the cell: every line is walked

let lineThrough: usize = 0; // u8[royal cell][cell]: 1 + the index of the look entry whose line passes the cell, 0 for none
export let lookLinesShare: bool = false; // two look lines of some cell pass the same cell (vectors (1,0) and (2,0), say)

/** Marks, for each cell, the look line of every other cell that passes it (after the look tables are derived). */
export function deriveLinesThrough(): void {
  lineThrough = allocate(cellCount * cellCount);
  lookLinesShare = false;
  for (let cell = 0; cell < cellCount; cell++) {
    const row = lineThrough + <usize>(cell * cellCount);
    const count = <i32>load<u8>(lookCounts + cell);
    for (let index = 0; index < count; index++) {
      const entry = load<u32>(lookItems + (<usize>(cell * vectorCount + index) << 2));
      const ray = rayBase(cell, lookVector(entry));
      const reach = lookReach(entry);
      for (let distance = 0; distance < reach; distance++) {
        const passed = row + <usize>load<u8>(ray + distance);
        if (load<u8>(passed)) lookLinesShare = true;
        store<u8>(passed, load<u8>(passed) || index + 1 >= SEVERAL ? SEVERAL : index + 1);
      }
    }
  }
}

/** Whether moveGivesCheck may be asked in this game: two players, plain pieces, plain rules. */
export function checkFilterApplies(): bool {
  if (playerCount != 2 || (variantFlags & ~PLAIN_RULES) != 0 || hasMechanicAttackers()) return false;
  for (let type = 1; type <= typeCount; type++) if (!(typeFlagsOf(type) & TYPE_PLAIN)) return false;
  return true;
}

/**
 * Whether the move of the side to move gives check: 1 if it does, 0 if not, -1 when this cannot tell (a move
 * of another kind than a plain move or double step: the search makes it and asks). Only where
 * checkFilterApplies, in a position where the side to move gives no check already.
 */
export function moveGivesCheck(move: i32): i32 {
  const kind = moveKind(move);
  if (kind != KIND_NORMAL && kind != KIND_DOUBLE_STEP) return -1;
  const them = 1 - sideToMove;
  const royal = royalCell(them);
  if (royal == NO_CELL) return 0;
  const from = moveFrom(move);
  const to = moveTo(move);
  const row = lineThrough + <usize>(royal * cellCount);
  const toLine = <i32>load<u8>(row + to);
  const fromLine = <i32>load<u8>(row + from);
  if (toLine == 0 && fromLine == 0) return 0;
  const mover = pieceAt(from);
  const victim = pieceAt(to);
  putOnBoard(from, 0);
  putOnBoard(to, mover);
  let checks: bool;
  if (toLine == SEVERAL || fromLine == SEVERAL) checks = attackedByOthers(royal, them);
  else checks = (toLine != 0 && attackedAlongLook(royal, lineEntry(royal, toLine), them))
    || (fromLine != 0 && fromLine != toLine && attackedAlongLook(royal, lineEntry(royal, fromLine), them));
  putOnBoard(to, victim);
  putOnBoard(from, mover);
  return checks ? 1 : 0;
}

// @ts-ignore: decorator
@inline function lineEntry(royal: i32, line: i32): u32 {
  return load<u32>(lookItems + (<usize>(royal * vectorCount + line - 1) << 2));
}
