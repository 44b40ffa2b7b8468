// XBetza piece notation → movement shapes (movement.ts).
//
// A piece is a sequence of moves; a move is modifiers, an atom and an optional range:
//   atoms      W (1,0) F (1,1) D (2,0) N (2,1) A (2,2) H (3,0) C = L (3,1) Z = J (3,2) G (3,3), any leap
//              written (x,y) such as (1,4); shorthands K = W+F, R = WW, B = FF, Q = WW+FF
//   range      a doubled atom rides without limit (NN, (1,4)(1,4)); digits limit the ride (R4, N2)
//   modality   m move only, c capture only (e: capture, en passant being a pawn rule here), none: both;
//              p hop one piece and go on (cannon), g hop one piece and land right behind (grasshopper);
//              n lame (the leap's path must be empty); i only a piece's first move; q bent rider (the
//              Rose, qN6)
//   directions f b l r v s h and their pairs, read exactly as Fairy-Stockfish's from_betza reads them
//              (src/piece.cpp): a letter pairs with the next when it is the same letter or a vertical
//              (f b v h) next to a horizontal (r l s h) one, else it stands for its doubled self; each pair
//              selects some of the atom's eight images (FSF's table, DIRECTION_TABLE below); on an
//              orthogonal single atom a mixed pair is the union of its letters (fsW = fW + sW). So on the
//              knight ffN = (±1,2), fsN = (±2,1), frN = (2,1), rfN = (1,2), as in the XBetza reference.
//   legs       `a` chains legs of one move (XBetza): modifiers before each `a` belong to that leg, the atom
//              follows the last. Later legs' directions are relative to the previous leg (f straight on,
//              b back, l r s 90°, fl fr fs 45° forward, bl br bs 135°, v = f+b; none: all eight); a 45° turn
//              interconverts W/F, D/A, H/G. Every leg but the last moves to an empty cell (m, the default);
//              `y` on a leg toggles the next leg between leaper and slider. WafsW is the Rhino (Mao),
//              FyafsF the Griffon.
// Errors name the character position (1-based) and the problem.
import { CauldronError } from '../errors.js';
import { UNLIMITED_RANGE, type Leg, type MoveShape, type Offset, type PathItem } from './movement.js';

const LEAPER_ATOMS: Record<string, Offset[]> = {
  W: [[1, 0]], F: [[1, 1]], D: [[2, 0]], N: [[2, 1]], A: [[2, 2]], H: [[3, 0]], C: [[3, 1]], L: [[3, 1]],
  Z: [[3, 2]], J: [[3, 2]], G: [[3, 3]], K: [[1, 0], [1, 1]],
};
const RIDER_ATOMS: Record<string, Offset[]> = { R: [[1, 0]], B: [[1, 1]], Q: [[1, 0], [1, 1]] };
const VERTICALS = 'fbvh';
const HORIZONTALS = 'rlsh';
const MODALITIES = 'mcepgniqy';

/**
 * Fairy-Stockfish's eight images of an atom (a, b), a >= b, each with the direction pairs that select it
 * (piece.cpp, from_betza). Vectors are (dx, dy).
 */
const DIRECTION_TABLE: [(a: number, b: number) => Offset, string[]][] = [
  [(a, b) => [b, a], ['ff', 'vv', 'rf', 'rv', 'fh', 'rh', 'hr']],
  [(a, b) => [-b, -a], ['bb', 'vv', 'lb', 'lv', 'bh', 'lh', 'hr']],
  [(a, b) => [a, -b], ['rr', 'ss', 'br', 'bs', 'bh', 'rh', 'hr']],
  [(a, b) => [-a, b], ['ll', 'ss', 'fl', 'fs', 'fh', 'lh', 'hr']],
  [(a, b) => [a, b], ['rr', 'ss', 'fr', 'fs', 'fh', 'rh', 'hl']],
  [(a, b) => [-a, -b], ['ll', 'ss', 'bl', 'bs', 'bh', 'lh', 'hl']],
  [(a, b) => [b, -a], ['bb', 'vv', 'rb', 'rv', 'bh', 'rh', 'hl']],
  [(a, b) => [-b, a], ['ff', 'vv', 'lf', 'lv', 'fh', 'lh', 'hl']],
];

