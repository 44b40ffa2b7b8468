// Tuned material and placement tables (EvalWeights.pieces) compiled into the values the core keeps incrementally
// (src/piece-values.ts PieceValues: material per type, material plus placement per player, type and cell), so a
// tuned table costs nothing per node. Tables are written from the owner's side: on a square board [rank][file];
// on a board whose facings turn it into itself (hexagons, Dreierschach) per row of the position string, each row's
// cells in order, as the first facing sees the board, turned for the others (Geometry.turnCell).
import { CauldronError } from '../errors.js';
import { SquareBoard } from '../geometry/square-board.js';
import type { Geometry } from '../geometry/geometry.js';
import type { PieceValues } from '../piece-values.js';
import type { VariantDefinition } from '../variants/types.js';
import type { PieceTable } from './index.js';

/** A table's place: its row and its index in the row. */
export interface TablePlace {
  rank: number;
  file: number;
}

/** How a variant's tables map onto its board. */
export interface TableLayout {
  /** The table's rows and their lengths. */
  readonly rowLengths: readonly number[];
  /** Where a cell stands in the table of a piece facing `facing` (its owner's view). */
  place(facing: string, cell: number): TablePlace;
  /** The place mirrored left to right in the owner's view (a table folded to one value for a cell and its mirror). */
  mirror(place: TablePlace): TablePlace;
}

/** A cell's rank counted from its owner's first rank (facing 'up' or 'down') and its file. */
function ownerSquare(board: SquareBoard, facing: string, cell: number): TablePlace {
  const rank = board.rankOf(cell);
  return { rank: facing === 'down' ? board.ranks - 1 - rank : rank, file: board.fileOf(cell) };
}

/** The layout of a variant whose pieces can carry tables: a square board with every facing up or down, or a turning board. */
export function tableLayout(definition: VariantDefinition, geometry: Geometry, facingNames: readonly string[]): TableLayout {
  if (geometry instanceof SquareBoard && facingNames.every((facing) => facing === 'up' || facing === 'down')) {
    return {
      rowLengths: Array.from({ length: geometry.ranks }, () => geometry.files),
      place: (facing, cell) => ownerSquare(geometry, facing, cell),
      mirror: ({ rank, file }) => ({ rank, file: geometry.files - 1 - file }),
    };
  }
  if (geometry.turnCell && geometry.mirrorCell) return turningLayout(geometry, facingNames);
  throw new CauldronError(`${definition.id}: placement tables need a square board with pieces facing up or down, or a board its facings turn into itself`);
}

function turningLayout(geometry: Geometry, facingNames: readonly string[]): TableLayout {
  const placeOf: TablePlace[] = [];
  geometry.rows.forEach((row, rank) => row.forEach((cell, file) => (placeOf[cell] = { rank, file })));
  // Per facing, the first facing's cell seen where a piece of that facing stands (turnCell inverted).
  const fromFacing = new Map(facingNames.map((facing) => {
    const seen = new Array<number>(geometry.cellCount);
    for (let cell = 0; cell < geometry.cellCount; cell++) seen[geometry.turnCell!(cell, facing)] = cell;
    return [facing, seen] as const;
  }));
  return {
    rowLengths: geometry.rows.map((row) => row.length),
    place: (facing, cell) => placeOf[fromFacing.get(facing)![cell]!]!,
    mirror: ({ rank, file }) => placeOf[geometry.mirrorCell!(geometry.rows[rank]![file]!)]!,
  };
}

/** Replaces the derived values of every letter that has a table (type index = letter's index in the definition + 1). */
export function applyPieceTables(
  values: PieceValues,
  tables: Readonly<Record<string, PieceTable>>,
  definition: VariantDefinition,
  geometry: Geometry,
  facingNames: readonly string[],
  facingOf: (player: number, cell: number) => number,
): void {
  const layout = tableLayout(definition, geometry, facingNames);
  for (const [letter, table] of Object.entries(tables)) {
    const index = definition.pieces.findIndex((piece) => piece.letter === letter);
    if (index < 0) throw new CauldronError(`${definition.id}: a placement table for '${letter}', which is no piece of it`);
    const { rowLengths } = layout;
    if (table.placement.length !== rowLengths.length || table.placement.some((row, rank) => row.length !== rowLengths[rank])) {
      const [fewest, most] = [Math.min(...rowLengths), Math.max(...rowLengths)];
      throw new CauldronError(`${definition.id}: the placement table of '${letter}' must be ${rowLengths.length} rows of ${fewest === most ? fewest : `${fewest} to ${most}`} entries`);
    }
    const type = index + 1;
    values.material[type] = Math.round(table.value);
    values.placement.forEach((perType, player) => {
      perType[type] = perType[type]!.map((_, cell) => {
        const { rank, file } = layout.place(facingNames[facingOf(player, cell)]!, cell);
        return Math.round(table.value + table.placement[rank]![file]!);
      });
    });
  }
}
