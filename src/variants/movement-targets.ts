// The destinations of movement shapes on a square board, read straight from their definition in
// movement.ts: the meaning of the representation, executable, for tests and tools (slow; the core
// compiles shapes into tables instead).
import { turnInCycle } from './betza.js';
import { mirrorShape, UNLIMITED_RANGE, type HopItem, type Leg, type MoveShape, type Offset, type PathItem } from './movement.js';

export const EMPTY = 0;
export const OWN = 1;
export const ENEMY = 2;
export type Occupant = typeof EMPTY | typeof OWN | typeof ENEMY;

/** What stands on each cell, seen by the moving side; off the board is undefined. */
export type BoardView = (x: number, y: number) => Occupant | undefined;

export interface Target {
  to: Offset;
  capture: boolean;
}

/** Every destination of the shapes for a piece on (x, y) whose forward is `forward` (1 up, -1 down), each once. */
export function shapeTargets(shapes: readonly MoveShape[], board: BoardView, [x, y]: Offset, forward: 1 | -1 = 1): Target[] {
  const found = new Map<string, Target>();
  const add = (tx: number, ty: number, capture: boolean) => found.set(`${tx},${ty}`, { to: [tx, ty], capture });
  for (const raw of shapes) {
    const shape = forward === 1 ? raw : mirrorShape(raw);
    const enter = (tx: number, ty: number): boolean => {
      const occupant = board(tx, ty);
      if (occupant === EMPTY && shape.move) add(tx, ty, false);
      if (occupant === ENEMY && shape.capture) add(tx, ty, true);
      return occupant === EMPTY;
    };
    if (shape.kind === 'hop') hop(shape, board, x, y, enter);
    else if (shape.kind === 'path') walkRoutes(shape, board, x, y, enter);
    else if (shape.bent) {
      let [dx, dy, tx, ty] = [shape.dx, shape.dy, x, y];
      for (let leap = 1; shape.range === UNLIMITED_RANGE || leap <= shape.range; leap++) {
        [tx, ty] = [tx + dx, ty + dy];
        if (board(tx, ty) === undefined || !enter(tx, ty)) break;
        [dx, dy] = turnInCycle([dx, dy], shape.bent === 'left' ? 1 : -1);
      }
    } else ride({ dx: shape.dx, dy: shape.dy, range: shape.range }, board, x, y, enter);
  }
  return [...found.values()];
}

/** Visits the cells of a leap or ride while `visit` says the cell was empty. */
function ride(leg: Leg, board: BoardView, x: number, y: number, visit: (x: number, y: number) => boolean): void {
  for (let step = 1; leg.range === UNLIMITED_RANGE || step <= leg.range; step++) {
    const [tx, ty] = [x + leg.dx * step, y + leg.dy * step];
    if (board(tx, ty) === undefined || !visit(tx, ty)) return;
  }
}

function walkRoutes(item: PathItem, board: BoardView, x: number, y: number, enter: (x: number, y: number) => boolean): void {
  const follow = (route: readonly Leg[], index: number, fromX: number, fromY: number) => {
    const last = index === route.length - 1;
    ride(route[index]!, board, fromX, fromY, (tx, ty) => {
      if (last) return enter(tx, ty);
      if (board(tx, ty) !== EMPTY) return false;
      follow(route, index + 1, tx, ty);
      return true;
    });
  };
  for (const route of item.routes) follow(route, 0, x, y);
}

function hop(item: HopItem, board: BoardView, x: number, y: number, enter: (x: number, y: number) => boolean): void {
  let hurdles = 0;
  for (let step = 1; item.range === UNLIMITED_RANGE || step <= item.range; step++) {
    const [tx, ty] = [x + item.dx * step, y + item.dy * step];
    const occupant = board(tx, ty);
    if (occupant === undefined) return;
    if (hurdles === item.hurdles) {
      // Past the last hurdle: 'behind' lands on this cell only; 'beyond' rides on from here.
      if (!enter(tx, ty) || item.landing === 'behind') return;
    } else if (occupant !== EMPTY) hurdles++;
  }
}
