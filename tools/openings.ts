// Varied starts for a match: 2-4 seeded random plies, kept only if a short search calls them level,
// so neither colour starts a pair of games with a piece hanging. With three or more players the
// search's score is no verdict on balance (it plays the others as one team): one random round and up
// to two more plies, unjudged; the seats are rotated over each opening instead.
import { Game } from '../src/game.js';

const MAX_IMBALANCE_CP = 80;
const PAWN_BIAS = 50; // half the random plies push pawns, as real openings do
// Each seed draws its attempts from its own stretch of random games: seed s's attempt k is game 1 + (s − 1)·SEED_STRIDE + k.
// (It was s + k, so seed 2 replayed seed 1's openings one attempt on, and two seeds' "samples" were mostly the
// same games; seed 1 keeps its openings.)
const SEED_STRIDE = 1_000_003;

/** The random game that `seed`'s `attempt` plays its opening from. */
export function attemptSeed(seed: number, attempt: number): number {
  return 1 + (seed - 1) * SEED_STRIDE + attempt;
}

/** Distinct openings in a fixed order for `seed`, at most one per attempt, up to `attempts` attempts. */
export function* openingLines(variant: string, seed: number, attempts = Infinity, rules: Record<string, string> = {}): Generator<string[]> {
  const seen = new Set<string>();
  const judge = new Game(variant, { hashMB: 1, rules });
  const players = judge.players().length;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const game = new Game(variant, { rules });
    const random = attemptSeed(seed, attempt);
    const plies = (players > 2 ? players : 2) + (((random % 3) + 3) % 3);
    const moves = game.playRandom(random, plies, PAWN_BIAS);
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
