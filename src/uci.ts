// `cauldron uci`: the UCI protocol with Fairy-Stockfish's conventions (UCI_Variant chooses the game).
// This thread parses commands and checks positions; the engine's worker searches (see uci-engine.ts),
// so `stop` and `isready` are answered while it thinks. Bad input is explained in `info string error:`
// lines and the engine carries on.
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { Game } from './game.js';
import { variants } from './variants/index.js';
import { formatUciInfo } from './analyse-output.js';
import type { SearchResult } from './search.js';
import { parseGo, type GoCommand } from './uci-go.js';
import { UciEngine } from './uci-engine.js';
import { applyOption, uciNetwork, uciOptionLines, type UciOptions } from './uci-options.js';

interface RunningSearch {
  go: GoCommand;
  /** `go perft N`: counted in the worker; `stop` ends it by ending the worker. */
  perft?: boolean;
  /** Hold `bestmove` until `stop`/`ponderhit` (infinite and ponder searches). */
  waitForStop: boolean;
  result?: SearchResult;
  timer?: NodeJS.Timeout;
  finished: Promise<void>;
  finish: () => void;
}

/** Reads commands from `input` until `quit` or the end of input. */
export async function runUci(input: Readable, output: Writable): Promise<void> {
  const session = new UciSession((line) => output.write(`${line}\n`));
  const lines = createInterface({ input, crlfDelay: Infinity });
  let quit = false;
  for await (const line of lines) {
    if (!(await session.handle(line))) {
      quit = true;
      break;
    }
  }
  lines.close();
  // Piped commands (`echo "go depth 8" | cauldron uci`) should still get their answer.
  await session.close(!quit);
}

export class UciSession {
  private readonly options: UciOptions = { variant: variants.has('grand') ? 'grand' : [...variants.keys()][0]!, hashMB: 64, multiPv: 1 };
  private readonly games = new Map<string, Game>();
  private readonly engine = new UciEngine();
  private position: { fen: string; moves: string[] };
  private newGame = true;
  private search: RunningSearch | undefined;

  constructor(private readonly print: (line: string) => void) {
    this.position = { fen: this.game().fen(), moves: [] };
  }

  /** Handles one command line; false after `quit`. */
  async handle(line: string): Promise<boolean> {
    const [command, ...words] = line.trim().split(/\s+/);
    try {
      switch (command) {
        case '':
        case undefined:
          break;
        case 'uci':
          this.print('id name Cauldron');
          this.print('id author the Cauldron authors');
          this.print('');
          for (const option of uciOptionLines(this.options)) this.print(option);
          this.print('uciok');
          break;
        case 'isready':
          // Between searches, load the variant, allocate the hash and clear it for a new game now, so `go`
          // starts at once (a clock counts from go; clearing a large table is not quick on a busy machine).
          if (!this.search) {
            const engine = await this.engine.prepare(this.options.variant, this.options.hashMB, uciNetwork(this.options));
            if (this.newGame) {
              await engine.newGame();
              this.newGame = false;
            }
          }
          this.print('readyok');
          break;
        case 'setoption':
          this.setOption(words);
          break;
        case 'ucinewgame':
          this.newGame = true;
          break;
        case 'position':
          this.setPosition(words);
          break;
        case 'go':
          await this.go(words);
          break;
        case 'stop':
          this.stop();
          break;
        case 'ponderhit':
          this.ponderhit();
          break;
        case 'd':
          this.print(`Fen: ${this.game().fen()}`);
          this.print(`Legal moves: ${this.game().legalMoves().join(' ')}`);
          break;
        case 'quit':
          return false;
        default:
          this.error(`unknown command '${command}'`);
      }
    } catch (error) {
      this.error(error instanceof Error ? error.message : String(error));
      if (command === 'isready') this.print('readyok');
    }
    return true;
  }

  /** Ends the session: lets a finite search answer first when `finishSearch`, then stops the worker. */
  async close(finishSearch: boolean): Promise<void> {
    const search = this.search;
    // A search that only `stop` ends would keep piped input waiting for ever.
    if (search && !(finishSearch && !search.waitForStop && !search.go.unbounded)) this.stop();
    await search?.finished;
    await this.engine.terminate();
  }

  private error(message: string): void {
    this.print(`info string error: ${message}`);
  }

  /** The protocol thread's copy of the game: checks positions and moves, knows the side to move. */
  private game(): Game {
    const variant = this.options.variant;
    let game = this.games.get(variant);
    if (!game) this.games.set(variant, (game = new Game(variant)));
    return game;
  }

  private setOption(words: string[]): void {
    const valueAt = words.indexOf('value');
    if (words[0] !== 'name' || words.length < 2) throw new Error("expected 'setoption name <id> [value <x>]'");
    const name = words.slice(1, valueAt < 0 ? undefined : valueAt).join(' ');
    const value = valueAt < 0 ? '' : words.slice(valueAt + 1).join(' ');
    const effect = applyOption(this.options, name, value);
    if (effect === 'variant') {
      // A new game: Fairy-Stockfish also starts from the new variant's start position.
      this.position = { fen: variants.get(this.options.variant)!.startFen, moves: [] };
      this.game().setPosition(this.position.fen);
      this.newGame = true;
    }
    if (effect === 'clear') this.newGame = true;
    if (effect === 'variants') this.print(`info string variants: ${[...variants.values()].filter((variant) => variant.players.length === 2).map((variant) => variant.id).join(' ')}`);
  }

