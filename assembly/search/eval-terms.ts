// The evaluation's terms as counts per player ("features"), for any board: one walk over every piece's
// movement items marks, per player, how many of its pieces attack each cell and the cheapest of them;
// mobility, king safety, threats, pawn structure and control are read off those maps. The weights that turn
// the counts into centipawns are data (eval-weights.ts); the tuner (tools/tune-eval.ts) reads the counts.
// The walk is a sketch of the rules, not the move generator: bent riders, hoppers and routes of several
// legs are left out, as are the mechanics' moves; a pawn's double step is not mobility.
import {
  NO_CELL, UNLIMITED, MODE_MOVE, MODE_CAPTURE,
  TYPE_ROYAL, TYPE_PAWN, TYPE_PLAIN, MECHANIC_ITEM_MODES,
} from "../abi";
import { facingOf, targets, targetStarts, targetCell, targetMode, targetRayLeft, leapTargets, leapCounts, MAX_LEAPS } from "../core/derive";
import { pieceAt, pieceCellAt, pieceTotal, royalCell, typeTotal, pieceKey, sideToMove } from "../core/position";
import { nextPlayer } from "../mechanics/takeover";
import { searchMode, PARANOID } from "./search-state";
import { captureSetTaken } from "../mechanics/ends";
import { collectAttackers } from "../attacks/attackers";
import { allocateTropism, tropismCount } from "./king-tropism";
import { allocateFirstSteps, royalStepsSlot, firstStepsAt } from "./first-steps";
import { allocateZoneSupport, countSupport, zoneSupport, scaledBySupport } from "./zone-material";
import { buildZoneTable, resetZoneTable, zoneTableUsable, zoneAttacksForward } from "./royal-zone";
import {
  allocate, cellCount, playerCount, typeCount, facingCount, typeOf, ownerOf, itemsOf, itemCountOf, itemVector, itemRange, itemMode, rayBase,
  typeFlagsOf, pieceValue, reverseOf, pieceSlot,
} from "../core/tables";

// Fixed features (weights of the same index in eval-weights.ts); then per type its count and its mobility.
export const TERM_TEMPO: i32 = 0; // weight only: the side to move's bonus
export const TERM_SHELTER: i32 = 1; // own pieces on the royal piece's first steps, at most 3
export const TERM_KING_ATTACKS: i32 = 2; // other players' attacks on the royal piece's cell and first steps
export const TERM_KING_ATTACKS_SQUARED: i32 = 3; // the same, squared (capped): attacks add up faster than one by one
export const TERM_HANGING: i32 = 4; // own non-pawn pieces attacked and not defended
export const TERM_THREATENED_BY_LESSER: i32 = 5; // own non-pawn pieces attacked by a cheaper piece
export const TERM_PASSED: i32 = 6; // pawns that no other player's pawn stands in front of or guards the way of
export const TERM_PASSED_ADVANCE: i32 = 7; // per passed pawn, (eighths of its way covered)²
export const TERM_DOUBLED: i32 = 8; // pawns with an own pawn in front
export const TERM_PAWN_SUPPORTED: i32 = 9; // pawns defended by an own pawn
export const TERM_CONTROL: i32 = 10; // cells the player attacks
export const TERM_ROYAL_EXPOSED: i32 = 11; // empty cells the royal piece could reach if it moved as a queen
export const TERM_SET_TAKEN: i32 = 12; // (types of the player's capture set already taken)²: its last items are worth more
export const TERM_OTHERS_MEAN: i32 = 13; // weight only (sixteenths): with parties, the share of the others' mean (evaluation.ts)
export const TERM_KING_TROPISM: i32 = 14; // (the other players' pieces near the royal piece, by kind and distance)² (king-tropism.ts)
export const TERM_NEXT_THREAT: i32 = 15; // three or more players: what the next mover could win from the player after it (cp)
export const TERM_KING_ATTACKS_SCALED: i32 = 16; // the square scaled by the attackers' material (zone-material.ts)
export const FIXED_TERMS: i32 = 17;
const KING_ATTACKS_CAP: i32 = 12;
const ROYAL_ATTACKER: i32 = 0x7fff; // a royal piece attacks as the dearest piece (threats by lesser pieces)
const EXPOSURE_RANGE: i32 = 3;

