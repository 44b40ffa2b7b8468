// Legal move generation. One loop serves every piece on every board: a piece is a list of items
// (vector, range, mode), and a ray table says which cells each vector reaches from each cell.
//
// Fast path (not in check, no flagged mechanic): a pinned piece may only move along its pin line, the
// royal piece is tested on each target with itself lifted off the board, and en passant is tried by
// make/unmake. Otherwise every pseudo-legal move is tried by make/unmake.
import {
  NO_CELL, MODE_MOVE, MODE_CAPTURE, MODE_DOUBLE_STEP, MODE_GATED, MODE_GATED_FAR, MODE_BENT_LEFT, MODE_BENT_RIGHT, TYPE_PAWN, TYPE_BARRIER_BOUND,
  VARIANT_SLOW_LEGALITY, VARIANT_PAWNS_SPARE_SAME_FACING, VARIANT_TAKEOVER, VARIANT_PSEUDO_LEGAL, VARIANT_SQUEEZE,
  VARIANT_ROYAL_IMMUNE, TYPE_ROYAL, squeezed, gated, variantFlags, cellCount, vectorCount, collinear,
  initialCells, promotionZone, promotionTypes, promotionTypeCount, promotionLimit, rayBase, typeFlagsOf, itemsOf,
  itemCountOf, itemVector, itemRange, itemMode, itemInitialRange, ownerOf, typeOf, facingOf, stepBlocked,
  firstStep, turnLeft, turnRight, allocate, TYPE_PLAIN, pieceSlot, leapTargets, leapCounts, targets,
  targetStarts, targetCell, targetMode, targetRayLeft, targetVector, targetGate, MAX_LEAPS, fixedFacings,
  rayStride, tracedTypeMask, shut, gateInto,
} from "../core/tables";
import { board, epCell, olderEpCell, sideToMove, castlingRights, royalCell, pieceTotal, pieceCellAt, typeTotal, partiesLeft } from "../core/position";
import {
  attackedByOthers, markPins, checkedOrPinned, clearPins, pinVectors, pinnedTotal, pinnedCellAt, GATE_PINNED, GATE_LINE, checkersOf,
  checkVector, checkDistance,
} from "../attacks/attacks";
import { makeMove, unmakeMove } from "../core/makemove";
import { castlingCount, generateCastling, rightsOfPlayer } from "./castling";
import { ENDING_RULES, endedByRule } from "./ends";
import { KIND_NORMAL, KIND_DOUBLE_STEP, KIND_EN_PASSANT, KIND_PROMOTION, KIND_ELIMINATE, encodeMove, moveFrom, moveTo, moveKind } from "../core/move";

// Legality modes of generatePieceMoves besides a pin vector (1 + vector; 0 when not pinned).
const PSEUDO: i32 = -1; // no legality test at all
const ROYAL: i32 = -2; // the royal piece, lifted off the board: each target must be unattacked

// When set (perft's second route, see runPerftByTrial), every move is tried by make/unmake: no pins, no evasion rules.
let byTrial: bool = false;
export function setLegalityByTrial(on: bool): void { byTrial = on; }

// When set, quiet moves are left out except pawn steps into the promotion zone (quiescence search).
let capturesOnly: bool = false;

/** Legal captures and promotions only (the side to move is known not to be in check). */
export function generateLegalCaptures(out: usize): i32 {
  capturesOnly = true;
  const count = generateLegal(out, NOT_IN_CHECK);
  capturesOnly = false;
  return count;
}

// What the caller already knows about check, to save generateLegal the test.
export const CHECK_UNKNOWN: i32 = -1;
export const NOT_IN_CHECK: i32 = 0;
export const IN_CHECK: i32 = 1;

/**
 * Writes the side to move's legal moves to `out` (i32 each) and returns how many. `check` is always passed
 * (CHECK_UNKNOWN when not known): a default would make every call go through a trampoline.
 */
