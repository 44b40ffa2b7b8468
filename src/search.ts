// Iterative deepening over the core's root search: aspiration windows, MultiPV, limits and the
// info lines a user watches. One root search per call into the core; nothing crosses per node.
import type { CoreExports, CoreHost } from './core.js';
import type { CompiledVariant } from './compile.js';
import { formatMove } from './notation/move-string.js';
import { MATE, MAX_PLY, INFINITE } from '../assembly/abi.js';
import { perPlayerShares } from './per-player.js';
import { checkLimits, MAX_SEARCH_DEPTH, type SearchLimits } from './search-limits.js';
import { beginNextDepth, planTime, type Iteration } from './time-plan.js';

export { checkLimits, MAX_SEARCH_DEPTH, SEARCH_ALGORITHMS, type SearchAlgorithm, type SearchLimits } from './search-limits.js';

const MATE_BOUND = MATE - MAX_PLY;
const ASPIRATION_WINDOW = 25;

export type Score = { cp: number } | { mate: number };

export interface SearchInfo {
  depth: number;
  seldepth: number;
  /** 1-based line number for MultiPV. */
  multipv: number;
  /** From the point of view of the side to move; mate in moves, negative when being mated. */
  score: Score;
  nodes: number;
  nps: number;
  /** Milliseconds since the search started. */
  time: number;
  /** Per mille of the transposition table in use. */
  hashfull: number;
  pv: string[];
  /**
   * Games of three or more players: each seat's expected share of the points (summing to 1, in seat
   * order) from every player's settled static score after the line's first move (see per-player.ts).
   * Absent with two players, where `score` already reads as one side against the other.
   */
  perPlayer?: number[];
}

export interface SearchResult {
  /** null when the side to move has no legal move. */
  bestMove: string | null;
  ponder: string | null;
  /** The deepest completed line(s), best first. */
  lines: SearchInfo[];
  nodes: number;
  time: number;
}

export interface SearchControl {
  /** Called once per line each time a depth completes (or is cut short with its best move searched). */
  onInfo?: (info: SearchInfo) => void;
  /** Polled every 1024 nodes; true stops the search (the best move so far is returned). */
  shouldStop?: () => boolean;
}

/** A core score as centipawns or mate in moves (a move being one turn of every player). */
export function toScore(value: number, players = 2): Score {
  if (Math.abs(value) < MATE_BOUND) return { cp: value };
  const plies = MATE - Math.abs(value);
  return { mate: value > 0 ? Math.ceil(plies / players) : -Math.ceil(plies / players) };
}

