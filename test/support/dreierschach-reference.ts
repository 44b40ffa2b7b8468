// A second, independent route for Dreierschach: a slow legal move generator written straight from
// the spec (shared/rules/dreierschach.md). It shares nothing with the engine but the board's cell
// names and coordinates (src/geometry/dreierschach-board.ts); every rule vector below is copied from
// the spec's text, not derived from the geometry's tables or its orient().
//
// Position string: `<placement> <side> <castling> <ep> <halfmove> <fullmove>`
// - placement: ranks 13 down to 1 separated by '/', each rank's existing cells in file order; empty
//   runs are decimal numbers; a piece is its owner's letter (w, g, b) + upper-case kind (K Q R B N P).
// - side: w, g or b. Order of play white -> gray -> black; fullmove grows after black's move.
// - castling: '-' or the rook start cells whose castling is still allowed, in the order a1 h1 h13 a6 m6 m13.
// - ep: '-' or comma-separated entries, one per double step still capturable en passant (below).
// - halfmove: moves since the last pawn move or capture; fullmove as in chess.
//
// En passant field (decided here; the spec only says "by either opponent, until the double-stepping
// player moves again"):
// - An entry is the cell the pawn skipped, e.g. `e3`. Its owner follows from the cell (white's skipped
//   cells are rank 3, r = 2; gray's r - f = 3; black's f = 10; these sets are disjoint).
// - The double-stepped pawn stands one push step beyond the skipped cell, but a pawn has two push
//   directions, so the skipped cell alone can name two candidate pawns (white b3: b4 via b2-b4, or c4
//   via a2-c4). Only when both candidates hold the owner's pawns does the entry add the pawn's cell:
//   `b3b4` after b2-b4 with another white pawn on c4. A reader given a bare entry takes the one
//   candidate holding the owner's pawn, and refuses a bare entry with two.
// - An entry lives through the two opponents' turns: it is dropped as soon as its owner is next to
//   move (so every listed entry belongs to a player other than the side to move, and both opponents
//   of the owner may use it), and also as soon as it is dead: the pawn is gone from its cell
//   (captured) or the skipped cell has been occupied (then there is no en passant on it; a pawn
//   capturing there takes only the piece standing there).
// - Entries are listed oldest first (the player two moves back, then the last mover).
// - When parsing, entries owned by the side to move and dead entries are dropped silently.
//
// Other decisions: kings are never captured, so no move may land on any king's cell; "attacked"
// means a piece could capture there by its move pattern (a pinned piece still attacks); perft and
// referenceMoves ignore the bare-kings draw (only referenceStatus reports it).
import { DreierschachBoard } from '../../src/geometry/dreierschach-board.js';

type Vec = readonly [number, number];
type Colour = 0 | 1 | 2; // white, gray, black

const board = new DreierschachBoard();
const CELLS = board.cellCount;
const COLOUR_LETTERS = ['w', 'g', 'b'] as const;
const PLAYERS = ['white', 'gray', 'black'] as const;

// "Board and names": straight steps cross an edge; diagonal steps go to the nearest cell of the same colour.
const STRAIGHT: readonly Vec[] = [[1, 0], [1, 1], [0, 1], [-1, 0], [-1, -1], [0, -1]];
const DIAGONAL: readonly Vec[] = [[2, 1], [1, 2], [-1, 1], [-2, -1], [-1, -2], [1, -1]];
// "Moves": the knight's 12 leaps ±(1,3) ±(2,3) ±(3,2) ±(3,1) ±(2,−1) ±(1,−2).
const KNIGHT: readonly Vec[] = [[1, 3], [2, 3], [3, 2], [3, 1], [2, -1], [1, -2]].flatMap(([x, y]) => [[x!, y!], [-x!, -y!]] as Vec[]);
// Pawns, as listed in the spec for each colour (not rotated here).
const PUSH: readonly (readonly Vec[])[] = [
  [[0, 1], [1, 1]],
  [[1, 0], [0, -1]],
  [[-1, -1], [-1, 0]],
];
const CAPTURE: readonly (readonly Vec[])[] = [
  [[-1, 1], [1, 2], [2, 1]],
  [[2, 1], [1, -1], [-1, -2]],
  [[-1, -2], [-2, -1], [-1, 1]],
];
/** Pawn starting rows: white row 2, gray r - f = 4, black f = 11. */
const ON_START_ROW: readonly ((f: number, r: number) => boolean)[] = [(_f, r) => r === 1, (f, r) => r - f === 4, (f) => f === 11];
/** Baselines: white r = 0, gray r - f = 5, black f = 12. */
const ON_BASELINE: readonly ((f: number, r: number) => boolean)[] = [(_f, r) => r === 0, (f, r) => r - f === 5, (f) => f === 12];
/** The rows a double step skips (one push from the start row): white r = 2, gray r - f = 3, black f = 10. */
const ON_SKIPPED_ROW: readonly ((f: number, r: number) => boolean)[] = [(_f, r) => r === 2, (f, r) => r - f === 3, (f) => f === 10];
const PROMOTIONS = ['q', 'r', 'b', 'n'];

