// The general item walker, for pieces the plain generator does not take: pawns with initial ranges or
// rider items (Wey's spared pawns too), barrier-bound pieces, bent riders (mechanics/bent.ts). It walks
// each movement item's ray with every rule test; compiled twice, without and with the squeeze rule.
import { leavesRoyalSafe, keepLegal } from "./legality";
import { PSEUDO, ROYAL, capturesOnly } from "./mode";
import { zonesOf, addPawnMove, sparedPawn } from "./pawns";
import {
  NO_CELL, MODE_MOVE, MODE_CAPTURE, TYPE_PAWN, TYPE_BARRIER_BOUND, TYPE_ROYAL, VARIANT_SQUEEZE, VARIANT_ROYAL_IMMUNE,
  KIND_NORMAL, KIND_DOUBLE_STEP, KIND_EN_PASSANT, MECHANIC_ITEM_MODES,
} from "../abi";
import { attackedByOthers } from "../attacks/attacks";
import { facingOf } from "../core/derive";
import { encodeMove, moveTo } from "../core/move";
import { pieceAt, epCell, olderEpCell } from "../core/position";
import {
  variantFlags, cellCount, vectorCount, collinear, initialCells, rayBase, typeFlagsOf, itemsOf, itemCountOf,
  itemVector, itemRange, itemMode, itemInitialRange, ownerOf, typeOf,
} from "../core/tables";
import { stepBlocked } from "../mechanics/barrier";
import { startMechanicPiece, mechanicItemMoves } from "../mechanics/index";
import { gated, squeezed } from "../mechanics/squeeze";

export function generateRuledMovesOpen(out: usize, count: i32, from: i32, us: i32, check: i32, type: i32): i32 {
  return ruledMoves(out, count, from, us, check, type, false);
}
export function generateRuledMovesSqueezed(out: usize, count: i32, from: i32, us: i32, check: i32, type: i32): i32 {
  return ruledMoves(out, count, from, us, check, type, true);
}

/** Pieces with a rule the plain generator does not know: pawns that double-step, barriers, bent riders, hoppers. */
// @ts-ignore: decorator
@inline function ruledMoves(out: usize, count: i32, from: i32, us: i32, check: i32, type: i32, general: bool): i32 {
  const flags = typeFlagsOf(type);
  const isPawn = (flags & TYPE_PAWN) != 0;
  const bound = (flags & TYPE_BARRIER_BOUND) != 0;
  const squeeze = general && (variantFlags & VARIANT_SQUEEZE) != 0;
  const immune = general && (variantFlags & VARIANT_ROYAL_IMMUNE) != 0;
  const onInitialCell = load<u8>(initialCells + us * cellCount + from) != 0;
  const facing = facingOf(us, from);
  const zones = zonesOf(type, facing);
  const list = itemsOf(facing, type);
  const total = itemCountOf(facing, type);
  let started = false;
  const pieceFirst = count;
  for (let i = 0; i < total; i++) {
    const item = load<i32>(list + (i << 2));
    const vector = itemVector(item);
    const mode = itemMode(item);
    if (mode & MECHANIC_ITEM_MODES) {
      // A module's item (bent rider, hop, path): its moves leave the line they start on, so a pinned piece's
      // are tried by make/unmake, and the royal piece's targets must be unattacked.
      if (!started) startMechanicPiece(pieceFirst);
      started = true;
      const first = count;
      count = mechanicItemMoves(out, count, from, us, item, mode);
      // One test for the common cases, free (0) and pseudo-legal (-1): a pin (> 0) or the royal piece (ROYAL, -2) filters.
      if (<u32>(check - PSEUDO) > 1) {
        if (check > 0) count = first + keepLegal(out + (<usize>first << 2), count - first, us);
        else count = first + keepUnattacked(out + (<usize>first << 2), count - first, us);
      }
      continue;
    }
    if (check > 0 && !load<u8>(collinear + (check - 1) * vectorCount + vector)) continue;
    const initialRange = itemInitialRange(item);
    const range = initialRange && onInitialCell ? initialRange : itemRange(item);
    const ray = rayBase(from, vector);
    const gatedRay = squeeze && gated(vector);
    let previous = from;
    for (let distance = 0; distance < range; distance++) {
      const to = <i32>load<u8>(ray + distance);
      if (to == NO_CELL) break;
      if (bound && stepBlocked(previous, vector)) break;
      if (gatedRay && squeezed(previous, vector)) break;
      previous = to;
      const target = pieceAt(to);
      if (target == 0) {
        if (mode & MODE_MOVE) {
          if (capturesOnly && !(isPawn && load<u8>(zones + to))) continue;
          if (check == ROYAL && attackedByOthers(to, us)) continue;
          if (!isPawn) {
            store<i32>(out + (count++ << 2), encodeMove(from, to, KIND_NORMAL, 0));
          } else if (distance > 0) {
            store<i32>(out + (count++ << 2), encodeMove(from, to, KIND_DOUBLE_STEP, vector));
          } else {
            count = addPawnMove(out, count, from, to, us, zones);
          }
        } else if (isPawn && (to == epCell || to == olderEpCell) && (mode & MODE_CAPTURE)) {
          const move = encodeMove(from, to, KIND_EN_PASSANT, to == epCell ? 0 : 1);
          if (check == PSEUDO || leavesRoyalSafe(move, us)) store<i32>(out + (count++ << 2), move);
        }
        continue;
      }
      if (ownerOf(target) != us && (mode & MODE_CAPTURE) && !(immune && (typeFlagsOf(typeOf(target)) & TYPE_ROYAL))) {
        if (check == ROYAL && attackedByOthers(to, us)) break;
        if (!isPawn) store<i32>(out + (count++ << 2), encodeMove(from, to, KIND_NORMAL, 0));
        else if (!sparedPawn(target, to, facing)) count = addPawnMove(out, count, from, to, us, zones);
      }
      break;
    }
  }
  return count;
}


/** Keeps the moves whose target no other player attacks (the royal piece lifted off the board). */
function keepUnattacked(out: usize, count: i32, us: i32): i32 {
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const move = load<i32>(out + (i << 2));
    if (!attackedByOthers(moveTo(move), us)) store<i32>(out + (kept++ << 2), move);
  }
  return kept;
}
