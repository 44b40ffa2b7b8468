// The one place that dispatches to mechanics. Movement items with a mechanic's mode (bent riders, hops)
// are walked by their module; attacks the reverse tables cannot read (traced pieces, hoppers) are asked
// of theirs; moves that are no piece's (drops) come from one hook; and the rules that decide, per
// position, how legality must be found live here: the pin-based fast path holds unless an enemy piece on
// the board attacks in a way pins cannot describe.
import { generateBentMoves, startBentPiece } from "./bent";
import { handTypeCount, generateDrops, takeFromHand } from "./drops";
import { hasHopTypes, generateHopMoves, hopAttacked, hoppersAgainst, markHopLines } from "./hop";
import { MODE_BENT_LEFT, MODE_BENT_RIGHT, MODE_HOP, MODE_HOP_LAND } from "../abi";
import { tracedAttack, tracedPiecesAgainst } from "../attacks/traced";
import { hasTracedTypes } from "../core/derive";
import { playerCount } from "../core/tables";
import { capturesOnly } from "../gen/mode";
export { takeFromHand };

/** Item modes a module walks instead of the ruled generator's ray walk. */
export const MECHANIC_ITEM_MODES: i32 = MODE_BENT_LEFT | MODE_BENT_RIGHT | MODE_HOP | MODE_HOP_LAND;

/** Starts a piece whose items the modules walk (once per piece, before its first such item). */
export function startMechanicPiece(): void { startBentPiece(); }

/** The moves of one item with a mechanic's mode, from `from` (pseudo-legal). */
export function mechanicItemMoves(out: usize, count: i32, from: i32, us: i32, item: i32, mode: i32): i32 {
  if (mode & (MODE_HOP | MODE_HOP_LAND)) return generateHopMoves(out, count, from, us, item);
  return generateBentMoves(out, count, from, us, item);
}

/** Whether the variant has attackers the reverse look tables do not read (called once per attack test). */
// @ts-ignore: decorator
@inline export function hasMechanicAttackers(): bool { return hasTracedTypes || hasHopTypes; }

/** Attacks on `cell` by pieces the look tables do not read: traced pieces and hoppers of others (of `only`). */
export function mechanicAttacks(cell: i32, player: i32, only: i32): bool {
  if (hasHopTypes && hopAttacked(cell, player, only)) return true;
  if (hasTracedTypes) {
    for (let other = 0; other < playerCount; other++) {
      if (other != player && (only < 0 || other == only) && tracedAttack(cell, other)) return true;
    }
  }
  return false;
}

/** Whether this position needs every move of `us` tried by make/unmake: an enemy piece's attacks are traced. */
// @ts-ignore: decorator
@inline export function legalityByTrialNeeded(us: i32): bool { return hasTracedTypes && tracedPiecesAgainst(us); }

/**
 * Marks the cells where a move of `us` must be tried by make/unmake even when the pin scan lets it pass
 * (lines of enemy hoppers through the royal piece); false when there are none. See onHopLine.
 */
// @ts-ignore: decorator
@inline export function markTrialCells(royal: i32, us: i32): bool {
  return hasHopTypes && hoppersAgainst(us) && markHopLines(royal, us);
}

/** In check: whether the fast evasions (answers to one checker's line) do not hold here. */
// @ts-ignore: decorator
@inline export function evasionsByTrial(us: i32): bool {
  return (hasTracedTypes && tracedPiecesAgainst(us)) || (hasHopTypes && hoppersAgainst(us));
}

/** Appends the side's moves that belong to no piece on the board (drops); quiescence wants none of them. */
// @ts-ignore: decorator
@inline export function extraMoves(out: usize, count: i32, us: i32): i32 {
  return handTypeCount && !capturesOnly ? generateDrops(out, count, us) : count;
}
