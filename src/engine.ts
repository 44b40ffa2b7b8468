// The engine API: a Game in a worker (a worker thread in Node, a module Web Worker in browsers),
// driven through comlink. Every method returns a promise; input errors reject with a CauldronError
// whose message names the problem, and the engine stays usable.
//
// Stopping: a search runs synchronously inside the worker's wasm core, so the worker cannot read a
// "stop" message. Where SharedArrayBuffer exists (Node; cross-origin isolated pages) the main thread
// sets a shared flag that the core polls every 1024 nodes. Elsewhere stop() ends the worker, returns
// the deepest lines received so far and switches to a spare worker, started beforehand, on the same
// position (its hash table starts empty; calls queued behind the stopped search are replayed on it).
import { proxy, type Remote } from 'comlink';
import { CauldronError } from './errors.js';
import type { GameStatus } from './game.js';
import type { SearchInfo, SearchResult } from './search.js';
import type { AnalyseParams, Position, WorkerApi, WorkerInit } from './worker-api.js';
import { AnalysisRun, type Analysis } from './worker-analysis.js';
import { WorkerLink } from './worker-link.js';
import { canShareMemory } from './platform/runtime.js';
import { loadedVariantTexts, loadVariants } from './variants/index.js';
import { checkMoves, checkPosition, checkRules, checkString, optionalNumber, optionalString, readOptions, shown, checkNetworkOption } from './input-checks.js';
import { readLimits } from './search-limits.js';

export { CauldronError } from './errors.js'; // for the browser bundle, whose entry is this file
export { describeBoard, readPosition, listVariants, type BoardDescription, type BoardCell, type PositionPieces } from './board-description.js'; // drawing a board
export type { AnalyseParams, Position } from './worker-api.js';
export type { Analysis } from './worker-analysis.js';
export type { SearchInfo, SearchResult, SearchLimits, Score } from './search.js';
export type { GameStatus, GameState } from './game.js';

export interface EngineOptions {
  variant: string;
  /** Transposition table size in MB (default 64). */
  hashMB?: number;
  /** Rule options of the variant by name, e.g. { check: 'strict' } for witch3 (see `cauldron variants`). */
  rules?: Readonly<Record<string, string>>;
  /** The evaluation network's bytes (src/eval-weights/network-format.ts); default the variant's shipped one; false: none. */
  network?: Uint8Array | false;
  /** A variants.ini text (or its JSON form) to load first, so `variant` may name one of its variants. */
  variants?: string;
  /** The worker script (default: worker.js next to this module). */
  workerUrl?: string | URL;
  /** Browsers: the core's wasm file (default: release.wasm next to the worker script). */
  wasmUrl?: string | URL;
}

/**
 * Methods that take a position make it the engine's current position first (as UCI `position`
 * does); without one they use the current position. One search runs at a time: analyse() while a
 * search runs stops that search (its promise resolves with its best move) and then starts the new one.
 * Other calls made during a search wait until it ends.
 */
export interface Engine {
  readonly variant: string;
  /** Whether stop() uses the shared flag (true) or has to restart the worker (false). */
  readonly sharedStop: boolean;
  /** Searches; the result is awaitable and the info lines iterable (`for await`). Without a limit it runs until stopped. */
  analyse(params?: AnalyseParams, onInfo?: (info: SearchInfo) => void): Analysis;
  /**
   * Stops the running search: its result, or null when none runs. With the shared flag the search
   * ends within milliseconds; without it the result is the deepest lines received, at once (a stop
   * that comes before a replacement worker has started waits for it and gets a depth-1 search).
   */
  stop(): Promise<SearchResult | null>;
  /** The best move for a search with a limit (depth, nodes or movetime); null when there is no legal move. */
  bestMove(params: AnalyseParams): Promise<string | null>;
  perft(depth: number, position?: Position): Promise<number>;
  /** Leaf count below each legal move. */
  divide(depth: number, position?: Position): Promise<Map<string, number>>;
  legalMoves(position?: Position): Promise<string[]>;
  status(position?: Position): Promise<GameStatus>;
  fen(position?: Position): Promise<string>;
  setPosition(position: Position): Promise<void>;
  /** The start position, with the search memory (hash table, history) cleared. */
  newGame(): Promise<void>;
  setHashSize(megabytes: number): Promise<void>;
  /**
   * Loads user variants (a variants.ini text or its JSON form, see README) here and in the worker; returns
   * their names. The engine keeps playing its variant: start another engine to play a loaded one.
   */
  loadVariants(text: string): Promise<string[]>;
  /** Ends the worker; a running search and later calls reject. */
  terminate(): Promise<void>;
}

