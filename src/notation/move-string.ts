// Move strings: <from><to>[promotion code], exactly Fairy-Stockfish's UCI strings (e3e5, a9a10q); a
// two-letter piece code is its suffix in lower case (a9a10gi, see piece-token.ts).
import type { CompiledVariant } from '../compile.js';
import { CauldronError } from '../errors.js';
import { KIND_PROMOTION, KIND_ELIMINATE, KIND_DROP, KIND_TRANSFORM } from '../../assembly/abi.js';
import { moveFrom, moveTo, moveKind, moveExtra } from '../piece-code.js';

/** The move of a party that has no move and leaves the game (the null move of UCI). */
export const ELIMINATION = '0000';

export function formatMove(variant: CompiledVariant, move: number): string {
  if (moveKind(move) === KIND_ELIMINATE) return ELIMINATION;
  const names = variant.geometry.names;
  // A drop: the piece's letter in upper case for either side, then the cell (Fairy-Stockfish's `N@e4`).
  if (moveKind(move) === KIND_DROP) return `${variant.pieceTypes[moveExtra(move)]!.letter}@${names[moveTo(move)]}`;
  // A flip piece's move ends with the letter of its mode after the move (`z1z4v`; in place `z1z1v`).
  if (moveKind(move) === KIND_TRANSFORM) return `${names[moveFrom(move)]}${names[moveTo(move)]}${variant.pieceTypes[moveExtra(move)]!.modeLetter ?? ''}`;
  const named = moveKind(move) === KIND_PROMOTION && variant.promotionSuffix;
  const promotion = named ? variant.pieceTypes[moveExtra(move)]!.letter.toLowerCase() : '';
  return `${names[moveFrom(move)]}${names[moveTo(move)]}${promotion}`;
}

/** The legal move the string names; the error says whether the string, a square or the move is wrong. */
/** `position` describes the position for an error message; it is only called when the move is illegal. */
export function parseMoveString(variant: CompiledVariant, text: string, legalMoves: readonly number[], position: () => string): number {
  const id = variant.definition.id;
  if (text === ELIMINATION) {
    const move = legalMoves.find((candidate) => moveKind(candidate) === KIND_ELIMINATE);
    if (move === undefined) throw new CauldronError(`${ELIMINATION} (leaving the game) is only legal for a party with no move, not in ${id} position ${position()}`);
    return move;
  }
  const drop = /^[A-Z]@([a-z]+\d+)$/.exec(text);
  const match = drop ?? /^([a-z]+\d+)([a-z]+\d+)([a-z]{0,2})$/.exec(text);
  if (!match) throw new CauldronError(`'${text}' is not a move string (expected from, to and an optional promotion code, like e3e5, a9a10q or a9a10gi, or a drop like N@e4)`);
  for (const square of drop ? [match[1]!] : [match[1]!, match[2]!]) {
    if (variant.geometry.cellByName(square) === undefined) throw new CauldronError(`unknown square '${square}' in ${id}`);
  }
  const move = legalMoves.find((candidate) => formatMove(variant, candidate) === text);
  if (move === undefined) throw new CauldronError(`illegal move ${text} in ${id} position ${position()}`);
  return move;
}
