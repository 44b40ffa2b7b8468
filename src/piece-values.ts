// Material and placement values derived from each piece's movement, so a new piece gets a sane value
// without hand tuning. A piece is worth what it can reach: its mobility on a board where each cell is
// occupied with probability BLOCKING (a rider's far cells count less), averaged over the board and
// raised to VALUE_EXPONENT, scaled so that a knight on 8x8 is worth KNIGHT_VALUE. Placement is the
// mobility on the cell against the average. Pawns are worth PAWN_VALUE plus advancement.
import { UNLIMITED_RANGE, symmetricVectors, type MovementItem } from './variants/betza.js';
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

export interface PieceValues {
  /** Material value per piece type (index = type id). */
  material: number[];
  /** Material plus placement per player, type and cell: [player][type][cell]. */
  placement: number[][][];
}

/**
 * Expected number of cells a piece reaches from `cell` on a randomly occupied board. A cell reached
 * by several paths (bent riders) counts with its most likely path.
 */
export function expectedMobility(geometry: Geometry, items: readonly MovementItem[], cell: number): number {
  let total = 0;
  const bentReach = new Map<number, number>();
  for (const item of items) {
    if (item.bent) {
      let [dx, dy] = [item.dx, item.dy];
      let at: number | undefined = cell;
      for (let leap = 1; leap <= (item.range || 8); leap++) {
        at = geometry.step(at, [dx, dy]);
        if (at === undefined) break;
        bentReach.set(at, Math.max(bentReach.get(at) ?? 0, (1 - BLOCKING) ** (leap - 1)));
        [dx, dy] = turnVector([dx, dy], item.bent === 'left' ? 1 : -1);
      }
      continue;
    }
    let at = geometry.step(cell, [item.dx, item.dy]);
    for (let distance = 1; at !== undefined && (item.range === UNLIMITED_RANGE || distance <= item.range); distance++) {
      total += (1 - BLOCKING) ** (distance - 1);
      at = geometry.step(at, [item.dx, item.dy]);
    }
  }
  for (const chance of bentReach.values()) total += chance;
  return total;
}

/** The same atom's next vector counter-clockwise (1) or clockwise (-1). */
function turnVector([dx, dy]: [number, number], sense: number): [number, number] {
  const images = symmetricVectors([Math.abs(dx), Math.abs(dy)]).sort((p, q) => Math.atan2(p[1], p[0]) - Math.atan2(q[1], q[0]));
  const at = images.findIndex(([x, y]) => x === dx && y === dy);
  return images[(at + sense + images.length) % images.length]!;
}

export function derivePieceValues(
  definition: VariantDefinition,
  geometry: Geometry,
  movement: readonly MovementItem[][],
  facingDirections: readonly ('up' | 'down')[],
  facingOf: (player: number, cell: number) => number,
): PieceValues {
  const cells = Array.from({ length: geometry.cellCount }, (_, cell) => cell);
  const material = [0];
  const placement = definition.players.map(() => [[] as number[]]);
  definition.pieces.forEach((piece, index) => {
    const type = index + 1;
    const mobility = cells.map((cell) => expectedMobility(geometry, movement[index]!, cell));
    const average = mobility.reduce((sum, value) => sum + value, 0) / cells.length;
    const value = piece.value ?? (piece.pawn ? PAWN_VALUE : piece.royal ? 0 : Math.round(KNIGHT_VALUE * (average / KNIGHT_MOBILITY_8X8) ** VALUE_EXPONENT));
    material[type] = value;
    definition.players.forEach((_, playerIndex) => {
      placement[playerIndex]![type] = cells.map((cell) => {
        // Mobility is measured for a piece facing up; mirror the cell for a piece facing down.
        const direction = facingDirections[facingOf(playerIndex, cell)]!;
        const rank = geometry.relativeRank(cell, direction);
        const mirrored = direction === 'up' ? cell : mirrorCell(geometry, cell);
        if (piece.pawn) return value + pawnAdvance(definition, rank);
        if (piece.royal) return -KING_ADVANCE_PENALTY * (rank - 1);
        return value + Math.round(PLACEMENT_PER_MOBILITY * (mobility[mirrored]! - average));
      });
    });
  });
  return { material, placement };
}

/** Grows with the square of the way covered from the double-step rank to compulsory promotion. */
function pawnAdvance(definition: VariantDefinition, rank: number): number {
  const start = Math.min(...definition.pawnRules.doubleStepRanks, 2);
  const goal = Math.min(...definition.pawnRules.compulsoryPromotionRanks) - 1;
  const progress = Math.max(0, Math.min(1, (rank - start) / Math.max(1, goal - start)));
  return Math.round(PAWN_ADVANCE_BONUS * progress * progress);
}

function mirrorCell(geometry: Geometry, cell: number): number {
  // Square boards number cells rank by rank; the same file on the mirrored rank.
  const name = geometry.names[cell]!;
  const file = name.match(/^[a-z]+/)![0];
  const rank = Number(name.slice(file.length));
  const ranks = geometry.relativeRank(cell, 'up') + geometry.relativeRank(cell, 'down') - 1;
  return geometry.cellByName(`${file}${ranks + 1 - rank}`)!;
}
