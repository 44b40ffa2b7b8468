// Three players without takeover (Dreierschach), paranoid and BRS+: the root player's opponents are searched as
// one team, and the team would have one member give material away so that the root player loses some too (a
// queen that takes a pawn beside the root player's king and is taken back, the taker then taken by the other
// opponent; a bishop left to the king with check so that the other opponent wins a piece). No player does that: it
// loses what the root player loses and the third gains. Such a move, told after it is made by the attackers and
// defenders of the cell the piece went to (one capture back, the cheapest), is not searched. Unless it may close a
// mating net: one opponent checks, the other covers an escape with a piece the root player has no time to take (two
// 4000-node self-play games lost to nets the bar hid: a covering queen; a knight's check, then a bishop's).
import { TYPE_ROYAL } from "../abi";
import { collectAttackers } from "../attacks/attackers";
import { royalAttackedBy } from "../attacks/attacks";
import { pieceAt } from "../core/position";
import { makeMove, unmakeMove } from "../core/makemove";
import { moveTo } from "../core/move";
import { moveGain } from "../gen/move-facts";
import { rootPlayer } from "./search-state";
import { allocate, ownerOf, typeOf, typeFlagsOf, pieceValue } from "../core/tables";

// What a piece left to be taken may lose beyond what its move won (a pawn's worth is a gambit, not a gift).
const SACRIFICE_MARGIN: i32 = 150;
const NO_ATTACKER: i32 = i32.MAX_VALUE;

let attackers: usize = 0; // u8[256]: collectAttackers' cells

export function allocateSacrifice(): void {
  attackers = allocate(256);
}

/**
 * Whether the piece `mover` just moved onto `cell` (its move won `gain`: moveGain, asked before the move) can be
 * taken for more than that, by SACRIFICE_MARGIN: attacked by another player's piece worth less than it, or attacked
 * and not defended (by a royal piece only where no other player guards the cell). Not where the move may close a net
 * on the root player (`root`): its royal piece attacked by the third player.
 */
export function givesMaterialAway(cell: i32, mover: i32, gain: i32, root: i32): bool {
  const code = pieceAt(cell);
  if (code == 0 || ownerOf(code) != mover) return false;
  const value = pieceValue(typeOf(code));
  if (value - gain <= SACRIFICE_MARGIN) return false;
  const count = collectAttackers(cell, -1, attackers);
  let defended = false;
  let cheapest = NO_ATTACKER;
  let royalOwner = -1;
  let owners = 0; // a bit per player attacking the cell
  for (let i = 0; i < count; i++) {
    const piece = pieceAt(<i32>load<u8>(attackers + i));
    const owner = ownerOf(piece);
    owners |= 1 << owner;
    if (owner == mover) defended = true;
    else if (typeFlagsOf(typeOf(piece)) & TYPE_ROYAL) royalOwner = owner;
    else cheapest = min(cheapest, pieceValue(typeOf(piece)));
  }
  let lost = 0;
  if (cheapest != NO_ATTACKER) lost = defended ? value - cheapest : value;
  else if (royalOwner >= 0 && owners == 1 << royalOwner) lost = value;
  if (lost - gain <= SACRIFICE_MARGIN) return false;
  const third = 3 - root - mover; // players 0, 1 and 2
  return !royalAttackedBy(root, third);
}

/**
 * Makes `move` by `mover`, unless `barred` (sacrificeBarApplies, search-state.ts) and it gives material away: then it
 * is taken back and false returned.
 */
export function makeUnlessSacrifice(move: i32, mover: i32, barred: bool): bool {
  const gain = barred ? moveGain(move) : 0;
  makeMove(move);
  if (!barred || !givesMaterialAway(moveTo(move), mover, gain, rootPlayer)) return true;
  unmakeMove();
  return false;
}