/** The eight directions in 45° steps counter-clockwise from (1, 0). */
const UNITS: Offset[] = [[1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1], [0, -1], [1, -1]];
/** Continuation-leg directions as turns in 45° steps (counter-clockwise positive). */
const TURNS: Record<string, number[]> = {
  f: [0], b: [4], l: [2], r: [-2], s: [2, -2], v: [0, 4],
  fl: [1], fr: [-1], fs: [1, -1], bl: [3], br: [-3], bs: [3, -3],
};

interface LegModifiers {
  /** The leg's letters and where each stands in the notation (0-based). */
  letters: { letter: string; at: number }[];
}

interface Atom {
  vectors: Offset[];
  range: number;
  text: string;
  at: number;
}

export function parseXBetza(notation: string): MoveShape[] {
  const fail = (problem: string, at: number): never => {
    throw new CauldronError(`${problem} at ${at + 1} in '${notation}'`);
  };
  if (notation.length === 0) throw new CauldronError("cannot read Betza notation '': it is empty");
  const shapes: MoveShape[] = [];
  let legs: LegModifiers[] = [{ letters: [] }];
  let at = 0;
  while (at < notation.length) {
    const char = notation[at]!;
    if (char === 'a') {
      legs.push({ letters: [] });
      at++;
    } else if (/[a-z]/.test(char)) {
      if (!MODALITIES.includes(char) && !VERTICALS.includes(char) && !HORIZONTALS.includes(char)) fail(`unknown or unsupported modifier '${char}'`, at);
      legs.at(-1)!.letters.push({ letter: char, at });
      at++;
    } else {
      const atom = readAtom(notation, at, fail);
      at = atom.end;
      shapes.push(...(legs.length === 1 ? singleLeg(legs[0]!, atom, fail) : multiLeg(legs, atom, fail)));
      legs = [{ letters: [] }];
    }
  }
  const pending = legs.flatMap((leg) => leg.letters);
  if (pending.length > 0 || legs.length > 1) fail(`modifiers '${notation.slice(pending[0]?.at ?? notation.lastIndexOf('a'))}' have no atom`, pending[0]?.at ?? notation.lastIndexOf('a'));
  return shapes;
}

function readAtom(notation: string, start: number, fail: (problem: string, at: number) => never): Atom & { end: number } {
  let text: string;
  let vectors: Offset[];
  let rider = false;
  if (notation[start] === '(') {
    const match = /^\((\d+),(\d+)\)/.exec(notation.slice(start));
    if (!match) fail("explicit leap must be written '(x,y)' with whole numbers, like (1,4)", start);
    const [x, y] = [Number(match![1]), Number(match![2])];
    if (x + y === 0) fail(`leap ${match![0]} goes nowhere`, start);
    text = match![0];
    vectors = [[Math.max(x, y), Math.min(x, y)]];
  } else {
    text = notation[start]!;
    const atoms = LEAPER_ATOMS[text] ?? RIDER_ATOMS[text];
    if (!atoms) fail(`unknown atom '${text}'`, start);
    vectors = atoms!;
    rider = text in RIDER_ATOMS;
  }
  let end = start + text.length;
  let range = rider ? UNLIMITED_RANGE : 1;
  const digits = /^\d+/.exec(notation.slice(end));
  if (notation.startsWith(text, end)) {
    range = UNLIMITED_RANGE;
    end += text.length;
  } else if (digits) {
    range = Number(digits[0]);
    if (range === 0) fail(`range 0 of '${text}' allows no move`, end);
    end += digits[0].length;
  }
  return { vectors, range, text, at: start, end };
}

interface ReadLeg {
  move: boolean;
  capture: boolean;
  hop?: 'p' | 'g';
  lame: boolean;
  initial: boolean;
  bent: boolean;
  toggle: boolean;
  directions: string[];
}

