// Dragging (the Witch of Jacks and Witches 84, TYPE_DRAGS; it also freezes, freeze.ts): a move directly
// away from an adjacent enemy piece, not a freezer, drags it along: it ends next to the destination, behind
// it on the same line. A teleport drags the enemy piece next to the start teleporter, on the side opposite
// the jump (the host's sign vector), onto the start teleporter. Compulsory. While an enemy piece stands
// next to it, its moves are KIND_MECHANIC (extra: the vector of the line, aux: AUX_TELEPORT); otherwise they
// are plain moves under the pin rules.
//
// Legality of a drag: leaving may unfreeze an enemy piece, and the dragged piece leaves a cell and lands on
// another, which may open a line or make a hopper's screen. Out of check and unpinned, a move is known legal
// without make/unmake when no enemy piece it may unfreeze could attack the royal piece, whatever stands
// between (dragJudgeable), and the dragged piece is not royal (the Jacks' mode), leaves no cell with an enemy
// piece beyond it on a line the royal piece is attacked along (lineVectors) nor an enemy Jack's eye, and lands
// on no teleporter (the exclusion rule) nor a cell with an enemy hopper beyond it on such a line (a screen).
// The dragged piece stays next to the dragger, so stays frozen. What the dragger's own leaving and arriving
// do is what any move's does: pins, and the trial cells (hopper lines, Jack eyes, teleporters). Every other
// drag is tried by make/unmake.
import {
  NO_CELL, MODE_MOVE, KIND_NORMAL, KIND_MECHANIC, TYPE_FREEZES, TYPE_DRAGS, TYPE_ROYAL, TYPE_HOPPER, TYPE_OWN_MOVES,
  TYPE_TRACED_ATTACKS, AUX_TELEPORT, VARIANT_SQUEEZE, VARIANT_ROYAL_IMMUNE, VARIANT_TAKEOVER, VARIANT_CHECK_OBEYS_EXCLUSION,
} from "../abi";
import {
  allocate, cellCount, typeCount, vectorCount, variantFlags, collinear, rayBase, itemsOf, itemCountOf, itemVector, itemRange,
  itemMode, typeFlagsOf, typeOf, ownerOf, firstStep, reverseOf,
} from "../core/tables";
import { facingOf, hasTargetList, hasTracedTypes, lookItems, lookCounts, lookVector, lookReach, lookReverse, attackRangeOf } from "../core/derive";
import { pieceAt, royalCell } from "../core/position";
import { logMove } from "../core/effects";
import { encodeMove, encodeMechanicMove, moveFrom, moveTo, moveExtra, moveAux } from "../core/move";
import { capturesOnly, PSEUDO } from "../gen/mode";
import { leavesRoyalSafe } from "../gen/legality";
import { generatePlainMovesOpenFree } from "../gen/plain";
import { NEIGHBOURS, neighbourAt } from "./freeze";
import { hopLookItems, hopLookCounts } from "./hop";
import { eyeOfEnemyJack } from "./jack";
import { isTeleporter } from "./teleport";

export let hasDraggers: bool = false;
let dragsJudged: bool = false; // the variant's rules let drags be judged without make/unmake (see above)
// u8[cell][cell]: 1 + the vector from the first cell through the second along which the first may be attacked
// by a rider or a hopper (so a piece arriving or leaving may change the attack), 0 for none, TWO_LINES for two.
let lineVectors: usize = 0;
const TWO_LINES: i32 = 255;

/** Derives the drag tables (at configuration, after the attack tables and hop.ts). */
export function deriveDrags(): void {
  hasDraggers = false;
  for (let type = 1; type <= typeCount; type++) if (typeFlagsOf(type) & TYPE_DRAGS) hasDraggers = true;
  const unjudged = VARIANT_SQUEEZE | VARIANT_ROYAL_IMMUNE | VARIANT_TAKEOVER | VARIANT_CHECK_OBEYS_EXCLUSION;
  dragsJudged = hasDraggers && !hasTracedTypes && vectorCount < TWO_LINES && !(variantFlags & unjudged);
  if (!dragsJudged) return;
  lineVectors = allocate(cellCount * cellCount);
  for (let cell = 0; cell < cellCount; cell++) {
    markLines(cell, lookItems, lookCounts);
    markLines(cell, hopLookItems(), hopLookCounts());
  }
}

