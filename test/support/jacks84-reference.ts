// A second, independent route for Jacks and Witches 84 (`jacks84`): a slow legal move generator written
// straight from the spec (shared/rules/jacks84.md, from the source text shared/seeds/jacks-and-witches-84.txt),
// sharing no code or tables with the engine (src/, assembly/). Legality is make-and-test on the whole
// position: a move is legal when, in the position after it, the exclusion rule holds and no active enemy
// piece attacks the mover's King. Simple rather than fast.
//
// Files: jacks84-board.ts (squares), jacks84-position.ts (position string, rule options),
// jacks84-moves.ts (piece movement, drops, teleports, flips, drags, applying a move), this file
// (check, legality, perft, status), jacks84-playout.ts (seeded random games and a tally of the mechanics),
// jacks84-compare.ts (the comparison the engine must pass once it plays jacks84).
import { SQUARES, TELEPORTERS, eyeOf, fileOf, nameOf, rankOf, type Square } from './jacks84-board.js';
import { applyMove, captureReach, isFrozen, pseudoMoves, type Move } from './jacks84-moves.js';
import {
  DEFAULT_RULES,
  START_FEN,
  exclusionType,
  forward,
  kingOnFarRank,
  kingSquare,
  opponent,
  parsePosition,
  writePosition,
  type Colour,
  type Jacks84Rules,
  type Piece,
  type Position,
} from './jacks84-position.js';

export { DEFAULT_RULES, START_FEN, type Jacks84Rules };

/** "after a move, no two teleporters may hold a white and a black piece of the same type (Can(n)ons in either mode are one type)". */
export function exclusionHolds(board: Position['board']): boolean {
  const held = TELEPORTERS.map((square) => board[square]).filter((piece) => piece !== null);
  return !held.some((a) => held.some((b) => a!.colour === 'w' && b!.colour === 'b' && exclusionType(a!.kind) === exclusionType(b!.kind)));
}

/**
 * The pieces of `by` that attack `target`: those that could capture there by their movement and are not
 * immobilised ("such a piece cannot move, flip or give check"; a Jack whose eye is occupied attacks nothing,
 * which captureReach already says). Under checkObeysExclusion a capture that would break the exclusion rule
 * is no attack; by default it is one ("as a pinned piece does in FIDE").
 */
export function attackers(position: Position, target: Square, by: Colour, rules: Jacks84Rules): Square[] {
  return SQUARES.filter((from) => {
    const piece = position.board[from];
    if (!piece || piece.colour !== by || !mightReach(piece, from, target)) return false;
    if (!captureReach(position, from).includes(target) || isFrozen(position, from)) return false;
    if (!rules.checkObeysExclusion) return true;
    const board = [...position.board];
    board[target] = piece;
    board[from] = null;
    return exclusionHolds(board);
  });
}

/** A cheap necessary condition for `captureReach(from).includes(target)`: lets attackers() skip most pieces unwalked. */
function mightReach(piece: Piece, from: Square, target: Square): boolean {
  const df = Math.abs(fileOf(target) - fileOf(from));
  const dr = Math.abs(rankOf(target) - rankOf(from));
  switch (piece.kind) {
    case 'K':
    case 'L':
      return Math.max(df, dr) === 1;
    case 'N':
      return df * dr === 2;
    case 'R':
    case 'C':
      return df === 0 || dr === 0;
    case 'B':
    case 'V':
      return df === dr;
    case 'P':
      return df === 1 && rankOf(target) - rankOf(from) === forward(piece.colour);
    case 'J': // one step from the eye
      return Math.max(Math.abs(fileOf(target) - fileOf(eyeOf(from))), dr) === 1;
    case 'W':
      return false;
  }
}

export const inCheck = (position: Position, colour: Colour, rules: Jacks84Rules) =>
  attackers(position, kingSquare(position, colour), opponent(colour), rules).length > 0;

export type Refusal = 'exclusion' | 'check';
export interface Tried {
  move: Move;
  after: Position;
  refused?: Refusal;
}

/** Every pseudo-legal move, made and tested: the exclusion rule first, then the mover's King. */
export function tryMoves(position: Position, rules: Jacks84Rules): Tried[] {
  return pseudoMoves(position, rules).map((move) => {
    const after = applyMove(position, move, rules);
    // "It is checked on the whole board after every move, pieces that a drag put on a teleporter included."
    if (!exclusionHolds(after.board)) return { move, after, refused: 'exclusion' };
    if (inCheck(after, position.side, rules)) return { move, after, refused: 'check' };
    return { move, after };
  });
}

