import type { Geometry, Vector } from './geometry.js';

const FILE_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** A rectangular board; cells are numbered rank by rank from a1. Names are file letter + rank number. */
export class SquareBoard implements Geometry {
  readonly cellCount: number;
  readonly names: readonly string[];
  readonly rayStride: number;
  readonly rows: readonly (readonly number[])[];
  readonly rowNoun = 'rank';
  readonly cellNoun = 'files';
  /** Pieces are written facing up the board; 'down' mirrors them top to bottom. */
  readonly facingNames = ['up', 'down'] as const;
  private readonly byName: Map<string, number>;

  constructor(readonly files: number, readonly ranks: number) {
    this.cellCount = files * ranks;
    this.names = Array.from({ length: this.cellCount }, (_, cell) => `${FILE_LETTERS[cell % files]}${Math.floor(cell / files) + 1}`);
    this.byName = new Map(this.names.map((name, cell) => [name, cell]));
    this.rayStride = Math.max(files, ranks);
    this.rows = Array.from({ length: ranks }, (_, index) => Array.from({ length: files }, (_, file) => (ranks - 1 - index) * files + file));
  }

  cellByName(name: string): number | undefined {
    return this.byName.get(name);
  }

  cellAt(file: number, rank: number): number | undefined {
    return file >= 0 && file < this.files && rank >= 0 && rank < this.ranks ? rank * this.files + file : undefined;
  }

  fileOf(cell: number): number {
    return cell % this.files;
  }

  rankOf(cell: number): number {
    return Math.floor(cell / this.files);
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
}
