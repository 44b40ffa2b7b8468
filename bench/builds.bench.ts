// Perft speed of two or more core builds on one variant, as a ratio to the first: each build's perft runs in
// turn with the others' for a fixed time, and the ratio is of their totals (nodes over seconds), so every build
// samples the same moments of a loaded machine in equal turns. For a change's wall-clock effect where an
// instruction count does not tell (branch mispredictions, memory traffic).
//
//   npx tsx bench/builds.bench.ts <variant> <depth> <a.wasm> <b.wasm> [...] [--bulk] [--seconds N]
// (a build: npx asc assembly/index.ts --target release -o /tmp/a.wasm, say at the baseline commit)
import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import { Game } from '../src/game.js';

const program = new Command()
  .argument('<variant>')
  .argument('<depth>', 'perft depth', Number)
  .argument('<builds...>', 'core builds (.wasm); the first is the baseline')
  .option('--bulk', 'bulk perft (the last ply counted, not made); default: every node made')
  .option('--seconds <n>', 'seconds of alternating runs', Number, 30)
  .parse();
const [variant, depth, files] = program.processedArgs as [string, number, string[]];
const { bulk = false, seconds } = program.opts<{ bulk?: boolean; seconds: number }>();

const games = files.map((file) => new Game(variant, { build: new WebAssembly.Module(readFileSync(file)) }));
const expected = games[0]!.perft(depth, { bulk });
for (const [index, game] of games.entries()) {
  game.perft(Math.min(depth, 3), { bulk }); // warm-up
  if (game.perft(depth, { bulk }) !== expected) throw new Error(`${files[index]}: perft ${depth} differs from ${files[0]}'s ${expected}`);
}
const totals = files.map(() => ({ nodes: 0, ms: 0 }));
const end = performance.now() + seconds * 1000;
while (performance.now() < end) {
  for (const [index, game] of games.entries()) {
    const started = performance.now();
    totals[index]!.nodes += game.perft(depth, { bulk });
    totals[index]!.ms += performance.now() - started;
  }
}
const rate = (index: number) => totals[index]!.nodes / totals[index]!.ms * 1000;
console.log(`${variant} perft ${depth}${bulk ? '' : ' (every node made)'}, ${expected} nodes, ${seconds} s alternating`);
for (const [index, file] of files.entries()) {
  console.log(`${(rate(index) / 1e6).toFixed(2).padStart(7)} M nodes/s  ${(rate(index) / rate(0)).toFixed(3)}  ${file}`);
}
