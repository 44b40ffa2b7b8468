// The UCI session's search engine: createEngine's worker for the chosen variant and hash size, replaced
// when the variant changes and after a failure that is not an input error (a fresh worker, as after a crash).
import { createEngine, type Analysis, type Engine } from './engine.js';
import { CauldronError } from './errors.js';
import type { SearchInfo, SearchLimits, SearchResult } from './search.js';

export interface UciSearch {
  variant: string;
  hashMB: number;
  /** The evaluation network (EvalFile, UseNetwork): undefined the variant's shipped one, false none. */
  network?: Uint8Array | false;
  /** Forget the previous game's transposition table and history first. */
  newGame: boolean;
  fen: string;
  moves: string[];
  limits: SearchLimits;
}

export class UciEngine {
  private engine: Promise<Engine> | undefined;
  private variant = '';
  private hashMB = 0;
  private network: Uint8Array | false | undefined;
  private running: Analysis | null = null;
  /** A stop that came while the search was still being set up (engine starting, new game). */
  private stopEarly = false;

  /** Starts the engine for a variant and hash size, so the next search starts at once. */
  async prepare(variant: string, hashMB: number, network?: Uint8Array | false): Promise<Engine> {
    if (this.engine && (this.variant !== variant || this.network !== network)) await this.terminate();
    if (!this.engine) {
      this.variant = variant;
      this.hashMB = hashMB;
      this.network = network;
      const engine = createEngine({ variant, hashMB, ...(network === undefined ? {} : { network }) });
      this.engine = engine;
      engine.catch(() => (this.engine === engine ? (this.engine = undefined) : undefined));
    }
    const engine = await this.engine;
    if (this.hashMB !== hashMB) {
      await engine.setHashSize(hashMB);
      this.hashMB = hashMB;
    }
    return engine;
  }

  /**
   * Runs a search. A failure that is not an input error ends the worker; when the search had not reported
   * anything yet (a worker that died while idle), it runs once more on a fresh one.
   */
  async search(job: UciSearch, onInfo: (info: SearchInfo) => void): Promise<SearchResult> {
    this.stopEarly = false;
    for (let attempt = 1; ; attempt++) {
      let reported = false;
      try {
        const engine = await this.prepare(job.variant, job.hashMB, job.network);
        if (job.newGame) await engine.newGame();
        const analysis = engine.analyse({ fen: job.fen, moves: job.moves, ...job.limits }, (info) => {
          reported = true;
          onInfo(info);
        });
        this.running = analysis;
        if (this.stopEarly) void analysis.stop();
        return await analysis;
      } catch (error) {
        if (error instanceof CauldronError) throw error;
        await this.terminate();
        if (reported || attempt > 1) throw error;
      } finally {
        this.running = null;
      }
    }
  }

  /** Counts the leaves below each legal move (`go perft`); abort() ends it. */
  async divide(job: Omit<UciSearch, 'limits' | 'newGame'>, depth: number): Promise<Map<string, number>> {
    this.aborted = false;
    try {
      const engine = await this.prepare(job.variant, job.hashMB, job.network);
      return await engine.divide(depth, { fen: job.fen, moves: job.moves });
    } catch (error) {
      if (!(error instanceof CauldronError)) await this.terminate(); // a failed worker is replaced next time
      throw error;
    }
  }

  /** Whether the last job was ended by abort(). */
  aborted = false;

  /** Ends what the worker is doing by ending the worker (perft cannot be stopped otherwise); the next job starts a new one. */
  async abort(): Promise<void> {
    this.aborted = true;
    await this.terminate();
  }

  /** Asks the search to end; it answers with its best move within a few milliseconds. */
  stop(): void {
    if (this.running) void this.running.stop();
    else this.stopEarly = true;
  }

  async terminate(): Promise<void> {
    const engine = this.engine;
    this.engine = undefined;
    await (await engine?.catch(() => undefined))?.terminate();
  }
}
