// What every node of a search shares, full-width or quiescence: the node counter and the stop flag, the
// principal-variation table, the root player (whose team a node is on), the table key, mate scores as the
// table keeps them, and how a node ends when the side to move has no move.
import { VARIANT_NO_MOVE_LOSES, VARIANT_TAKEOVER, VARIANT_PSEUDO_LEGAL } from "../abi";
import { hash, sideToMove, pieceTotal, partiesLeft } from "../core/position";
import { variantFlags, playerCount, allocate } from "../core/tables";
import { inCheck, mateWinner } from "../gen/status";
import { moveAtPly } from "../core/makemove";
import { royalVictimOwner } from "../gen/move-facts";
import { checkFilterApplies } from "./gives-check";
import { BOUND_LOWER, BOUND_UPPER } from "./tt";

// @ts-ignore: decorator
@external("host", "shouldStop")
declare function hostShouldStop(): bool;

export const MATE: i32 = 30000;
export const MAX_PLY: i32 = 96;
export const INFINITE: i32 = 31000;
export const MATE_BOUND: i32 = MATE - MAX_PLY;
const POLL_MASK: u64 = 1023;

export let nodes: u64 = 0;
let nodeLimit: u64 = 0;
export let stopped: bool = false;
export let seldepth: i32 = 0;

let pvMoves: usize = 0; // i32[MAX_PLY][MAX_PLY]: triangular principal variation table
let pvLengths: usize = 0; // i32[MAX_PLY]

// Three or more players: the root player searches against the others, who are one team (paranoid).
// Best-Reply Search lets only the strongest reply among the others count at each turn of theirs (BRS+:
// the others meanwhile play the move their move ordering puts first).
export const PARANOID: i32 = 0;
export const BEST_REPLY: i32 = 1;
export let searchMode: i32 = PARANOID;
export let rootPlayer: i32 = 0;
let tableSalt: u64 = 0; // table entries depend on the root player and the mode when there are parties
export let checkFilter: bool = false; // whether moveGivesCheck may be asked here (gives-check.ts)
// Under takeover rules with three or more players (witch3), paranoid or BRS+: the root player's opponents are one
// team, and the team would have one member leave its royal piece to the other, who takes its army over (the start's
// search expected it eight plies deep): no party does that willingly. An opponent's capture of the other's royal
// piece is not searched. (Under BRS+ the opponent not searching also takes the root player's pieces first: search.ts.)
export let takeoverParties: bool = false;

export function allocateSearchState(): void {
  pvMoves = allocate(MAX_PLY * MAX_PLY * 4);
  pvLengths = allocate(MAX_PLY * 4);
}

export function setSearchMode(mode: i32): void { searchMode = mode; }

/** A new search: counters cleared, `limit` nodes (0: none), the side to move as the root player. */
export function startCounting(limit: u64): void {
  nodes = 0;
  nodeLimit = limit;
  stopped = false;
  seldepth = 0;
  rootPlayer = sideToMove;
  tableSalt = playerCount > 2 ? <u64>(rootPlayer * 2 + searchMode + 1) * 0x9e3779b97f4a7c15 : 0;
  checkFilter = checkFilterApplies();
  takeoverParties = playerCount > 2 && (variantFlags & VARIANT_TAKEOVER) != 0;
}

/** Whether `move`, by one of the root player's opponents, takes the other over (under takeoverParties: not searched). */
// @ts-ignore: decorator
@inline export function barredGift(move: i32): bool {
  if (!takeoverParties || sideToMove == rootPlayer) return false;
  const owner = royalVictimOwner(move);
  return owner >= 0 && owner != rootPlayer;
}

/**
 * Whether the side to move, one of the root player's opponents (three or more players: Dreierschach, witch3) and not in
 * check, is barred its sacrifices: a move that gives material away is not searched (sacrifice.ts).
 */
// @ts-ignore: decorator
@inline export function sacrificeBarApplies(checked: bool): bool { return playerCount > 2 && !checked && sideToMove != rootPlayer; }

/** Changes the node limit of the running search (0: none); the nodes already searched count. */
export function setNodeLimit(limit: u64): void {
  nodeLimit = limit;
}

/** One more node searched. */
// @ts-ignore: decorator
@inline export function countNode(): void { nodes++; }

/** A node `at` plies from the root was searched. */
// @ts-ignore: decorator
@inline export function reachedPly(at: i32): void { if (at > seldepth) seldepth = at; }

