// Static evaluation from the side to move's point of view. Each player's score is its material plus
// placement (pieces in hand at their value), kept incrementally by the position (see materialScores), plus
// the terms of eval-terms.ts weighted by the variant's weights (data the host writes, src/eval-weights/):
// the viewer's score against the strongest other player's (with parties, blended with the others' mean by
// the weight othersMean), and a tempo bonus for the side to move.
import { hash, sideToMove, materialScore, pieceTotal, typeTotal } from "../core/position";
import { allocate, playerCount, variantFlags, typeCount } from "../core/tables";
import { VARIANT_CAPTURE_SET } from "../abi";
import {
  FIXED_TERMS, TERM_TEMPO, TERM_SHELTER, TERM_ROYAL_EXPOSED, TERM_KING_ATTACKS, TERM_KING_ATTACKS_SQUARED, TERM_KING_ATTACKS_SCALED, setZoneScaleNeeded,
  zoneScore, zoneCountedForwards, TERM_SET_TAKEN, TERM_OTHERS_MEAN, TERM_KING_TROPISM, TERM_NEXT_THREAT, featureCount, featureOf, allocateEvalTerms,
  computeFeatures, setWalkNeeded, shelterCount, setTakenCount, clearPawnCache, isWalkFeature, isPawnFeature, isZoneFeature, costlyTerms,
} from "./eval-terms";
import { tropismCount } from "./king-tropism";
import { countSupport } from "./zone-material";
import { searchMode, BEST_REPLY } from "./search-state";
import { networkOn, networkAddsTables, networkEvaluate } from "./network";

const BEST_REPLY_SALT: u64 = 0x5851f42d4c957f2d;

// Weights in sixteenths of a centipawn, one per feature (eval-terms.ts): the host writes them per variant.
let weights: usize = 0; // i32[featureCount]
// Each position's term scores per player, by hash: iterative deepening evaluates the same positions again.
const CACHE_BITS: i32 = 15;
const CACHE_MASK: u64 = (1 << CACHE_BITS) - 1;
let cache: usize = 0; // per entry: u64 key, then i16[4] term scores
let termScores: usize = 0; // i32[4]: the current position's term scores per player
let weighted: usize = 0; // i32[featureCount]: the features whose weight is not 0 (tempo aside), then...
let weightedCount: i32 = 0; // ...how many

export function allocateEvaluation(): void {
  allocateEvalTerms();
  weights = allocate(featureCount * 4);
  cache = allocate(16 << CACHE_BITS);
  termScores = allocate(16);
  weighted = allocate(featureCount * 4);
  countedTypes = allocate(featureCount * 4);
}

/** Where the host writes the weights (featureCount i32 in sixteenths of a centipawn); then clearEvaluationCache. */
export function evalWeightsPointer(): usize { return weights; }
export function evalFeatureCount(): i32 { return featureCount; }
export function clearEvaluationCache(): void {
  memory.fill(cache, 0, 16 << CACHE_BITS);
  clearPawnCache();
  // Which features are weighted decides what computeFeatures fills: the attack maps' terms need the walk of the
  // pieces, the pawn terms the pawn cache; with only tempo and shelter set no features at all.
  let walk = false;
  let pawns = false;
  let others = false;
  let zone = false;
  let beyondZone = false; // a weighted term other than the counts' and the zone's
  const exposure = load<i32>(weights + (TERM_ROYAL_EXPOSED << 2)) != 0;
  weightedCount = 0;
  countedCount = 0;
  for (let index = 0; index < featureCount; index++) {
    if (load<i32>(weights + (index << 2)) == 0 || index == TERM_OTHERS_MEAN) continue;
    if (index != TERM_TEMPO) store<i32>(weighted + (weightedCount++ << 2), index);
    if (isWalkFeature(index)) walk = true;
    if (isPawnFeature(index)) pawns = true;
    if (isZoneFeature(index)) zone = true;
    if (index > FIXED_TERMS && index <= FIXED_TERMS + typeCount) store<i32>(countedTypes + (countedCount++ << 2), index - FIXED_TERMS);
    else if (index != TERM_TEMPO && index != TERM_SHELTER && index != TERM_SET_TAKEN && index != TERM_KING_TROPISM) {
      others = true;
      if (!isZoneFeature(index)) beyondZone = true;
    }
  }
  tropismWeight = load<i32>(weights + (TERM_KING_TROPISM << 2));
  setWalkNeeded(walk, pawns, exposure, zone && !walk, tropismWeight != 0, load<i32>(weights + (TERM_NEXT_THREAT << 2)) != 0);
  // The zone's attacks counted forwards cost less than the cache's look-up and the features' fill: counted too.
  zoneLinear = load<i32>(weights + (TERM_KING_ATTACKS << 2));
  zoneSquared = load<i32>(weights + (TERM_KING_ATTACKS_SQUARED << 2));
  zoneScaled = load<i32>(weights + (TERM_KING_ATTACKS_SCALED << 2));
  setZoneScaleNeeded(zoneScaled != 0);
  zoneCounted = zone && !beyondZone && zoneCountedForwards();
  countsOnly = !others || zoneCounted;
  othersMean = load<i32>(weights + (TERM_OTHERS_MEAN << 2));
  setTakenWeight = variantFlags & VARIANT_CAPTURE_SET ? load<i32>(weights + (TERM_SET_TAKEN << 2)) : 0;
}
let zoneLinear: i32 = 0; // TERM_KING_ATTACKS', TERM_KING_ATTACKS_SQUARED's and TERM_KING_ATTACKS_SCALED's weights
let zoneSquared: i32 = 0;
let zoneScaled: i32 = 0;
let zoneCounted: bool = false; // counted in computeTermScores' counting path (zoneScore)
let tropismWeight: i32 = 0; // TERM_KING_TROPISM's weight (counted without the cache when the counts suffice)
let setTakenWeight: i32 = 0; // TERM_SET_TAKEN's weight where the variant has a capture set, else 0

