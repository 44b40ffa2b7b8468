// The one place that dispatches to mechanics.
// - Pieces: a type's moves come from the plain generator (gen/plain.ts), the item walker (gen/ruled.ts),
//   or a module here (pieceMechanicMoves): Jacks, dragging pieces, flip pieces. Items with a mechanic's
//   mode (bent riders, hops) are walked by their module (mechanicItemMoves); KIND_MECHANIC moves are made
//   by the mover's module (applyMechanicMove).
// - Attacks the reverse look tables do not read (traced pieces, hoppers, Jacks) are asked of their modules
//   (mechanicAttacks), and every attacker found must be active (attackerActive: not frozen, ...).
// - Rules acting on the whole position are hooks called from one place each: moves that are no piece's
//   (extraMoves: drops, teleports), a piece that may not move (mayMove: frozen), a move that is illegal
//   after it is made (legalAfter: the exclusion rule), what a move does afterwards (afterMoveRules: the
//   teleport endgame), the game ended by a rule (ends.ts).
// - Legality is decided per position: the pin-based fast path holds unless an enemy piece on the board
//   attacks in a way pins cannot describe; trials for the moves on cells the mechanics stamp.
import {
  MODE_BENT_LEFT, MODE_BENT_RIGHT, MODE_HOP, MODE_HOP_LAND, MODE_PATH, MODE_HOP_TWO, PIECE_JACK, TYPE_DRAGS, TYPE_FLIPS,
  TYPE_OWN_MOVES, TYPE_ROYAL, VARIANT_EXCLUSION,
  VARIANT_CHECK_OBEYS_EXCLUSION, VARIANT_TELEPORTS,
} from "../abi";
import { playerCount, variantFlags, typeFlagsOf, typeOf, ownerOf, itemsOf, itemCountOf, itemMode } from "../core/tables";
import { hasTracedTypes, hasTargetList, facingOf } from "../core/derive";
import { generatePlainMovesOpenFree } from "../gen/plain";
import { pieceAt } from "../core/position";
import { moveFrom } from "../core/move";
import { capturesOnly } from "../gen/mode";
import { generateRuledMovesOpen, generateRuledMovesSqueezed } from "../gen/ruled";
import { tracedAttack, tracedPiecesAgainst } from "../attacks/traced";
import { generateBentMoves, startBentPiece, bentReaches } from "./bent";
import { generatePathMoves, startPathPiece, pathReaches, hasRouteTypes, routePiecesAgainst, markRouteCells } from "./paths";
import { generateHopTwoMoves, hopTwoReaches } from "./hop-two";
import { hasHopTypes, generateHopMoves, hopAttacked, hoppersAgainst, markHopLines } from "./hop";
import { handTypeCount, generateDrops } from "./drops";
import { hasFreezers, frozen, markFrozen, markedFrozen } from "./freeze";
import { hasJacks, jacksMayAttack, pieceMechanics, generateJackMoves, jackAttacked, jacksAgainst, markJackEyes } from "./jack";
import { hasDraggers, generateDragMoves, applyDrag } from "./witch";
import { expandFlips } from "./flip";
import { teleporterCount, generateTeleports, exclusionHolds, markTeleporters, afterTeleportMove, captureKeepsExclusion } from "./teleport";
import { clearTrialCells } from "./trial-cells";
import { hasLock, lockSilences, lockedPiece, lockedPlayer, countLockMove, lockEndsThisPly } from "./lock";


/**
 * Starts a piece whose items the modules walk (once per piece, before its first such item); its moves begin
 * at out[first] (path items, listed last, skip the destinations listed before them).
 */
export function startMechanicPiece(first: i32): void {
  startBentPiece();
  startPathPiece(first);
}

/** The moves of one item with a mechanic's mode, from `from` (pseudo-legal). Inlined into the item walker. */
// @ts-ignore: decorator
@inline export function mechanicItemMoves(out: usize, count: i32, from: i32, us: i32, item: i32, mode: i32): i32 {
  // Bent first: Wey's Rose has sixteen such items, walked at every node.
  if (mode & (MODE_BENT_LEFT | MODE_BENT_RIGHT)) return generateBentMoves(out, count, from, us, item);
  if (mode & MODE_PATH) return generatePathMoves(out, count, from, us, item);
  if (mode & (MODE_HOP | MODE_HOP_LAND)) return generateHopMoves(out, count, from, us, item);
  return generateHopTwoMoves(out, count, from, us, item);
}

