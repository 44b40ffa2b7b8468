import { describe, it, expect } from 'vitest';
import { parseXBetza } from '../src/variants/xbetza.js';
import { lameLeaps, UNLIMITED_RANGE, type MoveShape, type PathItem } from '../src/variants/movement.js';
import { parseBetza } from '../src/variants/betza.js';
import { cauldronErrorOf } from './support/error-message.js';

// Leaps and rides as sorted "dx,dy:range mode" strings.
const leaps = (notation: string) =>
  parseXBetza(notation).map((shape) => {
    if (shape.kind === 'hop' || shape.kind === 'path') throw new Error(`not a leap: ${JSON.stringify(shape)}`);
    return `${shape.dx},${shape.dy}:${shape.range}${shape.move ? 'm' : ''}${shape.capture ? 'c' : ''}`;
  }).sort();
const vectorsOf = (notation: string) => leaps(notation).map((text) => text.split(':')[0]).sort();
const only = <K extends MoveShape['kind']>(shapes: MoveShape[], kind: K) => shapes.filter((shape) => shape.kind === kind);

describe('XBetza atoms, ranges and explicit leaps', () => {
  it('the atoms W F D N A H C Z G (and FSF aliases L = C, J = Z) give their symmetric leaps', () => {
    const sizes = Object.fromEntries([...'WFDNAHCZGLJ'].map((atom) => [atom, leaps(atom).length]));
    expect(sizes).toEqual({ W: 4, F: 4, D: 4, N: 8, A: 4, H: 4, C: 8, Z: 8, G: 4, L: 8, J: 8 });
    expect(vectorsOf('C')).toEqual(vectorsOf('L'));
    expect(vectorsOf('C')).toContain('3,1');
    expect(vectorsOf('Z')).toContain('2,3');
  });

  it('an explicit leap (1,4) is the Giraffe: the eight (±1,±4) and (±4,±1) leaps, either order', () => {
    expect(vectorsOf('(1,4)')).toEqual(['-1,-4', '-1,4', '-4,-1', '-4,1', '1,-4', '1,4', '4,-1', '4,1']);
    expect(vectorsOf('(4,1)')).toEqual(vectorsOf('(1,4)'));
    expect(vectorsOf('(0,4)')).toEqual(['-4,0', '0,-4', '0,4', '4,0']);
  });

  it('a doubled atom rides without limit, digits limit the ride (NN, DD, (1,4)(1,4), R4, N2)', () => {
    expect(leaps('NN').every((text) => text.includes(`:${UNLIMITED_RANGE}mc`))).toBe(true);
    expect(leaps('DD')).toHaveLength(4);
    expect(leaps('(1,4)(1,4)').every((text) => text.endsWith(':0mc'))).toBe(true);
    expect(leaps('R4')).toEqual(['-1,0:4mc', '0,-1:4mc', '0,1:4mc', '1,0:4mc']);
    expect(leaps('N2')).toHaveLength(8);
    expect(leaps('N2').every((text) => text.endsWith(':2mc'))).toBe(true);
    expect(vectorsOf('Q')).toEqual([...vectorsOf('R'), ...vectorsOf('B')].sort());
  });
});

