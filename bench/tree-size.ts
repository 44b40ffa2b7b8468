// Tree size: the nodes each engine needs to complete a depth on 24 Grand Chess positions (plies 16 and 36 of
// twelve games against Fairy-Stockfish), Cauldron beside Fairy-Stockfish's native binary. Node counts do not
// depend on the machine's load, so this says what a pruning change does to the tree on many positions at once
// (bench/search-nodes.ts: two positions, every depth).
//   npx tsx bench/tree-size.ts [--depth 9] [--wasm core.wasm]
import { readFileSync } from 'node:fs';
import { Game } from '../src/game.js';
import { FairyStockfishNative, fairyStockfishInstalled } from '../peers/fairy-stockfish-native.js';
import { toolArguments } from '../tools/arguments.js';

const POSITIONS = [
  '2r6r/1nbqkcabn1/pp3p1pp1/6p2p/4p5/3p2P3/P6N2/1PP1PP1PPP/2BQKCABN1/R7R1 w - - 0 9',
  '2rr6/1nb1k1a1n1/pp2q2pp1/5cp2p/9N/3p6/P3p2N2/1PPCPPBPPP/3QK1A3/2R5R1 w - - 0 19',
  '2r6r/2bqkc1b2/ppp1pp1pp1/2n4n1p/3p2a3/10/P1P3PPP1/1P1PP4P/1NBQKCABN1/R7R1 w - - 0 9',
  '2r1k2r2/2bq1cn3/pppap2pp1/2n6p/3PbpP3/P6PA1/4P3P1/1P7P/1NBQKC1BN1/R7R1 w - - 1 19',
  'r2kr5/1nbq1c1bn1/pp3ppapp/2p4p2/10/3PB1P3/2N7/PPP2P1PPP/2BQ1CA1N1/R3K4R w - - 2 9',
  '1k2r5/rnbq4n1/pp1c3app/5b1p2/2p7/3PP5/2N1B2P2/PPP3NAPP/3Q1C4/3RK4R w - - 0 19',
  '2r6r/2bqkc1b2/ppp1anpppp/2n1p5/3p1pP3/5P4/2PP3PA1/PP2P3PP/1NBQ1C1BN1/R3K4R w - - 1 9',
  '2rk5r/2bq1c1b2/1p2a1p2p/p1pn6/3p1pN1p1/PP3BnPP1/2PP6/4P1A2P/1N1Q1C1B2/R3K1R3 w - - 0 19',
  'r8r/1nbqkc1bn1/ppp1a4p/6pp2/4pp2p1/10/N2P3NP1/PP2PPPPBP/2BQKCA3/R6R2 w - - 0 9',
  '9r/4kc1bn1/ppp1a5/4b1pp2/5p2pp/2N2P4/1P1r4PP/P5PPB1/2B2CA3/2RK3R2 w - - 0 19',
  '2rk3r2/2bq1cab2/pppp1p1ppp/2n4n2/4p5/2P3p3/P1NP2P1P1/1P2PP1P1P/2BQ1CABN1/R1K6R w - - 0 9',
  '2rkq2r2/2b7/p1ppa2ppp/1p3Nnn2/2b1p5/2P1P1pP2/P2P2P1PB/1P2A4P/2B2Q2N1/R1K2R4 w - - 10 19',
  'r6r2/1n1qkcab2/1p2ppn1pp/p1p3p3/3p1b1p2/3P1B4/2N3P3/PPP1PPNPPP/3QKC1B2/2R1A2R2 w - - 2 9',
  'N6r2/1n2k1a3/3bpp3p/pqp1c1p3/7p2/7P2/10/PPP1nP1PPP/3Q1C1B2/2R1AK1R2 w - - 3 19',
  '2r4r2/1nbqkc1b2/1pp1pp1ppp/p4a1n2/3p6/3P1pP3/2P4P2/PP2P3PP/1NBQKCABN1/R8R w - - 0 9',
  '2rnkr4/2bq2n3/1pp1p2ppp/p6a2/3pA5/3P2P3/2P7/PP1NP3PP/4Q2BN1/R2K2R3 w - - 3 19',
  'r8r/1nb1kcab2/p2pp3pp/6pp1n/q1p2p4/1p1P6/P1N1P2N2/1PP1APPPPP/2BQKC1B2/2R4R2 w - - 0 9',
  'r8r/4kcab2/n2pp3pp/6pp1n/Rb3p4/3P6/4P2N2/1P2APPPPP/2B1KC4/6BR2 w - - 0 19',
  '2r4r2/2bqkc1b2/ppppp2ppp/2n4a1n/6p3/2PP2P3/4P5/PP1N1P1APP/2BQKC1BN1/R8R w - - 1 9',
  '2rk3r2/2bq1c4/ppnp3p1p/2pN1b1a1n/2PPp1p1p1/1P2P1P1P1/P6N1P/5P1A2/2BQKC1B2/R8R w - - 0 19',
  'r8r/1nbqkc1bn1/pp2a2ppp/2p2p4/2ApP5/N4P4/7P2/PPP1P2PPP/2BQKC1B2/R8R w - - 2 9',
  '3r5r/1n2kc1bn1/p6p1p/8p1/1p3b4/3p1P4/P3B2P2/1PP1P2PPP/3Q3B1R/3RK5 w - - 0 19',
  'r8r/1nb1kcab2/p2p1p1ppp/2p4n2/4p5/1p2P1pq2/3P2C3/PPP1NPP1PP/2BQK1ABN1/R8R w - - 0 9',
  'rr8/2b1k5/p3ap1p1p/2p1c2np1/3pp2NP1/1n2P1p3/3P6/1PPB1PPA1b/3Q3BN1/R2K5R w - - 0 19',
];

const values = toolArguments('npx tsx bench/tree-size.ts', { depth: { type: 'string', default: '9' }, wasm: { type: 'string' } });
const depth = Number(values.depth);
const build = values.wasm ? new WebAssembly.Module(readFileSync(values.wasm)) : undefined;

function summary(engine: string, counts: number[]): string {
  const total = counts.reduce((sum, n) => sum + n, 0);
  const geometric = Math.exp(counts.reduce((sum, n) => sum + Math.log(n), 0) / counts.length);
  return `| ${engine} | ${total.toLocaleString('en-US')} | ${Math.round(geometric).toLocaleString('en-US')} |`;
}

const cauldron = POSITIONS.map((fen) => new Game('grand', { fen, hashMB: 64, build }).search({ depth }).nodes);
console.log(`Grand Chess, nodes to complete depth ${depth} on ${POSITIONS.length} positions, 64 MB hash${values.wasm ? `, core ${values.wasm}` : ''}\n`);
console.log('| engine | total nodes | geometric mean |');
console.log('|---|---|---|');
console.log(summary('Cauldron', cauldron));
if (fairyStockfishInstalled()) {
  const native = await FairyStockfishNative.start({ variant: 'grand' });
  const peer: number[] = [];
  for (const fen of POSITIONS) peer.push((await native.searchDepth({ fen }, depth)).nodes);
  await native.quit();
  console.log(summary('Fairy-Stockfish native', peer));
  const ratio = cauldron.reduce((sum, n, i) => sum + Math.log(n / (peer[i] ?? n)), 0) / cauldron.length;
  console.log(`\nCauldron's tree is ${Math.exp(ratio).toFixed(2)}x Fairy-Stockfish's (geometric mean of the ratios)`);
} else {
  console.log('(native fairy-stockfish not installed: apt-get install fairy-stockfish)');
}
