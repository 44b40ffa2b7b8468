// Tuned material and placement tables (EvalWeights.pieces) compiled into the values the core keeps incrementally
// (src/piece-values.ts PieceValues: material per type, material plus placement per player, type and cell), so a
// tuned table costs nothing per node. Tables are written from the owner's side of a square board.
import { CauldronError } from '../errors.js';
import { SquareBoard } from '../geometry/square-board.js';
import type { Geometry } from '../geometry/geometry.js';
import type { PieceValues } from '../piece-values.js';
import type { VariantDefinition } from '../variants/types.js';
import type { PieceTable } from './index.js';

/** A cell's rank counted from its owner's first rank (facing 'up' or 'down') and its file. */
export function ownerSquare(board: SquareBoard, facing: string, cell: number): { rank: number; file: number } {
  const rank = board.rankOf(cell);
  return { rank: facing === 'down' ? board.ranks - 1 - rank : rank, file: board.fileOf(cell) };
}

/** The board of a variant whose pieces can carry tables: square, every facing up or down. */
export function tableBoard(definition: VariantDefinition, geometry: Geometry, facingNames: readonly string[]): SquareBoard {
  if (!(geometry instanceof SquareBoard) || facingNames.some((facing) => facing !== 'up' && facing !== 'down')) {
    throw new CauldronError(`${definition.id}: placement tables need a square board with pieces facing up or down`);
  }
  return geometry;
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
  const board = tableBoard(definition, geometry, facingNames);
  for (const [letter, table] of Object.entries(tables)) {
    const index = definition.pieces.findIndex((piece) => piece.letter === letter);
    if (index < 0) throw new CauldronError(`${definition.id}: a placement table for '${letter}', which is no piece of it`);
    if (table.placement.length !== board.ranks || table.placement.some((row) => row.length !== board.files)) {
      throw new CauldronError(`${definition.id}: the placement table of '${letter}' must be ${board.ranks} ranks of ${board.files} files`);
    }
    const type = index + 1;
    values.material[type] = Math.round(table.value);
    values.placement.forEach((perType, player) => {
      perType[type] = perType[type]!.map((_, cell) => {
        const { rank, file } = ownerSquare(board, facingNames[facingOf(player, cell)]!, cell);
        return Math.round(table.value + table.placement[rank]![file]!);
      });
    });
  }
}
