// A UCI engine in a child process, driven line by line: enough for a match between two engines.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { MATE_CP } from './score-cp.js';

interface Waiter {
  until: (line: string) => boolean;
  resolve: (lines: string[]) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export interface SearchAnswer {
  move: string;
  depth: number;
  nodes: number;
  /** The last score given, in centipawns for the side to move (a mate as ±MATE_CP); undefined when none was. */
  score: number | undefined;
  /** With a mate score: UCI's `mate N` (moves, positive when the side to move mates). */
  mate?: number;
}

/**
 * A Cauldron build as a UCI engine: a .js path is its CLI, run by this Node (`<path> uci`); another path is an
 * executable, an installed `cauldron` taking `uci`, or Fairy-Stockfish (as a reference), which speaks UCI unasked.
 */
export function startCauldron(path: string): UciClient {
  if (path.endsWith('.js')) return new UciClient('Cauldron', process.execPath, [path, 'uci']);
  return /stockfish/i.test(path) ? new UciClient('Fairy-Stockfish', path) : new UciClient('Cauldron', path, ['uci']);
}

export class UciClient {
  private readonly process: ChildProcessWithoutNullStreams;
  /** Lines received and not yet consumed by `expect`. */
  private unread: string[] = [];
  private waiter: Waiter | undefined;
  private failure: Error | undefined;

  constructor(
    readonly name: string,
    command: string,
    args: readonly string[] = [],
  ) {
    this.process = spawn(command, args, { stdio: 'pipe' });
    createInterface({ input: this.process.stdout }).on('line', (line) => this.receive(line));
    this.process.stderr.resume(); // never let a chatty stderr block the engine
    this.process.on('error', (error) => this.fail(new Error(`${name}: ${error.message}`)));
    this.process.on('exit', (code, signal) => this.fail(new Error(`${name} exited (${signal ?? `code ${code}`})`)));
  }

  send(line: string): void {
    if (this.failure) throw this.failure;
    this.process.stdin.write(`${line}\n`);
  }

  /** Resolves with the lines up to and including the first one that satisfies `until`. */
  expect(until: (line: string) => boolean, timeoutMs: number): Promise<string[]> {
    if (this.failure) return Promise.reject(this.failure);
    const at = this.unread.findIndex(until);
    if (at >= 0) return Promise.resolve(this.unread.splice(0, at + 1));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiter = undefined;
        reject(new Error(`${this.name} did not answer within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiter = { until, resolve, reject, timer };
    });
  }

  /** `uci`, the options, then `isready`; fails if the engine does not offer an option it is given. */
  async start(options: Record<string, string | number>, timeoutMs = 10_000): Promise<void> {
    this.send('uci');
    const offered = await this.expect((line) => line === 'uciok', timeoutMs);
    for (const [name, value] of Object.entries(options)) {
      if (!offered.some((line) => line.startsWith(`option name ${name} type`))) throw new Error(`${this.name} has no UCI option '${name}'`);
      this.send(`setoption name ${name} value ${value}`);
    }
    await this.ready(timeoutMs);
  }

  async ready(timeoutMs = 10_000): Promise<void> {
    this.send('isready');
    await this.expect((line) => line === 'readyok', timeoutMs);
  }

  /** Plays from the start position after `moves` with `go <limits>` (e.g. `movetime 200`); returns the move chosen (or '(none)'). */
  async bestMove(moves: readonly string[], limits: string, timeoutMs: number): Promise<string> {
    return (await this.search(moves, limits, timeoutMs)).move;
  }

  /** bestMove, with the depth and node count of the last `info` line that gave them (0 when none did), and the last score. */
  async search(moves: readonly string[], limits: string, timeoutMs: number): Promise<SearchAnswer> {
    this.send(moves.length > 0 ? `position startpos moves ${moves.join(' ')}` : 'position startpos');
    this.send(`go ${limits}`);
    const lines = await this.expect((line) => line.startsWith('bestmove'), timeoutMs);
    let depth = 0;
    let nodes = 0;
    let score: number | undefined;
    let mate: number | undefined;
    for (const line of lines) {
      const found = /^info .*\bdepth (\d+)\b.*\bnodes (\d+)\b/.exec(line);
      if (found) [depth, nodes] = [Number(found[1]), Number(found[2])];
      const scored = / score (cp|mate) (-?\d+)/.exec(line);
      if (scored) score = scored[1] === 'cp' ? Number(scored[2]) : Number(scored[2]) > 0 ? MATE_CP : -MATE_CP;
      if (scored) mate = scored[1] === 'mate' ? Number(scored[2]) : undefined;
    }
    return { move: lines.at(-1)!.split(/\s+/)[1] ?? '(none)', depth, nodes, score, ...(mate === undefined ? {} : { mate }) };
  }

  async quit(): Promise<void> {
    if (this.process.exitCode !== null || this.process.signalCode !== null) return;
    const exited = new Promise((resolve) => this.process.once('exit', resolve));
    if (!this.failure) this.process.stdin.write('quit\n');
    const timer = setTimeout(() => this.process.kill(), 2000);
    await exited;
    clearTimeout(timer);
  }

  private receive(line: string): void {
    this.unread.push(line);
    const waiter = this.waiter;
    if (!waiter) return;
    const at = this.unread.findIndex(waiter.until);
    if (at < 0) return;
    this.waiter = undefined;
    clearTimeout(waiter.timer);
    waiter.resolve(this.unread.splice(0, at + 1));
  }

  private fail(error: Error): void {
    this.failure ??= error;
    const waiter = this.waiter;
    this.waiter = undefined;
    if (waiter) {
      clearTimeout(waiter.timer);
      waiter.reject(error);
    }
  }
}
