// The positions the evaluation tuner learns from: quiet positions of recorded games (no royal piece attacked,
// neither the move that led to it nor the move played from it a capture), so that the static evaluation stands for
// the quiescence search's. Shared by tools/tune-eval.ts and tools/label-positions.ts.
import { readFileSync } from 'node:fs';
import type { Game } from '../src/game.js';

/** A game as tools/gen-games.ts and `npm run sprt -- --games-out` write it, or as `npm run match -- --record` does. */
export interface GameRecord {
  moves: string[];
  /** Points per seat (1 a win, shares for draws). */
  points: number[];
  /** Plies of the opening book at its start. */
  opening: number;
  /** Per ply, the mover's score of the position before its move (tools/gen-games.ts; null where none). */
  scores?: (number | null)[];
}

/** The games of `variant` in the given JSON-lines files, in either format. */
export function readGames(files: readonly string[], variant: string): GameRecord[] {
  const games: GameRecord[] = [];
  for (const file of files) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const record = JSON.parse(line);
      if (record.variant !== variant) continue;
      if (record.points) {
        games.push({ moves: record.moves, points: record.points, opening: record.opening ?? 0, ...(record.scores ? { scores: record.scores } : {}) });
      } else if (record.outcome && record.cauldronSide !== undefined) {
        // A match against Fairy-Stockfish (tools/match.ts): the outcome is Cauldron's.
        const cauldron = ({ win: 1, draw: 0.5, loss: 0 } as Record<string, number>)[record.outcome]!;
        const points = record.cauldronSide === 0 ? [cauldron, 1 - cauldron] : [1 - cauldron, cauldron];
        games.push({ moves: record.moves, points, opening: record.opening?.length ?? 0 });
      }
    }
  }
  return games;
}

/**
 * Calls `visit(ply, side)` with the game standing at each quiet position from `skipPlies` (and past the opening) on;
 * `visit` may read the game but must leave it as it found it.
 */
export function forEachQuietPosition(game: Game, record: GameRecord, skipPlies: number, visit: (ply: number, side: number) => void): void {
  game.setPosition(undefined, []);
  // Letters of the placement, less a taken-over pawn's former party (`bP(r)`): a capture that takes over an army
  // must count as one.
  const pieces = () => game.fen().split(' ')[0]!.replace(/\([^)]*\)/g, '').replace(/[^A-Za-z]/g, '').length;
  let previousCapture = false;
  let count = pieces();
  for (let ply = 0; ply < record.moves.length; ply++) {
    const side = game.status().turnIndex;
    // Any royal piece attacked, not only the mover's: with three players (or the capture rule) the mover may take one.
    const inCheck = game.checkedPlayers().length > 0;
    game.play(record.moves[ply]!);
    const after = pieces();
    const capture = after < count;
    if (ply >= Math.max(skipPlies, record.opening) && !capture && !previousCapture && !inCheck) {
      game.undo();
      visit(ply, side);
      game.play(record.moves[ply]!);
    }
    previousCapture = capture;
    count = after;
  }
}
