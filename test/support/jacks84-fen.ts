// Hand-built jacks84 position strings for tests, from `square -> letter`, written without the reference's
// board or writer: ranks 8 down to 1, files y..j, '*' for each of the twelve removed squares.
const FILES = 'yzabcdefghij';
const REMOVED = new Set(['c4', 'c5', 'd3', 'd4', 'd5', 'd6', 'e3', 'e4', 'e5', 'e6', 'f4', 'f5']);

export interface FenFields {
  hands?: string; // e.g. 'JJjj'
  side?: 'w' | 'b';
  rights?: 'T' | '-';
  ep?: string;
  clocks?: string; // half-move clock and move number
}

export function jacksFen(pieces: Record<string, string>, { hands = '', side = 'w', rights = 'T', ep = '-', clocks = '0 1' }: FenFields = {}): string {
  for (const square of Object.keys(pieces)) {
    if (REMOVED.has(square) || !/^[yzabcdefghij][1-8]$/.test(square)) throw new Error(`no square ${square}`);
  }
  const ranks: string[] = [];
  for (let rank = 8; rank >= 1; rank--) {
    let text = '';
    let empty = 0;
    for (const file of FILES) {
      const square = `${file}${rank}`;
      const letter = REMOVED.has(square) ? '*' : pieces[square];
      if (!letter) {
        empty++;
        continue;
      }
      text += (empty || '') + letter;
      empty = 0;
    }
    ranks.push(text + (empty || ''));
  }
  return `${ranks.join('/')}[${hands}] ${side} ${rights} ${ep} ${clocks}`;
}

/** The destinations of the moves from `square`, with their suffixes: from(['c3b5', 'c3c6'], 'c3') = ['b5', 'c6']. */
export const movesFrom = (moves: readonly string[], square: string) =>
  moves.filter((move) => move.startsWith(square)).map((move) => move.slice(square.length)).sort();

/** The pieces of a position string's placement as `square -> letter` (the inverse of jacksFen's placement). */
export function piecesOf(fen: string): Record<string, string> {
  const pieces: Record<string, string> = {};
  fen.split(/[[ ]/)[0]!.split('/').forEach((text, index) => {
    const cells = text.replace(/\d+/g, (run) => '.'.repeat(Number(run)));
    [...cells].forEach((letter, file) => {
      if (letter !== '.' && letter !== '*') pieces[`${FILES[file]}${8 - index}`] = letter;
    });
  });
  return pieces;
}