/** Features per player: FIXED_TERMS, then (typeCount + 1) piece counts, then (typeCount + 1) mobilities. */
export let featureCount: i32 = 0;
export let features: usize = 0; // i32[player][featureCount]
// Per-player maps, each `stride` cells long (the cell count rounded up to 8, so control counts them 8 at a time).
let stride: i32 = 0;
let attackCounts: usize = 0; // u8[player][stride]: how many of the player's pieces attack the cell
let cheapestAttacker: usize = 0; // u16[player][stride]: the value of the cheapest of them
let pawnAttacks: usize = 0; // u8[player][stride]: attacked by one of the player's pawns
let forwardVectors: usize = 0; // u8[facing][type]: a pawn's way forward (its first move-only item), NO_CELL if none
let movesAsCaptures: usize = 0; // u8[facing][type]: 1 if every item both moves and captures (walkTargets' fast loop)
// The pawn terms (passed, advance, doubled, supported) depend on the pawns alone, which seldom move in a search:
// kept per pawn placement (the Zobrist keys of the pawns), so most evaluations skip them.
const PAWN_CACHE_BITS: i32 = 12;
const PAWN_TERMS: i32 = TERM_PAWN_SUPPORTED - TERM_PASSED + 1;
const PAWN_ENTRY: i32 = 8 + 4 * PAWN_TERMS * 2; // u64 key, then i16[player][PAWN_TERMS]
let pawnCache: usize = 0;
let zoneAttackers: usize = 0; // u8[256]: collectAttackers' scratch (royalZoneAttacks)

export function allocateEvalTerms(): void {
  featureCount = FIXED_TERMS + 2 * (typeCount + 1);
  features = allocate(4 * featureCount * 4);
  stride = (cellCount + 7) & ~7;
  attackCounts = allocate(playerCount * stride);
  cheapestAttacker = allocate(playerCount * stride * 2);
  pawnAttacks = allocate(playerCount * stride);
  forwardVectors = allocate(facingCount * (typeCount + 1));
  pawnCache = allocate(PAWN_ENTRY << PAWN_CACHE_BITS);
  zoneAttackers = allocate(256);
  allocateFirstSteps();
  allocateTropism();
  allocateZoneSupport();
  resetZoneTable();
  for (let facing = 0; facing < facingCount; facing++) {
    for (let type = 1; type <= typeCount; type++) {
      let vector = NO_CELL;
      const list = itemsOf(facing, type);
      for (let i = 0; i < itemCountOf(facing, type); i++) {
        const item = load<i32>(list + (i << 2));
        if ((itemMode(item) & (MODE_MOVE | MODE_CAPTURE)) == MODE_MOVE) { vector = itemVector(item); break; }
      }
      store<u8>(forwardVectors + pieceSlot(facing, type), vector);
    }
  }
}

// @ts-ignore: decorator
@inline function featureAt(player: i32, index: i32): usize { return features + (<usize>(player * featureCount + index) << 2); }
// @ts-ignore: decorator
@inline function bump(player: i32, index: i32, by: i32): void { const at = featureAt(player, index); store<i32>(at, load<i32>(at) + by); }
// @ts-ignore: decorator
@inline export function featureOf(player: i32, index: i32): i32 { return load<i32>(featureAt(player, index)); }
// @ts-ignore: decorator
@inline function attacksOn(player: i32, cell: i32): i32 { return load<u8>(attackCounts + player * stride + cell); }
// @ts-ignore: decorator
@inline function cheapestOn(player: i32, cell: i32): i32 { return load<u16>(cheapestAttacker + ((player * stride + cell) << 1)); }


