// Labels the quiet positions of recorded games (tools/quiet-positions.ts) with Fairy-Stockfish's judgement, for
// the evaluation tuner to distil (tools/tune-eval.ts --labels): its static evaluation (the `eval` command's total)
// and the score of a short search (`go depth N`), both in centipawns from the side to move's view. One JSON line per
// position: its game (index in the files read), the moves from the start, the side to move, its game's points,
// `eval` and `search` (absent when Fairy-Stockfish's search finds a mate).
//   npx tsx tools/label-positions.ts --variant grand --games games.jsonl [--games more.jsonl] --depth 6 --out labels.jsonl
import { appendFileSync } from 'node:fs';
import { Game } from '../src/game.js';
import { positiveInteger, toolArguments, usageError } from './arguments.js';
import { forEachQuietPosition, readGames } from './quiet-positions.js';
import { UciClient } from './uci-client.js';

const args = toolArguments('npx tsx tools/label-positions.ts', {
  variant: { type: 'string', default: 'grand' },
  games: { type: 'string', multiple: true, default: [] },
  depth: { type: 'string', default: '6' },
  'skip-plies': { type: 'string', default: '8' },
  'fairy-path': { type: 'string', default: '/usr/games/fairy-stockfish' },
  out: { type: 'string' },
});

const variant = args.variant!;
const depth = positiveInteger(args, 'depth');
const skipPlies = Number(args['skip-plies']);
if (!args.out) usageError('--out is required (a .jsonl file; positions are appended)');
if (args.games!.length === 0) usageError('--games <file.jsonl> is required (tools/gen-games.ts, npm run match -- --record, npm run sprt -- --games-out)');

async function main(): Promise<void> {
  const engine = new UciClient('Fairy-Stockfish', args['fairy-path']!);
  await engine.start({ UCI_Variant: variant, Hash: 16, Threads: 1 });
  const game = new Game(variant, { hashMB: 0 });
  const records = readGames(args.games!, variant);
  let positions = 0;
  for (const [index, record] of records.entries()) {
    const found: { moves: string[]; side: number }[] = [];
    forEachQuietPosition(game, record, skipPlies, (ply, side) => found.push({ moves: record.moves.slice(0, ply), side }));
    engine.send('ucinewgame');
    const lines: string[] = [];
    for (const { moves, side } of found) {
      engine.send(moves.length ? `position startpos moves ${moves.join(' ')}` : 'position startpos');
      engine.send('eval');
      engine.send(`go depth ${depth}`);
      const output = await engine.expect((line) => line.startsWith('bestmove'), 60_000);
      const total = output.map((line) => /^Total evaluation: (-?[\d.]+) \(white side\)/.exec(line)).find(Boolean);
      if (!total) continue;
      const white = Math.round(Number(total[1]) * 100);
      let search: number | undefined;
      for (const line of output) {
        const score = / score (cp|mate) (-?\d+)/.exec(line);
        if (score) search = score[1] === 'cp' ? Number(score[2]) : undefined;
      }
      lines.push(JSON.stringify({ game: index, moves, side, points: record.points, eval: side === 0 ? white : -white, search }));
    }
    if (lines.length) appendFileSync(args.out!, `${lines.join('\n')}\n`);
    positions += lines.length;
    if ((index + 1) % 20 === 0 || index + 1 === records.length) console.log(`game ${index + 1}/${records.length}: ${positions} positions labelled`);
  }
  await engine.quit();
}

await main();
