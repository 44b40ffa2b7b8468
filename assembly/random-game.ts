// Seeded random games played inside the core, to reach varied positions for oracle tests.
import { TYPE_PAWN, typeFlagsOf, typeOf } from "./tables";
import { pieceAt } from "./position";
import { generateLegal } from "./movegen";
import { makeMove } from "./makemove";
import { moveFrom, moveTo } from "./move";
import { seedRandom, randomBelow } from "./random";

/**
 * Plays up to `plies` random legal moves and stops early when the side to move has none.
 * With `activeBias` percent probability a ply picks among pawn moves and captures only, so games
 * reach promotions, en passant and crowded ranks sooner than uniform play. Returns the plies played.
 */
export function playRandomGame(out: usize, seed: u64, plies: i32, activeBias: i32): i32 {
  seedRandom(seed);
  for (let played = 0; played < plies; played++) {
    const count = generateLegal(out);
    if (count == 0) return played;
    let move = load<i32>(out + (randomBelow(count) << 2));
    if (randomBelow(100) < activeBias) {
      const active = out + (<usize>count << 2);
      let actives = 0;
      for (let i = 0; i < count; i++) {
        const candidate = load<i32>(out + (i << 2));
        const isPawn = (typeFlagsOf(typeOf(pieceAt(moveFrom(candidate)))) & TYPE_PAWN) != 0;
        if (isPawn || pieceAt(moveTo(candidate)) != 0) store<i32>(active + (actives++ << 2), candidate);
      }
      if (actives > 0) move = load<i32>(active + (randomBelow(actives) << 2));
    }
    makeMove(move);
  }
  return plies;
}
