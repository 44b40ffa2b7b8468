// Static exchange evaluation: the material a capture wins once both sides have taken back on its target
// cell with their least valuable attacker, each free to stop (the swap list). Attackers come from the ray
// tables read backwards (the look lines of the target cell, as collectAttackers walks them): the first piece
// on each line is found once, and a piece that has taken is lifted off the board, so only its lines are
// walked on to the piece behind it (x-rays); the board is put back before returning. Pins are not looked at.
// Where the tables do not name every attacker (hoppers, traced pieces, Jacks, squeezed steps, attackers
// that may rest) or a capture is not a plain one, or with more than two players, seeSupported() is false
// and the search keeps its conservative test instead (a capture by a dearer piece onto an attacked cell).
import {
  NO_CELL, TYPE_ROYAL, KIND_NORMAL, KIND_EN_PASSANT, KIND_PROMOTION, VARIANT_SQUEEZE, VARIANT_RESTING_ATTACKERS, VARIANT_TAKEOVER,
  VARIANT_PSEUDO_LEGAL, VARIANT_ROYAL_IMMUNE,
} from "../abi";
import { moveFrom, moveTo, moveKind, moveExtra } from "../core/move";
import { attackRangeOf, lookItems, lookCounts, lookVector, lookReach, lookReverse } from "../core/derive";
import { pieceAt, putOnBoard, sideToMove, epVictim } from "../core/position";
import { allocate, playerCount, variantFlags, typeOf, typeFlagsOf, pieceValue, ownerOf, vectorCount, rayBase } from "../core/tables";
import { moveGain } from "../gen/move-facts";
import { hasMechanicAttackers } from "../mechanics/index";

const ROYAL_VALUE: i32 = 100000; // taking back with the royal piece is only sound when nothing else attacks
const MAX_SWAPS: i32 = 64;

let frontCells: usize = 0; // u8[look line]: the first piece on each look line of the target cell, NO_CELL when none
let frontDistances: usize = 0; // u8[look line]: how far along its line it stands
let liftedCells: usize = 0; // u8[MAX_SWAPS + 2]
let liftedCodes: usize = 0; // u16[MAX_SWAPS + 2]
let gains: usize = 0; // i32[MAX_SWAPS + 2]

export function allocateSee(): void {
  frontCells = allocate(256);
  frontDistances = allocate(256);
  liftedCells = allocate(MAX_SWAPS + 2);
  liftedCodes = allocate((MAX_SWAPS + 2) * 2);
  gains = allocate((MAX_SWAPS + 2) * 4);
}

/** Whether staticExchange sees every attacker in this variant. */
export function seeSupported(): bool {
  const unsupported = VARIANT_SQUEEZE | VARIANT_RESTING_ATTACKERS | VARIANT_TAKEOVER | VARIANT_PSEUDO_LEGAL | VARIANT_ROYAL_IMMUNE;
  return playerCount == 2 && (variantFlags & unsupported) == 0 && !hasMechanicAttackers();
}

/** Whether staticExchange can judge this move (a plain move, a capture, en passant or a promotion). */
// @ts-ignore: decorator
@inline export function seeJudges(move: i32): bool {
  const kind = moveKind(move);
  return kind == KIND_NORMAL || kind == KIND_EN_PASSANT || kind == KIND_PROMOTION;
}

// @ts-ignore: decorator
@inline function exchangeValue(code: i32): i32 {
  const type = typeOf(code);
  return typeFlagsOf(type) & TYPE_ROYAL ? ROYAL_VALUE : pieceValue(type);
}

let lifted: i32 = 0;

// @ts-ignore: decorator
@inline function lift(cell: i32): void {
  store<u8>(liftedCells + lifted, cell);
  store<u16>(liftedCodes + (lifted << 1), pieceAt(cell));
  lifted++;
  putOnBoard(cell, 0);
}

