// Static exchange evaluation: the material a capture wins once both sides have taken back on its target
// cell with their least valuable attacker, each free to stop: each side's choice narrows a window on the
// value (exchangeWithin), so a caller that reads only part of it (below 0, below a margin) stops the swap
// early. Attackers come from the ray tables read backwards (the look lines of the target cell, as
// collectAttackers walks them): the first piece on each line is found once, and a piece that has taken is
// lifted off the board, so only its lines are walked on to the piece behind it (x-rays); the board is put
// back before returning. Pins are not looked at.
// Where the tables do not name every attacker (hoppers, traced pieces, Jacks, squeezed steps, attackers
// that may rest) or a capture is not a plain one, or with more than two players, seeSupported() is false
// and the search keeps its conservative test instead (a capture by a dearer piece onto an attacked cell).
import {
  NO_CELL, TYPE_ROYAL, KIND_NORMAL, KIND_EN_PASSANT, KIND_PROMOTION, VARIANT_SQUEEZE, VARIANT_RESTING_ATTACKERS, VARIANT_TAKEOVER,
  VARIANT_PSEUDO_LEGAL, VARIANT_ROYAL_IMMUNE,
} from "../abi";
import { moveFrom, moveTo, moveKind, moveExtra } from "../core/move";
import { attackRangeOf, lookItems, lookCounts, lookVector, lookReach, lookReverse } from "../core/derive";
import { pieceAt, putOnBoard, sideToMove, epVictim, board } from "../core/position";
import { allocate, playerCount, variantFlags, typeOf, typeFlagsOf, pieceValue, ownerOf, vectorCount, rayBase } from "../core/tables";
import { moveGain } from "../gen/move-facts";
import { hasMechanicAttackers } from "../mechanics/index";
import { lookLinesShare } from "../attacks/lines-through";
import { firstLookStep, lookStepsEnd, nextStep, nextLine, stepCell, stepLine, stepDistance, stepReverse } from "../attacks/look-steps";

const ROYAL_VALUE: i32 = 100000; // taking back with the royal piece is only sound when nothing else attacks
const MAX_SWAPS: i32 = 64;

let frontCells: usize = 0; // u8[look line]: the first piece on each look line of the target cell, NO_CELL when none
let frontDistances: usize = 0; // u8[look line]: how far along its line it stands
let lookAt: usize = 0; // the look entries of the target cell
let liftedCells: usize = 0; // u8[MAX_SWAPS + 2]
let liftedCodes: usize = 0; // u16[MAX_SWAPS + 2]
// Each side's attackers among the front pieces, as exchange value << 8 | look line: the least is the least valuable
// attacker, the first line on a tie (as collectAttackers lists them).
let attackerKeys: usize = 0; // i32[2][MAX_KEYS]
let attackerCounts: usize = 0; // i32[2]
const MAX_KEYS: i32 = 256 + MAX_SWAPS;

