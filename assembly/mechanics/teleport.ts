// Teleporters (Jacks and Witches 84, VARIANT_TELEPORTS): a piece on a teleporter may, as its move, go to
// any other empty teleporter (a flip piece choosing its mode, a dragging piece dragging onto its start).
// The exclusion rule (VARIANT_EXCLUSION): after every move no two teleporters may hold pieces of one family
// (the host's families: a flip piece's two types are one) owned by different players; a move that may put a
// piece on a teleporter while another holds an enemy piece of a family the mover has is tried by make/unmake
// (trial cells), and so are the teleports pins cannot judge. The endgame rule: once a royal piece stands
// on one of its far cells, teleporting is off, for good (a rule-state byte, VARIANT_TELEPORTS_END_FOR_GOOD)
// or while it stands there.
import { NO_CELL, KIND_NORMAL, TYPE_FLIPS, TYPE_DRAGS, TYPE_ROYAL, VARIANT_TELEPORTS_END_FOR_GOOD, VARIANT_JACK_BLIND_TELEPORT, VARIANT_CHECK_OBEYS_EXCLUSION } from "../abi";
import { allocate, cellCount, typeCount, playerCount, facingCount, variantFlags, typeFlagsOf, typeOf, ownerOf, promotionZone } from "../core/tables";
import { pieceAt, royalCell, typeTotal } from "../core/position";
import { pinVectors } from "../attacks/pins";
import { droppable } from "./drops";
import { reserveRuleBytes, ruleByte } from "../core/rule-state";
import { logRuleByte } from "../core/effects";
import { encodeMove, moveFrom, moveTo, moveKind, moveExtra, KIND_TRANSFORM, KIND_PROMOTION, KIND_DROP } from "../core/move";
import { capturesOnly } from "../gen/mode";
import { frozen } from "./freeze";
import { isJack, blindJack } from "./jack";
import { expandFlips } from "./flip";
import { dragTeleport } from "./witch";
import { markTrialCell, markArrivalCell, markDepartureCell, setDepartureGoal } from "./trial-cells";

export const MAX_TELEPORTERS: i32 = 8;
export let teleporterCount: i32 = 0;
let teleporters: usize = 0; // u8[MAX_TELEPORTERS] (host)
let signVectors: usize = 0; // u8[MAX_TELEPORTERS][MAX_TELEPORTERS]: the vector of each coordinate's sign, from one to another (host)
let families: usize = 0; // u8[type]: the type the exclusion rule counts a type as (host)
let farCells: usize = 0; // u8[player][cell]: 1 where the player's royal piece ends teleporting (host)
let offByte: i32 = -1; // the rule-state byte saying teleporting ended for good
let anyFamilyArrives: bool = false; // a promotion or a drop may bring a type the mover does not have onto a teleporter

export function allocateTeleports(count: i32): void {
  teleporterCount = min(count, MAX_TELEPORTERS);
  teleporters = allocate(MAX_TELEPORTERS);
  signVectors = allocate(MAX_TELEPORTERS * MAX_TELEPORTERS);
  families = allocate(typeCount + 1);
  farCells = allocate(playerCount * cellCount);
}
export function teleportersPointer(): usize { return teleporters; }
export function signVectorsPointer(): usize { return signVectors; }
export function familiesPointer(): usize { return families; }
export function farCellsPointer(): usize { return farCells; }

/** Reserves the rule-state byte (before the rule state is allocated). */
export function deriveTeleports(): void {
  if (teleporterCount && (variantFlags & VARIANT_TELEPORTS_END_FOR_GOOD)) offByte = reserveRuleBytes(1);
  anyFamilyArrives = false;
  for (let i = 0; i < teleporterCount; i++) {
    const cell = teleporterAt(i);
    setDepartureGoal(cell);
    if (droppable(cell)) anyFamilyArrives = true;
    for (let facing = 0; facing < facingCount; facing++) if (load<u8>(promotionZone + facing * cellCount + cell)) anyFamilyArrives = true;
  }
}

