// Replays a game record: Dreierschach in its author's short notation (Ng7, N5g7, d9Q, 0-0, +, ++),
// other games as move strings in the same numbered layout (`1. e3e5 e8e6`).
import type { Game } from './game.js';
import { CauldronError } from './errors.js';
import { GameNotationBoard } from './notation/game-notation-board.js';
import { NotationError, replayEntries, replayRecord } from './notation/short-notation.js';

/** Plays the record on `game` from its current position; returns the move strings. On an error nothing is played. */
export function replayGame(game: Game, text: string): string[] {
  const players = game.players().length;
  try {
    if (game.id === 'dreierschach') return replayRecord(new GameNotationBoard(game), text, { players });
    return replayEntries(game, text, players, (token) => token);
  } catch (error) {
    if (error instanceof NotationError) throw new CauldronError(error.message);
    throw error;
  }
}