interface Castle {
  colour: Colour;
  right: string; // the rook's start cell
  kingFrom: string;
  kingTo: string;
  rookFrom: string;
  rookTo: string;
  between: string[]; // every cell strictly between king and rook
}
// "Castling": minor over 2 cells, major over 3.
const CASTLES: readonly Castle[] = [
  { colour: 0, right: 'a1', kingFrom: 'd1', kingTo: 'b1', rookFrom: 'a1', rookTo: 'c1', between: ['c1', 'b1'] },
  { colour: 0, right: 'h1', kingFrom: 'd1', kingTo: 'g1', rookFrom: 'h1', rookTo: 'f1', between: ['e1', 'f1', 'g1'] },
  { colour: 1, right: 'h13', kingFrom: 'e10', kingTo: 'g12', rookFrom: 'h13', rookTo: 'f11', between: ['f11', 'g12'] },
  { colour: 1, right: 'a6', kingFrom: 'e10', kingTo: 'b7', rookFrom: 'a6', rookTo: 'c8', between: ['d9', 'c8', 'b7'] },
  { colour: 2, right: 'm6', kingFrom: 'm9', kingTo: 'm7', rookFrom: 'm6', rookTo: 'm8', between: ['m8', 'm7'] },
  { colour: 2, right: 'm13', kingFrom: 'm9', kingTo: 'm12', rookFrom: 'm13', rookTo: 'm11', between: ['m10', 'm11', 'm12'] },
];
const RIGHTS_ORDER = CASTLES.map((castle) => castle.right);

interface EpEntry {
  skipped: number;
  pawn: number;
  owner: Colour;
}

export interface ReferenceState {
  board: string[]; // '' or e.g. 'wK'
  side: Colour;
  castling: Set<string>;
  ep: EpEntry[];
  halfmove: number;
  fullmove: number;
}

interface Move {
  name: string;
  from: number;
  to: number;
  promotion?: string;
  castle?: Castle;
  epPawn?: number; // the pawn taken en passant
  skipped?: number; // set on a double step
}

const cellOf = (name: string): number => {
  const cell = board.cellByName(name);
  if (cell === undefined) throw new Error(`no cell ${name}`);
  return cell;
};
const fr = (cell: number) => board.coordinates[cell]!;
const at = (cell: number, [x, y]: Vec): number | undefined => {
  const [f, r] = fr(cell);
  return board.cellAt(f + x, r + y);
};
const colourOf = (piece: string): Colour => COLOUR_LETTERS.indexOf(piece[0] as 'w') as Colour;
const opponents = (colour: Colour): [Colour, Colour] => [((colour + 1) % 3) as Colour, ((colour + 2) % 3) as Colour];
const isStraight = ([x, y]: Vec) => STRAIGHT.some(([sx, sy]) => sx === x && sy === y);

/** The two straight steps s with d - s straight too: their cells are adjacent to both ends of the diagonal step d. */
function betweenSteps(d: Vec): Vec[] {
  const steps = STRAIGHT.filter(([sx, sy]) => isStraight([d[0] - sx, d[1] - sy]));
  if (steps.length !== 2) throw new Error(`(${d}) has ${steps.length} between cells`);
  return steps;
}
const key = ([x, y]: Vec) => (x + 8) * 32 + (y + 8);
const BETWEEN = new Map(DIAGONAL.map((d) => [key(d), betweenSteps(d)]));

/** "To move diagonally between two fields, one of them must be free." Off-board counts as not free (never happens). */
function diagonalOpen(squares: readonly string[], from: number, d: Vec): boolean {
  return BETWEEN.get(key(d))!.some((s) => {
    const cell = at(from, s);
    return cell !== undefined && squares[cell] === '';
  });
}

