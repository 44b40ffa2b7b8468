// Jacks and Witches 84 for the independent reference generator: the board, written from
// shared/rules/jacks84.md "Board" and "Jack" alone. Shares nothing with src/ or assembly/.
//
// A square is rank * 12 + file, file 0..11 for y z a b c d e f g h i j, rank 0..7 for ranks 1..8.
// The removed squares are not squares at all here: `squareAt` answers undefined for them, as for the
// space beyond the edge ("Removed squares are like the board's edge").

export type Square = number;
export type Vector = readonly [number, number];

export const FILES = 'yzabcdefghij';
export const WIDTH = 12;
export const HEIGHT = 8;

/** "minus the 12 innermost: c4 c5 d3 d4 d5 d6 e3 e4 e5 e6 f4 f5 are not part of the board". */
export const REMOVED_NAMES = ['c4', 'c5', 'd3', 'd4', 'd5', 'd6', 'e3', 'e4', 'e5', 'e6', 'f4', 'f5'] as const;
/** "The four remaining centre squares c3, c6, f3, f6 are teleporters." */
export const TELEPORTER_NAMES = ['c3', 'c6', 'f3', 'f6'] as const;

const fileIndex = (name: string) => FILES.indexOf(name[0] ?? '?');
const rankIndex = (name: string) => Number(name.slice(1)) - 1;
const REMOVED = new Set<number>(REMOVED_NAMES.map((name) => rankIndex(name) * WIDTH + fileIndex(name)));

export const inRectangle = (file: number, rank: number) => file >= 0 && file < WIDTH && rank >= 0 && rank < HEIGHT;
/** Whether (file, rank), inside the rectangle, is one of the removed squares. */
export const isRemoved = (file: number, rank: number) => REMOVED.has(rank * WIDTH + file);
/** Per rank * WIDTH + file: whether it is a square of the board (a look-up, as this is asked at every step). */
const EXISTS: readonly boolean[] = Array.from({ length: WIDTH * HEIGHT }, (_, i) => !REMOVED.has(i));

export function squareAt(file: number, rank: number): Square | undefined {
  if (!inRectangle(file, rank) || !EXISTS[rank * WIDTH + file]) return undefined;
  return rank * WIDTH + file;
}

export const fileOf = (square: Square) => square % WIDTH;
export const rankOf = (square: Square) => (square / WIDTH) | 0;
export const nameOf = (square: Square) => `${FILES[fileOf(square)]}${rankOf(square) + 1}`;

export function parseSquare(name: string): Square {
  const match = /^([yzabcdefghij])([1-8])$/.exec(name);
  if (!match) throw new Error(`not a square name: '${name}'`);
  const square = squareAt(fileIndex(name), rankIndex(name));
  if (square === undefined) throw new Error(`${name} is a removed square, not part of the board`);
  return square;
}

/** All 84 squares, a1-style order: rank 1 first, files y..j. */
export const SQUARES: readonly Square[] = Array.from({ length: WIDTH * HEIGHT }, (_, i) => i).filter(
  (i) => !isRemoved(i % WIDTH, Math.floor(i / WIDTH)),
);
export const TELEPORTERS: readonly Square[] = TELEPORTER_NAMES.map(parseSquare);
export const isTeleporter = (square: Square) => TELEPORTERS.includes(square);

/** The square one vector away, or undefined beyond the edge or on a removed square. */
export const step = (square: Square, [df, dr]: Vector) => squareAt(fileOf(square) + df, rankOf(square) + dr);

export const ORTHOGONAL: readonly Vector[] = [[1, 0], [-1, 0], [0, 1], [0, -1]];
export const DIAGONAL: readonly Vector[] = [[1, 1], [1, -1], [-1, 1], [-1, -1]];
export const ALL_DIRECTIONS: readonly Vector[] = [...ORTHOGONAL, ...DIAGONAL];
export const KNIGHT_LEAPS: readonly Vector[] = [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]];
/** "the 8 squares two away orthogonally or diagonally (jumping over whatever is between)". */
export const LION_LEAPS: readonly Vector[] = ALL_DIRECTIONS.map(([df, dr]) => [2 * df, 2 * dr] as const);

/** The squares reached along `direction` up to and including the first occupied one, stopping before an edge or hole. */
export function ray(square: Square, direction: Vector, occupied: (square: Square) => boolean): Square[] {
  const squares: Square[] = [];
  for (let at = step(square, direction); at !== undefined; at = step(at, direction)) {
    squares.push(at);
    if (occupied(at)) break;
  }
  return squares;
}

/** "the usual checkerboard (a1 dark), extended to files y and z": a1 is file 2, rank 0. */
export const isDark = (square: Square) => (fileOf(square) + rankOf(square)) % 2 === 0;

/** "A Jack's eye is the mirror square across the d|e line on the same rank (y<->j, ..., d<->e)". */
export const eyeOf = (square: Square): Square => rankOf(square) * WIDTH + (WIDTH - 1 - fileOf(square));

/** The direction of a straight move from `from` to `to` (one of the 8), or undefined if not on a line. */
export function lineDirection(from: Square, to: Square): Vector | undefined {
  const df = fileOf(to) - fileOf(from);
  const dr = rankOf(to) - rankOf(from);
  if ((df === 0 && dr === 0) || (df !== 0 && dr !== 0 && Math.abs(df) !== Math.abs(dr))) return undefined;
  return [Math.sign(df), Math.sign(dr)];
}

/** "the sign of each coordinate of destination - start": the teleport's direction for the Witch's drag. */
export const signDirection = (from: Square, to: Square): Vector => [
  Math.sign(fileOf(to) - fileOf(from)),
  Math.sign(rankOf(to) - rankOf(from)),
];
