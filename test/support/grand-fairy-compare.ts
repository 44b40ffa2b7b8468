import { expect } from 'vitest';
import type { Game } from '../../src/game.js';
import { divide, readFen, type RefRules } from './grand-fairy-reference.js';

/**
 * Perft 2 of the game's current position against the independent reference: the engine's trial route must
 * give the reference's count, and where its fast route does not, the two divides are compared so the failure
 * names the root move.
 */
export function expectPerft2AsReference(game: Game, rules: RefRules): void {
  const fen = game.fen();
  const theirs = divide(readFen(fen, rules), 2, rules);
  const nodes = Object.values(theirs).reduce((sum, count) => sum + count, 0);
  expect(game.perftByTrial(2), fen).toBe(nodes);
  if (game.perft(2) !== nodes) expect(Object.fromEntries(game.divide(2)), fen).toEqual(theirs);
}
