// Independent reference for the §3 pieces of grand-fairy-pieces.md (part 1): each piece's destinations
// written straight from the spec's table and §3.2 on a plain board, sharing no code with the engine's
// parser or catalogue. A board square holds null or { code, white }; x/y are 0-based file/rank.

export interface RefPiece {
  code: string;
  white: boolean;
}
export type RefBoard = (RefPiece | null)[][]; // [x][y]
export interface RefOptions {
  griffonStop: boolean;
  dragonStop: boolean;
  dragonRide: 'outward' | 'any';
  tigerOutward: 'one' | 'two';
  templarDiagonal: 'slide' | 'leap';
}
export const DEFAULT_REF_OPTIONS: RefOptions = { griffonStop: true, dragonStop: true, dragonRide: 'outward', tigerOutward: 'one', templarDiagonal: 'slide' };

export interface RefDestination {
  x: number;
  y: number;
  capture: boolean;
}

type V = [number, number];
/** The up to eight images (±a,±b), (±b,±a). */
const images = (a: number, b: number): V[] => {
  const seen = new Map<string, V>();
  for (const [x, y] of [[a, b], [b, a]]) for (const sx of [1, -1]) for (const sy of [1, -1]) seen.set(`${sx * x!},${sy * y!}`, [sx * x! || 0, sy * y! || 0]);
  return [...seen.values()];
};
const W = images(1, 0), F = images(1, 1), D = images(2, 0), N = images(2, 1), A = images(2, 2), H = images(3, 0), CAMEL = images(3, 1), Z = images(3, 2), GIRAFFE = images(4, 1);
const QUEEN = [...W, ...F];

