// How a piece moves, as data the core compiles into tables: the structured form the XBetza parser
// (xbetza.ts) and the built-in pieces (fairy/builtins.ts) produce.
//
// Vectors are (dx, dy): dx toward higher files, dy toward the owner's forward direction. A piece's
// movement is a list of shapes; its destinations are the union of its shapes' destinations.
//
// - LeapItem: what today's core plays. A leap (range 1) or a ride (range n, or UNLIMITED_RANGE) that
//   repeats one vector: every landing cell is entered (empty: a move; enemy: a capture) and the ride
//   stops at the first occupied one. The squares leapt over never matter. `bent` (the Rose) turns one
//   step of the atom's cycle between leaps.
// - HopItem: a rider that needs `hurdles` pieces on its line (either colour). It steps along (dx, dy)
//   over empty cells to the first piece, the first hurdle; with two hurdles it goes on over empty cells
//   to the next piece. Then `landing` 'behind' (Betza g: grasshopper, kangaroo) enters only the cell
//   right behind the last hurdle; 'beyond' (Betza p: cannon) enters every empty cell beyond it (moves)
//   and the first occupied one (a capture), as a rider from there. `range` limits the steps from the
//   start to the landing cell (UNLIMITED_RANGE: none).
// - PathItem: moves of two or more legs (XBetza `a`, lame leapers `n`, Hero, Shaman, Duke, Griffon,
//   Dragon, Tiger). Each route is a list of legs; a leg is a leap or ride like a LeapItem. Every leg but
//   the last must stop on an empty cell, from which the next leg starts (a non-final ride may stop on
//   each empty cell it passes, and continue from any of them); the last leg enters its cells as a
//   LeapItem does. The item's destinations are the union over its routes, each cell once: a target that
//   two routes reach (Hero, Shaman, Duke) is one move, reachable while either route is clear.
//   When every leg has range 1 the item is a set of lame leaps: see lameLeaps().
//
// `move`/`capture` say whether a destination may be empty (a quiet move) or hold an enemy (a capture).
// `initial` (XBetza i) marks moves only a piece that has not moved yet may make.

export const UNLIMITED_RANGE = 0;

export type Offset = readonly [dx: number, dy: number];

export interface Modality {
  move: boolean;
  capture: boolean;
  /** Only for a piece that has not moved yet (XBetza i). */
  initial?: boolean;
}

export interface LeapItem extends Modality {
  kind?: 'leap';
  dx: number;
  dy: number;
  /** Leaps along the vector; UNLIMITED_RANGE rides to the edge. */
  range: number;
  /** A bent rider turns this way between leaps. */
  bent?: 'left' | 'right';
}

export interface HopItem extends Modality {
  kind: 'hop';
  dx: number;
  dy: number;
  range: number;
  /** Pieces to hop: 1 (grasshopper, cannon), 2 (kangaroo). */
  hurdles: number;
  landing: 'behind' | 'beyond';
}

export interface Leg {
  dx: number;
  dy: number;
  range: number;
}

export interface PathItem extends Modality {
  kind: 'path';
  routes: readonly (readonly Leg[])[];
}

export type MoveShape = LeapItem | HopItem | PathItem;

export const isLeap = (shape: MoveShape): shape is LeapItem => shape.kind === undefined || shape.kind === 'leap';

/** A lame leap: its target and, per way of getting there, the cells (offsets from the start) that must be empty. */
export interface LameLeap {
  dx: number;
  dy: number;
  paths: Offset[][];
}

/**
 * A path item whose legs are all single leaps, as lame leaps: per target, the alternative lists of
 * cells that must be empty (the landing cells of every leg but the last). Undefined for an item with
 * a ride in it.
 */
export function lameLeaps(item: PathItem): LameLeap[] | undefined {
  if (item.routes.some((route) => route.some((leg) => leg.range !== 1))) return undefined;
  const byTarget = new Map<string, LameLeap>();
  for (const route of item.routes) {
    let [x, y] = [0, 0];
    const cells: Offset[] = [];
    route.forEach((leg, index) => {
      [x, y] = [x + leg.dx, y + leg.dy];
      if (index < route.length - 1) cells.push([x, y]);
    });
    const key = `${x},${y}`;
    const entry = byTarget.get(key) ?? { dx: x, dy: y, paths: [] };
    entry.paths.push(cells);
    byTarget.set(key, entry);
  }
  return [...byTarget.values()];
}

/** The shape seen by the other player: every vector's dy negated. */
export function mirrorShape(shape: MoveShape): MoveShape {
  const flip = <T extends { dy: number }>(vector: T): T => ({ ...vector, dy: -vector.dy || 0 });
  if (shape.kind === 'path') return { ...shape, routes: shape.routes.map((route) => route.map(flip)) };
  return flip(shape);
}
