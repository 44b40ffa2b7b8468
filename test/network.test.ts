import { describe, it, expect } from 'vitest';
import { Game } from '../src/game.js';
import type { CoreExports } from '../src/core.js';
import { CauldronError } from '../src/errors.js';
import {
  encodeNetwork, referenceEvaluation, viewCells, type Network, type NetworkPiece,
} from '../src/eval-weights/network-format.js';
import { randomNetwork as randomNetworkOf } from '../tools/random-network.js';

// The core's network (assembly/search/network.ts) against network-format.ts's referenceEvaluation, with random
// networks: its sums (lazy accumulators, SIMD) must give the reference's integer exactly.
const TWO_PLAYER = ['grand', 'wey', 'witch', 'jacks84'];

function randomNetwork(game: Game, hidden: number, seed: number, buckets = 1, bucketSize = 1): Network {
  return randomNetworkOf(game.variant, hidden, seed, buckets, bucketSize);
}

function coreOf(game: Game): CoreExports {
  return (game as unknown as { core: CoreExports }).core;
}

/** The pieces on the board, read from the core (code = type << 2 | owner). */
function boardPieces(game: Game): NetworkPiece[] {
  const core = coreOf(game);
  const cells = game.variant.geometry.cellCount;
  const board = new Uint16Array(core.memory.buffer, core.boardPointer(), cells);
  const pieces: NetworkPiece[] = [];
  for (let cell = 0; cell < cells; cell++) if (board[cell]) pieces.push({ owner: board[cell]! & 3, type: board[cell]! >> 2, cell });
  return pieces;
}

function reference(game: Game, network: Network, view: Int32Array): number {
  return referenceEvaluation(network, view, boardPieces(game), coreOf(game).currentSide());
}

describe('evaluation network', () => {
  // The 32-wide network has 16 output buckets of 3 pieces (network-format.ts outputBucket): captures move a position
  // from one bucket to the next, and the fullest boards share the last.
  it('equals referenceEvaluation at every position of random playouts in every two-player variant, forwards and back', () => {
    for (const id of TWO_PLAYER) {
      for (const [index, hidden] of [16, 32, 128].entries()) {
        const probe = new Game(id, { network: false });
        const network = hidden === 32 ? randomNetwork(probe, hidden, 1000 + index, 16, 3) : randomNetwork(probe, hidden, 1000 + index);
        const game = new Game(id, { network: encodeNetwork(network), hashMB: 0 });
        const view = viewCells(game.variant);
        for (let seed = 1; seed <= 3; seed++) {
          game.setPosition();
          const moves = game.playRandom(seed * 7 + index, 60 + seed * 20, 30);
          game.setPosition();
          let checked = 0;
          const expectAgrees = (what: string) => {
            const expected = reference(game, network, view);
            expect(game.networkDebug().evaluation(), `${id} H${hidden} seed ${seed} ${what}`).toBe(expected);
            expect(game.evaluate()).toBe(Math.min(Math.max(expected, -20000), 20000));
            checked++;
          };
          expectAgrees('start');
          for (const move of moves) {
            game.play(move);
            expectAgrees(`after ${move}`);
          }
          // Back again, evaluating every other position: the ring's ancestors, some brought up to date twice.
          for (let ply = moves.length; ply > 0; ply--) {
            game.undo();
            if (ply % 2) expectAgrees(`undo at ${ply}`);
          }
          expect(checked).toBeGreaterThan(moves.length);
        }
      }
    }
  });

  it('keeps its accumulators equal to fresh sums at every node of perft and of searches, in every two-player variant', () => {
    for (const id of TWO_PLAYER) {
      const probe = new Game(id, { network: false });
      const game = new Game(id, { network: encodeNetwork(randomNetwork(probe, 32, 77)), hashMB: 4 });
      const debug = game.networkDebug();
      for (const plies of [0, 25]) {
        game.setPosition();
        if (plies) game.playRandom(11, plies, 30);
        expect(debug.checkedPerft(3), `${id} after ${plies} plies`).toBe(game.perft(3));
        expect(debug.checkedPerft(3, true), `${id} after ${plies} plies, leaves only`).toBe(game.perft(3));
        debug.setChecks(true);
        const result = game.search({ nodes: 4000 });
        debug.setChecks(false);
        expect(result.nodes).toBeGreaterThan(1000);
        expect(debug.mismatches(), `${id} after ${plies} plies: search`).toBe(0);
      }
    }
  });

  it('changes the search (and turns off again to main\'s search)', () => {
    const plain = new Game('grand', { network: false });
    const searched = plain.search({ depth: 4 });
    const game = new Game('grand', { network: encodeNetwork(randomNetwork(plain, 64, 5)) });
    expect(game.hasNetwork()).toBe(true);
    const withNetwork = game.search({ depth: 4 });
    expect(withNetwork.nodes).not.toBe(searched.nodes);
    game.setNetwork(false);
    game.clearSearchMemory();
    expect(game.hasNetwork()).toBe(false);
    expect(game.search({ depth: 4 }).nodes).toBe(searched.nodes);
  });

  it('refuses a network that is not one or does not fit, with a message naming the problem, and the Game plays on', () => {
    const game = new Game('grand', { network: false });
    const before = game.evaluate();
    const wey = new Game('wey', { network: false });
    const weyNet = encodeNetwork(randomNetwork(wey, 16, 3));
    expect(() => game.setNetwork(weyNet)).toThrow(/made for .* grand has/);
    expect(() => game.setNetwork(new Uint8Array(40))).toThrow(/bad magic/);
    expect(() => game.setNetwork(weyNet.subarray(0, 100))).toThrow(/its shape needs/);
    expect(() => new Game('grand', { network: weyNet })).toThrow(CauldronError);
    expect(() => new Game('grand', { network: 'x' as unknown as Uint8Array })).toThrow(/Game option network/);
    expect(() => new Game('witch3', { network: encodeNetwork(randomNetwork(new Game('witch3'), 16, 3)) })).toThrow(/two-player/);
    expect(game.hasNetwork()).toBe(false);
    expect(game.evaluate()).toBe(before);
    expect(game.search({ depth: 3 }).bestMove).toBeTruthy();
    // Loaded after a search (the table already placed): the table moves up past the network and searches go on.
    game.setNetwork(encodeNetwork(randomNetwork(game, 128, 9)));
    expect(game.search({ depth: 3 }).bestMove).toBeTruthy();
    expect(game.networkDebug().checkedPerft(2)).toBe(game.perft(2));
  });
});