/** Destinations of the piece on (x, y); `forward` is +1 for White, -1 for Black. */
export function pieceDestinations(board: RefBoard, x: number, y: number, options: RefOptions = DEFAULT_REF_OPTIONS): RefDestination[] {
  const me = board[x]![y]!;
  const forward = me.white ? 1 : -1;
  const size = board.length;
  const on = (i: number, j: number) => i >= 0 && j >= 0 && i < size && j < board[0]!.length;
  const empty = (i: number, j: number) => on(i, j) && board[i]![j] === null;
  const enemy = (i: number, j: number) => on(i, j) && board[i]![j] !== null && board[i]![j]!.white !== me.white;
  const out = new Map<string, RefDestination>();
  const put = (i: number, j: number, capture: boolean) => out.set(`${i},${j}`, { x: i, y: j, capture });
  // enter(t): an empty t is a move, an enemy on t a capture (§3.2); says whether t was empty.
  const enter = (i: number, j: number, mode: 'both' | 'move' | 'capture' = 'both') => {
    if (empty(i, j) && mode !== 'capture') put(i, j, false);
    if (enemy(i, j) && mode !== 'move') put(i, j, true);
    return empty(i, j);
  };
  const leap = (vectors: V[], mode: 'both' | 'move' | 'capture' = 'both') => vectors.forEach(([dx, dy]) => enter(x + dx, y + dy, mode));
  const slide = (vectors: V[], limit = 99, fromX = x, fromY = y, mode: 'both' | 'move' = 'both') => {
    for (const [dx, dy] of vectors) {
      for (let k = 1; k <= limit && on(fromX + k * dx, fromY + k * dy); k++) if (!enter(fromX + k * dx, fromY + k * dy, mode)) break;
    }
  };
  const oriented = (vectors: V[]): V[] => vectors.map(([dx, dy]) => [dx, dy * forward]);
  /** First occupied square from (x, y) along d, or undefined. */
  const firstPiece = (fromX: number, fromY: number, [dx, dy]: V): V | undefined => {
    for (let k = 1; on(fromX + k * dx, fromY + k * dy); k++) if (!empty(fromX + k * dx, fromY + k * dy)) return [fromX + k * dx, fromY + k * dy];
    return undefined;
  };
  const grasshopper = () => QUEEN.forEach((d) => {
    const hurdle = firstPiece(x, y, d);
    if (hurdle && on(hurdle[0] + d[0], hurdle[1] + d[1])) enter(hurdle[0] + d[0], hurdle[1] + d[1]);
  });
  const cannon = (lines: V[]) => {
    slide(lines, 99, x, y, 'move');
    for (const d of lines) {
      const screen = firstPiece(x, y, d);
      const target = screen && firstPiece(screen[0], screen[1], d);
      if (target && enemy(target[0], target[1])) put(target[0], target[1], true);
    }
  };
  switch (me.code) {
    case 'K': case 'GU': leap(QUEEN); break;
    case 'Q': slide(QUEEN); break;
    case 'R': slide(W); break;
    case 'B': slide(F); break;
    case 'N': leap(N); break;
    case 'C': slide(W); leap(N); break; // marshal
    case 'A': slide(F); leap(N); break; // cardinal
    case 'CE': leap([...QUEEN, ...N]); break;
    case 'AM': slide(QUEEN); leap(N); break;
    case 'NR': case 'DR': {
      // Riders: landing squares a+kv only, stop after the first occupied one.
      for (const [dx, dy] of me.code === 'NR' ? N : D) for (let k = 1; on(x + k * dx, y + k * dy); k++) if (!enter(x + k * dx, y + k * dy)) break;
      break;
    }
    case 'SM': slide([[1, 0], [-1, 0]]); leap([[0, 1], [0, -1]]); break;
    case 'VM': slide([[0, 1], [0, -1]]); leap([[1, 0], [-1, 0]]); break;
    case 'FE': leap(F); break;
    case 'DK': slide(W); leap(F); break;
    case 'NF': leap([...N, ...F]); break;
    case 'WA': leap(W); break;
    case 'ST': leap(W, 'move'); leap(F, 'capture'); break;
    case 'DH': slide(F); leap(W); break;
    case 'NW': leap([...N, ...W]); break;
    case 'RH':
      // Rhino: enter(a+w); if a+w is empty, also the two outward diagonals from it.
      for (const [wx, wy] of W) {
        if (!enter(x + wx, y + wy)) continue;
        const outward: V[] = wx !== 0 ? [[wx, 1], [wx, -1]] : [[1, wy], [-1, wy]];
        for (const [fx, fy] of outward) enter(x + wx + fx, y + wy + fy);
      }
      break;
    case 'EL': leap(A); break;
    case 'PH': leap([...W, ...A]); break;
    case 'ME': leap([...F, ...A]); break;
    case 'MA': leap([...QUEEN, ...A]); break;
    case 'DA': leap(D); break;
    case 'ND': leap([...N, ...D]); break;
    case 'DW': leap([...W, ...D]); break;
    case 'KI': leap([...F, ...D]); break;
    case 'AL': leap([...A, ...D]); break;
    case 'BA': slide(F); leap(D); break;
    case 'OX': leap([...N, ...D, ...A], 'move'); leap(F, 'capture'); break;
    case 'CA': leap(CAMEL); break;
    case 'CF': leap([...CAMEL, ...F]); break;
    case 'CW': leap([...CAMEL, ...W]); break;
    case 'CG': leap([...CAMEL, ...QUEEN]); break;
    case 'CR': leap(CAMEL); slide(W); break;
    case 'GI': leap(GIRAFFE); break;
    case 'ZE': leap(Z); break;
    case 'ZF': leap([...Z, ...F]); break;
    case 'ZW': leap([...Z, ...W]); break;
    case 'ZB': leap(Z); slide(F); break;
    case 'ZR': leap(Z); slide(W); break;
    case 'ZG': leap([...Z, ...QUEEN]); break;
    case 'PE': leap([...Z, ...GIRAFFE]); break;
    case 'GN': leap([...N, ...CAMEL]); break;
    case 'CZ': leap([...CAMEL, ...Z]); break;
    case 'NZ': leap([...N, ...CAMEL, ...Z]); break;
    case 'GR': grasshopper(); break;
    case 'SC': leap(QUEEN); grasshopper(); break;
    case 'HE': {
      // Hero: W and D leaps; a+3e unless a+e and a+2e both occupied; a+e+2g unless a+e and a+2g both occupied.
      leap([...W, ...D]);
      for (const [ex, ey] of W) {
        if (empty(x + ex, y + ey) || empty(x + 2 * ex, y + 2 * ey)) enter(x + 3 * ex, y + 3 * ey);
        for (const [gx, gy] of W.filter(([gx, gy]) => gx * ex + gy * ey === 0)) {
          if (empty(x + ex, y + ey) || empty(x + 2 * gx, y + 2 * gy)) enter(x + ex + 2 * gx, y + ey + 2 * gy);
        }
      }
      break;
    }
    case 'SH': {
      // Shaman: F and A leaps; a+3f unless a+f and a+2f both occupied; a+2f+g unless a+g and a+2f both occupied.
      leap([...F, ...A]);
      for (const [fx, fy] of F) {
        if (empty(x + fx, y + fy) || empty(x + 2 * fx, y + 2 * fy)) enter(x + 3 * fx, y + 3 * fy);
        for (const [gx, gy] of F.filter(([gx, gy]) => gx * fx + gy * fy === 0)) {
          if (empty(x + gx, y + gy) || empty(x + 2 * fx, y + 2 * fy)) enter(x + 2 * fx + gx, y + 2 * fy + gy);
        }
      }
      break;
    }
    case 'BU': leap(oriented([[1, 2], [-1, 2], [2, -1], [-2, -1], [3, 1], [-3, 1], [1, -1], [-1, -1]])); break;
    case 'CB': leap(oriented([[1, 2], [-1, 2], [2, -1], [-2, -1]])); break;
    case 'DG':
      // Dragon: Rook; the diagonal step (dragonStop); through an empty a+f a dabbaba-ride from it.
      slide(W);
      for (const [fx, fy] of F) {
        if (options.dragonStop) enter(x + fx, y + fy);
        if (!empty(x + fx, y + fy)) continue;
        const steps: V[] = options.dragonRide === 'any' ? D : [[2 * fx, 0], [0, 2 * fy]];
        for (const [ux, uy] of steps) for (let k = 1; on(x + fx + k * ux, y + fy + k * uy); k++) if (!enter(x + fx + k * ux, y + fy + k * uy)) break;
      }
      break;
    case 'DU':
      // Duke: T_k = a + u + k·f, entered if path A (a+u … a+u+(k−1)f) or path B (a+f … a+kf) is empty.
      for (const [fx, fy] of F) {
        for (const [ux, uy] of [[fx, 0], [0, fy]] as V[]) {
          for (let k = 1; on(x + ux + k * fx, y + uy + k * fy); k++) {
            let pathA = true, pathB = true;
            for (let j = 0; j < k; j++) if (!empty(x + ux + j * fx, y + uy + j * fy)) pathA = false;
            for (let j = 1; j <= k; j++) if (!empty(x + j * fx, y + j * fy)) pathB = false;
            if (pathA || pathB) enter(x + ux + k * fx, y + uy + k * fy);
          }
        }
      }
      break;
    case 'FR': leap([...F, ...H]); break;
    case 'GF':
      // Griffon: enter(a+f) (griffonStop); if a+f is empty, rook slides from it along (f.x,0) and (0,f.y).
      for (const [fx, fy] of F) {
        if (options.griffonStop) enter(x + fx, y + fy);
        if (empty(x + fx, y + fy)) slide([[fx, 0], [0, fy]], 99, x + fx, y + fy);
      }
      break;
    case 'KA':
      // Kangaroo: over the first piece, on over empty squares to the second, land right behind it.
      for (const d of QUEEN) {
        const first = firstPiece(x, y, d);
        const second = first && firstPiece(first[0], first[1], d);
        if (second && on(second[0] + d[0], second[1] + d[1])) enter(second[0] + d[0], second[1] + d[1]);
      }
      break;
    case 'LI': leap([...D, ...A]); leap(QUEEN, 'capture'); break;
    case 'MG': leap([...QUEEN, ...D, ...A, ...N]); break;
    case 'CH': leap([...W, ...A, ...D]); break;
    case 'SQ': leap([...D, ...A, ...N]); break;
    case 'TE': leap(D); if (options.templarDiagonal === 'leap') leap([...F, ...A]); else slide(F, 2); break;
    case 'TI':
      // Tiger: zebra leap z; if a+z is empty, a bishop slide from it outward.
      for (const [zx, zy] of Z) {
        enter(x + zx, y + zy);
        if (!empty(x + zx, y + zy)) continue;
        const slides: V[] = [[Math.sign(zx), Math.sign(zy)]];
        if (options.tigerOutward === 'two') slides.push(Math.abs(zx) > Math.abs(zy) ? [Math.sign(zx), -Math.sign(zy)] : [-Math.sign(zx), Math.sign(zy)]);
        slide(slides, 99, x + zx, y + zy);
      }
      break;
    case 'CN': cannon(W); break;
    case 'VA': cannon(F); break;
    case 'LE': cannon(QUEEN); break;
    default: throw new Error(`reference: no movement for '${me.code}'`);
  }
  return [...out.values()];
}

/** Every part-1 code the reference knows, classic first. */
export const REFERENCE_CODES = ['K', 'Q', 'R', 'B', 'N', 'C', 'A', 'GU', 'CE', 'AM', 'NR', 'SM', 'VM', 'FE', 'DK', 'NF', 'WA', 'ST', 'DH', 'NW', 'RH',
  'EL', 'PH', 'ME', 'MA', 'DA', 'DR', 'ND', 'DW', 'KI', 'AL', 'BA', 'OX', 'CA', 'CF', 'CW', 'CG', 'CR', 'GI', 'ZE', 'ZF', 'ZW', 'ZB', 'ZR', 'ZG',
  'PE', 'GN', 'CZ', 'NZ', 'GR', 'SC', 'HE', 'SH', 'BU', 'CB', 'DG', 'DU', 'FR', 'GF', 'KA', 'LI', 'MG', 'CH', 'SQ', 'TE', 'TI', 'CN', 'VA', 'LE'];
export const REFERENCE_LOCKED = new Set(['NR', 'DR', 'GI', 'PE', 'GR', 'SC', 'DG', 'KA', 'TI', 'CN', 'VA', 'LE']);