/** Marks the cells one piece attacks; returns the cells it could move to (empty, or another player's piece). */
function walkPiece(player: i32, cell: i32, type: i32, flags: i32, value: i32): i32 {
  if ((flags & (TYPE_PLAIN | TYPE_PAWN)) == TYPE_PLAIN) return walkTargets(player, cell, type, value);
  if ((flags & (TYPE_PLAIN | TYPE_PAWN)) == (TYPE_PLAIN | TYPE_PAWN)) {
    walkPawnLeaps(player, cell, type, value);
    return 0;
  }
  const facing = facingOf(player, cell);
  const list = itemsOf(facing, type);
  const total = itemCountOf(facing, type);
  const counts = attackCounts + player * stride;
  const cheapest = cheapestAttacker + ((player * stride) << 1);
  let mobility = 0;
  for (let i = 0; i < total; i++) {
    const item = load<i32>(list + (i << 2));
    const mode = itemMode(item);
    if (mode & MECHANIC_ITEM_MODES) continue;
    const range = itemRange(item);
    const ray = rayBase(cell, itemVector(item));
    for (let distance = 0; range == UNLIMITED || distance < range; distance++) {
      const to = <i32>load<u8>(ray + distance);
      if (to == NO_CELL) break;
      const code = pieceAt(to);
      if (mode & MODE_CAPTURE) store<u8>(counts + to, load<u8>(counts + to) + 1);
      if (code == 0) {
        if (mode & MODE_MOVE) mobility++;
        continue;
      }
      if (mode & MODE_CAPTURE) {
        const at = cheapest + (to << 1);
        if (value < <i32>load<u16>(at)) store<u16>(at, value);
        if (ownerOf(code) != player) mobility++;
      }
      break;
    }
  }
  return mobility;
}

/** walkPiece for a plain pawn: its leap list (core/derive.ts); only its captures mark cells. */
function walkPawnLeaps(player: i32, cell: i32, type: i32, value: i32): void {
  const slot = pieceSlot(facingOf(player, cell), type) * cellCount + cell;
  const count = <i32>load<u8>(leapCounts + slot);
  const list = leapTargets + (<usize>(slot * MAX_LEAPS) << 2);
  const counts = attackCounts + player * stride;
  for (let i = 0; i < count; i++) {
    const entry = load<u32>(list + (i << 2));
    if (!((entry >> 16) & MODE_CAPTURE)) continue;
    const to = <i32>(entry & 0xff);
    store<u8>(counts + to, load<u8>(counts + to) + 1);
    if (pieceAt(to) != 0) {
      const at = cheapestAttacker + ((player * stride + to) << 1);
      if (value < <i32>load<u16>(at)) store<u16>(at, value);
    }
  }
}

/** walkPiece for a plain type: one walk over the cell's flat target list (core/derive.ts), as the fast generator's. */
function walkTargets(player: i32, cell: i32, type: i32, value: i32): i32 {
  const counts = attackCounts + player * stride;
  const cheapest = cheapestAttacker + ((player * stride) << 1);
  const slot = pieceSlot(facingOf(player, cell), type);
  const list = targetStarts + (<usize>(slot * cellCount + cell) << 2);
  let at = targets + (<usize>load<u32>(list) << 3);
  const end = targets + (<usize>load<u32>(list, 4) << 3);
  let mobility = 0;
  if (load<u8>(movesAsCaptures + slot)) {
    // Every target both a move and a capture (most pieces): no mode to test.
    while (at < end) {
      const entry = load<u64>(at);
      const to = targetCell(entry);
      const code = pieceAt(to);
      store<u8>(counts + to, load<u8>(counts + to) + 1);
      if (code == 0) {
        at += 8;
        mobility++;
        continue;
      }
      at += <usize>targetRayLeft(entry) << 3;
      const cheapestAt = cheapest + (to << 1);
      if (value < <i32>load<u16>(cheapestAt)) store<u16>(cheapestAt, value);
      if (ownerOf(code) != player) mobility++;
    }
    return mobility;
  }
  while (at < end) {
    const entry = load<u64>(at);
    const to = targetCell(entry);
    const mode = targetMode(entry);
    const code = pieceAt(to);
    if (mode & MODE_CAPTURE) store<u8>(counts + to, load<u8>(counts + to) + 1);
    if (code == 0) {
      at += 8;
      if (mode & MODE_MOVE) mobility++;
      continue;
    }
    at += <usize>targetRayLeft(entry) << 3;
    if (mode & MODE_CAPTURE) {
      const slot = cheapest + (to << 1);
      if (value < <i32>load<u16>(slot)) store<u16>(slot, value);
      if (ownerOf(code) != player) mobility++;
    }
  }
  return mobility;
}