export function generateLegal(out: usize, check: i32): i32 {
  if (variantFlags & ENDING_RULES) return generateUnlessEnded(out, check);
  return generateRoyalLegal(out, sideToMove, check);
}

/** Under rules that can end the game before a move (ends.ts): none once it has; parties have rules of their own. */
function generateUnlessEnded(out: usize, check: i32): i32 {
  if (endedByRule()) return 0;
  if (variantFlags & VARIANT_TAKEOVER) return generatePartyMoves(out, sideToMove, check);
  return generateRoyalLegal(out, sideToMove, check);
}

/** Legal moves where no move may leave the own royal piece attacked: by pins when not in check. */
// @ts-ignore: decorator
@inline function generateRoyalLegal(out: usize, us: i32, check: i32): i32 {
  const royal = royalCell(us);
  if (royal == NO_CELL) return generatePseudoLegal(out, us);
  const slow = byTrial || (variantFlags & VARIANT_SLOW_LEGALITY) != 0;
  // Unless the caller knows, one walk from the royal piece finds check and, failing that, the pins.
  const scanned = check == CHECK_UNKNOWN && !slow;
  const inCheck = scanned ? checkedOrPinned(royal, us) : check == CHECK_UNKNOWN ? attackedByOthers(royal, us) : check == IN_CHECK;
  if (inCheck && !slow && !(variantFlags & VARIANT_TAKEOVER)) return generateEvasions(out, royal, us);
  if (slow || inCheck) {
    const count = legalByTrial(out, us);
    return (castlingRights & rightsOfPlayer(us)) && !capturesOnly && !inCheck ? generateCastling(out, count, leavesRoyalSafe, true) : count;
  }
  if (!scanned) markPins(royal, us);
  // Under the squeeze rule a pinned piece may also leave its line for a cell that shuts it: see below.
  const lined = (variantFlags & VARIANT_SQUEEZE) != 0;
  let count = 0;
  const total = pieceTotal(us);
  for (let index = 0; index < total; index++) {
    const from = pieceCellAt(us, index);
    if (from == royal) continue;
    const pin = <i32>load<u8>(pinVectors + from);
    if (pin == 0 || (pin != GATE_PINNED && !lined)) count = generatePieceMoves(out, count, from, us, pin);
  }
  // The other pinned pieces last: testing a move by make/unmake can reorder the piece list (promotions).
  for (let index = 0; index < pinnedTotal(); index++) {
    const from = pinnedCellAt(index);
    const pin = <i32>load<u8>(pinVectors + from);
    if (pin != GATE_PINNED && !lined) continue;
    const first = count;
    if (pin != GATE_PINNED && allowLine(royal, (pin & ~GATE_LINE) - 1, -1, us)) {
      count = generatePieceMoves(out, count, from, us, 0);
      count = first + keepAllowed(out + (<usize>first << 2), count - first);
    } else {
      count = generatePieceMoves(out, count, from, us, PSEUDO);
      count = first + keepLegal(out + (<usize>first << 2), count - first, us);
    }
  }
  clearPins();
  count = generateRoyalMoves(out, count, royal, us);
  return (castlingRights & rightsOfPlayer(us)) && !capturesOnly ? generateCastling(out, count, leavesRoyalSafe, true) : count;
}

/**
 * Answers to a check, without trying every move: against one checker, the moves that capture it or
 * close its line (keepAllowed), with pinned pieces tried by make/unmake; then the royal piece's moves.
 * Two checkers (rare; with parallel riders or squeezed steps one move can answer both) try every move.
 */
