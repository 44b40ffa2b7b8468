// Self-play SPRT: a candidate build against a baseline build (tools/builds.ts), both in this process,
// one game at a time, every move searched to a fixed node count (so results do not depend on the
// machine's load and a run can be repeated move for move). Each opening of the book (tools/openings.ts)
// is played once per seat assignment: a pair with colours swapped (pentanomial counts), or with three
// players one game with the candidate in each seat against two baseline copies (the candidate's share
// of the points per rotation). After every unit the GSPRT log-likelihood ratio of elo1 against elo0
// (tools/sprt-stats.ts, as fishtest) decides: H1 (the candidate gains at least elo1) when it reaches
// the upper bound, H0 (it gains at most elo0) at the lower bound; else play on.
// The referee is this checkout's Game: results follow the rules; adjudication (two players) ends games
// both engines agree are decided, and a ply cap draws.
//   npm run sprt -- --variant grand --baseline main --nodes 20000 --elo0 0 --elo1 15
// Three players: `--candidate-algorithm` gives the candidate its own search (e.g. paranoid against two BRS+ copies
// of the same build, a head-to-head of the two searches).
import { appendFileSync } from 'node:fs';
import { Game } from '../src/game.js';
import type { SearchAlgorithm } from '../src/search.js';
import type { SearchLimits } from '../src/search-limits.js';
import { oneOf, positiveInteger, toolArguments, usageError } from './arguments.js';
import { asCp } from './score-cp.js';
import { loadBuild, type Build, type BuildGame } from './builds.js';
import { openingLines } from './openings.js';
import { logLikelihoodRatio, estimateSprtElo, sprtBounds, type Outcomes } from './sprt-stats.js';

const args = toolArguments('npm run sprt --', {
  variant: { type: 'string', default: 'grand' },
  candidate: { type: 'string', default: '.' },
  baseline: { type: 'string' },
  nodes: { type: 'string', default: '20000' },
  'candidate-nodes': { type: 'string' },
  movetime: { type: 'string' },
  elo0: { type: 'string', default: '0' },
  elo1: { type: 'string', default: '15' },
  alpha: { type: 'string', default: '0.05' },
  beta: { type: 'string', default: '0.05' },
  'max-games': { type: 'string', default: '4000' },
  'max-minutes': { type: 'string', default: '100000' },
  hash: { type: 'string', default: '16' },
  seed: { type: 'string', default: '1' },
  'max-plies': { type: 'string', default: '400' },
  'resign-cp': { type: 'string', default: '1000' },
  'resign-plies': { type: 'string', default: '6' },
  'draw-after': { type: 'string', default: '120' },
  'draw-cp': { type: 'string', default: '10' },
  'draw-plies': { type: 'string', default: '12' },
  algorithm: { type: 'string', default: 'paranoid' },
  'candidate-algorithm': { type: 'string' },
  rule: { type: 'string', multiple: true, default: [] },
  'games-out': { type: 'string' },
});

function number(name: string): number {
  const value = Number(args[name as keyof typeof args]);
  if (!Number.isFinite(value)) usageError(`--${name} needs a number, got '${String(args[name as keyof typeof args])}'`);
  return value;
}

if (!args.baseline) usageError('--baseline is required (a checkout directory, a .wasm core or a git revision)');
const variant = args.variant!;
const nodes = positiveInteger(args, 'nodes');
// A candidate whose nodes cost more (or less) can be given fewer (or more) of them: the cost ratio measured by
// bench/instructions.ts, so that both sides spend about the same work a move.
const candidateNodes = args['candidate-nodes'] === undefined ? nodes : positiveInteger(args, 'candidate-nodes');
// Or a fixed time a move for both (milliseconds), which charges each side what its nodes cost; the machine's
// load then shows in the results, and a run does not repeat move for move.
const movetime = args.movetime === undefined ? undefined : positiveInteger(args, 'movetime');
const [elo0, elo1, alpha, beta] = [number('elo0'), number('elo1'), number('alpha'), number('beta')];
if (!(elo1 > elo0)) usageError('--elo1 must be above --elo0');
const maxGames = positiveInteger(args, 'max-games');
const maxMinutes = number('max-minutes');
const hashMB = Number(args.hash);
const seed = positiveInteger(args, 'seed');
const maxPlies = positiveInteger(args, 'max-plies');
const resignCp = number('resign-cp');
const resignPlies = number('resign-plies');
const drawAfter = number('draw-after');
const drawCp = number('draw-cp');
const drawPlies = number('draw-plies');
const ALGORITHMS: readonly SearchAlgorithm[] = ['paranoid', 'brs'];
const algorithm = oneOf(args, 'algorithm', ALGORITHMS);
const candidateAlgorithm = args['candidate-algorithm'] === undefined ? algorithm : oneOf(args, 'candidate-algorithm', ALGORITHMS);
const rules = Object.fromEntries(args.rule!.map((text) => {
  const at = text.indexOf('=');
  if (at <= 0) usageError(`--rule needs name=value, got '${text}'`);
  return [text.slice(0, at), text.slice(at + 1)];
}));


