// The static exchange evaluation (assembly/search/see.ts) on hand-built Grand Chess exchanges: the
// value of what is won, with x-rays through pieces that have taken, a royal piece that cannot take back
// into a second attacker, and the board put back afterwards.
import { describe, it, expect } from 'vitest';
import { Game } from '../src/game.js';
import type { CoreExports } from '../src/core.js';
import { formatMove } from '../src/notation/move-string.js';

function exchange(game: Game, move: string): number {
  const core = (game as unknown as { core: CoreExports }).core;
  const count = core.legalMoves();
  const codes = Array.from(new Int32Array(core.memory.buffer, core.movesPointer(), count));
  const code = codes.find((candidate) => formatMove(game.variant, candidate) === move);
  if (code === undefined) throw new Error(`${move} is not legal in ${game.fen()}`);
  const before = game.fen();
  const value = core.staticExchangeOf(code);
  expect(game.fen()).toBe(before);
  return value;
}

const at = (fen: string) => new Game('grand', { fen, hashMB: 0 });

describe('static exchange evaluation', () => {
  // Values as the search counts them: an undefended piece taken is worth its value.
  const pawn = exchange(at('4k5/10/10/p9/10/10/10/10/R9/4K5 w - - 0 1'), 'a2a7');
  const rook = exchange(at('4k5/10/10/r9/10/10/10/10/R9/4K5 w - - 0 1'), 'a2a7');
  const knight = exchange(at('4k5/10/10/n9/10/10/10/10/R9/4K5 w - - 0 1'), 'a2a7');

  it('counts an undefended victim at its value', () => {
    expect(pawn).toBeGreaterThan(50);
    expect(rook).toBeGreaterThan(3 * pawn);
    expect(knight).toBeGreaterThan(2 * pawn);
    expect(knight).toBeLessThan(rook);
  });

  it('loses the taker when the victim is defended and nothing takes back', () => {
    expect(exchange(at('r3k5/10/10/p9/10/10/10/10/R9/4K5 w - - 0 1'), 'a2a7')).toBe(pawn - rook);
    // A knight taking a pawn that a pawn defends.
    expect(exchange(at('4k5/10/10/p9/1p8/10/2N7/10/10/4K5 w - - 0 1'), 'c4b6')).toBe(pawn - knight);
  });

  it('sees a rider behind the taker (x-ray): the battery wins the pawn', () => {
    expect(exchange(at('r3k5/10/10/p9/10/10/10/10/R9/R3K5 w - - 0 1'), 'a2a7')).toBe(pawn);
  });

  it('lets each side stop: the defender does not take back when that loses', () => {
    // Rook takes a knight defended by a rook, with a second white rook behind: black keeps its rook.
    expect(exchange(at('r3k5/10/10/n9/10/10/10/10/R9/R3K5 w - - 0 1'), 'a2a7')).toBe(knight);
  });

  it('does not let the royal piece take back into a second attacker', () => {
    // The pawn on e9 stands next to the black king; the white rook on e2 takes it, the bishop on h6 also attacks e9.
    expect(exchange(at('4k5/4p5/10/10/7B2/10/10/10/4R5/K9 w - - 0 1'), 'e2e9')).toBe(pawn);
    expect(exchange(at('4k5/4p5/10/10/10/10/10/10/4R5/K9 w - - 0 1'), 'e2e9')).toBe(pawn - rook);
  });

  it('judges a plain move too: a piece moved where a pawn takes it is lost', () => {
    expect(exchange(at('4k5/10/10/10/1p8/10/10/10/R9/4K5 w - - 0 1'), 'a2a5')).toBe(-rook);
    expect(exchange(at('4k5/10/10/10/10/10/10/10/R9/4K5 w - - 0 1'), 'a2a5')).toBe(0);
  });

  it('does not judge where the tables do not name every attacker (three players)', () => {
    const three = new Game('witch3', { hashMB: 0 });
    const core = (three as unknown as { core: CoreExports }).core;
    core.legalMoves();
    const first = new Int32Array(core.memory.buffer, core.movesPointer(), 1)[0]!;
    expect(core.staticExchangeOf(first)).toBe(-(2 ** 31));
  });

  it('answers a narrow window as the full exchange clamped to it, in random positions (what the search asks)', () => {
    // The search asks min(exchange, 0) for ordering and "below t?" for pruning; the swap stops early on them.
    const game = new Game('grand', { hashMB: 0 });
    const engine = (game as unknown as { core: CoreExports }).core;
    const MIN = -(2 ** 31);
    const MAX = 2 ** 31 - 1;
    let judged = 0;
    let exchanges = 0; // moves whose value is neither their gain nor 0: a capture was answered
    for (let seed = 1; seed <= 40; seed++) {
      game.setPosition();
      game.playRandom(seed, 12 + seed, 40);
      if (game.status().state !== 'ongoing') continue;
      const count = engine.legalMoves();
      const codes = Array.from(new Int32Array(engine.memory.buffer, engine.movesPointer(), count));
      for (const code of codes) {
        const full = engine.staticExchangeOf(code);
        if (full === MIN) continue;
        judged++;
        const windows: [number, number][] = [[MIN, 0], [MIN, MAX], [full - 1, full], [full, full + 1], [full - 60, full + 60]];
        for (const t of [-400, -100, -1, 0, 1, 100, 400]) windows.push([t - 1, t], [t, t + 1], [MIN, t], [t, MAX]);
        for (const [lo, hi] of windows) {
          const clamped = Math.min(Math.max(full, lo), hi);
          expect(engine.staticExchangeWithinOf(code, lo, hi), `${game.fen()} ${formatMove(game.variant, code)} [${lo}, ${hi}]`).toBe(clamped);
        }
        if (full < 0) exchanges++;
      }
    }
    expect(judged).toBeGreaterThan(1000);
    expect(exchanges).toBeGreaterThan(50);
  });
});
