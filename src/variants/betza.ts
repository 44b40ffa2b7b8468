// Betza notation for the pieces the core plays: leaps and rides along one vector, bent riders, hoppers
// over one piece (Betza p and g) or two (the Kangaroo), and moves of several legs (XBetza a, lame leapers
// n, the two-path pieces), one item per route; read by the XBetza parser (xbetza.ts, its shapes in
// movement.ts). What the core cannot play yet (first-move-only moves, a hop beyond two pieces) is refused
// here with the feature it needs.
// Vectors are (dx, dy) with dy toward the owner's forward direction.
import { CauldronError } from '../errors.js';
import { isLeap, UNLIMITED_RANGE, type Leg, type LeapItem, type MoveShape } from './movement.js';
import { MAX_FURTHER_LEGS } from '../../assembly/abi.js';
import { parseXBetza } from './xbetza.js';

export { UNLIMITED_RANGE };

export interface MovementItem extends LeapItem {
  /**
   * Betza p ('screen': beyond exactly one piece) or g ('hurdle': right behind the first piece), or the
   * Kangaroo's 'second': right behind the second piece.
   */
  hop?: 'screen' | 'hurdle' | 'second';
  /** One route of a move of several legs: (dx, dy, range) is its first leg, these are the others. */
  next?: readonly Leg[];
}

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
  return coreItems(parseXBetza(notation), `'${notation}'`);
}

/**
 * Shapes as the core's items, a path shape as one item per route, listed after the others (the core lists
 * a cell that several routes reach once, and skips the cells the other items reached); `what` names the
 * piece in the error for a shape the core cannot play yet.
 */
export function coreItems(shapes: readonly MoveShape[], what: string): MovementItem[] {
  const lacking = shapes.map(coreFeature).find((feature) => feature !== undefined);
  if (lacking) throw new CauldronError(`${what} needs ${lacking}, which the core does not play yet`);
  const items = shapes.flatMap((shape): MovementItem[] => {
    if (isLeap(shape)) return [shape];
    if (shape.kind === 'hop') {
      const { kind: _, hurdles, landing, ...item } = shape;
      return [{ ...item, hop: hurdles === 2 ? 'second' : landing === 'beyond' ? 'screen' : 'hurdle' }];
    }
    return shape.routes.map(([first, ...next]) => ({ ...first!, move: shape.move, capture: shape.capture, next }));
  });
  return [...items.filter((item) => !item.next), ...items.filter((item) => item.next)];
}

/** What the core lacks for a shape (named in errors); undefined when it plays it. */
export function coreFeature(shape: MoveShape): string | undefined {
  if (shape.initial) return 'first-move-only moves (i)';
  if (shape.kind === 'hop') {
    if (shape.hurdles > 2) return 'hoppers over more than two pieces';
    return shape.hurdles === 2 && shape.landing === 'beyond' ? 'hoppers beyond two pieces (only the Kangaroo\'s landing right behind the second)' : undefined;
  }
  if (shape.kind === 'path' && shape.routes.some((route) => route.length > 1 + MAX_FURTHER_LEGS)) return `moves of more than ${1 + MAX_FURTHER_LEGS} legs`;
  return undefined;
}