/** The rule-state byte that says teleporting ended for good, -1 when the variant keeps none (the host writes it). */
export function teleportsOffByte(): i32 { return offByte; }

// @ts-ignore: decorator
@inline function teleporterAt(index: i32): i32 { return load<u8>(teleporters + index); }

/** Whether `cell` is a teleporter. */
export function isTeleporter(cell: i32): bool {
  for (let i = 0; i < teleporterCount; i++) if (teleporterAt(i) == cell) return true;
  return false;
}

// @ts-ignore: decorator
@inline function royalOnItsFarCell(player: i32): bool {
  const royal = royalCell(player);
  return royal != NO_CELL && load<u8>(farCells + player * cellCount + royal) != 0;
}

export function royalOnFarCell(): bool {
  // The first two players outside a loop (a loop in compiled wasm also tests for interrupts): this runs after every royal move.
  if (royalOnItsFarCell(0) || (playerCount > 1 && royalOnItsFarCell(1))) return true;
  for (let player = 2; player < playerCount; player++) if (royalOnItsFarCell(player)) return true;
  return false;
}

export function teleportsOpen(): bool {
  return offByte >= 0 ? ruleByte(offByte) == 0 : !royalOnFarCell();
}

/** Appends `us`'s teleports (pseudo-legal: the exclusion rule and check are left to trials). */
export function generateTeleports(out: usize, count: i32, us: i32): i32 {
  if (capturesOnly || !teleportsOpen()) return count;
  for (let i = 0; i < teleporterCount; i++) {
    const from = teleporterAt(i);
    const code = pieceAt(from);
    if (code == 0 || ownerOf(code) != us || frozen(from)) continue;
    const type = typeOf(code);
    const flags = typeFlagsOf(type);
    if (isJack(type) && blindJack(from) && !(variantFlags & VARIANT_JACK_BLIND_TELEPORT)) continue;
    for (let j = 0; j < teleporterCount; j++) {
      const to = teleporterAt(j);
      if (j == i || pieceAt(to) != 0) continue;
      if (flags & TYPE_FLIPS) {
        store<i32>(out + (count << 2), encodeMove(from, to, KIND_NORMAL, 0));
        count = expandFlips(out, count, count + 1, from, type, false); // both modes
      } else if (flags & TYPE_DRAGS) {
        store<i32>(out + (count++ << 2), dragTeleport(from, to, load<u8>(signVectors + i * MAX_TELEPORTERS + j)));
      } else {
        store<i32>(out + (count++ << 2), encodeMove(from, to, KIND_NORMAL, 0));
      }
    }
  }
  return count;
}

// @ts-ignore: decorator
@inline function familyOf(code: i32): i32 { return load<u8>(families + typeOf(code)); }

/** The exclusion rule, checked after a move: no two teleporters hold one family of different players. */
export function exclusionHolds(): bool {
  for (let i = 0; i < teleporterCount; i++) {
    const a = pieceAt(teleporterAt(i));
    if (a == 0) continue;
    for (let j = i + 1; j < teleporterCount; j++) {
      const b = pieceAt(teleporterAt(j));
      if (b != 0 && ownerOf(a) != ownerOf(b) && familyOf(a) == familyOf(b)) return false;
    }
  }
  return true;
}

/**
 * Stamps the teleporters (trial-cells.ts) on which `us`'s moves are tried or judged; false when none. No move
 * breaks the exclusion rule while every teleporter is empty: a move then brings at most its mover and a dragged
 * piece onto teleporters, and a dragged piece is never of the dragger's family (freezers are not dragged). Else a
 * teleporter is stamped for arrivals (arrivalBreaks judges them) where a piece of ours may arrive while another
 * holds an enemy piece of a family we have; and for departures to teleporters where it holds our piece whose
 * teleports pins cannot judge: a royal piece, a dragger (a teleport drags onto the start), a pinned piece. Its
 * other moves are judged as anywhere: the royal piece's by the attack test, the dragger's by witch.ts, the pinned
 * piece's kept to its line; leaving a teleporter never breaks the exclusion rule. (An unpinned piece's teleport
 * exposes nothing the other stamps, hopper lines and Jack eyes, do not cover.) Where the exclusion rule holds
 * back attackers, every teleporter for trials.
 */
