// Perft speed of each variant from its start position, as nodes/s and as a ratio to Grand Chess
// (the issues set targets relative to it: Wey within 30%, Witch's Chess within 20%, Dreierschach within 25%).
// Two measures: bulk perft (the last ply counted, not made, as Fairy-Stockfish counts) and perft that makes
// every node. Bulk nodes/s grow with the number of moves per position (Grand Chess has about twice
// Witch's Chess's); per-node nodes/s compare the cost of one node.
import { Game } from '../src/game.js';
import { variants } from '../src/variants/index.js';

const TARGET_NODES = 30_000_000;
// This machine's speed wanders by a third from one second to the next: each figure is the best of several runs.
const RUNS = 5;

function timePerft(game: Game, depth: number, bulk: boolean): number {
  let best = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const nodes = game.perft(depth, { bulk });
    best = Math.max(best, nodes / ((performance.now() - started) / 1000));
  }
  return best;
}

function measure(id: string): { id: string; depth: number; nodes: number; bulkRate: number; nodeRate: number } {
  const game = new Game(id);
  game.perft(3); // warm-up: the engine's first calls run before the wasm is optimised
  let depth = 1;
  while (game.perft(depth) * 40 < TARGET_NODES) depth++;
  return { id, depth, nodes: game.perft(depth), bulkRate: timePerft(game, depth, true), nodeRate: timePerft(game, depth, false) };
}

const results = [...variants.keys()].map(measure);
const grand = results.find((row) => row.id === 'grand')!;
const millions = (rate: number) => (rate / 1e6).toFixed(1);
console.log('Perft from each start position (Cauldron, one thread)\n');
console.log('| variant | depth | nodes | bulk M nodes/s | ÷ Grand Chess | every node made, M nodes/s | ÷ Grand Chess |');
console.log('|---|---|---|---|---|---|---|');
for (const row of results) {
  console.log(`| ${row.id} | ${row.depth} | ${row.nodes.toLocaleString('en-US')} | ${millions(row.bulkRate)} | ${(row.bulkRate / grand.bulkRate).toFixed(2)} | ${millions(row.nodeRate)} | ${(row.nodeRate / grand.nodeRate).toFixed(2)} |`);
}
