// A search's limits and their checks, apart from the search itself so that the main thread (the engine
// API, the browser bundle) can check them without loading the search.
import { CauldronError } from './errors.js';
import { optionalBoolean, optionalNumber, optionalString, readOptions, withoutUndefined } from './input-checks.js';

export const MAX_SEARCH_DEPTH = 64;

export interface SearchLimits {
  /** Stop after this depth has completed. */
  depth?: number;
  /** Stop after this many nodes (exact: a fixed node limit gives a deterministic result), once depth 1 is complete. */
  nodes?: number;
  /** Stop after this many milliseconds (depth 1 always completes). */
  movetime?: number;
  /**
   * The side to move's clock in milliseconds: the search plans its own time (src/time-plan.ts), answers a
   * forced move at once and never passes a hard limit below what is left. With `movetime` too, the smaller rules.
   */
  time?: number;
  /** Milliseconds added to the clock after each move (with `time`). */
  increment?: number;
  /** Moves until the next time control (with `time`; absent: the clock must last the game). */
  movesToGo?: number;
  /** Search until stopped (also the behaviour when no limit is given). */
  infinite?: boolean;
  /** Number of best lines to report (MultiPV). */
  multiPv?: number;
  /**
   * Three or more players: 'paranoid' (default; the player to move against all the others) or 'brs'
   * (Best-Reply Search with the BRS+ refinement: only the strongest single reply of the others counts).
   */
  algorithm?: SearchAlgorithm;
}

export const SEARCH_ALGORITHMS = ['paranoid', 'brs'] as const;
export type SearchAlgorithm = (typeof SEARCH_ALGORITHMS)[number];

export const LIMIT_NAMES = ['depth', 'nodes', 'movetime', 'time', 'increment', 'movesToGo', 'infinite', 'multiPv', 'algorithm'] as const;

export function checkLimits(limits: SearchLimits): void {
  const wholeNumber = (name: keyof SearchLimits, minimum: number, maximum = Number.MAX_SAFE_INTEGER) => {
    const value = limits[name];
    if (value === undefined) return;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < minimum || value > maximum) {
      throw new CauldronError(`search option ${name} must be a whole number from ${minimum} to ${maximum}, got ${String(value)}`);
    }
  };
  wholeNumber('depth', 1, MAX_SEARCH_DEPTH);
  wholeNumber('nodes', 1);
  wholeNumber('movetime', 0);
  wholeNumber('time', 0);
  wholeNumber('increment', 0);
  wholeNumber('movesToGo', 1);
  wholeNumber('multiPv', 1, 500);
  for (const name of ['increment', 'movesToGo'] as const) {
    if (limits[name] !== undefined && limits.time === undefined) throw new CauldronError(`search option ${name} needs time (the clock it adds to)`);
  }
  if (limits.infinite !== undefined && typeof limits.infinite !== 'boolean') {
    throw new CauldronError(`search option infinite must be true or false, got ${String(limits.infinite)}`);
  }
  if (limits.algorithm !== undefined && !SEARCH_ALGORITHMS.includes(limits.algorithm)) {
    throw new CauldronError(`search option algorithm must be one of ${SEARCH_ALGORITHMS.join(', ')}, got '${String(limits.algorithm)}'`);
  }
}

/** Search limits from an options object, copied and checked (unknown names are errors). */
export function readLimits(value: unknown, what = 'search option', extra: readonly string[] = []): SearchLimits & Record<string, unknown> {
  const read = readOptions(value, what, [...LIMIT_NAMES, ...extra]);
  const limits = withoutUndefined({
    ...read,
    depth: optionalNumber(read.depth, 'search option depth'),
    nodes: optionalNumber(read.nodes, 'search option nodes'),
    movetime: optionalNumber(read.movetime, 'search option movetime'),
    time: optionalNumber(read.time, 'search option time'),
    increment: optionalNumber(read.increment, 'search option increment'),
    movesToGo: optionalNumber(read.movesToGo, 'search option movesToGo'),
    multiPv: optionalNumber(read.multiPv, 'search option multiPv'),
    infinite: optionalBoolean(read.infinite, 'search option infinite'),
    algorithm: optionalString(read.algorithm, 'search option algorithm') as SearchAlgorithm | undefined,
  });
  checkLimits(limits);
  return limits;
}
