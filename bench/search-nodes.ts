// Nodes to complete each depth of a Grand Chess search (start and a middlegame, as bench/search.bench.ts),
// and the depth completed within a node budget: load-independent figures of what a search change does to
// the tree (time per node is another question: bench/instructions.ts --search).
//   npx tsx bench/search-nodes.ts [--depth 10] [--budget 1000000] [--wasm core.wasm]
import { readFileSync } from 'node:fs';
import { Game } from '../src/game.js';
import { toolArguments } from '../tools/arguments.js';

const START = 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1';
const MIDDLEGAME = 'r3r5/1nbk2ab2/pp1cp1n1pp/1q3pp3/3p3p2/2pP1P4/2P2AP1P1/PP2P2P1P/1NBQ1C1BN1/RK7R w - - 0 13';

const values = toolArguments('npx tsx bench/search-nodes.ts', { depth: { type: 'string', default: '10' }, budget: { type: 'string', default: '1000000' }, wasm: { type: 'string' } });
const build = values.wasm ? new WebAssembly.Module(readFileSync(values.wasm)) : undefined;
const depth = Number(values.depth);
const budget = Number(values.budget);

console.log(`Grand Chess, 64 MB hash${values.wasm ? `, core ${values.wasm}` : ''}`);
for (const [position, fen] of [['start', START], ['middlegame', MIDDLEGAME]] as const) {
  const perDepth: string[] = [];
  new Game('grand', { fen, hashMB: 64, build }).search({ depth }, { onInfo: (info) => perDepth.push(`d${info.depth} ${info.nodes}`) });
  const capped = new Game('grand', { fen, hashMB: 64, build }).search({ nodes: budget });
  const last = capped.lines[0];
  console.log(`${position}: nodes to complete each depth: ${perDepth.join(', ')}; within ${budget} nodes: depth ${last?.depth} (seldepth ${last?.seldepth}), ${capped.bestMove}`);
}
