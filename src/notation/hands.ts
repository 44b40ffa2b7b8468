// Pieces in hand in position strings, as Fairy-Stockfish writes them: in brackets right after the
// placement, upper case for the first player's pieces, lower case for the second's (`[JJjj]`; `[]` when
// both hands are empty). Counts are per player and per hand type (CompiledVariant.handTypes).
import type { CompiledVariant } from '../compile.js';

/** Cuts the hands off the placement field; a variant without hands, or a field without brackets, holds none. */
export function splitHands(field: string, variant: CompiledVariant, fail: (problem: string) => never): { placement: string; hands: number[][] } {
  const hands = variant.definition.players.map(() => variant.handTypes.map(() => 0));
  const match = /^(.*?)(?:\[([^\]]*)\])?$/.exec(field)!;
  const [, placement = '', pocket] = match;
  if (pocket === undefined) return { placement, hands };
  if (variant.handTypes.length === 0) fail(`${variant.definition.id} has no pieces in hand, but the position string lists '[${pocket}]'`);
  for (const letter of pocket) {
    const index = variant.handTypes.findIndex((type) => type.letter === letter.toUpperCase());
    if (index < 0) fail(`'${letter}' cannot be in hand in ${variant.definition.id} (only ${variant.handTypes.map((type) => type.letter).join(', ')})`);
    const player = letter === letter.toUpperCase() ? 0 : 1;
    if (++hands[player]![index]! > 255) fail(`more than 255 '${letter}' in hand`);
  }
  return { placement, hands };
}

/** The bracketed hands, or nothing for a variant without hands. */
export function formatHands(variant: CompiledVariant, hands: readonly (readonly number[])[]): string {
  if (variant.handTypes.length === 0) return '';
  const written = hands.map((counts, player) =>
    counts.map((count, index) => {
      const letter = variant.handTypes[index]!.letter;
      return (player === 0 ? letter : letter.toLowerCase()).repeat(count);
    }).join(''));
  return `[${written.join('')}]`;
}
