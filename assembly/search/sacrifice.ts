// Three players (Dreierschach, witch3), paranoid and BRS+: the root player's opponents are searched as one team,
// and the team would have one member give material away so that the root player loses some too (a queen that
// takes a pawn beside the root player's king and is taken back, the taker then taken by the other opponent; a
// bishop left to the king with check so that the other opponent wins a piece). No player does that: it loses what
// the root player loses and the third gains. Such a move, told after it is made by the attackers and defenders of
// the cell the piece went to (one capture back, the cheapest), is not searched. It also hides nets the team closes
// with a piece left en prise (one opponent checks, the other covers an escape): sparing those searched more absurd
// sacrifices than real nets and did not gain (docs/strength.md, Three players); the paranoid search fears the nets that mate
// at once after the cover instead (closesNet).
import { TYPE_ROYAL } from "../abi";
import { collectAttackers } from "../attacks/attackers";
import { pieceAt, sideToMove } from "../core/position";
import { makeMove, unmakeMove } from "../core/makemove";
import { moveTo } from "../core/move";
import { moveGain } from "../gen/move-facts";
import { allocate, ownerOf, typeOf, typeFlagsOf, pieceValue } from "../core/tables";
import { generateLegal } from "../gen/movegen";
import { IN_CHECK, CHECK_UNKNOWN } from "../gen/mode";
import { checkBinds, takeoverParties, rootPlayer, countNode } from "./search-state";
import { royalAttacked } from "../attacks/attacks";

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
 * and not defended.
 */
export function givesMaterialAway(cell: i32, mover: i32, gain: i32): bool {
  const code = pieceAt(cell);
  if (code == 0 || ownerOf(code) != mover) return false;
  const value = pieceValue(typeOf(code));
  if (value - gain <= SACRIFICE_MARGIN) return false;
  const count = collectAttackers(cell, -1, attackers);
  let defended = false;
  let cheapest = NO_ATTACKER;
  for (let i = 0; i < count; i++) {
    const piece = pieceAt(<i32>load<u8>(attackers + i));
    if (ownerOf(piece) == mover) {
      defended = true;
      continue;
    }
    const type = typeOf(piece);
    // A royal piece takes only what is not defended.
    cheapest = min(cheapest, typeFlagsOf(type) & TYPE_ROYAL ? NO_ATTACKER - 1 : pieceValue(type));
  }
  if (cheapest == NO_ATTACKER) return false;
  const lost = defended ? value - cheapest : value;
  return lost - gain > SACRIFICE_MARGIN;
}

/**
 * Makes `move` by `mover`, unless `barred` (sacrificeBarApplies, search-state.ts) and it gives material away without
 * mating at once: then it is taken back and false returned. `scratch` holds the next player's moves while asked.
 */
export function makeUnlessSacrifice(move: i32, mover: i32, barred: bool, scratch: usize): bool {
  const gain = barred ? moveGain(move) : 0;
  makeMove(move);
  if (!barred || !givesMaterialAway(moveTo(move), mover, gain) || matesAtOnce(scratch)) return true;
  barredCheck = !takeoverParties && sideToMove != rootPlayer && royalAttacked(rootPlayer);
  unmakeMove();
  return false;
}

// Whether the move makeUnlessSacrifice last barred checks the root player, who does not move next (closesNet; read
// while the move is made, so closesNet makes it again only for such checks).
let barredCheck: bool = false;

/**
 * Under check rules (Dreierschach): the next player in check without a move is mated, and the game ends whatever
 * the mating piece was left to: no gift (a lost game read: Black's queen took a pawn beside White's king where only
 * the king attacked it and Gray guarded the cell; barred, the mate was never seen).
 */
function matesAtOnce(scratch: usize): bool {
  return !takeoverParties && checkBinds() && generateLegal(scratch, IN_CHECK) == 0;
}

/**
 * After makeUnlessSacrifice barred `move` (barredCheck: it checks the root player, who does not move next): whether
 * the other opponent, moving next, has a move after which the root player is mated (a check and a cover: three of
 * four games main lost at +281 to +691 against 63c44ef went so, the cover the one mating move of 60 to 75). Such a
 * net is not scored a mate (session 14's look, fe03897, did so and lost: the checker plays it by mistake, the cover
 * only when its player likes third place); search.ts counts it a fear (NET_FEAR). One node a look.
 */
export function closesNet(move: i32, scratch: usize): bool {
  if (!barredCheck) return false;
  countNode();
  makeMove(move);
  const count = generateLegal(scratch, CHECK_UNKNOWN);
  const next = scratch + (<usize>count << 2);
  let net = false;
  for (let i = 0; i < count && !net; i++) {
    makeMove(load<i32>(scratch + (i << 2)));
    net = sideToMove == rootPlayer && royalAttacked(rootPlayer) && generateLegal(next, IN_CHECK) == 0;
    unmakeMove();
  }
  unmakeMove();
  return net;
}
