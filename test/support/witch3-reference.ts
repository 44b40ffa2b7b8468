// A second, independent route for three-player Witch's Chess (`witch3`): a slow move generator written
// straight from the spec (shared/rules/witch.md), sharing no code or tables with the engine. Used only
// in tests, to cross-check the engine's perft and move lists.
//
// Board: axial coordinates (q, r), |q| <= 4, |r| <= 4, |q + r| <= 4, r growing downward (screen).
// Names: files a..i for q = -4..4, rank = min(4, 4 - q) - r + 1.

export type CheckRule = 'capture' | 'strict';

type Party = 0 | 1 | 2; // red, black, white: the turn order
type Kind = 'R' | 'W' | 'T' | 'B' | 'N' | 'P';
/** `origin` matters only for Toads (their forward direction and promotion cells). */
type Piece = { controller: Party; kind: Kind; origin: Party };
type Cell = { q: number; r: number };
type Step = readonly [number, number];

type State = {
  board: (Piece | null)[]; // indexed by key(q, r)
  side: Party;
  castling: Set<string>; // Tower start cells whose swap is still allowed
  halfmove: number;
  fullmove: number;
};

type Move = { from: Cell; to: Cell; promotion?: Kind; castle?: boolean; eliminate?: boolean };

const PARTY_LETTERS = ['r', 'b', 'w'] as const;
const FILES = 'abcdefghi';
const PROMOTION_KINDS: readonly Kind[] = ['W', 'T', 'B', 'N'];

// ---------------------------------------------------------------- geometry

const onBoard = (q: number, r: number) => Math.abs(q) <= 4 && Math.abs(r) <= 4 && Math.abs(q + r) <= 4;
const key = (q: number, r: number) => (q + 4) * 9 + (r + 4);
const cellName = ({ q, r }: Cell) => `${FILES[q + 4]}${Math.min(4, 4 - q) - r + 1}`;

function parseCell(name: string): Cell {
  const file = FILES.indexOf(name[0] ?? '?');
  const rank = Number(name.slice(1));
  if (file < 0 || !Number.isInteger(rank)) throw new Error(`bad cell name ${name}`);
  const q = file - 4;
  const r = Math.min(4, 4 - q) - rank + 1;
  if (!onBoard(q, r)) throw new Error(`no cell ${name}`);
  return { q, r };
}

/** The cells of file q from rank 1 upward (r decreasing). */
function fileCells(q: number): Cell[] {
  const cells: Cell[] = [];
  for (let r = Math.min(4, 4 - q); r >= Math.max(-4, -4 - q); r--) cells.push({ q, r });
  return cells;
}
const ALL_CELLS: Cell[] = [-4, -3, -2, -1, 0, 1, 2, 3, 4].flatMap(fileCells);

// Straight steps in clockwise order: N, NE, SE, S, SW, NW.
const STRAIGHT: readonly Step[] = [[0, -1], [1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0]];
// Diagonal steps: the sum of two neighbouring straight steps.
const DIAGONAL: readonly Step[] = STRAIGHT.map(([q, r], i) => {
  const [q2, r2] = STRAIGHT[(i + 1) % 6]!;
  return [q + q2, r + r2] as const;
});
// Bat: two straight steps then one at 60 degrees, 2*s_i + s_(i+-1).
const BAT: readonly Step[] = STRAIGHT.flatMap(([q, r], i) =>
  [1, 5].map((turn) => {
    const [q2, r2] = STRAIGHT[(i + turn) % 6]!;
    return [2 * q + q2, 2 * r + r2] as const;
  }),
);

/** Index into STRAIGHT of each party's Toad forward step: Red N, Black SE, White SW. */
const FORWARD_INDEX: Record<Party, number> = { 0: 0, 1: 2, 2: 4 };
const forward = (party: Party) => STRAIGHT[FORWARD_INDEX[party]]!;
/** The two capture steps at +-60 degrees of forward. */
const toadCaptures = (party: Party) => [STRAIGHT[(FORWARD_INDEX[party] + 5) % 6]!, STRAIGHT[(FORWARD_INDEX[party] + 1) % 6]!];

/** Promotion cells as listed in the spec. */
const PROMOTION: Record<Party, Set<string>> = {
  0: new Set(['a5', 'b6', 'c7', 'd8', 'e9', 'f8', 'g7', 'h6', 'i5']),
  1: new Set(['e1', 'f1', 'g1', 'h1', 'i1', 'i2', 'i3', 'i4', 'i5']),
  2: new Set(['a1', 'a2', 'a3', 'a4', 'a5', 'b1', 'c1', 'd1', 'e1']),
};

