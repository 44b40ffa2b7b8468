// The engine (src/game.ts) behind the reference generator's interface (jacks84-reference.ts), so the same
// hand-reasoned rule tests and comparisons run against both: position strings and move strings in and out.
import { Game } from '../../src/game.js';
import type { Jacks84Rules, Status } from './jacks84-reference.js';

/** What the rule tests ask of a Jacks and Witches 84 implementation (the reference's methods). */
export interface Jacks84Implementation {
  normalize(fen: string): string;
  legalMoves(fen: string): string[];
  successors(fen: string): Map<string, string>;
  play(fen: string, move: string): string;
  perft(fen: string, depth: number): number;
  divide(fen: string, depth: number): Record<string, number>;
  status(fen: string): Status;
  checkers(fen: string): string[];
}

/** The reference's rule options as the engine's rule options (names and values as in src/variants/jacks84.ts). */
function engineRules(rules: Partial<Jacks84Rules>): Record<string, string> {
  const onOff = (value: boolean) => (value ? 'on' : 'off');
  return Object.fromEntries(Object.entries(rules).map(([name, value]) => [name, typeof value === 'boolean' ? onOff(value) : String(value)]));
}

export class Jacks84Engine implements Jacks84Implementation {
  private readonly game: Game;

  constructor(rules: Partial<Jacks84Rules> = {}) {
    this.game = new Game('jacks84', { rules: engineRules(rules), hashMB: 0 });
  }

  private at(fen: string): Game {
    this.game.setPosition(fen);
    return this.game;
  }

  normalize(fen: string): string {
    return this.at(fen).fen();
  }

  legalMoves(fen: string): string[] {
    return this.at(fen).legalMoves().sort();
  }

  successors(fen: string): Map<string, string> {
    return new Map(this.legalMoves(fen).map((move) => [move, this.play(fen, move)]));
  }

  play(fen: string, move: string): string {
    this.at(fen).play(move);
    return this.game.fen();
  }

  perft(fen: string, depth: number): number {
    return this.at(fen).perft(depth);
  }

  divide(fen: string, depth: number): Record<string, number> {
    return Object.fromEntries([...this.at(fen).divide(depth)].sort(([a], [b]) => (a < b ? -1 : 1)));
  }

  status(fen: string): Status {
    const status = this.at(fen).status();
    if (status.state === 'checkmate') return { state: 'checkmate', inCheck: true, winner: status.winner === 'white' ? 'w' : 'b' };
    if (status.state === 'stalemate') return { state: 'stalemate', inCheck: false };
    return { state: 'ongoing', inCheck: status.inCheck }; // repetition and the move rule are claims
  }

  checkers(fen: string): string[] {
    return this.at(fen).checkers();
  }
}