/** Whether a traced item (TRACED_ITEM_MODES) from `from` could capture on `target`. */
export function mechanicItemReaches(from: i32, item: i32, mode: i32, target: i32): bool {
  if (mode & MODE_PATH) return pathReaches(from, item, target);
  if (mode & MODE_HOP_TWO) return hopTwoReaches(from, item, target);
  return bentReaches(from, item, target);
}

/** Types whose moves a module makes or changes (pieceMechanicMoves); the others' items the walker takes alone. */
export const PIECE_MODULE_TYPES: i32 = TYPE_OWN_MOVES | TYPE_DRAGS | TYPE_FLIPS;

/**
 * The moves of a piece of PIECE_MODULE_TYPES, under the legality mode `check` (gen/mode.ts);
 * `general`: the item walker's copy with Dreierschach's rules.
 */
export function pieceMechanicMoves(out: usize, count: i32, from: i32, us: i32, check: i32, type: i32, general: bool): i32 {
  if (load<u8>(pieceMechanics + type) == PIECE_JACK) return generateJackMoves(out, count, from, us); // pinned Jacks are tried (TYPE_TRIED_WHEN_PINNED)
  const flags = typeFlagsOf(type);
  if (flags & TYPE_DRAGS) return generateDragMoves(out, count, from, us, check, type);
  const first = count;
  if (check == 0 && !capturesOnly && !general && hasTargetList(type)) count = listedHopperMoves(out, count, from, us, type);
  else count = general ? generateRuledMovesSqueezed(out, count, from, us, check, type) : generateRuledMovesOpen(out, count, from, us, check, type);
  return flags & TYPE_FLIPS ? expandFlips(out, first, count, from, type, true) : count;
}

/**
 * The moves of an unpinned flip piece with a target list (core/derive.ts, listedTypes) in a full generation, in the
 * item walker's order: its plain items' by the plain generator, then its hop items'.
 */
function listedHopperMoves(out: usize, count: i32, from: i32, us: i32, type: i32): i32 {
  count = generatePlainMovesOpenFree(out, count, from, us, type);
  const facing = facingOf(us, from);
  const list = itemsOf(facing, type);
  const total = itemCountOf(facing, type);
  for (let i = 0; i < total; i++) {
    const item = load<i32>(list + (i << 2));
    if (itemMode(item) & (MODE_HOP | MODE_HOP_LAND)) count = generateHopMoves(out, count, from, us, item);
  }
  return count;
}

/** Makes a KIND_MECHANIC move through the effects log (the mover's module); whether it captured. */
export function applyMechanicMove(move: i32, us: i32): bool {
  const flags = typeFlagsOf(typeOf(pieceAt(moveFrom(move))));
  if (flags & TYPE_DRAGS) applyDrag(move, us);
  else unreachable(); // no other module makes KIND_MECHANIC moves yet
  return false;
}

/** Appends the side's moves that belong to no piece's movement: drops, teleports (pseudo-legal). */
// @ts-ignore: decorator
@inline export function extraMoves(out: usize, count: i32, us: i32): i32 {
  if (handTypeCount && !capturesOnly) count = generateDrops(out, count, us);
  return teleporterCount && (variantFlags & VARIANT_TELEPORTS) ? generateTeleports(out, count, us) : count;
}

/**
 * Whether pieces of `us` may be held in this position, frozen (then it stamps them) or locked (lock.ts);
 * if so, mayMove must be asked of each piece of `us` in this generation.
 */
// @ts-ignore: decorator
@inline export function freezingAgainst(us: i32): bool { return (hasFreezers && markFrozen(us)) || (hasLock && lockedPlayer(us)); }

/** Whether the piece on `cell` may move (asked only where freezingAgainst held in this generation). */
// @ts-ignore: decorator
@inline export function mayMove(cell: i32): bool { return !(hasFreezers && markedFrozen(cell)) && !(hasLock && lockedPiece(cell)); }

/** Whether the variant has attackers the reverse look tables do not read (called once per attack test). */
// @ts-ignore: decorator
@inline export function hasMechanicAttackers(): bool { return hasTracedTypes || hasHopTypes || hasJacks; }