function generateEvasions(out: usize, royal: i32, us: i32): i32 {
  if (tracedTypeMask || checkersOf(royal, us) != 1) return legalByTrial(out, us);
  markPins(royal, us);
  if (!allowLine(royal, checkVector, checkDistance, us)) {
    clearPins();
    return legalByTrial(out, us);
  }
  let count = 0;
  const total = pieceTotal(us);
  for (let index = 0; index < total; index++) {
    const from = pieceCellAt(us, index);
    if (from == royal || load<u8>(pinVectors + from)) continue;
    const first = count;
    count = generatePieceMoves(out, count, from, us, 0);
    count = first + keepAllowed(out + (<usize>first << 2), count - first);
  }
  // Pinned pieces last: testing a move by make/unmake can reorder the piece list (promotions).
  for (let index = 0; index < pinnedTotal(); index++) {
    const first = count;
    count = generatePieceMoves(out, count, pinnedCellAt(index), us, PSEUDO);
    count = first + keepLegal(out + (<usize>first << 2), count - first, us);
  }
  clearPins();
  return generateRoyalMoves(out, count, royal, us);
}

// The cells a move may end on to close a line to the royal piece (a check's, or a pin's), stamped: the
// line's cells and, under the squeeze rule, a between cell that shuts a step of it. Such a cell keeps
// the partner cell that must stay occupied, so a move from the partner does not count.
let allowedStamp: u32 = 0;
let allowed: usize = 0; // u32[cell]
let allowedPartner: usize = 0; // u8[cell]

/**
 * Stamps the line from `royal` along `vector` up to `distance` (or, when negative, up to the first piece
 * not owned by `us`). False when a cell would need two partners (then the caller tries each move).
 */
function allowLine(royal: i32, vector: i32, distance: i32, us: i32): bool {
  if (++allowedStamp == 0) {
    memory.fill(allowed, 0, cellCount * 4);
    allowedStamp = 1;
  }
  const ray = rayBase(royal, vector);
  const gatedRay = (variantFlags & VARIANT_SQUEEZE) != 0 && gated(vector);
  for (let step = 0; step < rayStride; step++) {
    const cell = <i32>load<u8>(ray + step);
    if (cell == NO_CELL) break;
    if (!allow(cell, NO_CELL)) return false;
    const gate = gatedRay ? gateInto(ray + step) : NO_CELL;
    const left = gate & 0xff;
    if (left != NO_CELL) {
      const right = gate >> 8;
      const leftTaken = load<u8>(board + left) != 0;
      const rightTaken = load<u8>(board + right) != 0;
      if (leftTaken && !rightTaken && !allow(right, left)) return false;
      if (rightTaken && !leftTaken && !allow(left, right)) return false;
    }
    if (distance >= 0 ? step == distance : ownerOf(<i32>load<u8>(board + cell)) != us && load<u8>(board + cell) != 0) break;
  }
  return true;
}

function allow(cell: i32, partner: i32): bool {
  const at = allowed + (<usize>cell << 2);
  if (load<u32>(at) == allowedStamp) return <i32>load<u8>(allowedPartner + cell) == partner;
  store<u32>(at, allowedStamp);
  store<u8>(allowedPartner + cell, partner);
  return true;
}

/** Keeps the moves that end on an allowed cell (en passant captures come already tested). */
function keepAllowed(out: usize, count: i32): i32 {
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const move = load<i32>(out + (i << 2));
    const to = moveTo(move);
    const fits = load<u32>(allowed + (<usize>to << 2)) == allowedStamp && <i32>load<u8>(allowedPartner + to) != moveFrom(move);
    if (fits || moveKind(move) == KIND_EN_PASSANT) store<i32>(out + (kept++ << 2), move);
  }
  return kept;
}

/**
 * Moves under party rules: pseudo-legal, or legal by pins (check strict). Capturing a royal piece takes
 * its party over, which only make/unmake sees, so pinned pieces and the royal piece are tested that way
 * (see markPinned's callers and generateRoyalMoves). A party with no move while more than two are left
 * has one: leaving the game. (One party left: the game is over, see ends.ts.)
 */
function generatePartyMoves(out: usize, us: i32, check: i32): i32 {
  const parties = partiesLeft();
  let count: i32;
  if (variantFlags & VARIANT_PSEUDO_LEGAL) {
    count = generatePseudoLegal(out, us);
    if (!capturesOnly && castlingCount) count = generateCastling(out, count, leavesRoyalSafe, false);
  } else {
    count = generateRoyalLegal(out, us, check);
  }
  if (count == 0 && parties > 2 && !capturesOnly) store<i32>(out + (count++ << 2), encodeMove(NO_CELL, NO_CELL, KIND_ELIMINATE, 0));
  return count;
}

