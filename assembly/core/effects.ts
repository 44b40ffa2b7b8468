// The effects log: the piece edits a move makes beyond the plain from -> to (a capture away from `to`, a
// drag, a conversion, a takeover of a whole army) and its changes to the rule state (rule-state.ts), each
// logged so that unmake undoes them in reverse order. Logged edits keep hash and material in step like position.ts's edits; undoing restores
// only the pieces (hash and material come back whole from the undo record), and puts a removed piece back
// into its list slot, so the piece lists come back in their order.
import {
  pieceAt, addPiece, removePiece, movePiece, removePieceBack, movePieceBack, addPieceBackAt, listIndexOf, MAX_STACK,
} from "./position";
import { setRuleByte, ruleByte, restoreRuleByte } from "./rule-state";
import { allocate } from "./tables";
import { handBack } from "../mechanics/takeover";

const REMOVED: u64 = 0;
const ADDED: u64 = 1;
const MOVED: u64 = 2;
const TAKEN_OVER: u64 = 3; // an army handed over or taken off: mechanics/takeover.ts keeps its pieces
const RULE_BYTE: u64 = 4; // a rule-state byte changed: second cell = its old value, code = its offset
const MAX_EFFECTS: i32 = MAX_STACK * 8; // most moves log nothing

let effects: usize = 0; // u64[MAX_EFFECTS]: op | first cell << 8 | second cell, list slot or old byte << 16 | code << 32 (REMOVED: the old code)
export let effectsTop: i32 = 0;

export function allocateEffects(): void { effects = allocate(MAX_EFFECTS * 8); }
export function clearEffects(): void { effectsTop = 0; }

// @ts-ignore: decorator
@inline function push(op: u64, first: i32, second: i32, code: i32): void {
  assert(effectsTop < MAX_EFFECTS, "effects log full");
  store<u64>(effects + (<usize>effectsTop << 3), op | (<u64>first << 8) | (<u64>second << 16) | (<u64>code << 32));
  effectsTop++;
}

/** Takes the piece off `cell`, logged. */
export function logRemove(cell: i32): void {
  push(REMOVED, cell, listIndexOf(cell), pieceAt(cell));
  removePiece(cell);
}

/** Puts `code` on the empty `cell`, logged. */
export function logAdd(cell: i32, code: i32): void {
  addPiece(cell, code);
  push(ADDED, cell, 0, 0);
}

/** Moves the piece on `from` to the empty `to`, logged. */
export function logMove(from: i32, to: i32): void {
  movePiece(from, to);
  push(MOVED, from, to, 0);
}

/** Replaces the piece on `cell` by `code` (another type or owner), logged. */
export function logChange(cell: i32, code: i32): void {
  logRemove(cell);
  logAdd(cell, code);
}

/** Sets a byte of the rule state, logged (a move's after-move rules). */
export function logRuleByte(offset: i32, value: i32): void {
  push(RULE_BYTE, 0, ruleByte(offset), offset);
  setRuleByte(offset, value);
}

/** Logs a takeover (mechanics/takeover.ts handOver), undone by handBack. */
export function logTakeover(): void { push(TAKEN_OVER, 0, 0, 0); }

/** Undoes the logged edits above `top`, the last first. */
export function undoEffects(top: i32): void {
  while (effectsTop > top) {
    effectsTop--;
    const entry = load<u64>(effects + (<usize>effectsTop << 3));
    const first = <i32>((entry >> 8) & 0xff);
    const second = <i32>((entry >> 16) & 0xff);
    const op = entry & 0xff;
    if (op == TAKEN_OVER) handBack();
    else if (op == REMOVED) addPieceBackAt(first, <i32>(entry >> 32), second);
    else if (op == ADDED) removePieceBack(first);
    else if (op == RULE_BYTE) restoreRuleByte(<i32>(entry >> 32), second);
    else movePieceBack(second, first);
  }
}
