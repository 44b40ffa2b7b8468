// The fast generators of plain pieces (TYPE_PLAIN: leapers and riders with no mechanic) and of plain
// pawns: one walk over each cell's flat target list (core/derive.ts). Each is compiled in copies that
// fold away what a call does not need: the squeeze rule (Dreierschach's "general" copies), the pin and
// royal tests and the captures-only test ("Free" copies for an unpinned piece in a full generation).
import { leavesRoyalSafe } from "./legality";
import { PSEUDO, ROYAL, capturesOnly } from "./mode";
import { zonesOf, addPawnStep } from "./pawns";
import { NO_CELL, MODE_MOVE, MODE_CAPTURE, TYPE_ROYAL, KIND_NORMAL, KIND_DOUBLE_STEP, KIND_EN_PASSANT } from "../abi";
import { attackedByOthers } from "../attacks/attacks";
import {
  ENTRY_DOUBLE_STEP, ENTRY_GATED, ENTRY_GATED_FAR, MAX_LEAPS, leapTargets, leapCounts, targets, targetStarts,
  targetCell, targetMode, targetRayLeft, targetVector, targetGate, facingOf,
} from "../core/derive";
import { encodeMove } from "../core/move";
import { pieceAt, epCell, olderEpCell } from "../core/position";
import { cellCount, vectorCount, collinear, typeFlagsOf, ownerOf, typeOf, pieceSlot } from "../core/tables";
import { shut, squeezed } from "../mechanics/squeeze";

export function generatePlainMovesOpen(out: usize, count: i32, from: i32, us: i32, check: i32, type: i32): i32 {
  return plainMoves(out, count, from, us, check, type, false);
}
export function generatePlainMovesSqueezed(out: usize, count: i32, from: i32, us: i32, check: i32, type: i32): i32 {
  return plainMoves(out, count, from, us, check, type, true);
}
export function generatePlainMovesOpenFree(out: usize, count: i32, from: i32, us: i32, type: i32): i32 {
  return plainMoves(out, count, from, us, 0, type, false, true);
}
export function generatePlainMovesSqueezedFree(out: usize, count: i32, from: i32, us: i32, type: i32): i32 {
  return plainMoves(out, count, from, us, 0, type, true, true);
}
// Captures only (quiescence), of an unpinned piece on a board without the squeeze rule: the tests folded away.
export function generatePlainCapturesOpen(out: usize, count: i32, from: i32, us: i32, type: i32): i32 {
  return plainMoves(out, count, from, us, 0, type, false, false, true);
}
export function generatePlainPawnCapturesOpen(out: usize, count: i32, from: i32, us: i32, type: i32): i32 {
  return plainPawnMoves(out, count, from, us, 0, type, false, false, true);
}
export function generatePlainPawnMoves(out: usize, count: i32, from: i32, us: i32, check: i32, type: i32): i32 {
  return plainPawnMoves(out, count, from, us, check, type, false);
}
export function generatePlainPawnMovesSqueezed(out: usize, count: i32, from: i32, us: i32, check: i32, type: i32): i32 {
  return plainPawnMoves(out, count, from, us, check, type, true);
}
export function generatePlainPawnMovesFree(out: usize, count: i32, from: i32, us: i32, type: i32): i32 {
  return plainPawnMoves(out, count, from, us, 0, type, false, true);
}
export function generatePlainPawnMovesSqueezedFree(out: usize, count: i32, from: i32, us: i32, type: i32): i32 {
  return plainPawnMoves(out, count, from, us, 0, type, true, true);
}

/**
 * The common case, kept tight: leapers and riders with no barrier or bent-rider rule. One walk over the
 * cell's flat target list (tables.ts, targets): a piece met ends its ray, skipping the ray's other entries;
 * a pin keeps only the entries along its line. (Pawns: plainPawnMoves.)
 */
// @ts-ignore: decorator
@inline function plainMoves(out: usize, count: i32, from: i32, us: i32, check: i32, type: i32, squeeze: bool, full: bool = false, captures: bool = false): i32 {
  const onlyCaptures = captures || (!full && capturesOnly); // `full`: known to be a full generation; `captures`: known captures only
  const pinRow = check > 0 ? collinear + <usize>((check - 1) * vectorCount) : 0;
  const list = targetStarts + (<usize>(pieceSlot(facingOf(us, from), type) * cellCount + from) << 2);
  let at = targets + (<usize>load<u32>(list) << 3);
  const end = targets + (<usize>load<u32>(list, 4) << 3);
  while (at < end) {
    const entry = load<u64>(at);
    const rayEnd = at + (<usize>targetRayLeft(entry) << 3);
    if (pinRow && !load<u8>(pinRow + targetVector(entry))) { at = rayEnd; continue; }
    const mode = targetMode(entry);
    if (squeeze && (mode & ENTRY_GATED) && shut(targetGate(entry))) { at = rayEnd; continue; }
    const to = targetCell(entry);
    const target = pieceAt(to);
    if (target == 0) {
      at += 8;
      if (!(mode & MODE_MOVE) || onlyCaptures) continue;
    } else {
      at = rayEnd;
      // Under Dreierschach's rules a royal piece is never taken.
      if (ownerOf(target) == us || !(mode & MODE_CAPTURE) || (squeeze && (typeFlagsOf(typeOf(target)) & TYPE_ROYAL))) continue;
    }
    if (check == ROYAL && attackedByOthers(to, us)) continue;
    store<i32>(out + (count++ << 2), encodeMove(from, to, KIND_NORMAL, 0));
  }
  return count;
}

