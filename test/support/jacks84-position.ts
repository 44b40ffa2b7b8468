// Jacks and Witches 84 reference: the position, its rule options and its position string (as fixed
// by the lead for issue 17), written from the spec alone.
//
// `<placement>[<hands>] <side> <rights> <ep> <halfmove> <fullmove>`
// - placement: ranks 8 down to 1, '/'-separated, files y..j; a number (1..12) for a run of empty
//   squares; `*` for each removed square, never inside a number; K W L C V R N B J P (C = Can(n)on in
//   Pao mode, V = in Vao mode), upper case White.
// - hands: `[JJjj]`, `[]` when both are empty; no bracket at all reads as empty hands.
// - rights: `T` while teleporting is possible, `-` once the endgame rule has disabled it.
// - ep: the square a pawn just skipped, written only when an enemy pawn attacks it (by its capture
//   step alone, as Fairy-Stockfish does; whether that pawn is immobilised does not matter). A reader given
//   an ep square no enemy pawn attacks drops it, as Fairy-Stockfish does.
// - half-move clock (a reading; the spec says only "FIDE"): a capture or any move of a pawn, its teleport
//   included, sets it to 0; a drop, a flip and a Witch's move, whatever it drags, add one.
import { FILES, HEIGHT, WIDTH, isRemoved, nameOf, parseSquare, rankOf, squareAt, step, SQUARES, type Square } from './jacks84-board.js';

export type Colour = 'w' | 'b';
/** C is the Can(n)on in Pao mode, V the Can(n)on in Vao mode. */
export type Kind = 'K' | 'W' | 'L' | 'C' | 'V' | 'R' | 'N' | 'B' | 'J' | 'P';
export interface Piece {
  readonly colour: Colour;
  readonly kind: Kind;
}

export interface Position {
  board: (Piece | null)[]; // indexed by Square, WIDTH * HEIGHT long; removed squares stay null
  hands: Record<Colour, number>; // Jacks in hand
  side: Colour;
  teleports: boolean; // the rights field: T
  ep: Square | null;
  halfmove: number;
  fullmove: number;
}

/** The spec's ASSUMED points as rule options (defaults first). */
export interface Jacks84Rules {
  jackBlindTeleport: boolean; // off: a Jack whose eye is occupied cannot teleport either
  invertedWazir: 'always' | 'wazirMode';
  checkObeysExclusion: boolean; // off: a capture the exclusion rule forbids still checks
  teleportEndgame: 'permanent' | 'whileThere';
  promoteToJack: boolean;
}
export const DEFAULT_RULES: Jacks84Rules = {
  jackBlindTeleport: false,
  invertedWazir: 'always',
  checkObeysExclusion: false,
  teleportEndgame: 'permanent',
  promoteToJack: true,
};

export const START_FEN = 'lcrnbwkbnrcl/pppp4pppp/5**5/4****4/4****4/5**5/PPPP4PPPP/LCRNBWKBNRCL[JJjj] w T - 0 1';

export const opponent = (colour: Colour): Colour => (colour === 'w' ? 'b' : 'w');
/** A pawn's forward rank step. */
export const forward = (colour: Colour) => (colour === 'w' ? 1 : -1);
export const startRank = (colour: Colour) => (colour === 'w' ? 1 : 6);
export const lastRank = (colour: Colour) => (colour === 'w' ? 7 : 0);
/** "once a King stands on the opponent's first rank (White King on rank 8, Black on rank 1)". */
export const farRank = lastRank;
/** Can(n)ons in either mode are one type for the exclusion rule. */
export const exclusionType = (kind: Kind) => (kind === 'V' ? 'C' : kind);

const KINDS = 'KWLCVRNBJP';
const letterOf = (piece: Piece) => (piece.colour === 'w' ? piece.kind : piece.kind.toLowerCase());

export function kingSquare(position: Position, colour: Colour): Square {
  for (const square of SQUARES) {
    const piece = position.board[square];
    if (piece?.kind === 'K' && piece.colour === colour) return square;
  }
  throw new Error(`no ${colour === 'w' ? 'White' : 'Black'} King`);
}

/** Whether a King stands on its opponent's first rank. */
export const kingOnFarRank = (position: Position) =>
  (['w', 'b'] as const).some((colour) => rankOf(kingSquare(position, colour)) === farRank(colour));

/** Whether an enemy pawn could capture onto `skipped` by its diagonal step (the condition for writing ep). */
export function enemyPawnAttacks(position: Position, skipped: Square, pawnColour: Colour): boolean {
  const enemy = opponent(pawnColour);
  return [-1, 1].some((df) => {
    const from = step(skipped, [df, -forward(enemy)]);
    const piece = from === undefined ? null : position.board[from];
    return piece?.kind === 'P' && piece.colour === enemy;
  });
}

