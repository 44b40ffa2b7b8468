// Strength harness: Cauldron (through its UCI mode) against Fairy-Stockfish from varied openings,
// each opening played with both colours. The referee is our own Game: results follow the rules
// (checkmate, stalemate, move rule, repetition, a ply cap as a draw), never an engine's claim.
//   npm run match -- --games 40 --movetime 200 [--engine-path dist/src/cli.js] [--opponent-path ...]
//   npm run match -- --games 6 --tc 60+0.6   (clocks: the referee times each move from go to bestmove,
//                                             and an engine whose clock runs out loses on time)
//   npm run match -- --games 20 --nodes 100000 --opponent-nodes 20000   (fixed nodes a move for each side: the
//                                             machine's load does not show, and a game repeats move for move;
//                                             --depth / --opponent-depth fix each side's depth instead,
//                                             --opponent-movetime its own time; the opponent takes Cauldron's limit
//                                             unless given its own)
//   --concurrency 2 plays two games at a time (one engine pair each: on 2 cores, one thinking engine a core);
//   --record games.jsonl appends each game (opening, sides, moves, outcome) as one JSON line, to study or tune on.
import { appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Game } from '../src/game.js';
import { positiveInteger, toolArguments, usageError } from './arguments.js';
import { UciClient, startCauldron } from './uci-client.js';
import { estimateElo, formatElo } from './elo.js';
import { makeOpenings } from './openings.js';
import { ChessClocks, parseTimeControl } from './chess-clock.js';

const args = toolArguments('npm run match --', {
  games: { type: 'string', default: '20' },
  movetime: { type: 'string', default: '200' },
  tc: { type: 'string' },
  nodes: { type: 'string' },
  depth: { type: 'string' },
  'opponent-nodes': { type: 'string' },
  'opponent-depth': { type: 'string' },
  'opponent-movetime': { type: 'string' },
  'engine-path': { type: 'string', default: fileURLToPath(new URL('../dist/src/cli.js', import.meta.url)) },
  'opponent-path': { type: 'string', default: '/usr/games/fairy-stockfish' },
  variant: { type: 'string', default: 'grand' },
  seed: { type: 'string', default: '1' },
  'max-plies': { type: 'string', default: '400' },
  hash: { type: 'string', default: '64' },
  concurrency: { type: 'string', default: '1' },
  record: { type: 'string' },
});

const games = positiveInteger(args, 'games');
const movetime = positiveInteger(args, 'movetime');
const maxPlies = positiveInteger(args, 'max-plies');
const concurrency = positiveInteger(args, 'concurrency');
const seed = positiveInteger(args, 'seed');
const variant = args.variant!;
const timeControl = args.tc === undefined ? undefined : readTimeControl(args.tc);
function readTimeControl(text: string) {
  try {
    return parseTimeControl(text);
  } catch (error) {
    usageError((error as Error).message);
  }
}

/** Each side's `go` limits when no clock runs: fixed nodes, a fixed depth, or (the default) a fixed time a move. */
interface MoveLimit { go: string; label: string; timeoutMs: number }
// How long an answer may take before the engine forfeits: the search plus process and pipe latency (on a clock,
// an answer after the clock ran out is a loss on time anyway). Under a node or depth limit the wait only ends a
// hung engine. Fairy-Stockfish takes Cauldron's limit unless an --opponent- one is given.
function moveLimit(prefix: '' | 'opponent-'): MoveLimit {
  const given = (name: string) => args[`${prefix}${name}` as keyof typeof args] !== undefined;
  if (given('nodes') && given('depth')) {
    usageError(`--${prefix}nodes and --${prefix}depth exclude each other`);
  }
  if (given('nodes')) {
    const nodes = positiveInteger(args, `${prefix}nodes`);
    return { go: `nodes ${nodes}`, label: `${nodes} nodes`, timeoutMs: 120_000 };
  }
  if (given('depth')) {
    const depth = positiveInteger(args, `${prefix}depth`);
    return { go: `depth ${depth}`, label: `depth ${depth}`, timeoutMs: 300_000 };
  }
  if (prefix && !given('movetime')) return moveLimit('');
  const ms = positiveInteger(args, `${prefix}movetime`);
  return { go: `movetime ${ms}`, label: `${ms} ms/move`, timeoutMs: ms * 3 + 5000 };
}
const limits = [moveLimit(''), moveLimit('opponent-')] as const;
const fixedWork = ['nodes', 'depth', 'opponent-nodes', 'opponent-depth', 'opponent-movetime'].some((name) => args[name as keyof typeof args] !== undefined);
if (timeControl && fixedWork) {
  usageError('--tc plays on clocks; it excludes --nodes, --depth and the --opponent- limits');
}
const conditions = timeControl ? `${args.tc} s` : limits[0].label === limits[1].label ? limits[0].label : `${limits[0].label} against ${limits[1].label}`;

type Outcome = 'win' | 'draw' | 'loss';
interface Searched { moves: number; depth: number; nodes: number }
// What each side searched a move on average (its last info line's depth and nodes): Cauldron, Fairy-Stockfish.
const searched: [Searched, Searched] = [{ moves: 0, depth: 0, nodes: 0 }, { moves: 0, depth: 0, nodes: 0 }];

function startOpponent(): UciClient {
  return new UciClient('Fairy-Stockfish', args['opponent-path']!);
}

async function prepare(engine: UciClient): Promise<UciClient> {
  await engine.start({ UCI_Variant: variant, Hash: args.hash!, Threads: 1 });
  return engine;
}

