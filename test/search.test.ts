import { describe, it, expect } from 'vitest';
import { Game } from '../src/game.js';
import { CauldronError } from '../src/errors.js';

// Mates found by the search. Each position and its mate distance were checked with Fairy-Stockfish
// (go depth 14; for the marshal mate in 3 it reports mate 4 at depth 14, and `go depth 16` after g7h8
// confirms black is mated in 2, so mate in 3 is right and shorter).
const mates: { name: string; fen: string; mate: number; best?: string[] }[] = [
  { name: 'rook mate in 1', fen: '4k5/10/4K5/10/10/10/10/10/10/R9 w - - 0 1', mate: 1, best: ['a1a10'] },
  { name: 'rook mate in 2', fen: '6k3/10/5K4/10/10/10/10/10/10/1R8 w - - 0 1', mate: 2 },
  { name: 'queen mate in 2', fen: '9k/10/10/7K2/10/10/10/10/10/1Q8 w - - 0 1', mate: 2 },
  { name: 'marshal mate in 2', fen: 'k9/10/10/2K7/10/10/10/10/10/5C4 w - - 0 1', mate: 2 },
  { name: 'queen mate in 3', fen: 'k9/10/10/3K6/10/10/10/10/10/5Q4 w - - 0 1', mate: 3 },
  { name: 'marshal mate in 3', fen: '9k/10/10/6K3/10/10/10/10/10/C9 w - - 0 1', mate: 3, best: ['g7h8'] },
];

describe('search finds mates', () => {
  for (const { name, fen, mate, best } of mates) {
    it(`${name}, with a legal mating line`, () => {
      const game = new Game('grand', { fen, hashMB: 8 });
      const result = game.search({ depth: 2 * mate + 2 });
      expect(result.lines[0]!.score).toEqual({ mate });
      if (best) expect(best).toContain(result.bestMove);
      // Playing the principal variation ends in checkmate after 2 * mate - 1 plies.
      const pv = result.lines[0]!.pv.slice(0, 2 * mate - 1);
      for (const move of pv) game.play(move);
      expect(game.status().state).toBe('checkmate');
    });
  }

  it('the side being mated sees a negative mate score', () => {
    const game = new Game('grand', { fen: '4k5/10/4K5/10/10/10/10/10/10/R9 w - - 0 1', moves: ['a1b1'], hashMB: 8 });
    expect(game.search({ depth: 6 }).lines[0]!.score).toEqual({ mate: -2 });
  });

  it('checkmated or stalemated at the root: no best move', () => {
    const mated = new Game('grand', { fen: '4k5/10/4K5/10/10/10/10/10/10/R9 w - - 0 1', moves: ['a1a10'], hashMB: 1 });
    expect(mated.search({ depth: 3 }).bestMove).toBeNull();
    const stalemate = new Game('grand', { fen: 'k9/2Q7/1K8/10/10/10/10/10/10/10 b - - 0 1', hashMB: 1 });
    expect(stalemate.status().state).toBe('stalemate');
    expect(stalemate.search({ depth: 3 }).bestMove).toBeNull();
  });
});

