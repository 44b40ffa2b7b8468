// Static evaluation from the side to move's point of view: material plus placement, kept
// incrementally by the position (see materialScores), against the strongest other player.
import { playerCount } from "./tables";
import { sideToMove, materialScore } from "./position";

const TEMPO: i32 = 10;

export function evaluate(): i32 {
  const us = sideToMove;
  let strongest = i32.MIN_VALUE;
  for (let player = 0; player < playerCount; player++) {
    if (player != us) strongest = max(strongest, materialScore(player));
  }
  return materialScore(us) - strongest + TEMPO;
}
