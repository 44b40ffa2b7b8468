// Builds the position suite tools/move-loss.ts measures builds on: positions drawn at random (seeded) from
// recorded games, each labelled with Fairy-Stockfish's best move and score; positions already decided (beyond
// ±--max-score) are left out, a move there says little. From a match's games (`npm run match -- --record`) only the
// positions where Cauldron was to move are drawn: the ones it meets against Fairy-Stockfish.
//   npx tsx tools/move-loss-suite.ts --games games.jsonl [--games more.jsonl] --positions 300 --out suite.jsonl
import { readFileSync, writeFileSync } from 'node:fs';
import { seededRandom } from '../src/seeded-random.js';
import { positiveInteger, toolArguments, usageError } from './arguments.js';
import { FairyJudge } from './fairy-judge.js';

const args = toolArguments('npx tsx tools/move-loss-suite.ts', {
  variant: { type: 'string', default: 'grand' },
  games: { type: 'string', multiple: true, default: [] },
  positions: { type: 'string', default: '300' },
  'skip-plies': { type: 'string', default: '8' },
  'max-score': { type: 'string', default: '400' },
  'fairy-nodes': { type: 'string', default: '300000' },
  'screen-nodes': { type: 'string', default: '20000' },
  'fairy-path': { type: 'string', default: '/usr/games/fairy-stockfish' },
  seed: { type: 'string', default: '1' },
  out: { type: 'string' },
});

const variant = args.variant!;
const wanted = positiveInteger(args, 'positions');
const skipPlies = Number(args['skip-plies']);
const maxScore = positiveInteger(args, 'max-score');
const fairyNodes = positiveInteger(args, 'fairy-nodes');
const screenNodes = positiveInteger(args, 'screen-nodes');
const SCREEN_MARGIN = 200; // how far the quick look may misjudge a position kept by the long one
if (!args.out) usageError('--out <suite.jsonl> is required');
if (args.games!.length === 0) usageError('--games <file.jsonl> is required (npm run match -- --record, tools/gen-games.ts)');

/** Every position of the games with a move played from it: the moves from the start that lead there. */
function candidatePositions(): string[][] {
  const found: string[][] = [];
  const seen = new Set<string>();
  for (const file of args.games!) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const record = JSON.parse(line);
      if (record.variant !== variant) continue;
      const side: number | undefined = record.cauldronSide;
      for (let ply = skipPlies; ply < record.moves.length; ply++) {
        if (side !== undefined && ply % 2 !== side) continue;
        const moves: string[] = record.moves.slice(0, ply);
        const key = moves.join(' ');
        if (seen.has(key)) continue;
        seen.add(key);
        found.push(moves);
      }
    }
  }
  return found;
}

/** Fisher–Yates with the seeded generator: the same files and seed give the same order. */
function shuffled<T>(items: T[], seed: number): T[] {
  const random = seededRandom(seed);
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

async function main(): Promise<void> {
  const candidates = shuffled(candidatePositions(), positiveInteger(args, 'seed'));
  const judge = new FairyJudge(args['fairy-path']!, `nodes ${fairyNodes}`);
  await judge.start(variant);
  const lines: string[] = [];
  for (const moves of candidates) {
    if (lines.length === wanted) break;
    // A quick look first: most positions of lost games are decided, and need no long search to say so.
    if (Math.abs((await judge.best(moves, `nodes ${screenNodes}`)).score) > maxScore + SCREEN_MARGIN) continue;
    const { move, score } = await judge.best(moves);
    if (Math.abs(score) > maxScore) continue;
    lines.push(JSON.stringify({ variant, moves, best: move, score, fairyNodes }));
    process.stderr.write(`\r${lines.length}/${wanted} positions labelled`);
  }
  await judge.quit();
  process.stderr.write('\n');
  writeFileSync(args.out!, `${lines.join('\n')}\n`);
  console.log(`${lines.length} positions (of ${candidates.length} candidates), Fairy-Stockfish at ${fairyNodes} nodes: ${args.out}`);
}

await main();
