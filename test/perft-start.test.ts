import { describe, it, expect } from 'vitest';
import { Game } from '../src/game.js';

// Grand Chess start position, spec grand.md "Reference counts" (Fairy-Stockfish agrees).
describe('perft from the Grand Chess start position', () => {
  const expected = [65, 4_225, 259_514, 15_921_643, 959_883_584];

  for (const [index, nodes] of expected.entries()) {
    it(`perft ${index + 1} = ${nodes}`, () => {
      expect(new Game('grand').perft(index + 1)).toBe(nodes);
    });
  }

  it('divide sums to perft and lists every legal move once', () => {
    const game = new Game('grand');
    const divide = game.divide(3);
    expect([...divide.keys()].sort()).toEqual(game.legalMoves().sort());
    expect([...divide.values()].reduce((a, b) => a + b, 0)).toBe(259_514);
  });

  it('the debug build (assertions on) gives the same counts with invariants checked at every node', () => {
    expect(new Game('grand', { build: 'debug' }).perftVerified(3)).toBe(259_514);
  });
});
