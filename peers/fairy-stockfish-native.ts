// Driver for the native Fairy-Stockfish binary (Debian package, 11.1 large-board build),
// spoken to over UCI on stdin/stdout. Used as a reference (oracle) and as a speed baseline.
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';

export const FAIRY_STOCKFISH_BIN = process.env.FAIRY_STOCKFISH_BIN ?? '/usr/games/fairy-stockfish';

/** A position: `fen` (default: the variant's start position) plus moves in UCI notation. */
export interface Position {
  fen?: string;
  moves?: string[];
}

export interface PerftResult {
  nodes: number;
  /** Root move (UCI notation) -> leaf count below it. */
  divide: Record<string, number>;
  /** Wall time around the `go perft` command, in milliseconds. */
  ms: number;
}

export interface DepthResult {
  /** Nodes of the search's last `info` line. */
  nodes: number;
  /** Wall time from `go depth` to `bestmove`, in milliseconds. */
  ms: number;
}

export interface EngineOptions {
  /** UCI_Variant to select (default 'grand'). */
  variant?: string;
  /** Per-command reply timeout in ms (default 10 minutes, enough for deep perft). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10 * 60 * 1000;

export function fairyStockfishInstalled(bin = FAIRY_STOCKFISH_BIN): boolean {
  const result = spawnSync(bin, { input: 'quit\n', timeout: 5000, stdio: 'pipe' });
  return result.error === undefined && result.status === 0;
}

function positionCommand({ fen, moves = [] }: Position = {}): string {
  const base = fen === undefined ? 'position startpos' : `position fen ${fen}`;
  return moves.length > 0 ? `${base} moves ${moves.join(' ')}` : base;
}

interface Waiter {
  until: (line: string) => boolean;
  lines: string[];
  resolve: (lines: string[]) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * UCI conversation shared by the native and wasm drivers. Subclasses provide the transport
 * (`write`, `dispose`) and feed every output line to `receive`.
 *
 * Commands run one at a time through a queue, so concurrent calls never interleave their output.
 * Once the engine dies, times out or quits, every pending and later command rejects with that error.
 */
export abstract class UciEngine {
  private queue: Promise<unknown> = Promise.resolve();
  private waiter: Waiter | undefined;
  private failure: Error | undefined;

  protected constructor(
    protected readonly label: string,
    private readonly timeoutMs = DEFAULT_TIMEOUT_MS,
  ) {}

  /** Writes one command line to the engine. */
  protected abstract write(line: string): void;

  /** Stops the engine for good; must be safe to call more than once. */
  protected abstract dispose(): Promise<void>;

  /** Sends `lines`, then resolves with all output up to and including the first line matching `until`. */
  command(lines: string | string[], until: (line: string) => boolean): Promise<string[]> {
    return this.enqueue(() => this.exchange(typeof lines === 'string' ? [lines] : lines, until));
  }

  async perft(depth: number, position?: Position): Promise<PerftResult> {
    // `go perft 0` prints nothing at all, so it would only ever time out.
    if (!Number.isInteger(depth) || depth < 1) throw new RangeError(`perft depth must be an integer >= 1, got ${depth}`);
    return this.enqueue(async () => {
      this.post(positionCommand(position));
      const start = performance.now();
      const lines = await this.exchange([`go perft ${depth}`], (line) => line.startsWith('Nodes searched:'));
      const ms = performance.now() - start;
      const divide: Record<string, number> = {};
      for (const line of lines) {
        const match = /^(\S+): (\d+)$/.exec(line);
        if (match) divide[match[1]!] = Number(match[2]);
      }
      return { nodes: Number(lines.at(-1)!.slice('Nodes searched:'.length)), divide, ms };
    });
  }

  /** Searches `position` to `depth` from an empty table of `hashMB` (a new game each time, so searches do not share it). */
  async searchDepth(position: Position, depth: number, hashMB = 64): Promise<DepthResult> {
    await this.command(['ucinewgame', `setoption name Hash value ${hashMB}`, 'isready'], (line) => line === 'readyok');
    const started = performance.now();
    const lines = await this.command([positionCommand(position), `go depth ${depth}`], (line) => line.startsWith('bestmove'));
    const ms = performance.now() - started;
    const nodes = Number(/ nodes (\d+)/.exec(lines.filter((line) => line.includes(' nodes ')).at(-1) ?? '')?.[1] ?? 0);
    return { nodes, ms };
  }

  /** The engine's FEN for `position` (after applying the moves). */
  async fen(position?: Position): Promise<string> {
    return this.field(await this.display(position), 'Fen:');
  }

