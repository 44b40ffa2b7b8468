// How much a build's moves lose, in Fairy-Stockfish's judgement, on a fixed suite of positions (tools/move-loss-suite.ts):
// each build searches every position at fixed nodes from an empty table; a move other than the judge's best is scored
// by the judge (`searchmoves`), and its loss is the best move's score less its own (at least 0, at most --max-loss).
// Fixed nodes make a build's moves repeat exactly, so the judge's scores are cached (--cache) and a second build
// costs only the moves it plays differently. With --baseline-path (or --baseline-nodes) the two are compared position by
// position: the mean difference of the losses, with its 95% error. A load-independent reading of how often a move
// gives ground away in positions of games against Fairy-Stockfish; on 300 positions it resolves only large changes
// (a doubling of the nodes reads about 4 cp, within its error: docs/strength.md).
//   npx tsx tools/move-loss.ts --suite bench/data/grand-move-loss.jsonl --engine-path dist/src/cli.js [--baseline-path <build>/dist/src/cli.js] [--baseline-nodes N] --nodes 80000
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { positiveInteger, toolArguments } from './arguments.js';
import { FairyJudge } from './fairy-judge.js';
import { startCauldron } from './uci-client.js';

const args = toolArguments('npx tsx tools/move-loss.ts', {
  suite: { type: 'string', default: fileURLToPath(new URL('../bench/data/grand-move-loss.jsonl', import.meta.url)) },
  'engine-path': { type: 'string', default: fileURLToPath(new URL('../dist/src/cli.js', import.meta.url)) },
  'baseline-path': { type: 'string' },
  nodes: { type: 'string', default: '80000' },
  'baseline-nodes': { type: 'string' },
  'max-loss': { type: 'string', default: '1000' },
  cache: { type: 'string', default: join(tmpdir(), 'cauldron-move-loss-cache.json') },
  out: { type: 'string' },
  'fairy-path': { type: 'string', default: '/usr/games/fairy-stockfish' },
});

interface SuitePosition { variant: string; moves: string[]; best: string; score: number; fairyNodes: number }

const nodes = positiveInteger(args, 'nodes');
const baselineNodes = args['baseline-nodes'] === undefined ? nodes : positiveInteger(args, 'baseline-nodes');
const maxLoss = positiveInteger(args, 'max-loss');
const suite: SuitePosition[] = readFileSync(args.suite!, 'utf8').split('\n').filter((line) => line.trim()).map((line) => JSON.parse(line));
if (suite.length === 0) throw new Error(`${args.suite}: no positions`);
const { variant, fairyNodes } = suite[0]!;
const cachePath = args.cache!;
const cache: Record<string, number> = existsSync(cachePath) ? JSON.parse(readFileSync(cachePath, 'utf8')) : {};

/** The move the build at `path` plays in each suite position. */
async function movesOf(path: string, nodes: number, label: string): Promise<string[]> {
  const engine = startCauldron(path);
  await engine.start({ UCI_Variant: variant, Hash: 64, Threads: 1 });
  const played: string[] = [];
  for (const position of suite) {
    engine.send('ucinewgame');
    played.push(await engine.bestMove(position.moves, `nodes ${nodes}`, 600_000));
    process.stderr.write(`\r${label}: ${played.length}/${suite.length} positions searched`);
  }
  process.stderr.write('\n');
  await engine.quit();
  return played;
}

/** Each move's loss in the judge's eyes (0 for its own best move). */
async function lossesOf(played: string[], judge: FairyJudge, label: string): Promise<number[]> {
  const losses: number[] = [];
  for (const [index, position] of suite.entries()) {
    const move = played[index]!;
    if (move === position.best) {
      losses.push(0);
      continue;
    }
    const key = `${variant}|${fairyNodes}|${position.moves.join(' ')}|${move}`;
    if (cache[key] === undefined) {
      cache[key] = await judge.scoreOf(position.moves, move);
      writeFileSync(cachePath, JSON.stringify(cache));
    }
    losses.push(Math.min(maxLoss, Math.max(0, position.score - cache[key]!)));
    process.stderr.write(`\r${label}: ${index + 1}/${suite.length} moves judged`);
  }
  process.stderr.write('\n');
  return losses;
}

/** Mean and its 95% error (normal approximation). */
function meanWithError(values: readonly number[]): { mean: number; error: number } {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / Math.max(1, values.length - 1);
  return { mean, error: 1.96 * Math.sqrt(variance / values.length) };
}

function summary(label: string, played: string[], losses: number[]): string {
  const { mean, error } = meanWithError(losses);
  const agreed = played.filter((move, index) => move === suite[index]!.best).length;
  const blunders = losses.filter((loss) => loss >= 150).length;
  return `${label}: mean loss ${mean.toFixed(1)} ± ${error.toFixed(1)} cp, Fairy-Stockfish's move ${agreed}/${suite.length} (${(100 * agreed / suite.length).toFixed(1)}%), losing ≥ 150 cp ${blunders}`;
}

async function main(): Promise<void> {
  console.log(`${suite.length} ${variant} positions (${args.suite}), judged by Fairy-Stockfish at ${fairyNodes} nodes`);
  const builds = [{ label: 'engine', path: args['engine-path']!, nodes }];
  // The baseline: another build, or the same at other nodes (what a doubling of the nodes is worth here).
  if (args['baseline-path'] || baselineNodes !== nodes) builds.push({ label: 'baseline', path: args['baseline-path'] ?? args['engine-path']!, nodes: baselineNodes });
  const judge = new FairyJudge(args['fairy-path']!, `nodes ${fairyNodes}`);
  await judge.start(variant);
  const results: { played: string[]; losses: number[] }[] = [];
  for (const { label, path, nodes } of builds) {
    const played = await movesOf(path, nodes, label);
    results.push({ played, losses: await lossesOf(played, judge, label) });
    console.log(summary(`${label} (${path}, ${nodes} nodes)`, played, results.at(-1)!.losses));
  }
  await judge.quit();
  // Per position: the moves from the start, the judge's best, and each build's move and loss (to study).
  if (args.out) {
    const rows = suite.map((position, index) => JSON.stringify({ moves: position.moves, best: position.best, played: results.map((result) => result.played[index]), losses: results.map((result) => result.losses[index]) }));
    writeFileSync(args.out, `${rows.join('\n')}\n`);
  }
  const [engine, baseline] = results;
  if (engine && baseline) {
    const { mean, error } = meanWithError(engine.losses.map((loss, index) => loss - baseline.losses[index]!));
    const differ = engine.played.filter((move, index) => move !== baseline.played[index]).length;
    console.log(`engine − baseline: ${mean >= 0 ? '+' : ''}${mean.toFixed(1)} ± ${error.toFixed(1)} cp a move (negative: the engine gives less away); moves differ in ${differ} positions`);
  }
}

await main();
