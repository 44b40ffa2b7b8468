// Static evaluation from the side to move's point of view: material plus placement (pieces in hand at their value), kept
// incrementally by the position (see materialScores), and the royal piece's shelter, against the
// strongest other player.
import { NO_CELL, MODE_BENT_LEFT, MODE_BENT_RIGHT } from "../abi";
import { facingOf } from "../core/derive";
import { sideToMove, materialScore, royalCell, pieceAt, pieceTotal } from "../core/position";
import { playerCount, typeOf, ownerOf, itemsOf, itemCountOf, itemVector, itemMode, rayBase } from "../core/tables";

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

// The player whose point of view the search takes (paranoid: the root player against the rest).
let viewer: i32 = 0;
export function setViewer(player: i32): void { viewer = player; }

/**
 * For the side to move's team: the viewer against the strongest other party still in the game (with
 * two players, simply one side against the other), plus a tempo bonus for the side to move.
 */
export function evaluate(): i32 {
  const view = viewerScore();
  return (sideToMove == viewer ? view : -view) + TEMPO;
}

/** One player's own material, placement and shelter, whoever is to move (for the host's per-player estimate, not per node). */
export function playerScore(player: i32): i32 {
  return pieceTotal(player) ? materialScore(player) + shelter(player) : 0;
}

/** The viewer's material, placement and shelter against the strongest other party still in the game. */
export function viewerScore(): i32 {
  let strongest = i32.MIN_VALUE;
  for (let player = 0; player < playerCount; player++) {
    if (player != viewer && pieceTotal(player)) strongest = max(strongest, materialScore(player) + shelter(player));
  }
  if (strongest == i32.MIN_VALUE) strongest = 0;
  return materialScore(viewer) + shelter(viewer) - strongest;
}