  private setPosition(words: string[]): void {
    const movesAt = words.indexOf('moves');
    const head = words.slice(0, movesAt < 0 ? undefined : movesAt);
    const moves = movesAt < 0 ? [] : words.slice(movesAt + 1);
    const game = this.game();
    let fen: string;
    if (head[0] === 'startpos' && head.length === 1) fen = variants.get(this.options.variant)!.startFen;
    else if (head[0] === 'fen' && head.length > 1) fen = head.slice(1).join(' ');
    else throw new Error("expected 'position startpos|fen <fen> [moves ...]'");
    game.setPosition(fen); // a bad FEN throws here and the previous position stays
    this.position = { fen, moves: [] };
    for (const move of moves) {
      try {
        game.play(move);
      } catch (error) {
        // Like Stockfish: keep the moves before the bad one.
        this.error(`${error instanceof Error ? error.message : String(error)} (the position stops before it)`);
        break;
      }
    }
    this.position.moves = game.moves();
  }

  private sideToMove(): number {
    const players = variants.get(this.options.variant)!.players;
    return players.findIndex((player) => player.name === this.game().status().turn);
  }

  private async go(words: string[]): Promise<void> {
    const go = parseGo(words, this.sideToMove());
    // Like Stockfish, a new `go` waits for a search that is ending (stopped, or with a limit).
    if (this.search?.waitForStop) throw new Error("a search is running until 'stop'");
    await this.search?.finished;
    if (go.perft !== undefined) return this.perft(go);
    const legal = this.game().legalMoves();
    if (legal.length === 0) {
      // Stockfish's way of saying the game is over: mate 0 when lost, cp 0 when drawn.
      this.print(`info depth 0 score ${this.game().status().winner ? 'mate 0' : 'cp 0'}`);
      return this.print('bestmove (none)');
    }
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const search: RunningSearch = { go, waitForStop: go.waitForStop, finished, finish };
    this.search = search;
    // On a clock the hard limit counts from now, whatever delays the worker's search (see GoCommand.hardLimit).
    if (go.hardLimit !== undefined) search.timer = setTimeout(() => this.stop(), go.hardLimit);
    const limits = { ...go.limits, multiPv: this.options.multiPv };
    const job = { variant: this.options.variant, hashMB: this.options.hashMB, network: uciNetwork(this.options), newGame: this.newGame, ...this.position, limits };
    this.newGame = false;
    this.engine
      .search(job, (info) => this.print(formatUciInfo(info)))
      .then(
        (result) => (search.result = result),
        (error: Error) => {
          this.error(`search failed: ${error.message}`);
          // Keep the GUI's game going with some legal move.
          search.result = { bestMove: legal[0]!, ponder: null, lines: [], nodes: 0, time: 0 };
        },
      )
      .then(() => {
        if (!search.waitForStop) this.answer(search);
      });
  }

  private stop(): void {
    const search = this.search;
    if (!search) return;
    if (search.perft) return void this.engine.abort();
    search.waitForStop = false;
    this.engine.stop();
    if (search.result) this.answer(search);
  }

  /** The opponent played the expected move: our clock runs now, so the ponder search gets a deadline. */
  private ponderhit(): void {
    const search = this.search;
    if (!search?.go.ponder) return;
    search.go.ponder = false;
    const budget = search.go.budget;
    if (search.go.limits.infinite && budget === undefined) return; // `go ponder infinite`: wait for stop
    search.waitForStop = false;
    if (search.result) return this.answer(search);
    if (budget !== undefined) search.timer = setTimeout(() => this.stop(), budget);
  }

  private answer(search: RunningSearch): void {
    if (this.search !== search) return;
    this.search = undefined;
    clearTimeout(search.timer);
    const result = search.result!;
    this.print(`bestmove ${result.bestMove ?? '(none)'}${result.ponder ? ` ponder ${result.ponder}` : ''}`);
    search.finish();
  }

  /**
   * `go perft N` prints `move: count` lines and a total, as Fairy-Stockfish does. It counts in the worker,
   * so `isready`, `stop` (which ends it, with no total) and `quit` are answered meanwhile.
   */
  private perft(go: GoCommand): void {
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const search: RunningSearch = { go, perft: true, waitForStop: false, finished, finish };
    this.search = search;
    const job = { variant: this.options.variant, hashMB: this.options.hashMB, network: uciNetwork(this.options), ...this.position };
    this.engine
      .divide(job, go.perft!)
      .then(
        (divide) => {
          let total = 0;
          for (const [move, count] of divide) {
            this.print(`${move}: ${count}`);
            total += count;
          }
          this.print('');
          this.print(`Nodes searched: ${total}`);
        },
        (error: Error) => (this.engine.aborted ? this.print('info string perft stopped') : this.error(error.message)),
      )
      .then(() => {
        this.search = undefined;
        search.finish();
      });
  }
}
