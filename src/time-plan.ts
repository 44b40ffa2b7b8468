// How much of a clock one move may spend: a soft target from the remaining time, the increment and the moves
// to go, stretched or shrunk by what the iterations so far say, and a hard limit the search never passes.
// Pure functions of numbers, so every rule has a unit test (test/time-plan.test.ts); src/search.ts applies them.

/** The side to move's clock as `go wtime/btime winc/binc movestogo` (or the API's time/increment/movesToGo) give it. */
export interface Clock {
  /** Milliseconds left on the clock of the side to move. */
  time: number;
  /** Milliseconds added after each move. */
  increment?: number;
  /** Moves until the next time control adds time (absent: sudden death, plus any increment). */
  movesToGo?: number;
}

export interface TimePlan {
  /** The time to aim for when the search is neither stable nor in trouble. */
  soft: number;
  /** Never searched past: the core's stop polling ends the search here (depth 1 always completes). */
  hard: number;
}

/** Kept back for the process to receive `go`, post to the worker, and write `bestmove` back through the pipe. */
export const MOVE_OVERHEAD_MS = 50;
/** A game of unknown length: plan as if this many moves remain. */
const DEFAULT_MOVES_TO_GO = 40;
/** The share of the increment spent at once (the rest builds a reserve). */
const INCREMENT_SHARE = 0.75;
/** How far the hard limit may run past the soft target. */
const HARD_OVER_SOFT = 4;

/** A soft target and a hard limit for this move; both 0 when nothing is left beyond the overhead (depth 1 only). */
export function planTime(clock: Clock): TimePlan {
  const usable = Math.max(0, clock.time - MOVE_OVERHEAD_MS);
  const moves = Math.max(1, Math.min(clock.movesToGo ?? DEFAULT_MOVES_TO_GO, DEFAULT_MOVES_TO_GO));
  // Never more than half of what is left, unless this move is the last before the time control.
  const ceiling = usable * (moves === 1 ? 0.9 : 0.5);
  const soft = Math.min(usable / moves + (clock.increment ?? 0) * INCREMENT_SHARE, ceiling);
  const hard = Math.min(soft * HARD_OVER_SOFT, ceiling);
  return { soft: Math.floor(soft), hard: Math.floor(hard) };
}

/** One completed depth as the time manager sees it. */
export interface Iteration {
  bestMove: string;
  /** Centipawns for the side to move (mates as large numbers, e.g. ±30000 less the distance). */
  score: number;
}

/**
 * How much to stretch the soft target after these iterations (oldest first): more when the best move
 * changed lately (each change counts less as more depths confirm the new move) or the score fell, less
 * when the same move stayed best at a steady score.
 */
export function targetScale(iterations: readonly Iteration[]): number {
  const count = iterations.length;
  if (count < 2) return 1;
  let instability = 0;
  for (let at = 1; at < count; at++) {
    if (iterations[at]!.bestMove !== iterations[at - 1]!.bestMove) instability += 0.5 ** (count - 1 - at);
  }
  const last = iterations[count - 1]!.score;
  // The fall from the better of the two depths before, so that one odd depth does not hide a trend.
  const before = Math.max(...iterations.slice(Math.max(0, count - 3), count - 1).map((iteration) => iteration.score));
  const fall = Math.max(0, Math.min(before - last, 300));
  let stable = 0;
  while (
    stable + 1 < count &&
    iterations[count - 2 - stable]!.bestMove === iterations[count - 1]!.bestMove &&
    Math.abs(iterations[count - 2 - stable]!.score - last) <= 30
  ) {
    stable++;
  }
  const scale = (1 + instability) * (1 + fall / 300) * (stable >= 3 ? 0.6 : stable === 2 ? 0.8 : 1);
  return Math.min(2.5, Math.max(0.5, scale));
}

/**
 * Whether to begin another depth: not once the stretched target is more than half spent, since the next
 * depth usually costs more than all before it (and a depth cut short by the hard limit is partly wasted).
 */
export function beginNextDepth(plan: TimePlan, elapsed: number, iterations: readonly Iteration[]): boolean {
  return elapsed < plan.soft * targetScale(iterations) * 0.5 && elapsed < plan.hard;
}
