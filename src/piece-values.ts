// Material and placement values derived from each piece's movement, so a new piece gets a sane value
// without hand tuning. A piece is worth what it can reach: its mobility on a board where each cell is
// occupied with probability BLOCKING (a rider's far cells count less), averaged over the board and
// raised to VALUE_EXPONENT, scaled so that a knight on 8x8 is worth KNIGHT_VALUE. Placement is the
// mobility on the cell against the average. Pawns are worth PAWN_VALUE plus advancement.
import { UNLIMITED_RANGE, turnInCycle, type MovementItem } from './variants/betza.js';
import type { Geometry } from './geometry/geometry.js';
import type { VariantDefinition } from './variants/types.js';

const BLOCKING = 0.3;
const VALUE_EXPONENT = 1.3;
const KNIGHT_VALUE = 300;
const KNIGHT_MOBILITY_8X8 = 5.25;
const PAWN_VALUE = 100;
const PLACEMENT_PER_MOBILITY = 4;
const PAWN_ADVANCE_BONUS = 80; // for a pawn one step from compulsory promotion
const KING_ADVANCE_PENALTY = 12; // per rank away from home
// A cell a move-only item reaches is of use only when empty, a capture-only item's only when occupied: each
// counts that chance of a full cell, so a piece split into move-only and capture-only items (mRcR) is worth
// the piece that does both (R).
const MOVE_ONLY_SHARE = 1 - BLOCKING;
const CAPTURE_ONLY_SHARE = BLOCKING;

export interface PieceValues {
  /** Material value per piece type (index = type id). */
  material: number[];
  /** Material plus placement per player, type and cell: [player][type][cell]. */
  placement: number[][][];
}

/**
 * Expected number of cells a piece reaches from `cell` on a randomly occupied board. A cell reached
 * by several paths (bent riders, routes of several legs) counts with its most likely path; a hopper's by the
 * chance its line offers the hurdles (reachChance); move-only and capture-only cells count a share.
 */
export function expectedMobility(geometry: Geometry, items: readonly MovementItem[], cell: number): number {
  let total = 0;
  const bentReach = new Map<number, number>();
  for (const item of items) {
    const share = item.move && item.capture ? 1 : item.move ? MOVE_ONLY_SHARE : CAPTURE_ONLY_SHARE;
    if (item.next) {
      // A route of several legs: each cell it passes must be empty before the next.
      const legs = [{ dx: item.dx, dy: item.dy, range: item.range }, ...item.next];
      const walk = (at: number, leg: number, passed: number) => {
        const { dx, dy, range } = legs[leg]!;
        let to = geometry.step(at, [dx, dy]);
        for (let distance = 1; to !== undefined && (range === UNLIMITED_RANGE || distance <= range) && distance <= 8; distance++) {
          if (leg === legs.length - 1) bentReach.set(to, Math.max(bentReach.get(to) ?? 0, share * (1 - BLOCKING) ** (passed + distance - 1)));
          else walk(to, leg + 1, passed + distance);
          to = geometry.step(to, [dx, dy]);
        }
      };
      walk(cell, 0, 0);
      continue;
    }
    if (item.bent) {
      let [dx, dy] = [item.dx, item.dy];
      let at: number | undefined = cell;
      for (let leap = 1; leap <= (item.range || 8); leap++) {
        at = geometry.step(at, [dx, dy]);
        if (at === undefined) break;
        bentReach.set(at, Math.max(bentReach.get(at) ?? 0, share * (1 - BLOCKING) ** (leap - 1)));
        [dx, dy] = turnInCycle([dx, dy], item.bent === 'left' ? 1 : -1);
      }
      continue;
    }
    let at = geometry.step(cell, [item.dx, item.dy]);
    for (let distance = 1; at !== undefined && (item.range === UNLIMITED_RANGE || distance <= item.range); distance++) {
      total += share * reachChance(item.hop, distance);
      at = geometry.step(at, [item.dx, item.dy]);
    }
  }
  for (const chance of bentReach.values()) total += chance;
  return total;
}

/**
 * The chance that a rider's line lets it land `distance` steps out: a plain ride needs the cells before it
 * empty; a cannon (p) exactly one piece before it; a grasshopper (g) its hurdle right before it; a kangaroo
 * its second hurdle right before it, with exactly one piece before that.
 */
