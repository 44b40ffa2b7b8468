// Game-state queries: how the game stands in the current position, by the rules all variants share.
import { CHECK_UNKNOWN } from "./mode";
import { generateLegal } from "./movegen";
import {
  VARIANT_CAPTURE_SET, VARIANT_NO_MOVE_LOSES, VARIANT_TAKEOVER, VARIANT_BARE_ROYALS_DRAW, NO_CELL,
} from "../abi";
import { royalAttacked, royalAttackedBy } from "../attacks/attacks";
import {
  sideToMove, halfmoveClock, hash, ply, hashHistory, typeTotal, partiesLeft, pieceTotal, royalCell,
} from "../core/position";
import { variantFlags, typeCount, lossThreshold, playerCount } from "../core/tables";
import { lostBeforeMoving, onlyRoyalsLeft, captureSetLost } from "../mechanics/ends";
export { lostBeforeMoving };

export const ONGOING: i32 = 0;
export const CHECKMATE: i32 = 1;
export const STALEMATE: i32 = 2;
export const MOVE_RULE_DRAW: i32 = 3;
export const REPETITION_DRAW: i32 = 4;
export const SET_CAPTURED: i32 = 5; // the side to move has lost its whole capture set
export const NO_MOVES_LOSS: i32 = 6; // the side to move has no move, and that loses
export const LAST_PARTY: i32 = 7; // the side to move is the only party left: it has won
export const BARE_ROYALS: i32 = 8; // nothing but the royal pieces is left: a draw
export const SET_TAKEN: i32 = 9; // another player has lost its capture set: the side to move has won

export let moveRulePlies: i32 = 100;
export let repetitionCount: i32 = 3;

export function setDrawRules(plies: i32, repetitions: i32): void {
  moveRulePlies = plies;
  repetitionCount = repetitions;
}

/**
 * Plies without capture after which the game is drawn (0: never). The rule counts move pairs; with
 * parties it counts rounds, a move by each party still in the game.
 */
export function moveRuleLimit(): i32 {
  if (!(variantFlags & VARIANT_TAKEOVER)) return moveRulePlies;
  return (moveRulePlies >> 1) * partiesLeft();
}

export function inCheck(): bool { return royalAttacked(sideToMove); }

/** How often the current position has occurred since the last irreversible move, itself included. */
export function occurrences(): i32 {
  let seen = 1;
  const reach = min(halfmoveClock, ply);
  for (let back = 1; back <= reach; back++) {
    if (load<u64>(hashHistory + (<usize>(ply - back) << 3)) == hash) seen++;
  }
  return seen;
}

/**
 * With three or more players, who mated `mated`: the first opponent after it in turn order whose
 * pieces attack its royal piece (-1 if none does).
 */
export function mateWinner(mated: i32): i32 {
  for (let step = 1; step < playerCount; step++) {
    const player = (mated + step) % playerCount;
    if (royalAttackedBy(mated, player)) return player;
  }
  return -1;
}

/** Decisive ends first (a mate on the last allowed move still wins), then the draws. */
export function gameState(scratch: usize): i32 {
  if ((variantFlags & VARIANT_TAKEOVER) && partiesLeft() <= 1) return LAST_PARTY;
  if (lostBeforeMoving()) return SET_CAPTURED;
  if ((variantFlags & VARIANT_CAPTURE_SET) && otherCaptureSetLost()) return SET_TAKEN;
  if ((variantFlags & VARIANT_BARE_ROYALS_DRAW) && onlyRoyalsLeft()) return BARE_ROYALS;
  if (generateLegal(scratch, CHECK_UNKNOWN) == 0) {
    if (inCheck()) return CHECKMATE;
    return variantFlags & VARIANT_NO_MOVE_LOSES ? NO_MOVES_LOSS : STALEMATE;
  }
  const limit = moveRuleLimit();
  if (limit > 0 && halfmoveClock >= limit) return MOVE_RULE_DRAW;
  if (repetitionCount > 0 && occurrences() >= repetitionCount) return REPETITION_DRAW;
  return ONGOING;
}

/** Whether a player other than the side to move has lost its capture set (a position set up so). */
function otherCaptureSetLost(): bool {
  for (let player = 0; player < playerCount; player++) if (player != sideToMove && captureSetLost(player)) return true;
  return false;
}
