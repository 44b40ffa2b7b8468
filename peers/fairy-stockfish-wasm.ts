// Driver for the npm package fairy-stockfish-nnue.wasm (Emscripten + pthreads), run inside this
// Node process. It is the fair speed baseline for our own WebAssembly engine.
//
// The engine runs on worker threads, which keep the process alive until quit() terminates them.
// Never send it the UCI `quit` command: Emscripten's exit() then calls process.exit() on the host.
import { createRequire } from 'node:module';
import { UciEngine, type EngineOptions, type Position } from './fairy-stockfish-native.js';

interface StockfishModule {
  postMessage(command: string): void;
  /** Receives stdout and stderr lines alike; stderr can also carry non-string values (e.g. an abort's Error). */
  addMessageListener(listener: (line: unknown) => void): void;
  /** Terminates all worker threads. */
  terminate(): void;
  /** Emscripten's in-memory file system, where a variants.ini can be written for VariantPath. */
  FS: { writeFile(path: string, data: string): void };
}

export interface WasmEngineOptions extends EngineOptions {
  /**
   * A variants.ini text to load (UCI `VariantPath`) before the variant is chosen, so `variant` may name
   * one of its sections: custom pieces, which Debian's 11.1 build cannot read.
   */
  variantsIni?: string;
}

const VARIANTS_PATH = '/cauldron-variants.ini';

function loadModule(): Promise<StockfishModule> {
  const factory = createRequire(import.meta.url)('fairy-stockfish-nnue.wasm/stockfish.js') as () => Promise<StockfishModule>;
  const savedFetch = globalThis.fetch;
  const savedExceptionHandlers = process.listeners('uncaughtException');
  const savedRejectionHandlers = process.listeners('unhandledRejection');
  // Emscripten uses fetch() whenever it exists, but Node's fetch cannot read a file path;
  // without it the loader reads stockfish.wasm from disk. It looks only during this synchronous call.
  Reflect.set(globalThis, 'fetch', undefined);
  try {
    return factory();
  } finally {
    globalThis.fetch = savedFetch;
    // The loader also installs process-wide handlers that turn any unhandled rejection of the host
    // into a wasm abort (and swallow its own exit exceptions); keep the host's error handling intact.
    for (const handler of process.listeners('uncaughtException')) {
      if (!savedExceptionHandlers.includes(handler)) process.off('uncaughtException', handler);
    }
    for (const handler of process.listeners('unhandledRejection')) {
      if (!savedRejectionHandlers.includes(handler)) process.off('unhandledRejection', handler);
    }
  }
}

export class FairyStockfishWasm extends UciEngine {
  private constructor(
    private readonly module: StockfishModule,
    timeoutMs: number | undefined,
  ) {
    super('fairy-stockfish wasm', timeoutMs);
    module.addMessageListener((line) => this.receive(String(line)));
  }

  /** Loading takes about 2 s, most of it before the engine answers `uci`. Threads defaults to 1. */
  static async start(options: WasmEngineOptions = {}): Promise<FairyStockfishWasm> {
    const module = await loadModule();
    const engine = new FairyStockfishWasm(module, options.timeoutMs);
    if (options.variantsIni !== undefined) {
      module.FS.writeFile(VARIANTS_PATH, options.variantsIni);
      engine.write(`setoption name VariantPath value ${VARIANTS_PATH}`);
    }
    await engine.init(options.variant ?? 'grand');
    return engine;
  }

  /** The legal moves of a position (UCI strings), from `go perft 1`. */
  async legalMoves(position?: Position): Promise<string[]> {
    return Object.keys((await this.perft(1, position)).divide);
  }

  protected override write(line: string): void {
    this.module.postMessage(line);
  }

  protected override async dispose(): Promise<void> {
    this.module.terminate();
  }
}
