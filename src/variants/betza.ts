// Betza notation for piece movement (the subset Fairy-Stockfish users write most):
//   atoms    W (1,0) F (1,1) D (2,0) N (2,1) A (2,2) H (3,0) C (3,1) Z (3,2) G (3,3)
//   shorthands K = WF, R = WW, B = FF, Q = WWFF
//   riders   a doubled atom (NN) rides without limit; a digit after an atom limits the ride (W3)
//   modes    m move only, c capture only (default both)
//   hops     p reaches only cells beyond exactly one piece on the line (the cannon's capture: mRcpR),
//            g lands right behind the first piece on the line (the grasshopper: gQ)
//   bent     q makes a leaper a bent rider (the Rose: qN6): each further leap turns one step of the atom's
//            cycle, always left or always right, over empty landing cells
//   directions f b l r s v and the pairs fl fr bl br ff bb fs bs ll rr (union of the listed ones)
// Vectors are (dx, dy) with dy toward the owner's forward direction.
import { CauldronError } from '../errors.js';

export const UNLIMITED_RANGE = 0;

export interface MovementItem {
  dx: number;
  dy: number;
  /** Steps along the vector; UNLIMITED_RANGE rides to the edge. */
  range: number;
  move: boolean;
  capture: boolean;
  /** A bent rider turns this way between leaps. */
  bent?: 'left' | 'right';
  /** Betza p ('screen': beyond exactly one piece) or g ('hurdle': right behind the first piece). */
  hop?: 'screen' | 'hurdle';
}

const ATOMS: Record<string, [number, number]> = {
  W: [1, 0], F: [1, 1], D: [2, 0], N: [2, 1], A: [2, 2], H: [3, 0], C: [3, 1], Z: [3, 2], G: [3, 3],
};
const SHORTHANDS: Record<string, string> = { K: 'WF', R: 'WW', B: 'FF', Q: 'WWFF' };
const MODES = new Set(['m', 'c', 'q', 'p', 'g']);
const DIRECTION_PAIRS = new Set(['fl', 'fr', 'bl', 'br', 'ff', 'bb', 'fs', 'bs', 'll', 'rr']);

type Direction = (dx: number, dy: number) => boolean;
const along = (dx: number, dy: number) => Math.abs(dy) > Math.abs(dx);
const across = (dx: number, dy: number) => Math.abs(dx) > Math.abs(dy);
const DIRECTIONS: Record<string, Direction> = {
  f: (_, dy) => dy > 0,
  b: (_, dy) => dy < 0,
  l: (dx) => dx < 0,
  r: (dx) => dx > 0,
  s: (dx, dy) => across(dx, dy) || (dx !== 0 && Math.abs(dx) === Math.abs(dy)),
  v: (dx, dy) => along(dx, dy) || (dy !== 0 && Math.abs(dx) === Math.abs(dy)),
  fl: (dx, dy) => dy > 0 && dx < 0,
  fr: (dx, dy) => dy > 0 && dx > 0,
  bl: (dx, dy) => dy < 0 && dx < 0,
  br: (dx, dy) => dy < 0 && dx > 0,
  ff: (dx, dy) => dy > 0 && along(dx, dy),
  bb: (dx, dy) => dy < 0 && along(dx, dy),
  fs: (dx, dy) => dy > 0 && across(dx, dy),
  bs: (dx, dy) => dy < 0 && across(dx, dy),
  ll: (dx, dy) => dx < 0 && across(dx, dy),
  rr: (dx, dy) => dx > 0 && across(dx, dy),
};

/** The eight (or four) symmetric images of an atom's vector. */
export function symmetricVectors([a, b]: [number, number]): [number, number][] {
  const images = new Map<string, [number, number]>();
  for (const [x, y] of [[a, b], [b, a]] as const) {
    for (const sx of [1, -1]) for (const sy of [1, -1]) images.set(`${sx * x},${sy * y}`, [sx * x || 0, sy * y || 0]);
  }
  return [...images.values()];
}

/**
 * The next image of the same atom counter-clockwise (sense 1) or clockwise (-1): how a bent rider
 * turns between leaps.
 */
export function turnInCycle([dx, dy]: readonly [number, number], sense: 1 | -1): [number, number] {
  const cycle = symmetricVectors([Math.abs(dx), Math.abs(dy)]).sort((p, q) => Math.atan2(p[1], p[0]) - Math.atan2(q[1], q[0]));
  const at = cycle.findIndex(([x, y]) => x === dx && y === dy);
  return cycle[(at + sense + cycle.length) % cycle.length]!;
}

export function parseBetza(notation: string): MovementItem[] {
  // A shorthand's modifiers and range go to each of its atoms: gQ is gWWgFF, mR4 is mW4.
  const expanded = notation.replace(/([a-z]*)([KRBQ])(\d*)/g, (_, modifiers: string, letter: string, range: string) =>
    [...SHORTHANDS[letter]!.matchAll(/([A-Z])\1?/g)].map(([atom]) => `${modifiers}${range ? atom[0]! + range : atom}`).join(''));
  const result: MovementItem[] = [];
  const pattern = /([a-z]*)([A-Z])(\2|\d+)?/gy;
  let consumed = 0;
  for (const match of expanded.matchAll(pattern)) {
    consumed = match.index + match[0].length;
    const [, modifiers = '', atom = '', repeat] = match;
    const vector = ATOMS[atom];
    if (!vector) throw new CauldronError(`unknown Betza atom '${atom}' in '${notation}'`);
    const range = repeat === undefined ? 1 : repeat === atom ? UNLIMITED_RANGE : Number(repeat);
    const modes = [...modifiers].filter((letter) => MODES.has(letter));
    const directions = tokenizeDirections(modifiers.replace(/[mcqpg]/g, ''), notation);
    const hop = modes.includes('p') ? 'screen' : modes.includes('g') ? 'hurdle' : undefined;
    const bends: ('left' | 'right' | undefined)[] = modes.includes('q') ? ['left', 'right'] : [undefined];
    const move = !modes.includes('c') || modes.includes('m');
    const capture = !modes.includes('m') || modes.includes('c');
    for (const [dx, dy] of symmetricVectors(vector)) {
      if (directions.length > 0 && !directions.some((inDirection) => inDirection(dx, dy))) continue;
      for (const bent of bends) result.push({ dx, dy, range, move, capture, ...(bent ? { bent } : {}), ...(hop ? { hop } : {}) });
    }
  }
  if (consumed !== expanded.length || expanded.length === 0) {
    throw new CauldronError(`cannot read Betza notation '${notation}'`);
  }
  return result;
}

function tokenizeDirections(letters: string, notation: string): Direction[] {
  const directions: Direction[] = [];
  for (let at = 0; at < letters.length; ) {
    const pair = letters.slice(at, at + 2);
    const token = DIRECTION_PAIRS.has(pair) ? pair : letters[at]!;
    const direction = DIRECTIONS[token];
    if (!direction) throw new CauldronError(`unknown Betza modifier '${token}' in '${notation}'`);
    directions.push(direction);
    at += token.length;
  }
  return directions;
}
