// Independent slow reference for Grand Chess with the part-1 extra pieces (grand.md and
// grand-fairy-pieces.md §1.4, §2, §3): its own board, FEN reader (letters and {XX} long codes), pawns
// and promotion in all three modes, the 5-move lock, legality by make-and-test, perft. Shares no
// code with the engine.
import { DEFAULT_REF_OPTIONS, pieceDestinations, REFERENCE_CODES, REFERENCE_LOCKED, type RefBoard, type RefOptions, type RefPiece } from './grand-fairy-reference-pieces.js';

export interface RefRules {
  promotion: 'captured' | 'initial' | 'all';
  /** Per side, the count of each type in the start position (mode captured), or the types present (initial). */
  startCounts: Map<string, number>;
  lockMoves: number;
  lockCount: 'own' | 'plies';
  lockedPiecesAttack: boolean;
  pieces: RefOptions;
  /** FEN letters of extra pieces, for Fairy-Stockfish-style positions (e.g. { U: 'CE' }). */
  letters: Record<string, string>;
}

export interface RefPosition {
  board: RefBoard;
  whiteToMove: boolean;
  /** En passant square, or null. */
  ep: [number, number] | null;
  halfmoves: number;
  fullmoves: number;
}

const FILES = 'abcdefghij';
const SIZE = 10;
const square = (x: number, y: number) => `${FILES[x]}${y + 1}`;
const CLASSIC_PROMOTION = ['Q', 'R', 'B', 'N', 'C', 'A'];

export function refRules(startFen: string, overrides: Partial<RefRules> = {}): RefRules {
  const rules: RefRules = {
    promotion: 'captured', startCounts: new Map(), lockMoves: 5, lockCount: 'own', lockedPiecesAttack: false,
    pieces: DEFAULT_REF_OPTIONS, letters: {}, ...overrides,
  };
  if (!overrides.startCounts) {
    for (const column of readFen(startFen, rules).board) for (const cell of column) if (cell?.white) rules.startCounts.set(cell.code, (rules.startCounts.get(cell.code) ?? 0) + 1);
  }
  return rules;
}

export function readFen(fen: string, rules: Pick<RefRules, 'letters'>): RefPosition {
  const [placement, side, , ep = '-', half = '0', full = '1'] = fen.trim().split(/\s+/);
  const board: RefBoard = Array.from({ length: SIZE }, () => Array<RefPiece | null>(SIZE).fill(null));
  placement!.split('/').forEach((row, index) => {
    let x = 0;
    for (const token of row.match(/\d+|\{[A-Za-z]{2}\}|[A-Za-z]/g) ?? []) {
      if (/^\d/.test(token)) {
        x += Number(token);
        continue;
      }
      const bare = token.replace(/[{}]/g, '');
      const white = bare === bare.toUpperCase();
      const code = rules.letters[bare.toUpperCase()] ?? bare.toUpperCase();
      board[x++]![SIZE - 1 - index] = { code, white };
    }
  });
  const epSquare: [number, number] | null = ep === '-' ? null : [FILES.indexOf(ep[0]!), Number(ep.slice(1)) - 1];
  return { board, whiteToMove: side === 'w', ep: epSquare, halfmoves: Number(half), fullmoves: Number(full) };
}

/** §2: whether side's pieces of locked types are locked in this position. */
function locked(position: RefPosition, white: boolean, rules: RefRules): boolean {
  if (rules.lockMoves === 0) return false;
  if (rules.lockCount === 'plies') {
    const ply = 2 * (position.fullmoves - 1) + (position.whiteToMove ? 1 : 2); // the ply about to be played
    return ply <= rules.lockMoves;
  }
  const made = position.fullmoves - 1 + (white && !position.whiteToMove ? 1 : 0);
  return made < rules.lockMoves;
}

/** §1.4: the types a pawn of this side may become now. */
function promotionChoices(position: RefPosition, white: boolean, rules: RefRules): string[] {
  if (rules.promotion === 'all') return REFERENCE_CODES.filter((code) => code !== 'K');
  const present = [...rules.startCounts.keys()].filter((code) => code !== 'K' && code !== 'P');
  if (rules.promotion === 'initial') return present;
  const onBoard = new Map<string, number>();
  for (const column of position.board) for (const cell of column) if (cell && cell.white === white) onBoard.set(cell.code, (onBoard.get(cell.code) ?? 0) + 1);
  return present.filter((code) => (onBoard.get(code) ?? 0) < rules.startCounts.get(code)!);
}

interface RefMove {
  from: [number, number];
  to: [number, number];
  promotion?: string;
  enPassant?: boolean;
  double?: boolean;
}

