// King tropism: how close the other players' pieces stand to a player's royal piece, weighted by their kind.
// A cheap stand-in for the attacks on the royal piece's zone (eval-terms.ts royalZoneAttacks): one loop over the
// other players' piece lists and a table look-up each, no attack generation. The distance is counted in the
// royal piece's own steps (a king's: the Chebyshev distance), so it needs no board coordinates.
import { NO_CELL, TYPE_ROYAL, TYPE_PAWN } from "../abi";
import { pieceAt, pieceCellAt, pieceTotal, royalCell } from "../core/position";
import { firstStepsAt } from "./first-steps";
import { allocate, cellCount, playerCount, facingCount, typeCount, typeOf, typeFlagsOf, pieceValue, pieceSlot } from "../core/tables";

export const TROPISM_RANGE: i32 = 3; // pieces further than this many royal steps do not count
const TROPISM_CAP: i32 = 16; // the sum is capped before it is squared
const UNIT_VALUE: i32 = 300; // a piece counts one unit per this much material (at least 1, at most 3)
const FAR: u8 = 255;

let distances: usize = 0; // u8[cell][cell]: royal steps between two cells up to TROPISM_RANGE, else FAR
let units: usize = 0; // u8[type]: a piece's weight, 0 for pawns and royal pieces
let queue: usize = 0; // u8[cellCount]: the breadth-first walk's cells

/** Fills the tables from the first steps (first-steps.ts) of the first royal type, seen from the first facing (after allocateFirstSteps). */
export function allocateTropism(): void {
  distances = allocate(cellCount * cellCount);
  units = allocate(typeCount + 1);
  queue = allocate(cellCount);
  memory.fill(distances, FAR, cellCount * cellCount);
  let royal = 0;
  for (let type = 1; type <= typeCount; type++) {
    const flags = typeFlagsOf(type);
    if (flags & TYPE_ROYAL) { if (royal == 0) royal = type; continue; }
    if (flags & TYPE_PAWN) continue;
    store<u8>(units + type, <u8>min(max(pieceValue(type) / UNIT_VALUE, 1), 3));
  }
  if (royal == 0 || facingCount == 0) return;
  const base = pieceSlot(0, royal) * cellCount;
  for (let from = 0; from < cellCount; from++) {
    // Breadth first from `from` along the royal piece's steps, up to TROPISM_RANGE.
    const row = distances + from * cellCount;
    store<u8>(row + from, 0);
    store<u8>(queue, <u8>from);
    let head = 0;
    let tail = 1;
    while (head < tail) {
      const cell = <i32>load<u8>(queue + head++);
      const distance = <i32>load<u8>(row + cell);
      if (distance >= TROPISM_RANGE) continue;
      const end = firstStepsAt(base + cell + 1);
      for (let at = firstStepsAt(base + cell); at < end; at++) {
        const to = <i32>load<u8>(at);
        if (load<u8>(row + to) != FAR) continue;
        store<u8>(row + to, <u8>(distance + 1));
        store<u8>(queue + tail++, <u8>to);
      }
    }
  }
}

/** TERM_KING_TROPISM's count: Σ over the other players' pieces of unit × (TROPISM_RANGE + 1 − distance), capped, squared. */
export function tropismCount(player: i32): i32 {
  const royal = royalCell(player);
  if (royal == NO_CELL) return 0;
  const row = distances + royal * cellCount;
  let sum = 0;
  for (let other = 0; other < playerCount; other++) {
    if (other == player) continue;
    const total = pieceTotal(other);
    for (let index = 0; index < total; index++) {
      const cell = pieceCellAt(other, index);
      const distance = <i32>load<u8>(row + cell);
      if (distance > TROPISM_RANGE) continue;
      sum += <i32>load<u8>(units + typeOf(pieceAt(cell))) * (TROPISM_RANGE + 1 - distance);
    }
  }
  const capped = min(sum, TROPISM_CAP);
  return capped * capped;
}