/** Whether another player than `player` attacks `cell`, and the cheapest such attacker's value (0x7fff+ if none). */
function cheapestOther(player: i32, cell: i32): i32 {
  let cheapest: i32 = 0xffff;
  for (let other = 0; other < playerCount; other++) if (other != player) cheapest = min(cheapest, cheapestOn(other, cell));
  return cheapest;
}

function othersAttacks(player: i32, cell: i32): i32 {
  let total = 0;
  for (let other = 0; other < playerCount; other++) if (other != player) total += attacksOn(other, cell);
  return total;
}

// Whether any weight needs the attack maps (set with the weights): without them only the piece counts, the royal
// piece's shelter and open lines and (when weighted) the pawn terms are filled, at a fraction of the cost.
let walkNeeded: bool = true;
let pawnsNeeded: bool = true;
let exposureNeeded: bool = true;
let zoneNeeded: bool = true;
let tropismNeeded: bool = true; // counted only where weighted: a loop over the pieces the walking games need not pay
let nextThreatNeeded: bool = true; // the same (and only with three or more players)
let zoneScaleNeeded: bool = true; // TERM_KING_ATTACKS_SCALED filled (the attackers' material counted) where weighted
export function setZoneScaleNeeded(needed: bool): void { zoneScaleNeeded = needed; }
export function setWalkNeeded(needed: bool, pawns: bool, exposure: bool, zone: bool, tropism: bool, nextThreat: bool): void {
  walkNeeded = needed;
  nextThreatNeeded = nextThreat && playerCount > 2;
  pawnsNeeded = pawns;
  exposureNeeded = exposure;
  zoneNeeded = zone;
  tropismNeeded = tropism;
  if (zone) buildZoneTable();
}
/**
 * Whether quiescence's stand-pat may stand on material and placement alone (evaluation.ts evaluateWithin): the walk,
 * or the attacks near the royal pieces counted without it (forwards or backwards). Cheap as the forward count is,
 * the lazy stand-pat scored better against Fairy-Stockfish with it (docs/strength.md).
 */
export function costlyTerms(): bool { return walkNeeded || zoneNeeded; }
/** Whether the attacks near the royal pieces are counted forwards (zoneScore), without the walk. */
export function zoneCountedForwards(): bool { return zoneNeeded && zoneTableUsable(); }
/**
 * Whether a feature is read off the attack maps (its weight makes computeFeatures walk the pieces). The attacks
 * near the royal piece are not: without the walk they are counted backwards from its zone (royalZoneAttacks).
 */
export function isWalkFeature(index: i32): bool {
  if (index >= FIXED_TERMS + typeCount + 1) return true; // mobility
  return index == TERM_HANGING || index == TERM_THREATENED_BY_LESSER || index == TERM_CONTROL || index == TERM_NEXT_THREAT;
}
/** Whether a feature counts the attacks near the royal piece (read off the maps when walking, else royalZoneAttacks). */
export function isZoneFeature(index: i32): bool {
  return index == TERM_KING_ATTACKS || index == TERM_KING_ATTACKS_SQUARED || index == TERM_KING_ATTACKS_SCALED;
}
/** Whether a feature is one of the pawn terms (pawnTerms). */
export function isPawnFeature(index: i32): bool { return index >= TERM_PASSED && index <= TERM_PAWN_SUPPORTED; }
/** Forgets the pawn terms kept per pawn placement (with the evaluation cache, when a game is set up). */
export function clearPawnCache(): void { memory.fill(pawnCache, 0, PAWN_ENTRY << PAWN_CACHE_BITS); }

