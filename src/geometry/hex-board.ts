import type { Geometry, Vector } from './geometry.js';

const FILE_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

// Axial directions on a flat-topped board with r growing downward, clockwise from north.
export const HEX_DIRECTIONS = { N: [0, -1], NE: [1, -1], SE: [1, 0], S: [0, 1], SW: [-1, 1], NW: [-1, 0] } as const;
const CLOCKWISE = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;

/** Straight steps (across an edge), diagonal steps (between two cells) and the Bat's 12 leaps. */
export const HEX_STRAIGHT: Vector[] = CLOCKWISE.map((name) => HEX_DIRECTIONS[name]);
export const HEX_DIAGONAL: Vector[] = HEX_STRAIGHT.map(([q, r], i) => {
  const [nq, nr] = HEX_STRAIGHT[(i + 1) % 6]!;
  return [q + nq, r + nr];
});
export const HEX_BAT: Vector[] = HEX_STRAIGHT.flatMap(([q, r], i) =>
  [HEX_STRAIGHT[(i + 1) % 6]!, HEX_STRAIGHT[(i + 5) % 6]!].map(([sq, sr]) => [2 * q + sq, 2 * r + sr] as Vector),
);

/**
 * A regular hexagon of hexagonal cells, `side` cells a side, in axial coordinates (q, r) with
 * |q|, |r|, |q + r| < side. Names (Gliński style): files a.. for q = -(side-1)..(side-1), ranks
 * counted from the bottom of each file. Position strings list files a.. each from rank 1 up.
 */
export class HexBoard implements Geometry {
  readonly cellCount: number;
  readonly names: readonly string[];
  readonly rayStride: number;
  readonly rows: readonly (readonly number[])[];
  readonly rowNoun = 'file';
  readonly cellNoun = 'cells';
  /** Pieces are written facing north; another facing rotates them clockwise. */
  readonly facingNames = CLOCKWISE;
  readonly coordinates: readonly (readonly [q: number, r: number])[];
  private readonly byName: Map<string, number>;
  private readonly byCoordinates: Map<string, number>;

  constructor(readonly side: number) {
    const radius = side - 1;
    const cells: [number, number, string][] = [];
    const rows: number[][] = [];
    for (let q = -radius; q <= radius; q++) {
      const file: number[] = [];
      // Bottom of the file first: r from its largest value down.
      for (let r = Math.min(radius, radius - q); r >= Math.max(-radius, -radius - q); r--) {
        const rank = Math.min(radius, radius - q) - r + 1;
        file.push(cells.length);
        cells.push([q, r, `${FILE_LETTERS[q + radius]}${rank}`]);
      }
      rows.push(file);
    }
    this.cellCount = cells.length;
    this.coordinates = cells.map(([q, r]) => [q, r] as const);
    this.names = cells.map(([, , name]) => name);
    this.byName = new Map(this.names.map((name, cell) => [name, cell]));
    this.byCoordinates = new Map(cells.map(([q, r], cell) => [`${q},${r}`, cell]));
    this.rows = rows;
    this.rayStride = 2 * side;
  }

  cellByName(name: string): number | undefined {
    return this.byName.get(name);
  }

  step(cell: number, [dq, dr]: Vector): number | undefined {
    const [q, r] = this.coordinates[cell]!;
    return this.byCoordinates.get(`${q + dq},${r + dr}`);
  }

  rowLabel(index: number): string {
    return `file ${FILE_LETTERS[index]}`;
  }

  /** Rotates a vector written facing north to `facing`, 60 degrees clockwise per step. */
  orient(vector: Vector, facing: string): Vector {
    let [q, r] = vector;
    const turns = CLOCKWISE.indexOf(facing as (typeof CLOCKWISE)[number]);
    for (let turn = 0; turn < turns; turn++) [q, r] = [-r || 0, q + r];
    return [q, r];
  }

  /** The cell turned about the centre as `facing` is turned from north. */
  turnCell(cell: number, facing: string): number {
    return this.byCoordinates.get(this.orient(this.coordinates[cell]!, facing).join(','))!;
  }

  /** The cell mirrored across the north-south axis through the centre: (q, r) to (-q, q + r). */
  mirrorCell(cell: number): number {
    const [q, r] = this.coordinates[cell]!;
    return this.byCoordinates.get(`${-q || 0},${q + r}`)!;
  }

  /** Cell colour (q - r) mod 3, 0 at the centre. */
  colour(cell: number): number {
    const [q, r] = this.coordinates[cell]!;
    return (((q - r) % 3) + 3) % 3;
  }
}