  /** Squares of the pieces giving check in `position`. */
  async checkers(position?: Position): Promise<string[]> {
    return this.field(await this.display(position), 'Checkers:').split(' ').filter(Boolean);
  }

  /** Searches for `movetimeMs`; returns the best move in UCI notation, or '(none)' if there is no legal move. */
  async bestMove(position: Position, movetimeMs: number): Promise<string> {
    const lines = await this.command(
      [positionCommand(position), `go movetime ${movetimeMs}`],
      (line) => line.startsWith('bestmove '),
    );
    return lines.at(-1)!.split(' ')[1]!;
  }

  /** Ends the engine immediately; queued commands reject. */
  async quit(): Promise<void> {
    this.fail(new Error(`${this.label} has quit`));
    await this.dispose();
  }

  /** Selects the variant, rejecting names the engine does not offer (it would silently keep the old one). */
  protected async init(variant: string): Promise<void> {
    try {
      const uci = await this.command('uci', (line) => line === 'uciok');
      const option = uci.find((line) => line.startsWith('option name UCI_Variant '));
      if (!option?.split(' var ').slice(1).includes(variant)) throw new Error(`${this.label} does not support variant "${variant}"`);
      await this.command([`setoption name UCI_Variant value ${variant}`, 'isready'], (line) => line === 'readyok');
    } catch (error) {
      await this.quit();
      throw error;
    }
  }

  /** Call for every line the engine prints. */
  protected receive(line: string): void {
    const waiter = this.waiter;
    if (waiter === undefined) return;
    waiter.lines.push(line);
    if (!waiter.until(line)) return;
    this.waiter = undefined;
    clearTimeout(waiter.timer);
    waiter.resolve(waiter.lines);
  }

  /** Records the first fatal error and rejects the command in flight with it. */
  protected fail(error: Error): void {
    this.failure ??= error;
    const waiter = this.waiter;
    this.waiter = undefined;
    if (waiter === undefined) return;
    clearTimeout(waiter.timer);
    waiter.reject(this.failure);
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const result = this.queue.then(task);
    this.queue = result.catch(() => undefined);
    return result;
  }

  private post(line: string): void {
    if (this.failure !== undefined) throw this.failure;
    this.write(line);
  }

  private exchange(lines: string[], until: (line: string) => boolean): Promise<string[]> {
    return new Promise<string[]>((resolve, reject) => {
      if (this.failure !== undefined) return reject(this.failure);
      const timer = setTimeout(() => {
        // The engine is still busy with this command, so its later output would be misattributed: give up on it.
        this.fail(new Error(`${this.label}: no reply to "${lines.at(-1)}" within ${this.timeoutMs} ms`));
        void this.dispose();
      }, this.timeoutMs);
      this.waiter = { until, lines: [], resolve, reject, timer };
      for (const line of lines) this.write(line);
    });
  }

  /** Output of `d`; the trailing `isready` marks its end, as its last line differs between builds. */
  private display(position?: Position): Promise<string[]> {
    return this.command([positionCommand(position), 'd', 'isready'], (line) => line === 'readyok');
  }

  private field(lines: string[], name: string): string {
    const line = lines.find((l) => l.startsWith(name));
    if (line === undefined) throw new Error(`${this.label}: no "${name}" line in the output of "d"`);
    return line.slice(name.length).trim();
  }
}

export class FairyStockfishNative extends UciEngine {
  private constructor(
    private readonly child: ChildProcessWithoutNullStreams,
    label: string,
    timeoutMs: number | undefined,
  ) {
    super(label, timeoutMs);
    createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', (line) => this.receive(line));
    child.on('error', (error) => this.fail(new Error(`${label}: ${error.message}`)));
    child.on('exit', (code, signal) => this.fail(new Error(`${label} exited (code ${code}, signal ${signal})`)));
    // Writing to a dead process reports EPIPE here; the 'exit' event names the real cause.
    child.stdin.on('error', () => undefined);
  }

  static async start(options: EngineOptions & { bin?: string } = {}): Promise<FairyStockfishNative> {
    const bin = options.bin ?? FAIRY_STOCKFISH_BIN;
    const child = spawn(bin, [], { stdio: 'pipe' });
    child.stderr.pipe(process.stderr);
    const engine = new FairyStockfishNative(child, `fairy-stockfish (${bin})`, options.timeoutMs);
    await engine.init(options.variant ?? 'grand');
    return engine;
  }

  protected override write(line: string): void {
    this.child.stdin.write(`${line}\n`);
  }

  protected override async dispose(): Promise<void> {
    const child = this.child;
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    this.write('quit');
    // `quit` is only read between commands (a running perft ignores it), so do not wait forever.
    const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
    await exited;
    clearTimeout(timer);
  }
}