/** Finds the first piece on look line `index` of `cell` at or after `distance` (frontCells, frontDistances). */
function findFront(cell: i32, index: i32, distance: i32): void {
  const entry = load<u32>(lookItems + (<usize>(cell * vectorCount + index) << 2));
  const ray = rayBase(cell, lookVector(entry));
  const reach = lookReach(entry);
  for (; distance < reach; distance++) {
    const at = <i32>load<u8>(ray + distance);
    if (pieceAt(at) == 0) continue;
    store<u8>(frontCells + index, at);
    store<u8>(frontDistances + index, distance);
    return;
  }
  store<u8>(frontCells + index, NO_CELL);
}

/**
 * The look line of `cell` whose first piece is `side`'s least valuable attacker of the cell, or -1 (the
 * first such line on a tie, as collectAttackers lists them). With two players, the pieces not owned by the
 * other side are `side`'s.
 */
function leastValuableAttacker(cell: i32, side: i32, lines: i32): i32 {
  let best = -1;
  let bestValue = i32.MAX_VALUE;
  for (let index = 0; index < lines; index++) {
    const at = <i32>load<u8>(frontCells + index);
    if (at == NO_CELL) continue;
    const code = pieceAt(at);
    if (ownerOf(code) != side) continue;
    const entry = load<u32>(lookItems + (<usize>(cell * vectorCount + index) << 2));
    if (attackRangeOf(code, at, lookReverse(entry)) <= <i32>load<u8>(frontDistances + index)) continue;
    const value = exchangeValue(code);
    if (value < bestValue) {
      bestValue = value;
      best = index;
    }
  }
  return best;
}

/**
 * The material the side to move wins by `move` and the exchange on its target cell that follows (both
 * sides taking back with their least valuable attacker while it pays). Needs seeSupported() and seeJudges(move).
 */
export function staticExchange(move: i32): i32 {
  const us = sideToMove;
  const from = moveFrom(move);
  const to = moveTo(move);
  const kind = moveKind(move);
  lifted = 0;
  store<i32>(gains, moveGain(move));
  // What stands on the target cell after the move, and may be taken next.
  let onTarget = kind == KIND_PROMOTION ? pieceValue(moveExtra(move)) : exchangeValue(pieceAt(from));
  lift(from);
  if (kind == KIND_EN_PASSANT && epVictim != NO_CELL && pieceAt(epVictim) != 0) lift(epVictim);
  const lines = <i32>load<u8>(lookCounts + to);
  for (let index = 0; index < lines; index++) findFront(to, index, 0);
  let side = 1 - us;
  let depth = 0;
  while (depth < MAX_SWAPS) {
    const line = leastValuableAttacker(to, side, lines);
    if (line < 0) break;
    depth++;
    // The side taking now, if the exchange ended here: what stood on the cell, less the other side's balance.
    const gain = onTarget - load<i32>(gains + ((depth - 1) << 2));
    store<i32>(gains + (depth << 2), gain);
    const attacker = <i32>load<u8>(frontCells + line);
    onTarget = exchangeValue(pieceAt(attacker));
    lift(attacker);
    // The lines it stood first on (one, unless lines of two vectors pass its cell) now show what was behind it.
    for (let index = 0; index < lines; index++) {
      if (<i32>load<u8>(frontCells + index) == attacker) findFront(to, index, <i32>load<u8>(frontDistances + index) + 1);
    }
    side = 1 - side;
  }
  // Each side takes back only when that beats stopping.
  while (depth > 0) {
    const later = load<i32>(gains + (depth << 2));
    const earlier = load<i32>(gains + ((depth - 1) << 2));
    store<i32>(gains + ((depth - 1) << 2), -max(-earlier, later));
    depth--;
  }
  for (let i = lifted - 1; i >= 0; i--) putOnBoard(<i32>load<u8>(liftedCells + i), <i32>load<u16>(liftedCodes + (i << 1)));
  return load<i32>(gains);
}
