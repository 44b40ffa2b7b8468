// The pieces of grand-fairy-pieces.md §3 that no XBetza string says, built from §3.2 as movement
// shapes (movement.ts). Each cites the rule it follows.
import { UNLIMITED_RANGE, type HopItem, type Leg, type LeapItem, type MoveShape, type Offset, type PathItem } from '../movement.js';
import type { PieceOptionValues } from './piece-options.js';

const ORTHOGONAL: Offset[] = [[1, 0], [-1, 0], [0, 1], [0, -1]];
const DIAGONAL: Offset[] = [[1, 1], [-1, 1], [1, -1], [-1, -1]];
const BOTH = { move: true, capture: true };

const scale = ([x, y]: Offset, by: number): Offset => [x * by, y * by];
const leaps = (vectors: Offset[], range = 1): LeapItem[] => vectors.map(([dx, dy]) => ({ dx, dy, range, ...BOTH }));
const leg = ([dx, dy]: Offset, range = 1): Leg => ({ dx, dy, range });
const paths = (routes: Leg[][]): PathItem => ({ kind: 'path', routes, ...BOTH });
const perpendicular = (units: Offset[], [x, y]: Offset) => units.filter(([u, v]) => u * x + v * y === 0);

/**
 * Two-step pieces whose every target is reached by either of two paths: a step s then a leap 2t, or
 * the leap 2t then the step s (s, t units of one family). The plain steps and leaps stay leaps.
 */
function stepAndLeap(units: Offset[]): MoveShape[] {
  const routes: Leg[][] = [];
  for (const step of units) {
    for (const far of [step, ...perpendicular(units, step)]) {
      routes.push([leg(step), leg(scale(far, 2))], [leg(scale(far, 2)), leg(step)]);
    }
  }
  return [...leaps(units), ...leaps(units.map((unit) => scale(unit, 2))), paths(routes)];
}

/** Held (Hero), §3.2: wazir and dabbaba leaps; (3,0) and (2,1) targets through a+e or a+2g. */
export const hero = (): MoveShape[] => stepAndLeap(ORTHOGONAL);

/** Schamane (Shaman), §3.2: ferz and alfil leaps; (3,3) and camel targets through a+g or a+2f. */
export const shaman = (): MoveShape[] => stepAndLeap(DIAGONAL);

/**
 * Herzog (Duke), §3.2: targets a + u + k·f (k >= 1, f diagonal, u one of its orthogonal parts), by
 * path A (step u, then slide f) or path B (slide f k times, then step u). Backward bends add nothing.
 */
export function duke(): MoveShape[] {
  const routes = DIAGONAL.flatMap((diagonal) =>
    ([[diagonal[0], 0], [0, diagonal[1]]] as Offset[]).flatMap((step): Leg[][] => [
      [leg(step), leg(diagonal, UNLIMITED_RANGE)],
      [leg(diagonal, UNLIMITED_RANGE), leg(step)],
    ]),
  );
  return [paths(routes)];
}

/**
 * Drache (Dragon), §3.2: Rook slides; the diagonal step (option dragonStop); through an empty diagonal
 * neighbour a+f a dabbaba-ride from it, outward (f.x·2, 0) and (0, f.y·2), or in all four directions
 * (option dragonRide).
 */
export function dragon(options: PieceOptionValues): MoveShape[] {
  const routes = DIAGONAL.flatMap((diagonal): Leg[][] => {
    const rides: Offset[] = options.dragonRide === 'any' ? ORTHOGONAL.map((unit) => scale(unit, 2)) : [[2 * diagonal[0], 0], [0, 2 * diagonal[1]]];
    return rides.map((ride) => [leg(diagonal), leg(ride, UNLIMITED_RANGE)]);
  });
  return [...leaps(ORTHOGONAL, UNLIMITED_RANGE), ...(options.dragonStop === 'true' ? leaps(DIAGONAL) : []), paths(routes)];
}

/**
 * Tiger, §3.2: the zebra leap z; through an empty a+z a bishop slide along (sign z.x, sign z.y), and
 * with tigerOutward = two also along the other diagonal that keeps the sign of z's longer component.
 */
export function tiger(options: PieceOptionValues): MoveShape[] {
  const zebra: Offset[] = [[3, 2], [2, 3]].flatMap(([x, y]) => [[x!, y!], [-x!, y!], [x!, -y!], [-x!, -y!]] as Offset[]);
  const routes = zebra.flatMap(([x, y]): Leg[][] => {
    const slides: Offset[] = [[Math.sign(x), Math.sign(y)]];
    if (options.tigerOutward === 'two') slides.push(Math.abs(x) > Math.abs(y) ? [Math.sign(x), -Math.sign(y)] : [-Math.sign(x), Math.sign(y)]);
    return slides.map((slide) => [leg([x, y]), leg(slide, UNLIMITED_RANGE)]);
  });
  return [...leaps(zebra), paths(routes)];
}

/** Känguru (Kangaroo), §3.2: along a queen line over exactly two pieces, landing right behind the second. */
export const kangaroo = (): MoveShape[] =>
  [...ORTHOGONAL, ...DIAGONAL].map(([dx, dy]): HopItem => ({ kind: 'hop', dx, dy, range: UNLIMITED_RANGE, hurdles: 2, landing: 'behind', ...BOTH }));

export const BUILTINS = { hero, shaman, duke, dragon, tiger, kangaroo } satisfies Record<string, (options: PieceOptionValues) => MoveShape[]>;
export type BuiltinName = keyof typeof BUILTINS;
