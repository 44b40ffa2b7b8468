// The engine's worker (a worker thread in Node, a module Web Worker in browsers): one Game exposed
// through comlink. src/engine.ts starts it and is its only caller. A search runs synchronously inside
// the wasm core, so the worker cannot read messages meanwhile: stop arrives through a shared flag.
import { expose, releaseProxy, type Remote } from 'comlink';
import { Game, type GameStatus } from './game.js';
import { CauldronError } from './errors.js';
import type { SearchInfo, SearchResult } from './search.js';
import type { AnalyseParams, Position, WorkerApi, WorkerInit } from './worker-api.js';
import { parentEndpoint, READY } from './platform/parent-endpoint.js';
import { loadCoreModule } from './platform/wasm-module-browser.js';
import { isNode } from './platform/runtime.js';
import { loadVariants } from './variants/index.js';
import { checkLimits } from './search-limits.js';

class CauldronWorker implements WorkerApi {
  private game: Game | null = null;
  private stopFlag: Int32Array | null = null;

  async init({ variant, variantTexts, hashMB, rules, network, stopFlag, wasmUrl }: WorkerInit): Promise<void> {
    // Node reads build/release.wasm from disk inside Game; a browser fetches it first.
    if (!isNode) await loadCoreModule('release', wasmUrl ?? new URL('./release.wasm', import.meta.url));
    for (const text of variantTexts ?? []) loadVariants(text);
    this.game = new Game(variant, { hashMB, rules, network });
    this.stopFlag = stopFlag ? new Int32Array(stopFlag) : null;
  }

  loadVariants(text: string): string[] {
    return loadVariants(text);
  }

  setPosition(position: Position): void {
    this.at(position, () => undefined);
  }

  async analyse(params: AnalyseParams, onInfo?: (info: SearchInfo) => unknown): Promise<SearchResult> {
    const { fen, moves, ...limits } = params;
    checkLimits(limits); // before the position changes
    const flag = this.stopFlag;
    // Each info is a message to the main thread; waiting for their replies before returning makes
    // every info arrive before the result (they travel on the callback's own channel).
    const delivered: Promise<unknown>[] = [];
    try {
      return this.at(fen === undefined && moves === undefined ? undefined : { fen, moves }, (game) =>
        game.search(limits, {
          onInfo: onInfo && ((info) => void delivered.push(Promise.resolve(onInfo(info)))),
          shouldStop: flag ? () => Atomics.load(flag, 0) !== 0 : undefined,
        }),
      );
    } finally {
      await Promise.allSettled(delivered);
      (onInfo as Remote<unknown> | undefined)?.[releaseProxy]();
    }
  }

  perft(depth: number, position?: Position): number {
    return this.at(position, (game) => game.perft(depth));
  }

  divide(depth: number, position?: Position): Map<string, number> {
    return this.at(position, (game) => game.divide(depth));
  }

  legalMoves(position?: Position): string[] {
    return this.at(position, (game) => game.legalMoves());
  }

  status(position?: Position): GameStatus {
    return this.at(position, (game) => game.status());
  }

  fen(position?: Position): string {
    return this.at(position, (game) => game.fen());
  }

  /** The start position and a search memory (hash table, history) emptied, as UCI `ucinewgame`. */
  newGame(): void {
    this.at({}, (game) => game.clearSearchMemory());
  }

  setHashSize(megabytes: number): void {
    this.at(undefined, (game) => game.setHashSize(megabytes));
  }

  /**
   * Runs `job` on the game, moved to `position` when one is given. A call that fails leaves the game
   * where it was: a bad position is refused by Game.setPosition, and a job that fails after the move
   * (a bad depth, say) puts the previous position back.
   */
  private at<T>(position: Position | undefined, job: (game: Game) => T): T {
    const game = this.game;
    if (!game) throw new CauldronError('the engine is not initialised');
    const previous = { fen: game.baseFen(), moves: game.moves() };
    if (typeof position === 'string') game.setPosition(position);
    else if (position !== undefined) game.setPosition(position.fen, position.moves);
    try {
      return job(game);
    } catch (error) {
      if (position !== undefined) game.setPosition(previous.fen, previous.moves);
      throw error;
    }
  }
}

const endpoint = await parentEndpoint();
expose(new CauldronWorker(), endpoint);
endpoint.postMessage(READY);
