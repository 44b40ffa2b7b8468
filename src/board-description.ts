// What a front end needs to draw a variant's board and show a position, read from the same definition
// and geometry the core is compiled from (no second copy of any board): the cells with their centres
// on the page, the cell shape, holes, teleporters, drop cells, the river and each player's view; and a
// position string read into pieces by cell name. Synchronous and in the calling thread (no worker).
import { compileVariant, type CompiledVariant } from './compile.js';
import { parseFen } from './notation/fen.js';
import { ownerOfCode, typeOfCode } from './piece-code.js';
import { variantById, variants, withRuleOptions } from './variants/index.js';
import type { VariantDefinition } from './variants/types.js';
import { SquareBoard } from './geometry/square-board.js';
import { HexBoard, HEX_DIRECTIONS } from './geometry/hex-board.js';
import { DreierschachBoard } from './geometry/dreierschach-board.js';
import type { Geometry, Vector } from './geometry/geometry.js';

export interface BoardCell {
  name: string;
  /** Centre on the page, in units of the distance between neighbouring cells; y grows downward. */
  x: number;
  y: number;
  /** The cell's colour class: 0 or 1 on square boards, 0 to 2 on hexagonal ones. */
  colour: number;
}

export interface BoardDescription {
  variant: string;
  title: string;
  /**
   * The cell's outline: a unit square, or a hexagon whose neighbours' centres are 1 apart, with a flat
   * side on top ('hex-flat', the 61-cell board) or a corner on top ('hex-pointy', Dreierschach).
   */
  shape: 'square' | 'hex-flat' | 'hex-pointy';
  /** Every cell, the first player's side at the bottom of the page. */
  cells: BoardCell[];
  /** Squares missing from a square board (holes), where nothing stands. */
  holes: { x: number; y: number }[];
  teleporters: string[];
  /** A river between two rows: the page's y of the line between them. */
  river?: { y: number };
  players: {
    name: string;
    fenLetter: string;
    /** Degrees to turn the board clockwise so this player's forward direction points up the page. */
    view: number;
  }[];
  /** Piece types; `mode` is the suffix of a flip piece's moves that end in this type (`p`, `v`). */
  pieces: { letter: string; name: string; royal: boolean; pawn: boolean; mode?: string }[];
  /** Pieces held in hand: the letters that can be held, and per player the cells they may be dropped on. */
  hands?: { pieces: string; dropCells: string[][] };
  ruleOptions: { name: string; description: string; default: string; choices?: string[] }[];
  startFen: string;
}

export interface PositionPieces {
  /** Side to move, as an index into `players`. */
  side: number;
  /** Pieces on the board: the type's upper-case letter (as in `pieces`) and the owner's index. */
  pieces: { cell: string; letter: string; owner: number }[];
  /** Pieces in hand, per owner and letter (only counts above zero). */
  hands: { owner: number; letter: string; count: number }[];
}

/** The board of `variant` with its rule options set; unknown variants and options are CauldronErrors. */
export function describeBoard(variant: string, rules: Readonly<Record<string, string>> = {}): BoardDescription {
  const definition = withRuleOptions(variantById(variant), rules);
  const geometry = compiled(definition, variant, rules).geometry;
  const page = pageLayout(geometry);
  return {
    variant: definition.id,
    title: definition.name,
    shape: page.shape,
    cells: geometry.names.map((name, cell) => ({ name, ...page.centre(cell), colour: page.colour(cell) })),
    holes: page.holes,
    teleporters: [...(definition.teleports?.cells ?? [])],
    ...(definition.river && geometry instanceof SquareBoard ? { river: { y: geometry.ranks - definition.river.afterRank - 0.5 } } : {}),
    players: definition.players.map((player) => ({ name: player.name, fenLetter: player.fenLetter, view: viewAngle(page.vector(forwardVector(geometry, player.forward))) })),
    pieces: definition.pieces.map((piece) => ({
      letter: piece.letter.toUpperCase(), name: piece.name, royal: !!piece.royal, pawn: !!piece.pawn, ...(piece.modeLetter ? { mode: piece.modeLetter } : {}),
    })),
    ...(definition.hands ? { hands: { pieces: definition.hands.pieces, dropCells: definition.hands.dropCells.map((cells) => [...cells]) } } : {}),
    ruleOptions: Object.entries(definition.ruleOptions ?? {}).map(([name, option]) => ({
      name,
      description: option.description,
      default: option.default,
      ...(option.choices ? { choices: [...option.choices] } : {}),
    })),
    startFen: definition.startFen,
  };
}