/** Fills `features` for every player from the current position. */
export function computeFeatures(): void {
  if (zoneScaleNeeded) countSupport();
  if (!walkNeeded) {
    memory.fill(features, 0, playerCount * featureCount * 4);
    memory.fill(attackCounts, 0, playerCount * stride);
    let pawnKey: u64 = 0;
    for (let player = 0; player < playerCount; player++) {
      const total = pieceTotal(player);
      if (pawnsNeeded) {
        for (let index = 0; index < total; index++) {
          const cell = pieceCellAt(player, index);
          const code = pieceAt(cell);
          if (typeFlagsOf(typeOf(code)) & TYPE_PAWN) pawnKey ^= pieceKey(code, cell);
        }
      }
      for (let type = 1; type <= typeCount; type++) store<i32>(featureAt(player, FIXED_TERMS + type), typeTotal(player, type));
      store<i32>(featureAt(player, TERM_SET_TAKEN), setTakenCount(player));
      if (tropismNeeded) store<i32>(featureAt(player, TERM_KING_TROPISM), tropismCount(player));
      if (exposureNeeded) { if (total) royalTerms(player); }
      else store<i32>(featureAt(player, TERM_SHELTER), shelterCount(player));
      if (zoneNeeded && total) storeKingAttacks(player, royalZoneAttacks(player));
    }
    if (pawnsNeeded) pawnTerms(pawnKey);
    return;
  }
  memory.fill(features, 0, playerCount * featureCount * 4);
  memory.fill(attackCounts, 0, playerCount * stride);
  memory.fill(cheapestAttacker, 0xff, playerCount * stride * 2);
  const mobilityBase = FIXED_TERMS + typeCount + 1;
  let pawnKey: u64 = 0;
  for (let player = 0; player < playerCount; player++) {
    const total = pieceTotal(player);
    for (let index = 0; index < total; index++) {
      const cell = pieceCellAt(player, index);
      const code = pieceAt(cell);
      const type = typeOf(code);
      const flags = typeFlagsOf(type);
      if (flags & TYPE_PAWN) pawnKey ^= pieceKey(code, cell);
      const value = flags & TYPE_ROYAL ? ROYAL_ATTACKER : min(pieceValue(type), ROYAL_ATTACKER - 1);
      const mobility = walkPiece(player, cell, type, flags, value);
      if (!(flags & (TYPE_PAWN | TYPE_ROYAL))) bump(player, mobilityBase + type, mobility);
    }
    for (let type = 1; type <= typeCount; type++) store<i32>(featureAt(player, FIXED_TERMS + type), typeTotal(player, type));
    store<i32>(featureAt(player, TERM_SET_TAKEN), setTakenCount(player));
    if (tropismNeeded) store<i32>(featureAt(player, TERM_KING_TROPISM), tropismCount(player));
  }
  for (let player = 0; player < playerCount; player++) {
    if (pieceTotal(player) == 0) continue;
    // Cells attacked, 8 at a time: a byte's bits folded onto its lowest, then counted (the padding is never marked).
    let control = 0;
    const counts = attackCounts + player * stride;
    for (let at = 0; at < stride; at += 8) {
      let word = load<u64>(counts + at);
      word |= word >> 4;
      word |= word >> 2;
      word |= word >> 1;
      control += <i32>popcnt(word & 0x0101010101010101);
    }
    store<i32>(featureAt(player, TERM_CONTROL), control);
    royalTerms(player);
    pieceTerms(player);
  }
  if (nextThreatNeeded && searchMode == PARANOID) nextThreat();
  pawnTerms(pawnKey);
}

