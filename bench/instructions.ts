// Instructions the core's compiled code executes per perft leaf, counted by callgrind: a measure that,
// unlike time on a shared machine, comes out the same run after run (to a few instructions in a billion).
// V8 writes where it put each compiled function (--perf-basic-prof); only instructions inside the core's
// wasm functions are summed, so Node's start-up and the JavaScript around the core do not count.
//
//   npx tsx bench/instructions.ts <variant> <depth> [--no-bulk] [--definitions <module>] [--rule name=value ...]   (needs valgrind)
//   npx tsx bench/instructions.ts <variant> <nodes> --search [--wasm <core.wasm>] [--weights default|trial|tuned|starting] [--algorithm paranoid|brs]
// --search: instructions per search node instead, for a search of the start position stopped at <nodes>
// nodes (less a perft 1 for the set-up); --wasm measures another core build (e.g. a baseline's); --weights
// the evaluation weights searched with (src/eval-weights/: DEFAULT_WEIGHTS, the variant's trialWeights or
// tunedWeights, or STARTING_WEIGHTS; without it the variant's own), since the terms' walk is most of a node's cost.
// --network: the evaluation network searched (or perft'd) with: randomH (a seeded random network H wide,
// tools/random-network.ts), none, or a network file (network-format.ts bytes); without it the variant's shipped one.
// --algorithm: with three players, the search measured (paranoid by default, or brs: Best-Reply Search).
// --definitions: a module whose exported variant definitions are looked up by id, for variants that are
// not built in (e.g. test/support/mechanic-variants.ts: grand-grasshopper). --rule: the variant's rule
// options (e.g. grand --rule setup=chosen10 --rule pieces=CE,AM,... for Grand Chess with extra pieces).
// --by-function: also each wasm function's own instructions per leaf (or node), largest first; give a build
// with names (npx asc assembly/index.ts --target release --debug -o /tmp/named.wasm; --wasm /tmp/named.wasm),
// else V8 names them wasm-function[N]. Inlined code counts in the function it was inlined into.
// --simulate (with --by-function): callgrind's cache and branch simulation too; per function also the
// mispredicted conditional and indirect branches and the L1 data misses per leaf (slower still). 'calls':
// calls of the function per leaf (its first instruction's count).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Command, Option } from 'commander';
import { Game } from '../src/game.js';
import { SEARCH_ALGORITHMS, type SearchAlgorithm } from '../src/search.js';
import type { VariantDefinition } from '../src/variants/types.js';
import { DEFAULT_WEIGHTS, STARTING_WEIGHTS, weightTable, type EvalWeights } from '../src/eval-weights/index.js';
import { trialWeights, tunedWeights } from '../src/eval-weights/tuned.js';
import { encodeNetwork } from '../src/eval-weights/network-format.js';
import { randomNetwork } from '../tools/random-network.js';

const program = new Command()
  .argument('<variant>')
  .argument('<depth>', 'perft depth', Number)
  .option('--no-bulk', 'make every leaf move')
  .option('--definitions <module>', 'a module exporting variant definitions, looked up by id')
  .option('--rule <name=value>', 'a rule option of the variant (repeatable)', (value: string, list: string[]) => [...list, value], [] as string[])
  .option('--search', 'count instructions per search node; <depth> is the node count')
  .option('--wasm <file>', 'a core build to measure instead of build/release.wasm')
  .option('--network <spec>', 'randomH (e.g. random128), none, or a network file (else the variant\'s shipped network)')
  .option('--weights <set>', 'evaluation weights for --search: default, trial, tuned or starting (else the variant\'s own)')
  .addOption(new Option('--algorithm <name>', 'with --search and three players: paranoid or brs').choices(SEARCH_ALGORITHMS).default('paranoid'))
  .option('--by-function', 'also list each wasm function\'s own instructions per leaf (or node)')
  .option('--simulate', 'with --by-function: also branch mispredictions and L1 data misses (cache and branch simulation)')
  .option('--inner', 'run the perft itself (used under valgrind)')
  .parse();
