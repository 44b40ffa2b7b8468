// The search tells whether a move gives check before making it (assembly/search/gives-check.ts): it prunes
// late quiet moves unmade when they give none and hands the answer to the child node, so the answer must be
// exactly what making the move and asking shows.
import { describe, it, expect } from 'vitest';
import { Game } from '../src/game.js';
import type { CoreExports } from '../src/core.js';
import { formatMove } from '../src/notation/move-string.js';
import { grand } from '../src/variants/grand.js';
import type { VariantDefinition } from '../src/variants/types.js';

// A Dabbaba (a (2,0) leap) beside the rooks: a cell two steps from a king lies on two of its lines at once.
const withDabbaba: VariantDefinition = {
  ...grand,
  id: 'grand-dabbaba-test',
  pieces: [...grand.pieces, { letter: 'DA', name: 'dabbaba', betza: 'D' }],
  startFen: 'r{da}7r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R{DA}7R w - - 0 1',
};

const core = (game: Game) => (game as unknown as { core: CoreExports }).core;

/** For each legal move of the position: the answer before the move, and whether the move checks (made and unmade). */
function verdicts(game: Game): { move: string; verdict: number; checks: boolean }[] {
  const engine = core(game);
  const count = engine.legalMoves();
  const codes = Array.from(new Int32Array(engine.memory.buffer, engine.movesPointer(), count));
  return codes.map((code) => {
    const verdict = engine.moveGivesCheckOf(code);
    engine.play(code);
    const checks = engine.isInCheck() === 1;
    engine.undo();
    return { move: formatMove(game.variant, code), verdict, checks };
  });
}

describe('whether a move gives check, told before it is made', () => {
  it.each([['Grand Chess', 'grand'], ['Grand Chess with Dabbabas', withDabbaba]] as const)('answers every plain move as making it shows, captures and discovered checks included, in random %s positions', (_name, variant) => {
    const game = new Game(variant, { hashMB: 0 });
    let checking = 0;
    let answered = 0;
    let moves = 0;
    for (let seed = 1; seed <= 60; seed++) {
      game.setPosition();
      game.playRandom(seed, 10 + seed, 30);
      if (game.status().state !== 'ongoing') continue;
      for (const { move, verdict, checks } of verdicts(game)) {
        moves++;
        if (checks) checking++;
        if (verdict < 0) continue;
        answered++;
        expect(verdict, `${game.fen()} ${move}`).toBe(checks ? 1 : 0);
      }
    }
    expect(checking).toBeGreaterThan(20);
    expect(answered).toBeGreaterThan(moves * 0.9);
  });

  const verdictOf = (fen: string, move: string) => {
    const game = new Game('grand', { fen, hashMB: 0 });
    return verdicts(game).find((entry) => entry.move === move)!.verdict;
  };

  it('tells a check by the moved piece from a move next to the line', () => {
    const fen = '4k5/10/10/10/10/10/10/1R8/10/4K5 w - - 0 1';
    expect(verdictOf(fen, 'b3e3')).toBe(1);
    expect(verdictOf(fen, 'b3c3')).toBe(0);
    expect(verdictOf(fen, 'b3b4')).toBe(0); // on a knight's line to e10, but a rook does not attack along it
  });

  it('tells a discovered check, and a capture that checks', () => {
    expect(verdictOf('4k5/10/10/10/10/4N5/10/10/10/4R4K w - - 0 1', 'e5c4')).toBe(1);
    expect(verdictOf('4k5/10/10/10/10/10/10/1R2p5/10/5K4 w - - 0 1', 'b3e3')).toBe(1);
    expect(verdictOf('4k5/10/10/10/10/10/10/1R2p5/10/5K4 w - - 0 1', 'b3b10')).toBe(1);
  });

  it('walks every line where two lines of the king pass one cell (a Dabbaba and a rook)', () => {
    const verdictIn = (fen: string, move: string) => verdicts(new Game(withDabbaba, { fen, hashMB: 0 })).find((entry) => entry.move === move)!.verdict;
    expect(verdictIn('4k5/10/10/2{DA}7/10/10/10/10/10/5K4 w - - 0 1', 'c7e7')).toBe(0);
    expect(verdictIn('4k5/10/2{DA}7/10/10/10/10/10/10/5K4 w - - 0 1', 'c8e8')).toBe(1);
    expect(verdictIn('4k5/10/2R7/10/10/10/10/10/10/5K4 w - - 0 1', 'c8e8')).toBe(1);
  });

  it('is not asked where pieces attack in ways the rays do not tell (Wey Chess)', () => {
    const game = new Game('wey', { hashMB: 0 });
    expect(verdicts(game).every(({ verdict }) => verdict === -2)).toBe(true);
  });
});
