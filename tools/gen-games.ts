// Labelled games for the evaluation tuner (tools/tune-eval.ts): self-play from the seeded opening book
// (tools/openings.ts), one JSON line per game: the moves and each seat's points. The tuner samples
// positions from them; the game's result is every position's label.
//   Grand Chess from Fairy-Stockfish (Debian's /usr/games/fairy-stockfish) against itself:
//     npx tsx tools/gen-games.ts --variant grand --engine fairy --games 300 --nodes 4000 --out games-grand.jsonl
//   any game from Cauldron against itself (in process, fixed nodes, paranoid search for three players):
//     npx tsx tools/gen-games.ts --variant wey --engine cauldron --games 300 --nodes 3000 --out games-wey.jsonl
// The referee is this checkout's Game (as in tools/match.ts and tools/sprt.ts); a game both sides' last
// scores call decided (±ADJUDICATE_CP for ADJUDICATE_PLIES plies) is ended as a win, and --max-plies as a draw.
// Each line also holds `scores`, per ply the mover's score from its own search of the position before its move
// (centipawns, the side to move's view; a mate as ±(MATE_CP − moves to mate), see score-cp.ts labelCp; null for the
// opening book's plies or when the search gave none): labels for the evaluation network (tools/net-samples.ts).
// --random-moves P: at each ply past the opening and before RANDOM_BEFORE_PLY, with probability P (seeded per game)
// a random legal move is played instead of the engine's (its score of the position is still recorded), so the
// games hold unbalanced positions and what a blunder costs; `random` lists those plies.
import { appendFileSync } from 'node:fs';
import { Game } from '../src/game.js';
import { oneOf, positiveInteger, toolArguments, usageError } from './arguments.js';
import { seededRandom } from '../src/seeded-random.js';
import { labelCp } from './score-cp.js';
import { openingLines } from './openings.js';
import { UciClient } from './uci-client.js';

const args = toolArguments('npx tsx tools/gen-games.ts', {
  variant: { type: 'string', default: 'grand' },
  engine: { type: 'string', default: 'cauldron' },
  games: { type: 'string', default: '100' },
  nodes: { type: 'string', default: '3000' },
  seed: { type: 'string', default: '1000' },
  'max-plies': { type: 'string', default: '300' },
  'random-moves': { type: 'string', default: '0' },
  'fairy-path': { type: 'string', default: '/usr/games/fairy-stockfish' },
  out: { type: 'string' },
});

const ADJUDICATE_CP = 1000;
const ADJUDICATE_PLIES = 6;
const RANDOM_BEFORE_PLY = 80;
const variant = args.variant!;
const games = positiveInteger(args, 'games');
const nodes = positiveInteger(args, 'nodes');
const maxPlies = positiveInteger(args, 'max-plies');
const seed = positiveInteger(args, 'seed');
const randomShare = Number(args['random-moves']);
if (!(randomShare >= 0 && randomShare <= 1)) usageError(`--random-moves must be a probability from 0 to 1, got '${args['random-moves']}'`);
if (!args.out) usageError('--out is required (a .jsonl file; games are appended)');
const engine = oneOf(args, 'engine', ['fairy', 'cauldron']);

/** A mover that returns its move and its score (labelCp: centipawns or a mate, the mover's view) for the moves so far. */
type Mover = (moves: readonly string[]) => Promise<{ move: string; cp: number | null }>;

async function fairyMover(): Promise<{ mover: Mover; newGame: () => Promise<void>; quit: () => Promise<void> }> {
  const engine = new UciClient('Fairy-Stockfish', args['fairy-path']!);
  await engine.start({ UCI_Variant: variant, Hash: 16, Threads: 1 });
  const mover: Mover = async (moves) => {
    const { move, score, mate } = await engine.search(moves, `nodes ${nodes}`, 60_000);
    return { move, cp: labelCp(mate !== undefined ? { mate } : score !== undefined ? { cp: score } : undefined) };
  };
  return { mover, newGame: async () => { engine.send('ucinewgame'); await engine.ready(); }, quit: () => engine.quit() };
}

function cauldronMover(): { mover: Mover; newGame: () => Promise<void>; quit: () => Promise<void> } {
  const engine = new Game(variant, { hashMB: 16 });
  const mover: Mover = async (moves) => {
    engine.setPosition(undefined, moves);
    const result = engine.search({ nodes });
    return { move: result.bestMove ?? '(none)', cp: labelCp(result.lines[0]?.score) };
  };
  return { mover, newGame: async () => engine.clearSearchMemory(), quit: async () => {} };
}

async function main(): Promise<void> {
  const player = engine === 'fairy' ? await fairyMover() : cauldronMover();
  const lines = openingLines(variant, seed);
  for (let index = 0; index < games; index++) {
    const opening = lines.next().value as string[];
    const referee = new Game(variant, { hashMB: 0, moves: opening });
    const names = referee.players();
    await player.newGame();
    // Each game its own stream, so a game replays alone from (seed, index).
    const random = seededRandom(Math.imul(seed, 1_000_003) + index);
    const scores: (number | null)[] = opening.map(() => null);
    const randomPlies: number[] = [];
    const firstSeatView: number[] = [];
    let points: number[] | undefined;
    let reason = '';
    while (!points) {
      const status = referee.status();
      const plies = referee.moves().length;
      if (status.state !== 'ongoing') {
        if (status.points) {
          const total = Object.values(status.points).reduce((sum, value) => sum + value, 0);
          points = names.map((name) => status.points![name]! / total);
        } else {
          const drawn = names.filter((name) => status.results![name] === 'draw').length;
          points = names.map((name) => ({ win: 1, draw: 1 / drawn, loss: 0 })[status.results![name]!]);
        }
        reason = status.state;
        break;
      }
      if (plies >= maxPlies) {
        const inGame = new Set(status.inGame);
        points = names.map((name) => (inGame.has(name) ? 1 / inGame.size : 0));
        reason = 'ply cap';
        break;
      }
      const { move, cp } = await player.mover(referee.moves());
      scores.push(cp);
      if (randomShare > 0 && plies < RANDOM_BEFORE_PLY && random() < randomShare) {
        const legal = referee.legalMoves();
        referee.play(legal[Math.floor(random() * legal.length)]!);
        randomPlies.push(plies);
      } else {
        referee.play(move);
      }
      if (names.length !== 2) continue;
      firstSeatView.push(cp === null ? 0 : status.turnIndex === 0 ? cp : -cp);
      const recent = firstSeatView.slice(-ADJUDICATE_PLIES);
      if (recent.length === ADJUDICATE_PLIES && recent.every((value) => value >= ADJUDICATE_CP)) [points, reason] = [[1, 0], 'adjudicated'];
      if (recent.length === ADJUDICATE_PLIES && recent.every((value) => value <= -ADJUDICATE_CP)) [points, reason] = [[0, 1], 'adjudicated'];
    }
    appendFileSync(args.out!, `${JSON.stringify({ variant, engine, nodes, opening: opening.length, moves: referee.moves(), points, scores, ...(randomShare > 0 ? { random: randomPlies } : {}) })}\n`);
    console.log(`game ${index + 1}/${games}: ${points.map((value) => value.toFixed(2)).join('-')} by ${reason} after ${referee.moves().length} plies`);
  }
  await player.quit();
}

await main();
