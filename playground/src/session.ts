// One game on the page: the variant and its rule options, the start position and the moves played,
// and what the engine says about the current position (legal moves, status, position string, pieces).
// Every question goes to the engine through the public API; readPosition turns its FEN into pieces.
import { readPosition, type Engine, type GameStatus, type PositionPieces } from 'cauldron/browser';

export interface Snapshot {
  fen: string;
  legalMoves: string[];
  status: GameStatus;
  position: PositionPieces;
}

export class GameSession {
  moves: string[] = [];
  current: Snapshot | undefined;

  constructor(
    readonly engine: Engine,
    readonly variant: string,
    readonly rules: Record<string, string>,
    /** The start position; undefined for the variant's own. */
    public startFen: string | undefined,
  ) {}

  /** The current position as the API takes it. */
  position(): { fen?: string; moves: string[] } {
    return this.startFen === undefined ? { moves: [...this.moves] } : { fen: this.startFen, moves: [...this.moves] };
  }

  /** Sets start and moves, asks the engine about the result; on a bad position nothing changes and the error is thrown. */
  async load(startFen: string | undefined, moves: readonly string[]): Promise<Snapshot> {
    const position = startFen === undefined ? { moves } : { fen: startFen, moves };
    await this.engine.setPosition(position);
    this.startFen = startFen;
    this.moves = [...moves];
    return this.refresh();
  }

  async play(move: string): Promise<Snapshot> {
    return this.load(this.startFen, [...this.moves, move]);
  }

  async takeBack(count: number): Promise<Snapshot> {
    return this.load(this.startFen, this.moves.slice(0, Math.max(0, this.moves.length - count)));
  }

  private async refresh(): Promise<Snapshot> {
    const [fen, legalMoves, status] = await Promise.all([this.engine.fen(), this.engine.legalMoves(), this.engine.status()]);
    this.current = { fen, legalMoves, status, position: readPosition(this.variant, fen, this.rules) };
    return this.current;
  }
}
