// Which plain pieces can have a capture at all, told before their target lists are walked: most of a captures-only
// generation (quiescence, staging.ts) walked pieces with no enemy piece in reach. Per piece code and cell, the cells
// the piece captures on (its capture entries' targets) as a 128-bit set; a pawn that can step into its promotion zone,
// or a piece that is not plain, gets every cell (a zone step is listed among the captures). A generation sets the cells of the other players' pieces and
// the en passant cells once (markCaptureVictims); a piece whose set misses them has no capture, and its walk is skipped.
// Cells fold onto 128 bits (cell & 127): on a larger board the sets only grow, so the test stays sound.
import { MODE_MOVE, MODE_CAPTURE, NO_CELL, TYPE_PLAIN, TYPE_PAWN, VARIANT_TAKEOVER, VARIANT_SQUEEZE, VARIANT_ROYAL_IMMUNE, PLAYER_BITS } from "../abi";
import { ENTRY_DOUBLE_STEP, MAX_LEAPS, leapTargets, leapCounts, targets, targetStarts, targetCell, targetMode, facingOf } from "../core/derive";
import { pieceTotal, pieceCellAt, epCell, olderEpCell } from "../core/position";
import { allocate, cellCount, typeCount, playerCount, typeFlagsOf, pieceSlot, variantFlags, ownerOf, typeOf } from "../core/tables";
import { zonesOf } from "./pawns";

let reach: usize = 0; // v128[code][cell]: the cells the piece captures on (see cellsInReach)
let cellBits: usize = 0; // v128[cell]: the cell's bit (a load, not a branch, per piece in markCaptureVictims)
let victims: v128 = i64x2.splat(-1); // the other players' pieces and the en passant cells, this generation

// @ts-ignore: decorator
@inline function cellBit(cell: i32): v128 {
  const bit = <i64>1 << <i64>(cell & 63);
  return cell & 64 ? i64x2.replace_lane(i64x2.splat(0), 1, bit) : i64x2.replace_lane(i64x2.splat(0), 0, bit);
}

/** Derives the reach sets from the plain types' target lists (core/derive.ts); after deriveTables. */
export function deriveCaptureReach(): void {
  cellBits = allocate(cellCount * 16);
  for (let cell = 0; cell < cellCount; cell++) v128.store(cellBits + (<usize>cell << 4), cellBit(cell));
  const codes = (typeCount + 1) << PLAYER_BITS;
  reach = allocate(codes * cellCount * 16);
  for (let code = 1 << PLAYER_BITS; code < codes; code++) {
    const us = ownerOf(code);
    if (us >= playerCount) continue;
    for (let cell = 0; cell < cellCount; cell++) v128.store(reach + (<usize>(code * cellCount + cell) << 4), cellsInReach(code, cell));
  }
}

/** The cells the piece `code` on `cell` captures on (every cell for a piece that is not plain, or a pawn that may enter its zone). */
function cellsInReach(code: i32, cell: i32): v128 {
  const type = typeOf(code);
  const flags = typeFlagsOf(type);
  if (!(flags & TYPE_PLAIN)) return i64x2.splat(-1);
  const facing = facingOf(ownerOf(code), cell);
  const at = pieceSlot(facing, type) * cellCount + cell;
  let cells = i64x2.splat(0);
  if (flags & TYPE_PAWN) {
    const zones = zonesOf(type, facing);
    for (let leap = 0; leap < <i32>load<u8>(leapCounts + at); leap++) {
      const entry = load<u32>(leapTargets + ((at * MAX_LEAPS + leap) << 2));
      const to = <i32>(entry & 0xff);
      if (entry & (MODE_CAPTURE << 16)) cells = v128.or(cells, cellBit(to));
      const intoZone = load<u8>(zones + to) != 0 || ((entry & (ENTRY_DOUBLE_STEP << 16)) != 0 && load<u8>(zones + (entry >>> 24)) != 0);
      if ((entry & (MODE_MOVE << 16)) && intoZone) return i64x2.splat(-1);
    }
    return cells;
  }
  const end = load<u32>(targetStarts + ((at + 1) << 2));
  for (let index = load<u32>(targetStarts + (at << 2)); index < end; index++) {
    const entry = load<u64>(targets + (<usize>index << 3));
    if (targetMode(entry) & MODE_CAPTURE) cells = v128.or(cells, cellBit(targetCell(entry)));
  }
  return cells;
}

/** A captures-only generation for `us` starts: the cells a capture of `us` could land on. */
export function markCaptureVictims(us: i32): void {
  // Party rules hand pieces over mid-generation: every piece walks. The general generators (squeeze, royal-immune
  // rules) never ask mayCapture: no set to build.
  if (variantFlags & (VARIANT_TAKEOVER | VARIANT_SQUEEZE | VARIANT_ROYAL_IMMUNE)) {
    victims = i64x2.splat(-1);
    return;
  }
  const bits = cellBits;
  let cells = i64x2.splat(0);
  for (let player = 0; player < playerCount; player++) {
    if (player == us) continue;
    const total = pieceTotal(player);
    for (let index = 0; index < total; index++) cells = v128.or(cells, v128.load(bits + (<usize>pieceCellAt(player, index) << 4)));
  }
  if (epCell != NO_CELL) cells = v128.or(cells, v128.load(bits + (<usize>epCell << 4)));
  if (olderEpCell != NO_CELL) cells = v128.or(cells, v128.load(bits + (<usize>olderEpCell << 4)));
  victims = cells;
}

/** Whether the piece `code` on `from` may have a capture (or zone step) in this generation: false only for a plain piece. */
// @ts-ignore: decorator
@inline export function mayCapture(code: i32, from: i32): bool {
  return v128.any_true(v128.and(v128.load(reach + (<usize>(code * cellCount + from) << 4)), victims));
}

