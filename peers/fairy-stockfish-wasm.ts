// Driver for the npm package fairy-stockfish-nnue.wasm (Emscripten + pthreads), run inside this
// Node process. It is the fair speed baseline for our own WebAssembly engine.
//
// The engine runs on worker threads, which keep the process alive until quit() terminates them.
// Never send it the UCI `quit` command: Emscripten's exit() then calls process.exit() on the host.
import { createRequire } from 'node:module';
import { UciEngine, type EngineOptions } from './fairy-stockfish-native.js';

interface StockfishModule {
  postMessage(command: string): void;
  /** Receives stdout and stderr lines alike; stderr can also carry non-string values (e.g. an abort's Error). */
  addMessageListener(listener: (line: unknown) => void): void;
  /** Terminates all worker threads. */
  terminate(): void;
  /** Emscripten's in-memory file system. */
  FS: { writeFile(path: string, data: string): void };
}

export interface WasmEngineOptions extends EngineOptions {
  /**
   * A Fairy-Stockfish variants.ini text, read before `variant` is selected: the way to define variants
   * with custom pieces (Betza), which Debian's native 11.1 cannot read.
   */
  variantsIni?: string;
}

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
    const path = options.variantsIni === undefined ? undefined : '/variants.ini';
    if (path) module.FS.writeFile(path, options.variantsIni!);
    await engine.init(options.variant ?? 'grand', path);
    return engine;
  }

  protected override write(line: string): void {
    this.module.postMessage(line);
  }

  protected override async dispose(): Promise<void> {
    this.module.terminate();
  }
}
