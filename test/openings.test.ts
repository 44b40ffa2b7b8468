// The opening book of the match tools (tools/openings.ts): each seed its own openings. Seeds used to draw attempt k
// of seed s from random game s + k, so seed 2 replayed seed 1's book one opening on.
import { describe, expect, it } from 'vitest';
import { openingLines, attemptSeed } from '../tools/openings.js';

const first = (variant: string, seed: number, count: number) => {
  const lines: string[] = [];
  for (const moves of openingLines(variant, seed)) {
    lines.push(moves.join(' '));
    if (lines.length === count) break;
  }
  return lines;
};

describe('opening book', () => {
  it('seed 1 draws from random games 1, 2, 3, ... (its book as before); other seeds from stretches of their own', () => {
    expect([0, 1, 2].map((attempt) => attemptSeed(1, attempt))).toEqual([1, 2, 3]);
    const starts = [1, 2, 3, 41, 42].map((seed) => attemptSeed(seed, 0));
    for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBeGreaterThan(100_000);
  });

  it.each(['grand', 'witch3'])('%s: the books of neighbouring seeds share no opening', (variant) => {
    const one = first(variant, 1, 12);
    const two = first(variant, 2, 12);
    expect(one).toHaveLength(12);
    expect(two).toHaveLength(12);
    expect(two.filter((line) => one.includes(line))).toEqual([]);
    // The same seed gives the same book.
    expect(first(variant, 2, 12)).toEqual(two);
  }, 60_000);
});
