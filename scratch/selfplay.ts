import { FairyStockfishNative } from '/work/main/peers/fairy-stockfish-native.ts';
const sf = await FairyStockfishNative.start({ variant: 'grand' });
const moves: string[] = [];
for (let i = 0; i < 24; i++) moves.push(await sf.bestMove({ moves }, 150));
console.log(moves.join(' '));
console.log(await sf.fen({ moves }));
const r = await sf.perft(4, { fen: await sf.fen({ moves }) });
console.log(r.nodes, r.ms);
await sf.quit();
