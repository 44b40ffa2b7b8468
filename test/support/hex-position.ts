import { HexBoard } from '../../src/geometry/hex-board.js';

/** A position string for a hexagonal board from `cell → letter` (upper case: first player). */
export function hexFen(side: number, pieces: Record<string, string>, toMove: string, castling = '-', clocks = '0 1'): string {
  const board = new HexBoard(side);
  const at = new Map(Object.entries(pieces).map(([name, letter]) => {
    const cell = board.cellByName(name);
    if (cell === undefined) throw new Error(`no cell ${name}`);
    return [cell, letter];
  }));
  const rows = board.rows.map((cells) => {
    let row = '';
    let empty = 0;
    for (const cell of cells) {
      const letter = at.get(cell);
      if (!letter) {
        empty++;
        continue;
      }
      row += (empty || '') + letter;
      empty = 0;
    }
    return row + (empty || '');
  });
  return `${rows.join('/')} ${toMove} ${castling} - ${clocks}`;
}