/**
 * TERM_NEXT_THREAT, for the player two turns on: the most the next mover could win from it with one capture (the
 * victim, less the cheapest attacker where the victim is defended). The side to move's captures are searched in
 * quiescence, but where it stands pat the next mover's are not, and that player moves before its victim can.
 * Paranoid search only: under BRS+ the opponents' turn is one node and the root player moves after it (with the
 * term, witch3's BRS+ lost −14.6 ± 29.7 Elo; its paranoid search gained +38.7 ± 28.9).
 */
function nextThreat(): void {
  const next = nextPlayer(sideToMove);
  const victim = nextPlayer(next);
  if (victim == sideToMove || victim == next) return;
  const defended = attackCounts + victim * stride;
  const total = pieceTotal(victim);
  let most = 0;
  for (let index = 0; index < total; index++) {
    const cell = pieceCellAt(victim, index);
    const type = typeOf(pieceAt(cell));
    if (typeFlagsOf(type) & TYPE_ROYAL) continue;
    const attacker = cheapestOn(next, cell);
    if (attacker == 0xffff) continue;
    const value = pieceValue(type);
    const gain = !load<u8>(defended + cell) ? value : attacker >= ROYAL_ATTACKER ? 0 : value - attacker;
    most = max(most, gain);
  }
  store<i32>(featureAt(victim, TERM_NEXT_THREAT), most);
}

/** TERM_SET_TAKEN's count: the types of the player's capture set already taken, squared (0 without one). */
export function setTakenCount(player: i32): i32 {
  const taken = captureSetTaken(player);
  return taken * taken;
}

/** Own pieces on the royal piece's first steps, at most 3 (TERM_SHELTER alone, for weights that need nothing else). */
export function shelterCount(player: i32): i32 {
  const royal = royalCell(player);
  if (royal == NO_CELL) return 0;
  const at = royalStepsSlot(player, royal);
  const end = firstStepsAt(at + 1);
  // The count stops at 3: so does the walk.
  let own = 0;
  for (let cells = firstStepsAt(at); cells < end; cells++) {
    const code = pieceAt(load<u8>(cells));
    if (code != 0 && ownerOf(code) == player && ++own == 3) break;
  }
  return own;
}

/** Shelter, attacks near the royal piece and its exposure along open lines. */
function royalTerms(player: i32): void {
  const royal = royalCell(player);
  if (royal == NO_CELL) return;
  const type = typeOf(pieceAt(royal));
  const facing = facingOf(player, royal);
  const list = itemsOf(facing, type);
  const total = itemCountOf(facing, type);
  let own = 0;
  let attacks = othersAttacks(player, royal);
  for (let i = 0; i < total; i++) {
    const item = load<i32>(list + (i << 2));
    if (itemMode(item) & MECHANIC_ITEM_MODES) continue;
    const ray = rayBase(royal, itemVector(item));
    const to = <i32>load<u8>(ray);
    if (to == NO_CELL) continue;
    attacks += othersAttacks(player, to);
    const code = pieceAt(to);
    if (code != 0 && ownerOf(code) == player) own++;
    // Open lines toward the royal piece: empty cells along its step vectors, up to EXPOSURE_RANGE.
    let exposed = 0;
    for (let distance = 0; distance < EXPOSURE_RANGE; distance++) {
      const at = <i32>load<u8>(ray + distance);
      if (at == NO_CELL || pieceAt(at) != 0) break;
      exposed++;
    }
    bump(player, TERM_ROYAL_EXPOSED, exposed);
  }
  store<i32>(featureAt(player, TERM_SHELTER), min(own, 3));
  if (walkNeeded) storeKingAttacks(player, attacks);
}

/**
 * TERM_KING_ATTACKS, its square and the square scaled weighted (sixteenths of a centipawn), counted without the walk
 * (after countSupport where `scaled` is not 0). The scale first: where only the scaled square is weighted and it
 * scales every count to 0, none are counted.
 */