// ---------------------------------------------------------------- position strings

function parse(fen: string): ReferenceState {
  const fields = fen.trim().split(/\s+/);
  if (fields.length !== 6) throw new Error(`expected 6 fields: ${fen}`);
  const [placement, sideText, castlingText, epText, halfText, fullText] = fields as [string, string, string, string, string, string];
  const squares = Array<string>(CELLS).fill('');
  const rows = placement.split('/');
  if (rows.length !== board.rows.length) throw new Error(`expected ${board.rows.length} ranks: ${placement}`);
  rows.forEach((text, index) => {
    const row = board.rows[index]!;
    let filled = 0;
    for (const token of text.match(/\d+|[wgb][KQRBNP]|./g) ?? []) {
      if (/^\d+$/.test(token)) filled += Number(token);
      else if (/^[wgb][KQRBNP]$/.test(token)) {
        if (filled >= row.length) throw new Error(`rank ${13 - index} too long: ${text}`);
        squares[row[filled++]!] = token;
      } else throw new Error(`bad token ${token} in ${text}`);
    }
    if (filled !== row.length) throw new Error(`rank ${13 - index} has ${filled} cells, not ${row.length}: ${text}`);
  });
  const side = COLOUR_LETTERS.indexOf(sideText as 'w');
  if (side < 0) throw new Error(`bad side ${sideText}`);
  const castling = new Set<string>();
  if (castlingText !== '-') {
    const cells = castlingText.match(/[a-m]\d+/g) ?? [];
    if (cells.join('') !== castlingText) throw new Error(`bad castling ${castlingText}`);
    for (const cell of cells) {
      if (!RIGHTS_ORDER.includes(cell)) throw new Error(`bad castling cell ${cell}`);
      castling.add(cell);
    }
  }
  const state: ReferenceState = { board: squares, side: side as Colour, castling, ep: [], halfmove: Number(halfText), fullmove: Number(fullText) };
  if (epText !== '-') {
    for (const entry of epText.split(',')) {
      const match = /^([a-m]\d+)([a-m]\d+)?$/.exec(entry);
      if (!match) throw new Error(`bad en passant entry ${entry}`);
      const skipped = cellOf(match[1]!);
      const owner = ON_SKIPPED_ROW.findIndex((onRow) => onRow(...fr(skipped))) as Colour;
      if (owner < 0) throw new Error(`${entry}: not a cell a double step skips`);
      if (owner === state.side) continue; // its owner moves next: expired
      const candidates = candidatePawns(squares, skipped, owner);
      let pawn: number | undefined;
      if (match[2]) {
        pawn = cellOf(match[2]);
        if (!PUSH[owner]!.some((push) => at(skipped, push) === pawn)) throw new Error(`${entry}: the pawn is not one push beyond the skipped cell`);
      } else if (candidates.length > 1) {
        throw new Error(`${entry}: ambiguous, two ${PLAYERS[owner]} pawns could have skipped it; write ${entry}<pawn cell>`);
      } else pawn = candidates[0];
      if (pawn === undefined) continue; // no pawn there any more: dead
      state.ep.push({ skipped, pawn, owner });
    }
  }
  state.ep = liveEntries(state.ep, squares);
  return state;
}

/** Cells one push beyond `skipped` holding the owner's pawn, whose double step could have skipped it. */
function candidatePawns(squares: readonly string[], skipped: number, owner: Colour): number[] {
  const pawns: number[] = [];
  for (const [x, y] of PUSH[owner]!) {
    const origin = at(skipped, [-x, -y]);
    const landing = at(skipped, [x, y]);
    if (origin === undefined || landing === undefined || !ON_START_ROW[owner]!(...fr(origin))) continue;
    if (squares[landing] === `${COLOUR_LETTERS[owner]}P`) pawns.push(landing);
  }
  return pawns;
}

function liveEntries(entries: readonly EpEntry[], squares: readonly string[]): EpEntry[] {
  return entries.filter((entry) => squares[entry.pawn] === `${COLOUR_LETTERS[entry.owner]}P` && squares[entry.skipped] === '');
}

