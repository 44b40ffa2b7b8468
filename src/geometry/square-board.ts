import { HOLE, type Geometry, type Vector } from './geometry.js';

const FILE_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

export interface SquareBoardOptions {
  /** File names in order (default a, b, c, ...). */
  fileLetters?: string;
  /** Squares that are not part of the board: sliders stop before them, nothing stands on them, leapers jump them. */
  holes?: readonly string[];
}

/**
 * A rectangular board, possibly with holes; cells are numbered rank by rank from the first rank, file by
 * file, holes skipped. Names are file letter + rank number.
 */
export class SquareBoard implements Geometry {
  readonly cellCount: number;
  readonly names: readonly string[];
  readonly rayStride: number;
  readonly rows: readonly (readonly number[])[];
  readonly rowSlots?: readonly (readonly number[])[];
  readonly rowNoun = 'rank';
  readonly cellNoun = 'files';
  /** Pieces are written facing up the board; 'down' mirrors them top to bottom. */
  readonly facingNames = ['up', 'down'] as const;
  readonly fileLetters: string;
  private readonly byName: Map<string, number>;
  /** Per square of the rectangle (rank * files + file): its cell, or HOLE. */
  private readonly cellOfSquare: Int16Array;
  private readonly squareOfCell: Int16Array;

  constructor(readonly files: number, readonly ranks: number, options: SquareBoardOptions = {}) {
    const letters = options.fileLetters ?? FILE_LETTERS.slice(0, files);
    if (letters.length !== files || new Set(letters).size !== files) throw new Error(`${files} distinct file letters are needed, got '${letters}'`);
    this.fileLetters = letters;
    const squareName = (square: number) => `${letters[square % files]}${Math.floor(square / files) + 1}`;
    const holes = new Set(options.holes ?? []);
    this.cellOfSquare = new Int16Array(files * ranks).fill(HOLE);
    const squares: number[] = [];
    for (let square = 0; square < files * ranks; square++) {
      if (holes.delete(squareName(square))) continue;
      this.cellOfSquare[square] = squares.length;
      squares.push(square);
    }
    if (holes.size > 0) throw new Error(`unknown hole squares ${[...holes].join(', ')}`);
    this.squareOfCell = Int16Array.from(squares);
    this.cellCount = squares.length;
    this.names = squares.map(squareName);
    this.byName = new Map(this.names.map((name, cell) => [name, cell]));
    this.rayStride = Math.max(files, ranks);
    const slots = Array.from({ length: ranks }, (_, index) => Array.from({ length: files }, (_, file) => this.cellOfSquare[(ranks - 1 - index) * files + file]!));
    this.rows = slots.map((row) => row.filter((cell) => cell !== HOLE));
    if (this.cellCount < files * ranks) this.rowSlots = slots;
  }

  cellByName(name: string): number | undefined {
    return this.byName.get(name);
  }

  cellAt(file: number, rank: number): number | undefined {
    if (file < 0 || file >= this.files || rank < 0 || rank >= this.ranks) return undefined;
    const cell = this.cellOfSquare[rank * this.files + file]!;
    return cell === HOLE ? undefined : cell;
  }

  fileOf(cell: number): number {
    return this.squareOfCell[cell]! % this.files;
  }

  rankOf(cell: number): number {
    return Math.floor(this.squareOfCell[cell]! / this.files);
  }

  step(cell: number, [dx, dy]: Vector): number | undefined {
    return this.cellAt(this.fileOf(cell) + dx, this.rankOf(cell) + dy);
  }

  rowLabel(index: number): string {
    return `rank ${this.ranks - index}`;
  }

  orient([dx, dy]: Vector, facing: string): Vector {
    return facing === 'down' ? [dx, -dy || 0] : [dx, dy];
  }

  /** Rank of the cell counted from the side a piece facing `facing` comes from, starting at 1. */
  relativeRank(cell: number, facing: string): number {
    return facing === 'down' ? this.ranks - this.rankOf(cell) : this.rankOf(cell) + 1;
  }

  /** The checkerboard colour of a cell: 0 for the colour of the first file's first rank, 1 for the other. */
  colourOf(cell: number): number {
    return (this.fileOf(cell) + this.rankOf(cell)) % 2;
  }
}