/** Runs a search on the core's current position. `host` is the object the core polls. */
export function runSearch(core: CoreExports, host: CoreHost, variant: CompiledVariant, limits: SearchLimits, control: SearchControl): SearchResult {
  checkLimits(limits);
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  // On a clock the plan's hard limit is the deadline the core's stop polling sees (and movetime, if smaller).
  const plan = limits.time === undefined ? undefined : planTime({ time: limits.time, increment: limits.increment, movesToGo: limits.movesToGo });
  const deadline = Math.min(limits.movetime ?? Infinity, plan?.hard ?? Infinity);
  const stopAsked = () => elapsed() >= deadline || (control.shouldStop?.() ?? false);
  // Depth 1 always completes, whatever the limits or a stop say, so the answer is always a searched move
  // (it takes a fraction of a millisecond); the limits apply from depth 2.
  host.shouldStop = () => false;

  core.setSearchMode(limits.algorithm === 'brs' ? 1 : 0);
  const rootCount = core.beginSearch(0);
  if (rootCount === 0) return { bestMove: null, ponder: null, lines: [], nodes: 0, time: elapsed() };
  const maxDepth = limits.depth ?? MAX_SEARCH_DEPTH;
  const lineCount = Math.min(limits.multiPv ?? 1, rootCount);
  let completed: SearchInfo[] = [];
  const iterations: Iteration[] = [];
  const stopped = () => core.searchStopped() === 1;

  for (let depth = 1; depth <= maxDepth && !stopped(); depth++) {
    const lines: SearchInfo[] = [];
    for (let index = 0; index < lineCount; index++) {
      const line = searchLine(core, depth, index, completed[index]?.score);
      if (!line.finished) {
        // Cut short: a single-line search still keeps a root move that fully searched above alpha
        // (the core's principal variation is only written for such a move).
        if (lineCount === 1 && line.value !== undefined && core.principalVariationLength() > 0) {
          lines.push(describe(core, variant, depth, index, line.value, elapsed()));
        }
        break;
      }
      lines.push(describe(core, variant, depth, index, line.value, elapsed()));
    }
    // A depth cut short still counts when its best line finished (single-line searches), and is
    // reported like a completed one, so the last line a user sees is the move that gets played.
    const kept = !stopped() || (lineCount === 1 && lines.length === 1);
    if (kept) {
      completed = lines;
      for (const info of completed) control.onInfo?.(info);
    }
    if (stopped()) break;
    if (plan && completed[0]) {
      iterations.push({ bestMove: completed[0].pv[0] ?? '', score: scoreValue(completed[0].score) });
      // A forced move on a clock is answered at once; otherwise the plan decides whether another depth pays.
      if (rootCount === 1 || !beginNextDepth(plan, elapsed(), iterations)) break;
    }
    if (depth === 1) {
      if (stopAsked() || (limits.nodes !== undefined && core.searchNodes() >= limits.nodes)) break;
      host.shouldStop = stopAsked;
      core.limitNodes(limits.nodes ?? 0);
    }
    // With a fixed time per move unused time is lost, and a cut-short depth still improves the move:
    // only give up when the next depth could hardly get through its first move.
    if (depth >= 2 && lineCount === 1 && limits.movetime !== undefined && elapsed() * 1.3 > limits.movetime) break;
  }
  const best = completed[0];
  const bestMove = best?.pv[0] ?? formatMove(variant, core.rootMove(0));
  return { bestMove, ponder: best?.pv[1] ?? null, lines: completed, nodes: core.searchNodes(), time: elapsed() };
}

/** A score as one number for the time manager: centipawns, or mates beyond any of them. */
function scoreValue(score: Score): number {
  return 'cp' in score ? score.cp : Math.sign(score.mate) * (MATE - Math.abs(score.mate));
}

/**
 * One line at one depth with an aspiration window around its last score. When stopped, `value` is the
 * score of a root move that finished above alpha, if any (a fail-low root keeps nothing).
 */
type LineOutcome = { finished: true; value: number } | { finished: false; value: number | undefined };

function searchLine(core: CoreExports, depth: number, index: number, previous: Score | undefined): LineOutcome {
  let delta = ASPIRATION_WINDOW;
  const center = previous && 'cp' in previous && depth >= 4 ? previous.cp : undefined;
  let alpha = center === undefined ? -INFINITE : center - delta;
  let beta = center === undefined ? INFINITE : center + delta;
  for (;;) {
    const value = core.searchDepth(depth, alpha, beta, index);
    if (core.searchStopped() === 1) return { finished: false, value: value > alpha ? value : undefined };
    if (value <= alpha && alpha > -INFINITE) alpha = Math.max(value - delta, -INFINITE);
    else if (value >= beta && beta < INFINITE) beta = Math.min(value + delta, INFINITE);
    else return { finished: true, value };
    delta *= 2;
  }
}

function describe(core: CoreExports, variant: CompiledVariant, depth: number, index: number, value: number, time: number): SearchInfo {
  const nodes = core.searchNodes();
  const length = core.principalVariationLength();
  const moves = Array.from({ length }, (_, at) => core.principalVariationMove(at));
  const pv = moves.map((move) => formatMove(variant, move));
  const players = variant.definition.players.length;
  return {
    depth,
    seldepth: Math.max(depth, core.searchSeldepth()),
    multipv: index + 1,
    score: toScore(value, players),
    nodes,
    nps: time > 0 ? Math.round((nodes / time) * 1000) : 0,
    time: Math.round(time),
    hashfull: core.hashUsage(),
    pv,
    ...(players > 2 ? { perPlayer: perPlayerShares(core, moves.slice(0, 1), variant.definition) } : {}),
  };
}
