// One search running in the worker, as the caller holds it: a promise of the result and an async
// iterator of the info lines (each iterator replays every line from the first one).
import type { SearchInfo, SearchResult } from './search.js';
import type { Position } from './worker-api.js';
import type { WorkerLink } from './worker-link.js';

export interface Analysis extends PromiseLike<SearchResult>, AsyncIterable<SearchInfo> {
  catch<T = never>(onrejected?: ((reason: unknown) => T | PromiseLike<T>) | null): Promise<SearchResult | T>;
  finally(onfinally?: (() => void) | null): Promise<SearchResult>;
  /** Stops this search (as Engine.stop does for the running one): its result, or null if it failed. */
  stop(): Promise<SearchResult | null>;
}

export class AnalysisRun implements Analysis {
  readonly infos: SearchInfo[] = [];
  result!: Promise<SearchResult>;
  settled = false;
  stopRequested = false;
  /** The worker running the search, once it has been sent. */
  sentOn: WorkerLink | null = null;
  private readonly started = performance.now();
  private waiting: (() => void)[] = [];

  constructor(
    /** The position searched, when the call named one. */
    readonly position: Position | undefined,
    private readonly onInfo: ((info: SearchInfo) => void) | undefined,
    private readonly stopper: (run: AnalysisRun) => Promise<SearchResult | null>,
  ) {}

  begin(search: Promise<SearchResult>): void {
    this.result = search;
    // Handling the outcome here also keeps an ignored failure from being an unhandled rejection.
    const settle = () => {
      this.settled = true;
      this.notify();
    };
    search.then(settle, settle);
  }

  push(info: SearchInfo): void {
    this.infos.push(info);
    this.notify();
    this.onInfo?.(info); // if it throws, comlink hands the error to the worker, which ignores it
  }

  /** Resolves at the next info line or when the search ends. */
  changed(): Promise<void> {
    return this.settled ? Promise.resolve() : new Promise((resolve) => this.waiting.push(resolve));
  }

  then<A = SearchResult, B = never>(
    onfulfilled?: ((value: SearchResult) => A | PromiseLike<A>) | null,
    onrejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.result.then(onfulfilled, onrejected);
  }

  catch<T = never>(onrejected?: ((reason: unknown) => T | PromiseLike<T>) | null): Promise<SearchResult | T> {
    return this.result.catch(onrejected);
  }

  finally(onfinally?: (() => void) | null): Promise<SearchResult> {
    return this.result.finally(onfinally);
  }

  stop(): Promise<SearchResult | null> {
    return this.stopper(this);
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<SearchInfo, void, undefined> {
    let next = 0;
    try {
      for (;;) {
        if (next < this.infos.length) yield this.infos[next++]!;
        else if (this.settled) return void (await this.result); // a failed search throws here
        else await this.changed();
      }
    } finally {
      if (!this.settled) await this.stop(); // leaving the loop early (break, throw) stops the search
    }
  }

  /** The deepest complete lines received: what a stop that had to end the worker can return. */
  bestSoFar(): SearchResult {
    const time = performance.now() - this.started;
    const last = this.infos.at(-1);
    if (!last) return { bestMove: null, ponder: null, lines: [], nodes: 0, time };
    const lines = this.infos.filter((info) => info.depth === last.depth).sort((a, b) => a.multipv - b.multipv);
    const best = lines[0]!;
    return { bestMove: best.pv[0] ?? null, ponder: best.pv[1] ?? null, lines, nodes: last.nodes, time };
  }

  private notify(): void {
    for (const resolve of this.waiting.splice(0)) resolve();
  }
}