// Only tempo, shelter, the capture set, king tropism, the material corrections per type and the zone's attacks counted
// forwards weighted (the default weights, and the walk-free tables of tools/tune-eval.ts): counting them is cheaper
// than a cache look-up.
let countsOnly: bool = false;
let countedTypes: usize = 0; // i32[typeCount]: the types whose count (material correction) is weighted, then...
let countedCount: i32 = 0; // ...how many

/** Fills termScores for the current position, from the cache when it holds it. */
function computeTermScores(): void {
  if (countsOnly && !zoneCounted) {
    countTermScores(0);
    return;
  }
  const entry = cache + (<usize>(hash & CACHE_MASK) << 4);
  // Never 0, the empty entry's key; the search mode salted in, as the features depend on it (TERM_NEXT_THREAT).
  const key = (searchMode == BEST_REPLY ? hash ^ BEST_REPLY_SALT : hash) | 1;
  if (load<u64>(entry) == key) {
    for (let player = 0; player < playerCount; player++) store<i32>(termScores + (player << 2), <i32>load<i16>(entry + 8 + (player << 1)));
    return;
  }
  // The zone's count, though cheap, costs more than the look-up: kept in the cache too.
  if (zoneCounted) countTermScores(entry);
  else {
    computeFeatures();
    for (let player = 0; player < playerCount; player++) {
      let sum = 0;
      for (let i = 0; i < weightedCount; i++) {
        const index = load<i32>(weighted + (i << 2));
        sum += load<i32>(weights + (index << 2)) * featureOf(player, index);
      }
      const score = min(max(sum >> 4, -32000), 32000);
      store<i32>(termScores + (player << 2), score);
      store<i16>(entry + 8 + (player << 1), <i16>score);
    }
  }
  store<u64>(entry, key);
}

/** termScores from the counts alone (countsOnly); kept in the cache `entry` too unless it is 0. */
function countTermScores(entry: usize): void {
  const shelter = load<i32>(weights + (TERM_SHELTER << 2));
  if (zoneScaled) countSupport();
  for (let player = 0; player < playerCount; player++) {
    let score = shelter * shelterCount(player);
    if (setTakenWeight) score += setTakenWeight * setTakenCount(player);
    if (tropismWeight) score += tropismWeight * tropismCount(player);
    if (zoneCounted && pieceTotal(player)) score += zoneScore(player, zoneLinear, zoneSquared, zoneScaled);
    for (let i = 0; i < countedCount; i++) {
      const type = load<i32>(countedTypes + (i << 2));
      score += load<i32>(weights + ((FIXED_TERMS + type) << 2)) * typeTotal(player, type);
    }
    score >>= 4;
    if (entry) {
      score = min(max(score, -32000), 32000);
      store<i16>(entry + 8 + (player << 1), <i16>score);
    }
    store<i32>(termScores + (player << 2), score);
  }
}

// @ts-ignore: decorator
@inline function termScore(player: i32): i32 { return load<i32>(termScores + (player << 2)); }
// @ts-ignore: decorator
@inline function tempo(): i32 { return load<i32>(weights + (TERM_TEMPO << 2)) >> 4; }