export function generatePseudoLegal(out: usize, us: i32): i32 {
  let count = 0;
  const total = pieceTotal(us);
  for (let index = 0; index < total; index++) {
    count = generatePieceMoves(out, count, pieceCellAt(us, index), us, PSEUDO);
  }
  return count;
}

/** Every pseudo-legal move kept if it leaves the royal piece safe, tried by make/unmake. */
function legalByTrial(out: usize, us: i32): i32 { return keepLegal(out, generatePseudoLegal(out, us), us); }

/** Whether the mover's royal piece is safe after the move. */
export function leavesRoyalSafe(move: i32, us: i32): bool {
  makeMove(move);
  const royal = royalCell(us);
  const safe = royal == NO_CELL || !attackedByOthers(royal, us);
  unmakeMove();
  return safe;
}

function keepLegal(out: usize, count: i32, us: i32): i32 {
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const move = load<i32>(out + (i << 2));
    if (leavesRoyalSafe(move, us)) store<i32>(out + (kept++ << 2), move);
  }
  return kept;
}

function generateRoyalMoves(out: usize, count: i32, royal: i32, us: i32): i32 {
  if (variantFlags & VARIANT_TAKEOVER) {
    // Taking a royal piece takes over the pieces attacking its cell: only make/unmake sees that.
    const first = count;
    count = generatePieceMoves(out, count, royal, us, PSEUDO);
    return first + keepLegal(out + (<usize>first << 2), count - first, us);
  }
  const code = <i32>load<u8>(board + royal);
  store<u8>(board + royal, 0); // lifted, so that a rider's line through it stays attacked
  count = generatePieceMoves(out, count, royal, us, ROYAL, code);
  store<u8>(board + royal, code);
  return count;
}

/**
 * Appends the moves of the piece on `from` under the legality mode `check`. Each generator is compiled
 * twice, without and with Dreierschach's rules (squeezed diagonal steps, royal pieces never captured),
 * so the other games pay nothing for them.
 */
// @ts-ignore: decorator
@inline function generatePieceMoves(out: usize, count: i32, from: i32, us: i32, check: i32, lifted: i32 = 0): i32 {
  const code = check == ROYAL ? lifted : <i32>load<u8>(board + from);
  const type = typeOf(code);
  const flags = typeFlagsOf(type);
  const general = (variantFlags & (VARIANT_SQUEEZE | VARIANT_ROYAL_IMMUNE)) != 0;
  if (flags & TYPE_PLAIN) {
    // An unpinned piece in a full generation (the common case) has its own copies, free of the pin,
    // royal and captures-only tests.
    if (check == 0 && !capturesOnly) {
      if (general) {
        return flags & TYPE_PAWN ? generatePlainPawnMovesSqueezedFree(out, count, from, us, type) : generatePlainMovesSqueezedFree(out, count, from, us, type);
      }
      return flags & TYPE_PAWN ? generatePlainPawnMovesFree(out, count, from, us, type) : generatePlainMovesOpenFree(out, count, from, us, type);
    }
    if (general) {
      return flags & TYPE_PAWN ? generatePlainPawnMovesSqueezed(out, count, from, us, check, type) : generatePlainMovesSqueezed(out, count, from, us, check, type);
    }
    return flags & TYPE_PAWN ? generatePlainPawnMoves(out, count, from, us, check, type) : generatePlainMovesOpen(out, count, from, us, check, type);
  }
  return general ? generateRuledMovesSqueezed(out, count, from, us, check, type) : generateRuledMovesOpen(out, count, from, us, check, type);
}