function parseRank(text: string, rank: number, board: (Piece | null)[]) {
  const where = `rank ${rank + 1} '${text}'`;
  let file = 0;
  for (const token of text.match(/\d+|./g) ?? []) {
    const width = /^\d+$/.test(token) ? Number(token) : 1;
    if (width < 1 || String(width) !== token.replace(/^\D$/, '1')) throw new Error(`${where}: bad number ${token}`);
    if (file + width > WIDTH) throw new Error(`${where}: more than ${WIDTH} files`);
    const square = `${FILES[file]}${rank + 1}`;
    if (/^\d+$/.test(token)) {
      for (let end = file + width; file < end; file++) {
        if (isRemoved(file, rank)) throw new Error(`${where}: ${FILES[file]}${rank + 1} is removed and must be written '*', not counted in a number`);
      }
    } else if (token === '*') {
      if (!isRemoved(file++, rank)) throw new Error(`${where}: '*' on ${square}, which is not a removed square`);
    } else {
      const kind = token.toUpperCase() as Kind;
      if (!KINDS.includes(kind)) throw new Error(`${where}: unknown piece letter '${token}'`);
      if (isRemoved(file, rank)) throw new Error(`${where}: a piece on ${square}, which is removed`);
      board[squareAt(file++, rank)!] = { colour: token === kind ? 'w' : 'b', kind };
    }
  }
  if (file !== WIDTH) throw new Error(`${where}: ${file} files, not ${WIDTH}`);
}

/** Reads a position string; checks only its shape and what makes the rest meaningful (one King each, no pawn on rank 1 or 8). */
export function parsePosition(fen: string): Position {
  const fields = fen.trim().split(/\s+/);
  if (fields.length !== 6) throw new Error(`expected 6 fields, got ${fields.length}: '${fen}'`);
  const [placementAndHands, sideText, rightsText, epText, halfText, fullText] = fields as [string, string, string, string, string, string];
  const match = /^([^[\]]+)(?:\[([Jj]*)\])?$/.exec(placementAndHands);
  if (!match) throw new Error(`bad placement or hands (only Jacks can be in hand): '${placementAndHands}'`);
  const ranks = match[1]!.split('/');
  if (ranks.length !== HEIGHT) throw new Error(`expected ${HEIGHT} ranks, got ${ranks.length}`);
  const board = Array<Piece | null>(WIDTH * HEIGHT).fill(null);
  ranks.forEach((text, index) => parseRank(text, HEIGHT - 1 - index, board));
  const handText = match[2] ?? '';
  const hands = { w: handText.split('J').length - 1, b: handText.split('j').length - 1 };
  if (sideText !== 'w' && sideText !== 'b') throw new Error(`bad side to move '${sideText}'`);
  if (rightsText !== 'T' && rightsText !== '-') throw new Error(`bad rights field '${rightsText}' (T or -)`);
  for (const colour of ['w', 'b'] as const) {
    const kings = SQUARES.filter((at) => board[at]?.kind === 'K' && board[at]?.colour === colour).length;
    if (kings !== 1) throw new Error(`${colour === 'w' ? 'White' : 'Black'} has ${kings} Kings, not 1`);
  }
  for (const at of SQUARES) {
    if (board[at]?.kind === 'P' && (rankOf(at) === 0 || rankOf(at) === HEIGHT - 1)) throw new Error(`a pawn on ${nameOf(at)}`);
  }
  const clock = (text: string, what: string, min: number) => {
    if (!/^\d+$/.test(text) || Number(text) < min) throw new Error(`bad ${what} '${text}'`);
    return Number(text);
  };
  const position: Position = {
    board,
    hands,
    side: sideText,
    teleports: rightsText === 'T',
    ep: null,
    halfmove: clock(halfText, 'half-move clock', 0),
    fullmove: clock(fullText, 'move number', 1),
  };
  if (epText !== '-') position.ep = parseEp(position, epText);
  return position;
}

/** The ep square must be the one a pawn of the side that just moved skipped; kept only if an enemy pawn attacks it. */
function parseEp(position: Position, text: string): Square | null {
  const skipped = parseSquare(text);
  const mover = opponent(position.side);
  const pawnAt = step(skipped, [0, forward(mover)]);
  const origin = step(skipped, [0, -forward(mover)]);
  const pawn = pawnAt === undefined ? null : position.board[pawnAt];
  if (origin === undefined || rankOf(origin) !== startRank(mover) || position.board[skipped] || position.board[origin] || pawn?.kind !== 'P' || pawn.colour !== mover) {
    throw new Error(`en passant square ${text}: no ${mover === 'w' ? 'White' : 'Black'} pawn can just have skipped it`);
  }
  return enemyPawnAttacks(position, skipped, mover) ? skipped : null;
}

export function writePosition(position: Position): string {
  const ranks: string[] = [];
  for (let rank = HEIGHT - 1; rank >= 0; rank--) {
    let text = '';
    let empty = 0;
    for (let file = 0; file < WIDTH; file++) {
      const square = squareAt(file, rank);
      const piece = square === undefined ? null : position.board[square];
      if (square !== undefined && !piece) {
        empty++;
        continue;
      }
      if (empty) text += empty;
      empty = 0;
      text += piece ? letterOf(piece) : '*';
    }
    ranks.push(empty ? text + empty : text);
  }
  const hands = `[${'J'.repeat(position.hands.w)}${'j'.repeat(position.hands.b)}]`;
  const ep = position.ep === null ? '-' : nameOf(position.ep);
  return `${ranks.join('/')}${hands} ${position.side} ${position.teleports ? 'T' : '-'} ${ep} ${position.halfmove} ${position.fullmove}`;
}

export function clonePosition(position: Position): Position {
  return { ...position, board: [...position.board], hands: { ...position.hands } };
}
