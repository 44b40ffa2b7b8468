// The search's check filter (assembly/search/quiet-checks.ts): a late quiet move is pruned without being
// made when the filter says it gives no check, so it must never say so of a move that checks.
import { describe, it, expect } from 'vitest';
import { Game } from '../src/game.js';
import type { CoreExports } from '../src/core.js';
import { formatMove } from '../src/notation/move-string.js';

const core = (game: Game) => (game as unknown as { core: CoreExports }).core;

/** For each legal move of the position: the filter's answer, and whether the move checks (made and unmade). */
function verdicts(game: Game): { filter: number; checks: boolean }[] {
  const engine = core(game);
  const count = engine.legalMoves();
  const codes = Array.from(new Int32Array(engine.memory.buffer, engine.movesPointer(), count));
  return codes.map((code) => {
    const filter = engine.quietCheckFilterOf(code);
    engine.play(code);
    const checks = engine.isInCheck() === 1;
    engine.undo();
    return { filter, checks };
  });
}

describe('quiet moves that cannot give check', () => {
  it('never clears a checking move, and clears most others, in random Grand Chess positions', () => {
    const game = new Game('grand', { hashMB: 0 });
    let cleared = 0;
    let checking = 0;
    let moves = 0;
    for (let seed = 1; seed <= 40; seed++) {
      game.setPosition();
      game.playRandom(seed, 10 + seed, 30);
      if (game.status().state !== 'ongoing' || game.status().inCheck) continue;
      for (const { filter, checks } of verdicts(game)) {
        moves++;
        if (checks) checking++;
        if (filter === 1) cleared++;
        if (checks) expect(filter, game.fen()).toBe(0);
      }
    }
    expect(checking).toBeGreaterThan(0);
    expect(cleared).toBeGreaterThan(moves / 3);
  });

  it('clears a move off every line to the enemy king, not one onto a line', () => {
    const game = new Game('grand', { fen: '4k5/10/10/10/10/10/10/1R8/10/4K5 w - - 0 1', hashMB: 0 });
    const filterOf = (move: string) => {
      const engine = core(game);
      const count = engine.legalMoves();
      const codes = Array.from(new Int32Array(engine.memory.buffer, engine.movesPointer(), count));
      return engine.quietCheckFilterOf(codes.find((code) => formatMove(game.variant, code) === move)!);
    };
    expect(filterOf('b3c3')).toBe(1);
    expect(filterOf('b3e3')).toBe(0); // checks along the e-file
    expect(filterOf('b3b4')).toBe(0); // b4 lies three knight steps from e10: any vector's ray counts, so the filter keeps it
  });

  it('is not asked where pieces attack in ways the rays do not tell (Wey Chess)', () => {
    const game = new Game('wey', { hashMB: 0 });
    expect(verdicts(game).every(({ filter }) => filter === -1)).toBe(true);
  });
});
