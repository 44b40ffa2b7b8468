// A tactical test bed from Grand Chess games lost to Fairy-Stockfish: the positions where one Cauldron move lost
// the game (Fairy-Stockfish's score fell by 120 cp or more), and whether a build still plays that move.
//   npx tsx bench/tactics.ts --make --records a.jsonl,b.jsonl --blunders a.txt,b.txt [--depth 16] [--suite bench/tactics-grand.json]
//     builds the suite: per "game N: blunder at ply P" line (classify-losses' output; the Cauldron move moves[P] is the
//     one after which the score fell), the position before it, Fairy-Stockfish's best move and score at --depth and the
//     played move's (`go depth D searchmoves <move>`); keeps positions where the played move is >= --keep cp worse.
//   npx tsx bench/tactics.ts [--engine-path dist/src/cli.js] [--nodes 80000] [--max-nodes 3000000] [--update]
//     runs a build on the suite, each position from an empty table (`ucinewgame`): at --nodes, does it avoid the blunder,
//     and is its move within --margin cp of Fairy-Stockfish's best (moves not yet scored are scored by Fairy-Stockfish at
//     the suite's depth and, with --update, kept in the suite file); then one search to --max-nodes: the nodes after which
//     its best line no longer starts with the blunder. Load-independent (fixed nodes, fixed depth).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { positiveInteger, toolArguments } from '../tools/arguments.js';
import { FairyJudge } from '../tools/fairy-judge.js';
import { startCauldron, type UciClient } from '../tools/uci-client.js';

const args = toolArguments('npx tsx bench/tactics.ts', {
  make: { type: 'boolean', default: false },
  records: { type: 'string' },
  blunders: { type: 'string' },
  depth: { type: 'string', default: '16' },
  keep: { type: 'string', default: '120' },
  suite: { type: 'string', default: fileURLToPath(new URL('tactics-grand.json', import.meta.url)) },
  'engine-path': { type: 'string', default: fileURLToPath(new URL('../dist/src/cli.js', import.meta.url)) },
  'opponent-path': { type: 'string', default: '/usr/games/fairy-stockfish' },
  nodes: { type: 'string', default: '80000' },
  'max-nodes': { type: 'string', default: '3000000' },
  margin: { type: 'string', default: '50' },
  update: { type: 'boolean', default: false },
});

interface Position {
  id: string; // record file's seed tag and game number
  moves: string[]; // from the start position; Cauldron to move
  played: string; // the move Cauldron played in the game
  best: string; // Fairy-Stockfish's best move at the suite's depth
  bestScore: number; // its score (cp, side to move)
  scores: Record<string, number>; // Fairy-Stockfish's score of each move asked about (the played and best ones first)
}
interface Suite { variant: string; depth: number; positions: Position[] }

/** The move of the last line, `bestmove <move> ...`. */
function bestMoveOf(lines: string[]): string {
  return lines[lines.length - 1]?.split(' ')[1] ?? '(none)';
}

async function startJudge(depth: number): Promise<FairyJudge> {
  const judge = new FairyJudge(args['opponent-path']!, `depth ${depth}`);
  await judge.start('grand');
  return judge;
}

async function make(): Promise<void> {
  const depth = positiveInteger(args, 'depth');
  const keep = Number(args.keep);
  const records = args.records?.split(',') ?? [];
  const blunders = args.blunders?.split(',') ?? [];
  if (records.length === 0 || records.length !== blunders.length) {
    console.error('error: --make needs --records and --blunders, one blunder list per record file');
    process.exit(2);
  }
  const judge = await startJudge(depth);
  const positions: Position[] = [];
  for (const [index, file] of records.entries()) {
    const games = new Map<number, { moves: string[] }>();
    for (const line of readFileSync(file, 'utf8').trim().split('\n')) {
      const game = JSON.parse(line);
      games.set(game.game, game);
    }
    const tag = /s(\d+)\.jsonl$/.exec(file)?.[0].replace('.jsonl', '') ?? `f${index}`;
    for (const line of readFileSync(blunders[index]!, 'utf8').split('\n')) {
      const m = /^game (\d+): blunder at ply (\d+)/.exec(line);
      if (!m || !m[1] || !m[2]) continue;
      const game = games.get(Number(m[1]))!;
      const ply = Number(m[2]);
      const moves = game.moves.slice(0, ply);
      const played = game.moves[ply]!;
      const best = await judge.best(moves);
      const playedScore = best.move === played ? best.score : await judge.scoreOf(moves, played);
      const verdict = best.score - playedScore >= keep ? 'kept' : 'dropped';
      console.log(`${tag} game ${m[1]} ply ${ply}: played ${played} ${playedScore}, best ${best.move} ${best.score}: ${verdict}`);
      if (verdict === 'dropped') continue;
      positions.push({ id: `${tag}-g${m[1]}`, moves, played, best: best.move, bestScore: best.score, scores: { [played]: playedScore, [best.move]: best.score } });
    }
  }
  await judge.quit();
  writeFileSync(args.suite!, `${JSON.stringify({ variant: 'grand', depth, positions } satisfies Suite, null, 1)}\n`);
  console.log(`${positions.length} positions in ${args.suite}`);
}