const [variant, depth] = program.processedArgs as [string, number];
const { bulk, inner, definitions, rule, search, wasm: coreFile, weights: weightSet, byFunction, simulate, algorithm, network: networkSpec } = program.opts<{ network?: string; simulate?: boolean; bulk: boolean; inner?: boolean; definitions?: string; rule: string[]; search?: boolean; wasm?: string; weights?: string; byFunction?: boolean; algorithm: SearchAlgorithm }>();
const rules = Object.fromEntries(rule.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
const weights = weightSet === undefined ? undefined : chosenWeights(weightSet);

/** The weights --weights names for this variant; refuses a set the variant has no entry in. */
function chosenWeights(set: string): EvalWeights {
  const found = ({ default: DEFAULT_WEIGHTS, starting: STARTING_WEIGHTS, trial: trialWeights[variant], tuned: tunedWeights[variant] } as Record<string, EvalWeights | undefined>)[set];
  if (!found) {
    console.error(`error: --weights ${set}: ${['default', 'starting', 'trial', 'tuned'].includes(set) ? `no ${set} weights for ${variant}` : 'must be default, trial, tuned or starting'}`);
    process.exit(2);
  }
  return found;
}

if (inner) {
  if (search) {
    const game = await gameWithNetwork(16);
    if (weights) game.setEvaluationWeights(weightTable(weights, game.variant.pieceTypes));
    if (depth > 1) console.log(game.search({ nodes: depth, algorithm }).nodes);
    else console.log(game.perft(1));
  } else {
    console.log((await gameWithNetwork(0)).perft(depth, { bulk }));
  }
} else if (search) {
  const full = measure(depth);
  const base = measure(1);
  const perNode = (full.wasm - base.wasm) / full.nodes;
  console.log(`${variant} ${algorithm === 'paranoid' ? '' : `${algorithm} `}search to ${full.nodes} nodes from the start${coreFile ? ` (${coreFile})` : ''}${weightSet ? ` (${weightSet} weights)` : ''}${networkSpec ? ` (network ${networkSpec})` : ''}: ${perNode.toFixed(1)} wasm instructions per node`);
  if (byFunction) printByFunction(full.functions, base.functions, full.nodes);
} else {
  // Less a depth-1 run: what setting up the game costs (the core's tables are derived in wasm too).
  const full = measure(depth);
  const base = measure(1);
  const perLeaf = (full.wasm - base.wasm) / (full.nodes - base.nodes);
  console.log(`${variant} perft ${depth}${bulk ? '' : ' (every node made)'}: ${full.nodes} leaves, ${perLeaf.toFixed(1)} wasm instructions per leaf`);
  if (byFunction) printByFunction(full.functions, base.functions, full.nodes - base.nodes);
}

/** Each function's own instructions per leaf (less the base run's), largest first, down to 0.5; and its simulated events. */
function printByFunction(full: Map<string, Costs>, base: Map<string, Costs>, per: number): void {
  const perLeaf = (name: string, event: string) => ((full.get(name)?.[event] ?? 0) - (base.get(name)?.[event] ?? 0)) / per;
  const events = ['calls', ...(simulate ? ['Bcm', 'Bim', 'D1mr', 'D1mw'] : [])];
  console.log(`${'Ir'.padStart(8)}${events.map((event) => event.padStart(8)).join('')}  (per leaf)`);
  const rows = [...full.keys()].sort((a, b) => perLeaf(b, 'Ir') - perLeaf(a, 'Ir'));
  for (const name of rows) {
    if (perLeaf(name, 'Ir') < 0.5) break;
    console.log(`${perLeaf(name, 'Ir').toFixed(1).padStart(8)}${events.map((event) => perLeaf(name, event).toFixed(3).padStart(8)).join('')}  ${name}`);
  }
  if (simulate) console.log(`${'total'.padStart(8)}${events.map((event) => rows.reduce((sum, name) => sum + perLeaf(name, event), 0).toFixed(3).padStart(8)).join('')}`);
}

/** Runs perft under callgrind; the leaves, and the instructions executed inside the core's wasm functions. */
function measure(perftDepth: number): { nodes: number; wasm: number; functions: Map<string, Costs> } {
  const dir = mkdtempSync(join(tmpdir(), 'cauldron-instructions-'));
  const out = join(dir, 'callgrind.out');
  const run = spawnSync('valgrind', [
    '--tool=callgrind', ...(simulate ? ['--cache-sim=yes', '--branch-sim=yes'] : []), '--dump-instr=yes', '--compress-pos=no', '--compress-strings=no', `--callgrind-out-file=${out}`,
    process.execPath, '--perf-basic-prof', '--no-liftoff', '--import', 'tsx', process.argv[1]!, variant, String(perftDepth),
    ...(bulk ? [] : ['--no-bulk']), ...(definitions ? ['--definitions', definitions] : []), ...rule.flatMap((pair) => ['--rule', pair]),
    ...(search ? ['--search'] : []), ...(coreFile ? ['--wasm', coreFile] : []), ...(weightSet ? ['--weights', weightSet] : []), ...(networkSpec ? ['--network', networkSpec] : []), '--algorithm', algorithm, '--inner',
  ], { encoding: 'utf8', maxBuffer: 1 << 26 });
  if (run.error || run.status !== 0) throw new Error(`valgrind failed: ${run.error?.message ?? run.stderr.slice(-500)}`);
  const pid = /==(\d+)== Callgrind/.exec(run.stderr)?.[1];
  const mapFile = `/tmp/perf-${pid}.map`;
  const functions = wasmInstructions(readFileSync(out, 'utf8'), readFileSync(mapFile, 'utf8'));
  rmSync(dir, { recursive: true });
  rmSync(mapFile);
  let wasm = 0;
  for (const costs of functions.values()) wasm += costs.Ir ?? 0;
  return { nodes: Number(run.stdout.trim().split('\n').pop()), wasm, functions };
}

/**
 * Sums the callgrind cost lines whose address falls inside a compiled wasm function of V8's perf map, by
 * the function's name (a function compiled twice, e.g. by tiers, is one name).
 */
function wasmInstructions(callgrind: string, perfMap: string): Map<string, Costs> {
  const ranges = perfMap.split('\n').filter((line) => / JS:(wasm-function\[|assembly\/)/.test(line)).map((line) => {
    const [start, size] = line.split(' ');
    const name = line.slice(line.indexOf(' JS:') + 4).replace(/-\d+(-turbofan|-liftoff)?$/, '');
    return [parseInt(start!, 16), parseInt(start!, 16) + parseInt(size!, 16), name] as const;
  }).sort((a, b) => a[0] - b[0]);
  const totals = new Map<string, Costs>();
  const starts = new Set(ranges.map(([start]) => start));
  let events = ['Ir'];
  let afterCall = false; // the line after calls= holds the call's inclusive cost: not this function's own
  for (const line of callgrind.split('\n')) {
    if (line.startsWith('events:')) events = line.slice(7).trim().split(/\s+/);
    else if (line.startsWith('calls=')) afterCall = true;
    else if (line.startsWith('0x')) {
      if (afterCall) {
        afterCall = false;
        continue;
      }
      const [address, , ...counts] = line.split(' ');
      const name = inside(ranges, parseInt(address!, 16));
      if (name === undefined) continue;
      const costs = totals.get(name) ?? {};
      counts.forEach((count, index) => { costs[events[index]!] = (costs[events[index]!] ?? 0) + Number(count); });
      // The function's first instruction runs once per call (V8 puts no loop head there).
      if (starts.has(parseInt(address!, 16))) costs.calls = (costs.calls ?? 0) + Number(counts[0]);
      totals.set(name, costs);
    }
  }
  return totals;
}

/** A function's counts by callgrind event (Ir: instructions; with --simulate also Bcm, Bim, D1mr, ...). */
type Costs = Record<string, number>;

/** The name of the range holding `address`, if any. */
function inside(ranges: ReadonlyArray<readonly [number, number, string]>, address: number): string | undefined {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [start, end, name] = ranges[middle]!;
    if (address < start) high = middle - 1;
    else if (address >= end) low = middle + 1;
    else return name;
  }
  return undefined;
}

/** The game measured, with the network --network names (without it, the variant's shipped one). */
async function gameWithNetwork(hashMB: number): Promise<Game> {
  const build = coreFile ? new WebAssembly.Module(readFileSync(coreFile)) : undefined;
  const game = new Game(await definitionOf(variant), { hashMB, rules, build, network: networkSpec === undefined ? undefined : false });
  if (networkSpec !== undefined && networkSpec !== 'none') game.setNetwork(networkBytes(game, networkSpec));
  return game;
}

/** The bytes --network names: randomH, or a file. */
function networkBytes(game: Game, spec: string): Uint8Array {
  const random = /^random(\d+)$/.exec(spec);
  if (random) return encodeNetwork(randomNetwork(game.variant, Number(random[1]), 1));
  return new Uint8Array(readFileSync(spec));
}

/** The variant: a built-in id, or a definition exported by the --definitions module. */
async function definitionOf(id: string): Promise<string | VariantDefinition> {
  if (!definitions) return id;
  const exported = Object.values(await import(resolve(definitions))) as VariantDefinition[];
  const found = exported.find((value) => value?.id === id);
  if (!found) throw new Error(`${definitions} exports no variant '${id}'`);
  return found;
}
