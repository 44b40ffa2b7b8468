import type { PlayerDefinition } from './types.js';

/** The usual pair: White moves first, up the board; Black faces down. */
export const whiteAndBlack: PlayerDefinition[] = [
  { name: 'white', fenLetter: 'w', forward: 'up' },
  { name: 'black', fenLetter: 'b', forward: 'down' },
];