/** Marks the lines of `cell`'s look entries (lookItems' layout) that reach past one cell: a rider's or a hopper's. */
function markLines(cell: i32, looks: usize, counts: usize): void {
  const row = lineVectors + <usize>(cell * cellCount);
  let look = looks + (<usize>(cell * vectorCount) << 2);
  const end = look + (<usize>load<u8>(counts + cell) << 2);
  for (; look < end; look += 4) {
    const entry = load<u32>(look);
    if (lookReach(entry) < 2) continue; // a leap or a step: nothing stands between
    const ray = rayBase(cell, lookVector(entry));
    for (let distance = 0; distance < lookReach(entry); distance++) {
      const at = row + load<u8>(ray + distance);
      const marked = <i32>load<u8>(at);
      store<u8>(at, marked == 0 || marked == lookVector(entry) + 1 ? lookVector(entry) + 1 : TWO_LINES);
    }
  }
}

// @ts-ignore: decorator
@inline function lineVector(royal: i32, cell: i32): i32 { return load<u8>(lineVectors + <usize>(royal * cellCount + cell)); }

/**
 * Whether a piece of a player other than `us` (a hopper, with `hoppers`) stands beyond `cell` on the line from
 * `royal` through it: emptying `cell` (or, for a hopper, filling it) may change its attack on `royal`.
 */
function enemyBeyond(royal: i32, cell: i32, us: i32, hoppers: bool): bool {
  const line = lineVector(royal, cell);
  if (line == 0) return false;
  if (line == TWO_LINES) return true;
  const ray = rayBase(cell, line - 1);
  for (let distance = 0; ; distance++) {
    const at = <i32>load<u8>(ray + distance);
    if (at == NO_CELL) return false;
    const code = pieceAt(at);
    if (code != 0 && ownerOf(code) != us && (!hoppers || (typeFlagsOf(typeOf(code)) & TYPE_HOPPER))) return true;
  }
  return false;
}

// The enemy pieces next to the dragger that, unfrozen, could attack the royal piece (dragJudgeable): how many, and one's cell.
let dangerCount: i32 = 0;
let dangerCell: i32 = NO_CELL;

/**
 * Whether the piece `code` on `cell` could attack `royal` once unfrozen, whatever stands between: a piece that
 * attacks from elsewhere (a Jack, from its eye) or traced always; a hopper on a line from it; else by the look tables.
 */
function mayAttackOnceFree(cell: i32, code: i32, royal: i32): bool {
  const flags = typeFlagsOf(typeOf(code));
  if (flags & (TYPE_OWN_MOVES | TYPE_TRACED_ATTACKS)) return true;
  if ((flags & TYPE_HOPPER) && lineVector(royal, cell) != 0) return true;
  let look = lookItems + (<usize>(royal * vectorCount) << 2);
  const end = look + (<usize>load<u8>(lookCounts + royal) << 2);
  for (; look < end; look += 4) {
    const entry = load<u32>(look);
    const ray = rayBase(royal, lookVector(entry));
    for (let distance = 0; distance < lookReach(entry); distance++) {
      if (<i32>load<u8>(ray + distance) != cell) continue;
      if (attackRangeOf(code, cell, lookReverse(entry)) > distance) return true;
      break;
    }
  }
  return false;
}

/**
 * Before the drags of the dragger on `from` are judged: `us`'s royal cell, or NO_CELL when they must be tried
 * (the rules, or no royal piece). Counts the enemy pieces next to `from` that leaving could let attack it.
 */
function dragJudgeable(from: i32, us: i32): i32 {
  const royal = royalCell(us);
  if (!dragsJudged || royal == NO_CELL) return NO_CELL;
  dangerCount = 0;
  for (let index = 0; index < NEIGHBOURS; index++) {
    const near = neighbourAt(from, index);
    if (near == NO_CELL) break;
    const code = pieceAt(near);
    if (code == 0 || ownerOf(code) == us || (typeFlagsOf(typeOf(code)) & TYPE_FREEZES)) continue;
    if (!mayAttackOnceFree(near, code, royal)) continue;
    dangerCount++;
    dangerCell = near;
  }
  return royal;
}

// Neighbour facts of a dragger's cell (dragNeighbours).
const ENEMY_NEXT: i32 = 1; // an enemy piece stands next to it: its moves drag, or unfreeze
const FROZEN: i32 = 2; // an enemy freezer stands next to it: it has no move

