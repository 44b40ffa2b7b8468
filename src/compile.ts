// Compiles a variant definition into the flat tables the core reads (see assembly/tables.ts).
import { parseBetza, UNLIMITED_RANGE, type MovementItem } from './variants/betza.js';
import type { VariantDefinition } from './variants/types.js';
import { buildRays, type Vector } from './geometry/geometry.js';
import { SquareBoard } from './geometry/square-board.js';
import { CauldronError } from './errors.js';
import { derivePieceValues, type PieceValues } from './piece-values.js';

// Must agree with assembly/tables.ts.
export const MAX_ITEMS = 32;
const UNLIMITED = 255;
const NOT_IN_SET = 255;
const MODE_MOVE = 1;
const MODE_CAPTURE = 2;
const MODE_BENT_LEFT = 4;
const MODE_BENT_RIGHT = 8;
const TYPE_ROYAL = 1;
const TYPE_PAWN = 2;
const TYPE_BARRIER_BOUND = 4;
const TYPE_TRACED_ATTACKS = 8;
const VARIANT_SLOW_LEGALITY = 1;
const VARIANT_PAWNS_SPARE_SAME_FACING = 2;
const VARIANT_CAPTURE_SET = 4;
const VARIANT_NO_MOVE_LOSES = 8;
const PAWN_DOUBLE_STEP = 2;

export type Direction = 'up' | 'down';

export interface PieceType {
  /** Type id in the core, from 1. */
  id: number;
  letter: string;
  name: string;
  royal: boolean;
  pawn: boolean;
}

export interface CoreTables {
  cellCount: number;
  vectorCount: number;
  rayStride: number;
  playerCount: number;
  facingCount: number;
  typeCount: number;
  flags: number;
  rays: Uint8Array;
  reverseVector: Uint8Array;
  collinear: Uint8Array;
  turnLeft: Uint8Array;
  turnRight: Uint8Array;
  barrier: Uint8Array;
  facings: Uint8Array;
  typeFlags: Int32Array;
  items: Int32Array;
  itemCounts: Uint8Array;
  initialCells: Uint8Array;
  promotionZone: Uint8Array;
  promotionTypes: Uint8Array;
  promotionLimit: Uint8Array;
  lossThreshold: Uint8Array;
  /** [code][cell] material plus placement, code = type << 2 | player. */
  pieceSquare: Int32Array;
  pieceValues: Int32Array;
  moveRulePlies: number;
  repetitions: number;
}

export interface CompiledVariant {
  definition: VariantDefinition;
  geometry: SquareBoard;
  /** Indexed by type id; entry 0 is unused. */
  pieceTypes: PieceType[];
  typeByLetter: ReadonlyMap<string, PieceType>;
  /** Direction each facing points ([facing]) and the facing of each player's pieces per cell. */
  facingDirections: Direction[];
  facingOf(player: number, cell: number): number;
  /** Whether promotion moves carry a suffix (not when there is no choice to name). */
  promotionSuffix: boolean;
  values: PieceValues;
  tables: CoreTables;
}

