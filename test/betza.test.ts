import { describe, it, expect } from 'vitest';
import { parseBetza, UNLIMITED_RANGE } from '../src/variants/betza.js';
import { CauldronError } from '../src/errors.js';

const vectors = (notation: string) =>
  parseBetza(notation).map(({ dx, dy, range, move, capture }) => `${dx},${dy}:${range}${move ? 'm' : ''}${capture ? 'c' : ''}`).sort();

describe('Betza piece notation', () => {
  it('a leaper atom gives its eight symmetric jumps', () => {
    expect(vectors('N')).toEqual(['-1,-2:1mc', '-1,2:1mc', '-2,-1:1mc', '-2,1:1mc', '1,-2:1mc', '1,2:1mc', '2,-1:1mc', '2,1:1mc']);
  });

  it('orthogonal and diagonal atoms give four', () => {
    expect(vectors('W')).toEqual(['-1,0:1mc', '0,-1:1mc', '0,1:1mc', '1,0:1mc']);
    expect(parseBetza('F')).toHaveLength(4);
  });

  it('a doubled atom and the R B Q shorthands ride without limit', () => {
    expect(parseBetza('WW').every((item) => item.range === UNLIMITED_RANGE)).toBe(true);
    expect(vectors('R')).toEqual(vectors('WW'));
    expect(vectors('Q')).toEqual([...vectors('R'), ...vectors('B')].sort());
  });

  it('a number limits the ride', () => {
    expect(parseBetza('W3').every((item) => item.range === 3)).toBe(true);
  });

  it('K is a one-step queen and compound pieces join their parts', () => {
    expect(vectors('K')).toEqual([...vectors('W'), ...vectors('F')].sort());
    expect(vectors('RN')).toEqual([...vectors('R'), ...vectors('N')].sort());
  });

  it('m and c restrict to moving or capturing, f b l r to directions (the pawn: fmWfcF)', () => {
    expect(vectors('fmWfcF')).toEqual(['-1,1:1c', '0,1:1m', '1,1:1c']);
    expect(vectors('bW')).toEqual(['0,-1:1mc']);
    expect(vectors('sW')).toEqual(['-1,0:1mc', '1,0:1mc']);
    expect(vectors('ffN')).toEqual(['-1,2:1mc', '1,2:1mc']);
    expect(vectors('fsN')).toEqual(['-2,1:1mc', '2,1:1mc']);
    expect(vectors('flF')).toEqual(['-1,1:1mc']);
  });

  it('q makes a bent rider turning left and right (the Rose: qN6)', () => {
    const rose = parseBetza('qN6');
    expect(rose).toHaveLength(16);
    expect(rose.filter((item) => item.bent === 'left')).toHaveLength(8);
    expect(rose.every((item) => item.range === 6 && item.move && item.capture)).toBe(true);
  });

  it('rejects what it cannot read, naming it', () => {
    expect(() => parseBetza('X')).toThrow(CauldronError);
    expect(() => parseBetza('X')).toThrow(/atom 'X'/);
    expect(() => parseBetza('yW')).toThrow(/modifier 'y'/);
    expect(() => parseBetza('')).toThrow(/cannot read/);
  });
});
