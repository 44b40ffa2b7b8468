// What the engine's worker exposes through comlink, shared by src/worker.ts and src/engine.ts.
// Types only: importing this file loads nothing at run time.
import type { GameStatus } from './game.js';
import type { SearchInfo, SearchLimits, SearchResult } from './search.js';

/** A position: a FEN string, or a FEN (default: the start position) and moves played from it. */
export type Position = string | { fen?: string; moves?: readonly string[] };

/** A search: where (fen, moves; default the engine's current position) and how long (limits). */
export interface AnalyseParams extends SearchLimits {
  fen?: string;
  moves?: readonly string[];
}

export interface WorkerInit {
  variant: string;
  /** variants.ini texts to load (in order) before the variant is looked up: user variants (loadVariants). */
  variantTexts?: readonly string[];
  hashMB?: number;
  rules?: Readonly<Record<string, string>>;
  /** The evaluation network's bytes (Game option network); absent: the variant's shipped one. */
  network?: Uint8Array | false;
  /** Set to 1 by the main thread to stop a search; null where SharedArrayBuffer is unavailable. */
  stopFlag: SharedArrayBuffer | null;
  /** Browsers: where the core's wasm file is (default: release.wasm next to the worker script). */
  wasmUrl?: string;
}

/**
 * The worker's object. Every method that takes a position first makes it the worker's current
 * position (as UCI `position` does); an invalid one is rejected and the previous position stays.
 */
export interface WorkerApi {
  init(init: WorkerInit): Promise<void>;
  /** Loads user variants (a variants.ini text or its JSON form); returns their names. */
  loadVariants(text: string): string[];
  setPosition(position: Position): void;
  analyse(params: AnalyseParams, onInfo?: (info: SearchInfo) => unknown): Promise<SearchResult>;
  perft(depth: number, position?: Position): number;
  divide(depth: number, position?: Position): Map<string, number>;
  legalMoves(position?: Position): string[];
  status(position?: Position): GameStatus;
  fen(position?: Position): string;
  newGame(): void;
  setHashSize(megabytes: number): void;
}
