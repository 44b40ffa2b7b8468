#!/usr/bin/env node
// Command line: thin wrappers over Game. Errors in input print one line and exit with status 2: a
// CauldronError from the game, and commander's own (unknown command or option, a bad or missing argument).
import { Command, InvalidArgumentError, Option } from 'commander';
import { existsSync, readFileSync } from 'node:fs';
import { Game, type GameStatus } from './game.js';
import { replayGame } from './replay.js';
import { variants } from './variants/index.js';
import type { BoardDefinition } from './variants/types.js';
import { CauldronError } from './errors.js';
import { analyseHeader, formatAnalyseRow } from './analyse-output.js';
import { checkLimits, SEARCH_ALGORITHMS, type SearchAlgorithm, type SearchLimits } from './search.js';
import { runUci } from './uci.js';
import { loadVariants } from './variants/index.js';
import { readVariantsFile } from './uci-options.js';

const program = new Command()
  .name('cauldron')
  .description('A WebAssembly search engine for chess variants')
  .version(packageVersion(), '-V, --version', 'print the version')
  // Set before the commands are defined, so that each inherits them: an input error is one line, status 2
  // (help and --version still exit 0).
  .showHelpAfterError(false)
  .exitOverride((error) => process.exit(error.exitCode === 0 ? 0 : 2))
  // --variants FILE on any command: load a variants.ini (or its JSON form) before the variant is looked up.
  .hook('preAction', (_, action) => {
    const file = (action.opts() as { variants?: string }).variants;
    if (file !== undefined) loadVariants(readVariantsFile(file));
  });
const VARIANTS_OPTION = ['--variants <file>', 'load user variants from a Fairy-Stockfish-style variants.ini (or its JSON form) first'] as const;
// One value, so that it never takes a following argument (a variant name) for a move.
const MOVES_OPTION = ['--moves <moves>', "moves to play first, as move strings separated by spaces or commas ('e3e5 d8d6'); repeatable", collectMoves] as const;

program
  .command('perft')
  .option(...VARIANTS_OPTION)
  .description('count the leaf nodes of the legal move tree')
  .argument('<variant>', 'variant id (see `cauldron variants`)')
  .argument('<depth>', 'depth in plies', wholeNumber)
  .option('--fen <fen>', 'start from this position instead of the variant\'s start')
  .option(...MOVES_OPTION)
  .option('--rule <name=value...>', 'set a rule option of the variant (e.g. setup=<FEN> for wey)', collectRule, {})
  .option('--divide', 'print the count below each legal move')
  .option('--no-bulk', 'make every leaf move instead of counting the last ply in bulk (nodes/s then measure the cost per node)')
  .option('--json', 'end with one JSON object on the last line')
  .action((variant: string, depth: number, options: { fen?: string; moves?: string[]; rule?: Record<string, string>; divide?: boolean; bulk: boolean; json?: boolean }) => {
    const game = new Game(variant, { fen: options.fen, moves: options.moves, rules: options.rule });
    const started = performance.now();
    const divide = options.divide ? game.divide(depth, { bulk: options.bulk }) : undefined;
    const nodes = divide ? [...divide.values()].reduce((sum, count) => sum + count, 0) : game.perft(depth, { bulk: options.bulk });
    const ms = Math.round(performance.now() - started);
    const nps = ms > 0 ? Math.round((nodes / ms) * 1000) : nodes * 1000;
    if (divide) for (const [move, count] of divide) console.log(`${move}: ${count}`);
    if (options.json) {
      console.log(JSON.stringify({ variant, depth, nodes, ms, nps, bulk: options.bulk, ...(divide ? { divide: Object.fromEntries(divide) } : {}) }));
    } else {
      console.log(`${variant} perft ${depth}: ${nodes.toLocaleString('en-US')} nodes in ${(ms / 1000).toFixed(2)} s (${(nps / 1e6).toFixed(1)} M nodes/s${options.bulk ? '' : ', every node made'})`);
    }
  });