function generateRuledMovesOpen(out: usize, count: i32, from: i32, us: i32, check: i32, type: i32): i32 {
  return ruledMoves(out, count, from, us, check, type, false);
}
function generateRuledMovesSqueezed(out: usize, count: i32, from: i32, us: i32, check: i32, type: i32): i32 {
  return ruledMoves(out, count, from, us, check, type, true);
}

/** Pieces with a rule the plain generator does not know: pawns that double-step, barriers, bent riders. */
// @ts-ignore: decorator
@inline function ruledMoves(out: usize, count: i32, from: i32, us: i32, check: i32, type: i32, general: bool): i32 {
  const flags = typeFlagsOf(type);
  const isPawn = (flags & TYPE_PAWN) != 0;
  const bound = (flags & TYPE_BARRIER_BOUND) != 0;
  const squeeze = general && (variantFlags & VARIANT_SQUEEZE) != 0;
  const immune = general && (variantFlags & VARIANT_ROYAL_IMMUNE) != 0;
  const onInitialCell = load<u8>(initialCells + us * cellCount + from) != 0;
  const facing = facingOf(us, from);
  const fixed = <i32>load<u8>(fixedFacings + type);
  const zones = promotionZone + (fixed == NO_CELL ? facing : fixed) * cellCount;
  const list = itemsOf(facing, type);
  const total = itemCountOf(facing, type);
  let stamped = false;
  for (let i = 0; i < total; i++) {
    const item = load<i32>(list + (i << 2));
    const vector = itemVector(item);
    if (check > 0 && !load<u8>(collinear + (check - 1) * vectorCount + vector)) continue;
    const mode = itemMode(item);
    if (mode & (MODE_BENT_LEFT | MODE_BENT_RIGHT)) {
      if (!stamped) newReachedStamp();
      stamped = true;
      count = generateBentMoves(out, count, from, us, item);
      continue;
    }
    const initialRange = itemInitialRange(item);
    const range = initialRange && onInitialCell ? initialRange : itemRange(item);
    const ray = rayBase(from, vector);
    const gatedRay = squeeze && gated(vector);
    let previous = from;
    for (let distance = 0; distance < range; distance++) {
      const to = <i32>load<u8>(ray + distance);
      if (to == NO_CELL) break;
      if (bound && stepBlocked(previous, vector)) break;
      if (gatedRay && squeezed(board, previous, vector)) break;
      previous = to;
      const target = <i32>load<u8>(board + to);
      if (target == 0) {
        if (mode & MODE_MOVE) {
          if (capturesOnly && !(isPawn && load<u8>(zones + to))) continue;
          if (check == ROYAL && attackedByOthers(to, us)) continue;
          if (!isPawn) {
            store<i32>(out + (count++ << 2), encodeMove(from, to, KIND_NORMAL, 0));
          } else if (distance > 0) {
            store<i32>(out + (count++ << 2), encodeMove(from, to, KIND_DOUBLE_STEP, vector));
          } else {
            count = addPawnMove(out, count, from, to, us, zones);
          }
        } else if (isPawn && (to == epCell || to == olderEpCell) && (mode & MODE_CAPTURE)) {
          const move = encodeMove(from, to, KIND_EN_PASSANT, to == epCell ? 0 : 1);
          if (check == PSEUDO || leavesRoyalSafe(move, us)) store<i32>(out + (count++ << 2), move);
        }
        continue;
      }
      if (ownerOf(target) != us && (mode & MODE_CAPTURE) && !(immune && (typeFlagsOf(typeOf(target)) & TYPE_ROYAL))) {
        if (check == ROYAL && attackedByOthers(to, us)) break;
        if (!isPawn) store<i32>(out + (count++ << 2), encodeMove(from, to, KIND_NORMAL, 0));
        else if (!sparedPawn(target, to, facing)) count = addPawnMove(out, count, from, to, us, zones);
      }
      break;
    }
  }
  return count;
}