describe('transposition table', () => {
  it('gives the same mate scores and moves as a search without one', () => {
    for (const { fen, mate } of mates) {
      const withTable = new Game('grand', { fen, hashMB: 4 }).search({ depth: 2 * mate + 1 });
      const withoutTable = new Game('grand', { fen, hashMB: 0 }).search({ depth: 2 * mate + 1 });
      expect(withTable.lines[0]!.score).toEqual(withoutTable.lines[0]!.score);
    }
  });

  // Move order among equal-scored moves follows the piece lists, so unmake must give them back in their
  // order: otherwise re-analysing a position reached again (after a take-back, or after any search or
  // perft below it) follows other lines. Each game here plays captures and promotions below its position.
  it('repeats itself on a position reached again by make/unmake, in every game', () => {
    for (const id of ['grand', 'witch', 'witch3', 'dreierschach', 'wey']) {
      const game = new Game(id, { hashMB: 4 });
      game.playRandom(3, 24, 30);
      game.clearSearchMemory();
      const first = game.search({ depth: 4 });
      game.perft(3);
      for (const move of game.legalMoves().slice(0, 5)) {
        game.play(move);
        game.undo();
      }
      game.clearSearchMemory();
      const again = game.search({ depth: 4 });
      expect([again.lines[0]!.pv, again.lines[0]!.score, again.nodes], id).toEqual([first.lines[0]!.pv, first.lines[0]!.score, first.nodes]);
    }
  });

  // A table's hash moves reorder the search, and pruning (futility, late moves, delta pruning in quiescence)
  // depends on the order: from depth 2 on, a search with a table may settle on another line than one without
  // (seen on a random Grand Chess position: 1022 against 1368 at depth 2, both 1368 at depth 3). Even at depth 1
  // the table counts: quiescence stores its nodes as the search goes and, reaching one again (a null-window search
  // re-searched, a transposition), stands on the stored score where its bound says it is nearer, so delta pruning
  // prunes otherwise (random positions, depth 1 with a 4 MB table and without: c11fec9's own weights at seed 145,
  // 0 against -9; its pawn terms weighted at seeds 9 and 115). So a search is compared with a fresh Game's of the
  // same table size: clearSearchMemory must leave nothing of a search behind (tables, history, killers; the
  // evaluation's caches may stay, being keyed by the whole position and the whole pawn placement), so that a
  // reused Game repeats a fresh one node for node, and the next search repeats the one before it.
  it('clearSearchMemory forgets a search: a reused Game searches as a fresh one, with a table and without, on random positions', () => {
    const reused = [new Game('grand', { hashMB: 4 }), new Game('grand', { hashMB: 0 })];
    const source = new Game('grand');
    const line = (game: Game, depth: number) => {
      const result = game.search({ depth });
      return [result.lines[0]!.pv, result.lines[0]!.score, result.nodes];
    };
    for (let seed = 1; seed <= 10; seed++) {
      source.setPosition();
      source.playRandom(seed, 20, 30);
      if (source.status().state !== 'ongoing') continue;
      const fen = source.fen();
      for (const game of reused) {
        game.setPosition(fen);
        game.clearSearchMemory();
        const fresh = new Game('grand', { fen, hashMB: game === reused[0] ? 4 : 0 });
        expect([line(game, 1), line(game, 3)], `${fen} against a fresh Game`).toEqual([line(fresh, 1), line(fresh, 3)]);
      }
      const game = reused[0]!;
      game.clearSearchMemory();
      const first = game.search({ depth: 4 });
      game.search({ depth: 3 }); // leaves its table entries, history and killers behind
      game.clearSearchMemory();
      const again = game.search({ depth: 4 });
      expect([again.lines[0]!.pv, again.lines[0]!.score, again.nodes], `${fen} depth 4 after clearSearchMemory`)
        .toEqual([first.lines[0]!.pv, first.lines[0]!.score, first.nodes]);
    }
  });
});

