// Search speed: nodes/s on fixed positions and the time to reach depth 10 from the start, for
// Cauldron, with Fairy-Stockfish's native binary searching the same positions in the same run for
// reference (its node counts differ: different pruning, so compare time to depth, not nodes).
import { Game } from '../src/game.js';
import { FairyStockfishNative, fairyStockfishInstalled } from '../peers/fairy-stockfish-native.js';

const START = 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1';
const MIDDLEGAME = 'r3r5/1nbk2ab2/pp1cp1n1pp/1q3pp3/3p3p2/2pP1P4/2P2AP1P1/PP2P2P1P/1NBQ1C1BN1/RK7R w - - 0 13';
const DEPTH = 10;

interface Row { engine: string; position: string; depth: number; nodes: number; ms: number }
const rows: Row[] = [];

for (const [position, fen] of [['start', START], ['middlegame', MIDDLEGAME]] as const) {
  const game = new Game('grand', { fen, hashMB: 64 });
  const result = game.search({ depth: DEPTH });
  rows.push({ engine: 'Cauldron', position, depth: DEPTH, nodes: result.nodes, ms: result.time });
}

const native = fairyStockfishInstalled() ? await FairyStockfishNative.start({ variant: 'grand' }) : undefined;
if (native) {
  for (const [position, fen] of [['start', START], ['middlegame', MIDDLEGAME]] as const) {
    const { nodes, ms } = await native.searchDepth({ fen }, DEPTH);
    rows.push({ engine: 'Fairy-Stockfish native', position, depth: DEPTH, nodes, ms });
  }
  await native.quit();
} else {
  console.log('(native fairy-stockfish not installed: apt-get install fairy-stockfish)');
}

console.log(`Grand Chess search to depth ${DEPTH}, 64 MB hash, one thread\n`);
console.log('| position | engine | nodes | time to depth 10 | k nodes/s |');
console.log('|---|---|---|---|---|');
for (const row of rows) {
  console.log(`| ${row.position} | ${row.engine} | ${row.nodes.toLocaleString('en-US')} | ${(row.ms / 1000).toFixed(2)} s | ${Math.round(row.nodes / row.ms)} |`);
}
