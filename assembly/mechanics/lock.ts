// The move lock (grand-fairy-pieces.md §2): pieces of the locked types (TYPE_LOCKED) may not move while
// their owner has made fewer than lockMoves moves (counting the game's plies instead: during its first
// lockMoves plies), and unless the variant lets them they attack nothing meanwhile (attackerActive). The
// counts are rule-state bytes (per player, or one for the plies), capped at lockMoves so that positions
// after the lock hash alike; placePieces sets them from the position's move number and side to move.
import { TYPE_LOCKED } from "../abi";
import { playerCount, typeFlagsOf, typeOf, ownerOf } from "../core/tables";
import { pieceAt } from "../core/position";
import { reserveRuleBytes, ruleByte, setRuleByte } from "../core/rule-state";
import { logRuleByte } from "../core/effects";

export let hasLock: bool = false;
export let lockSilences: bool = false; // locked pieces attack nothing
let lockMoves: i32 = 0;
let countPlies: bool = false;
let countOffset: i32 = 0;

/** The lock's rules (at configuration, before finishConfiguration): `moves` 0 is no lock. */
export function configureLock(moves: i32, plies: bool, lockedAttack: bool): void {
  hasLock = moves > 0;
  lockMoves = moves;
  countPlies = plies;
  lockSilences = hasLock && !lockedAttack;
  if (hasLock) countOffset = reserveRuleBytes(plies ? 1 : playerCount);
}

// @ts-ignore: decorator
@inline function countByte(player: i32): i32 { return countOffset + (countPlies ? 0 : player); }

/** Whether `player`'s pieces of locked types are locked now. */
// @ts-ignore: decorator
@inline export function lockedPlayer(player: i32): bool { return ruleByte(countByte(player)) < lockMoves; }

/** Whether the piece on `cell` is locked now. */
export function lockedPiece(cell: i32): bool {
  const code = pieceAt(cell);
  return (typeFlagsOf(typeOf(code)) & TYPE_LOCKED) != 0 && lockedPlayer(ownerOf(code));
}

/**
 * The counts of a position string's position: the first player has made fullmoves - 1 moves, one more
 * when the second is to move; the second fullmoves - 1; the plies played are the sum.
 */
export function placeLockCounts(side: i32, fullmoves: i32): void {
  if (!hasLock) return;
  const rounds = max(fullmoves - 1, 0);
  if (countPlies) {
    setRuleByte(countOffset, min(2 * rounds + side, lockMoves));
    return;
  }
  for (let player = 0; player < playerCount; player++) {
    setRuleByte(countByte(player), min(rounds + (player < side ? 1 : 0), lockMoves));
  }
}

/** After a move of `player`: one more move made (or ply played), up to lockMoves. */
export function countLockMove(player: i32): void {
  const offset = countByte(player);
  const count = ruleByte(offset);
  if (count < lockMoves) logRuleByte(offset, count + 1);
}

/**
 * Counting plies, the ply about to be played is the last locked one: the move frees the opponent's
 * locked pieces, which pins and check lines saw silent, so it is tried by make/unmake.
 */
export function lockEndsThisPly(): bool { return lockSilences && countPlies && ruleByte(countOffset) == lockMoves - 1; }