/**
 * A plain pawn: only leap entries (markPlainTypes sends pawns with rider items to ruledMoves). A double
 * step rides on its single step's entry (the far cell in the top byte, see addDoubleStep); en passant is
 * tried on capture entries; a move into the promotion zone goes through addPawnMove.
 */
// @ts-ignore: decorator
@inline function plainPawnMoves(out: usize, count: i32, from: i32, us: i32, check: i32, type: i32, squeeze: bool, full: bool = false, captures: bool = false): i32 {
  const onlyCaptures = captures || (!full && capturesOnly);
  const facing = facingOf(us, from);
  const slot = pieceSlot(facing, type);
  const pinRow = check > 0 ? collinear + <usize>((check - 1) * vectorCount) : 0;
  const zones = zonesOf(type, facing);
  let leap = leapTargets + (<usize>((slot * cellCount + from) * MAX_LEAPS) << 2);
  const leapsEnd = leap + (<usize>load<u8>(leapCounts + slot * cellCount + from) << 2);
  for (; leap < leapsEnd; leap += 4) {
    const entry = load<u32>(leap);
    const to = <i32>(entry & 0xff);
    if (pinRow && !load<u8>(pinRow + ((entry >> 8) & 0xff))) continue;
    const target = pieceAt(to);
    if (target == 0) {
      if (entry & (MODE_MOVE << 16)) {
        // A step, and the double step its entry may carry: a shut first step stops both.
        if (squeeze && gatedSqueeze(entry, from)) continue;
        if (entry & (ENTRY_DOUBLE_STEP << 16)) count = addDoubleStep(out, count, from, to, us, check, entry, zones, squeeze, onlyCaptures);
        if (onlyCaptures && !load<u8>(zones + to)) continue;
        if (check == ROYAL && attackedByOthers(to, us)) continue;
        count = addPawnStep(out, count, from, to, us, zones);
        continue;
      }
      // A capture-only step onto an empty cell: en passant, or nothing. (Two tests, not one `||`,
      // which would be compiled into a branch-free sum paid on every such step.)
      if (to == epCell) count = tryEnPassant(out, count, from, to, us, check, entry, squeeze);
      else if (to == olderEpCell) count = tryEnPassant(out, count, from, to, us, check, entry, squeeze);
      continue;
    } else if (ownerOf(target) == us || !(entry & (MODE_CAPTURE << 16)) || (squeeze && (typeFlagsOf(typeOf(target)) & TYPE_ROYAL))) continue;
    if (squeeze && gatedSqueeze(entry, from)) continue;
    if (check == ROYAL && attackedByOthers(to, us)) continue;
    count = addPawnStep(out, count, from, to, us, zones);
  }
  return count;
}

/** En passant by a pawn's leap entry onto `to` (an en passant cell), if the entry captures and its step is open. */
// @ts-ignore: decorator
@inline function tryEnPassant(out: usize, count: i32, from: i32, to: i32, us: i32, check: i32, entry: u32, squeeze: bool): i32 {
  if (!(entry & (MODE_CAPTURE << 16)) || (squeeze && gatedSqueeze(entry, from))) return count;
  return addEnPassant(out, count, from, to, us, check);
}

/** Whether a leap entry's step from `from` passes between two cells and is shut (VARIANT_SQUEEZE). */
// @ts-ignore: decorator
@inline function gatedSqueeze(entry: u32, from: i32): bool {
  return (entry & (ENTRY_GATED << 16)) != 0 && squeezed(from, <i32>((entry >> 8) & 0xff));
}

/** An en passant capture onto `to`, kept when legal (unless pseudo-legal moves are asked for). */
function addEnPassant(out: usize, count: i32, from: i32, to: i32, us: i32, check: i32): i32 {
  const move = encodeMove(from, to, KIND_EN_PASSANT, to == epCell ? 0 : 1);
  if (check == PSEUDO || leavesRoyalSafe(move, us)) store<i32>(out + (count++ << 2), move);
  return count;
}

/**
 * The double step a single step's leap entry carries (the far cell in its top byte), the single step's
 * cell `skipped` being empty and its step open.
 */
// @ts-ignore: decorator
@inline function addDoubleStep(out: usize, count: i32, from: i32, skipped: i32, us: i32, check: i32, entry: u32, zones: usize, squeeze: bool, onlyCaptures: bool): i32 {
  const to = <i32>(entry >>> 24);
  const vector = <i32>((entry >> 8) & 0xff);
  if (pieceAt(to)) return count;
  if (squeeze && (entry & (ENTRY_GATED_FAR << 16)) && squeezed(skipped, vector)) return count;
  if (onlyCaptures && !load<u8>(zones + to)) return count;
  if (check == ROYAL && attackedByOthers(to, us)) return count;
  store<i32>(out + (count++ << 2), encodeMove(from, to, KIND_DOUBLE_STEP, vector));
  return count;
}