// ---------------------------------------------------------------- set-up and castling tables

const SETUP: Record<Party, Record<Kind, string[]>> = {
  0: { R: ['e1'], W: ['e2'], B: ['d1', 'd2'], N: ['f1', 'f2'], T: ['c1', 'g1'], P: ['b1', 'c2', 'd3', 'e3', 'f3', 'g2', 'h1'] },
  1: { R: ['a5'], W: ['b5'], B: ['b6', 'c6'], N: ['a4', 'b4'], T: ['a3', 'c7'], P: ['a2', 'b3', 'c4', 'c5', 'd6', 'd7', 'd8'] },
  2: { R: ['i5'], W: ['h5'], B: ['i4', 'h4'], N: ['h6', 'g6'], T: ['i3', 'g7'], P: ['f6', 'f7', 'f8', 'g4', 'g5', 'h3', 'i2'] },
};

const RAVEN_START: Record<Party, string> = { 0: 'e1', 1: 'a5', 2: 'i5' };
/** Castling options in the fixed order of the castling field. */
const CASTLES: readonly { party: Party; tower: string; between: string }[] = [
  { party: 0, tower: 'c1', between: 'd1' },
  { party: 0, tower: 'g1', between: 'f1' },
  { party: 1, tower: 'a3', between: 'a4' },
  { party: 1, tower: 'c7', between: 'b6' },
  { party: 2, tower: 'i3', between: 'i4' },
  { party: 2, tower: 'g7', between: 'h6' },
];

// ---------------------------------------------------------------- position strings

const pieceAt = (state: State, cell: Cell) => state.board[key(cell.q, cell.r)] ?? null;

function parse(fen: string): State {
  const fields = fen.trim().split(/\s+/);
  if (fields.length !== 6) throw new Error(`expected 6 fields: ${fen}`);
  const [placement, side, castling, , halfmove, fullmove] = fields as [string, string, string, string, string, string];
  const board: (Piece | null)[] = Array(81).fill(null);
  const files = placement.split('/');
  if (files.length !== 9) throw new Error(`expected 9 files: ${placement}`);
  files.forEach((text, index) => {
    const cells = fileCells(index - 4);
    let at = 0;
    const tokens = text.match(/\d+|[rbw][RWTBNP](?:\([rbw]\))?/g) ?? [];
    if (tokens.join('') !== text) throw new Error(`bad file ${text}`);
    for (const token of tokens) {
      if (/^\d+$/.test(token)) {
        at += Number(token);
        continue;
      }
      const controller = PARTY_LETTERS.indexOf(token[0] as 'r') as Party;
      const kind = token[1] as Kind;
      const origin = token.length > 2 ? (PARTY_LETTERS.indexOf(token[3] as 'r') as Party) : controller;
      const cell = cells[at++];
      if (!cell) throw new Error(`file too long: ${text}`);
      board[key(cell.q, cell.r)] = { controller, kind, origin: kind === 'P' ? origin : controller };
    }
    if (at !== cells.length) throw new Error(`file ${FILES[index]} has ${at} cells, expected ${cells.length}`);
  });
  const party = PARTY_LETTERS.indexOf(side as 'r');
  if (party < 0) throw new Error(`bad side ${side}`);
  const rights = new Set<string>();
  if (castling !== '-') {
    for (const tower of castling.match(/[a-i]\d/g) ?? []) {
      if (!CASTLES.some((c) => c.tower === tower)) throw new Error(`bad castling ${castling}`);
      rights.add(tower);
    }
  }
  return { board, side: party as Party, castling: rights, halfmove: Number(halfmove), fullmove: Number(fullmove) };
}

function pieceText(piece: Piece): string {
  const text = PARTY_LETTERS[piece.controller] + piece.kind;
  return piece.kind === 'P' && piece.origin !== piece.controller ? `${text}(${PARTY_LETTERS[piece.origin]})` : text;
}

function format(state: State): string {
  const files = [-4, -3, -2, -1, 0, 1, 2, 3, 4].map((q) => {
    let text = '';
    let empty = 0;
    for (const cell of fileCells(q)) {
      const piece = pieceAt(state, cell);
      if (!piece) {
        empty++;
        continue;
      }
      text += (empty || '') + pieceText(piece);
      empty = 0;
    }
    return text + (empty || '');
  });
  const castling = CASTLES.filter((c) => state.castling.has(c.tower)).map((c) => c.tower).join('') || '-';
  return `${files.join('/')} ${PARTY_LETTERS[state.side]} ${castling} - ${state.halfmove} ${state.fullmove}`;
}