function write(state: ReferenceState): string {
  const placement = board.rows
    .map((row) => {
      let text = '';
      let empty = 0;
      for (const cell of row) {
        const piece = state.board[cell]!;
        if (piece === '') empty++;
        else {
          if (empty) text += empty;
          empty = 0;
          text += piece;
        }
      }
      return empty ? text + empty : text;
    })
    .join('/');
  const castling = RIGHTS_ORDER.filter((right) => state.castling.has(right)).join('') || '-';
  const ep =
    [...state.ep]
      .sort((a, b) => ((a.owner - state.side + 3) % 3) - ((b.owner - state.side + 3) % 3))
      .map((entry) => {
        const ambiguous = candidatePawns(state.board, entry.skipped, entry.owner).length > 1;
        return board.names[entry.skipped]! + (ambiguous ? board.names[entry.pawn]! : '');
      })
      .join(',') || '-';
  return `${placement} ${COLOUR_LETTERS[state.side]} ${castling} ${ep} ${state.halfmove} ${state.fullmove}`;
}

// ---------------------------------------------------------------- attacks and moves

/** Whether a slide (or single step) from `from` along one of `vectors` reaches `target` over empty cells. */
function reaches(squares: readonly string[], from: number, target: number, vectors: readonly Vec[], diagonal: boolean, limit: number): boolean {
  for (const v of vectors) {
    let cell = from;
    for (let distance = 0; distance < limit; distance++) {
      if (diagonal && !diagonalOpen(squares, cell, v)) break;
      const to = at(cell, v);
      if (to === undefined) break;
      if (to === target) return true;
      if (squares[to] !== '') break;
      cell = to;
    }
  }
  return false;
}

/** Whether a piece of `by` could capture on `target` by its move pattern (pawns: their three capture steps). */
function attacked(squares: readonly string[], target: number, by: Colour): boolean {
  for (let cell = 0; cell < CELLS; cell++) {
    const piece = squares[cell]!;
    if (piece === '' || colourOf(piece) !== by) continue;
    const kind = piece[1];
    if (kind === 'P' && CAPTURE[by]!.some((v) => at(cell, v) === target && diagonalOpen(squares, cell, v))) return true;
    if (kind === 'N' && KNIGHT.some((v) => at(cell, v) === target)) return true;
    if (kind === 'K' && (reaches(squares, cell, target, STRAIGHT, false, 1) || reaches(squares, cell, target, DIAGONAL, true, 1))) return true;
    if ((kind === 'R' || kind === 'Q') && reaches(squares, cell, target, STRAIGHT, false, 13)) return true;
    if ((kind === 'B' || kind === 'Q') && reaches(squares, cell, target, DIAGONAL, true, 13)) return true;
  }
  return false;
}

function kingCell(squares: readonly string[], colour: Colour): number | undefined {
  const index = squares.indexOf(`${COLOUR_LETTERS[colour]}K`);
  return index < 0 ? undefined : index;
}

/** Whether `colour`'s king is attacked by either opponent (false without a king). */
function inCheck(squares: readonly string[], colour: Colour): boolean {
  const king = kingCell(squares, colour);
  return king !== undefined && opponents(colour).some((by) => attacked(squares, king, by));
}

