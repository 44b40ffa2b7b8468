// The evaluation network's training samples (tools/net-sample-file.ts) from labelled games: each quiet position
// (tools/quiet-positions.ts: no royal piece attacked, neither the move before nor the move played a capture, from
// --skip-plies and past the opening book) with the score its mover's search gave it (tools/gen-games.ts `scores`;
// positions without one, or with a mate, are left out), its game's result for the side to move, and its pieces.
//   npx tsx tools/net-samples.ts --variant grand --games games.jsonl [--games more.jsonl] --out samples.bin
// Older labelled positions (tools/label-positions.ts lines: game, moves, side, points, eval, search) with --labels
// and --label search|eval; a position already read from an earlier --labels file is left out (their runs share
// some games). Game numbers run over all inputs from --first-game: the --games files' games, then each --labels
// file's games (a file's numbers kept apart from another's lets the trainer hold out whole games of both).
// Each game is replayed once; --out is written afresh.
import { readFileSync, writeFileSync } from 'node:fs';
import { Game } from '../src/game.js';
import { oneOf, toolArguments, usageError } from './arguments.js';
import { appendSamples, piecesOnBoard, SCORE_LIMIT, type NetSample } from './net-sample-file.js';
import { forEachQuietPosition, readGames } from './quiet-positions.js';
import { isMateCp } from './score-cp.js';

const args = toolArguments('npx tsx tools/net-samples.ts', {
  variant: { type: 'string', default: 'grand' },
  games: { type: 'string', multiple: true, default: [] },
  labels: { type: 'string', multiple: true, default: [] },
  label: { type: 'string', default: 'search' },
  'skip-plies': { type: 'string', default: '8' },
  'first-game': { type: 'string', default: '0' },
  out: { type: 'string' },
});

const variant = args.variant!;
const skipPlies = Number(args['skip-plies']);
if (!args.out) usageError('--out is required (the sample file, written afresh)');
if (args.games!.length + args.labels!.length === 0) usageError('--games <file.jsonl> (tools/gen-games.ts) or --labels <file.jsonl> (tools/label-positions.ts) is required');
const label = oneOf(args, 'label', ['search', 'eval']);
if (!Number.isInteger(skipPlies) || skipPlies < 0) usageError(`--skip-plies must be a whole number, got '${args['skip-plies']}'`);
const firstGame = Number(args['first-game']);
if (!Number.isInteger(firstGame) || firstGame < 0 || firstGame > 0xffff) usageError(`--first-game must be a whole number below 65536, got '${args['first-game']}'`);

const game = new Game(variant, { hashMB: 0 });
const stats = { games: 0, positions: 0, unlabelled: 0, mates: 0, duplicates: 0, samples: 0, absScore: 0, clamped: 0, decisive: 0 };
let batch: NetSample[] = [];
writeFileSync(args.out, new Uint8Array(0));

function add(sample: NetSample): void {
  batch.push(sample);
  stats.samples++;
  stats.absScore += Math.min(Math.abs(sample.score), SCORE_LIMIT);
  if (Math.abs(sample.score) > SCORE_LIMIT) stats.clamped++;
  if (sample.result !== 1) stats.decisive++;
  if (batch.length >= 10_000) flush();
}

function flush(): void {
  appendSamples(args.out!, batch);
  batch = [];
}

/** A label kept: a centipawn score (not missing, not a mate). */
function usable(score: number | null | undefined): score is number {
  if (score === null || score === undefined) {
    stats.unlabelled++;
    return false;
  }
  if (isMateCp(score)) {
    stats.mates++;
    return false;
  }
  return true;
}

let gameIndex = firstGame;
for (const record of readGames(args.games!, variant)) {
  const index = gameIndex++;
  stats.games++;
  if (!record.scores) throw new Error(`game ${index} has no scores (a tools/gen-games.ts file from before they were recorded?)`);
  forEachQuietPosition(game, record, skipPlies, (ply, side) => {
    stats.positions++;
    const score = record.scores![ply];
    if (!usable(score)) return;
    add({ score, result: Math.round(2 * record.points[side]!), side, game: index, pieces: piecesOnBoard(game) });
  });
}

interface LabelLine {
  game: number;
  moves: string[];
  side: number;
  points: number[];
  eval?: number;
  search?: number;
}

const seen = new Set<string>();
for (const file of args.labels!) {
  let group: number | undefined; // the file's game number of the game being replayed
  let index = -1;
  let played: string[] = [];
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    if (!text.trim()) continue;
    const line = JSON.parse(text) as LabelLine;
    stats.positions++;
    const key = line.moves.join(' ');
    if (seen.has(key)) {
      stats.duplicates++;
      continue;
    }
    seen.add(key);
    // A new game: another number, or moves that do not extend the replay (files written by several runs, each
    // numbering from 0, concatenated).
    const continues = line.game === group && line.moves.length >= played.length && played.every((move, ply) => line.moves[ply] === move);
    if (!continues) {
      group = line.game;
      index = gameIndex++;
      stats.games++;
      game.setPosition(undefined, []);
      played = [];
    }
    for (let ply = played.length; ply < line.moves.length; ply++) {
      game.play(line.moves[ply]!);
      played.push(line.moves[ply]!);
    }
    const side = game.status().turnIndex;
    if (side !== line.side) throw new Error(`${file}: a position whose side to move is ${side}, labelled ${line.side}`);
    const score = label === 'search' ? line.search : line.eval;
    if (!usable(score)) continue;
    add({ score, result: Math.round(2 * line.points[side]!), side, game: index, pieces: piecesOnBoard(game) });
  }
}
flush();

if (gameIndex > 0x10000) console.log(`warning: game numbers up to ${gameIndex - 1}; the file keeps them modulo 65536`);
console.log(`${stats.games} games (numbered ${firstGame} to ${gameIndex - 1}), ${stats.positions} quiet positions, ${stats.samples} samples written to ${args.out}`);
console.log(`left out: ${stats.unlabelled} without a score, ${stats.mates} mates, ${stats.duplicates} positions seen before`);
if (stats.samples > 0) {
  console.log(`mean |score| ${(stats.absScore / stats.samples).toFixed(1)} cp (${stats.clamped} beyond ±${SCORE_LIMIT}, clamped); decisive results ${((100 * stats.decisive) / stats.samples).toFixed(1)}% of samples`);
}