/** Plays one game; `cauldronSide` is the player index Cauldron plays. Returns Cauldron's outcome. */
interface GameResult { outcome: Outcome; reason: string; plies: number; moves: string[]; timeLoss?: string; clocks?: number[] }

async function playGame(engines: [UciClient, UciClient], opening: string[], cauldronSide: number): Promise<GameResult> {
  const game = new Game(variant, { moves: opening, hashMB: 1 });
  const result = (fields: Omit<GameResult, 'moves' | 'plies'>): GameResult => ({ ...fields, plies: game.moves().length, moves: game.moves() });
  const clocks = timeControl ? new ChessClocks(timeControl, 2) : undefined;
  const players = game.variant.definition.players;
  const forCauldron = (winnerSide: number | null): Outcome => (winnerSide === null ? 'draw' : winnerSide === cauldronSide ? 'win' : 'loss');
  for (const engine of engines) {
    engine.send('ucinewgame');
    await engine.ready();
  }
  for (;;) {
    const status = game.status();
    const plies = game.moves().length;
    if (status.state !== 'ongoing') {
      const winner = status.winner ? players.findIndex((player) => player.name === status.winner) : null;
      return result({ outcome: forCauldron(winner), reason: status.state, clocks: clocks?.remaining });
    }
    if (plies >= maxPlies) return result({ outcome: 'draw', reason: `${maxPlies}-ply cap`, clocks: clocks?.remaining });
    const side = players.findIndex((player) => player.name === status.turn);
    const seat = side === cauldronSide ? 0 : 1;
    const engine = engines[seat];
    const other = 1 - side; // two-player games only
    let move: string;
    const sent = performance.now();
    try {
      const limit = limits[seat];
      const answer = await engine.search(game.moves(), clocks ? clocks.goCommand() : limit.go, clocks ? clocks.remaining[side]! + limit.timeoutMs : limit.timeoutMs);
      move = answer.move;
      searched[seat].moves++;
      searched[seat].depth += answer.depth;
      searched[seat].nodes += answer.nodes;
    } catch (error) {
      return result({ outcome: forCauldron(other), reason: `${(error as Error).message}` });
    }
    if (clocks && !clocks.charge(side, performance.now() - sent)) {
      return result({ outcome: forCauldron(other), reason: `${engine.name} lost on time`, timeLoss: engine.name });
    }
    try {
      game.play(move);
    } catch {
      return result({ outcome: forCauldron(other), reason: `${engine.name} played illegal move '${move}'` });
    }
  }
}

async function main(): Promise<void> {
  const openings = makeOpenings(variant, Math.ceil(games / 2), seed);
  console.log(`Cauldron vs Fairy-Stockfish: ${variant}, ${games} games, ${conditions}, ${openings.length} openings (seed ${seed})${concurrency > 1 ? `, ${concurrency} at a time` : ''}`);
  const tally = { win: 0, draw: 0, loss: 0 };
  const timeLosses: Record<string, number> = { Cauldron: 0, 'Fairy-Stockfish': 0 };
  let nextGame = 0;
  // Each lane owns one engine pair and takes the next game until none is left.
  const lane = async (): Promise<void> => {
    let engines: [UciClient, UciClient] = [await prepare(startCauldron(args['engine-path']!)), await prepare(startOpponent())];
    for (let index = nextGame++; index < games; index = nextGame++) {
      const opening = openings[Math.floor(index / 2) % openings.length]!;
      const cauldronSide = index % 2;
      const played = await playGame(engines, opening, cauldronSide);
      const { outcome, reason, plies, timeLoss, clocks } = played;
      tally[outcome]++;
      if (timeLoss) timeLosses[timeLoss]!++;
      if (args.record) appendFileSync(args.record, `${JSON.stringify({ variant, game: index + 1, opening, cauldronSide, conditions, ...played })}\n`);
      const colour = cauldronSide === 0 ? 'white' : 'black';
      console.log(`game ${index + 1}/${games}: Cauldron (${colour}) ${outcome} by ${reason} after ${plies} plies${clocks ? ` (clocks left: Cauldron ${(clocks[cauldronSide]! / 1000).toFixed(1)} s, Fairy-Stockfish ${(clocks[1 - cauldronSide]! / 1000).toFixed(1)} s)` : ''}; opening ${opening.join(' ')}; running +${tally.win} =${tally.draw} -${tally.loss}`);
      // An engine that crashed or hung forfeits the game; start a fresh one for the next.
      if (/exited|did not answer|has no UCI option/.test(reason)) {
        await Promise.all(engines.map((engine) => engine.quit()));
        engines = [await prepare(startCauldron(args['engine-path']!)), await prepare(startOpponent())];
      }
    }
    await Promise.all(engines.map((engine) => engine.quit()));
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, games) }, lane));
  const estimate = estimateElo(tally.win, tally.draw, tally.loss);
  console.log(
    `Result: Cauldron vs Fairy-Stockfish, ${games} games at ${conditions}: W ${tally.win} D ${tally.draw} L ${tally.loss}, ` +
      `score ${(estimate.score * 100).toFixed(1)}%, Elo ${formatElo(estimate)}` +
      (timeControl ? `; losses on time: Cauldron ${timeLosses.Cauldron}, Fairy-Stockfish ${timeLosses['Fairy-Stockfish']}` : ''),
  );
  const average = (seat: 0 | 1) => {
    const { moves, depth, nodes } = searched[seat];
    return `depth ${(depth / Math.max(1, moves)).toFixed(1)}, ${Math.round(nodes / Math.max(1, moves))} nodes`;
  };
  console.log(`Searched a move on average: Cauldron ${average(0)}; Fairy-Stockfish ${average(1)}`);
}

await main();
