import { describe, it, expect } from 'vitest';
import { Game } from '../../src/game.js';
import { perft, readFen, refRules, type RefRules } from '../support/grand-fairy-reference.js';
import { expectPerft2AsReference } from '../support/grand-fairy-compare.js';

// The pieces Fairy-Stockfish cannot express (grand-fairy-pieces.md §6): the two-path and bent pieces
// (Hero, Shaman, Duke, Griffon, Dragon, Tiger), the Kangaroo's hop over two pieces, with the lame Rhino,
// in the engine against the independent reference (test/support) on perft 1-3 below random positions,
// under every piece option. Their captures are traced forwards and legality tried by make/unmake while
// the opponent has one (mechanics/paths.ts, hop-two.ts); perftByTrial is a second route through the core.
const SETS: { pieces: string; options?: Record<string, string> }[] = [
  { pieces: 'HE,SH,DU,GF,DG,TI,KA,RH' },
  { pieces: 'HE,HE,SH,SH,DU,DU,KA,KA,TI,DG', options: { dragonRide: 'any', tigerOutward: 'two' } },
  { pieces: 'GF,GF,DG,DG,TI,TI,RH,RH,DU,KA', options: { griffonStop: 'false', dragonStop: 'false' } },
];

function referenceRules(fen: string, options: Record<string, string> = {}): RefRules {
  return refRules(fen, {
    promotion: 'initial', lockMoves: 0,
    pieces: {
      griffonStop: options.griffonStop !== 'false', dragonStop: options.dragonStop !== 'false', dragonRide: options.dragonRide === 'any' ? 'any' : 'outward',
      tigerOutward: options.tigerOutward === 'two' ? 'two' : 'one', templarDiagonal: 'slide',
    },
  });
}

const gameOf = ({ pieces, options }: (typeof SETS)[number]) =>
  new Game('grand', { rules: { duplicates: 'true', setup: 'chosen10', pieces, seed: '5', promotion: 'initial', lockMoves: '0', ...options } });

describe('Grand Chess with the two-path pieces and the Kangaroo against the reference', () => {
  for (const set of SETS) {
    it(`${set.pieces}${set.options ? ` (${Object.entries(set.options).map(([name, value]) => `${name}=${value}`).join(', ')})` : ''}: perft 1-3 from the start, perft 2 below random positions`, () => {
      const game = gameOf(set);
      const start = game.fen();
      const rules = referenceRules(start, set.options);
      for (const depth of [1, 2]) expect(game.perft(depth), `perft ${depth}`).toBe(perft(readFen(start, rules), depth, rules));
      expect(game.perft(3)).toBe(game.perftByTrial(3));
      let compared = 0;
      for (let seed = 1; seed <= 16; seed++) {
        game.setPosition();
        game.playRandom(seed, 12 + seed * 3, 20);
        if (game.status().state !== 'ongoing') continue;
        expectPerft2AsReference(game, rules);
        compared++;
      }
      expect(compared).toBeGreaterThanOrEqual(10);
    }, 120_000);
  }
});

describe('checked games (the generator against make/unmake trials and the hash at every node)', () => {
  it('every path piece, the Kangaroo, a Nightrider and a Cannon under the lock, promotion captured: 6 games of 120 plies', () => {
    const game = new Game('grand', { rules: { duplicates: 'true', setup: 'chosen10', pieces: 'HE,SH,DU,GF,DG,TI,KA,RH,NR,CN', seed: '5' } });
    for (let seed = 1; seed <= 6; seed++) {
      game.setPosition();
      expect(game.playRandomChecked(seed, 120, 40).length).toBeGreaterThan(20);
    }
    game.setPosition();
    expect(game.perftVerified(3)).toBe(game.perftByTrial(3));
  }, 120_000);
});

describe('legality around pieces of several legs and the Kangaroo', () => {
  const game = new Game('grand', { rules: { promotion: 'all', lockMoves: '0' } });
  const moves = (fen: string) => {
    game.setPosition(fen);
    return game.legalMoves().sort();
  };

  it("Rhino: a piece on its wazir square blocks its check and may not step away (a lame leaper's pin)", () => {
    // Black Rhino d5 reaches e3 through d4 (a wazir step, then one diagonal step outward); the White Rook
    // d4 blocks it, so the Rook may only take the Rhino. f4 is the Rhino's through e5: the King may not go there.
    const fen = '9k/10/10/10/10/3{rh}6/3R6/4K5/10/10 w - - 0 1';
    const legal = moves(fen);
    expect(legal.filter((move) => move.startsWith('d4'))).toEqual(['d4d5']);
    expect(legal.filter((move) => move.startsWith('e3'))).toEqual(['e3d2', 'e3d3', 'e3e2', 'e3e4', 'e3f2', 'e3f3']);
    expect(game.perftByTrial(2)).toBe(game.perft(2));
  });

  it('Kangaroo: it checks by landing right behind the second hurdle; a move that makes the King that cell is illegal', () => {
    // Black Kangaroo e10, White Wazirs e8 and e5, White King e4: the Kangaroo lands on e4, check.
    game.setPosition('k3{ka}5/10/4{WA}5/10/10/4{WA}5/4K5/10/10/10 w - - 0 1');
    expect(game.checkers()).toEqual(['e10']);
    // Hurdles e8 and e6: it lands on e5, no check. The Wazir e6 may not step to e5 (then it lands on e4),
    // nor may the King step to e5; the Wazir may step aside (the King becomes the second hurdle).
    const legal = moves('k3{ka}5/10/4{WA}5/10/4{WA}5/10/4K5/10/10/10 w - - 0 1');
    expect(game.checkers()).toEqual([]);
    expect(legal).not.toContain('e6e5');
    expect(legal).not.toContain('e4e5');
    expect(legal).toEqual(expect.arrayContaining(['e6d6', 'e6f6', 'e6e7', 'e8d8', 'e4d4']));
    expect(game.perftByTrial(2)).toBe(game.perft(2));
  });
});