function readLeg(leg: LegModifiers): ReadLeg {
  const modal = leg.letters.filter(({ letter }) => MODALITIES.includes(letter)).map(({ letter }) => letter);
  const has = (letter: string) => modal.includes(letter);
  const explicit = has('m') || has('c') || has('e');
  return {
    move: !explicit || has('m'),
    capture: !explicit || has('c') || has('e'),
    hop: has('g') ? 'g' : has('p') ? 'p' : undefined,
    lame: has('n'),
    initial: has('i'),
    bent: has('q'),
    toggle: has('y'),
    directions: directionPairs(leg.letters.filter(({ letter }) => !MODALITIES.includes(letter)).map(({ letter }) => letter).join('')),
  };
}

/** FSF's tokens: a direction letter pairs with the next one, or stands doubled. */
function directionPairs(letters: string): string[] {
  const pairs: string[] = [];
  for (let at = 0; at < letters.length; at++) {
    const [c, next] = [letters[at]!, letters[at + 1]];
    const combines = next !== undefined
      && (next === c || (VERTICALS.includes(c) && HORIZONTALS.includes(next)) || (HORIZONTALS.includes(c) && VERTICALS.includes(next)));
    if (combines) {
      pairs.push(c + next);
      at++;
    } else pairs.push(c + c);
  }
  return pairs;
}

/** The images of one atom vector the direction pairs select (all eight without any), deduplicated. */
function selectImages([a, b]: Offset, pairs: string[], singleAtom: boolean): Offset[] {
  // An orthogonal single atom reads a mixed pair as the union of its letters (fsW: soldier).
  const split = singleAtom && b === 0 ? pairs.flatMap((pair) => (pair[0] !== pair[1] ? [pair[0]! + pair[0], pair[1]! + pair[1]] : [pair])) : pairs;
  const selected = new Set<string>();
  for (const [image, selectors] of DIRECTION_TABLE) {
    if (split.length > 0 && !split.some((pair) => selectors.includes(pair))) continue;
    const [dx, dy] = image(a, b);
    selected.add(`${dx || 0},${dy || 0}`);
  }
  // Listed in one fixed order (the order of moves, which search ordering and so results depend on).
  const images = new Map<string, Offset>();
  for (const [x, y] of [[a, b], [b, a]] as const) {
    for (const sx of [1, -1]) for (const sy of [1, -1]) images.set(`${sx * x || 0},${sy * y || 0}`, [sx * x || 0, sy * y || 0]);
  }
  return [...images].filter(([key]) => selected.has(key)).map(([, image]) => image);
}

function singleLeg(leg: LegModifiers, atom: Atom, fail: (problem: string, at: number) => never): MoveShape[] {
  const read = readLeg(leg);
  const where = leg.letters[0]?.at ?? atom.at;
  if (read.toggle) fail("modifier 'y' needs a following leg ('a')", leg.letters.find(({ letter }) => letter === 'y')!.at);
  const modality = { move: read.move, capture: read.capture, ...(read.initial ? { initial: true } : {}) };
  const images = atom.vectors.flatMap((vector) => selectImages(vector, read.directions, atom.vectors.length === 1));
  if (read.hop) {
    if (atom.range === 1) fail(`hop modifier '${read.hop}' needs a rider (R, B, Q or a doubled atom), not the leap '${atom.text}'`, where);
    if (read.lame || read.bent) fail(`hop modifier '${read.hop}' cannot combine with '${read.lame ? 'n' : 'q'}'`, where);
    return images.map(([dx, dy]) => ({ kind: 'hop', dx, dy, range: atom.range, hurdles: 1, landing: read.hop === 'g' ? 'behind' : 'beyond', ...modality }));
  }
  if (read.lame) {
    if (atom.range !== 1) {
      // A lame W or F rider is an ordinary slider.
      if (atom.vectors.every(([a, b]) => a === 1)) return images.map(([dx, dy]) => ({ dx, dy, range: atom.range, ...modality }));
      fail(`lame modifier 'n' on the rider '${atom.text}${atom.text}' is not supported`, where);
    }
    return images.map((vector): PathItem => ({ kind: 'path', routes: [lamePath(vector)], ...modality }));
  }
  if (read.bent) {
    return images.flatMap(([dx, dy]) => (['left', 'right'] as const).map((bent) => ({ dx, dy, range: atom.range, bent, ...modality })));
  }
  return images.map(([dx, dy]) => ({ dx, dy, range: atom.range, ...modality }));
}