/** The pieces of a position string of `variant`; a bad string is a CauldronError naming the problem. */
export function readPosition(variant: string, fen: string, rules: Readonly<Record<string, string>> = {}): PositionPieces {
  const definition = withRuleOptions(variantById(variant), rules);
  const target = compiled(definition, variant, rules);
  const setup = parseFen(fen, target);
  const pieces: PositionPieces['pieces'] = [];
  setup.placement.forEach((code, cell) => {
    if (code === 0) return;
    const type = target.pieceTypes[typeOfCode(code)]!;
    pieces.push({ cell: target.geometry.names[cell]!, letter: target.pieceTypes[type.base ?? type.id]!.letter, owner: ownerOfCode(code) });
  });
  const hands = setup.hands.flatMap((counts, owner) =>
    counts.flatMap((count, index) => (count > 0 ? [{ owner, letter: target.handTypes[index]!.letter, count }] : [])),
  );
  return { side: setup.side, pieces, hands };
}

const compiledByKey = new Map<string, CompiledVariant>();

function compiled(definition: VariantDefinition, variant: string, rules: Readonly<Record<string, string>>): CompiledVariant {
  const key = `${variant}\n${JSON.stringify(Object.entries(rules).sort())}`;
  let result = compiledByKey.get(key);
  if (result?.definition.startFen !== definition.startFen) {
    result = compileVariant(definition); // new, or a user variant loaded again under the same name
    compiledByKey.set(key, result);
  }
  return result;
}

interface PageLayout {
  shape: BoardDescription['shape'];
  centre(cell: number): { x: number; y: number };
  colour(cell: number): number;
  /** A board vector on the page. */
  vector(vector: Vector): { x: number; y: number };
  holes: { x: number; y: number }[];
}

const HALF_ROOT3 = Math.sqrt(3) / 2;

function pageLayout(geometry: Geometry): PageLayout {
  if (geometry instanceof HexBoard) {
    // Axial (q, r), r growing toward the bottom: flat-topped cells.
    const vector = ([q, r]: Vector) => ({ x: HALF_ROOT3 * q, y: r + q / 2 });
    return { shape: 'hex-flat', centre: (cell) => vector(geometry.coordinates[cell]!), colour: (cell) => geometry.colour(cell), vector, holes: [] };
  }
  if (geometry instanceof DreierschachBoard) {
    // (f, r): (1, 0) to the right, (1, 1) and (0, 1) up and to either side: cells with a corner on top.
    const vector = ([f, r]: Vector) => ({ x: f - r / 2, y: -HALF_ROOT3 * r });
    return { shape: 'hex-pointy', centre: (cell) => vector(geometry.coordinates[cell]!), colour: (cell) => geometry.colour(cell), vector, holes: [] };
  }
  if (geometry instanceof SquareBoard) {
    const holes: { x: number; y: number }[] = [];
    for (let rank = 0; rank < geometry.ranks; rank++) {
      for (let file = 0; file < geometry.files; file++) {
        if (geometry.cellAt(file, rank) === undefined) holes.push({ x: file, y: geometry.ranks - 1 - rank });
      }
    }
    return {
      shape: 'square',
      centre: (cell) => ({ x: geometry.fileOf(cell), y: geometry.ranks - 1 - geometry.rankOf(cell) }),
      colour: (cell) => geometry.colourOf(cell),
      vector: ([dx, dy]) => ({ x: dx, y: -dy }),
      holes,
    };
  }
  throw new Error('describeBoard: a board kind without a page layout');
}

/** A board vector pointing the way a player facing `facing` moves forward. */
function forwardVector(geometry: Geometry, facing: string): Vector {
  if (geometry instanceof HexBoard) return HEX_DIRECTIONS[facing as keyof typeof HEX_DIRECTIONS];
  // Dreierschach: the diagonal step (1, 2) points straight up for white; the others are it turned.
  if (geometry instanceof DreierschachBoard) return geometry.orient([1, 2], facing);
  return geometry.orient([0, 1], facing);
}

/** The clockwise turn, in degrees in [0, 360), that makes a page vector point up. */
function viewAngle({ x, y }: { x: number; y: number }): number {
  const fromUp = (Math.atan2(x, -y) * 180) / Math.PI; // clockwise from up
  return Math.round((((-fromUp % 360) + 360) % 360) * 1000) / 1000;
}

/** The variants a game can be started in (built-in and loaded), with their names and number of players. */
export function listVariants(): { id: string; name: string; description: string; players: number }[] {
  return [...variants.values()].map((definition) => ({ id: definition.id, name: definition.name, description: definition.description, players: definition.players.length }));
}