export function allocateSee(): void {
  frontCells = allocate(256);
  frontDistances = allocate(256);
  liftedCells = allocate(MAX_SWAPS + 2);
  liftedCodes = allocate((MAX_SWAPS + 2) * 2);
  attackerKeys = allocate(2 * MAX_KEYS * 4);
  attackerCounts = allocate(2 * 4);
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

/** Lists the piece `code`, first on look line `index` and attacking the target cell, among its owner's attackers. */
// @ts-ignore: decorator
@inline function listAttacker(code: i32, index: i32): void {
  const counter = attackerCounts + (<usize>ownerOf(code) << 2);
  const count = load<i32>(counter);
  store<i32>(attackerKeys + (<usize>(ownerOf(code) * MAX_KEYS + count) << 2), (exchangeValue(code) << 8) | index);
  store<i32>(counter, count + 1);
}

/**
 * Finds the first piece on look line `index` of the target cell at or after `distance` (frontCells,
 * frontDistances), and lists it among its owner's attackers when it attacks the cell.
 */
// @ts-ignore: decorator
@inline function findFront(cell: i32, index: i32, distance: i32): void {
  const entry = load<u32>(lookAt + (<usize>index << 2));
  const ray = rayBase(cell, lookVector(entry));
  // A walk by pointer, the board in a local: the compiled loop keeps them in registers (with the distance and the
  // ray's base, it worked the base out again at every step).
  const end = ray + lookReach(entry);
  const squares = board;
  for (let step = ray + distance; step < end; step++) {
    const at = <i32>load<u8>(step);
    const code = <i32>load<u16>(squares + (<usize>at << 1));
    if (code == 0) continue;
    const found = <i32>(step - ray);
    store<u8>(frontCells + index, at);
    store<u8>(frontDistances + index, found);
    if (attackRangeOf(code, at, lookReverse(entry)) > found) listAttacker(code, index);
    return;
  }
  store<u8>(frontCells + index, NO_CELL);
}

/**
 * Takes `side`'s least valuable attacker of the target cell off its list and returns its look line, or -1.
 * With two players, the pieces not owned by the other side are `side`'s.
 */
// @ts-ignore: decorator
@inline function takeLeastValuable(side: i32): i32 {
  const counter = attackerCounts + (<usize>side << 2);
  const count = load<i32>(counter);
  if (count == 0) return -1;
  const keys = attackerKeys + (<usize>(side * MAX_KEYS) << 2);
  let best = 0;
  let bestKey = load<i32>(keys);
  for (let i = 1; i < count; i++) {
    const key = load<i32>(keys + (<usize>i << 2));
    if (key < bestKey) {
      bestKey = key;
      best = i;
    }
  }
  store<i32>(keys + (<usize>best << 2), load<i32>(keys + (<usize>(count - 1) << 2)));
  store<i32>(counter, count - 1);
  return bestKey & 0xff;
}

/** Drops the listed attackers standing first on look line `index` (a piece first on several lines was taken). */
function unlistLine(index: i32): void {
  for (let side = 0; side < 2; side++) {
    const counter = attackerCounts + (<usize>side << 2);
    const keys = attackerKeys + (<usize>(side * MAX_KEYS) << 2);
    let count = load<i32>(counter);
    for (let i = 0; i < count; i++) {
      if ((load<i32>(keys + (<usize>i << 2)) & 0xff) != index) continue;
      store<i32>(keys + (<usize>i << 2), load<i32>(keys + (<usize>(--count) << 2)));
      i--;
    }
    store<i32>(counter, count);
  }
}

/**
 * The material the side to move wins by `move` and the exchange on its target cell that follows (both
 * sides taking back with their least valuable attacker while it pays). Needs seeSupported() and seeJudges(move).
 */
export function staticExchange(move: i32): i32 { return exchangeWithin(move, moveGain(move), i32.MIN_VALUE, i32.MAX_VALUE); }

/**
 * staticExchange(move) clamped to [lo, hi] (lo < hi), given the move's moveGain: the exchange stops as soon as
 * no later capture can move the clamped value, and attackers are looked for only when a capture could.
 * min(exchange, 0) is exchangeWithin(move, gain, i32.MIN_VALUE, 0); whether it is below t,
 * exchangeWithin(move, gain, t - 1, t) < t.
 */
export function exchangeWithin(move: i32, gain: i32, lo: i32, hi: i32): i32 {
  const us = sideToMove;
  const to = moveTo(move);
  // The side to move's material balance were the exchange to stop now, and what stands on the target cell.
  let balance = gain;
  let onTarget = moveKind(move) == KIND_PROMOTION ? pieceValue(moveExtra(move)) : exchangeValue(pieceAt(moveFrom(move)));
  let lines = -1; // the look lines of the target cell once their first pieces are found
  lifted = 0;
  let side = 1 - us;
  let swaps = 0;
  for (;;) {
    // `side` may stop at `balance` or take, which leaves at best `taken` for it (the other side may stop
    // right after): the stop bounds the value from one side, the take from the other.
    const taken = side == us ? balance + onTarget : balance - onTarget;
    if (side == us) {
      lo = min(max(balance, lo), hi);
      hi = min(max(taken, lo), hi);
    } else {
      hi = min(max(balance, lo), hi);
      lo = min(max(taken, lo), hi);
    }
    if (lo >= hi || swaps == MAX_SWAPS) break;
    if (lines < 0) lines = collectFronts(move, to);
    const line = takeLeastValuable(side);
    if (line < 0) break;
    swaps++;
    balance = taken;
    const attacker = <i32>load<u8>(frontCells + line);
    onTarget = exchangeValue(pieceAt(attacker));
    lift(attacker);
    // The lines it stood first on now show what was behind it: its own, and where lines of two vectors pass its cell, others.
    findFront(to, line, <i32>load<u8>(frontDistances + line) + 1);
    if (lookLinesShare) frontsBehind(to, attacker, line, lines);
    side = 1 - side;
  }
  for (let i = lifted - 1; i >= 0; i--) putOnBoard(<i32>load<u8>(liftedCells + i), <i32>load<u16>(liftedCodes + (i << 1)));
  // Where the exchange stopped, the stop is the value: the lower bound when it is the side to move's turn.
  return side == us ? lo : hi;
}

/** Lifts the mover (and an en passant victim) and finds the first piece on each look line of `to`; returns their count. */
function collectFronts(move: i32, to: i32): i32 {
  lift(moveFrom(move));
  if (moveKind(move) == KIND_EN_PASSANT && epVictim != NO_CELL && pieceAt(epVictim) != 0) lift(epVictim);
  lookAt = lookItems + (<usize>(to * vectorCount) << 2);
  store<u64>(attackerCounts, 0);
  const lines = <i32>load<u8>(lookCounts + to);
  if (lookLinesShare) {
    for (let index = 0; index < lines; index += 16) v128.store(frontCells + <usize>index, i8x16.splat(<i8>NO_CELL));
    walkFronts(to, true);
  } else walkFronts(to, false);
  return lines;
}

/**
 * Walks the look-line steps of `to` (look-steps.ts) for the first piece on each line and lists the attackers. Only
 * frontsBehind reads a line's front when it does not attack (where lines share cells, `all`): else only attackers' are kept.
 */
// @ts-ignore: decorator
@inline function walkFronts(to: i32, all: bool): void {
  // The board in a local: the loop stores, and the compiled code would read the global again after a store.
  const squares = board;
  let step = firstLookStep(to);
  const end = lookStepsEnd(to);
  while (step < end) {
    const item = load<u64>(step);
    const at = stepCell(item);
    const code = <i32>load<u16>(squares + (<usize>at << 1));
    if (code == 0) {
      step = nextStep(step);
      continue;
    }
    step = nextLine(step, item);
    const found = stepDistance(item);
    const attacks = attackRangeOf(code, at, stepReverse(item)) > found;
    if (!all && !attacks) continue;
    const index = stepLine(item);
    store<u8>(frontCells + index, at);
    store<u8>(frontDistances + index, found);
    if (attacks) listAttacker(code, index);
  }
}

/** The other look lines the taken attacker stood first on: its listing there dropped, the piece behind it found. */
function frontsBehind(to: i32, attacker: i32, taken: i32, lines: i32): void {
  for (let index = 0; index < lines; index++) {
    if (index == taken || <i32>load<u8>(frontCells + index) != attacker) continue;
    unlistLine(index);
    findFront(to, index, <i32>load<u8>(frontDistances + index) + 1);
  }
}