export const legalMoves = (position: Position, rules: Jacks84Rules) => tryMoves(position, rules).filter((tried) => !tried.refused);

function perftOf(position: Position, depth: number, rules: Jacks84Rules): number {
  if (depth === 0) return 1;
  const moves = legalMoves(position, rules);
  if (depth === 1) return moves.length;
  return moves.reduce((sum, { after }) => sum + perftOf(after, depth - 1, rules), 0);
}

export type Status = { state: 'ongoing'; inCheck: boolean } | { state: 'checkmate'; inCheck: true; winner: Colour } | { state: 'stalemate'; inCheck: false };

/** A position the rules could have reached: the reader's checks that need the rules. */
function checkReachable(position: Position, rules: Jacks84Rules) {
  if (!exclusionHolds(position.board)) throw new Error('the exclusion rule is broken: two teleporters hold a white and a black piece of one type');
  if (inCheck(position, opponent(position.side), rules)) throw new Error('the side that just moved is in check');
  const disabled = kingOnFarRank(position);
  if (rules.teleportEndgame === 'permanent' && disabled && position.teleports) {
    throw new Error('rights field T, but a King stands on the opponent\'s first rank (teleporting is disabled for good)');
  }
  if (rules.teleportEndgame === 'whileThere' && disabled === position.teleports) {
    throw new Error(`rights field ${position.teleports ? 'T' : '-'} disagrees with the Kings (whileThere: '-' exactly while a King stands on the far rank)`);
  }
}

/**
 * The engine-independent interface: position strings in, move strings and position strings out.
 * A finished game (checkmate, stalemate) has no moves. Repetition and the move rule are claims, not ends.
 */
export class Jacks84Reference {
  readonly rules: Jacks84Rules;

  constructor(rules: Partial<Jacks84Rules> = {}) {
    for (const name of Object.keys(rules)) if (!(name in DEFAULT_RULES)) throw new Error(`unknown rule option ${name}`);
    this.rules = { ...DEFAULT_RULES, ...rules };
  }

  read(fen: string): Position {
    const position = parsePosition(fen);
    checkReachable(position, this.rules);
    return position;
  }

  /** Canonical form: read and written again. */
  normalize(fen: string): string {
    return writePosition(this.read(fen));
  }

  /** The legal move strings, sorted. */
  legalMoves(fen: string): string[] {
    return legalMoves(this.read(fen), this.rules)
      .map(({ move }) => move.name)
      .sort();
  }

  /** Each legal move string with the position string after it. */
  successors(fen: string): Map<string, string> {
    return new Map(legalMoves(this.read(fen), this.rules).map(({ move, after }) => [move.name, writePosition(after)]));
  }

  /** The position string after a legal move; throws on any other move string. */
  play(fen: string, move: string): string {
    const found = legalMoves(this.read(fen), this.rules).find((tried) => tried.move.name === move);
    if (!found) throw new Error(`illegal move ${move} in ${fen}`);
    return writePosition(found.after);
  }

  perft(fen: string, depth: number): number {
    return perftOf(this.read(fen), depth, this.rules);
  }

  /** perft(depth - 1) below each legal move. */
  divide(fen: string, depth: number): Record<string, number> {
    if (depth < 1) throw new Error('divide needs depth 1 or more');
    const entries = legalMoves(this.read(fen), this.rules).map(({ move, after }) => [move.name, perftOf(after, depth - 1, this.rules)] as const);
    return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)));
  }

  status(fen: string): Status {
    const position = this.read(fen);
    const checked = inCheck(position, position.side, this.rules);
    if (legalMoves(position, this.rules).length > 0) return { state: 'ongoing', inCheck: checked };
    // "Stalemate is a draw"; checkmate wins for the side that gave it.
    return checked ? { state: 'checkmate', inCheck: true, winner: opponent(position.side) } : { state: 'stalemate', inCheck: false };
  }

  /** The squares of the pieces that give check to the side to move (immobilised pieces give none). */
  checkers(fen: string): string[] {
    const position = this.read(fen);
    return attackers(position, kingSquare(position, position.side), opponent(position.side), this.rules).map(nameOf);
  }
}