export function zoneScore(player: i32, linear: i32, squared: i32, scaled: i32): i32 {
  const support = scaled ? zoneSupport(player) : 0;
  if (support == 0 && linear == 0 && squared == 0) return 0;
  const attacks = royalZoneAttacks(player);
  const capped = min(attacks, KING_ATTACKS_CAP);
  const square = capped * capped;
  return linear * attacks + squared * square + (support ? scaled * scaledBySupport(square, support) : 0);
}

function storeKingAttacks(player: i32, attacks: i32): void {
  store<i32>(featureAt(player, TERM_KING_ATTACKS), attacks);
  const capped = min(attacks, KING_ATTACKS_CAP);
  store<i32>(featureAt(player, TERM_KING_ATTACKS_SQUARED), capped * capped);
  if (zoneScaleNeeded) {
    const support = zoneSupport(player);
    store<i32>(featureAt(player, TERM_KING_ATTACKS_SCALED), support ? scaledBySupport(capped * capped, support) : 0);
  }
}

/**
 * TERM_KING_ATTACKS without the attack maps: the other players' pieces attacking the royal piece's cell and its
 * first steps, as the walk counts them: forwards from their pieces where royal-zone.ts's table applies, else
 * backwards from each cell (the attack test's routes).
 */
export function royalZoneAttacks(player: i32): i32 {
  const royal = royalCell(player);
  if (royal == NO_CELL) return 0;
  if (zoneTableUsable()) return zoneAttacksForward(player, royal);
  return royalZoneAttacksBackward(player, royal);
}

/** For the tests: royalZoneAttacks forwards (-1 where the table does not apply) or backwards. */
export function royalZoneAttacksOf(player: i32, forward: bool): i32 {
  const royal = royalCell(player);
  if (royal == NO_CELL) return 0;
  buildZoneTable();
  if (!forward) return royalZoneAttacksBackward(player, royal);
  return zoneTableUsable() ? zoneAttacksForward(player, royal) : -1;
}

/** royalZoneAttacks by collectAttackers from each zone cell (the tests' measure of the forward count). */
function royalZoneAttacksBackward(player: i32, royal: i32): i32 {
  let attacks = collectAttackers(royal, player, zoneAttackers);
  const at = royalStepsSlot(player, royal);
  const end = firstStepsAt(at + 1);
  for (let cells = firstStepsAt(at); cells < end; cells++) {
    attacks += collectAttackers(<i32>load<u8>(cells), player, zoneAttackers);
  }
  return attacks;
}

/** Threats against the player's pieces. */
function pieceTerms(player: i32): void {
  const total = pieceTotal(player);
  const own = attackCounts + player * stride;
  for (let index = 0; index < total; index++) {
    const cell = pieceCellAt(player, index);
    const type = typeOf(pieceAt(cell));
    if (typeFlagsOf(type) & (TYPE_ROYAL | TYPE_PAWN)) continue;
    const cheapest = cheapestOther(player, cell);
    if (cheapest == 0xffff) continue;
    if (!load<u8>(own + cell)) bump(player, TERM_HANGING, 1);
    if (cheapest < pieceValue(type)) bump(player, TERM_THREATENED_BY_LESSER, 1);
  }
}

