// The UCI `go` command: its parameters, and how much of a clock to spend on one move.
import { CauldronError } from './errors.js';
import { MAX_SEARCH_DEPTH, type SearchLimits } from './search-limits.js';

export interface GoCommand {
  limits: SearchLimits;
  /** `infinite` or `ponder`: the answer waits for `stop` (or `ponderhit`) even if the search ends first. */
  waitForStop: boolean;
  ponder: boolean;
  /** The clock budget in ms for this move, when wtime/btime were given (applies from `ponderhit` when pondering). */
  budget?: number;
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
  const increment = (side === 0 ? values.winc : values.binc) ?? 0;
  const budget = time === undefined ? undefined : clockBudget(time, increment, values.movestogo);
  const fixed = values.movetime || undefined;
  const movetime = budget === undefined ? fixed : Math.min(budget, fixed ?? Infinity);
  // While pondering the clock is not ours yet: search without a limit until ponderhit sets one.
  if (movetime !== undefined && !ponder && !infinite) limits.movetime = movetime;
  if (infinite || ponder) limits.infinite = true;
  const waitForStop = infinite || ponder;
  const unbounded = !waitForStop && limits.depth === undefined && limits.nodes === undefined && limits.movetime === undefined;
  return { limits, waitForStop, ponder, budget: movetime === undefined ? undefined : Math.min(movetime, MAX_TIMER_MS), unbounded };
}

/** Time for the process to receive `go`, post to the worker, and write `bestmove` back. */
const MOVE_OVERHEAD_MS = 30;
/** A game of unknown length: plan as if this many moves remain. */
const DEFAULT_MOVES_TO_GO = 40;
const MINIMUM_MS = 5;

/** A share of the remaining time plus most of the increment, never more than half of what is left. */
export function clockBudget(time: number, increment: number, movesToGo?: number): number {
  const usable = Math.max(0, time - MOVE_OVERHEAD_MS);
  const moves = Math.max(1, Math.min(movesToGo ?? DEFAULT_MOVES_TO_GO, DEFAULT_MOVES_TO_GO));
  const share = usable / moves + increment * 0.8;
  const ceiling = usable * (moves === 1 ? 0.9 : 0.5);
  return Math.max(MINIMUM_MS, Math.floor(Math.min(share, ceiling)));
}
