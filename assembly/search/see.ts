// Static exchange evaluation: the material a capture wins once both sides have taken back on its target
// cell with their least valuable attacker, each free to stop (the swap list). Attackers come from the ray
// tables read backwards (collectAttackers); a piece that has taken is lifted off the board meanwhile, so a
// rider behind it joins in (x-rays), and the board is put back before returning. Pins are not looked at.
// Where the tables do not name every attacker (hoppers, traced pieces, Jacks, squeezed steps, attackers
// that may rest) or a capture is not a plain one, or with more than two players, seeSupported() is false
// and the search keeps its conservative test instead (a capture by a dearer piece onto an attacked cell).
import {
  NO_CELL, TYPE_ROYAL, KIND_NORMAL, KIND_EN_PASSANT, KIND_PROMOTION, VARIANT_SQUEEZE, VARIANT_RESTING_ATTACKERS, VARIANT_TAKEOVER,
  VARIANT_PSEUDO_LEGAL, VARIANT_ROYAL_IMMUNE,
} from "../abi";
import { collectAttackers } from "../attacks/attackers";
import { moveFrom, moveTo, moveKind, moveExtra } from "../core/move";
import { pieceAt, putOnBoard, sideToMove, epVictim } from "../core/position";
import { allocate, playerCount, variantFlags, typeOf, typeFlagsOf, pieceValue, ownerOf } from "../core/tables";
import { moveGain } from "../gen/move-facts";
import { hasMechanicAttackers } from "../mechanics/index";

const ROYAL_VALUE: i32 = 100000; // taking back with the royal piece is only sound when nothing else attacks
const MAX_SWAPS: i32 = 64;

let attackerCells: usize = 0; // u8[256]
let liftedCells: usize = 0; // u8[MAX_SWAPS + 2]
let liftedCodes: usize = 0; // u16[MAX_SWAPS + 2]
let gains: usize = 0; // i32[MAX_SWAPS + 2]

export function allocateSee(): void {
  attackerCells = allocate(256);
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

/**
 * The cell of `side`'s least valuable piece attacking `cell` (among those still on the board), or -1.
 * With two players, the pieces not owned by the other side are `side`'s.
 */
function leastValuableAttacker(cell: i32, side: i32): i32 {
  const count = collectAttackers(cell, 1 - side, attackerCells);
  let best = -1;
  let bestValue = i32.MAX_VALUE;
  for (let i = 0; i < count; i++) {
    const at = <i32>load<u8>(attackerCells + i);
    const code = pieceAt(at);
    if (code == 0 || ownerOf(code) != side) continue;
    const value = exchangeValue(code);
    if (value < bestValue) {
      bestValue = value;
      best = at;
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
  let side = 1 - us;
  let depth = 0;
  while (depth < MAX_SWAPS) {
    const attacker = leastValuableAttacker(to, side);
    if (attacker < 0) break;
    depth++;
    // The side taking now, if the exchange ended here: what stood on the cell, less the other side's balance.
    const gain = onTarget - load<i32>(gains + ((depth - 1) << 2));
    store<i32>(gains + (depth << 2), gain);
    onTarget = exchangeValue(pieceAt(attacker));
    lift(attacker);
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
