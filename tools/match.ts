// Strength harness: Cauldron (through its UCI mode) against Fairy-Stockfish from varied openings,
// each opening played with both colours. The referee is our own Game: results follow the rules
// (checkmate, stalemate, move rule, repetition, a ply cap as a draw), never an engine's claim.
//   npm run match -- --games 40 --movetime 200 [--engine-path dist/src/cli.js] [--opponent-path ...]
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { Game } from '../src/game.js';
import { positiveInteger } from './arguments.js';
import { UciClient } from './uci-client.js';
import { estimateElo, formatElo } from './elo.js';
import { makeOpenings } from './openings.js';

const { values: args } = parseArgs({
  options: {
    games: { type: 'string', default: '20' },
    movetime: { type: 'string', default: '200' },
    'engine-path': { type: 'string', default: fileURLToPath(new URL('../dist/src/cli.js', import.meta.url)) },
    'opponent-path': { type: 'string', default: '/usr/games/fairy-stockfish' },
    variant: { type: 'string', default: 'grand' },
    seed: { type: 'string', default: '1' },
    'max-plies': { type: 'string', default: '400' },
    hash: { type: 'string', default: '64' },
  },
});

const games = positiveInteger(args, 'games');
const movetime = positiveInteger(args, 'movetime');
const maxPlies = positiveInteger(args, 'max-plies');
const variant = args.variant!;
// Time for a slow answer before the engine forfeits: the search plus process and pipe latency.
const answerTimeout = movetime * 3 + 5000;

type Outcome = 'win' | 'draw' | 'loss';


function startCauldron(): UciClient {
  const path = args['engine-path']!;
  // A .js path is Cauldron's CLI; anything else is an executable taking `uci` (e.g. an installed `cauldron`).
  return path.endsWith('.js') ? new UciClient('Cauldron', process.execPath, [path, 'uci']) : new UciClient('Cauldron', path, ['uci']);
}

function startOpponent(): UciClient {
  return new UciClient('Fairy-Stockfish', args['opponent-path']!);
}

async function prepare(engine: UciClient): Promise<UciClient> {
  await engine.start({ UCI_Variant: variant, Hash: args.hash!, Threads: 1 });
  return engine;
}

/** Plays one game; `cauldronSide` is the player index Cauldron plays. Returns Cauldron's outcome. */
async function playGame(engines: [UciClient, UciClient], opening: string[], cauldronSide: number): Promise<{ outcome: Outcome; reason: string; plies: number }> {
  const game = new Game(variant, { moves: opening, hashMB: 1 });
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
      return { outcome: forCauldron(winner), reason: status.state, plies };
    }
    if (plies >= maxPlies) return { outcome: 'draw', reason: `${maxPlies}-ply cap`, plies };
    const side = players.findIndex((player) => player.name === status.turn);
    const engine = side === cauldronSide ? engines[0] : engines[1];
    const other = 1 - side; // two-player games only
    let move: string;
    try {
      move = await engine.bestMove(game.moves(), movetime, answerTimeout);
    } catch (error) {
      return { outcome: forCauldron(other), reason: `${(error as Error).message}`, plies };
    }
    try {
      game.play(move);
    } catch {
      return { outcome: forCauldron(other), reason: `${engine.name} played illegal move '${move}'`, plies };
    }
  }
}

async function main(): Promise<void> {
  const openings = makeOpenings(variant, Math.ceil(games / 2), Number(args.seed));
  console.log(`Cauldron vs Fairy-Stockfish: ${variant}, ${games} games, ${movetime} ms/move, ${openings.length} openings (seed ${args.seed})`);
  let engines: [UciClient, UciClient] = [await prepare(startCauldron()), await prepare(startOpponent())];
  const tally = { win: 0, draw: 0, loss: 0 };
  for (let index = 0; index < games; index++) {
    const opening = openings[Math.floor(index / 2) % openings.length]!;
    const cauldronSide = index % 2;
    const { outcome, reason, plies } = await playGame(engines, opening, cauldronSide);
    tally[outcome]++;
    const colour = cauldronSide === 0 ? 'white' : 'black';
    console.log(`game ${index + 1}/${games}: Cauldron (${colour}) ${outcome} by ${reason} after ${plies} plies; opening ${opening.join(' ')}; running +${tally.win} =${tally.draw} -${tally.loss}`);
    // An engine that crashed or hung forfeits the game; start a fresh one for the next.
    if (/exited|did not answer|has no UCI option/.test(reason)) {
      await Promise.all(engines.map((engine) => engine.quit()));
      engines = [await prepare(startCauldron()), await prepare(startOpponent())];
    }
  }
  await Promise.all(engines.map((engine) => engine.quit()));
  const estimate = estimateElo(tally.win, tally.draw, tally.loss);
  console.log(
    `Result: Cauldron vs Fairy-Stockfish, ${games} games at ${movetime} ms/move: W ${tally.win} D ${tally.draw} L ${tally.loss}, ` +
      `score ${(estimate.score * 100).toFixed(1)}%, Elo ${formatElo(estimate)}`,
  );
}

await main();
