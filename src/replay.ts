// Replays a game record: Dreierschach in its author's short notation (Ng7, N5g7, d9Q, 0-0, +, ++),
// other games as move strings in the same numbered layout (`1. e3e5 e8e6`).
import type { Game } from './game.js';
import { CauldronError } from './errors.js';
import { GameNotationBoard } from './notation/game-notation-board.js';
import { NotationError, parseGameRecordEntries, replayRecord } from './notation/short-notation.js';

/** Plays the record on `game` from its current position; returns the move strings. On an error nothing is played. */
export function replayGame(game: Game, text: string): string[] {
  const players = game.players().length;
  if (game.id === 'dreierschach') {
    try {
      return replayRecord(new GameNotationBoard(game), text, { players });
    } catch (error) {
      if (error instanceof NotationError) throw new CauldronError(error.message);
      throw error;
    }
  }
  const moves: string[] = [];
  try {
    for (const entry of parseGameRecordEntries(text, players)) {
      try {
        game.play(entry.token);
      } catch (error) {
        throw new CauldronError(`round ${entry.round}: ${error instanceof Error ? error.message : String(error)}`);
      }
      moves.push(entry.token);
    }
  } catch (error) {
    for (let index = 0; index < moves.length; index++) game.undo();
    throw error;
  }
  return moves;
}
