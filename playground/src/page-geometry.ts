// A board description (describeBoard) placed on the page for one viewer: centres turned by the view
// angle, each cell's outline, and the viewBox around them. Units: 1 = the distance between neighbours.
import type { BoardDescription } from 'cauldron/browser';

export interface PlacedCell {
  name: string;
  x: number;
  y: number;
  colour: number;
}

export interface PageGeometry {
  cells: PlacedCell[];
  byName: Map<string, PlacedCell>;
  holes: { x: number; y: number }[];
  /** An outline around (0, 0); translate it to a cell's centre. */
  outline: string;
  /** Radius of the largest circle inside a cell. */
  inner: number;
  river?: { x1: number; y1: number; x2: number; y2: number };
  viewBox: { x: number; y: number; width: number; height: number };
}

const ROOT3 = Math.sqrt(3);

function polygon(corners: number, radius: number, firstAngle: number): string {
  return Array.from({ length: corners }, (_, index) => {
    const angle = ((firstAngle + (index * 360) / corners) * Math.PI) / 180;
    return `${(radius * Math.cos(angle)).toFixed(4)},${(radius * Math.sin(angle)).toFixed(4)}`;
  }).join(' ');
}

export function placeBoard(board: BoardDescription, view: number): PageGeometry {
  const angle = (view * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const turn = (x: number, y: number) => ({ x: x * cos - y * sin, y: x * sin + y * cos }); // clockwise on the page
  const cells = board.cells.map((cell) => ({ name: cell.name, colour: cell.colour, ...turn(cell.x, cell.y) }));
  const holes = board.holes.map((hole) => turn(hole.x, hole.y));
  // Squares stay squares after half turns; hexagons stay themselves after sixths of a turn.
  const outline =
    board.shape === 'square' ? polygon(4, Math.SQRT1_2, 45) : polygon(6, 1 / ROOT3, board.shape === 'hex-flat' ? 0 : 30);
  const inner = 0.5;
  const extent = board.shape === 'square' ? 0.5 : 1 / ROOT3;
  const xs = [...cells, ...holes].map((point) => point.x);
  const ys = [...cells, ...holes].map((point) => point.y);
  const margin = extent + 0.05;
  const minX = Math.min(...xs) - margin;
  const minY = Math.min(...ys) - margin;
  const viewBox = { x: minX, y: minY, width: Math.max(...xs) + margin - minX, height: Math.max(...ys) + margin - minY };
  let river: PageGeometry['river'];
  if (board.river) {
    const left = Math.min(...board.cells.map((cell) => cell.x)) - 0.5;
    const right = Math.max(...board.cells.map((cell) => cell.x)) + 0.5;
    const [a, b] = [turn(left, board.river.y), turn(right, board.river.y)];
    river = { x1: a.x, y1: a.y, x2: b.x, y2: b.y };
  }
  return { cells, byName: new Map(cells.map((cell) => [cell.name, cell])), holes, outline, inner, river, viewBox };
}