export function compileVariant(definition: VariantDefinition): CompiledVariant {
  const geometry = new SquareBoard(definition.board.files, definition.board.ranks);
  const pieceTypes: PieceType[] = [];
  definition.pieces.forEach((piece, index) => {
    pieceTypes[index + 1] = { id: index + 1, letter: piece.letter.toUpperCase(), name: piece.name, royal: !!piece.royal, pawn: !!piece.pawn };
  });
  const typeByLetter = new Map(pieceTypes.slice(1).map((type) => [type.letter, type]));
  const typeOfLetter = (letter: string, what: string) => {
    const type = typeByLetter.get(letter);
    if (!type) throw new CauldronError(`${what} '${letter}' is not a piece of ${definition.id}`);
    return type;
  };
  const playerCount = definition.players.length;
  const typeCount = definition.pieces.length;
  const cellCount = geometry.cellCount;

  // Facings: one per player, or up/down toward a river.
  const towardRiver = definition.facing === 'toward-river';
  if (towardRiver && !definition.river) throw new CauldronError(`${definition.id}: facing 'toward-river' needs a river`);
  const facingDirections: Direction[] = towardRiver ? ['up', 'down'] : definition.players.map((player) => player.forward);
  const facingOf = (player: number, cell: number) =>
    towardRiver ? (geometry.rankOf(cell) < definition.river!.afterRank ? 0 : 1) : player;
  const facings = new Uint8Array(playerCount * cellCount);
  for (let player = 0; player < playerCount; player++) {
    for (let cell = 0; cell < cellCount; cell++) facings[player * cellCount + cell] = facingOf(player, cell);
  }

  const movement = definition.pieces.map((piece) => parseBetza(piece.betza));
  const vectors = new VectorSet();
  const orientedItems = facingDirections.map((direction) =>
    movement.map((list) => list.map((item) => ({ ...item, vector: vectors.add(orient(item, direction)) }))),
  );
  vectors.closeUnderNegation();

  const slots = facingDirections.length * (typeCount + 1);
  const items = new Int32Array(slots * MAX_ITEMS);
  const itemCounts = new Uint8Array(slots);
  orientedItems.forEach((perType, facing) =>
    perType.forEach((list, index) => {
      const type = index + 1;
      const slot = facing * (typeCount + 1) + type;
      if (list.length > MAX_ITEMS) throw new CauldronError(`piece '${definition.pieces[index]!.letter}' has more than ${MAX_ITEMS} movement items`);
      itemCounts[slot] = list.length;
      list.forEach((item, at) => {
        const doubleStep = pieceTypes[type]!.pawn && item.move && !item.capture && item.dx === 0 && item.range === 1;
        items[slot * MAX_ITEMS + at] = encodeItem(item, item.vector, doubleStep ? PAWN_DOUBLE_STEP : 0);
      });
    }),
  );

  const rules = definition.pawnRules;
  const initialCells = new Uint8Array(playerCount * cellCount);
  definition.players.forEach((_, player) => {
    for (let cell = 0; cell < cellCount; cell++) {
      const rank = geometry.relativeRank(cell, facingDirections[facingOf(player, cell)]!);
      initialCells[player * cellCount + cell] = rules.doubleStepRanks.includes(rank) ? 1 : 0;
    }
  });
  const promotionZone = new Uint8Array(facingDirections.length * cellCount);
  facingDirections.forEach((direction, facing) => {
    for (let cell = 0; cell < cellCount; cell++) {
      const rank = geometry.relativeRank(cell, direction);
      promotionZone[facing * cellCount + cell] = rules.compulsoryPromotionRanks.includes(rank)
        ? 2
        : rules.optionalPromotionRanks.includes(rank) ? 1 : 0;
    }
  });

  const promotionTypes = Uint8Array.from([...rules.promotionTypes], (letter) => typeOfLetter(letter, 'promotion type').id);
  const startCounts = countFirstPlayerPieces(definition.startFen);
  const promotionLimit = new Uint8Array(typeCount + 1);
  for (const type of promotionTypes) {
    promotionLimit[type] = rules.promotionLimitedToStartCounts ? startCounts.get(pieceTypes[type]!.letter) ?? 0 : UNLIMITED;
  }
  const lossThreshold = new Uint8Array(typeCount + 1).fill(NOT_IN_SET);
  for (const [letter, count] of Object.entries(definition.victory?.captureSet ?? {})) {
    lossThreshold[typeOfLetter(letter, 'capture-set piece').id] = Math.max(0, (startCounts.get(letter) ?? 0) - count);
  }

  const boundTypes = new Set([...(definition.river?.boundPieces ?? '')].map((letter) => typeOfLetter(letter, 'river-bound piece').id));
  const typeFlags = new Int32Array(typeCount + 1);
  for (const type of pieceTypes.slice(1)) {
    const bent = movement[type.id - 1]!.some((item) => item.bent);
    typeFlags[type.id] = (type.royal ? TYPE_ROYAL : 0) | (type.pawn ? TYPE_PAWN : 0)
      | (boundTypes.has(type.id) ? TYPE_BARRIER_BOUND : 0) | (bent ? TYPE_TRACED_ATTACKS : 0);
  }
  const traced = typeFlags.some((flags) => (flags & (TYPE_BARRIER_BOUND | TYPE_TRACED_ATTACKS)) !== 0);
  const royal = pieceTypes.some((type) => type?.royal);
  const victory = definition.victory ?? {};
  const flags = (traced && royal ? VARIANT_SLOW_LEGALITY : 0)
    | (rules.pawnsSpareSameFacing ? VARIANT_PAWNS_SPARE_SAME_FACING : 0)
    | (victory.captureSet ? VARIANT_CAPTURE_SET : 0)
    | (victory.noMoveLoses ? VARIANT_NO_MOVE_LOSES : 0);

  const values = derivePieceValues(definition, geometry, movement, facingDirections, facingOf);
  const pieceSquare = new Int32Array(((typeCount + 1) << 2) * cellCount);
  values.placement.forEach((perType, player) =>
    perType.forEach((perCell, type) => pieceSquare.set(perCell, ((type << 2) | player) * cellCount)),
  );

  const tables: CoreTables = {
    cellCount,
    vectorCount: vectors.list.length,
    rayStride: geometry.rayStride,
    playerCount,
    facingCount: facingDirections.length,
    typeCount,
    flags,
    rays: buildRays(geometry, vectors.list),
    reverseVector: Uint8Array.from(vectors.list, ([dx, dy]) => vectors.indexOf([-dx, -dy])),
    collinear: Uint8Array.from(vectors.list.flatMap(([ax, ay]) => vectors.list.map(([bx, by]) => (ax * by === ay * bx ? 1 : 0)))),
    turnLeft: Uint8Array.from(vectors.list, (vector) => vectors.indexOf(turn(vector, 1))),
    turnRight: Uint8Array.from(vectors.list, (vector) => vectors.indexOf(turn(vector, -1))),
    barrier: riverBarrier(definition, geometry, vectors.list),
    facings,
    typeFlags,
    items,
    itemCounts,
    initialCells,
    promotionZone,
    promotionTypes,
    promotionLimit,
    lossThreshold,
    pieceSquare,
    pieceValues: Int32Array.from(values.material),
    moveRulePlies: definition.drawRules.moveRulePlies,
    repetitions: definition.drawRules.repetitions,
  };
  const promotionSuffix = promotionTypes.length > 1 || rules.optionalPromotionRanks.length > 0;
  return { definition, geometry, pieceTypes, typeByLetter, facingDirections, facingOf, promotionSuffix, values, tables };
}