interface GameResult {
  /** Points per seat: one point shared among the seats (a draw splits it among the parties still in). */
  points: number[];
  reason: string;
  plies: number;
  /** Every move of the game, the opening's included. */
  moves: string[];
}

/** Each move's search for the candidate or a baseline copy: its limit and its three-player search. */
function seatLimits(isCandidate: boolean): SearchLimits {
  const seatAlgorithm = isCandidate ? candidateAlgorithm : algorithm;
  return movetime ? { movetime, algorithm: seatAlgorithm } : { nodes: isCandidate ? candidateNodes : nodes, algorithm: seatAlgorithm };
}

/** Plays one game from `opening`; `engines[seat]` plays that seat, searching each move with `limitsBySeat[seat]`. */
function playGame(engines: BuildGame[], opening: string[], limitsBySeat: SearchLimits[]): GameResult {
  const referee = new Game(variant, { hashMB: 0, rules, moves: opening });
  const result = playOut(referee, engines, limitsBySeat);
  return { ...result, moves: referee.moves() };
}

function playOut(referee: Game, engines: BuildGame[], limitsBySeat: SearchLimits[]): Omit<GameResult, 'moves'> {
  const names = referee.players();
  const players = names.length;
  for (const engine of engines) engine.clearSearchMemory();
  const firstSeatView: number[] = []; // two players: each search's score from the first seat's side
  const share = (seat: number): number[] => names.map((_, index) => (index === seat ? 1 : 0));
  for (;;) {
    const status = referee.status();
    const plies = referee.moves().length;
    if (status.state !== 'ongoing') {
      let points: number[];
      if (status.points) {
        const total = Object.values(status.points).reduce((sum, value) => sum + value, 0);
        points = names.map((name) => status.points![name]! / total);
      } else {
        const drawn = names.filter((name) => status.results![name] === 'draw').length;
        points = names.map((name) => ({ win: 1, draw: 1 / drawn, loss: 0 })[status.results![name]!]);
      }
      return { points, reason: status.state, plies };
    }
    if (plies >= maxPlies) {
      const inGame = new Set(status.inGame);
      return { points: names.map((name) => (inGame.has(name) ? 1 / inGame.size : 0)), reason: `${maxPlies}-ply cap`, plies };
    }
    const seat = status.turnIndex;
    const engine = engines[seat]!;
    let move: string | null;
    let score: number | undefined;
    try {
      engine.setPosition(undefined, referee.moves());
      const result = engine.search(limitsBySeat[seat]!);
      move = result.bestMove;
      score = asCp(result.lines[0]?.score);
    } catch (error) {
      return { points: forfeit(players, seat), reason: `seat ${seat} failed: ${(error as Error).message}`, plies };
    }
    try {
      referee.play(move ?? '(none)');
    } catch {
      return { points: forfeit(players, seat), reason: `seat ${seat} played illegal move '${move}'`, plies };
    }
    if (players !== 2) continue;
    firstSeatView.push(score === undefined ? 0 : seat === 0 ? score : -score);
    const recent = firstSeatView.slice(-Math.max(resignPlies, drawPlies));
    const last = (count: number) => (count > 0 && firstSeatView.length >= count ? recent.slice(-count) : null);
    const decided = last(resignPlies);
    if (decided?.every((value) => value >= resignCp)) return { points: share(0), reason: 'adjudicated (both see a win)', plies: plies + 1 };
    if (decided?.every((value) => value <= -resignCp)) return { points: share(1), reason: 'adjudicated (both see a win)', plies: plies + 1 };
    const quiet = plies + 1 >= drawAfter ? last(drawPlies) : null;
    if (quiet?.every((value) => Math.abs(value) <= drawCp)) return { points: names.map(() => 1 / players), reason: 'adjudicated draw', plies: plies + 1 };
  }
}

/** The seat that failed scores nothing; the others share the point. */
function forfeit(players: number, seat: number): number[] {
  return Array.from({ length: players }, (_, index) => (index === seat ? 0 : 1 / (players - 1)));
}

