// The Jack (Jacks and Witches 84, PIECE_JACK): it moves only while its eye, the host's mirror cell across
// the board's middle on the same rank, is empty, and then moves and captures from its eye: one Wazir step
// while both royal pieces stand on cells of one colour, else one Ferz step, never onto its own cell. A Jack
// next to its eye may also step onto it, quietly, in either mode (VARIANT_JACK_EYE_STEP_ALWAYS) or as a
// Wazir. Its attacks follow the same rule (frozen Jacks attack nothing). As the mode follows the royal
// pieces, a royal piece's move is judged with the enemy Jacks in the mode its target gives (royalLifted);
// moves from an enemy Jack's eye, which may free it, are tried by make/unmake (trial cells).
import { NO_CELL, KIND_NORMAL, PIECE_JACK, VARIANT_JACK_EYE_STEP_ALWAYS } from "../abi";
import { allocate, cellCount, typeCount, playerCount, variantFlags, typeOf, ownerOf } from "../core/tables";
import { pieceAt, royalCell, typeTotal, pieceTotal, pieceCellAt } from "../core/position";
import { encodeMove } from "../core/move";
import { capturesOnly } from "../gen/mode";
import { attackersMayRest, attackerActive } from "./index";
import { attackerFound } from "../attacks/attackers";
import { markTrialCell } from "./trial-cells";
import { KIND_JACK, addKindType, kindCells } from "./piece-cells";

const STEPS: i32 = 4;
export let pieceMechanics: usize = 0; // u8[type]: PIECE_ITEMS or PIECE_JACK (host)
export let eyes: usize = 0; // u8[cell]: a Jack's eye, NO_CELL where none (host)
export let colours: usize = 0; // u8[cell]: the cell's colour, 0 or 1 (host)
export let jackSteps: usize = 0; // u8[mode][cell][STEPS]: the Wazir (0) and Ferz (1) steps from a cell, NO_CELL-padded (host)
export let hasJacks: bool = false;
let jackType: i32 = 0;
/**
 * The player whose royal piece is lifted to be tried on each cell an attack test asks about (gen/movegen.ts,
 * generateRoyalMoves), -1 for none: its Jacks' enemies take their mode from that cell, as after the move.
 */
export let royalLifted: i32 = -1;
export function setRoyalLifted(player: i32): void { royalLifted = player; }

export function allocateJack(): void {
  pieceMechanics = allocate(typeCount + 1);
  eyes = allocate(cellCount);
  memory.fill(eyes, <u8>NO_CELL, cellCount);
  colours = allocate(cellCount);
  jackSteps = allocate(2 * cellCount * STEPS);
  memory.fill(jackSteps, <u8>NO_CELL, 2 * cellCount * STEPS);
}

export function deriveJack(): void {
  for (let type = 1; type <= typeCount; type++) if (load<u8>(pieceMechanics + type) == PIECE_JACK) jackType = type;
  hasJacks = jackType != 0;
  if (hasJacks) addKindType(KIND_JACK, jackType);
}

// @ts-ignore: decorator
@inline function stepAt(mode: i32, cell: i32, index: i32): i32 { return load<u8>(jackSteps + (mode * cellCount + cell) * STEPS + index); }

/** 0 (Wazir) while the two royal pieces stand on cells of one colour, else 1 (Ferz). */
function jackMode(): i32 {
  return modeOf(royalCell(0), royalCell(1));
}

// @ts-ignore: decorator
@inline function modeOf(first: i32, second: i32): i32 {
  if (first == NO_CELL || second == NO_CELL) return 0;
  return load<u8>(colours + first) == load<u8>(colours + second) ? 0 : 1;
}

/** The Jack's moves from `from` (pseudo-legal). */
export function generateJackMoves(out: usize, count: i32, from: i32, us: i32): i32 {
  const eye = <i32>load<u8>(eyes + from);
  if (eye == NO_CELL || pieceAt(eye) != 0) return count;
  const mode = jackMode();
  let besideEye = false;
  for (let index = 0; index < STEPS; index++) {
    const to = stepAt(mode, eye, index);
    if (to == NO_CELL) break;
    if (to == from) continue;
    const target = pieceAt(to);
    if (target == 0) {
      if (!capturesOnly) store<i32>(out + (count++ << 2), encodeMove(from, to, KIND_NORMAL, 0));
    } else if (ownerOf(target) != us) {
      store<i32>(out + (count++ << 2), encodeMove(from, to, KIND_NORMAL, 0));
    }
  }
  for (let index = 0; index < STEPS; index++) if (stepAt(0, eye, index) == from) besideEye = true;
  const stepOntoEye = besideEye && (mode == 0 || (variantFlags & VARIANT_JACK_EYE_STEP_ALWAYS) != 0);
  if (stepOntoEye && !capturesOnly) store<i32>(out + (count++ << 2), encodeMove(from, eye, KIND_NORMAL, 0));
  return count;
}

