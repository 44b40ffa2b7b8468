import type { Geometry, Vector } from './geometry.js';

const FILE_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** A rectangular board; cells are numbered rank by rank from a1. Names are file letter + rank number. */
export class SquareBoard implements Geometry {
  readonly cellCount: number;
  readonly names: readonly string[];
  readonly rayStride: number;
  private readonly byName: Map<string, number>;

  constructor(readonly files: number, readonly ranks: number) {
    this.cellCount = files * ranks;
    this.names = Array.from({ length: this.cellCount }, (_, cell) => this.nameOf(cell % files, Math.floor(cell / files)));
    this.byName = new Map(this.names.map((name, cell) => [name, cell]));
    this.rayStride = Math.max(files, ranks);
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

  relativeRank(cell: number, forward: 'up' | 'down'): number {
    return forward === 'up' ? this.rankOf(cell) + 1 : this.ranks - this.rankOf(cell);
  }

  private nameOf(file: number, rank: number): string {
    return `${FILE_LETTERS[file]}${rank + 1}`;
  }
}
