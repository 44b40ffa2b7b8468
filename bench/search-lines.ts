// The line each game's search finds at a fixed node count, from the start and from a seeded middlegame, under
// every algorithm the game has: a change meant to leave some game's search alone must print the same lines for
// it (diff this output between two builds). Fixed nodes make it repeat exactly, whatever the machine's load.
//   npx tsx bench/search-lines.ts [--nodes 30000] [--variant witch3 ...] [--wasm core.wasm]
import { readFileSync } from 'node:fs';
import { Game } from '../src/game.js';
import type { SearchAlgorithm } from '../src/search.js';
import { toolArguments } from '../tools/arguments.js';

const GAMES = ['grand', 'witch', 'wey', 'jacks84', 'witch3', 'dreierschach'];
// Plies of a seeded random game to reach a middlegame; the seed is fixed so every build sees the same position.
const MIDDLEGAME_PLIES = 18;
const MIDDLEGAME_SEED = 20;

const values = toolArguments('npx tsx bench/search-lines.ts', {
  nodes: { type: 'string', default: '30000' },
  variant: { type: 'string', multiple: true, default: GAMES },
  wasm: { type: 'string' },
});
const build = values.wasm ? new WebAssembly.Module(readFileSync(values.wasm)) : undefined;
const nodes = Number(values.nodes);

for (const variant of values.variant) {
  const start = new Game(variant, { build });
  const algorithms: SearchAlgorithm[] = start.players().length > 2 ? ['paranoid', 'brs'] : ['paranoid'];
  const middlegame = new Game(variant, { build });
  middlegame.playRandom(MIDDLEGAME_SEED, MIDDLEGAME_PLIES, 1);
  for (const [position, fen] of [['start', start.fen()], ['middlegame', middlegame.fen()]] as const) {
    for (const algorithm of algorithms) {
      const result = new Game(variant, { fen, hashMB: 16, build }).search({ nodes, algorithm });
      const line = result.lines[0];
      const score = line ? ('cp' in line.score ? `cp ${line.score.cp}` : `mate ${line.score.mate}`) : 'none';
      console.log(`${variant} ${position} ${algorithm}: depth ${line?.depth} ${score} ${line?.pv.join(' ') ?? '(no move)'}`);
    }
  }
}
