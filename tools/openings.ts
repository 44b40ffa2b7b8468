// Varied starts for a match: 2-4 seeded random plies, kept only if a short search calls them level,
// so neither colour starts a pair of games with a piece hanging.
import { Game } from '../src/game.js';

const MAX_IMBALANCE_CP = 80;
const PAWN_BIAS = 50; // half the random plies push pawns, as real openings do

export function makeOpenings(variant: string, count: number, seed: number): string[][] {
  const openings: string[][] = [];
  const seen = new Set<string>();
  const judge = new Game(variant, { hashMB: 1 });
  for (let attempt = 0; openings.length < count && attempt < count * 50; attempt++) {
    const game = new Game(variant);
    const moves = game.playRandom(seed + attempt, 2 + ((seed + attempt) % 3), PAWN_BIAS);
    if (game.status().state !== 'ongoing' || seen.has(moves.join(' '))) continue;
    judge.setPosition(undefined, moves);
    const line = judge.search({ depth: 4 }).lines[0];
    if (!line || !('cp' in line.score) || Math.abs(line.score.cp) > MAX_IMBALANCE_CP) continue;
    seen.add(moves.join(' '));
    openings.push(moves);
  }
  return openings;
}