describe('evaluation network over UCI', () => {
  it('EvalFile loads a network file the search then uses; a file for another variant is refused by name; UseNetwork false turns it off', async () => {
    const { UciClient } = await import('../tools/uci-client.js');
    const { fileURLToPath } = await import('node:url');
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'cauldron-net-'));
    const grandFile = join(dir, 'grand.bin');
    const weyFile = join(dir, 'wey.bin');
    writeFileSync(grandFile, encodeNetwork(randomNetwork(new Game('grand', { network: false }), 32, 4)));
    writeFileSync(weyFile, encodeNetwork(randomNetwork(new Game('wey', { network: false }), 32, 4)));
    const uci = new UciClient('Cauldron', process.execPath, [fileURLToPath(new URL('../dist/src/cli.js', import.meta.url)), 'uci']);
    const nodesOf = async () => {
      uci.send('position startpos');
      uci.send('go depth 4');
      const lines = await uci.expect((line) => line.startsWith('bestmove') || line.startsWith('info string'), 30_000);
      const last = lines.at(-1)!;
      if (last.startsWith('info string')) return last;
      return lines.filter((line) => line.startsWith('info depth 4 ')).map((line) => / nodes (\d+)/.exec(line)![1]).join();
    };
    try {
      // Grand Chess ships a network: the default search uses it.
      const shipped = await nodesOf();
      uci.send(`setoption name EvalFile value ${grandFile}`);
      const withNetwork = await nodesOf();
      expect(withNetwork).not.toBe(shipped);
      uci.send('setoption name UseNetwork value false');
      const plain = await nodesOf();
      expect(plain).not.toBe(shipped);
      expect(plain).not.toBe(withNetwork);
      const game = new Game('grand', { network: false });
      expect(plain).toBe(String(game.search({ depth: 4 }).nodes));
      uci.send('setoption name UseNetwork value true');
      uci.send(`setoption name EvalFile value ${weyFile}`);
      expect(await nodesOf()).toMatch(/^info string error: .*evaluation network: made for .* grand has/);
      uci.send(`setoption name EvalFile value ${join(dir, 'missing.bin')}`);
      expect((await uci.expect((line) => line.startsWith('info string'), 10_000)).at(-1)).toMatch(/cannot read the network file/);
      uci.send('setoption name EvalFile value <empty>');
      expect(await nodesOf()).toBe(shipped);
    } finally {
      await uci.quit();
    }
  });
});
