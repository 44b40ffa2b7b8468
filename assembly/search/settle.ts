// Settling a position for the host's per-player estimate with three or more players (once per reported
// line, never per node). A principal variation often ends in the middle of exchanges, and in witch3 a
// piece of every army stands attacked from the start: each player's own static score is lowered by half
// of what it stands to lose where one of its pieces is attacked (its value, less the cheapest attacker
// when it is defended), the same rule for every player whoever is to move. (Playing the captures out
// instead, each player choosing its best, read witch3's start as uneven as before: whoever moves first
// in a short horizon wins a piece.)
import { TYPE_ROYAL } from "../abi";
import { collectAttackers } from "../attacks/attackers";
import { pieceAt, pieceTotal, pieceCellAt } from "../core/position";
import { allocate, ownerOf, pieceValue, typeFlagsOf, typeOf } from "../core/tables";
import { playerScore } from "./evaluation";

let attackers: usize = 0; // u8[256]: the cells collectAttackers writes

/** What `player` stands to lose at most where its pieces are attacked (0 when nothing is). */
export function threatenedLoss(player: i32): i32 {
  if (attackers == 0) attackers = allocate(256);
  let worst = 0;
  const total = pieceTotal(player);
  for (let i = 0; i < total; i++) {
    const cell = pieceCellAt(player, i);
    const type = typeOf(pieceAt(cell));
    if (typeFlagsOf(type) & TYPE_ROYAL) continue;
    const value = pieceValue(type);
    if (value <= worst) continue;
    const count = collectAttackers(cell, -1, attackers); // every piece attacking the cell, own ones too
    let cheapest = i32.MAX_VALUE;
    let defended = false;
    for (let at = 0; at < count; at++) {
      const code = pieceAt(<i32>load<u8>(attackers + at));
      if (ownerOf(code) == player) defended = true;
      else cheapest = min(cheapest, pieceValue(typeOf(code)));
    }
    if (cheapest == i32.MAX_VALUE) continue;
    worst = max(worst, defended ? max(0, value - cheapest) : value);
  }
  return worst;
}

/** A player's own static score less half of its threatened loss. */
export function settledScore(player: i32): i32 {
  return pieceTotal(player) ? playerScore(player) - (threatenedLoss(player) >> 1) : 0;
}