program
  .command('variants')
  .option(...VARIANTS_OPTION)
  .description('list the variants with their players and board')
  .option('--json', 'print JSON')
  .action((options: { json?: boolean }) => {
    const rows = [...variants.values()].map((v) => ({
      id: v.id,
      name: v.name,
      players: v.players.map((p) => p.name),
      board: describeBoard(v.board),
      description: v.description,
      rules: Object.fromEntries(Object.entries(v.ruleOptions ?? {}).map(([name, option]) => [name, { default: option.default, choices: option.choices, description: option.description }])),
    }));
    if (options.json) return console.log(JSON.stringify(rows));
    for (const row of rows) {
      const rules = Object.entries(row.rules).map(([name, option]) => ` [--rule ${name}=${option.choices ? option.choices.join('|') : '...'}]`).join('');
      console.log(`${row.id.padEnd(13)} ${row.name.padEnd(24)} ${row.players.join('/').padEnd(17)} ${row.board.padEnd(20)} ${row.description}${rules}`);
    }
  });

// Without a limit, `analyse` thinks this long: a few seconds reaches depth 9 or so from the start.
const DEFAULT_ANALYSE_MS = 5000;

interface AnalyseOptions {
  fen?: string;
  moves?: string[];
  depth?: number;
  movetime?: number;
  nodes?: number;
  multipv?: number;
  hash?: number;
  rule?: Record<string, string>;
  algorithm?: SearchAlgorithm;
  json?: boolean;
}

program
  .command('analyse')
  .option(...VARIANTS_OPTION)
  .alias('analyze')
  .description('search a position, printing a line per completed depth, then the best move')
  .argument('[variant]', 'variant id (see `cauldron variants`)', 'grand')
  .option('--fen <fen>', 'start from this position instead of the variant\'s start')
  .option(...MOVES_OPTION)
  .option('--depth <plies>', 'stop after this depth', wholeNumber)
  .option('--movetime <ms>', `stop after this many milliseconds (default ${DEFAULT_ANALYSE_MS} when no limit is given)`, wholeNumber)
  .option('--nodes <count>', 'stop after this many nodes', wholeNumber)
  .option('--multipv <lines>', 'report this many best lines', wholeNumber)
  .option('--hash <mb>', 'transposition table size in MB', wholeNumber)
  .option('--rule <name=value...>', 'set a rule option of the variant (e.g. setup=<FEN> for wey)', collectRule, {})
  .addOption(new Option('--algorithm <name>', 'three players: paranoid (the side to move against both others) or brs (Best-Reply Search, BRS+)').choices(SEARCH_ALGORITHMS))
  .option('--json', 'print one JSON object per line: info objects, then {"bestmove": ...}')
  .action((variant: string, options: AnalyseOptions) => {
    const game = new Game(variant, { fen: options.fen, moves: options.moves, hashMB: options.hash, rules: options.rule });
    const limits: SearchLimits = { depth: options.depth, movetime: options.movetime, nodes: options.nodes, multiPv: options.multipv, algorithm: options.algorithm };
    if (limits.depth === undefined && limits.nodes === undefined && limits.movetime === undefined) limits.movetime = DEFAULT_ANALYSE_MS;
    checkLimits(limits); // before the header, so bad input prints only the error
    const multiPv = options.multipv ?? 1;
    if (!options.json) {
      const seats = game.players();
      const players = seats.length > 2 ? ` (score for ${game.status().turn}, ${options.algorithm ?? 'paranoid'} search; shares of the points for ${seats.join('/')})` : '';
      console.log(`Analysing ${game.id}, ${game.status().turn} to move${players}, ${describeLimits(limits)}: ${game.fen()}`);
      console.log(analyseHeader(seats.length));
    }
    const result = game.search(limits, {
      onInfo: (info) => console.log(options.json ? JSON.stringify(info) : formatAnalyseRow(info, multiPv)),
    });
    const status = game.status();
    const state = status.state;
    // A finished game says so, with each player's outcome or points (a draw by rule may still have moves).
    const over = state === 'ongoing' ? {} : { state, ...(status.results ? { results: status.results } : {}), ...(status.points ? { points: status.points } : {}) };
    if (options.json) {
      console.log(JSON.stringify({ bestmove: result.bestMove, ponder: result.ponder, nodes: result.nodes, time: Math.round(result.time), ...over }));
    } else {
      if (!result.bestMove) console.log(`no legal move: ${describeOutcome(status)}`);
      else if (state !== 'ongoing') console.log(`game over: ${describeOutcome(status)}`);
      console.log(`bestmove ${result.bestMove ?? '(none)'}${result.ponder ? ` ponder ${result.ponder}` : ''}`);
    }
  });

