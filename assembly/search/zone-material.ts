// The attacks on a royal zone threaten as much as the pieces behind them: TERM_KING_ATTACKS_SCALED is the zone's
// squared count (eval-terms.ts) scaled by the other players' pieces (pawns and royal pieces aside) against what
// their armies hold at the start. Unscaled, the square charged a royal piece for walking out in the ending too, and
// self-play rejected it (Grand Chess, equal nodes: −23.3 ± 33.9); scaled, it gained +68.4 ± 42.7 (docs/strength.md, SPRT table).
// The material is read off the position's counts per type (kept by make and unmake) once per evaluation, before
// the attacks: where it scales every square to 0 they are not counted at all.
import { TYPE_ROYAL, TYPE_PAWN } from "../abi";
import { typeTotals } from "../core/position";
import { allocate, playerCount, typeCount, typeFlagsOf, pieceValue } from "../core/tables";

const MOST_SQUARED: i32 = 144; // eval-terms.ts KING_ATTACKS_CAP squared

let armyMaterial: i32 = 0; // one player's pieces at the start (the host's count, src/compile.ts); 0: nothing scales
let fullSupport: i32 = 0; // the other players' armies together: the support at which the square counts whole
let countedTypes: usize = 0; // u32[]: (value << 8 | type) of the types that support an attack (not pawns nor royal)...
let countedCount: i32 = 0; // ...how many
let armies: usize = 0; // i32[4]: each player's supporting material (countSupport)
let allArmies: i32 = 0; // their sum

export function setArmyMaterial(material: i32): void { armyMaterial = material; }

/** At allocation (the host wrote the piece values and setArmyMaterial before). */
export function allocateZoneSupport(): void {
  countedTypes = allocate(max(typeCount, 1) << 2);
  armies = allocate(16);
  countedCount = 0;
  for (let type = 1; type <= typeCount; type++) {
    if (typeFlagsOf(type) & (TYPE_ROYAL | TYPE_PAWN)) continue;
    store<u32>(countedTypes + (countedCount++ << 2), (<u32>pieceValue(type) << 8) | type);
  }
  fullSupport = armyMaterial * (playerCount - 1);
}

/** Counts every player's supporting material (for zoneSupport; once per evaluation). */
export function countSupport(): void {
  allArmies = 0;
  for (let player = 0; player < playerCount; player++) {
    const totals = typeTotals + player * (typeCount + 1);
    let sum = 0;
    for (let i = 0; i < countedCount; i++) {
      const entry = load<u32>(countedTypes + (i << 2));
      sum += <i32>load<u8>(totals + (entry & 0xff)) * <i32>(entry >> 8);
    }
    store<i32>(armies + (player << 2), sum);
    allArmies += sum;
  }
}

/**
 * The other players' material behind attacks on `player`'s royal zone (after countSupport), at most their armies'
 * at the start; 0 where it would scale even the largest square to 0.
 */
export function zoneSupport(player: i32): i32 {
  const support = min(allArmies - load<i32>(armies + (player << 2)), fullSupport);
  return support * MOST_SQUARED < fullSupport ? 0 : support;
}

/** `square` (the zone's capped count squared) scaled by `support` (zoneSupport, not 0) against the armies at the start. */
// @ts-ignore: decorator
@inline export function scaledBySupport(square: i32, support: i32): i32 { return square * support / fullSupport; }