function generatePlainMovesOpen(out: usize, count: i32, from: i32, us: i32, check: i32, type: i32): i32 {
  return plainMoves(out, count, from, us, check, type, false);
}
function generatePlainMovesSqueezed(out: usize, count: i32, from: i32, us: i32, check: i32, type: i32): i32 {
  return plainMoves(out, count, from, us, check, type, true);
}
function generatePlainMovesOpenFree(out: usize, count: i32, from: i32, us: i32, type: i32): i32 {
  return plainMoves(out, count, from, us, 0, type, false, true);
}
function generatePlainMovesSqueezedFree(out: usize, count: i32, from: i32, us: i32, type: i32): i32 {
  return plainMoves(out, count, from, us, 0, type, true, true);
}
function generatePlainPawnMoves(out: usize, count: i32, from: i32, us: i32, check: i32, type: i32): i32 {
  return plainPawnMoves(out, count, from, us, check, type, false);
}
function generatePlainPawnMovesSqueezed(out: usize, count: i32, from: i32, us: i32, check: i32, type: i32): i32 {
  return plainPawnMoves(out, count, from, us, check, type, true);
}
function generatePlainPawnMovesFree(out: usize, count: i32, from: i32, us: i32, type: i32): i32 {
  return plainPawnMoves(out, count, from, us, 0, type, false, true);
}
function generatePlainPawnMovesSqueezedFree(out: usize, count: i32, from: i32, us: i32, type: i32): i32 {
  return plainPawnMoves(out, count, from, us, 0, type, true, true);
}

/**
 * The common case, kept tight: leapers and riders with no barrier or bent-rider rule. One walk over the
 * cell's flat target list (tables.ts, targets): a piece met ends its ray, skipping the ray's other entries;
 * a pin keeps only the entries along its line. (Pawns: plainPawnMoves.)
 */
// @ts-ignore: decorator
@inline function plainMoves(out: usize, count: i32, from: i32, us: i32, check: i32, type: i32, squeeze: bool, full: bool = false): i32 {
  const onlyCaptures = !full && capturesOnly; // `full`: known to be a full generation
  const pinRow = check > 0 ? collinear + <usize>((check - 1) * vectorCount) : 0;
  const list = targetStarts + (<usize>(pieceSlot(facingOf(us, from), type) * cellCount + from) << 2);
  let at = targets + (<usize>load<u32>(list) << 3);
  const end = targets + (<usize>load<u32>(list, 4) << 3);
  while (at < end) {
    const entry = load<u64>(at);
    const rayEnd = at + (<usize>targetRayLeft(entry) << 3);
    if (pinRow && !load<u8>(pinRow + targetVector(entry))) { at = rayEnd; continue; }
    const mode = targetMode(entry);
    if (squeeze && (mode & MODE_GATED) && shut(board, targetGate(entry))) { at = rayEnd; continue; }
    const to = targetCell(entry);
    const target = <i32>load<u8>(board + to);
    if (target == 0) {
      at += 8;
      if (!(mode & MODE_MOVE) || onlyCaptures) continue;
    } else {
      at = rayEnd;
      // Under Dreierschach's rules a royal piece is never taken.
      if (ownerOf(target) == us || !(mode & MODE_CAPTURE) || (squeeze && (typeFlagsOf(typeOf(target)) & TYPE_ROYAL))) continue;
    }
    if (check == ROYAL && attackedByOthers(to, us)) continue;
    store<i32>(out + (count++ << 2), encodeMove(from, to, KIND_NORMAL, 0));
  }
  return count;
}

/**
 * A plain pawn: only leap entries (markPlainTypes sends pawns with rider items to ruledMoves). A double
 * step rides on its single step's entry (the far cell in the top byte, see addDoubleStep); en passant is
 * tried on capture entries; a move into the promotion zone goes through addPawnMove.
 */