program
  .command('replay')
  .option(...VARIANTS_OPTION)
  .description("replay a game record and print the final position and result (Dreierschach: the author's short notation; other games: move strings)")
  .argument('<variant>', 'variant id (see `cauldron variants`)')
  .argument('<file>', "the record ('-' reads standard input): numbered rounds, one move per player")
  .option('--fen <fen>', 'start from this position instead of the variant\'s start')
  .option('--json', 'print one JSON object: the moves as move strings, the final position and the status')
  .action((variant: string, file: string, options: { fen?: string; json?: boolean }) => {
    const game = new Game(variant, { fen: options.fen, hashMB: 0 });
    let text: string;
    try {
      text = readFileSync(file === '-' ? 0 : file, 'utf8');
    } catch (error) {
      throw new CauldronError(`cannot read the record '${file}': ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
    }
    const moves = replayGame(game, text);
    const status = game.status();
    if (options.json) return console.log(JSON.stringify({ variant, moves, fen: game.fen(), status }));
    console.log(`${moves.length} moves replayed`);
    console.log(`Position: ${game.fen()}`);
    console.log(`Result: ${describeOutcome(status)}`);
  });

program
  .command('uci')
  .option(...VARIANTS_OPTION)
  .description('speak the UCI protocol on stdin/stdout (for GUIs and match tools)')
  .action(async () => {
    await runUci(process.stdin, process.stdout);
    process.exit(0); // the search worker would otherwise keep the process alive
  });

/** The game's state in words, with each player's outcome or points when it is over. */
function describeOutcome(status: GameStatus): string {
  if (status.state === 'ongoing') return `ongoing, ${status.turn} to move${status.inCheck ? ' (in check)' : ''}`;
  const scores = status.points ?? status.results ?? {};
  return `${status.state}, ${Object.entries(scores).map(([name, score]) => `${name} ${score}`).join(', ')}`;
}

function describeBoard(board: BoardDefinition): string {
  if (board.kind === 'hex') return `hexagon of ${3 * board.side * (board.side - 1) + 1} cells`;
  if (board.kind === 'dreierschach') return '126 hexagons';
  return `${board.files}x${board.ranks}`;
}

function describeLimits(limits: SearchLimits): string {
  const parts: string[] = [];
  if (limits.depth !== undefined) parts.push(`to depth ${limits.depth}`);
  if (limits.nodes !== undefined) parts.push(`for ${limits.nodes.toLocaleString('en-US')} nodes`);
  if (limits.movetime !== undefined) parts.push(`for ${(limits.movetime / 1000).toFixed(1)} s`);
  return parts.join(', at most ');
}

/** `--moves 'e3e5 d8d6'`, repeatable, into one list. */
function collectMoves(text: string, moves: string[] = []): string[] {
  return [...moves, ...text.split(/[\s,]+/).filter((move) => move !== '')];
}

/** The version in package.json, found above this file (src/cli.ts when run from source, dist/src/cli.js built). */
function packageVersion(): string {
  for (let folder = new URL('./', import.meta.url); folder.pathname !== '/'; folder = new URL('../', folder)) {
    const file = new URL('package.json', folder);
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (manifest.name === 'cauldron' && manifest.version) return manifest.version;
  }
  return 'unknown';
}

/** `--rule name=value`, repeatable, into { name: value }. */
function collectRule(text: string, rules: Record<string, string>): Record<string, string> {
  const at = text.indexOf('=');
  if (at <= 0) throw new InvalidArgumentError(`'${text}' is not name=value`);
  return { ...rules, [text.slice(0, at)]: text.slice(at + 1) };
}

function wholeNumber(text: string): number {
  if (!/^\d+$/.test(text)) throw new InvalidArgumentError(`'${text}' is not a whole number`);
  return Number(text);
}

try {
  await program.parseAsync();
} catch (error) {
  if (!(error instanceof CauldronError)) throw error;
  console.error(`error: ${error.message}`);
  process.exitCode = 2;
}