describe('XBetza directions, read as Fairy-Stockfish reads them (piece.cpp from_betza)', () => {
  it('on the knight: ff (±1,2), bb (±1,−2), fs (±2,1), bs (±2,−1), fr (2,1) but rf (1,2)', () => {
    expect(vectorsOf('ffN')).toEqual(['-1,2', '1,2']);
    expect(vectorsOf('bbN')).toEqual(['-1,-2', '1,-2']);
    expect(vectorsOf('fsN')).toEqual(['-2,1', '2,1']);
    expect(vectorsOf('bsN')).toEqual(['-2,-1', '2,-1']);
    expect(vectorsOf('frN')).toEqual(['2,1']);
    expect(vectorsOf('rfN')).toEqual(['1,2']);
    expect(vectorsOf('fN')).toEqual(vectorsOf('ffN')); // a lone letter stands doubled
    expect(vectorsOf('vN')).toEqual([...vectorsOf('ffN'), ...vectorsOf('bbN')].sort());
    expect(vectorsOf('sN')).toEqual([...vectorsOf('fsN'), ...vectorsOf('bsN')].sort());
  });

  it('on an orthogonal single atom a mixed pair joins its letters (fsW is the soldier: forward and sideways)', () => {
    expect(vectorsOf('fsW')).toEqual(['-1,0', '0,1', '1,0']);
    expect(vectorsOf('sRvW')).toEqual(['-1,0', '0,-1', '0,1', '1,0']);
    expect(leaps('sRvW')).toEqual(['-1,0:0mc', '0,-1:1mc', '0,1:1mc', '1,0:0mc']);
  });

  it('on the ferz: f both forward diagonals, fr one of them, s all four', () => {
    expect(vectorsOf('fF')).toEqual(['-1,1', '1,1']);
    expect(vectorsOf('frF')).toEqual(['1,1']);
    expect(vectorsOf('bF')).toEqual(['-1,-1', '1,-1']);
    expect(vectorsOf('sF')).toHaveLength(4);
  });

  it('the Butterfly ffNbsNfsCbF and the Crab ffNbsN of the spec', () => {
    expect(vectorsOf('ffNbsNfsCbF')).toEqual(['-1,-1', '-1,2', '-2,-1', '-3,1', '1,-1', '1,2', '2,-1', '3,1']);
    expect(vectorsOf('ffNbsN')).toEqual(['-1,2', '-2,-1', '1,2', '2,-1']);
  });
});

describe('XBetza modalities: m c, hoppers p g, lame n, first move i', () => {
  it('m moves only, c captures only (the Steward mWcF, the pawn fmWfcF)', () => {
    expect(leaps('mWcF')).toEqual(['-1,-1:1c', '-1,0:1m', '-1,1:1c', '0,-1:1m', '0,1:1m', '1,-1:1c', '1,0:1m', '1,1:1c']);
    expect(leaps('fmWfceF')).toEqual(['-1,1:1c', '0,1:1m', '1,1:1c']);
  });

  it('p hops one screen and goes on (the cannon mRcpR: quiet rook moves, captures over a screen)', () => {
    const cannon = parseXBetza('mRcpR');
    expect(cannon.filter((shape) => shape.kind === undefined)).toHaveLength(4);
    const hops = only(cannon, 'hop');
    expect(hops.map((shape) => shape.kind === 'hop' && `${shape.dx},${shape.dy}`).sort()).toEqual(['-1,0', '0,-1', '0,1', '1,0']);
    expect(hops.every((shape) => shape.kind === 'hop' && shape.hurdles === 1 && shape.landing === 'beyond' && !shape.move && shape.capture && shape.range === 0)).toBe(true);
  });

  it('g lands right behind the one piece hopped (the grasshopper gQ: eight directions)', () => {
    const grasshopper = parseXBetza('gQ');
    expect(grasshopper).toHaveLength(8);
    expect(grasshopper.every((shape) => shape.kind === 'hop' && shape.landing === 'behind' && shape.move && shape.capture)).toBe(true);
  });

  it("n makes a leap lame along FSF's path: nN is blocked on the orthogonal neighbour of its long side, nZ on two cells", () => {
    const horse = only(parseXBetza('nN'), 'path') as PathItem[];
    expect(horse).toHaveLength(8);
    const toTwoOne = horse.flatMap((item) => lameLeaps(item)!).find((leap) => leap.dx === 2 && leap.dy === 1)!;
    expect(toTwoOne.paths).toEqual([[[1, 0]]]);
    const zebra = (only(parseXBetza('nZ'), 'path') as PathItem[]).flatMap((item) => lameLeaps(item)!).find((leap) => leap.dx === 3 && leap.dy === 2)!;
    expect(zebra.paths).toEqual([[[1, 0], [2, 1]]]);
    expect(leaps('nR')).toEqual(leaps('R')); // a lame slider is a slider
  });

  it('i marks first-move-only moves', () => {
    expect(parseXBetza('ifmnD').every((shape) => shape.initial)).toBe(true);
    expect(parseXBetza('fmW').some((shape) => shape.initial)).toBe(false);
  });
});

