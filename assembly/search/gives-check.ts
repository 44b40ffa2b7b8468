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
import { SEVERAL, linesThroughRow } from "../attacks/lines-through";
import { lookItems } from "../core/derive";
import { moveFrom, moveTo, moveKind } from "../core/move";
import { royalCell, sideToMove, pieceAt, putOnBoard } from "../core/position";
import { vectorCount, playerCount, typeCount, typeFlagsOf, variantFlags } from "../core/tables";
import { hasMechanicAttackers } from "../mechanics/index";

// The rules under which attacks are the plain pieces' rays and nothing else.
const PLAIN_RULES: i32 = VARIANT_PAWNS_SPARE_SAME_FACING | VARIANT_CAPTURE_SET | VARIANT_NO_MOVE_LOSES
  | VARIANT_CLOCK_IGNORES_PAWNS | VARIANT_EP_ROUND | VARIANT_BARE_ROYALS_DRAW;

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
  const row = linesThroughRow(royal);
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
