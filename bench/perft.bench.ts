// Grand Chess perft speed: Cauldron against Fairy-Stockfish's WebAssembly build (npm, same Node
// process) and its native Debian binary, side by side in one run. Prints nodes/s and the ratio
// Cauldron ÷ peer. Whole-run timings for the long perfts; tinybench for repeated short ones.
import { Bench } from 'tinybench';
import { Game } from '../src/game.js';
import { FairyStockfishNative, fairyStockfishInstalled } from '../peers/fairy-stockfish-native.js';
import { FairyStockfishWasm } from '../peers/fairy-stockfish-wasm.js';
import { toolArguments } from '../tools/arguments.js';

const options = toolArguments('npx tsx bench/perft.bench.ts', { quick: { type: 'boolean', default: false } });

const START = 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1';
// After 24 plies of Fairy-Stockfish self-play at 150 ms/move from the start.
const MIDDLEGAME = 'r3r5/1nbk2ab2/pp1cp1n1pp/1q3pp3/3p3p2/2pP1P4/2P2AP1P1/PP2P2P1P/1NBQ1C1BN1/RK7R w - - 0 13';
const runs = [
  { name: 'start position', fen: START, depth: options.quick ? 4 : 5 },
  { name: 'middlegame', fen: MIDDLEGAME, depth: 4 },
];

interface Timing { engine: string; position: string; depth: number; nodes: number; ms: number; repeats: number }
type PerftEngine = { name: string; perft: (fen: string, depth: number) => Promise<{ nodes: number; ms: number }> };

const game = new Game('grand');
const engines: PerftEngine[] = [{
  name: 'Cauldron',
  perft: async (fen, depth) => {
    game.setPosition(fen);
    const started = performance.now();
    const nodes = game.perft(depth);
    return { nodes, ms: performance.now() - started };
  },
}];
const wasm = await FairyStockfishWasm.start({ variant: 'grand' });
engines.push({ name: 'Fairy-Stockfish wasm', perft: (fen, depth) => wasm.perft(depth, { fen }) });
const native = fairyStockfishInstalled() ? await FairyStockfishNative.start({ variant: 'grand' }) : undefined;
if (native) engines.push({ name: 'Fairy-Stockfish native', perft: (fen, depth) => native.perft(depth, { fen }) });
else console.log('(native fairy-stockfish not installed: apt-get install fairy-stockfish)');

console.log(`Grand Chess perft, Node ${process.version}, one thread each\n`);
// A run shorter than this is repeated until the repeats add up to it, and its median time counts: one
// fifth-of-a-second run (Cauldron's middlegame perft 4) is at the mercy of a single hiccup of the machine.
const MIN_TOTAL_MS = 3000;

async function timeRun(engine: PerftEngine, fen: string, depth: number): Promise<{ nodes: number; ms: number; repeats: number }> {
  const times: number[] = [];
  let nodes = 0;
  let total = 0;
  while (total < MIN_TOTAL_MS) {
    const result = await engine.perft(fen, depth);
    nodes = result.nodes;
    times.push(result.ms);
    total += result.ms;
  }
  times.sort((a, b) => a - b);
  return { nodes, ms: times[(times.length - 1) >> 1]!, repeats: times.length };
}

const timings: Timing[] = [];
for (const run of runs) {
  for (const engine of engines) {
    const { nodes, ms, repeats } = await timeRun(engine, run.fen, run.depth);
    timings.push({ engine: engine.name, position: run.name, depth: run.depth, nodes, ms, repeats });
    const times = repeats === 1 ? '' : ` (median of ${repeats} runs)`;
    console.log(`  ${run.name} perft ${run.depth}  ${engine.name.padEnd(24)} ${nodes.toLocaleString('en-US').padStart(13)} nodes  ${(ms / 1000).toFixed(2).padStart(7)} s${times}`);
  }
}

console.log('\nWhole-run timings\n');
console.log('| position | depth | engine | nodes | runs | M nodes/s | Cauldron ÷ engine |');
console.log('|---|---|---|---|---|---|---|');
for (const run of runs) {
  const rows = timings.filter((t) => t.position === run.name);
  const ours = rows.find((t) => t.engine === 'Cauldron')!;
  for (const row of rows) {
    const agrees = row.nodes === ours.nodes ? '' : ' (COUNT DIFFERS!)';
    const ratio = row === ours ? '—' : `${(row.ms / ours.ms).toFixed(2)}×`;
    console.log(`| ${run.name} | ${run.depth} | ${row.engine} | ${row.nodes.toLocaleString('en-US')}${agrees} | ${row.repeats} | ${(row.nodes / row.ms / 1000).toFixed(1)} | ${ratio} |`);
  }
}

// Repeated short runs: tinybench's mean per iteration, nodes/s from it.
const bench = new Bench({ time: options.quick ? 1000 : 3000, warmupTime: 500 });
const shortDepth = 3;
const shortNodes = new Map<string, number>();
for (const engine of engines.slice(0, 2)) {
  bench.add(`${engine.name} middlegame perft ${shortDepth}`, async () => {
    shortNodes.set(engine.name, (await engine.perft(MIDDLEGAME, shortDepth)).nodes);
  });
}
await bench.run();
console.log('\ntinybench, repeated middlegame perft 3\n');
console.log('| task | mean ms | M nodes/s |');
console.log('|---|---|---|');
const means: number[] = [];
for (const task of bench.tasks) {
  const result = task.result;
  if (result.state !== 'completed') throw new Error(`${task.name}: ${result.state}`);
  const mean = result.latency.mean;
  means.push(mean);
  const nodes = shortNodes.get(task.name.split(' middlegame')[0]!)!;
  console.log(`| ${task.name} | ${mean.toFixed(2)} | ${(nodes / mean / 1000).toFixed(1)} |`);
}
console.log(`\nCauldron ÷ Fairy-Stockfish wasm (tinybench): ${(means[1]! / means[0]!).toFixed(2)}×`);

await native?.quit();
// The wasm build keeps worker threads alive; end the process explicitly.
process.exit(0);