/** Attacks on `cell` by pieces the look tables do not read: traced pieces, hoppers, Jacks of others (of `only`). */
export function mechanicAttacks(cell: i32, player: i32, only: i32): bool {
  if (hasHopTypes && hopAttacked(cell, player, only)) return true;
  if (hasJacks && jacksMayAttack(player) && jackAttacked(cell, player, only)) return true;
  if (hasTracedTypes) {
    for (let other = 0; other < playerCount; other++) {
      if (other != player && (only < 0 || other == only) && tracedAttack(cell, other)) return true;
    }
  }
  return false;
}

/** Whether attackers can be inactive in this variant (frozen, locked, or held back by the exclusion rule). */
// @ts-ignore: decorator
@inline export function attackersMayRest(): bool { return hasFreezers || lockSilences || (variantFlags & VARIANT_CHECK_OBEYS_EXCLUSION) != 0; }

/** Whether the piece on `from`, found attacking `target`, does attack it (asked where attackersMayRest). */
export function attackerActive(from: i32, target: i32): bool {
  if (hasFreezers && frozen(from)) return false;
  if (lockSilences && lockedPiece(from)) return false;
  return captureKeepsExclusion(from, target);
}

/** Whether the position after a move breaks a rule checked then (the exclusion rule). */
// @ts-ignore: decorator
@inline export function legalAfter(): bool { return !(variantFlags & VARIANT_EXCLUSION) || exclusionHolds(); }

/**
 * What a move of the piece `mover` (its code) does to the rule state afterwards; called by make in variants
 * that keep a log. The teleport endgame: only a royal piece's own move brings it to its far cells; the
 * lock counts the move.
 */
// @ts-ignore: decorator
@inline export function afterMoveRules(mover: i32): void {
  if (teleporterCount && (typeFlagsOf(typeOf(mover)) & TYPE_ROYAL)) afterTeleportMove();
  if (hasLock) countLockMove(ownerOf(mover));
}

/**
 * Whether this position needs every move of `us` tried by make/unmake: an enemy piece's attacks are traced,
 * or the move ends the lock of enemy pieces (counting plies).
 */
// @ts-ignore: decorator
@inline export function legalityByTrialNeeded(us: i32): bool { return (hasTracedTypes && tracedPiecesAgainst(us)) || (hasLock && lockEndsThisPly()); }

/**
 * Stamps the cells where a move of `us` must be tried by make/unmake even when the pin scan lets it pass
 * (trial-cells.ts); false when there are none: lines of enemy hoppers through the royal piece, the cells
 * enemy route pieces' captures pass toward it (paths.ts), teleporters under the exclusion rule (teleport.ts),
 * the eyes of enemy Jacks that a piece of `us` blinds.
 */
export function markTrialCells(royal: i32, us: i32): bool {
  clearTrialCells();
  let marked = hasHopTypes && hoppersAgainst(us) && markHopLines(royal, us);
  if (hasRouteTypes && routePiecesAgainst(us) && markRouteCells(royal, us)) marked = true;
  if ((variantFlags & VARIANT_EXCLUSION) && markTeleporters(us)) marked = true;
  if (hasJacks && jacksAgainst(us) && markJackEyes(us)) marked = true;
  return marked;
}

/** Whether the variant may need trial cells at all (one test per generation for the others). */
// @ts-ignore: decorator
@inline export function hasTrialCells(): bool { return hasHopTypes || hasRouteTypes || hasJacks || (variantFlags & VARIANT_EXCLUSION) != 0; }

/** Whether the royal piece's targets must be judged with enemy Jacks in the mode the move gives them (jack.ts royalLifted). */
// @ts-ignore: decorator
@inline export function royalMovesSeeJacks(us: i32): bool { return hasJacks && jacksAgainst(us); }

/** In check: whether the fast evasions (answers to one checker's line) do not hold here (draggers judge their moves out of check only). */
export function evasionsByTrial(us: i32): bool {
  return (hasTracedTypes && tracedPiecesAgainst(us)) || (hasHopTypes && hoppersAgainst(us)) || (hasRouteTypes && routePiecesAgainst(us)) || hasFreezers
    || hasDraggers || hasJacks || teleporterCount > 0;
}
