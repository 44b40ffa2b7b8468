// The referee's clocks for a match at a time control such as 60+0.6 (seconds and increment a move):
// each engine's thinking is timed from `go` to `bestmove`, and an engine whose clock runs out loses.
export interface TimeControl {
  baseMs: number;
  incrementMs: number;
}

/** Reads `<base seconds>+<increment seconds>`, e.g. `60+0.6` (or `60` for no increment). */
export function parseTimeControl(text: string): TimeControl {
  const match = /^(\d+(?:\.\d+)?)(?:\+(\d+(?:\.\d+)?))?$/.exec(text);
  if (!match || Number(match[1]) <= 0) throw new Error(`--tc needs <seconds>+<increment seconds> (e.g. 60+0.6), got '${text}'`);
  return { baseMs: Math.round(Number(match[1]) * 1000), incrementMs: Math.round(Number(match[2] ?? 0) * 1000) };
}

export class ChessClocks {
  readonly remaining: number[];

  constructor(
    readonly control: TimeControl,
    players: number,
  ) {
    this.remaining = Array.from({ length: players }, () => control.baseMs);
  }

  /** The `go` words for `side` to move (two players: white's clock is wtime, black's btime). */
  goCommand(): string {
    const [white, black] = this.remaining.map((ms) => Math.max(0, Math.floor(ms)));
    const inc = this.control.incrementMs;
    return `wtime ${white} btime ${black} winc ${inc} binc ${inc}`;
  }

  /** Charges `side` for a move that took `elapsedMs`; false when its clock ran out (no increment then). */
  charge(side: number, elapsedMs: number): boolean {
    this.remaining[side]! -= elapsedMs;
    if (this.remaining[side]! < 0) return false;
    this.remaining[side]! += this.control.incrementMs;
    return true;
  }
}