/** The node limit is exact; the host (clock, stop request) is asked every POLL_MASK + 1 nodes. */
// @ts-ignore: decorator
@inline export function pollStop(): void {
  if (nodeLimit > 0 && nodes >= nodeLimit) stopped = true;
  else if ((nodes & POLL_MASK) == 0 && hostShouldStop()) stopped = true;
}

/** Whether two players are on the same side of the search (the root player, or everyone else). */
// @ts-ignore: decorator
@inline export function sameTeam(a: i32, b: i32): bool { return (a == rootPlayer) == (b == rootPlayer); }

// @ts-ignore: decorator
@inline export function nodeKey(): u64 { return hash ^ tableSalt; }

// Scores relative to the root in the tree, relative to the node in the table.
// @ts-ignore: decorator
@inline export function toTable(score: i32, at: i32): i32 {
  return score >= MATE_BOUND ? score + at : score <= -MATE_BOUND ? score - at : score;
}
// @ts-ignore: decorator
@inline export function fromTable(score: i32, at: i32): i32 {
  return score >= MATE_BOUND ? score - at : score <= -MATE_BOUND ? score + at : score;
}

// --- principal variation ---------------------------------------------------------------------------

export function pvLength(): i32 { return load<i32>(pvLengths); }
export function pvMove(index: i32): i32 { return load<i32>(pvMoves + (index << 2)); }

/** No line below `at` yet. */
// @ts-ignore: decorator
@inline export function clearPv(at: i32): void { store<i32>(pvLengths + (at << 2), 0); }

/** The line at `at`: `move`, then the line below it. */
export function updatePv(at: i32, move: i32): void {
  const row = pvMoves + <usize>(at * MAX_PLY * 4);
  const child = pvMoves + <usize>((at + 1) * MAX_PLY * 4);
  const childLength = at + 1 < MAX_PLY ? load<i32>(pvLengths + ((at + 1) << 2)) : 0;
  store<i32>(row, move);
  memory.copy(row + 4, child, childLength << 2);
  store<i32>(pvLengths + (at << 2), childLength + 1);
}

/** The line at `at`: the `length` moves made since `startPly`, then the line below them. */
export function updatePvChain(at: i32, startPly: i32, length: i32): void {
  const row = pvMoves + <usize>(at * MAX_PLY * 4);
  const childAt = at + length;
  const childLength = childAt < MAX_PLY ? load<i32>(pvLengths + (childAt << 2)) : 0;
  for (let i = 0; i < length; i++) store<i32>(row + (i << 2), moveAtPly(startPly + i));
  if (childAt < MAX_PLY) memory.copy(row + (length << 2), pvMoves + <usize>(childAt * MAX_PLY * 4), childLength << 2);
  store<i32>(pvLengths + (at << 2), min(length + childLength, MAX_PLY - at));
}

// --- ends ------------------------------------------------------------------------------------------

/** Whether the side to move is in check and must answer it (not where a royal piece may simply be taken). */
// @ts-ignore: decorator
@inline export function checkBinds(): bool { return (variantFlags & VARIANT_PSEUDO_LEGAL) == 0 && inCheck(); }

/**
 * The side to move has no move: mated (or a loss by the variant's rule), else stalemated. With three
 * players and no parties the game ends there (Dreierschach): the root player wins only as the mate's
 * winner (see mateWinner), and it is no better than a draw when the other opponent wins it.
 */
export function noMoveScore(checked: bool, at: i32): i32 {
  if (!checked && !(variantFlags & VARIANT_NO_MOVE_LOSES)) return 0;
  const mated = sideToMove;
  if (playerCount > 2 && !(variantFlags & VARIANT_TAKEOVER) && mated != rootPlayer && mateWinner(mated) != rootPlayer) return 0;
  return -MATE + at;
}

/** Under party rules, a finished game: the root player is out, or alone. Either way the side to move has won. */
// @ts-ignore: decorator
@inline export function partiesDecided(): bool {
  return (variantFlags & VARIANT_TAKEOVER) != 0 && (pieceTotal(rootPlayer) == 0 || partiesLeft() <= 1);
}

/**
 * The table's score where its bound says it is nearer the truth than `evaluation` (a lower bound above it, an upper
 * bound below it), else `evaluation`; mate scores are left to the search. No entry has bound 0, so it changes nothing.
 */
// @ts-ignore: decorator
@inline export function refinedByTable(evaluation: i32, tableScore: i32, tableBound: i32): i32 {
  return abs(tableScore) < MATE_BOUND && (tableBound & (tableScore > evaluation ? BOUND_LOWER : BOUND_UPPER)) ? tableScore : evaluation;
}
