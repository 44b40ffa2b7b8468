// Legality beyond the pin scan: the cells a move must end on to answer a check or stay on a pin's line
// (allowLine, keepAllowed), and the slow route that makes each move and looks (keepLegal), used where the
// fast rules do not reach and by perft's second route.
import { generatePseudoLegal } from "./movegen";
import { legalAfter } from "../mechanics/index";
import { NO_CELL, VARIANT_SQUEEZE, KIND_EN_PASSANT } from "../abi";
import { attackedByOthers } from "../attacks/attacks";
import { makeMove, unmakeMove } from "../core/makemove";
import { moveFrom, moveTo, moveKind } from "../core/move";
import { pieceAt, royalCell } from "../core/position";
import { allocate, cellCount, rayStride, rayBase, variantFlags, ownerOf } from "../core/tables";
import { gated, gateInto } from "../mechanics/squeeze";

// The cells a move may end on to close a line to the royal piece (a check's, or a pin's), stamped: the
// line's cells and, under the squeeze rule, a between cell that shuts a step of it. Such a cell keeps
// the partner cell that must stay occupied, so a move from the partner does not count.
let allowedStamp: u32 = 0;
let allowed: usize = 0; // u32[cell]
let allowedPartner: usize = 0; // u8[cell]

/**
 * Stamps the line from `royal` along `vector` up to `distance` (or, when negative, up to the first piece
 * not owned by `us`). False when a cell would need two partners (then the caller tries each move).
 */
export function allowLine(royal: i32, vector: i32, distance: i32, us: i32): bool {
  if (++allowedStamp == 0) {
    memory.fill(allowed, 0, cellCount * 4);
    allowedStamp = 1;
  }
  const ray = rayBase(royal, vector);
  const gatedRay = (variantFlags & VARIANT_SQUEEZE) != 0 && gated(vector);
  for (let step = 0; step < rayStride; step++) {
    const cell = <i32>load<u8>(ray + step);
    if (cell == NO_CELL) break;
    if (!allow(cell, NO_CELL)) return false;
    const gate = gatedRay ? gateInto(ray + step) : NO_CELL;
    const left = gate & 0xff;
    if (left != NO_CELL) {
      const right = gate >> 8;
      const leftTaken = pieceAt(left) != 0;
      const rightTaken = pieceAt(right) != 0;
      if (leftTaken && !rightTaken && !allow(right, left)) return false;
      if (rightTaken && !leftTaken && !allow(left, right)) return false;
    }
    if (distance >= 0 ? step == distance : ownerOf(pieceAt(cell)) != us && pieceAt(cell) != 0) break;
  }
  return true;
}

function allow(cell: i32, partner: i32): bool {
  const at = allowed + (<usize>cell << 2);
  if (load<u32>(at) == allowedStamp) return <i32>load<u8>(allowedPartner + cell) == partner;
  store<u32>(at, allowedStamp);
  store<u8>(allowedPartner + cell, partner);
  return true;
}

/** Keeps the moves that end on an allowed cell (en passant captures come already tested). */
export function keepAllowed(out: usize, count: i32): i32 {
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const move = load<i32>(out + (i << 2));
    const to = moveTo(move);
    // A cell with a partner needs that partner to stay: a move from it does not close the line. (A
    // drop's from is NO_CELL, as is "no partner".)
    const partner = <i32>load<u8>(allowedPartner + to);
    const fits = load<u32>(allowed + (<usize>to << 2)) == allowedStamp && (partner == NO_CELL || partner != moveFrom(move));
    if (fits || moveKind(move) == KIND_EN_PASSANT) store<i32>(out + (kept++ << 2), move);
  }
  return kept;
}

/** Every pseudo-legal move kept if it leaves the royal piece safe, tried by make/unmake. */
export function legalByTrial(out: usize, us: i32): i32 { return keepLegal(out, generatePseudoLegal(out, us), us); }

/** Whether the mover's royal piece is safe after the move. */
export function leavesRoyalSafe(move: i32, us: i32): bool {
  makeMove(move);
  const royal = royalCell(us);
  const safe = (royal == NO_CELL || !attackedByOthers(royal, us)) && legalAfter();
  unmakeMove();
  return safe;
}

export function keepLegal(out: usize, count: i32, us: i32): i32 {
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const move = load<i32>(out + (i << 2));
    if (leavesRoyalSafe(move, us)) store<i32>(out + (kept++ << 2), move);
  }
  return kept;
}


export function allocateLegality(): void {
  allowed = allocate(cellCount * 4);
  allowedPartner = allocate(cellCount);
}