// ---------------------------------------------------------------- attacks

/**
 * The cells a piece could capture on: slides stop at (and include) the first occupied landing cell;
 * the Broom (and the Witch's diagonals, "like the Brooms") ignores the two cells it passes between.
 */
function captureTargets(state: State, from: Cell, piece: Piece): Cell[] {
  const targets: Cell[] = [];
  const leap = (steps: readonly Step[]) => {
    for (const [dq, dr] of steps) if (onBoard(from.q + dq, from.r + dr)) targets.push({ q: from.q + dq, r: from.r + dr });
  };
  const slide = (steps: readonly Step[]) => {
    for (const [dq, dr] of steps) {
      let q = from.q + dq;
      let r = from.r + dr;
      while (onBoard(q, r)) {
        targets.push({ q, r });
        if (state.board[key(q, r)]) break;
        q += dq;
        r += dr;
      }
    }
  };
  switch (piece.kind) {
    case 'R': leap(STRAIGHT); break;
    case 'N': leap(BAT); break;
    case 'P': leap(toadCaptures(piece.origin)); break;
    case 'T': slide(STRAIGHT); break;
    case 'B': slide(DIAGONAL); break;
    case 'W': slide(STRAIGHT); slide(DIAGONAL); break;
  }
  return targets;
}

/** Whether any piece controlled by a party other than `party` could capture on `cell`. */
function attackedByOthers(state: State, cell: Cell, party: Party): boolean {
  for (const from of ALL_CELLS) {
    const piece = pieceAt(state, from);
    if (!piece || piece.controller === party) continue;
    if (captureTargets(state, from, piece).some((t) => t.q === cell.q && t.r === cell.r)) return true;
  }
  return false;
}

// ---------------------------------------------------------------- moves

const partiesWithPieces = (state: State) =>
  ([0, 1, 2] as Party[]).filter((p) => state.board.some((piece) => piece?.controller === p));

function pseudoLegalMoves(state: State): Move[] {
  const moves: Move[] = [];
  const me = state.side;
  for (const from of ALL_CELLS) {
    const piece = pieceAt(state, from);
    if (!piece || piece.controller !== me) continue;
    if (piece.kind === 'P') {
      const add = (to: Cell) => {
        if (PROMOTION[piece.origin].has(cellName(to))) for (const promotion of PROMOTION_KINDS) moves.push({ from, to, promotion });
        else moves.push({ from, to });
      };
      const [fq, fr] = forward(piece.origin);
      const ahead = { q: from.q + fq, r: from.r + fr };
      if (onBoard(ahead.q, ahead.r) && !pieceAt(state, ahead)) add(ahead);
      for (const to of captureTargets(state, from, piece)) {
        const victim = pieceAt(state, to);
        if (victim && victim.controller !== me) add(to);
      }
      continue;
    }
    // Every other piece moves exactly where it could capture: to an empty cell or onto another party's piece.
    for (const to of captureTargets(state, from, piece)) {
      const victim = pieceAt(state, to);
      if (!victim || victim.controller !== me) moves.push({ from, to });
    }
  }
  // Castling: the Raven swaps with the Tower; same conditions in both check modes.
  for (const option of CASTLES) {
    if (option.party !== me || !state.castling.has(option.tower)) continue;
    const ravenCell = parseCell(RAVEN_START[me]);
    const towerCell = parseCell(option.tower);
    const betweenCell = parseCell(option.between);
    const raven = pieceAt(state, ravenCell);
    const tower = pieceAt(state, towerCell);
    if (raven?.kind !== 'R' || raven.controller !== me || tower?.kind !== 'T' || tower.controller !== me) continue;
    if (pieceAt(state, betweenCell)) continue;
    if (attackedByOthers(state, ravenCell, me) || attackedByOthers(state, betweenCell, me)) continue;
    const move: Move = { from: ravenCell, to: towerCell, castle: true };
    if (attackedByOthers(apply(state, move), towerCell, me)) continue;
    moves.push(move);
  }
  return moves;
}

/** Strict rule: after the move (takeover included) no Raven of the mover is attacked by another party. */
function leavesRavenSafe(before: State, move: Move): boolean {
  const me = before.side;
  const after = apply(before, move);
  return ALL_CELLS.every((cell) => {
    const piece = pieceAt(after, cell);
    return !(piece && piece.kind === 'R' && piece.controller === me && attackedByOthers(after, cell, me));
  });
}