describe('XBetza legs (a)', () => {
  it('WafsW is the Rhino: a wazir step, or through an empty wazir square one diagonal step outward', () => {
    const rhino = parseXBetza('WafsW');
    expect(rhino.filter((shape) => shape.kind === undefined)).toHaveLength(4);
    const [path] = only(rhino, 'path') as PathItem[];
    const targets = lameLeaps(path!)!.map((leap) => `${leap.dx},${leap.dy} via ${leap.paths.map((cells) => cells.map((c) => c.join(',')).join(' ')).join(' | ')}`).sort();
    expect(targets).toEqual(['-1,-2 via 0,-1', '-1,2 via 0,1', '-2,-1 via -1,0', '-2,1 via -1,0', '1,-2 via 0,-1', '1,2 via 0,1', '2,-1 via 1,0', '2,1 via 1,0']);
  });

  it('FyafsF is the Griffon: a diagonal step, then (y: as a slider) a rook slide in the two orthogonal directions leading away', () => {
    const [path] = only(parseXBetza('FyafsF'), 'path') as PathItem[];
    const route = path!.routes.find((legs) => legs[0]!.dx === 1 && legs[0]!.dy === 1 && legs[1]!.dx === 1)!;
    expect(route).toEqual([{ dx: 1, dy: 1, range: 1 }, { dx: 1, dy: 0, range: UNLIMITED_RANGE }]);
    expect(path!.routes).toHaveLength(8);
    expect(path!.routes.every(([first, second]) => Math.sign(second!.dx) !== -Math.sign(first!.dx) && Math.sign(second!.dy) !== -Math.sign(first!.dy))).toBe(true);
  });

  it('afsK (the Moo) reaches each knight square by two routes, one through each neighbour', () => {
    const [path] = only(parseXBetza('afsK'), 'path') as PathItem[];
    const knight = lameLeaps(path!)!.find((leap) => leap.dx === 1 && leap.dy === 2)!;
    expect(knight.paths.map((cells) => cells[0]!.join(',')).sort()).toEqual(['0,1', '1,1']);
  });
});

describe('XBetza errors name the position and the problem', () => {
  const error = (notation: string) => cauldronErrorOf(() => parseXBetza(notation), `'${notation}'`);

  it('unknown atoms and modifiers, malformed leaps, dangling modifiers', () => {
    expect(error('fXbW')).toBe("unknown atom 'X' at 2 in 'fXbW'");
    expect(error('WxN')).toBe("unknown or unsupported modifier 'x' at 2 in 'WxN'");
    expect(error('(1,4')).toMatch(/explicit leap must be written '\(x,y\)'.* at 1 in '\(1,4'/);
    expect(error('Wfm')).toBe("modifiers 'fm' have no atom at 2 in 'Wfm'");
    expect(error('')).toMatch(/empty/);
    expect(error('R0')).toMatch(/range 0 .* at 2/);
  });

  it('what is read but not supported says so', () => {
    expect(error('yW')).toMatch(/modifier 'y' needs a following leg .* at 1/);
    expect(error('cafW')).toMatch(/locust capture/);
    expect(error('afN')).toMatch(/oblique atom 'N'/);
    expect(error('gN')).toMatch(/needs a rider/);
  });

  it("the core's items: hoppers over one piece become hop items, a move of several legs one item per route after the others; what the core cannot play yet is refused, naming the feature", () => {
    const cannon = parseBetza('mRcpR');
    expect(cannon.filter((item) => item.hop === 'screen').map((item) => `${item.dx},${item.dy}:${item.move ? 'm' : ''}${item.capture ? 'c' : ''}`).sort()).toEqual(['-1,0:c', '0,-1:c', '0,1:c', '1,0:c']);
    expect(parseBetza('gQ').every((item) => item.hop === 'hurdle' && item.range === UNLIMITED_RANGE)).toBe(true);
    const rhino = parseBetza('WafsW');
    expect(rhino.slice(0, 4).every((item) => !item.next)).toBe(true);
    expect(rhino.slice(4).map((item) => `${item.dx},${item.dy}>${item.next!.map((leg) => `${leg.dx},${leg.dy}`).join('>')}`).sort()).toEqual(
      ['-1,0>-1,-1', '-1,0>-1,1', '0,-1>-1,-1', '0,-1>1,-1', '0,1>-1,1', '0,1>1,1', '1,0>1,-1', '1,0>1,1'],
    );
    expect(parseBetza('nN').every((item) => item.next?.length === 1 && item.range === 1)).toBe(true);
    expect(() => parseBetza('ifmnD')).toThrow(/'ifmnD' needs first-move-only moves \(i\), which the core does not play yet/);
    expect(parseBetza('(1,4)Z')).toHaveLength(16);
  });
});