// @ts-ignore: decorator
@inline function plainPawnMoves(out: usize, count: i32, from: i32, us: i32, check: i32, type: i32, squeeze: bool, full: bool = false): i32 {
  const onlyCaptures = !full && capturesOnly;
  const facing = facingOf(us, from);
  const slot = pieceSlot(facing, type);
  const pinRow = check > 0 ? collinear + <usize>((check - 1) * vectorCount) : 0;
  const fixed = <i32>load<u8>(fixedFacings + type);
  const zones = promotionZone + (fixed == NO_CELL ? facing : fixed) * cellCount;
  let leap = leapTargets + (<usize>((slot * cellCount + from) * MAX_LEAPS) << 2);
  const leapsEnd = leap + (<usize>load<u8>(leapCounts + slot * cellCount + from) << 2);
  for (; leap < leapsEnd; leap += 4) {
    const entry = load<u32>(leap);
    const to = <i32>(entry & 0xff);
    if (pinRow && !load<u8>(pinRow + ((entry >> 8) & 0xff))) continue;
    const target = <i32>load<u8>(board + to);
    if (target == 0) {
      if (entry & (MODE_MOVE << 16)) {
        // A step, and the double step its entry may carry: a shut first step stops both.
        if (squeeze && gatedSqueeze(entry, from)) continue;
        if (entry & (MODE_DOUBLE_STEP << 16)) count = addDoubleStep(out, count, from, to, us, check, entry, zones, squeeze, onlyCaptures);
        if (onlyCaptures && !load<u8>(zones + to)) continue;
        if (check == ROYAL && attackedByOthers(to, us)) continue;
        count = addPawnStep(out, count, from, to, us, zones);
        continue;
      }
      // A capture-only step onto an empty cell: en passant, or nothing. (Two tests, not one `||`,
      // which would be compiled into a branch-free sum paid on every such step.)
      if (to == epCell) count = tryEnPassant(out, count, from, to, us, check, entry, squeeze);
      else if (to == olderEpCell) count = tryEnPassant(out, count, from, to, us, check, entry, squeeze);
      continue;
    } else if (ownerOf(target) == us || !(entry & (MODE_CAPTURE << 16)) || (squeeze && (typeFlagsOf(typeOf(target)) & TYPE_ROYAL))) continue;
    if (squeeze && gatedSqueeze(entry, from)) continue;
    if (check == ROYAL && attackedByOthers(to, us)) continue;
    count = addPawnStep(out, count, from, to, us, zones);
  }
  return count;
}

/** Outside the promotion zone a pawn move is a plain move; only promotions need addPawnMove. */
// @ts-ignore: decorator
@inline function addPawnStep(out: usize, count: i32, from: i32, to: i32, us: i32, zones: usize): i32 {
  if (load<u8>(zones + to)) return addPawnMove(out, count, from, to, us, zones);
  store<i32>(out + (count << 2), encodeMove(from, to, KIND_NORMAL, 0));
  return count + 1;
}

/** En passant by a pawn's leap entry onto `to` (an en passant cell), if the entry captures and its step is open. */
// @ts-ignore: decorator
@inline function tryEnPassant(out: usize, count: i32, from: i32, to: i32, us: i32, check: i32, entry: u32, squeeze: bool): i32 {
  if (!(entry & (MODE_CAPTURE << 16)) || (squeeze && gatedSqueeze(entry, from))) return count;
  return addEnPassant(out, count, from, to, us, check);
}

/** Whether a leap entry's step from `from` passes between two cells and is shut (VARIANT_SQUEEZE). */
// @ts-ignore: decorator
@inline function gatedSqueeze(entry: u32, from: i32): bool {
  return (entry & (MODE_GATED << 16)) != 0 && squeezed(board, from, <i32>((entry >> 8) & 0xff));
}

/** An en passant capture onto `to`, kept when legal (unless pseudo-legal moves are asked for). */
function addEnPassant(out: usize, count: i32, from: i32, to: i32, us: i32, check: i32): i32 {
  const move = encodeMove(from, to, KIND_EN_PASSANT, to == epCell ? 0 : 1);
  if (check == PSEUDO || leavesRoyalSafe(move, us)) store<i32>(out + (count++ << 2), move);
  return count;
}

