// A NotationBoard (src/notation/short-notation.ts) over the independent Dreierschach reference generator
// (./dreierschach-reference.ts): positions are its position strings, moves come from referenceMoves,
// play from referencePlay, mate from referenceStatus. Results are memoized per position string, since
// the reference generator is slow and the notation asks the same questions many times.
//
// The reference exports no check test, so checkedKings asks its move generator: with player O to move,
// O's king swapped for another player's piece (so O has no king and none of O's moves is filtered as
// leaving it in check: a pinned piece still attacks) and the other kings swapped for pieces of their own
// colour (so a move may land there), O attacks a king iff one of O's moves ends on that king's cell.
// Swapping keeps every cell's occupancy, so slides and the diagonal "one between cell free" rule see the
// same board. O's king itself is tested by hand: one straight step, or one diagonal step with a free
// between cell (spec, "Moves").
import type { NotationBoard } from '../../src/notation/short-notation.js';
import { DreierschachBoard } from '../../src/geometry/dreierschach-board.js';
import { boardFen } from './hex-position.js';
import { referenceMoves, referencePlay, referenceStartFen, referenceStatus } from './dreierschach-reference.js';

const geometry = new DreierschachBoard();
const COLOURS = ['w', 'g', 'b'] as const;
// Spec, "Board and names": straight steps, and each diagonal step with its two between (straight) steps.
const STRAIGHT: readonly (readonly [number, number])[] = [[1, 0], [1, 1], [0, 1], [-1, 0], [-1, -1], [0, -1]];
const DIAGONAL: readonly (readonly [number, number])[] = [[2, 1], [1, 2], [-1, 1], [-2, -1], [-1, -2], [1, -1]];

/** The pieces of a position string's placement: cell name -> owner letter + kind ('wK'). */
export function piecesOf(fen: string): Map<string, string> {
  const pieces = new Map<string, string>();
  fen.trim().split(/\s+/)[0]!.split('/').forEach((text, index) => {
    const row = geometry.rows[index]!;
    let at = 0;
    for (const token of text.match(/\d+|[wgb][KQRBNP]/g) ?? []) {
      if (/^\d+$/.test(token)) at += Number(token);
      else pieces.set(geometry.names[row[at++]!]!, token);
    }
  });
  return pieces;
}

/** A position string from pieces by cell ({ d1: 'wK', ... }); side 'w' | 'g' | 'b'. */
export function fenOf(pieces: Readonly<Record<string, string>> | ReadonlyMap<string, string>, side = 'w', castling = '-', ep = '-'): string {
  const byCell = pieces instanceof Map ? Object.fromEntries(pieces) : (pieces as Record<string, string>);
  return boardFen(geometry, byCell, side, castling, ep);
}

const movesCache = new Map<string, string[]>();
const playCache = new Map<string, string>();
const checkedCache = new Map<string, string[]>();
const mateCache = new Map<string, boolean>();
const piecesCache = new Map<string, Map<string, string>>();

function memo<T>(cache: Map<string, T>, key: string, compute: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = compute();
    if (cache.size > 200_000) cache.clear();
    cache.set(key, value);
  }
  return value;
}

/** Whether the king on `from` attacks `target` by one straight step or one diagonal step with a free between cell. */
function kingStepAttacks(pieces: ReadonlyMap<string, string>, from: string, target: string): boolean {
  const [f, r] = geometry.coordinates[geometry.cellByName(from)!]!;
  const [tf, tr] = geometry.coordinates[geometry.cellByName(target)!]!;
  const [dx, dy] = [tf - f, tr - r];
  if (STRAIGHT.some(([x, y]) => x === dx && y === dy)) return true;
  const index = DIAGONAL.findIndex(([x, y]) => x === dx && y === dy);
  if (index < 0) return false;
  return [STRAIGHT[index]!, STRAIGHT[(index + 1) % 6]!].some(([x, y]) => {
    const between = geometry.cellAt(f + x, r + y);
    return between !== undefined && !pieces.has(geometry.names[between]!);
  });
}

/** Colour letters ('w', 'g', 'b') whose king is attacked by an opponent. */
export function referenceCheckedKings(fen: string): string[] {
  const pieces = piecesOf(fen);
  const kings = new Map<string, string>(); // colour -> cell
  for (const [cell, piece] of pieces) if (piece[1] === 'K') kings.set(piece[0]!, cell);
  const checked = new Set<string>();
  for (const attacker of COLOURS) {
    const kingCell = kings.get(attacker);
    const swapped = new Map(pieces);
    for (const [colour, cell] of kings) {
      // The attacker's king becomes a piece of the next colour; the others become pieces of their own.
      swapped.set(cell, colour === attacker ? `${COLOURS[(COLOURS.indexOf(attacker) + 1) % 3]}N` : `${colour}N`);
    }
    const targets = new Set(referenceMoves(fenOf(swapped, attacker)).map((move) => /^[a-m]\d+([a-m]\d+)/.exec(move)![1]!));
    for (const [colour, cell] of kings) {
      if (colour === attacker) continue;
      if (targets.has(cell) || (kingCell !== undefined && kingStepAttacks(pieces, kingCell, cell))) checked.add(colour);
    }
  }
  return COLOURS.filter((colour) => checked.has(colour));
}

/** The reference generator as a NotationBoard: a position string plus the positions before it. */
export class ReferenceNotationBoard implements NotationBoard {
  private readonly history: string[] = [];

  constructor(public fen: string = referenceStartFen()) {}

  legalMoves(): string[] {
    return memo(movesCache, this.fen, () => referenceMoves(this.fen));
  }

  pieceLetter(cell: string): string | undefined {
    return memo(piecesCache, this.fen, () => piecesOf(this.fen)).get(cell)?.[1];
  }

  play(move: string): void {
    const next = memo(playCache, `${this.fen}|${move}`, () => referencePlay(this.fen, move));
    this.history.push(this.fen);
    this.fen = next;
  }

  undo(): void {
    const previous = this.history.pop();
    if (previous === undefined) throw new Error('no move to undo');
    this.fen = previous;
  }

  checkedKings(): string[] {
    return memo(checkedCache, this.fen, () => referenceCheckedKings(this.fen));
  }

  isMate(): boolean {
    if (this.legalMoves().length > 0) return false;
    return memo(mateCache, this.fen, () => referenceStatus(this.fen).state === 'checkmate');
  }
}
