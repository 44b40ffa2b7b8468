// Perft speed of each variant from its start position, as nodes/s and as a ratio to Grand Chess
// (the issues set targets relative to it: Wey within 30%, Witch's Chess within 20%, Dreierschach within 25%).
import { Game } from '../src/game.js';
import { variants } from '../src/variants/index.js';

const TARGET_NODES = 30_000_000;

function timePerft(id: string): { depth: number; nodes: number; ms: number } {
  const game = new Game(id);
  game.perft(3); // warm-up: the engine's first calls run before the wasm is optimised
  let depth = 1;
  while (game.perft(depth) * 40 < TARGET_NODES) depth++;
  const started = performance.now();
  const nodes = game.perft(depth);
  return { depth, nodes, ms: performance.now() - started };
}

const results = [...variants.keys()].map((id) => ({ id, ...timePerft(id) }));
const grand = results.find((row) => row.id === 'grand')!;
const grandRate = grand.nodes / grand.ms;
console.log('Perft from each start position (Cauldron, one thread)\n');
console.log('| variant | depth | nodes | M nodes/s | ÷ Grand Chess |');
console.log('|---|---|---|---|---|');
for (const row of results) {
  const rate = row.nodes / row.ms;
  console.log(`| ${row.id} | ${row.depth} | ${row.nodes.toLocaleString('en-US')} | ${(rate / 1000).toFixed(1)} | ${(rate / grandRate).toFixed(2)} |`);
}