/** ENEMY_NEXT and FROZEN for the dragger of `us` on `cell`. */
function dragNeighbours(cell: i32, us: i32): i32 {
  let found = 0;
  for (let index = 0; index < NEIGHBOURS; index++) {
    const near = neighbourAt(cell, index);
    if (near == NO_CELL) break;
    const code = pieceAt(near);
    if (code == 0 || ownerOf(code) == us) continue;
    found |= typeFlagsOf(typeOf(code)) & TYPE_FREEZES ? ENEMY_NEXT | FROZEN : ENEMY_NEXT;
  }
  return found;
}

/**
 * A dragging piece's moves from `from`: its move-only rides, under the legality mode `check` (a pin, or
 * PSEUDO; 0: unpinned and, as a dragger's moves are asked for only then, out of check). A frozen dragger has none.
 */
export function generateDragMoves(out: usize, count: i32, from: i32, us: i32, check: i32, type: i32): i32 {
  if (capturesOnly) return count; // it never captures
  const near = dragNeighbours(from, us);
  if (near & FROZEN) return count;
  const dragging = near != 0;
  // Unpinned in a full generation with no enemy piece next to it, it moves as a plain piece.
  if (!dragging && check == 0 && hasTargetList(type) && !(variantFlags & (VARIANT_SQUEEZE | VARIANT_ROYAL_IMMUNE))) {
    return generatePlainMovesOpenFree(out, count, from, us, type);
  }
  const royal = dragging && check == 0 ? dragJudgeable(from, us) : NO_CELL;
  const facing = facingOf(us, from);
  const list = itemsOf(facing, type);
  const total = itemCountOf(facing, type);
  for (let i = 0; i < total; i++) {
    const item = load<i32>(list + (i << 2));
    const vector = itemVector(item);
    if (!(itemMode(item) & MODE_MOVE)) continue;
    if (!dragging && check > 0 && !load<u8>(collinear + (check - 1) * vectorCount + vector)) continue;
    const ray = rayBase(from, vector);
    const range = itemRange(item);
    if (!dragging) {
      for (let distance = 0; distance < range; distance++) {
        const to = <i32>load<u8>(ray + distance);
        if (to == NO_CELL || pieceAt(to) != 0) break;
        store<i32>(out + (count++ << 2), encodeMove(from, to, KIND_NORMAL, 0));
      }
      continue;
    }
    // The piece dragged along this line, if any, and whether the line's moves can be judged here (see above).
    const behind = firstStep(from, reverseOf(vector));
    const victim = behind == NO_CELL ? 0 : pieceAt(behind);
    const drags = victim != 0 && ownerOf(victim) != us && !(typeFlagsOf(typeOf(victim)) & TYPE_FREEZES);
    const judged = royal != NO_CELL && (dangerCount == 0 || (dangerCount == 1 && drags && dangerCell == behind))
      && (!drags || (!(typeFlagsOf(typeOf(victim)) & TYPE_ROYAL) && !enemyBeyond(royal, behind, us, false) && !eyeOfEnemyJack(behind, us)));
    let previous = from;
    for (let distance = 0; distance < range; distance++) {
      const to = <i32>load<u8>(ray + distance);
      if (to == NO_CELL || pieceAt(to) != 0) break;
      const move = encodeMove(from, to, KIND_MECHANIC, vector);
      // The dragged piece lands on `previous`, the cell before `to`.
      const known = judged && (!drags || (!isTeleporter(previous) && !enemyBeyond(royal, previous, us, true)));
      if (check == PSEUDO || known || leavesRoyalSafe(move, us)) store<i32>(out + (count++ << 2), move);
      previous = to;
    }
  }
  return count;
}

/** A dragging piece's teleport from `from` to `to` along the sign vector `vector`. */
// @ts-ignore: decorator
@inline export function dragTeleport(from: i32, to: i32, vector: i32): i32 {
  return encodeMechanicMove(from, to, KIND_MECHANIC, vector, AUX_TELEPORT);
}

/** Makes a dragging piece's KIND_MECHANIC move through the effects log; it captures nothing. */
export function applyDrag(move: i32, us: i32): void {
  const from = moveFrom(move);
  const to = moveTo(move);
  const back = reverseOf(moveExtra(move));
  const behind = firstStep(from, back);
  logMove(from, to);
  if (behind == NO_CELL) return;
  const victim = pieceAt(behind);
  if (victim == 0 || ownerOf(victim) == us || (typeFlagsOf(typeOf(victim)) & TYPE_FREEZES)) return;
  logMove(behind, moveAux(move) & AUX_TELEPORT ? from : firstStep(to, back));
}