function pseudoMoves(state: ReferenceState): Move[] {
  const { board: squares, side } = state;
  const moves: Move[] = [];
  const name = (from: number, to: number, promotion = '') => board.names[from]! + board.names[to]! + promotion;
  /** Adds the move, or its four promotions when it reaches an opponent's baseline. */
  const addPawnMove = (from: number, to: number, extra: Partial<Move> = {}) => {
    const promotes = opponents(side).some((colour) => ON_BASELINE[colour]!(...fr(to)));
    if (!promotes) moves.push({ name: name(from, to), from, to, ...extra });
    else for (const promotion of PROMOTIONS) moves.push({ name: name(from, to, promotion), from, to, promotion, ...extra });
  };
  /** '' empty, 'own', 'king' (any king but one's own: never captured), 'enemy'. */
  const occupant = (cell: number) => {
    const piece = squares[cell]!;
    if (piece === '') return 'empty';
    if (colourOf(piece) === side) return 'own';
    return piece[1] === 'K' ? 'king' : 'enemy';
  };
  for (let from = 0; from < CELLS; from++) {
    const piece = squares[from]!;
    if (piece === '' || colourOf(piece) !== side) continue;
    const kind = piece[1];
    const slide = (vectors: readonly Vec[], diagonal: boolean, limit: number) => {
      for (const v of vectors) {
        let cell = from;
        for (let distance = 0; distance < limit; distance++) {
          if (diagonal && !diagonalOpen(squares, cell, v)) break;
          const to = at(cell, v);
          if (to === undefined) break;
          const there = occupant(to);
          if (there === 'empty' || there === 'enemy') moves.push({ name: name(from, to), from, to });
          if (there !== 'empty') break;
          cell = to;
        }
      }
    };
    switch (kind) {
      case 'K': slide(STRAIGHT, false, 1); slide(DIAGONAL, true, 1); break;
      case 'Q': slide(STRAIGHT, false, 13); slide(DIAGONAL, true, 13); break;
      case 'R': slide(STRAIGHT, false, 13); break;
      case 'B': slide(DIAGONAL, true, 13); break;
      case 'N':
        for (const v of KNIGHT) {
          const to = at(from, v);
          if (to !== undefined && (occupant(to) === 'empty' || occupant(to) === 'enemy')) moves.push({ name: name(from, to), from, to });
        }
        break;
      case 'P': {
        for (const push of PUSH[side]!) {
          const one = at(from, push);
          if (one === undefined || squares[one] !== '') continue;
          addPawnMove(from, one);
          if (!ON_START_ROW[side]!(...fr(from))) continue;
          const two = at(one, push);
          if (two !== undefined && squares[two] === '') addPawnMove(from, two, { skipped: one });
        }
        for (const v of CAPTURE[side]!) {
          const to = at(from, v);
          if (to === undefined || !diagonalOpen(squares, from, v)) continue;
          if (occupant(to) === 'enemy') addPawnMove(from, to);
          for (const entry of state.ep) {
            if (entry.skipped === to && entry.owner !== side && squares[to] === '' && squares[entry.pawn] === `${COLOUR_LETTERS[entry.owner]}P`) {
              addPawnMove(from, to, { epPawn: entry.pawn });
            }
          }
        }
        break;
      }
      default:
        throw new Error(`unknown piece ${piece}`);
    }
  }
  for (const castle of CASTLES) {
    if (castle.colour !== side || !state.castling.has(castle.right)) continue;
    const own = COLOUR_LETTERS[side];
    if (squares[cellOf(castle.kingFrom)] !== `${own}K` || squares[cellOf(castle.rookFrom)] !== `${own}R`) continue;
    const between = castle.between.map(cellOf);
    if (!between.every((cell) => squares[cell] === '')) continue;
    const safe = [cellOf(castle.kingFrom), ...between].every((cell) => opponents(side).every((by) => !attacked(squares, cell, by)));
    if (!safe) continue;
    moves.push({ name: castle.kingFrom + castle.kingTo, from: cellOf(castle.kingFrom), to: cellOf(castle.kingTo), castle });
  }
  return moves;
}

function apply(state: ReferenceState, move: Move): ReferenceState {
  const side = state.side;
  const squares = state.board.slice();
  const piece = squares[move.from]!;
  const capture = squares[move.to] !== '' || move.epPawn !== undefined;
  squares[move.from] = '';
  if (move.castle) {
    squares[cellOf(move.castle.rookFrom)] = '';
    squares[cellOf(move.castle.kingTo)] = piece;
    squares[cellOf(move.castle.rookTo)] = `${COLOUR_LETTERS[side]}R`;
  } else {
    if (move.epPawn !== undefined) squares[move.epPawn] = '';
    squares[move.to] = move.promotion ? `${COLOUR_LETTERS[side]}${move.promotion.toUpperCase()}` : piece;
  }
  const castling = new Set(state.castling);
  for (const castle of CASTLES) {
    const kingMoved = castle.colour === side && piece[1] === 'K';
    const rookCell = board.cellByName(castle.rookFrom);
    const rookCellTouched = move.from === rookCell || move.to === rookCell;
    if (kingMoved || rookCellTouched) castling.delete(castle.right);
  }
  // Entries of the player before the mover stay (the next player may still use them); the next
  // player's own entries and the mover's old ones expire; the mover's double step adds one.
  const previous = ((side + 2) % 3) as Colour;
  const ep = state.ep.filter((entry) => entry.owner === previous);
  if (move.skipped !== undefined) ep.push({ skipped: move.skipped, pawn: move.to, owner: side });
  return {
    board: squares,
    side: ((side + 1) % 3) as Colour,
    castling,
    ep: liveEntries(ep, squares),
    halfmove: piece[1] === 'P' || capture ? 0 : state.halfmove + 1,
    fullmove: state.fullmove + (side === 2 ? 1 : 0),
  };
}

