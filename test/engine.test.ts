import { describe, it, expect, beforeAll, afterAll } from 'vitest';
// The built package (npm run build), as users import it: its worker is dist/src/worker.js.
import { createEngine, CauldronError, Game, type Engine, type SearchInfo } from '../dist/src/index.js';

const startMoves = new Game('grand').legalMoves();
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('engine (worker thread through comlink)', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await createEngine({ variant: 'grand', hashMB: 16 });
  });
  afterAll(() => engine.terminate());

  it('analyse streams one info per completed depth, in order, and returns a legal best move', async () => {
    const infos: SearchInfo[] = [];
    const result = await engine.analyse({ depth: 6 }, (info) => infos.push(info));
    expect(infos.map((info) => info.depth)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const info of infos) {
      expect(info).toMatchObject({ multipv: 1, pv: expect.any(Array), score: expect.any(Object) });
      expect(info.nodes).toBeGreaterThan(0);
      expect(info.seldepth).toBeGreaterThanOrEqual(info.depth);
    }
    expect(infos.map((info) => info.nodes)).toEqual([...infos.map((info) => info.nodes)].sort((a, b) => a - b));
    expect(startMoves).toContain(result.bestMove);
    expect(result.lines[0]).toEqual(infos.at(-1));
  });

  it('analyse is also an async iterator of the same infos (for await)', async () => {
    const analysis = engine.analyse({ depth: 5, fen: '4k5/10/4K5/10/10/10/10/10/10/R9 w - - 0 1' });
    const depths: number[] = [];
    for await (const info of analysis) depths.push(info.depth);
    const result = await analysis;
    expect(depths).toEqual([1, 2, 3, 4, 5]);
    expect(result.bestMove).toBe('a1a10'); // mate in 1
    expect(result.lines[0]!.score).toEqual({ mate: 1 });
  });

  it('leaving the for-await loop early stops the search', async () => {
    const analysis = engine.analyse({ infinite: true, fen: new Game('grand').fen() });
    for await (const info of analysis) if (info.depth >= 2) break;
    const result = await analysis;
    expect(startMoves).toContain(result.bestMove);
    expect(await engine.stop()).toBeNull(); // nothing runs any more
  });

  it('stop() during an infinite analyse ends it early and returns its best move; no line comes after', async () => {
    expect(await engine.stop()).toBeNull();
    const latencies: number[] = [];
    for (let trial = 0; trial < 5; trial++) {
      let searching!: () => void;
      const started = new Promise<void>((resolve) => (searching = resolve));
      const infos: SearchInfo[] = [];
      const analysis = engine.analyse({ infinite: true }, (info) => {
        infos.push(info);
        if (info.depth >= 2) searching();
      });
      await started;
      const called = performance.now();
      const result = await engine.stop();
      latencies.push(performance.now() - called); // reported, not asserted: tests never assert a time
      expect(startMoves).toContain(result!.bestMove);
      expect(await analysis).toEqual(result);
      // Ended early: far from its last depth, its answer is its last reported line, and nothing follows.
      const reported = infos.length;
      expect(infos.at(-1)!.depth).toBeLessThan(64);
      expect(result!.lines[0]).toEqual(infos.at(-1));
      expect(result!.bestMove).toBe(infos.at(-1)!.pv[0]);
      expect(await engine.perft(1)).toBe(startMoves.length); // a later call is answered...
      expect(infos).toHaveLength(reported); // ...and the stopped search sent nothing more
    }
    console.info(`stop latency (ms): ${latencies.map((ms) => ms.toFixed(1)).join(', ')}`);
  });

  it('a second analyse stops the running one first; both resolve', async () => {
    const first = engine.analyse({ infinite: true });
    await wait(50);
    const second = engine.analyse({ depth: 3 });
    const [a, b] = await Promise.all([first, second]);
    expect(startMoves).toContain(a.bestMove);
    expect(b.lines[0]!.depth).toBe(3);
  });

  it('bestMove with movetime answers a legal move, the clock ending the search', async () => {
    expect(startMoves).toContain(await engine.bestMove({ movetime: 300 }));
    const infos: SearchInfo[] = [];
    const result = await engine.analyse({ movetime: 300 }, (info) => infos.push(info));
    expect(infos.at(-1)!.depth).toBeLessThan(64); // cut short by the time, the only limit
    expect(result.bestMove).toBe(infos.at(-1)!.pv[0]);
    await expect(engine.bestMove({})).rejects.toThrow(/bestMove needs a limit/);
  });

  it('perft and divide equal Game.perft and Game.divide, for the start and for a given position', async () => {
    const moves = ['e3e5', 'd8d6'];
    const game = new Game('grand', { moves });
    expect(await engine.perft(3, {})).toBe(new Game('grand').perft(3));
    expect(await engine.perft(3, { moves })).toBe(game.perft(3));
    expect(await engine.divide(2)).toEqual(game.divide(2)); // the position stays
    expect(await engine.fen()).toBe(game.fen());
    expect(await engine.legalMoves()).toEqual(game.legalMoves());
  });

  it('newGame returns to the start position', async () => {
    await engine.setPosition({ moves: ['e3e5'] });
    await engine.newGame();
    expect(await engine.fen()).toBe(new Game('grand').fen());
  });

  it('three players: rule options, the search algorithm and the party to move\'s score through the worker', async () => {
    const three = await createEngine({ variant: 'witch3', hashMB: 4, rules: { check: 'strict' } });
    try {
      // With check strict, White's Broom h4 pins Red's Bat f2: 15 moves instead of 20.
      expect(await three.legalMoves()).toHaveLength(15);
      const result = await three.analyse({ depth: 3, algorithm: 'brs' });
      expect(new Game('witch3', { rules: { check: 'strict' } }).legalMoves()).toContain(result.bestMove);
      expect(result.lines[0]!.pv.length).toBeGreaterThanOrEqual(3);
      // The per-player shares are plain data and cross the worker with each line.
      const shares = result.lines[0]!.perPlayer!;
      expect(shares).toHaveLength(3);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 9);
      await expect(three.analyse({ depth: 2, algorithm: 'expectimax' as never })).rejects.toThrow(/algorithm must be one of paranoid, brs/);
      expect((await three.status()).inGame).toEqual(['red', 'black', 'white']);
    } finally {
      three.terminate();
    }
    await expect(createEngine({ variant: 'witch3', rules: { check: 'loose' } })).rejects.toThrow(/must be one of capture, strict/);
  });

  describe('errors reject with a message naming the problem, and the engine still answers', () => {
    it('unknown variant and bad hash size', async () => {
      await expect(createEngine({ variant: 'nope' })).rejects.toThrow(/unknown variant 'nope'/);
      await expect(createEngine({ variant: 'grand', hashMB: 1.5 })).rejects.toThrow(/hash size/);
      await expect(createEngine({ variant: 'nope' })).rejects.toBeInstanceOf(CauldronError);
    });

    it('bad FEN', async () => {
      await engine.setPosition({ moves: ['e3e5'] });
      const error = await engine.legalMoves('rk/10 w').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(CauldronError);
      expect((error as Error).message).toMatch(/bad FEN for grand/);
      expect(await engine.legalMoves()).toEqual(new Game('grand', { moves: ['e3e5'] }).legalMoves()); // position kept
      await expect(engine.analyse({ fen: 'x', depth: 2 })).rejects.toThrow(/bad FEN/);
      const iterate = async () => {
        for await (const info of engine.analyse({ fen: 'x', depth: 2 })) expect.unreachable(`got ${info.depth}`);
      };
      await expect(iterate()).rejects.toThrow(/bad FEN/); // the iterator throws the search's error
    });

    it('illegal move', async () => {
      await expect(engine.analyse({ moves: ['e3e9'], depth: 2 })).rejects.toThrow(/illegal move e3e9/);
      await expect(engine.perft(1, { moves: ['e3e5', 'e5e6'] })).rejects.toThrow(/e5e6/);
    });

    it('bad depth and other bad options', async () => {
      await expect(engine.analyse({ depth: 0 })).rejects.toThrow(/search option depth must be a whole number/);
      await expect(engine.analyse({ nodes: 1.5 })).rejects.toThrow(/search option nodes/);
      await expect(engine.perft(0)).rejects.toThrow(/perft depth/);
      await expect(engine.setHashSize(-1)).rejects.toThrow(/hash size/);
    });

    it('afterwards the same engine searches and counts correctly', async () => {
      const result = await engine.analyse({ depth: 3, fen: new Game('grand').fen() });
      expect(startMoves).toContain(result.bestMove);
      expect(await engine.perft(2)).toBe(4225);
    });
  });
});

