// The author's short notation (short-notation.ts) over a Game: the board it reads and plays on.
import type { Game } from '../game.js';
import type { NotationBoard } from './short-notation.js';

export class GameNotationBoard implements NotationBoard {
  constructor(private readonly game: Game) {}

  legalMoves(): string[] {
    return this.game.legalMoves();
  }

  pieceLetter(cell: string): string | undefined {
    return this.game.pieceOn(cell)?.letter;
  }

  play(move: string): void {
    this.game.play(move);
  }

  undo(): void {
    this.game.undo();
  }

  checkedKings(): readonly string[] {
    return this.game.checkedPlayers();
  }

  isMate(): boolean {
    return this.game.status().state === 'checkmate';
  }
}