async function main(): Promise<void> {
  const started = Date.now();
  const candidate: Build = await loadBuild(args.candidate!);
  const baseline: Build = await loadBuild(args.baseline!);
  const players = new Game(variant, { rules, hashMB: 0 }).players().length;
  // Every seat has its own instance (its own table and history), as separate engines would.
  const candidateGame = candidate.newGame(variant, { hashMB, rules });
  const baselineGames = Array.from({ length: players - 1 }, () => baseline.newGame(variant, { hashMB, rules }));
  const bounds = sprtBounds(alpha, beta);
  const unitName = players === 2 ? 'pair' : 'rotation';
  console.log(
    `SPRT ${variant}${Object.keys(rules).length ? ` (${args.rule!.join(', ')})` : ''}: candidate ${candidate.label} vs baseline ${baseline.label}, ` +
      `${limitText()}, elo0 ${elo0} elo1 ${elo1}, alpha ${alpha} beta ${beta}, LLR bounds [${bounds.lower.toFixed(2)}, ${bounds.upper.toFixed(2)}], ` +
      `openings seed ${seed}${players > 2 ? `, ${candidateAlgorithm === algorithm ? algorithm : `candidate ${candidateAlgorithm}, baseline ${algorithm}`}, seats rotated` : ''}`,
  );
  // Unit outcomes: the candidate's share of the unit's points, counted per distinct share.
  const shares = new Map<number, number>(players === 2 ? [0, 0.25, 0.5, 0.75, 1].map((value) => [value, 0]) : [[0, 0], [1, 0]]);
  const outcomes = (): Outcomes => {
    const values = [...shares.keys()].sort((a, b) => a - b);
    return { values, counts: values.map((value) => shares.get(value)!) };
  };
  const tally = { wins: 0, draws: 0, losses: 0, points: 0, games: 0 };
  let llr = 0;
  let verdict = 'undecided';
  let units = 0;
  let stopReason = `--max-games ${maxGames} reached`;
  let interrupted = false;
  process.on('SIGINT', () => (interrupted = true));
  const lines = openingLines(variant, seed, Infinity, rules);
  while (tally.games + players <= maxGames) {
    if (interrupted) {
      stopReason = 'interrupted';
      break;
    }
    if ((Date.now() - started) / 60000 >= maxMinutes) {
      stopReason = `--max-minutes ${maxMinutes} reached`;
      break;
    }
    const opening = lines.next().value as string[] | undefined;
    if (!opening) {
      stopReason = 'the opening book ran out';
      break;
    }
    let unitPoints = 0;
    const details: string[] = [];
    for (let seat = 0; seat < players; seat++) {
      const engines = [...baselineGames];
      engines.splice(seat, 0, candidateGame);
      const result = playGame(engines, opening, engines.map((_, index) => seatLimits(index === seat)));
      const points = result.points[seat]!;
      // Labelled games for the evaluation tuner (tools/tune-eval.ts), in tools/gen-games.ts's format.
      if (args['games-out']) {
        const record = { variant, engine: 'cauldron-sprt', nodes, opening: opening.length, moves: result.moves, points: result.points };
        appendFileSync(args['games-out'], `${JSON.stringify(record)}\n`);
      }
      unitPoints += points;
      tally.games++;
      tally.points += points;
      if (players === 2) {
        if (points === 1) tally.wins++;
        else if (points === 0) tally.losses++;
        else tally.draws++;
      }
      details.push(`seat ${seat} ${points.toFixed(2)} (${result.reason}, ${result.plies} plies)`);
    }
    await new Promise((resume) => setImmediate(resume)); // lets an interrupt (Ctrl-C) be seen between units
    const share = Math.round((unitPoints / players) * 1e9) / 1e9;
    shares.set(share, (shares.get(share) ?? 0) + 1);
    units++;
    llr = logLikelihoodRatio(outcomes(), elo0, elo1, players);
    const estimate = estimateSprtElo(outcomes(), players);
    console.log(
      `${unitName} ${units}: candidate ${details.join(', ')}; opening ${opening.join(' ')} | ${summary(tally, players)} | ` +
        `Elo ${estimate.elo.toFixed(1)} ± ${estimate.error.toFixed(1)} | LLR ${llr.toFixed(2)} | ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    if (llr >= bounds.upper) verdict = `H1 accepted (gain of at least ${elo1} Elo more likely than at most ${elo0})`;
    else if (llr <= bounds.lower) verdict = `H0 accepted (gain of at most ${elo0} Elo more likely than at least ${elo1})`;
    if (verdict !== 'undecided') {
      stopReason = 'the SPRT decided';
      break;
    }
  }
  const final = outcomes();
  const estimate = estimateSprtElo(final, players);
  console.log(
    `Result: ${verdict} after ${tally.games} games (${stopReason}); ${summary(tally, players)}; ` +
      `${players === 2 ? `pentanomial [${final.counts.join(', ')}]` : `shares ${final.values.map((value, i) => `${value.toFixed(3)}:${final.counts[i]}`).join(' ')}`}; ` +
      `Elo ${estimate.elo.toFixed(1)} ± ${estimate.error.toFixed(1)} (95%), LOS ${(estimate.los * 100).toFixed(1)}%; ` +
      `LLR ${llr.toFixed(2)} [${bounds.lower.toFixed(2)}, ${bounds.upper.toFixed(2)}], elo0 ${elo0} elo1 ${elo1}; ${limitText()}; ${((Date.now() - started) / 60000).toFixed(1)} min`,
  );
}

function limitText(): string {
  if (movetime) return `${movetime} ms a move`;
  return `${nodes} nodes a move${candidateNodes !== nodes ? ` (the candidate ${candidateNodes})` : ''}`;
}

function summary(tally: { wins: number; draws: number; losses: number; points: number; games: number }, players: number): string {
  if (players === 2) return `W ${tally.wins} D ${tally.draws} L ${tally.losses}`;
  return `${tally.points.toFixed(2)} points in ${tally.games} games (${((100 * tally.points) / tally.games).toFixed(1)}%, a third is even)`;
}

await main().catch((error: Error) => usageError(error.message));
