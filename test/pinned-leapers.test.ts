import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { Game } from '../src/game.js';
import { FairyStockfishWasm } from '../peers/fairy-stockfish-wasm.js';
import { grandLeapers, grandDabbabaRider, leapersIni } from './support/mechanic-variants.js';

// A pinned piece may only move along its pin line, between its royal piece and the pinner: a leap along
// the line that is longer than one step ((2,2), (2,0)) could jump past either, so it is not enough that
// the leap points along the line.
describe('a pinned leaper does not jump past its pinner or its king', () => {
  it('an Elephant pinned on a diagonal has no move (c3: e5 lies beyond the pinner d4, a1 is its king)', () => {
    // White king a1, Elephant c3, black bishop d4 pins it; kings apart otherwise (black j10).
    const game = new Game(grandLeapers, { fen: '9k/10/10/10/10/10/3b6/2E7/10/K9 w - - 0 1', hashMB: 0 });
    expect(game.legalMoves().filter((move) => move.startsWith('c3'))).toEqual([]);
    expect(game.perft(2)).toBe(game.perftByTrial(2));
  });

  it('a Dabbaba-rider pinned on a file keeps to the cells between its king and the pinner', () => {
    // White king e1, Dabbaba-rider e3, black rook e6: e5 stays between them; e7 and e9 leap past the pinner.
    const game = new Game(grandDabbabaRider, { fen: '9k/10/10/10/4r5/10/10/4D5/10/4K5 w - - 0 1', hashMB: 0 });
    expect(game.legalMoves().filter((move) => move.startsWith('e3')).sort()).toEqual(['e3e5']);
    const closer = new Game(grandDabbabaRider, { fen: '9k/10/10/10/10/4r5/10/4D5/10/4K5 w - - 0 1', hashMB: 0 });
    expect(closer.legalMoves().filter((move) => move.startsWith('e3'))).toEqual(['e3e5']); // takes the pinner
  });

  it('a piece pinned by a Dabbaba-rider may not step along the line off the rider\'s landing cells', () => {
    // Black Dabbaba-rider e6 leaps e4, e2: the white Rook e4 shields the king e2 (the pawn e5 is leapt over).
    // e4e3 keeps to the file but leaves e4 empty, and the rider then lands on e2: the Rook has no move.
    const game = new Game(grandDabbabaRider, { fen: '9k/10/10/10/4d5/4P5/4R5/10/4K5/10 w - - 0 1', hashMB: 0 });
    expect(game.legalMoves().filter((move) => move.startsWith('e4'))).toEqual([]);
  });

  it('every route to the moves agrees at every node of long random games', () => {
    for (const variant of [grandLeapers, grandDabbabaRider]) {
      let plies = 0;
      for (let seed = 1; seed <= 25; seed++) plies += new Game(variant, { hashMB: 0 }).playRandomChecked(seed, 400, 20).length;
      expect(plies, variant.id).toBeGreaterThan(25 * 100);
    }
  });
});

describe('perft equals Fairy-Stockfish with Elephants and Dabbabas', () => {
  let oracle: FairyStockfishWasm;
  beforeAll(async () => {
    oracle = await FairyStockfishWasm.start({ variant: 'grand-leapers', variantsIni: leapersIni });
  }, 60_000);
  afterAll(async () => oracle?.quit());

  it('from the start and below positions of random games', async () => {
    const position = new Game(grandLeapers, { hashMB: 0 });
    for (const depth of [1, 2, 3]) expect(position.perft(depth)).toBe((await oracle.perft(depth, { fen: position.fen() })).nodes);
    for (let seed = 1; seed <= 30; seed++) {
      position.setPosition();
      position.playRandom(seed, 10 + (seed % 9) * 12, 30);
      const fen = position.fen();
      const theirs = await oracle.perft(2, { fen });
      expect(Object.fromEntries([...position.divide(2)].sort()), fen).toEqual(Object.fromEntries(Object.entries(theirs.divide).sort()));
    }
  }, 120_000);
});
