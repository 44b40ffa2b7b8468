import { Game } from '../src/game.ts';
const g = new Game('grand');
console.log(g.variant.values.material);
const r = g.search({ movetime: 5000 }, { onInfo: (i) => console.log(i.depth, i.seldepth, JSON.stringify(i.score), i.nodes, i.nps, i.time, i.hashfull, i.pv.join(' ')) });
console.log(r.bestMove, r.nodes, r.time);
