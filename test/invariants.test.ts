import { describe, it, expect } from 'vitest';
import { Game } from '../src/game.js';
import { variants } from '../src/variants/index.js';

// A second route for every count: the debug core (assertions on) re-checks at every node that the
// incremental Zobrist hash equals the hash from scratch, that piece lists match the board, and that
// unmake restores the hash and the lists' order; and its counts must equal the release core's plain perft.
describe('make/unmake and hash invariants', () => {
  it('hold at every node of perft 3 below positions of 30 seeded random games', () => {
    const checked = new Game('grand', { build: 'debug' });
    const plain = new Game('grand');
    for (let seed = 100; seed < 130; seed++) {
      checked.setPosition();
      checked.playRandom(seed, 10 + (seed % 7) * 15, 60);
      plain.setPosition(checked.fen());
      expect(checked.hash().consistent).toBe(true);
      expect(checked.perftVerified(3)).toBe(plain.perft(3));
    }
  });

  it('perft that makes every leaf move counts what bulk perft counts, in every variant, from the start and later', () => {
    for (const id of variants.keys()) {
      const game = new Game(id);
      for (const plies of [0, 30]) {
        if (plies) game.playRandom(7, plies, 40);
        const bulk = game.perft(3);
        expect(bulk, `${id} after ${plies} plies`).toBeGreaterThan(0);
        expect(game.perft(3, { bulk: false }), `${id} after ${plies} plies`).toBe(bulk);
      }
    }
  });

  it('pins and check answers agree with trying every move by make/unmake, in every variant, below positions of random games', () => {
    // Perft below each position visits thousands of positions with checks, double checks and pins (on
    // Dreierschach's board also squeezed steps that a move shuts or opens); each counts by both routes.
    const games = [...[...variants.keys()].map((id) => new Game(id)), new Game('witch3', { rules: { check: 'strict' } })];
    for (const game of games) {
      for (let seed = 1; seed <= 12; seed++) {
        game.setPosition();
        game.playRandom(seed, 8 + seed * 6, 30);
        expect(game.perft(3), `after seed ${seed}: ${game.fen()}`).toBe(game.perftByTrial(3));
      }
    }
  });

  it('every route to the legal moves agrees at every node of long random games, in every variant', () => {
    // At each ply (playRandomChecked, assembly/gen/cross-check.ts): the generator's moves equal those
    // found by trying every pseudo-legal move, with and without the check state the search passes in,
    // and the quiescence search's captures are exactly the full list's. 40 games of 400 plies a variant:
    // the Dreierschach squeeze hole (a blocker that also shut a squeezed step, issue 15) showed in game 9.
    const setups: [string, Record<string, string>?][] = [...[...variants.keys()].map((id) => [id] as [string]), ['witch3', { check: 'strict' }]];
    for (const [id, rules] of setups) {
      let plies = 0;
      for (let seed = 1; seed <= 40; seed++) {
        const game = new Game(id, { rules, hashMB: 0 });
        plies += game.playRandomChecked(seed, 400, 20).length;
      }
      expect(plies, id).toBeGreaterThan(40 * 100); // long games, not early mates
    }
  });

  it('perftVerified cross-checks the generator at every node too', () => {
    // The position: the white Queen d1 blocks the black pawn's check on f2 but also shuts the gray
    // Queen's squeezed step c1-e2 (d1, d2): it may not leave. Trial legality finds 4 moves.
    const game = new Game('dreierschach', { fen: 'gK4bK/7/8/9/10/11/12/13/12/11/5wPbP3/3wPwK4/2gQwQ4 w - - 0 1' });
    expect(game.perftVerified(2)).toBe(game.perftByTrial(2));
  });

  it('a game that fills the undo stack still leaves room for perft and search above it', () => {
    const game = new Game('grand');
    const shuffle = ['b2c4', 'b9c7', 'c4b2', 'c7b9']; // knights out and back: the game never ends by itself
    let played = 0;
    expect(() => {
      for (;;) game.play(shuffle[played++ % 4]!);
    }).toThrow(/the undo stack is full/);
    expect(played - 1).toBe(16_384 - 128); // the stack less the room kept for a search or perft
    const fresh = new Game('grand', { fen: game.fen() });
    expect(game.perft(3)).toBe(fresh.perft(3));
    expect(game.perft(3, { bulk: false })).toBe(fresh.perft(3));
    expect(game.legalMoves()).toContain(game.search({ depth: 4 }).bestMove);
  });

  it('the same position reached by different move orders has the same hash', () => {
    const a = new Game('grand', { moves: ['b2c4', 'b9c7', 'i2h4', 'i9h7'] });
    const b = new Game('grand', { moves: ['i2h4', 'i9h7', 'b2c4', 'b9c7'] });
    expect(a.fen()).toBe(b.fen().replace(/ \d+ \d+$/, ' 4 3'));
    expect(a.hash().value).toBe(b.hash().value);
  });

  it('the en passant cell is part of the hash', () => {
    const withEp = new Game('grand', { moves: ['e3e5', 'a8a7', 'e5e6', 'd8d6'] });
    const withoutEp = new Game('grand', { moves: ['e3e5', 'd8d6', 'e5e6', 'a8a7'] });
    expect(withEp.fen().split(' ')[3]).toBe('d7');
    expect(withoutEp.fen().split(' ')[3]).toBe('-');
    expect(withEp.hash().value).not.toBe(withoutEp.hash().value);
  });
});

describe('memory', () => {
  it("the core's linear memory does not grow during perft or move play", () => {
    const game = new Game('grand');
    const memory = (game as unknown as { core: { memory: WebAssembly.Memory } }).core.memory;
    const before = memory.buffer.byteLength;
    game.perft(4);
    game.playRandom(3, 200, 50);
    game.perft(3);
    expect(memory.buffer.byteLength).toBe(before);
  });

  it('nor for three players: takeovers, eliminations and both search algorithms (the table is sized at the first search)', () => {
    for (const id of ['witch3', 'dreierschach']) {
      const game = new Game(id, { hashMB: 4 });
      game.search({ depth: 1 });
      const memory = (game as unknown as { core: { memory: WebAssembly.Memory } }).core.memory;
      const before = memory.buffer.byteLength;
      game.perft(3);
      game.playRandom(5, 200, 30);
      game.search({ depth: 4, algorithm: 'paranoid' });
      game.search({ depth: 4, algorithm: 'brs' });
      expect(memory.buffer.byteLength).toBe(before);
    }
  });
});