/** Whether the Jack on `from` is blind: its eye is occupied (it has no move, teleports included unless the variant lets it). */
// @ts-ignore: decorator
@inline export function blindJack(from: i32): bool {
  const eye = <i32>load<u8>(eyes + from);
  return eye == NO_CELL || pieceAt(eye) != 0;
}

// @ts-ignore: decorator
@inline export function isJack(type: i32): bool { return type == jackType; }

/**
 * Whether a Jack of another player may attack: for two players the one count, read before jackAttacked is
 * called (its Jacks are mostly in the hand, and a call costs more than the count).
 */
// @ts-ignore: decorator
@inline export function jacksMayAttack(player: i32): bool { return playerCount != 2 || typeTotal(player ^ 1, jackType) != 0; }

/** Whether a Jack not owned by `player` (of `only` when >= 0) attacks `cell`. */
export function jackAttacked(cell: i32, player: i32, only: i32): bool {
  // Two players: the other one, outside a loop (a loop in compiled wasm also tests for interrupts).
  if (playerCount == 2) return (only < 0 || only != player) && jackAttackedBy(cell, player ^ 1, player);
  for (let owner = 0; owner < playerCount; owner++) {
    if (owner != player && (only < 0 || owner == only) && jackAttackedBy(cell, owner, player)) return true;
  }
  return false;
}

/** Whether a Jack of `owner` attacks `cell` (a cell of `player`'s, whose royal piece may be lifted onto it). */
// @ts-ignore: decorator
@inline function jackAttackedBy(cell: i32, owner: i32, player: i32): bool {
  const total = typeTotal(owner, jackType);
  if (total == 0) return false;
  const lifted = player == royalLifted;
  const mode = modeOf(lifted && player == 0 ? cell : royalCell(0), lifted && player == 1 ? cell : royalCell(1));
  const cells = kindCells(KIND_JACK, owner, total);
  for (let index = 0; index < total; index++) {
    const from = <i32>load<u8>(cells + index);
    const eye = <i32>load<u8>(eyes + from);
    if (from == cell || eye == NO_CELL || pieceAt(eye) != 0) continue;
    const reaches = stepAt(mode, eye, 0) == cell || stepAt(mode, eye, 1) == cell || stepAt(mode, eye, 2) == cell || stepAt(mode, eye, 3) == cell;
    if (reaches && (!attackersMayRest() || attackerActive(from, cell)) && attackerFound(from)) return true;
  }
  return false;
}

/** Whether a player other than `us` has a Jack on the board. */
export function jacksAgainst(us: i32): bool {
  for (let player = 0; player < playerCount; player++) if (player != us && typeTotal(player, jackType) > 0) return true;
  return false;
}

/** Whether `cell` is the eye of a Jack of a player other than `us` (emptying it may free the Jack). */
export function eyeOfEnemyJack(cell: i32, us: i32): bool {
  if (!hasJacks) return false;
  for (let owner = 0; owner < playerCount; owner++) {
    const total = typeTotal(owner, jackType);
    if (owner == us || total == 0) continue;
    const cells = kindCells(KIND_JACK, owner, total);
    for (let index = 0; index < total; index++) if (<i32>load<u8>(eyes + <i32>load<u8>(cells + index)) == cell) return true;
  }
  return false;
}

/**
 * Stamps the eyes of the enemy Jacks on which a piece of `us` stands: its move away may free the Jack
 * (trial-cells.ts); false when none. An eye empty or held by another player's piece needs no stamp: a move
 * of ours onto it only blinds the Jack, and the moves that take a piece off it (en passant, a drag) are
 * tried or judged where they are made.
 */
export function markJackEyes(us: i32): bool {
  let marked = false;
  for (let owner = 0; owner < playerCount; owner++) {
    const total = typeTotal(owner, jackType);
    if (owner == us || total == 0) continue;
    const cells = kindCells(KIND_JACK, owner, total);
    for (let index = 0; index < total; index++) {
      const eye = <i32>load<u8>(eyes + <i32>load<u8>(cells + index));
      if (eye == NO_CELL) continue;
      const code = pieceAt(eye);
      if (code == 0 || ownerOf(code) != us) continue;
      markTrialCell(eye);
      marked = true;
    }
  }
  return marked;
}
