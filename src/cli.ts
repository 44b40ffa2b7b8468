#!/usr/bin/env node
// Command line: thin wrappers over Game. Errors in input print one line and exit with status 2.
import { Command, InvalidArgumentError } from 'commander';
import { Game } from './game.js';
import { variants } from './variants/index.js';
import { CauldronError } from './errors.js';

const program = new Command()
  .name('cauldron')
  .description('A WebAssembly search engine for chess variants')
  .showHelpAfterError();

program
  .command('perft')
  .description('count the leaf nodes of the legal move tree')
  .argument('<variant>', 'variant id (see `cauldron variants`)')
  .argument('<depth>', 'depth in plies', wholeNumber)
  .option('--fen <fen>', 'start from this position instead of the variant\'s start')
  .option('--moves <moves...>', 'moves to play first, as move strings')
  .option('--divide', 'print the count below each legal move')
  .option('--json', 'end with one JSON object on the last line')
  .action((variant: string, depth: number, options: { fen?: string; moves?: string[]; divide?: boolean; json?: boolean }) => {
    const game = new Game(variant, { fen: options.fen, moves: options.moves });
    const started = performance.now();
    const divide = options.divide ? game.divide(depth) : undefined;
    const nodes = divide ? [...divide.values()].reduce((sum, count) => sum + count, 0) : game.perft(depth);
    const ms = Math.round(performance.now() - started);
    const nps = ms > 0 ? Math.round((nodes / ms) * 1000) : nodes * 1000;
    if (divide) for (const [move, count] of divide) console.log(`${move}: ${count}`);
    if (options.json) {
      console.log(JSON.stringify({ variant, depth, nodes, ms, nps, ...(divide ? { divide: Object.fromEntries(divide) } : {}) }));
    } else {
      console.log(`${variant} perft ${depth}: ${nodes.toLocaleString('en-US')} nodes in ${(ms / 1000).toFixed(2)} s (${(nps / 1e6).toFixed(1)} M nodes/s)`);
    }
  });

program
  .command('variants')
  .description('list the variants with their players and board')
  .option('--json', 'print JSON')
  .action((options: { json?: boolean }) => {
    const rows = [...variants.values()].map((v) => ({
      id: v.id,
      name: v.name,
      players: v.players.map((p) => p.name),
      board: `${v.board.files}x${v.board.ranks}`,
      description: v.description,
    }));
    if (options.json) return console.log(JSON.stringify(rows));
    for (const row of rows) console.log(`${row.id.padEnd(14)} ${row.name.padEnd(16)} ${row.players.join('/').padEnd(20)} ${row.board.padEnd(7)} ${row.description}`);
  });

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