/**
 * Fairy-Stockfish's path of a lame leap (bitboard.cpp, lame_leaper_path): step along the longer
 * remaining component, diagonally while both are equal; the cells stepped on must be empty.
 */
export function lamePath([dx, dy]: Offset): Leg[] {
  const legs: Leg[] = [];
  let [x, y] = [0, 0];
  while (x !== dx || y !== dy) {
    const [restX, restY] = [Math.abs(dx - x), Math.abs(dy - y)];
    const step: Offset = [restX >= restY ? Math.sign(dx - x) : 0, restY >= restX ? Math.sign(dy - y) : 0];
    legs.push({ dx: step[0], dy: step[1], range: 1 });
    [x, y] = [x + step[0], y + step[1]];
  }
  return legs;
}

function multiLeg(legs: LegModifiers[], atom: Atom, fail: (problem: string, at: number) => never): MoveShape[] {
  const reads = legs.map(readLeg);
  const steps = atom.vectors.map(([a, b]) => (b === 0 || a === b ? a : 0));
  if (steps.includes(0)) fail(`legs ('a') of the oblique atom '${atom.text}' are not supported (use W, F, D, A, H, G, K, R, B or Q)`, atom.at);
  reads.forEach((read, index) => {
    const at = legs[index]!.letters[0]?.at ?? atom.at;
    const final = index === reads.length - 1;
    if (read.hop || read.lame || read.bent || read.initial) fail(`modifiers p g n q i are not supported in a move of several legs`, at);
    if (!final && read.capture && legs[index]!.letters.some(({ letter }) => letter === 'c' || letter === 'e')) fail('capturing on a leg before the last (locust capture) is not supported', at);
    if (final && read.toggle) fail("modifier 'y' on the last leg has no leg to toggle", at);
  });
  const ranges = reads.map((_, index) => (index > 0 && reads[index - 1]!.toggle ? (atom.range === 1 ? UNLIMITED_RANGE : 1) : atom.range));
  // First leg: absolute directions as for a single leg; the atom's multiple scales each unit step.
  const firstUnits = atom.vectors.flatMap(([a, b], index) =>
    selectImages([1, b === 0 ? 0 : 1], reads[0]!.directions, atom.vectors.length === 1).map((unit) => ({ unit: UNITS.findIndex(([x, y]) => x === unit[0] && y === unit[1]), scale: steps[index]! })),
  );
  const turnsOf = (read: ReadLeg, at: number) => {
    if (read.directions.length === 0) return [0, 1, 2, 3, 4, 5, 6, 7];
    return read.directions.flatMap((pair) => {
      const key = pair[0] === pair[1] ? pair[0]! : pair;
      const turns = TURNS[key];
      if (!turns) fail(`continuation direction '${key}' is not supported (f b l r s v fl fr fs bl br bs)`, at);
      return turns!;
    });
  };
  const routes: Leg[][] = [];
  for (const { unit, scale } of firstUnits) {
    let partial: { legs: Leg[]; unit: number }[] = [{ legs: [leg(unit, scale, ranges[0]!)], unit }];
    for (let index = 1; index < reads.length; index++) {
      const turns = turnsOf(reads[index]!, legs[index]!.letters[0]?.at ?? atom.at);
      partial = partial.flatMap((route) => turns.map((turn) => {
        const next = (((route.unit + turn) % 8) + 8) % 8;
        return { legs: [...route.legs, leg(next, scale, ranges[index]!)], unit: next };
      }));
    }
    routes.push(...partial.map((route) => route.legs).filter((route) => !returnsHome(route)));
  }
  const last = reads.at(-1)!;
  return [{ kind: 'path', routes, move: last.move, capture: last.capture }];
}

function leg(unit: number, scale: number, range: number): Leg {
  const [x, y] = UNITS[unit]!;
  return { dx: x * scale, dy: y * scale, range };
}

/** A route of single leaps that ends where it started moves nowhere. */
function returnsHome(route: Leg[]): boolean {
  if (route.some((leg) => leg.range !== 1)) return false;
  return route.reduce((sum, leg) => sum + leg.dx, 0) === 0 && route.reduce((sum, leg) => sum + leg.dy, 0) === 0;
}