/**
 * The double step a single step's leap entry carries (the far cell in its top byte), the single step's
 * cell `skipped` being empty and its step open.
 */
// @ts-ignore: decorator
@inline function addDoubleStep(out: usize, count: i32, from: i32, skipped: i32, us: i32, check: i32, entry: u32, zones: usize, squeeze: bool, onlyCaptures: bool): i32 {
  const to = <i32>(entry >>> 24);
  const vector = <i32>((entry >> 8) & 0xff);
  if (load<u8>(board + to)) return count;
  if (squeeze && (entry & (MODE_GATED_FAR << 16)) && squeezed(board, skipped, vector)) return count;
  if (onlyCaptures && !load<u8>(zones + to)) return count;
  if (check == ROYAL && attackedByOthers(to, us)) return count;
  store<i32>(out + (count++ << 2), encodeMove(from, to, KIND_DOUBLE_STEP, vector));
  return count;
}

/** Under VARIANT_PAWNS_SPARE_SAME_FACING, a pawn cannot take a pawn that faces its own way. */
// @ts-ignore: decorator
@inline function sparedPawn(target: i32, cell: i32, facing: i32): bool {
  return (variantFlags & VARIANT_PAWNS_SPARE_SAME_FACING) != 0
    && (typeFlagsOf(typeOf(target)) & TYPE_PAWN) != 0
    && facingOf(ownerOf(target), cell) == facing;
}

// Destinations already listed for the current bent rider (different paths to one cell are one move).
let reachedStamp: u32 = 0;
let reached: usize = 0; // u32[cell]

export function allocateMoveGeneration(): void {
  reached = allocate(cellCount * 4);
  allowed = allocate(cellCount * 4);
  allowedPartner = allocate(cellCount);
}

function newReachedStamp(): void {
  if (++reachedStamp == 0) {
    memory.fill(reached, 0, cellCount * 4);
    reachedStamp = 1;
  }
}

/**
 * A bent rider's leaps from `from`: each leap turns one step of the atom's cycle the same way, every
 * landing cell before the last must be empty, the last may hold an enemy. Pseudo-legal.
 */
function generateBentMoves(out: usize, count: i32, from: i32, us: i32, item: i32): i32 {
  const mode = itemMode(item);
  const turns = mode & MODE_BENT_LEFT ? turnLeft : turnRight;
  const range = itemRange(item);
  let at = from;
  let step = itemVector(item);
  for (let leap = 0; leap < range; leap++) {
    at = firstStep(at, step);
    if (at == NO_CELL) break;
    const target = <i32>load<u8>(board + at);
    if (target != 0 && (ownerOf(target) == us || !(mode & MODE_CAPTURE))) break;
    const seen = reached + (at << 2);
    if ((target != 0 || (mode & MODE_MOVE)) && load<u32>(seen) != reachedStamp && !(capturesOnly && target == 0)) {
      store<u32>(seen, reachedStamp);
      store<i32>(out + (count++ << 2), encodeMove(from, at, KIND_NORMAL, 0));
    }
    if (target != 0) break;
    step = load<u8>(turns + step);
  }
  return count;
}

/** A pawn's step or capture, with every promotion the zone and the side's piece counts allow. */
function addPawnMove(out: usize, count: i32, from: i32, to: i32, us: i32, zones: usize): i32 {
  const zone = <i32>load<u8>(zones + to);
  if (zone == 0) {
    store<i32>(out + (count++ << 2), encodeMove(from, to, KIND_NORMAL, 0));
    return count;
  }
  for (let i = 0; i < promotionTypeCount; i++) {
    const type = <i32>load<u8>(promotionTypes + i);
    if (typeTotal(us, type) < <i32>load<u8>(promotionLimit + type)) {
      store<i32>(out + (count++ << 2), encodeMove(from, to, KIND_PROMOTION, type));
    }
  }
  if (zone == 1) store<i32>(out + (count++ << 2), encodeMove(from, to, KIND_NORMAL, 0));
  return count;
}