describe('search limits and reports', () => {
  it('reports each completed depth with a legal principal variation', () => {
    const game = new Game('grand', { hashMB: 16 });
    const infos: { depth: number; pv: string[] }[] = [];
    const result = game.search({ depth: 6 }, { onInfo: (info) => infos.push(info) });
    expect(infos.map((info) => info.depth)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(game.legalMoves()).toContain(result.bestMove);
    const replay = new Game('grand');
    for (const move of result.lines[0]!.pv) replay.play(move);
  });

  it('depth 1 is always searched in full, whatever the limits or a stop say: the answer is a searched move', () => {
    const cases = [{ nodes: 1 }, { nodes: 50 }, { movetime: 0 }, { infinite: true }, { nodes: 1, multiPv: 3 }];
    for (const limits of cases) {
      const full = new Game('grand', { hashMB: 8 }).search({ depth: 1, multiPv: limits.multiPv });
      const result = new Game('grand', { hashMB: 8 }).search(limits, { shouldStop: () => true });
      const label = JSON.stringify(limits);
      expect(result.lines.map((line) => line.depth), label).toEqual(full.lines.map(() => 1));
      expect(result.lines.map((line) => line.pv[0]), label).toEqual(full.lines.map((line) => line.pv[0]));
      expect(result.bestMove, label).toBe(full.bestMove);
      expect(result.nodes, label).toBe(full.nodes); // and nothing beyond it
    }
  });

  it('a fixed node limit is exact and gives a deterministic result', () => {
    const first = new Game('grand', { hashMB: 8 }).search({ nodes: 30_000 });
    const second = new Game('grand', { hashMB: 8 }).search({ nodes: 30_000 });
    expect(first.nodes).toBe(30_000);
    expect(second).toEqual({ ...first, time: second.time, lines: second.lines });
    expect(second.lines.map((line) => ({ ...line, time: 0, nps: 0 }))).toEqual(first.lines.map((line) => ({ ...line, time: 0, nps: 0 })));
  });

  it('movetime is what ends a search that has no other limit, with the best move found by then', () => {
    // How soon after the deadline it stops depends on the machine's load, so only the cause is asserted:
    // not before the time (or, after a completed depth, not before the point where the next depth could
    // hardly get through its first move: elapsed * 1.3 past the deadline, src/search.ts), and cut short
    // (no search of Grand Chess completes depth 64 in 300 ms).
    let depth = 0;
    const result = new Game('grand', { hashMB: 8 }).search({ movetime: 300 }, { onInfo: (info) => { depth = info.depth; } });
    expect(result.time * 1.3).toBeGreaterThan(300);
    expect(depth).toBeGreaterThan(0);
    expect(depth).toBeLessThan(64);
    expect(result.bestMove).not.toBeNull();
  });

  it('shouldStop stops an infinite search and a best move comes back', () => {
    let polls = 0;
    const result = new Game('grand', { hashMB: 8 }).search({ infinite: true }, { shouldStop: () => ++polls > 200 });
    expect(result.bestMove).not.toBeNull();
  });

  it('MultiPV reports distinct best lines in order', () => {
    const result = new Game('grand', { hashMB: 8 }).search({ depth: 4, multiPv: 3 });
    expect(result.lines.map((line) => line.multipv)).toEqual([1, 2, 3]);
    expect(new Set(result.lines.map((line) => line.pv[0])).size).toBe(3);
    const scores = result.lines.map((line) => ('cp' in line.score ? line.score.cp : 0));
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('the move rule inside the tree: at halfmove 99 a queen up is only a draw when no mate is at hand', () => {
    // Checked with Fairy-Stockfish: it scores this position cp 0 as well.
    const game = new Game('grand', { fen: '4k5/10/10/10/10/10/10/10/10/Q3K5 w - - 99 80', hashMB: 8 });
    expect(game.search({ depth: 6 }).lines[0]!.score).toEqual({ cp: 0 });
    game.setPosition('4k5/10/10/10/10/10/10/10/10/Q3K5 w - - 0 80');
    // Without the move rule the same position is won: a queen's worth or a mate, far from the draw's 0 (session 23's
    // network scores it 783 at depth 6, session 21's above 800).
    const score = game.search({ depth: 6 }).lines[0]!.score;
    expect('cp' in score ? score.cp : 10_000).toBeGreaterThan(500);
  });

  it('repetition inside the tree is a draw: shuffling back into a position seen in the game scores 0', () => {
    // Knights out and back: after b2c4 b9c7 c4b2 the position after c7b9 would repeat the start; with
    // everything else equal the search may choose it, but its score must then be exactly 0.
    const game = new Game('grand', { moves: ['b2c4', 'b9c7', 'c4b2'], hashMB: 8 });
    const result = game.search({ depth: 1, multiPv: 200 });
    const back = result.lines.find((line) => line.pv[0] === 'c7b9')!;
    expect(back.score).toEqual({ cp: 0 });
  });

  it('bad limits are rejected with a message naming the option', () => {
    const game = new Game('grand', { hashMB: 1 });
    expect(() => game.search({ depth: 0 })).toThrow(CauldronError);
    expect(() => game.search({ depth: 0 })).toThrow(/depth must be a whole number from 1 to 64/);
    expect(() => game.search({ nodes: -5 })).toThrow(/nodes/);
    expect(() => game.search({ multiPv: 1.5 })).toThrow(/multiPv/);
    expect(() => new Game('grand', { hashMB: -1 })).toThrow(/hash size/);
    expect(game.search({ depth: 1 }).bestMove).not.toBeNull();
  });
});

describe('check extension', () => {
  // A Dreierschach middlegame (from a seeded random game) where checks by two opponents chain: with the
  // extension unbounded, a depth-4 search after another one ran past ten million nodes.
  it('stays bounded when two opponents can check in turn', () => {
    const fen = '3gK2/1wQ2gB2/8/6gQ1bN/4wPwP4/bBbP8bK/bB11/gB4bN7/4wBbP1wR4/3wN7/6bPgB2/3wB5/1wK6 b - - 1 67';
    for (const first of ['paranoid', 'brs'] as const) {
      const game = new Game('dreierschach', { fen, hashMB: 4 });
      game.search({ depth: 4, algorithm: first });
      for (const algorithm of ['paranoid', 'brs'] as const) {
        const result = game.search({ depth: 4, algorithm, nodes: 2_000_000 });
        expect(result.lines[0]?.depth, `${algorithm} after ${first}`).toBe(4);
        expect(result.nodes, `${algorithm} after ${first}`).toBeLessThan(200_000);
      }
    }
  });
});

describe('paranoid search with parties (witch3)', () => {
  it.each(['paranoid', 'brs'] as const)("does not expect one opponent to take the other's Raven (a team member handing its army over): %s", (algorithm) => {
    // After f1g3 c6f2 g6d7 Black can open its Raven on a5 to White's d7 (b4c2): the search before the bar read
    // d2f2 b4c2 d7a5, White taking Black's army over, at -5519 for Red.
    const game = new Game('witch3', { hashMB: 16 });
    for (const move of ['f1g3', 'c6f2', 'g6d7']) game.play(move);
    const root = game.status().turnIndex;
    for (const depth of [3, 4, 5]) {
      const line = game.search({ depth, algorithm }).lines[0]!;
      const replay = new Game('witch3');
      replay.setPosition(game.fen());
      for (const move of line.pv) {
        const victim = replay.pieceOn(move.slice(2, 4));
        const mover = replay.status().turnIndex;
        if (mover !== root) expect(victim?.letter === 'R' && victim.player !== root, `${line.pv.join(' ')}: ${move}`).toBe(false);
        replay.play(move);
      }
      expect('cp' in line.score && line.score.cp > -3000, JSON.stringify(line.score)).toBe(true);
    }
  });
});

/**
 * Replays a line's first `plies` moves and fails where one of the root player's opponents left a piece that the next
 * move takes for more than its own move won, beyond the sacrifice bar's margin (assembly/search/sacrifice.ts).
 */
function expectNoTeamSacrifice(variant: string, fen: string, pv: string[], plies: number): void {
  const replay = new Game(variant, { fen });
  const root = replay.status().turnIndex;
  for (let index = 0; index + 1 < Math.min(pv.length, plies); index++) {
    const mover = replay.status().turnIndex;
    const before = replay.evaluationFeatures().material;
    replay.play(pv[index]!);
    const after = replay.evaluationFeatures().material;
    const won = before.reduce((sum, value, player) => sum + (player === mover ? 0 : value - after[player]!), 0);
    replay.play(pv[index + 1]!);
    const lost = before[mover]! - replay.evaluationFeatures().material[mover]!;
    replay.undo();
    if (mover !== root) expect(lost - won, `${pv.join(' ')}: ${pv[index]}`).toBeLessThanOrEqual(150);
  }
}

describe('three-player searches: no opponent gives material away for the team', () => {
  it.each(['paranoid', 'brs'] as const)('does not expect an opponent to give material away for the team (a sacrifice no player makes): %s', (algorithm) => {
    // White to move after 11 rounds of a self-play game. Before the bar the paranoid search read -604 at depth 3 and
    // -648 at depth 4 (a6d8 g9d8 h5j7 i5j7 b5a3: Black's queen left to White so that Gray wins a piece; at 4000
    // nodes a3a5 m12j12 h5e2 e1e2 j12e2, Gray's queen taking a pawn beside White's king, taken back, and Black
    // taking the taker): each such opponent loses what White loses, and the third gains.
    const fen = 'gRgP1bR2/gBgP4gQ/gKgP2bP1bPbB/3gP1bP2bK/3gN4bP1/gBgP5bP3/gNgP1gP4wN1bPbB/wN1gP8bPbR/1gP5bQwP2bP/11/wRwP8/1wPwPwPwPwP1wPwP/1wB1wKwQ2wR w h1 - 0 11';
    for (const depth of [3, 4]) {
      const line = new Game('dreierschach', { fen, hashMB: 16 }).search({ depth, algorithm }).lines[0]!;
      expectNoTeamSacrifice('dreierschach', fen, line.pv, line.pv.length);
      expect('cp' in line.score && line.score.cp > -300, `depth ${depth}: ${JSON.stringify(line.score)}`).toBe(true);
    }
  });

  it.each(['paranoid', 'brs'] as const)('still sees an opponent mate with a piece it leaves to be taken: %s', (algorithm) => {
    // White to move in a self-play game main lost against 63c44ef: Gray's knight to b2, then Black's bishop from c2 to
    // b3, left where White attacks it, and White has no move (a mate Gray wins). Barred as a gift (sacrifice.ts), the
    // mate was not seen: the paranoid search read -3398 at depth 3, BRS+ -4016.
    const fen = '1gR2bPbR/gBgP3bP1/gN2gPbB3/gKgP5bPbQ/1gP4bP1bPbK/gB4bN3bP1/1gPgP1gQ5bP1/gRgP10bR/2gN3wP3bP1/1wP2wB2wP3/9bP/2bBwPwPwP2wP/2wNwKwQwBwNwR w h1a6m6m13 k4 0 11';
    const line = new Game('dreierschach', { fen, hashMB: 16 }).search({ depth: 3, algorithm }).lines[0]!;
    expect('mate' in line.score && line.score.mate < 0, `${JSON.stringify(line.score)} ${line.pv.join(' ')}`).toBe(true);
  });

  it('fears a net an opponent closes with a check left to be taken and the other opponent covers (paranoid)', () => {
    // Black to move in a self-play game main lost against 63c44ef: after m6k6 White's queen took k9 with check, left
    // where Black could take it (barred as a gift), and Gray's queen e7k7 mated. Main read +251 at depth 3 and played
    // m6k6; the net, feared (closesNet, sacrifice.ts), keeps the king's cell.
    const fen = 'gRgP3bR/gBgP2bPbPbN/2gP1bP3/1gP5bP1/gKgP1gN2bPbB1bK/gB2gPgR3bP2/2gPgQ5bBbP1/9bN2bR/2gP7bP1/1wB3wQ1wP3/wP4wN1bQwP1/1wP1wPwPwN1wPwP/wR2wK1wB1wR b a1h1m6m13 - 4 14';
    const result = new Game('dreierschach', { fen, hashMB: 16 }).search({ depth: 3, algorithm: 'paranoid' });
    expect(result.bestMove).not.toBe('m6k6');
  });

  it.each(['paranoid', 'brs'] as const)('does not expect an opponent to give material away for the team in witch3 either: %s', (algorithm) => {
    // Red to move in a random game's fifth round. Before the bar the paranoid search at depth 4 read c3a2 a3a2 d6d3
    // e3d3: White's piece left on d3 for Red to take so that the team's line holds (1446 lost for nothing).
    const fen = '1bPbTbNbR/rP1bPbNbWbB/rTrPrBbPbP1bT/rB1rP2wWbP1/rRrWrP2wPwNbP1/rNrNrP3wPwP/rT1rPwPwPbBwT/rP1wPwB2/1wPwTwBwR r c1g1a3c7i3g7 - 0 4';
    const depth = 4;
    const line = new Game('witch3', { fen, hashMB: 16 }).search({ depth, algorithm }).lines[0]!;
    expect(line.pv.length).toBeGreaterThanOrEqual(depth);
    // The full-width plies only: quiescence below them is not barred.
    expectNoTeamSacrifice('witch3', fen, line.pv, depth);
  });
});