/** Starts a worker holding one game of `variant`; rejects (and ends the worker) on a bad option. */
export async function createEngine(engineOptions: EngineOptions): Promise<Engine> {
  const options = checkEngineOptions(engineOptions);
  const base = (globalThis as { location?: { href: string } }).location?.href;
  const workerUrl = asUrl(options.workerUrl ?? new URL('./worker.js', import.meta.url), base, 'workerUrl');
  const stopFlag = canShareMemory() ? new SharedArrayBuffer(4) : null;
  // User variants loaded in this thread, and the options' own, go to the worker as text.
  if (options.variants !== undefined) loadVariants(options.variants);
  const variantTexts = [...loadedVariantTexts()];
  const init: WorkerInit = { variant: options.variant, variantTexts, hashMB: options.hashMB, rules: options.rules, stopFlag };
  if (options.network !== undefined) init.network = options.network;
  if (options.wasmUrl !== undefined) init.wasmUrl = asUrl(options.wasmUrl, base, 'wasmUrl').href;
  const link = await WorkerLink.start(workerUrl, init);
  return new WorkerEngine(link, workerUrl, init);
}

/** Thrown into calls on a worker that stop() ended; they are replayed on its successor. */
class Restarted extends Error {}

class WorkerEngine implements Engine {
  private link: Promise<WorkerLink>;
  private readonly flag: Int32Array | null;
  private running: AnalysisRun | null = null;
  /** Without the shared flag: a started worker to switch to when stop() ends the searching one. */
  private spare: Promise<WorkerLink> | null = null;
  /** The last position the worker accepted, to restore after a restart. */
  private position: Position | undefined;
  private terminated = false;

  constructor(
    link: WorkerLink,
    private readonly workerUrl: URL,
    private readonly init: WorkerInit,
  ) {
    this.link = Promise.resolve(link);
    this.flag = init.stopFlag ? new Int32Array(init.stopFlag) : null;
  }

  get variant(): string {
    return this.init.variant;
  }

  get sharedStop(): boolean {
    return this.flag !== null;
  }

  analyse(params: AnalyseParams = {}, onInfo?: (info: SearchInfo) => void): Analysis {
    let checked: AnalyseParams;
    try {
      checked = checkAnalyseParams(params);
      if (onInfo !== undefined && typeof onInfo !== 'function') throw new CauldronError(`analyse's onInfo must be a function, got ${shown(onInfo)}`);
    } catch (error) {
      // Refused before anything is sent: the running search, if any, goes on.
      const refused = new AnalysisRun(undefined, undefined, async () => null);
      refused.begin(Promise.reject(error));
      return refused;
    }
    const { fen, moves } = checked;
    const position = fen === undefined && moves === undefined ? undefined : { fen, moves };
    const run = new AnalysisRun(position, onInfo, (target) => this.stopRun(target));
    const previous = this.running;
    this.running = run;
    run.begin(this.search(run, checked, previous));
    return run;
  }

  stop(): Promise<SearchResult | null> {
    const run = this.running;
    return run && !run.settled ? this.stopRun(run) : Promise.resolve(null);
  }

  async bestMove(params: AnalyseParams): Promise<string | null> {
    params = checkAnalyseParams(params);
    if (params.depth === undefined && params.nodes === undefined && params.movetime === undefined) {
      throw new CauldronError('bestMove needs a limit: depth, nodes or movetime');
    }
    if (params.infinite) throw new CauldronError('bestMove cannot search with infinite: true (use analyse and stop)');
    return (await this.analyse(params)).bestMove;
  }

  async perft(depth: number, position?: Position): Promise<number> {
    const [checkedDepth, at] = [checkDepth(depth), checkPosition(position)];
    return this.call((api) => api.perft(checkedDepth, at), at);
  }

  async divide(depth: number, position?: Position): Promise<Map<string, number>> {
    const [checkedDepth, at] = [checkDepth(depth), checkPosition(position)];
    return this.call((api) => api.divide(checkedDepth, at), at);
  }

  async legalMoves(position?: Position): Promise<string[]> {
    const at = checkPosition(position);
    return this.call((api) => api.legalMoves(at), at);
  }

  async status(position?: Position): Promise<GameStatus> {
    const at = checkPosition(position);
    return this.call((api) => api.status(at), at);
  }

  async fen(position?: Position): Promise<string> {
    const at = checkPosition(position);
    return this.call((api) => api.fen(at), at);
  }

  async setPosition(position: Position): Promise<void> {
    const at = checkPosition(position);
    if (at === undefined) throw new CauldronError('setPosition needs a position: a FEN string or { fen, moves }');
    return this.call((api) => api.setPosition(at), at);
  }

  newGame(): Promise<void> {
    return this.call((api) => api.newGame(), {});
  }

  async setHashSize(megabytes: number): Promise<void> {
    if (typeof megabytes !== 'number') throw new CauldronError(`hash size must be a number of MB, got ${shown(megabytes)}`);
    await this.call((api) => api.setHashSize(megabytes));
    this.init.hashMB = megabytes; // a replacement worker gets the same size...
    this.dropSpare(); // ...so the spare, started with the old size, goes
  }

  async loadVariants(text: string): Promise<string[]> {
    const names = loadVariants(text); // checked here first: a bad text never reaches the worker
    await this.call((api) => api.loadVariants(text));
    this.init.variantTexts = [...(this.init.variantTexts ?? []), text]; // a replacement worker loads it too...
    this.dropSpare(); // ...so the spare, started without it, goes
    return names;
  }

  async terminate(): Promise<void> {
    if (this.terminated) return;
    this.terminated = true;
    this.dropSpare();
    const link = await this.link.catch(() => null);
    await link?.end(new CauldronError('the engine was terminated'));
  }