/** The board-relative vector for a facing: pieces are written facing up the board. */
function orient(item: MovementItem, direction: Direction): Vector {
  return direction === 'up' ? [item.dx, item.dy] : [item.dx, -item.dy || 0];
}

/**
 * The next vector of the same atom one step counter-clockwise (sense 1) or clockwise (-1), as a
 * bent rider turns: the symmetric images of an atom sorted by angle.
 */
function turn([dx, dy]: Vector, sense: 1 | -1): Vector {
  const a = Math.max(Math.abs(dx), Math.abs(dy));
  const b = Math.min(Math.abs(dx), Math.abs(dy));
  const images = new Map<string, Vector>();
  for (const [x, y] of [[a, b], [b, a]] as const) {
    for (const sx of [1, -1]) for (const sy of [1, -1]) images.set(`${sx * x},${sy * y}`, [sx * x || 0, sy * y || 0]);
  }
  const cycle = [...images.values()].sort((p, q) => Math.atan2(p[1], p[0]) - Math.atan2(q[1], q[0]));
  const at = cycle.findIndex(([x, y]) => x === dx && y === dy);
  return cycle[(at + sense + cycle.length) % cycle.length]!;
}

/** u8[cell][vector]: 1 where a river-bound piece may not step across the river. */
function riverBarrier(definition: VariantDefinition, geometry: SquareBoard, vectors: readonly Vector[]): Uint8Array {
  const barrier = new Uint8Array(geometry.cellCount * vectors.length);
  const river = definition.river;
  if (!river) return barrier;
  const allowed = new Set(
    river.crossings.flatMap(([a, b]) => {
      const [from, to] = [geometry.cellByName(a), geometry.cellByName(b)];
      if (from === undefined || to === undefined) throw new CauldronError(`${definition.id}: unknown river crossing ${a}-${b}`);
      return [`${from}>${to}`, `${to}>${from}`];
    }),
  );
  const side = (cell: number) => geometry.rankOf(cell) < river.afterRank;
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    vectors.forEach((vector, index) => {
      const next = geometry.step(cell, vector);
      if (next !== undefined && side(next) !== side(cell) && !allowed.has(`${cell}>${next}`)) barrier[cell * vectors.length + index] = 1;
    });
  }
  return barrier;
}

function encodeItem(item: MovementItem & { bent?: 'left' | 'right' }, vector: number, initialRange: number): number {
  const range = item.range === UNLIMITED_RANGE ? UNLIMITED : item.range;
  const mode = (item.move ? MODE_MOVE : 0) | (item.capture ? MODE_CAPTURE : 0)
    | (item.bent === 'left' ? MODE_BENT_LEFT : item.bent === 'right' ? MODE_BENT_RIGHT : 0);
  return vector | (range << 8) | (mode << 16) | (initialRange << 24);
}

function countFirstPlayerPieces(fen: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const letter of fen.split(' ')[0]!.match(/[A-Z]/g) ?? []) counts.set(letter, (counts.get(letter) ?? 0) + 1);
  return counts;
}

/** The distinct vectors pieces use, each with an index. */
class VectorSet {
  readonly list: Vector[] = [];
  private readonly index = new Map<string, number>();

  add(vector: Vector): number {
    const key = `${vector[0]},${vector[1]}`;
    let at = this.index.get(key);
    if (at === undefined) {
      at = this.list.length;
      this.list.push(vector);
      this.index.set(key, at);
    }
    return at;
  }

  indexOf(vector: Vector): number {
    return this.index.get(`${vector[0]},${vector[1]}`)!;
  }

  /** Attack detection walks each vector backwards, and bent riders turn through the atom's cycle. */
  closeUnderNegation(): void {
    for (const [dx, dy] of [...this.list]) this.add([-dx || 0, -dy || 0]);
    for (const vector of [...this.list]) {
      this.add(turn(vector, 1));
      this.add(turn(vector, -1));
    }
  }
}
