import { describe, it, expect } from 'vitest';
import { beginNextDepth, MOVE_OVERHEAD_MS, planTime, targetScale, type Iteration } from '../src/time-plan.js';
import { Game } from '../src/game.js';

const steady = (moves: string[], score = 20): Iteration[] => moves.map((bestMove) => ({ bestMove, score }));

describe('time plan (src/time-plan.ts)', () => {
  it('sudden death: a fortieth of the clock less the overhead, a hard limit at most half of what is left', () => {
    const plan = planTime({ time: 60_000 });
    expect(plan.soft).toBe(Math.floor((60_000 - MOVE_OVERHEAD_MS) / 40));
    expect(plan.hard).toBe(Math.floor((4 * (60_000 - MOVE_OVERHEAD_MS)) / 40));
    expect(planTime({ time: 2_000 }).hard).toBeLessThanOrEqual((2_000 - MOVE_OVERHEAD_MS) / 2);
  });

  it('increment only: most of the increment is spent, yet never more than half the clock', () => {
    expect(planTime({ time: 30_000, increment: 1_000 }).soft).toBe(Math.floor((30_000 - MOVE_OVERHEAD_MS) / 40 + 750));
    // A tiny clock and a large increment: the increment arrives after the move, so it cannot be spent before.
    const plan = planTime({ time: 500, increment: 5_000 });
    expect(plan.soft).toBeLessThanOrEqual((500 - MOVE_OVERHEAD_MS) / 2);
    expect(plan.hard).toBeLessThanOrEqual((500 - MOVE_OVERHEAD_MS) / 2);
  });

  it('moves to go: the clock is shared among them, and the last move before the control may use most of it', () => {
    expect(planTime({ time: 10_000, movesToGo: 10 }).soft).toBe(Math.floor((10_000 - MOVE_OVERHEAD_MS) / 10));
    expect(planTime({ time: 10_000, movesToGo: 10 }).soft).toBeGreaterThan(planTime({ time: 10_000, movesToGo: 30 }).soft);
    const last = planTime({ time: 10_000, movesToGo: 1 });
    expect(last.hard).toBe(Math.floor((10_000 - MOVE_OVERHEAD_MS) * 0.9));
    expect(last.hard).toBeLessThan(10_000 - MOVE_OVERHEAD_MS);
  });

  it('low clock: nothing left beyond the overhead plans no time (depth 1 only), never a negative one', () => {
    expect(planTime({ time: MOVE_OVERHEAD_MS })).toEqual({ soft: 0, hard: 0 });
    expect(planTime({ time: 0, increment: 100 })).toEqual({ soft: 0, hard: 0 });
    expect(beginNextDepth(planTime({ time: 10 }), 0, steady(['a']))).toBe(false);
  });

  it('instability: a best move that changed lately stretches the target, an older change less', () => {
    expect(targetScale(steady(['a', 'b']))).toBeGreaterThan(1.4);
    expect(targetScale(steady(['a', 'b', 'a', 'b']))).toBeGreaterThan(targetScale(steady(['a', 'b', 'b', 'b'])));
    expect(targetScale(steady(['a', 'b', 'c', 'd', 'e']))).toBe(2.5); // capped
  });

  it('a falling score stretches the target, a rising one does not', () => {
    const falling: Iteration[] = [{ bestMove: 'a', score: 50 }, { bestMove: 'a', score: 40 }, { bestMove: 'a', score: -100 }];
    const rising: Iteration[] = [{ bestMove: 'a', score: 50 }, { bestMove: 'a', score: 40 }, { bestMove: 'a', score: 190 }];
    expect(targetScale(falling)).toBeGreaterThan(1.4);
    expect(targetScale(rising)).toBe(1);
  });

  it('one move best at a steady score for several depths shrinks the target', () => {
    expect(targetScale(steady(['a', 'a', 'a', 'a']))).toBe(0.6);
    expect(targetScale(steady(['a', 'a', 'a']))).toBe(0.8);
    expect(targetScale([{ bestMove: 'a', score: 0 }, { bestMove: 'a', score: 100 }, { bestMove: 'a', score: 200 }, { bestMove: 'a', score: 300 }])).toBe(1);
    const plan = { soft: 1000, hard: 4000 };
    expect(beginNextDepth(plan, 400, steady(['a', 'b']))).toBe(true);
    expect(beginNextDepth(plan, 400, steady(['a', 'a', 'a', 'a']))).toBe(false);
  });

  it('the search on a clock: a forced move is answered after depth 1; a clock with time left searches on', () => {
    // The white king in check from a10, b1 covered by the bishop on d3: a1b2 is the only move.
    const forced = new Game('grand', { fen: 'r8k/10/10/10/10/10/10/3b6/10/K9 w - - 0 1' });
    const answer = forced.search({ time: 60_000, increment: 600 });
    expect(answer.bestMove).toBe('a1b2');
    expect(answer.lines[0]!.depth).toBe(1);
    expect(forced.search({ depth: 3 }).lines[0]!.depth).toBe(3); // without a clock the depth limit still rules
    expect(new Game('grand').search({ time: 60_000, increment: 600, depth: 3 }).lines[0]!.depth).toBe(3);
  });

  it('the search on a clock with nothing left beyond the overhead still answers a move searched to depth 1', () => {
    const result = new Game('grand').search({ time: MOVE_OVERHEAD_MS });
    expect(result.lines[0]!.depth).toBe(1);
    expect(new Game('grand').legalMoves()).toContain(result.bestMove);
  });

  it('clock options are checked: whole numbers, and an increment or moves to go only with a time', () => {
    const game = new Game('grand');
    expect(() => game.search({ time: -1 })).toThrow(/search option time must be a whole number/);
    expect(() => game.search({ movesToGo: 0, time: 100 })).toThrow(/movesToGo must be a whole number from 1/);
    expect(() => game.search({ increment: 100 })).toThrow(/increment needs time/);
  });
});
