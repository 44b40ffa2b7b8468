// A person's move on the board: a click selects a piece (or a piece in hand) and shows its legal
// targets, a second click or a drag plays; moves that share their cells (promotions, a Can(n)on's mode)
// are told apart in the picker, and so is a move that stays on its cell.
import type { BoardDescription } from 'cauldron/browser';
import type { Snapshot } from './session.js';
import { moveParts, type MoveParts } from './moves.js';
import { pickMove } from './picker.js';
import { capitalised } from './players.js';

export interface MoveInputHost {
  board(): BoardDescription;
  /** The position shown, or undefined while none is. */
  snapshot(): Snapshot | undefined;
  /** Whether a person may move now. */
  mayMove(): boolean;
  play(move: string): Promise<void>;
  redraw(): void;
  /** Where the picker opens. */
  pickerHost(): HTMLElement;
}

export class MoveInput {
  selected: string | undefined;
  selectedHand: { owner: number; letter: string } | undefined;

  constructor(private readonly host: MoveInputHost) {}

  clear(): void {
    this.selected = undefined;
    this.selectedHand = undefined;
  }

  /** The legal moves the current selection leads to. */
  targets(): MoveParts[] {
    const moves = (this.host.snapshot()?.legalMoves ?? []).map(moveParts);
    if (this.selectedHand) return moves.filter((move) => move.drop === this.selectedHand!.letter);
    if (this.selected) return moves.filter((move) => move.from === this.selected);
    return [];
  }

  /** A drag began on `cell`: select its piece (a click would toggle it). */
  pick(cell: string): void {
    if (!this.host.mayMove() || this.selected === cell || !this.movesFrom(cell)) return;
    this.selected = cell;
    this.selectedHand = undefined;
    this.host.redraw();
  }

  async click(cell: string): Promise<void> {
    if (!this.host.mayMove()) return;
    const onTarget = this.targets().some((move) => move.to === cell);
    if (this.selectedHand && onTarget) return this.host.play(`${this.selectedHand.letter}@${cell}`);
    if (this.selected && onTarget) return this.move(this.selected, cell);
    this.selected = this.movesFrom(cell) && this.selected !== cell ? cell : undefined;
    this.selectedHand = undefined;
    this.host.redraw();
  }

  hand(owner: number, letter: string): void {
    if (!this.host.mayMove() || owner !== this.host.snapshot()?.status.turnIndex) return;
    const same = this.selectedHand?.owner === owner && this.selectedHand.letter === letter;
    this.selectedHand = same ? undefined : { owner, letter };
    this.selected = undefined;
    this.host.redraw();
  }

  /** Plays the move from `from` to `to`, asking which one when several share those cells. */
  async move(from: string, to: string): Promise<void> {
    const snapshot = this.host.snapshot();
    if (!snapshot || !this.host.mayMove()) return;
    const moves = snapshot.legalMoves.filter((move) => {
      const parts = moveParts(move);
      return parts.from === from && parts.to === to;
    });
    // One move goes at once, unless it stays on its cell (a mode change): a second click must not flip by accident.
    if (moves.length === 1 && from !== to) return this.host.play(moves[0]!);
    const chosen = moves.length === 0 ? null : await pickMove(this.host.pickerHost(), this.isPawn(snapshot, from) ? 'Promote to' : 'End the move as', moves.map((move) => ({ move, label: this.label(snapshot, move) })));
    if (chosen) return this.host.play(chosen);
    this.selected = undefined;
    this.host.redraw();
  }

  private movesFrom(cell: string): boolean {
    return (this.host.snapshot()?.legalMoves ?? []).some((move) => moveParts(move).from === cell);
  }

  private isPawn(snapshot: Snapshot, cell: string): boolean {
    const mover = snapshot.position.pieces.find((piece) => piece.cell === cell);
    return this.host.board().pieces.find((piece) => piece.letter === mover?.letter)?.pawn ?? false;
  }

  /** A promotion by the piece's name, a mode by its piece's name. */
  private label(snapshot: Snapshot, move: string): string {
    const { from, to, suffix } = moveParts(move);
    const pieces = this.host.board().pieces;
    if (!this.isPawn(snapshot, from!)) {
      const mode = pieces.find((piece) => piece.mode === suffix);
      return mode ? `${capitalised(mode.name)}${from === to ? ' (turn in place)' : ''}` : move;
    }
    if (suffix === '') return 'no promotion';
    const piece = pieces.find((candidate) => candidate.letter === suffix.toUpperCase());
    return piece ? `${capitalised(piece.name)} (${suffix})` : suffix;
  }
}