  /** One call, replayed on the new worker when stop() ended the old one under it. */
  private async call<T>(job: (api: Remote<WorkerApi>) => Promise<T>, position?: Position): Promise<T> {
    for (;;) {
      if (this.terminated) throw new CauldronError('the engine was terminated');
      const link = await this.link;
      try {
        const value = await link.call(job);
        if (position !== undefined) this.position = position;
        return value;
      } catch (error) {
        if (!(error instanceof Restarted)) throw error;
      }
    }
  }

  private async search(run: AnalysisRun, params: AnalyseParams, previous: AnalysisRun | null): Promise<SearchResult> {
    if (previous) await this.stopRun(previous);
    if (this.terminated) throw new CauldronError('the engine was terminated');
    const link = await this.link;
    if (this.flag) Atomics.store(this.flag, 0, run.stopRequested ? 1 : 0);
    // Without the flag, a stop that came before the search started asks for the quickest search.
    const sent = !this.flag && run.stopRequested ? { ...params, depth: 1, movetime: undefined, nodes: undefined, infinite: undefined } : params;
    if (!this.flag) this.spare ??= this.startWorker();
    run.sentOn = link;
    try {
      const result = await link.call((api) => api.analyse(sent, proxy((info: SearchInfo) => run.push(info))));
      if (run.position !== undefined) this.position = run.position;
      return result;
    } catch (error) {
      if (error instanceof Restarted) return run.bestSoFar();
      throw error;
    } finally {
      run.sentOn = null;
    }
  }

  private async stopRun(run: AnalysisRun): Promise<SearchResult | null> {
    if (!run.settled && !run.stopRequested) {
      run.stopRequested = true;
      if (this.flag) Atomics.store(this.flag, 0, 1);
      else if (run.sentOn) void this.restartUnder(run, run.sentOn); // not sent yet: search() sends depth 1
    }
    return run.result.then(
      (result) => result,
      () => null,
    );
  }

  /** The fallback stop: once the search has reported a line, end its worker and start a fresh one. */
  private async restartUnder(run: AnalysisRun, old: WorkerLink): Promise<void> {
    while (!run.settled && run.infos.length === 0) await run.changed();
    if (run.settled) return;
    if (run.position !== undefined) this.position = run.position; // it searched, so the worker accepted it
    const replacement = this.spare ?? this.startWorker();
    this.spare = null;
    const next = old.end(new Restarted('the search was stopped')).then(() => this.restore(replacement));
    next.catch(() => {}); // a failed start is reported by the next call, not as an unhandled rejection
    this.link = next;
  }

  private async restore(replacement: Promise<WorkerLink>): Promise<WorkerLink> {
    const link = await replacement;
    const position = this.position;
    if (position !== undefined) await link.call((api) => api.setPosition(position)).catch(() => {});
    return link;
  }

  private startWorker(): Promise<WorkerLink> {
    const link = WorkerLink.start(this.workerUrl, this.init);
    link.catch(() => {}); // reported when used
    return link;
  }

  private dropSpare(): void {
    void this.spare?.then((link) => link.end(new CauldronError('spare worker dropped')), () => {});
    this.spare = null;
  }
}

function asUrl(value: string | URL, base: string | undefined, name: string): URL {
  try {
    return new URL(value, base);
  } catch {
    throw new CauldronError(`engine option ${name} is not a URL: ${shown(String(value))}`);
  }
}

/** createEngine's options, checked and copied (the worker receives only plain data). */
function checkEngineOptions(options: unknown): EngineOptions {
  if (options === undefined) throw new CauldronError("createEngine needs options: { variant: 'grand' } at least");
  const read = readOptions(options, 'engine option', ['variant', 'hashMB', 'rules', 'variants', 'workerUrl', 'wasmUrl', 'network']);
  const url = (value: unknown, name: string) => {
    if (value === undefined || value instanceof URL) return value;
    return checkString(value, `engine option ${name}`);
  };
  return {
    variant: checkString(read.variant, 'engine option variant'),
    hashMB: optionalNumber(read.hashMB, 'engine option hashMB'),
    rules: checkRules(read.rules),
    variants: optionalString(read.variants, 'engine option variants'),
    workerUrl: url(read.workerUrl, 'workerUrl'),
    wasmUrl: url(read.wasmUrl, 'wasmUrl'),
    network: checkNetworkOption(read.network, 'engine option'),
  };
}

/** analyse's parameters: a position and search limits, checked and copied. */
function checkAnalyseParams(params: unknown): AnalyseParams {
  const { fen, moves, ...limits } = readLimits(params, 'analyse option', ['fen', 'moves']);
  const position = { fen: optionalString(fen, 'analyse option fen'), moves: checkMoves(moves, 'analyse option moves') };
  return Object.fromEntries(Object.entries({ ...limits, ...position }).filter(([, value]) => value !== undefined)) as AnalyseParams;
}

function checkDepth(depth: unknown): number {
  if (typeof depth !== 'number') throw new CauldronError(`perft depth must be a number, got ${shown(depth)}`);
  return depth;
}
