// Compiles a variant definition into the flat tables the core reads (see assembly/tables.ts).
import { parseBetza, UNLIMITED_RANGE, type MovementItem } from './variants/betza.js';
import type { PlayerDefinition, VariantDefinition } from './variants/types.js';
import { buildRays, type Geometry, type Vector } from './geometry/geometry.js';
import { SquareBoard } from './geometry/square-board.js';
import { CauldronError } from './errors.js';
import { derivePieceValues, type PieceValues } from './piece-values.js';

// Must agree with assembly/tables.ts.
export const MAX_ITEMS = 32;
const UNLIMITED = 255;
const MODE_MOVE = 1;
const MODE_CAPTURE = 2;
const TYPE_ROYAL = 1;
const TYPE_PAWN = 2;
const PAWN_DOUBLE_STEP = 2;

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
  typeCount: number;
  flags: number;
  rays: Uint8Array;
  reverseVector: Uint8Array;
  collinear: Uint8Array;
  typeFlags: Int32Array;
  items: Int32Array;
  itemCounts: Uint8Array;
  initialCells: Uint8Array;
  promotionZone: Uint8Array;
  promotionTypes: Uint8Array;
  promotionLimit: Uint8Array;
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
  const movement = definition.pieces.map((piece) => parseBetza(piece.betza));
  const vectors = new VectorSet();
  const orientedItems = definition.players.map((player) =>
    movement.map((items) => items.map((item) => ({ ...item, vector: vectors.add(orient(item, player)) }))),
  );
  vectors.closeUnderNegation();

  const playerCount = definition.players.length;
  const typeCount = definition.pieces.length;
  const cellCount = geometry.cellCount;
  const slots = playerCount * (typeCount + 1);
  const items = new Int32Array(slots * MAX_ITEMS);
  const itemCounts = new Uint8Array(slots);
  orientedItems.forEach((perType, player) =>
    perType.forEach((list, index) => {
      const type = index + 1;
      const slot = player * (typeCount + 1) + type;
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
  const promotionZone = new Uint8Array(playerCount * cellCount);
  definition.players.forEach((player, index) => {
    for (let cell = 0; cell < cellCount; cell++) {
      const rank = geometry.relativeRank(cell, player.forward);
      initialCells[index * cellCount + cell] = rules.doubleStepRanks.includes(rank) ? 1 : 0;
      promotionZone[index * cellCount + cell] = rules.compulsoryPromotionRanks.includes(rank)
        ? 2
        : rules.optionalPromotionRanks.includes(rank) ? 1 : 0;
    }
  });

  const promotionTypes = Uint8Array.from([...rules.promotionTypes], (letter) => {
    const type = typeByLetter.get(letter);
    if (!type) throw new CauldronError(`promotion type '${letter}' is not a piece of ${definition.id}`);
    return type.id;
  });
  const promotionLimit = new Uint8Array(typeCount + 1);
  const startCounts = countFirstPlayerPieces(definition.startFen);
  for (const type of promotionTypes) {
    promotionLimit[type] = rules.promotionLimitedToStartCounts ? startCounts.get(pieceTypes[type]!.letter) ?? 0 : UNLIMITED;
  }

  const typeFlags = new Int32Array(typeCount + 1);
  for (const type of pieceTypes.slice(1)) typeFlags[type.id] = (type.royal ? TYPE_ROYAL : 0) | (type.pawn ? TYPE_PAWN : 0);

  const values = derivePieceValues(definition, geometry, movement);
  const pieceSquare = new Int32Array(((typeCount + 1) << 2) * cellCount);
  values.placement.forEach((perType, player) =>
    perType.forEach((perCell, type) => pieceSquare.set(perCell, ((type << 2) | player) * cellCount)),
  );

  const tables: CoreTables = {
    cellCount,
    vectorCount: vectors.list.length,
    rayStride: geometry.rayStride,
    playerCount,
    typeCount,
    flags: 0,
    rays: buildRays(geometry, vectors.list),
    reverseVector: Uint8Array.from(vectors.list, ([dx, dy]) => vectors.indexOf([-dx, -dy])),
    collinear: Uint8Array.from(vectors.list.flatMap(([ax, ay]) => vectors.list.map(([bx, by]) => (ax * by === ay * bx ? 1 : 0)))),
    typeFlags,
    items,
    itemCounts,
    initialCells,
    promotionZone,
    promotionTypes,
    promotionLimit,
    pieceSquare,
    pieceValues: Int32Array.from(values.material),
    moveRulePlies: definition.drawRules.moveRulePlies,
    repetitions: definition.drawRules.repetitions,
  };
  return { definition, geometry, pieceTypes, typeByLetter, values, tables };
}

/** The board-relative vector for a player: pieces are written facing up the board. */
function orient(item: MovementItem, player: PlayerDefinition): Vector {
  return player.forward === 'up' ? [item.dx, item.dy] : [item.dx, -item.dy || 0];
}

function encodeItem(item: MovementItem, vector: number, initialRange: number): number {
  const range = item.range === UNLIMITED_RANGE ? UNLIMITED : item.range;
  const mode = (item.move ? MODE_MOVE : 0) | (item.capture ? MODE_CAPTURE : 0);
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

  /** Attack detection walks each vector backwards, so every reverse must have an index. */
  closeUnderNegation(): void {
    for (const [dx, dy] of [...this.list]) this.add([-dx || 0, -dy || 0]);
  }
}
