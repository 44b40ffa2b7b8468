import { describe, it, expect } from 'vitest';
import { FAIRY_PIECES, MOVEMENT_PIECES, fairyMovement, fairyPiece } from '../src/variants/fairy/catalogue.js';
import { DEFAULT_PIECE_OPTIONS, type PieceOptionValues } from '../src/variants/fairy/piece-options.js';
import { EMPTY, ENEMY, OWN, shapeTargets, type Occupant } from '../src/variants/movement-targets.js';
import { PIECE_CASES, type PieceCase } from './support/fairy-piece-cases.js';
import { DEFAULT_REF_OPTIONS, pieceDestinations, type RefBoard, type RefOptions } from './support/grand-fairy-reference-pieces.js';

// Every part-1 piece of grand-fairy-pieces.md §3 against destinations reasoned by hand from the spec,
// through the catalogue's movement (XBetza or built-in, read by movement-targets.ts) and through the
// independent reference generator; then both against each other on random boards.
const FILES = 'abcdefghij';
const at = (name: string): [number, number] => [FILES.indexOf(name[0]!), Number(name.slice(1)) - 1];
const named = ([x, y]: readonly [number, number]) => `${FILES[x]}${y + 1}`;
const words = (text = '') => text.split(/\s+/).filter(Boolean);

function boardOf(test: PieceCase): RefBoard {
  const board: RefBoard = Array.from({ length: 10 }, () => Array(10).fill(null));
  const white = !test.black;
  const [x, y] = at(test.from);
  board[x]![y] = { code: test.code, white };
  for (const square of words(test.own)) board[at(square)[0]]![at(square)[1]] = { code: 'WA', white };
  for (const square of words(test.enemy)) board[at(square)[0]]![at(square)[1]] = { code: 'WA', white: !white };
  return board;
}

function catalogueDestinations(code: string, board: RefBoard, [x, y]: [number, number], options: PieceOptionValues): string[] {
  const white = board[x]![y]!.white;
  const view = (i: number, j: number): Occupant | undefined => {
    if (i < 0 || j < 0 || i > 9 || j > 9) return undefined;
    const cell = board[i]![j];
    return !cell ? EMPTY : cell.white === white ? OWN : ENEMY;
  };
  return shapeTargets(fairyMovement(fairyPiece(code), options), view, [x, y], white ? 1 : -1).map(({ to, capture }) => named(to) + (capture ? 'x' : '')).sort();
}

function referenceDestinations(board: RefBoard, [x, y]: [number, number], options: RefOptions): string[] {
  return pieceDestinations(board, x, y, options).map((target) => named([target.x, target.y]) + (target.capture ? 'x' : '')).sort();
}

const refOptions = (values: PieceOptionValues): RefOptions => ({
  griffonStop: values.griffonStop === 'true', dragonStop: values.dragonStop === 'true', dragonRide: values.dragonRide as RefOptions['dragonRide'],
  tigerOutward: values.tigerOutward as RefOptions['tigerOutward'], templarDiagonal: values.templarDiagonal as RefOptions['templarDiagonal'],
});

describe('the §3 piece catalogue', () => {
  it('lists the 73 extra pieces of §3.1 in source order with unique two-letter codes; 62 are movement pieces (part 1)', () => {
    expect(FAIRY_PIECES.map((piece) => piece.number)).toEqual(Array.from({ length: 73 }, (_, index) => index + 1));
    expect(new Set(FAIRY_PIECES.map((piece) => piece.code)).size).toBe(73);
    expect(FAIRY_PIECES.every((piece) => /^[A-Z]{2}$/.test(piece.code))).toBe(true);
    expect(MOVEMENT_PIECES).toHaveLength(62);
  });

  it('§2: exactly the twelve locked types', () => {
    expect(FAIRY_PIECES.filter((piece) => piece.locked).map((piece) => piece.german).sort()).toEqual(
      ['DabbabaReiter', 'Drache', 'Giraffe', 'Grashüpfer', 'Kanone', 'Känguru', 'Leo', 'Nachtreiter', 'Pegasus', 'Skorpion', 'Tiger', 'Vao'].sort(),
    );
  });

  it('every part-1 piece has a middle, an edge and a blocked case', () => {
    for (const piece of MOVEMENT_PIECES) {
      const labels = PIECE_CASES.filter((test) => test.code === piece.code).map((test) => test.label.split(/[ :(]/)[0]);
      expect(labels, piece.english).toEqual(expect.arrayContaining(['middle', 'edge', 'blocked']));
    }
  });
});

describe('each piece moves as §3 says', () => {
  for (const test of PIECE_CASES) {
    const piece = fairyPiece(test.code);
    const options = { ...DEFAULT_PIECE_OPTIONS, ...test.options } as PieceOptionValues;
    it(`${piece.english} (${piece.german}, ${piece.code}): ${test.label}`, () => {
      const board = boardOf(test);
      const expected = [...test.destinations].sort();
      expect(catalogueDestinations(test.code, board, at(test.from), options), 'catalogue').toEqual(expected);
      expect(referenceDestinations(board, at(test.from), refOptions(options)), 'reference').toEqual(expected);
    });
  }
});

describe('catalogue and reference agree on random boards, under every piece option', () => {
  const optionSets: PieceOptionValues[] = [
    DEFAULT_PIECE_OPTIONS,
    { griffonStop: 'false', dragonStop: 'false', dragonRide: 'any', tigerOutward: 'two', templarDiagonal: 'leap' },
  ];
  let seed = 12345;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  for (const piece of MOVEMENT_PIECES) {
    it(`${piece.english} (${piece.code})`, () => {
      for (let trial = 0; trial < 60; trial++) {
        const board: RefBoard = Array.from({ length: 10 }, () => Array(10).fill(null));
        const density = 0.1 + random() * 0.4;
        for (let x = 0; x < 10; x++) for (let y = 0; y < 10; y++) if (random() < density) board[x]![y] = { code: 'WA', white: random() < 0.5 };
        const from: [number, number] = [Math.floor(random() * 10), Math.floor(random() * 10)];
        const white = random() < 0.5;
        board[from[0]]![from[1]] = { code: piece.code, white };
        const options = optionSets[trial % 2]!;
        expect(catalogueDestinations(piece.code, board, from, options), `trial ${trial} from ${named(from)}`).toEqual(referenceDestinations(board, from, refOptions(options)));
      }
    });
  }
});
