// Betza notation for the pieces today's core plays: leaps and rides along one vector (LeapItem,
// movement.ts), read by the XBetza parser (xbetza.ts). Shapes the core cannot play yet (hoppers, lame
// leapers, moves of several legs, first-move-only moves) are refused here with the feature they need.
// Vectors are (dx, dy) with dy toward the owner's forward direction.
import { CauldronError } from '../errors.js';
import { isLeap, UNLIMITED_RANGE, type LeapItem, type MoveShape } from './movement.js';
import { parseXBetza } from './xbetza.js';

export { UNLIMITED_RANGE };
export type MovementItem = LeapItem;

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
  const shapes = parseXBetza(notation);
  const unsupported = shapes.find((shape) => !isLeap(shape) || shape.initial);
  if (unsupported) throw new CauldronError(`'${notation}' needs ${coreFeature(unsupported)}, which the core does not play yet`);
  return shapes as MovementItem[];
}

/** What the core lacks for a shape (named in errors). */
export function coreFeature(shape: MoveShape): string {
  if (shape.initial) return 'first-move-only moves (i)';
  if (shape.kind === 'hop') return shape.hurdles > 1 ? 'hoppers over two pieces' : 'hoppers (p, g)';
  if (shape.kind === 'path') return 'moves of several legs (lame leapers n, a, bent pieces)';
  return 'nothing';
}
