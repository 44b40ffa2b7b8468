import { describe, it, expect } from 'vitest';
import { compileVariant } from '../src/compile.js';
import { grand } from '../src/variants/grand.js';
import { variantById } from '../src/variants/index.js';
import type { VariantDefinition } from '../src/variants/types.js';

// Derived material values (src/piece-values.ts): a piece is worth what it can reach on a randomly occupied
// board. These check the model's rules, not its numbers.
const probe: VariantDefinition = {
  ...grand,
  id: 'values-probe',
  pieces: [
    ...grand.pieces,
    { letter: 'X', name: 'split rook', betza: 'mRcR' },
    { letter: 'Y', name: 'quiet queen', betza: 'mQ' },
    { letter: 'Z', name: 'capturing queen', betza: 'cQ' },
    { letter: 'O', name: 'cannon', betza: 'mRcpR' },
    { letter: 'G', name: 'grasshopper', betza: 'gQ' },
    { letter: 'L', name: 'leo', betza: 'mQcpQ' },
    { letter: 'H', name: 'quiet knight', betza: 'mN' },
  ],
};
const valuesOf = (definition: VariantDefinition) => {
  const { values } = compileVariant(definition);
  return Object.fromEntries(definition.pieces.map((piece, index) => [piece.letter, values.material[index + 1]!]));
};

describe('derived piece values', () => {
  const value = valuesOf(probe);

  it('a piece split into move-only and capture-only items (mRcR) is worth the piece doing both (R)', () => {
    expect(value.X).toBe(value.R);
  });

  it('move-only and capture-only items count a share of the cells they reach', () => {
    expect(value.Y).toBeLessThan(value.Q!);
    expect(value.Z).toBeLessThan(value.Y!); // cells are more often empty than occupied
    expect(value.H).toBeLessThan(value.N!);
  });

  it('a hopper counts the cells its line can offer it, not a rider\'s: cannon below rook, grasshopper below knight', () => {
    expect(value.O).toBeLessThan(value.R!);
    expect(value.O).toBeGreaterThan(value.N!);
    expect(value.G).toBeLessThan(value.N!);
    expect(value.L).toBeLessThan(value.Q!);
  });

  it('the modes of a flip piece are worth one value: a flip is judged by placement, not material (jacks84 Can(n)on)', () => {
    const jacks = valuesOf(variantById('jacks84'));
    expect(jacks.C).toBe(jacks.V);
    expect(jacks.C).toBeLessThan(jacks.R!);
  });
});
