// Seeded random games played inside the core, to reach varied positions for oracle tests.
import { generatorAgrees } from "./cross-check";
import { CHECK_UNKNOWN } from "./mode";
import { generateLegal } from "./movegen";
import { TYPE_PAWN } from "../abi";
import { makeMove, stackFull } from "../core/makemove";
import { moveFrom } from "../core/move";
import { pieceAt } from "../core/position";
import { seedRandom, randomBelow } from "../core/random";
import { typeFlagsOf, typeOf } from "../core/tables";

/**
 * Plays up to `plies` random legal moves and stops early when the side to move has none (or the
 * undo stack is full).
 * With `pawnBias` percent probability a ply picks among pawn moves only, so games reach en passant,
 * the promotion zone and promotions sooner than uniform play. Returns the plies played; with `checked`,
 * the generator is cross-checked at every node first (cross-check.ts) and the game stops at the first
 * disagreement, returning -1 - the plies played before it.
 */
export function playRandomGame(out: usize, seed: u64, plies: i32, pawnBias: i32, checked: bool): i32 {
  seedRandom(seed);
  for (let played = 0; played < plies; played++) {
    if (checked && !generatorAgrees(out)) return -1 - played;
    const count = generateLegal(out, CHECK_UNKNOWN);
    if (count == 0 || stackFull()) return played;
    makeMove(randomMove(out, count, pawnBias));
  }
  return plies;
}

function randomMove(out: usize, count: i32, pawnBias: i32): i32 {
  const move = load<i32>(out + (randomBelow(count) << 2));
  if (randomBelow(100) >= pawnBias) return move;
  const pawnMoves = out + (<usize>count << 2);
  let found = 0;
  for (let i = 0; i < count; i++) {
    const candidate = load<i32>(out + (i << 2));
    if (typeFlagsOf(typeOf(pieceAt(moveFrom(candidate)))) & TYPE_PAWN) store<i32>(pawnMoves + (found++ << 2), candidate);
  }
  return found > 0 ? load<i32>(pawnMoves + (randomBelow(found) << 2)) : move;
}