function legalMoves(state: ReferenceState): Move[] {
  const byName = new Map<string, Move>();
  for (const move of pseudoMoves(state)) {
    if (inCheck(apply(state, move).board, state.side)) continue;
    if (byName.has(move.name)) throw new Error(`two moves named ${move.name}`);
    byName.set(move.name, move);
  }
  return [...byName.values()];
}

// ---------------------------------------------------------------- exports

const START: Record<string, string> = {
  // "Setup and order"
  a1: 'wR', b1: 'wB', c1: 'wN', d1: 'wK', e1: 'wQ', f1: 'wB', g1: 'wN', h1: 'wR',
  h13: 'gR', g12: 'gB', f11: 'gN', e10: 'gK', d9: 'gQ', c8: 'gB', b7: 'gN', a6: 'gR',
  m6: 'bR', m7: 'bB', m8: 'bN', m9: 'bK', m10: 'bQ', m11: 'bB', m12: 'bN', m13: 'bR',
};
for (const cell of ['a2', 'b2', 'c2', 'd2', 'e2', 'f2', 'g2', 'h2', 'i2']) START[cell] = 'wP';
for (const cell of ['i13', 'h12', 'g11', 'f10', 'e9', 'd8', 'c7', 'b6', 'a5']) START[cell] = 'gP';
for (const cell of ['l5', 'l6', 'l7', 'l8', 'l9', 'l10', 'l11', 'l12', 'l13']) START[cell] = 'bP';

export function referenceStartFen(): string {
  const squares = Array<string>(CELLS).fill('');
  for (const [cell, piece] of Object.entries(START)) squares[cellOf(cell)] = piece;
  return write({ board: squares, side: 0, castling: new Set(RIGHTS_ORDER), ep: [], halfmove: 0, fullmove: 1 });
}

/** Legal moves, sorted: `<from><to>[q|r|b|n]`; castling is the king's from and to. */
export function referenceMoves(fen: string): string[] {
  return legalMoves(parse(fen))
    .map((move) => move.name)
    .sort();
}

/** The position string after a legal move (throws on an illegal one). */
export function referencePlay(fen: string, move: string): string {
  const state = parse(fen);
  const found = legalMoves(state).find((candidate) => candidate.name === move);
  if (!found) throw new Error(`illegal move ${move} in ${fen}`);
  return write(apply(state, found));
}

function perft(state: ReferenceState, depth: number): number {
  if (depth === 0) return 1;
  const moves = legalMoves(state);
  if (depth === 1) return moves.length;
  let nodes = 0;
  for (const move of moves) nodes += perft(apply(state, move), depth - 1);
  return nodes;
}

export function referencePerft(fen: string, depth: number): number {
  return perft(parse(fen), depth);
}

/** Round trip through the reader and writer: the canonical form of a position string. */
export function referenceNormalize(fen: string): string {
  return write(parse(fen));
}

type Points = Record<'white' | 'gray' | 'black', number>;

export function referenceStatus(fen: string): { state: 'ongoing' | 'checkmate' | 'stalemate' | 'bare kings'; points?: Points } {
  const state = parse(fen);
  const draw: Points = { white: 1, gray: 1, black: 1 };
  const pieces = state.board.filter((piece) => piece !== '');
  if (pieces.length === 3 && pieces.every((piece) => piece[1] === 'K')) return { state: 'bare kings', points: draw };
  if (legalMoves(state).length > 0) return { state: 'ongoing' };
  if (!inCheck(state.board, state.side)) return { state: 'stalemate', points: draw };
  // ASSUMED reading: the winner is the first opponent after the mated player, in the order of play,
  // whose pieces attack the king; the mated player gets 0, the third player 1.
  const king = kingCell(state.board, state.side)!;
  const winner = opponents(state.side).find((by) => attacked(state.board, king, by))!;
  const points: Points = { white: 1, gray: 1, black: 1 };
  points[PLAYERS[state.side]] = 0;
  points[PLAYERS[winner]] = 3;
  return { state: 'checkmate', points };
}
