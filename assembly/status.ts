// Game-state queries: how the game stands in the current position, by the rules all variants share.
import { NO_CELL } from "./tables";
import { sideToMove, royalCell, halfmoveClock, hash, ply, hashHistory } from "./position";
import { generateLegal } from "./movegen";
import { attackedByOthers } from "./attacks";

export const ONGOING: i32 = 0;
export const CHECKMATE: i32 = 1;
export const STALEMATE: i32 = 2;
export const MOVE_RULE_DRAW: i32 = 3;
export const REPETITION_DRAW: i32 = 4;

export let moveRulePlies: i32 = 100;
export let repetitionCount: i32 = 3;

export function setDrawRules(plies: i32, repetitions: i32): void {
  moveRulePlies = plies;
  repetitionCount = repetitions;
}

export function inCheck(): bool {
  const royal = royalCell(sideToMove);
  return royal != NO_CELL && attackedByOthers(royal, sideToMove);
}

/** How often the current position has occurred since the last irreversible move, itself included. */
export function occurrences(): i32 {
  let seen = 1;
  const reach = min(halfmoveClock, ply);
  for (let back = 1; back <= reach; back++) {
    if (load<u64>(hashHistory + (<usize>(ply - back) << 3)) == hash) seen++;
  }
  return seen;
}

/** Mate and stalemate first (a mate on the last allowed move still wins), then the draws. */
export function gameState(scratch: usize): i32 {
  if (generateLegal(scratch) == 0) return inCheck() ? CHECKMATE : STALEMATE;
  if (moveRulePlies > 0 && halfmoveClock >= moveRulePlies) return MOVE_RULE_DRAW;
  if (repetitionCount > 0 && occurrences() >= repetitionCount) return REPETITION_DRAW;
  return ONGOING;
}