// The player whose point of view the search takes (paranoid: the root player against the rest).
let viewer: i32 = 0;
export function setViewer(player: i32): void { viewer = player; }

/**
 * For the side to move's team: the viewer against the other parties still in the game (viewerAgainstOthers;
 * with two players, simply one side against the other), plus a tempo bonus for the side to move.
 */
export function evaluate(): i32 {
  if (networkOn) return networkScore();
  const view = viewerScore();
  return (sideToMove == viewer ? view : -view) + tempo();
}

// How far the terms may move the score: beyond it, material and placement alone decide a bound. The attacks near
// the royal piece can move it further (Grand Chess's squared count at -8: up to 1,152 cp), but a margin that covers
// them (1,752 cp, no lazy stand-pat at all) scored 54.4% against Fairy-Stockfish at equal nodes where this one scored
// 64.4% (docs/strength.md): king safety weighed only where material leaves the outcome open.
const LAZY_MARGIN: i32 = 600;

/**
 * evaluate() for a node that only needs to know where the score stands against [alpha, beta] (quiescence's
 * stand-pat): when material and placement alone are LAZY_MARGIN outside the window, that bound is returned
 * without walking the pieces or counting the attacks near the royal pieces (most of an evaluation's cost).
 */
export function evaluateWithin(alpha: i32, beta: i32): i32 {
  if (networkOn) return networkScore();
  // (Not asking the cache first: the answer must not depend on what earlier searches left there.)
  if (costlyTerms()) {
    const view = viewerAgainstOthers(false);
    const rough = (sideToMove == viewer ? view : -view) + tempo();
    if (rough - LAZY_MARGIN >= beta) return rough - LAZY_MARGIN;
    if (rough + LAZY_MARGIN <= alpha) return rough + LAZY_MARGIN;
  }
  return evaluate();
}

/** One player's own score, whoever is to move (for the host's per-player estimate, not per node). */
export function playerScore(player: i32): i32 {
  if (!pieceTotal(player)) return 0;
  computeTermScores();
  return materialScore(player) + termScore(player);
}

/** The viewer's score against the other parties still in the game (viewerAgainstOthers). */
export function viewerScore(): i32 {
  if (networkOn) return sideToMove == viewer ? networkView() : -networkView();
  computeTermScores();
  return viewerAgainstOthers(true);
}

// With parties, the viewer plays against a blend of the strongest other party and the others' mean (in
// sixteenths, the mean's share: TERM_OTHERS_MEAN's weight), so the weaker party's losses count too.
let othersMean: i32 = 0;

/**
 * The viewer's score less the strongest other party's still in the game (blended with the others' mean by
 * othersMean); each score material and placement, plus the term scores `withTerms` (computeTermScores first),
 * without them for evaluateWithin's rough bound.
 */
// @ts-ignore: decorator
@inline function viewerAgainstOthers(withTerms: bool): i32 {
  let strongest = i32.MIN_VALUE;
  let sum = 0;
  let others = 0;
  for (let player = 0; player < playerCount; player++) {
    if (player != viewer && pieceTotal(player)) {
      const score = materialScore(player) + (withTerms ? termScore(player) : 0);
      strongest = max(strongest, score);
      sum += score;
      others++;
    }
  }
  if (strongest == i32.MIN_VALUE) strongest = 0;
  if (others > 1 && othersMean != 0) strongest += ((sum / others - strongest) * othersMean) >> 4;
  return materialScore(viewer) + (withTerms ? termScore(viewer) : 0) - strongest;
}

// A loaded network (search/network.ts) replaces the weighted terms; a residual one (networkAddsTables) is added to
// material, placement and tempo, another replaces them too. Its value from the side to move's view, kept off the
// mate scores (a trained network stays far inside).
const NETWORK_LIMIT: i32 = 20000;
/** The network's score without tempo, from the side to move's view. */
function networkView(): i32 {
  let score = networkEvaluate();
  if (networkAddsTables) {
    const view = viewerAgainstOthers(false);
    score += sideToMove == viewer ? view : -view;
  }
  return min(max(score, -NETWORK_LIMIT), NETWORK_LIMIT);
}
// @ts-ignore: decorator
@inline function networkScore(): i32 { return networkAddsTables ? networkView() + tempo() : networkView(); }

/** For the tuner: fills the features of every player (read them at evalFeaturesPointer). */
export function computeEvalFeatures(): void { computeFeatures(); }
export { FIXED_TERMS };