describe('several engines', () => {
  it('run at once, independently; stopping one leaves the other searching', async () => {
    const [a, b] = await Promise.all([createEngine({ variant: 'grand', hashMB: 8 }), createEngine({ variant: 'grand', hashMB: 8 })]);
    try {
      const infinite = a.analyse({ infinite: true });
      const [counted, searched] = await Promise.all([b.perft(3, { moves: ['e3e5'] }), b.analyse({ depth: 5 })]);
      expect(counted).toBe(new Game('grand', { moves: ['e3e5'] }).perft(3));
      expect(searched.lines[0]!.depth).toBe(5);
      const stopped = await a.stop();
      expect(startMoves).toContain(stopped!.bestMove);
      expect((await infinite).bestMove).toBe(stopped!.bestMove);
      expect(await b.stop()).toBeNull();
    } finally {
      await Promise.all([a.terminate(), b.terminate()]);
    }
  });
});

describe('terminate', () => {
  it('rejects the running search and every later call', async () => {
    const engine = await createEngine({ variant: 'grand', hashMB: 8 });
    const running = engine.analyse({ infinite: true });
    await wait(50);
    await engine.terminate();
    await expect(running).rejects.toThrow(/terminated/);
    await expect(engine.legalMoves()).rejects.toThrow(/the engine was terminated/);
    await engine.terminate(); // twice is harmless
  });
});
