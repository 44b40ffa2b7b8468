// Varied starts for a match: 2-4 seeded random plies, kept only if a short search calls them level,
// so neither colour starts a pair of games with a piece hanging. With three or more players the
// search's score is no verdict on balance (it plays the others as one team): one random round and up
// to two more plies, unjudged; the seats are rotated over each opening instead.
import { Game } from '../src/game.js';

const MAX_IMBALANCE_CP = 80;
const PAWN_BIAS = 50; // half the random plies push pawns, as real openings do

/** Distinct openings in a fixed order for `seed`, at most one per attempt, up to `attempts` attempts. */
export function* openingLines(variant: string, seed: number, attempts = Infinity, rules: Record<string, string> = {}): Generator<string[]> {
  const seen = new Set<string>();
  const judge = new Game(variant, { hashMB: 1, rules });
  const players = judge.players().length;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const game = new Game(variant, { rules });
    const plies = (players > 2 ? players : 2) + ((seed + attempt) % 3);
    const moves = game.playRandom(seed + attempt, plies, PAWN_BIAS);
    if (game.status().state !== 'ongoing' || seen.has(moves.join(' '))) continue;
    if (players === 2) {
      judge.setPosition(undefined, moves);
      const line = judge.search({ depth: 4 }).lines[0];
      if (!line || !('cp' in line.score) || Math.abs(line.score.cp) > MAX_IMBALANCE_CP) continue;
    }
    seen.add(moves.join(' '));
    yield moves;
  }
}

export function makeOpenings(variant: string, count: number, seed: number): string[][] {
  const openings: string[][] = [];
  if (count <= 0) return openings;
  for (const moves of openingLines(variant, seed, count * 50)) {
    openings.push(moves);
    if (openings.length >= count) break;
  }
  return openings;
}