/** The pawn terms of every player, from the pawn cache or computed (and kept) for this pawn placement. */
function pawnTerms(pawnKey: u64): void {
  const entry = pawnCache + <usize>(<i32>(pawnKey & ((1 << PAWN_CACHE_BITS) - 1)) * PAWN_ENTRY);
  const key = pawnKey | 1; // never 0, the empty entry's key
  if (load<u64>(entry) == key) {
    for (let player = 0; player < playerCount; player++) {
      for (let term = 0; term < PAWN_TERMS; term++) {
        store<i32>(featureAt(player, TERM_PASSED + term), <i32>load<i16>(entry + 8 + ((player * PAWN_TERMS + term) << 1)));
      }
    }
    return;
  }
  memory.fill(pawnAttacks, 0, playerCount * stride);
  for (let player = 0; player < playerCount; player++) {
    const total = pieceTotal(player);
    for (let index = 0; index < total; index++) {
      const cell = pieceCellAt(player, index);
      const type = typeOf(pieceAt(cell));
      if (typeFlagsOf(type) & TYPE_PAWN) markPawnAttacks(player, cell, type);
    }
  }
  for (let player = 0; player < playerCount; player++) {
    const total = pieceTotal(player);
    for (let index = 0; index < total; index++) {
      const cell = pieceCellAt(player, index);
      const type = typeOf(pieceAt(cell));
      if (!(typeFlagsOf(type) & TYPE_PAWN)) continue;
      if (load<u8>(pawnAttacks + player * stride + cell)) bump(player, TERM_PAWN_SUPPORTED, 1);
      pawnPath(player, cell, type);
    }
    for (let term = 0; term < PAWN_TERMS; term++) {
      store<i16>(entry + 8 + ((player * PAWN_TERMS + term) << 1), <i16>featureOf(player, TERM_PASSED + term));
    }
  }
  store<u64>(entry, key);
}

/** Marks in pawnAttacks the cells a pawn attacks (as walkPiece walks it: blocked rays stop at the first piece). */
function markPawnAttacks(player: i32, cell: i32, type: i32): void {
  const pawns = pawnAttacks + player * stride;
  const facing = facingOf(player, cell);
  if (typeFlagsOf(type) & TYPE_PLAIN) {
    const slot = pieceSlot(facing, type) * cellCount + cell;
    const count = <i32>load<u8>(leapCounts + slot);
    const list = leapTargets + (<usize>(slot * MAX_LEAPS) << 2);
    for (let i = 0; i < count; i++) {
      const entry = load<u32>(list + (i << 2));
      if ((entry >> 16) & MODE_CAPTURE) store<u8>(pawns + (entry & 0xff), 1);
    }
    return;
  }
  const list = itemsOf(facing, type);
  const total = itemCountOf(facing, type);
  for (let i = 0; i < total; i++) {
    const item = load<i32>(list + (i << 2));
    const mode = itemMode(item);
    if ((mode & MECHANIC_ITEM_MODES) || !(mode & MODE_CAPTURE)) continue;
    const range = itemRange(item);
    const ray = rayBase(cell, itemVector(item));
    for (let distance = 0; range == UNLIMITED || distance < range; distance++) {
      const to = <i32>load<u8>(ray + distance);
      if (to == NO_CELL) break;
      store<u8>(pawns + to, 1);
      if (pieceAt(to) != 0) break;
    }
  }
}

/** Walks a pawn's way forward (its first move-only item): doubled, passed, and how far it has come. */
function pawnPath(player: i32, cell: i32, type: i32): void {
  const vector = <i32>load<u8>(forwardVectors + pieceSlot(facingOf(player, cell), type));
  if (vector == NO_CELL) return;
  const ray = rayBase(cell, vector);
  let passed = true;
  let toGo = 0;
  for (; ; toGo++) {
    const at = <i32>load<u8>(ray + toGo);
    if (at == NO_CELL) break;
    const code = pieceAt(at);
    if (code != 0 && (typeFlagsOf(typeOf(code)) & TYPE_PAWN)) {
      if (ownerOf(code) == player) { bump(player, TERM_DOUBLED, 1); passed = false; break; }
      passed = false;
      break;
    }
    if (passed) {
      for (let other = 0; other < playerCount; other++) {
        if (other != player && load<u8>(pawnAttacks + other * stride + at)) { passed = false; break; }
      }
      if (!passed) break;
    }
  }
  if (!passed) return;
  // Distance covered: steps behind the pawn to its own edge along the reverse of its way.
  let behind = 0;
  const back = rayBase(cell, reverseOf(vector));
  while (<i32>load<u8>(back + behind) != NO_CELL) behind++;
  const eighths = (8 * behind) / max(1, behind + toGo);
  bump(player, TERM_PASSED, 1);
  bump(player, TERM_PASSED_ADVANCE, eighths * eighths);
}
