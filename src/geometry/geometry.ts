// Board geometry as data: a list of named cells and a step function; the compiler turns it into
// the per-cell ray tables the core reads, so the core never tests a board edge.

export type Vector = readonly [dx: number, dy: number];

export interface Geometry {
  readonly cellCount: number;
  /** Square name of each cell (`a1`, `j10`). */
  readonly names: readonly string[];
  cellByName(name: string): number | undefined;
  /** The cell one vector away, or undefined off the board. */
  step(cell: number, vector: Vector): number | undefined;
  /** The longest ray any vector can make, plus one for the terminator. */
  readonly rayStride: number;
  /** Rows of cells in position-string order (rows separated by '/', cells in order within a row). */
  readonly rows: readonly (readonly number[])[];
  /**
   * Boards with holes: each row's places in order, a cell or HOLE where a square is missing (written `*` in
   * position strings). Absent when every place of a row is a cell.
   */
  readonly rowSlots?: readonly (readonly number[])[];
  /** What a row and a cell of a row are called in messages ('rank' and 'files' on square boards). */
  readonly rowNoun: string;
  readonly cellNoun: string;
  rowLabel(index: number): string;
  /** The facings pieces can have; the first is the one piece movement is written for. */
  readonly facingNames: readonly string[];
  /** The board vector of a piece vector written for the first facing, for a piece facing `facing`. */
  orient(vector: Vector, facing: string): Vector;
  /** For a diagonal step (the sum of two straight ones), the two straight steps to the cells it passes between. */
  betweenSteps?(vector: Vector): [Vector, Vector] | undefined;
  /**
   * Boards whose facings are turns of the board into itself (hexagons, Dreierschach): the cell where a piece
   * facing `facing` stands as one facing the first facing stands on `cell`. Placement tables are written from
   * the first facing's view and turned with it.
   */
  turnCell?(cell: number, facing: string): number;
  /** With turnCell: the cell mirrored across the first facing's forward axis (a table folded left to right). */
  mirrorCell?(cell: number): number;
}

export const NO_CELL = 255;
/** A place in a row that is no cell (rowSlots). */
export const HOLE = -1;

/** u8[cell][vector][stride] cells reached by repeating each vector, NO_CELL-terminated. */
export function buildRays(geometry: Geometry, vectors: readonly Vector[]): Uint8Array {
  const stride = geometry.rayStride;
  const rays = new Uint8Array(geometry.cellCount * vectors.length * stride).fill(NO_CELL);
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    vectors.forEach((vector, index) => {
      const base = (cell * vectors.length + index) * stride;
      let at = geometry.step(cell, vector);
      for (let distance = 0; at !== undefined && distance < stride - 1; distance++) {
        rays[base + distance] = at;
        at = geometry.step(at, vector);
      }
    });
  }
  return rays;
}