/** Pseudo-legal moves; `attacksOnly` lists the capture squares whatever promotion allows (a stuck pawn still attacks). */
function pseudoMoves(position: RefPosition, white: boolean, rules: RefRules, attacksOnly = false): RefMove[] {
  const moves: RefMove[] = [];
  const isLocked = locked(position, white, rules) && !(attacksOnly && rules.lockedPiecesAttack);
  const { board } = position;
  for (let x = 0; x < SIZE; x++) {
    for (let y = 0; y < SIZE; y++) {
      const piece = board[x]![y];
      if (!piece || piece.white !== white) continue;
      if (piece.code === 'P') {
        pawnMoves(position, x, y, rules, attacksOnly, moves);
        continue;
      }
      if (isLocked && REFERENCE_LOCKED.has(piece.code)) continue;
      for (const target of pieceDestinations(board, x, y, rules.pieces)) moves.push({ from: [x, y], to: [target.x, target.y] });
    }
  }
  return moves;
}

function pawnMoves(position: RefPosition, x: number, y: number, rules: RefRules, attacksOnly: boolean, moves: RefMove[]): void {
  const { board } = position;
  const white = board[x]![y]!.white;
  const dy = white ? 1 : -1;
  const relative = (rank: number) => (white ? rank + 1 : SIZE - rank); // 1-based from the pawn's side
  const choices = attacksOnly ? ['Q'] : promotionChoices(position, white, rules);
  const add = (tx: number, ty: number, extra: Partial<RefMove> = {}) => {
    const rank = relative(ty);
    if (rank >= 8) for (const promotion of choices) moves.push({ from: [x, y], to: [tx, ty], promotion, ...extra });
    if (rank < SIZE) moves.push({ from: [x, y], to: [tx, ty], ...extra });
  };
  const inside = (i: number, j: number) => i >= 0 && j >= 0 && i < SIZE && j < SIZE;
  if (!attacksOnly && inside(x, y + dy) && !board[x]![y + dy]) {
    add(x, y + dy);
    if (relative(y) === 3 && !board[x]![y + 2 * dy]) add(x, y + 2 * dy, { double: true });
  }
  for (const dx of [-1, 1]) {
    const [tx, ty] = [x + dx, y + dy];
    if (!inside(tx, ty)) continue;
    const target = board[tx]![ty];
    if (target && target.white !== white) add(tx, ty);
    else if (!attacksOnly && position.ep && position.ep[0] === tx && position.ep[1] === ty) add(tx, ty, { enPassant: true });
  }
}

function play(position: RefPosition, move: RefMove): RefPosition {
  const board = position.board.map((column) => [...column]);
  const [fx, fy] = move.from;
  const [tx, ty] = move.to;
  const piece = board[fx]![fy]!;
  const capture = board[tx]![ty] !== null || move.enPassant === true;
  if (move.enPassant) board[tx]![fy] = null;
  board[tx]![ty] = move.promotion ? { code: move.promotion, white: piece.white } : piece;
  board[fx]![fy] = null;
  const ep: [number, number] | null = move.double ? [fx, (fy + ty) / 2] : null;
  return {
    board, whiteToMove: !position.whiteToMove, ep,
    halfmoves: capture || piece.code === 'P' ? 0 : position.halfmoves + 1,
    fullmoves: position.fullmoves + (position.whiteToMove ? 0 : 1),
  };
}

function kingAttacked(position: RefPosition, white: boolean, rules: RefRules): boolean {
  let king: [number, number] | undefined;
  position.board.forEach((column, x) => column.forEach((cell, y) => { if (cell?.code === 'K' && cell.white === white) king = [x, y]; }));
  if (!king) return true;
  return pseudoMoves(position, !white, rules, true).some((move) => move.to[0] === king![0] && move.to[1] === king![1]);
}

/** A promotion is written with the piece's FEN letter where the rules give one (Fairy-Stockfish's letters), else its code. */
function moveString(move: RefMove, rules: RefRules): string {
  const letter = Object.keys(rules.letters).find((key) => rules.letters[key] === move.promotion) ?? move.promotion;
  return `${square(...move.from)}${square(...move.to)}${letter ? letter.toLowerCase() : ''}`;
}

export function legalMoves(position: RefPosition, rules: RefRules): { text: string; next: RefPosition }[] {
  const white = position.whiteToMove;
  return pseudoMoves(position, white, rules)
    .map((move) => ({ text: moveString(move, rules), next: play(position, move) }))
    .filter(({ next }) => !kingAttacked(next, white, rules));
}

export function perft(position: RefPosition, depth: number, rules: RefRules): number {
  const moves = legalMoves(position, rules);
  if (depth <= 1) return moves.length;
  return moves.reduce((sum, { next }) => sum + perft(next, depth - 1, rules), 0);
}

export function divide(position: RefPosition, depth: number, rules: RefRules): Record<string, number> {
  return Object.fromEntries(legalMoves(position, rules).map(({ text, next }) => [text, depth <= 1 ? 1 : perft(next, depth - 1, rules)]));
}