interface Info { depth: number; nodes: number; pv: string }
async function cauldronSearch(engine: UciClient, moves: string[], nodes: number): Promise<{ move: string; infos: Info[] }> {
  engine.send('ucinewgame');
  engine.send(`position startpos moves ${moves.join(' ')}`);
  engine.send(`go nodes ${nodes}`);
  const lines = await engine.expect((l) => l.startsWith('bestmove'), 3_600_000);
  const infos = lines.filter((l) => l.startsWith('info') && / pv /.test(l)).map((l) => ({
    depth: Number(/ depth (\d+)/.exec(l)?.[1]), nodes: Number(/ nodes (\d+)/.exec(l)?.[1]), pv: / pv (\S+)/.exec(l)?.[1] ?? '',
  }));
  return { move: bestMoveOf(lines), infos };
}

async function run(): Promise<void> {
  const suite: Suite = JSON.parse(readFileSync(args.suite!, 'utf8'));
  const nodes = positiveInteger(args, 'nodes');
  const maxNodes = positiveInteger(args, 'max-nodes');
  const margin = Number(args.margin);
  const path = args['engine-path']!;
  const engine = startCauldron(path);
  await engine.start({ UCI_Variant: suite.variant, Hash: 64 });
  let judge: FairyJudge | undefined;
  let avoided = 0, good = 0;
  const needed: number[] = [];
  for (const position of suite.positions) {
    const { move } = await cauldronSearch(engine, position.moves, nodes);
    if (position.scores[move] === undefined) {
      judge ??= await startJudge(suite.depth);
      position.scores[move] = await judge.scoreOf(position.moves, move);
    }
    const loss = position.bestScore - position.scores[move];
    if (move !== position.played) avoided++;
    if (loss <= margin) good++;
    const deep = await cauldronSearch(engine, position.moves, maxNodes);
    let last = -1;
    deep.infos.forEach((info, index) => { if (info.pv === position.played) last = index; });
    const after = deep.infos[last + 1];
    const stop = last < 0 ? 0 : after ? after.nodes : Infinity;
    needed.push(stop);
    console.log(`${position.id.padEnd(8)} played ${position.played.padEnd(6)} best ${position.best.padEnd(6)} ${String(position.bestScore).padStart(6)} | ${nodes} nodes: ${move.padEnd(6)} ${String(position.scores[move]).padStart(6)} (${loss <= margin ? 'good' : move === position.played ? 'BLUNDER' : 'other'}) | drops the blunder: ${stop === Infinity ? `not within ${maxNodes}` : stop === 0 ? 'never preferred' : `${stop} nodes (depth ${after?.depth})`}`);
  }
  needed.sort((a, b) => a - b);
  const median = needed[needed.length >> 1];
  console.log(`${suite.positions.length} positions: avoided the blunder ${avoided}, within ${margin} cp of the best ${good}; nodes to drop the blunder: median ${median === Infinity ? `> ${maxNodes}` : median}, within ${nodes}: ${needed.filter((n) => n <= nodes).length}`);
  await engine.quit();
  await judge?.quit();
  if (args.update) writeFileSync(args.suite!, `${JSON.stringify(suite, null, 1)}\n`);
}

await (args.make ? make() : run());