function reachChance(hop: MovementItem['hop'], distance: number): number {
  const clear = (cells: number) => (1 - BLOCKING) ** Math.max(0, cells);
  switch (hop) {
    case undefined: return clear(distance - 1);
    case 'screen': return (distance - 1) * BLOCKING * clear(distance - 2);
    case 'hurdle': return distance < 2 ? 0 : clear(distance - 2) * BLOCKING;
    case 'second': return distance < 3 ? 0 : (distance - 2) * BLOCKING * clear(distance - 3) * BLOCKING;
  }
}

export function derivePieceValues(
  definition: VariantDefinition,
  geometry: Geometry,
  movement: readonly MovementItem[][],
  facingNames: readonly string[],
  facingOf: (player: number, cell: number) => number,
  promotionZones: readonly Uint8Array[],
): PieceValues {
  const cells = Array.from({ length: geometry.cellCount }, (_, cell) => cell);
  const material = [0];
  const placement = definition.players.map(() => [[] as number[]]);
  const derived = definition.pieces.map((piece, index) => {
    // Mobility per facing, with the piece's vectors turned the way it faces.
    const mobility = facingNames.map((facing) => {
      const orient = <T extends { dx: number; dy: number }>(leg: T): T => {
        const [dx, dy] = geometry.orient([leg.dx, leg.dy], facing);
        return { ...leg, dx, dy };
      };
      const oriented = movement[index]!.map((item) => ({ ...orient(item), ...(item.next ? { next: item.next.map(orient) } : {}) }));
      return cells.map((cell) => expectedMobility(geometry, oriented, cell));
    });
    const average = mobility[0]!.reduce((sum, value) => sum + value, 0) / cells.length;
    const value = piece.value ?? (piece.pawn ? PAWN_VALUE : piece.royal ? 0 : Math.round(KNIGHT_VALUE * (average / KNIGHT_MOBILITY_8X8) ** VALUE_EXPONENT));
    return { mobility, average, value };
  });
  // The modes of a flip piece (one family) are one piece that may switch at the end of any move: each mode is
  // worth the best mode's value, placed by its own mobility on the cell against the best mode's average, so
  // a flip changes the score by what the new mode reaches there, not by a difference in material.
  const familyBest = new Map<string, { value: number; average: number }>();
  definition.pieces.forEach((piece, index) => {
    if (piece.family === undefined || piece.value !== undefined) return;
    const best = familyBest.get(piece.family);
    if (!best || derived[index]!.value > best.value) familyBest.set(piece.family, derived[index]!);
  });
  definition.pieces.forEach((piece, index) => {
    const type = index + 1;
    const { mobility } = derived[index]!;
    const { value, average } = (piece.family !== undefined && piece.value === undefined ? familyBest.get(piece.family) : undefined) ?? derived[index]!;
    material[type] = value;
    definition.players.forEach((_, player) => {
      placement[player]![type] = cells.map((cell) => {
        const facing = facingOf(player, cell);
        if (piece.pawn) return value + pawnAdvance(geometry, geometry.orient([0, 1], facingNames[facing]!), promotionZones[facing]!, cell);
        if (piece.royal) return -KING_ADVANCE_PENALTY * stepsFrom(geometry, geometry.orient([0, -1], facingNames[facing]!), cell);
        return value + Math.round(PLACEMENT_PER_MOBILITY * (mobility[facing]![cell]! - average));
      });
    });
  });
  return { material, placement };
}

/** Steps along `vector` from `cell` before leaving the board (0 at the edge it points to). */
function stepsFrom(geometry: Geometry, vector: readonly [number, number], cell: number): number {
  let steps = 0;
  for (let at = geometry.step(cell, vector); at !== undefined; at = geometry.step(at, vector)) steps++;
  return steps;
}

/**
 * Grows with the square of the way covered toward the compulsory promotion zone, measured in forward
 * steps: a pawn one step from it gets PAWN_ADVANCE_BONUS.
 */
function pawnAdvance(geometry: Geometry, forward: readonly [number, number], zone: Uint8Array, cell: number): number {
  let toGo = 0;
  let at: number | undefined = cell;
  while (at !== undefined && zone[at] !== 2) {
    at = geometry.step(at, forward);
    toGo++;
  }
  if (at === undefined) return 0;
  const behind = stepsFrom(geometry, [-forward[0] || 0, -forward[1] || 0], cell);
  const progress = behind / Math.max(1, behind + toGo - 1);
  return Math.round(PAWN_ADVANCE_BONUS * Math.min(1, progress) ** 2);
}
