import { FairyStockfishNative } from '../peers/fairy-stockfish-native.ts';
import { Game } from '../src/game.ts';
const sf = await FairyStockfishNative.start({ variant: 'grand' });
const fens = process.argv.slice(2);
for (const fen of fens) {
  const lines = await sf.command([`position fen ${fen}`, 'go depth 14'], (l) => l.startsWith('bestmove'));
  const last = lines.filter((l) => l.includes(' score ')).at(-1);
  const g = new Game('grand', { fen });
  const r = g.search({ depth: 8 });
  console.log(fen, '| FSF:', last?.match(/score (\S+ \S+)/)?.[1], lines.at(-1), '| Cauldron:', JSON.stringify(r.lines[0]?.score), r.bestMove);
}
await sf.quit();
