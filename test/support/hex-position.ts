import { HexBoard } from '../../src/geometry/hex-board.js';
import type { Geometry } from '../../src/geometry/geometry.js';

/**
 * A position string from `cell name → piece token` on any board, rows in the geometry's order (the
 * token is written as given: `R`/`r` for two players, `rR`, `wP` for three).
 */
export function boardFen(geometry: Geometry, pieces: Record<string, string>, toMove: string, castling = '-', enPassant = '-', clocks = '0 1'): string {
  const at = new Map(Object.entries(pieces).map(([name, token]) => {
    const cell = geometry.cellByName(name);
    if (cell === undefined) throw new Error(`no cell ${name}`);
    return [cell, token];
  }));
  const rows = geometry.rows.map((cells) => {
    let row = '';
    let empty = 0;
    for (const cell of cells) {
      const token = at.get(cell);
      if (!token) {
        empty++;
        continue;
      }
      row += (empty || '') + token;
      empty = 0;
    }
    return row + (empty || '');
  });
  return `${rows.join('/')} ${toMove} ${castling} ${enPassant} ${clocks}`;
}

/** A position string for a hexagonal board from `cell → letter` (upper case: first player). */
export function hexFen(side: number, pieces: Record<string, string>, toMove: string, castling = '-', clocks = '0 1'): string {
  return boardFen(new HexBoard(side), pieces, toMove, castling, '-', clocks);
}
