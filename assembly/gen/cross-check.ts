// A second opinion on the generator, for tests and perftVerified: at one node, the legal moves must be
// the same (as sets) by every route the engine takes to them — with or without knowing the check state
// (perft does not, the search does), and by trying every pseudo-legal move by make/unmake — and the
// captures-only list the quiescence search uses must be exactly the full list's captures, en passant
// captures and pawn moves into the promotion zone.
import { setLegalityByTrial, CHECK_UNKNOWN, IN_CHECK, NOT_IN_CHECK } from "./mode";
import { generateLegal, generateLegalCaptures } from "./movegen";
import { inCheck } from "./status";
import { NO_CELL, VARIANT_PSEUDO_LEGAL, TYPE_PAWN, KIND_EN_PASSANT, KIND_CASTLE, KIND_ELIMINATE } from "../abi";
import { facingOf } from "../core/derive";
import { moveFrom, moveTo, moveKind } from "../core/move";
import { pieceAt } from "../core/position";
import { variantFlags, cellCount, promotionZone, fixedFacings, typeFlagsOf, typeOf, ownerOf } from "../core/tables";

const LIST_BYTES: usize = 4096 << 2; // one scratch list past `out`, four in all

/** Whether every route agrees at this node; uses four lists' room from `out`. */
export function generatorAgrees(out: usize): bool {
  const fast = out;
  const other = out + LIST_BYTES;
  const count = generateLegal(fast, CHECK_UNKNOWN);
  sortMoves(fast, count);
  setLegalityByTrial(true);
  const tried = generateLegal(other, CHECK_UNKNOWN);
  setLegalityByTrial(false);
  if (!sameMoves(fast, count, other, tried)) return false;
  // The search passes what it knows (see search.ts, checkBinds).
  const checked = (variantFlags & VARIANT_PSEUDO_LEGAL) == 0 && inCheck();
  const known = generateLegal(other, checked ? IN_CHECK : NOT_IN_CHECK);
  if (!sameMoves(fast, count, other, known)) return false;
  if (checked) return true;
  const captures = generateLegalCaptures(other);
  const expected = out + 2 * LIST_BYTES;
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const move = load<i32>(fast + (i << 2));
    if (belongsInQuiescence(move)) store<i32>(expected + (kept++ << 2), move);
  }
  return sameMoves(expected, kept, other, captures);
}

/** A capture (en passant included) or a pawn move into its promotion zone (see movegen.ts, capturesOnly). */
function belongsInQuiescence(move: i32): bool {
  const kind = moveKind(move);
  if (kind == KIND_EN_PASSANT) return true;
  if (kind == KIND_CASTLE || kind == KIND_ELIMINATE) return false;
  const to = moveTo(move);
  if (pieceAt(to) != 0) return true;
  const from = moveFrom(move);
  const mover = pieceAt(from);
  if (!(typeFlagsOf(typeOf(mover)) & TYPE_PAWN)) return false;
  const fixed = <i32>load<u8>(fixedFacings + typeOf(mover));
  const facing = fixed == NO_CELL ? facingOf(ownerOf(mover), from) : fixed;
  return load<u8>(promotionZone + facing * cellCount + to) != 0;
}

/** Whether two lists hold the same moves; sorts the second (the first must be sorted). */
function sameMoves(sorted: usize, count: i32, other: usize, otherCount: i32): bool {
  if (count != otherCount) return false;
  sortMoves(other, otherCount);
  for (let i = 0; i < count; i++) if (load<i32>(sorted + (i << 2)) != load<i32>(other + (i << 2))) return false;
  return true;
}

function sortMoves(list: usize, count: i32): void {
  for (let i = 1; i < count; i++) {
    const move = load<i32>(list + (i << 2));
    let j = i - 1;
    for (; j >= 0 && load<i32>(list + (j << 2)) > move; j--) store<i32>(list + ((j + 1) << 2), load<i32>(list + (j << 2)));
    store<i32>(list + ((j + 1) << 2), move);
  }
}
