// Betza notation for the pieces the core plays: leaps and rides along one vector, bent riders, and
// hoppers over one piece (Betza p and g), as MovementItems; read by the XBetza parser (xbetza.ts, its
// shapes in movement.ts). Shapes the core cannot play yet (hops over two pieces, lame leapers, moves
// of several legs, first-move-only moves) are refused here with the feature they need.
// Vectors are (dx, dy) with dy toward the owner's forward direction.
import { CauldronError } from '../errors.js';
import { isLeap, UNLIMITED_RANGE, type LeapItem, type MoveShape } from './movement.js';
import { parseXBetza } from './xbetza.js';

export { UNLIMITED_RANGE };

export interface MovementItem extends LeapItem {
  /** Betza p ('screen': beyond exactly one piece) or g ('hurdle': right behind the first piece). */
  hop?: 'screen' | 'hurdle';
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

/** Shapes as the core's items; `what` names the piece in the error for a shape it cannot play yet. */
export function coreItems(shapes: readonly MoveShape[], what: string): MovementItem[] {
  return shapes.map((shape) => {
    if (isLeap(shape) && !shape.initial) return shape;
    if (shape.kind === 'hop' && shape.hurdles === 1 && !shape.initial) {
      const { kind: _, hurdles: __, landing, ...item } = shape;
      return { ...item, hop: landing === 'beyond' ? 'screen' : 'hurdle' };
    }
    throw new CauldronError(`${what} needs ${coreFeature(shape)}, which the core does not play yet`);
  });
}

/** What the core lacks for a shape (named in errors); undefined when it plays it. */
export function coreFeature(shape: MoveShape): string | undefined {
  if (shape.initial) return 'first-move-only moves (i)';
  if (shape.kind === 'hop') return shape.hurdles > 1 ? 'hoppers over two pieces (the Kangaroo)' : undefined;
  if (shape.kind === 'path') return 'moves of several legs (lame leapers n, a, bent pieces)';
  return undefined;
}