export function markTeleporters(us: i32): bool {
  let occupied = false;
  for (let i = 0; i < teleporterCount; i++) if (pieceAt(teleporterAt(i)) != 0) occupied = true;
  if (!occupied) return false;
  const every = (variantFlags & VARIANT_CHECK_OBEYS_EXCLUSION) != 0;
  let marked = false;
  for (let i = 0; i < teleporterCount; i++) {
    const cell = teleporterAt(i);
    const code = pieceAt(cell);
    const ours = code != 0 && ownerOf(code) == us;
    if (every) {
      markTrialCell(cell);
    } else if (ours && ((typeFlagsOf(typeOf(code)) & (TYPE_ROYAL | TYPE_DRAGS)) != 0 || load<u8>(pinVectors + cell) != 0)) {
      markDepartureCell(cell);
    } else if (!ours && arrivalMayBreak(i, us)) {
      markArrivalCell(cell);
    } else continue;
    marked = true;
  }
  return marked;
}

/**
 * Whether `us`'s move onto a teleporter stamped for arrivals breaks the exclusion rule: another teleporter,
 * not the one it leaves, holds an enemy piece of the family the mover ends as. (Nothing else the move does
 * can break it: a piece leaving or taken off, and the pairs it does not touch kept it before.)
 */
export function arrivalBreaks(move: i32, us: i32): bool {
  const from = moveFrom(move);
  const to = moveTo(move);
  const kind = moveKind(move);
  const type = kind == KIND_TRANSFORM || kind == KIND_PROMOTION || kind == KIND_DROP ? moveExtra(move) : typeOf(pieceAt(from));
  return familyFacedElsewhere(<i32>load<u8>(families + type), us, from, to);
}

/** Whether a teleporter other than `from` and `to` holds a piece of the family `family` of a player other than `owner`. */
function familyFacedElsewhere(family: i32, owner: i32, from: i32, to: i32): bool {
  for (let i = 0; i < teleporterCount; i++) {
    const cell = teleporterAt(i);
    if (cell == to || cell == from) continue;
    const code = pieceAt(cell);
    if (code != 0 && ownerOf(code) != owner && familyOf(code) == family) return true;
  }
  return false;
}

/** Whether a piece of `us` arriving on the teleporter `index` may break the exclusion rule. */
function arrivalMayBreak(index: i32, us: i32): bool {
  for (let j = 0; j < teleporterCount; j++) {
    const code = pieceAt(teleporterAt(j));
    if (j == index || code == 0 || ownerOf(code) == us) continue;
    if (anyFamilyArrives || hasFamily(us, familyOf(code))) return true;
  }
  return false;
}

/** Whether `us` has a piece of the family on the board. */
function hasFamily(us: i32, family: i32): bool {
  for (let type = 1; type <= typeCount; type++) if (load<u8>(families + type) == family && typeTotal(us, type) > 0) return true;
  return false;
}

/** After a move: teleporting ends for good once a royal piece stands on a far cell. */
export function afterTeleportMove(): void {
  if (offByte >= 0 && ruleByte(offByte) == 0 && royalOnFarCell()) logRuleByte(offByte, 1);
}

/**
 * Under VARIANT_CHECK_OBEYS_EXCLUSION: whether the piece on `from` capturing on `target` would keep the
 * exclusion rule (a capture it forbids is no attack).
 */
export function captureKeepsExclusion(from: i32, target: i32): bool {
  if (!(variantFlags & VARIANT_CHECK_OBEYS_EXCLUSION)) return true;
  const attacker = pieceAt(from);
  return !isTeleporter(target) || !familyFacedElsewhere(familyOf(attacker), ownerOf(attacker), from, target);
}
