// Static evaluation from the side to move's point of view: material plus placement, kept
// incrementally by the position (see materialScores), and the royal piece's shelter, against the
// strongest other player.
import {
  NO_CELL, MODE_BENT_LEFT, MODE_BENT_RIGHT, playerCount, typeOf, ownerOf, facingOf, itemsOf, itemCountOf, itemVector,
  itemMode, rayBase,
} from "./tables";
import { sideToMove, materialScore, royalCell, pieceAt } from "./position";

const TEMPO: i32 = 10;
const SHELTER: i32 = 10; // per own piece on a cell the royal piece steps to, up to SHELTER_COUNT
const SHELTER_COUNT: i32 = 3;

/** Own pieces next to the royal piece (on cells of its first step along each of its vectors). */
function shelter(player: i32): i32 {
  const royal = royalCell(player);
  if (royal == NO_CELL) return 0;
  const type = typeOf(pieceAt(royal));
  const facing = facingOf(player, royal);
  const list = itemsOf(facing, type);
  const total = itemCountOf(facing, type);
  let own = 0;
  for (let i = 0; i < total; i++) {
    const item = load<i32>(list + (i << 2));
    if (itemMode(item) & (MODE_BENT_LEFT | MODE_BENT_RIGHT)) continue;
    const to = <i32>load<u8>(rayBase(royal, itemVector(item)));
    if (to == NO_CELL) continue;
    const code = pieceAt(to);
    if (code != 0 && ownerOf(code) == player) own++;
  }
  return min(own, SHELTER_COUNT) * SHELTER;
}

export function evaluate(): i32 {
  const us = sideToMove;
  let strongest = i32.MIN_VALUE;
  for (let player = 0; player < playerCount; player++) {
    if (player != us) strongest = max(strongest, materialScore(player) + shelter(player));
  }
  return materialScore(us) + shelter(us) - strongest + TEMPO;
}
