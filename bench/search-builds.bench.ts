// Time to a fixed search depth for two or more builds side by side: each build searches the position in turn
// with the others, several rounds, so every build samples the same moments of the machine's wandering speed.
// A build is what tools/builds.ts takes (a git revision, a checkout directory, a core .wasm), so host-side
// changes (evaluation tables, iterative deepening) count too.
//
//   npx tsx bench/search-builds.bench.ts <build> <build> [...] [--variant grand] [--depth 10] [--rounds 3] [--fen FEN]
import { Command } from 'commander';
import { loadBuild } from '../tools/builds.js';

const program = new Command()
  .argument('<builds...>', 'builds: git revisions, checkout directories or core .wasm files; the first is the baseline')
  .option('--variant <id>', 'variant', 'grand')
  .option('--depth <n>', 'search depth', Number, 10)
  .option('--rounds <n>', 'timed rounds after one warm-up round', Number, 3)
  .option('--fen <fen>', 'position (default: the start)')
  .parse();
const [specs] = program.processedArgs as [string[]];
const { variant, depth, rounds, fen } = program.opts<{ variant: string; depth: number; rounds: number; fen?: string }>();

const builds = [];
for (const spec of specs) builds.push(await loadBuild(spec));
const totals = builds.map(() => ({ nodes: 0, ms: 0 }));
for (let round = 0; round <= rounds; round++) {
  for (const [index, build] of builds.entries()) {
    // A fresh game each time: the hash table and histories start empty, as for a new position.
    const game = build.newGame(variant, { hashMB: 64, rules: {} });
    if (fen) game.setPosition(fen);
    const started = performance.now();
    const { nodes } = game.search({ depth });
    if (round === 0) continue; // warm-up: the first calls run before the wasm is optimised
    totals[index]!.nodes += nodes;
    totals[index]!.ms += performance.now() - started;
  }
}
console.log(`${variant} search to depth ${depth}, ${rounds} rounds alternating, mean per search`);
for (const [index, build] of builds.entries()) {
  const { nodes, ms } = totals[index]!;
  console.log(`${(ms / rounds).toFixed(0).padStart(6)} ms  ${(nodes / rounds).toFixed(0).padStart(9)} nodes  ${(nodes / ms).toFixed(0).padStart(5)} k nodes/s  ${build.label}`);
}
