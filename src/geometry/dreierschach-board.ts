import type { Geometry, Vector } from './geometry.js';

// Dreierschach (shared/rules/dreierschach.md): 126 hexagonal cells (f, r), 0 <= f, r <= 12 and
// -5 <= f - r <= 7, named by file letter a..m (f) and rank 1..13 (r + 1). Straight steps cross an
// edge; a diagonal step goes to the nearest cell of the same colour and is the sum of two
// neighbouring straight steps, whose cells are the step's "between" cells.

const FILE_LETTERS = 'abcdefghijklm';
const SIZE = 13;

/** Straight steps in the spec's order: (1,0) (1,1) (0,1) (-1,0) (-1,-1) (0,-1). */
export const DREIER_STRAIGHT: readonly Vector[] = [[1, 0], [1, 1], [0, 1], [-1, 0], [-1, -1], [0, -1]];
/** Diagonal steps in the spec's order; DREIER_DIAGONAL[i] = DREIER_STRAIGHT[i] + DREIER_STRAIGHT[i + 1]. */
export const DREIER_DIAGONAL: readonly Vector[] = [[2, 1], [1, 2], [-1, 1], [-2, -1], [-1, -2], [1, -1]];
/** Knight leaps: one straight and one diagonal step at an obtuse angle, ±(1,3) ±(2,3) ±(3,2) ±(3,1) ±(2,-1) ±(1,-2). */
export const DREIER_KNIGHT: readonly Vector[] = (
  [[1, 3], [2, 3], [3, 2], [3, 1], [2, -1], [1, -2]] as const
).flatMap(([x, y]) => [[x, y], [-x, -y]] as Vector[]);

/** The two straight steps whose sum is a diagonal step; their cells are the step's between cells. */
export function diagonalBetween([x, y]: Vector): [Vector, Vector] {
  const index = DREIER_DIAGONAL.findIndex(([dx, dy]) => dx === x && dy === y);
  if (index < 0) throw new Error(`(${x}, ${y}) is not a Dreierschach diagonal step`);
  return [DREIER_STRAIGHT[index]!, DREIER_STRAIGHT[(index + 1) % 6]!];
}

/** Whether (f, r) is one of the 126 cells. */
export function isDreierCell(f: number, r: number): boolean {
  return f >= 0 && f < SIZE && r >= 0 && r < SIZE && f - r >= -5 && f - r <= 7;
}

const FACINGS = ['white', 'gray', 'black'] as const;

/** Linear part of the spec's rotation (f, r) -> (r - f + 7, 12 - f): (x, y) -> (y - x, -x). */
function turn([x, y]: Vector): Vector {
  return [y - x || 0, -x || 0];
}

/**
 * The Dreierschach board. Cells are numbered rank by rank from rank 1, in file order within a rank
 * (a1 = 0, ..., h1 = 7, a2 = 8, ..., m13 = 125). Position strings list ranks 13 down to 1, each rank's
 * existing cells in file order (FEN style).
 */
export class DreierschachBoard implements Geometry {
  readonly cellCount: number;
  readonly names: readonly string[];
  /** The longest ray is 12 straight steps (a6..m6, a1..a6 is only 5), plus one for the terminator. */
  readonly rayStride = SIZE;
  readonly rows: readonly (readonly number[])[];
  readonly rowNoun = 'rank';
  readonly cellNoun = 'cells';
  /** Pieces are written for white (moving up the board); gray and black are white turned once and twice. */
  readonly facingNames = FACINGS;
  /** (f, r) of each cell. */
  readonly coordinates: readonly (readonly [f: number, r: number])[];
  private readonly byName: Map<string, number>;
  private readonly byCoordinates: Int16Array;

  constructor() {
    const coordinates: [number, number][] = [];
    this.byCoordinates = new Int16Array(SIZE * SIZE).fill(-1);
    for (let r = 0; r < SIZE; r++) {
      for (let f = 0; f < SIZE; f++) {
        if (!isDreierCell(f, r)) continue;
        this.byCoordinates[r * SIZE + f] = coordinates.length;
        coordinates.push([f, r]);
      }
    }
    this.cellCount = coordinates.length;
    this.coordinates = coordinates;
    this.names = coordinates.map(([f, r]) => `${FILE_LETTERS[f]}${r + 1}`);
    this.byName = new Map(this.names.map((name, cell) => [name, cell]));
    const rows: number[][] = [];
    for (let r = SIZE - 1; r >= 0; r--) {
      const row: number[] = [];
      for (let f = 0; f < SIZE; f++) {
        const cell = this.cellAt(f, r);
        if (cell !== undefined) row.push(cell);
      }
      rows.push(row);
    }
    this.rows = rows;
  }

  cellByName(name: string): number | undefined {
    return this.byName.get(name);
  }

  /** The cell at (f, r), or undefined off the board. */
  cellAt(f: number, r: number): number | undefined {
    if (!isDreierCell(f, r)) return undefined;
    return this.byCoordinates[r * SIZE + f]!;
  }

  fileOf(cell: number): number {
    return this.coordinates[cell]![0];
  }

  rankOf(cell: number): number {
    return this.coordinates[cell]![1];
  }

  step(cell: number, [dx, dy]: Vector): number | undefined {
    const [f, r] = this.coordinates[cell]!;
    return this.cellAt(f + dx, r + dy);
  }

  rowLabel(index: number): string {
    return `rank ${SIZE - index}`;
  }

  /** Turns a vector written for white to gray (once) or black (twice) by the spec's rotation. */
  orient(vector: Vector, facing: string): Vector {
    const turns = FACINGS.indexOf(facing as (typeof FACINGS)[number]);
    if (turns < 0) throw new Error(`unknown facing ${facing}`);
    let result: Vector = [vector[0], vector[1]];
    for (let index = 0; index < turns; index++) result = turn(result);
    return result;
  }

  betweenSteps(vector: Vector): [Vector, Vector] | undefined {
    const diagonal = DREIER_DIAGONAL.some(([dx, dy]) => dx === vector[0] && dy === vector[1]);
    return diagonal ? diagonalBetween(vector) : undefined;
  }

  /** The spec's rotation of cells, (f, r) -> (r - f + 7, 12 - f): white's cells to gray's, gray's to black's. */
  rotate(cell: number): number {
    const [f, r] = this.coordinates[cell]!;
    return this.cellAt(r - f + 7, 12 - f)!;
  }

  /** The cell turned by the spec's rotation as `facing` is turned from white (gray once, black twice). */
  turnCell(cell: number, facing: string): number {
    const turns = FACINGS.indexOf(facing as (typeof FACINGS)[number]);
    if (turns < 0) throw new Error(`unknown facing ${facing}`);
    let result = cell;
    for (let index = 0; index < turns; index++) result = this.rotate(result);
    return result;
  }

  /** The cell mirrored across white's forward axis, (f, r) to (r - f + 7, r): a1 to h1, a6 to m6. */
  mirrorCell(cell: number): number {
    const [f, r] = this.coordinates[cell]!;
    return this.cellAt(r - f + 7, r)!;
  }

  /** Cell colour (f + r) mod 3; 42 cells each. */
  colour(cell: number): number {
    const [f, r] = this.coordinates[cell]!;
    return (f + r) % 3;
  }
}
