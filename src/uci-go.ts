// The UCI `go` command: its parameters as search limits (the search plans a clock's time: src/time-plan.ts).
import { CauldronError } from './errors.js';
import { MAX_SEARCH_DEPTH, type SearchLimits } from './search-limits.js';
import { planTime } from './time-plan.js';

export interface GoCommand {
  limits: SearchLimits;
  /** `infinite` or `ponder`: the answer waits for `stop` (or `ponderhit`) even if the search ends first. */
  waitForStop: boolean;
  ponder: boolean;
  /** The clock budget in ms for this move, when wtime/btime were given (applies from `ponderhit` when pondering). */
  budget?: number;
  /**
   * On a clock: the plan's hard limit in ms. The session stops the search by a timer at this point counted
   * from the moment `go` arrived, so time spent before the worker's search starts (a new game's table
   * clearing, a busy machine) counts too; the search's own limit only counts from its start.
   */
  hardLimit?: number;
  /** `go perft N`: count leaves instead of searching (Fairy-Stockfish offers it too). */
  perft?: number;
  /** No depth, node or time limit and not waiting for stop: only `stop` (or depth 64) ends the search. */
  unbounded: boolean;
}

/** setTimeout fires at once for delays above 2^31-1 ms: a longer clock budget is that long. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const NUMBER_FIELDS = ['wtime', 'btime', 'winc', 'binc', 'movestogo', 'depth', 'nodes', 'movetime', 'mate', 'perft'] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];

/** Parses the words after `go`; `side` is the index of the player to move (0 uses wtime/winc). */
export function parseGo(words: readonly string[], side: number): GoCommand {
  const values: Partial<Record<NumberField, number>> = {};
  let infinite = false;
  let ponder = false;
  for (let at = 0; at < words.length; at++) {
    const word = words[at]!;
    if (word === 'infinite') infinite = true;
    else if (word === 'ponder') ponder = true;
    else if (word === 'searchmoves') throw new CauldronError('go searchmoves is not supported');
    else if ((NUMBER_FIELDS as readonly string[]).includes(word)) {
      const text = words[++at];
      // Clocks may run negative in some GUIs when a player overstepped; treat that as no time left.
      if (text === undefined || !/^-?\d+$/.test(text)) throw new CauldronError(`go ${word} needs a whole number, got '${text ?? ''}'`);
      // A number too large for a double's integers is as good as endless (Fairy-Stockfish reads it as its maximum).
      values[word as NumberField] = Math.min(Math.max(0, Number(text)), Number.MAX_SAFE_INTEGER);
    } else throw new CauldronError(`unknown go parameter '${word}'`);
  }
  if (values.perft !== undefined) return { limits: {}, waitForStop: false, ponder: false, perft: values.perft, unbounded: false };

  // As in Fairy-Stockfish, 0 sets no limit of its kind (depth, nodes, mate, movetime), and a depth beyond
  // the deepest search is that depth. Whatever the limits, depth 1 is always searched (src/search.ts).
  const limits: SearchLimits = {};
  if (values.depth) limits.depth = Math.min(values.depth, MAX_SEARCH_DEPTH);
  if (values.nodes) limits.nodes = values.nodes;
  if (values.mate) limits.depth = Math.min(limits.depth ?? MAX_SEARCH_DEPTH, 2 * values.mate - 1);
  const time = side === 0 ? values.wtime : values.btime;
  const increment = side === 0 ? values.winc : values.binc;
  const fixed = values.movetime || undefined;
  // While pondering the clock is not ours yet: search without a limit until ponderhit sets one.
  const searching = !ponder && !infinite;
  if (fixed !== undefined && searching) limits.movetime = fixed;
  if (time !== undefined && searching) {
    // The search plans its own time from the clock (src/time-plan.ts).
    limits.time = time;
    if (increment) limits.increment = increment;
    if (values.movestogo) limits.movesToGo = values.movestogo;
  }
  if (infinite || ponder) limits.infinite = true;
  const waitForStop = infinite || ponder;
  const unbounded = !waitForStop && limits.depth === undefined && limits.nodes === undefined && limits.movetime === undefined && limits.time === undefined;
  // After ponderhit the clock's soft target (or the movetime) ends the search by a timer.
  const plan = time === undefined ? undefined : planTime({ time, increment, movesToGo: values.movestogo || undefined });
  const soft = plan?.soft;
  const hardLimit = plan && searching ? Math.min(plan.hard, MAX_TIMER_MS) : undefined;
  const budget = soft === undefined ? fixed : Math.min(soft, fixed ?? Infinity);
  return { limits, waitForStop, ponder, budget: budget === undefined ? undefined : Math.min(budget, MAX_TIMER_MS), unbounded, ...(hardLimit === undefined ? {} : { hardLimit }) };
}
