import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { Game } from '../src/game.js';
import { FairyStockfishNative, fairyStockfishInstalled } from '../peers/fairy-stockfish-native.js';

// Grand Chess against Fairy-Stockfish (the Debian binary) on positions reached by seeded random
// games played in the core: the FEN after the same moves, the legal move list, and perft 2 and 3.
// Under CI the binary must be there: a missing oracle fails instead of skipping.
const installed = fairyStockfishInstalled();
const required = process.env.CI === 'true';
const GAMES = 60;

interface Sample {
  label: string;
  moves: string[];
}

/**
 * Seeded random games sampled every few plies; at some samples also a double step that leaves en
 * passant open and a move that gives check, where one exists.
 */
function samples(): Sample[] {
  const game = new Game('grand');
  const result: Sample[] = [];
  const special = (label: string, test: () => boolean) => {
    for (const move of game.legalMoves()) {
      game.play(move);
      const hit = test() && game.status().state === 'ongoing';
      if (hit) result.push({ label: `${label} ${move}`, moves: game.moves() });
      game.undo();
      if (hit) return;
    }
  };
  for (let seed = 1; seed <= GAMES; seed++) {
    game.setPosition();
    for (let sample = 0; sample < 4 && game.status().state === 'ongoing'; sample++) {
      game.playRandom(seed * 10 + sample, 6 + ((seed * 37 + sample * 11) % 40), (seed % 5) * 20);
      if (game.status().state !== 'ongoing') break;
      result.push({ label: `game ${seed}.${sample}`, moves: game.moves() });
      special(`game ${seed}.${sample} + en passant`, () => game.fen().split(' ')[3] !== '-');
      if (sample % 2 === 1) special(`game ${seed}.${sample} + check`, () => game.status().inCheck);
    }
  }
  return result;
}

describe.skipIf(!installed && !required)('Grand Chess against Fairy-Stockfish', () => {
  let oracle: FairyStockfishNative;
  const positions = samples();

  beforeAll(async () => {
    if (!installed) throw new Error('fairy-stockfish is not installed (apt-get install fairy-stockfish) and CI=true requires it');
    oracle = await FairyStockfishNative.start({ variant: 'grand' });
  });
  afterAll(async () => oracle?.quit());

  it('the samples cover en passant, pawns on ranks 8-9, promotions with and without captured types, and checks', () => {
    const game = new Game('grand');
    const seen = { enPassant: 0, pawnInZone: 0, promotionAvailable: 0, stuckPawn: 0, check: 0, promoted: 0 };
    for (const { moves } of positions) {
      game.setPosition(undefined, moves);
      const [placement = '', , , ep] = game.fen().split(' ');
      const ranks = placement.split('/');
      if (ep !== '-') seen.enPassant++;
      if (/P/.test(ranks[1]! + ranks[2]!) || /p/.test(ranks[7]! + ranks[8]!)) seen.pawnInZone++;
      const legal = game.legalMoves();
      if (legal.some((move) => /[qrbnca]$/.test(move))) seen.promotionAvailable++;
      if (/P/.test(ranks[1]!) && !legal.some((move) => /^[a-j]9[a-j]10/.test(move))) seen.stuckPawn++;
      if (game.status().inCheck) seen.check++;
      if (moves.some((move) => /[qrbnca]$/.test(move))) seen.promoted++;
    }
    expect(positions.length).toBeGreaterThanOrEqual(200);
    expect(seen.enPassant).toBeGreaterThanOrEqual(20);
    expect(seen.pawnInZone).toBeGreaterThanOrEqual(40);
    expect(seen.promotionAvailable).toBeGreaterThanOrEqual(20);
    expect(seen.stuckPawn).toBeGreaterThanOrEqual(3);
    expect(seen.check).toBeGreaterThanOrEqual(20);
    expect(seen.promoted).toBeGreaterThanOrEqual(20);
  });

  it('FEN after the same moves is identical to Fairy-Stockfish\'s', async () => {
    const game = new Game('grand');
    for (const { label, moves } of positions) {
      game.setPosition(undefined, moves);
      expect(game.fen(), label).toBe(await oracle.fen({ moves }));
    }
  });

  it('legal moves and perft 2 and 3 equal Fairy-Stockfish\'s on every sample', async () => {
    const game = new Game('grand');
    for (const { label, moves } of positions) {
      game.setPosition(undefined, moves);
      const fen = game.fen();
      const theirs = await oracle.perft(1, { fen });
      expect(game.legalMoves().sort(), `${label}: ${fen}`).toEqual(Object.keys(theirs.divide).sort());
      for (const depth of [2, 3]) {
        const reference = await oracle.perft(depth, { fen });
        if (game.perft(depth) !== reference.nodes) {
          expect(Object.fromEntries(game.divide(depth)), `${label}: perft ${depth} divide of ${fen}`).toEqual(reference.divide);
        }
      }
    }
  });
});