function moveList(state: State, check: CheckRule): Move[] {
  const alive = partiesWithPieces(state);
  if (alive.length <= 1 || !alive.includes(state.side)) return [];
  let moves = pseudoLegalMoves(state);
  if (check === 'strict') moves = moves.filter((move) => leavesRavenSafe(state, move));
  if (moves.length > 0) return moves;
  if (alive.length === 3) return [{ from: { q: 0, r: 0 }, to: { q: 0, r: 0 }, eliminate: true }];
  return []; // two parties left and no move: game over
}

const moveText = (move: Move) =>
  move.eliminate ? '0000' : cellName(move.from) + cellName(move.to) + (move.promotion ? move.promotion.toLowerCase() : '');

function clearRightsOf(state: State, party: Party) {
  for (const option of CASTLES) if (option.party === party) state.castling.delete(option.tower);
}

/** Rights are lost when a move starts or ends on a Raven start cell (both) or a Tower start cell (that one). */
function touch(state: State, name: string) {
  for (const party of [0, 1, 2] as Party[]) if (RAVEN_START[party] === name) clearRightsOf(state, party);
  state.castling.delete(name);
}

function apply(before: State, move: Move): State {
  const state: State = { ...before, board: [...before.board], castling: new Set(before.castling) };
  const me = before.side;
  let reset = false;
  if (move.eliminate) {
    state.board = state.board.map((piece) => (piece?.controller === me ? null : piece));
    clearRightsOf(state, me);
    reset = true;
  } else {
    const fromKey = key(move.from.q, move.from.r);
    const toKey = key(move.to.q, move.to.r);
    const mover = state.board[fromKey]!;
    const target = state.board[toKey] ?? null;
    if (move.castle) {
      state.board[toKey] = mover;
      state.board[fromKey] = target;
    } else {
      state.board[fromKey] = null;
      state.board[toKey] = move.promotion ? { controller: me, kind: move.promotion, origin: me } : mover;
      if (target) {
        reset = true;
        if (target.kind === 'R') {
          // Takeover: all remaining pieces of the Raven's party become the capturer's.
          const victim = target.controller;
          state.board = state.board.map((piece) => (piece?.controller === victim ? { ...piece, controller: me } : piece));
          clearRightsOf(state, victim);
        }
      }
    }
    touch(state, cellName(move.from));
    touch(state, cellName(move.to));
  }
  state.halfmove = reset ? 0 : before.halfmove + 1;
  // The turn passes to the next party (clockwise) that still has pieces, possibly the mover itself.
  const alive = partiesWithPieces(state);
  let next = me;
  for (const step of [1, 2, 3]) {
    const candidate = ((me + step) % 3) as Party;
    if (alive.includes(candidate)) {
      next = candidate;
      break;
    }
  }
  state.side = next;
  if (next <= me) state.fullmove = before.fullmove + 1;
  return state;
}

function perft(state: State, depth: number, check: CheckRule): number {
  if (depth === 0) return 1;
  const moves = moveList(state, check);
  if (depth === 1) return moves.length;
  let total = 0;
  for (const move of moves) total += perft(apply(state, move), depth - 1, check);
  return total;
}

// ---------------------------------------------------------------- exports

/** The witch3 start position, built from the spec's set-up lists. */
export function referenceStartFen(): string {
  const board: (Piece | null)[] = Array(81).fill(null);
  for (const party of [0, 1, 2] as Party[]) {
    for (const [kind, cells] of Object.entries(SETUP[party]) as [Kind, string[]][]) {
      for (const name of cells) {
        const { q, r } = parseCell(name);
        if (board[key(q, r)]) throw new Error(`two pieces on ${name}`);
        board[key(q, r)] = { controller: party, kind, origin: party };
      }
    }
  }
  return format({ board, side: 0, castling: new Set(CASTLES.map((c) => c.tower)), halfmove: 0, fullmove: 1 });
}

/** All moves of the side to move, sorted: legal ones under `strict`, pseudo-legal under `capture`. */
export function referenceMoves(fen: string, check: CheckRule): string[] {
  return moveList(parse(fen), check).map(moveText).sort();
}

/** The position string after a move; throws if the move is not in referenceMoves. */
export function referencePlay(fen: string, move: string, check: CheckRule): string {
  const state = parse(fen);
  const found = moveList(state, check).find((m) => moveText(m) === move);
  if (!found) throw new Error(`illegal move ${move} in ${fen}`);
  return format(apply(state, found));
}

export function referencePerft(fen: string, depth: number, check: CheckRule): number {
  return perft(parse(fen), depth, check);
}
