// Fairy-Stockfish as a judge of moves: its best move and score in a position, and its score of a given move
// (`go ... searchmoves <move>`), each from an empty table (`ucinewgame`), so a judgement does not depend on what
// was asked before and can be cached. Scores are centipawns from the side to move's view; a mate is ±MATE_CP
// (score-cp.ts), as UciClient.search reads it.
import { UciClient } from './uci-client.js';

export interface Judgement {
  move: string;
  score: number;
}

export class FairyJudge {
  private readonly engine: UciClient;

  constructor(path: string, private readonly limit: string) {
    this.engine = new UciClient('Fairy-Stockfish', path);
  }

  async start(variant: string): Promise<void> {
    await this.engine.start({ UCI_Variant: variant, Hash: 64, Threads: 1 });
  }

  /** The best move after `moves` from the start and its score (`limit`: another than the judge's, e.g. a quick look). */
  best(moves: readonly string[], limit = this.limit): Promise<Judgement> {
    return this.search(moves, limit);
  }

  /** The score of `move` played after `moves` (its search restricted to that root move). */
  async scoreOf(moves: readonly string[], move: string): Promise<number> {
    return (await this.search(moves, `${this.limit} searchmoves ${move}`)).score;
  }

  quit(): Promise<void> {
    return this.engine.quit();
  }

  private async search(moves: readonly string[], limit: string): Promise<Judgement> {
    this.engine.send('ucinewgame');
    const { move, score } = await this.engine.search(moves, limit, 600_000);
    return { move, score: score ?? 0 };
  }
}
