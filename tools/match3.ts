// Self-play for three players: paranoid search, Best-Reply Search (BRS+) and a one-ply greedy player,
// rotated through the seats so each configuration plays each seat equally often. The referee is a Game:
// results follow the rules; a game reaching the ply cap is a draw among the parties still in it. A game
// is worth one point in all: a win takes it, a draw shares it; a variant scored in points (Dreierschach
// 3/1/0) shares it in proportion to them.
//   npm run match3 -- --variant witch3 --games 12 --movetime 200 [--max-plies 300] [--seed 1] [--rule check=strict]
import { Game } from '../src/game.js';
import { positiveInteger, toolArguments, usageError } from './arguments.js';
import type { SearchAlgorithm } from '../src/search.js';

const args = toolArguments('npm run match3 --', {
  variant: { type: 'string', default: 'witch3' },
  games: { type: 'string', default: '6' },
  movetime: { type: 'string', default: '200' },
  'max-plies': { type: 'string', default: '300' },
  seed: { type: 'string', default: '1' },
  rule: { type: 'string', multiple: true, default: [] },
  json: { type: 'boolean', default: false },
});

type Configuration = 'paranoid' | 'brs' | 'greedy';
const CONFIGURATIONS: Configuration[] = ['paranoid', 'brs', 'greedy'];
// Every order of the three configurations: game g seats them as SEATINGS[g % 6].
const SEATINGS: Configuration[][] = [
  [0, 1, 2], [1, 2, 0], [2, 0, 1], [0, 2, 1], [2, 1, 0], [1, 0, 2],
].map((order) => order.map((index) => CONFIGURATIONS[index]!));


function parseRules(list: string[]): Record<string, string> {
  return Object.fromEntries(list.map((text) => {
    const at = text.indexOf('=');
    if (at <= 0) usageError(`--rule needs name=value, got '${text}'`);
    return [text.slice(0, at), text.slice(at + 1)];
  }));
}

const games = positiveInteger(args, 'games');
const movetime = positiveInteger(args, 'movetime');
const maxPlies = positiveInteger(args, 'max-plies');
const seed = positiveInteger(args, 'seed');
const rules = parseRules(args.rule!);
const variant = args.variant!;

/** A small seeded generator (mulberry32) for openings and the greedy player's tie-breaks. */
function random(state: number): () => number {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The move after which the mover's own evaluation is highest (ties broken at random). */
function greedyMove(referee: Game, next: () => number): string {
  const mover = referee.status().turnIndex;
  let best: string[] = [];
  let bestScore = -Infinity;
  for (const move of referee.legalMoves()) {
    referee.play(move);
    const score = referee.status().state === 'last party' && referee.status().turnIndex === mover ? Infinity : referee.evaluate(mover);
    referee.undo();
    if (score > bestScore) [best, bestScore] = [[move], score];
    else if (score === bestScore) best.push(move);
  }
  return best[Math.floor(next() * best.length)]!;
}

interface GameRecord {
  seating: Configuration[];
  points: number[];
  /** The winner's seat, null for a draw or a game cut off at the ply cap. */
  winner: number | null;
  reason: string;
  plies: number;
}

function playGame(index: number, searchers: Map<Configuration, Game>): GameRecord {
  const seating = SEATINGS[index % SEATINGS.length]!;
  const next = random(seed * 1000 + index);
  const referee = new Game(variant, { rules, hashMB: 0 });
  const players = referee.players();
  if (players.length !== 3) throw new Error(`${variant} has ${players.length} players; match3 plays three`);
  // One random round as the opening, so that games differ.
  for (let ply = 0; ply < 3; ply++) {
    const moves = referee.legalMoves();
    referee.play(moves[Math.floor(next() * moves.length)]!);
  }
  const start = new Game(variant, { rules }).fen();
  while (referee.status().state === 'ongoing' && referee.moves().length < maxPlies) {
    const configuration = seating[referee.status().turnIndex]!;
    let move: string;
    if (configuration === 'greedy') move = greedyMove(referee, next);
    else {
      const searcher = searchers.get(configuration)!;
      searcher.setPosition(start, referee.moves());
      move = searcher.search({ movetime, algorithm: configuration as SearchAlgorithm }).bestMove!;
    }
    referee.play(move);
  }
  const status = referee.status();
  const inGame = new Set(status.inGame);
  let points: number[];
  if (status.state === 'ongoing') points = players.map((name) => (inGame.has(name) ? 1 / inGame.size : 0));
  else if (status.points) {
    const total = Object.values(status.points).reduce((sum, value) => sum + value, 0);
    points = players.map((name) => status.points![name]! / total);
  } else {
    const drawn = players.filter((name) => status.results![name] === 'draw').length;
    points = players.map((name) => ({ win: 1, draw: 1 / drawn, loss: 0 })[status.results![name]!]);
  }
  const winner = status.winner ? players.indexOf(status.winner) : null;
  return { seating, points, winner, reason: status.state === 'ongoing' ? `ply cap ${maxPlies}` : status.state, plies: referee.moves().length };
}

const searchers = new Map<Configuration, Game>(
  (['paranoid', 'brs'] as const).map((configuration) => [configuration, new Game(variant, { rules, hashMB: 16 })]),
);
const totals = new Map(CONFIGURATIONS.map((configuration) => [configuration, { points: 0, wins: 0, games: 0 }]));
const records: GameRecord[] = [];
if (!args.json) console.log(`${variant}${Object.keys(rules).length ? ` (${args.rule!.join(', ')})` : ''}: ${games} games, ${movetime} ms a move, seats rotated over paranoid, brs, greedy`);
for (let index = 0; index < games; index++) {
  const record = playGame(index, searchers);
  records.push(record);
  record.seating.forEach((configuration, seat) => {
    const total = totals.get(configuration)!;
    total.points += record.points[seat]!;
    total.games++;
    if (record.winner === seat) total.wins++;
  });
  if (!args.json) {
    const seats = record.seating.map((configuration, seat) => `${configuration} ${record.points[seat]!.toFixed(2)}`).join(', ');
    console.log(`game ${index + 1}: ${seats} (${record.reason}, ${record.plies} plies)`);
  }
}
const summary = CONFIGURATIONS.map((configuration) => ({ configuration, ...totals.get(configuration)! }));
if (args.json) console.log(JSON.stringify({ variant, rules, games, movetime, summary, records }));
else {
  for (const { configuration, points, wins, games: played } of summary) {
    console.log(`${configuration.padEnd(9)} ${points.toFixed(2).padStart(6)} points in ${played} games (${((100 * points) / Math.max(1, played)).toFixed(1)}%), ${wins} wins`);
  }
}
