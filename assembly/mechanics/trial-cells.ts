// Cells a move must be tried on by make/unmake even where pins let it pass, stamped afresh each
// generation by the mechanics that need it: the lines of enemy hoppers through the royal piece (hop.ts),
// the teleporters under the exclusion rule (teleport.ts), the eyes of enemy Jacks (jack.ts). A move from
// or to a stamped cell is tried (gen/movegen.ts, keepOffTrialCells). A cell may instead be stamped for
// arrivals alone (markArrivalCell: a teleporter where only the exclusion rule is in question): a move onto
// it is judged by teleport.ts's arrivalBreaks, not tried; or for departures to goals alone (markDepartureCell:
// a teleporter holding a piece of ours whose teleports pins cannot judge): only a move from it to a goal
// cell (a teleporter, set at configuration) is tried.
import { NO_CELL } from "../abi";
import { allocate } from "../core/tables";

let stamp: u32 = 0;
let cells: usize = 0; // u32[256]: stamp, or stamp | ARRIVAL, or stamp | DEPARTURE; NO_CELL (a drop's from) is never stamped
const ARRIVAL: u32 = 1 << 31;
const DEPARTURE: u32 = 1 << 30; // stamps stay below both
let goals: usize = 0; // u8[256]: 1 on the cells a move from a departure cell must be tried to

export function allocateTrialCells(): void {
  cells = allocate((NO_CELL + 1) * 4);
  goals = allocate(NO_CELL + 1);
}

/** Makes `cell` a goal of the departure stamps (at configuration: the teleporters). */
export function setDepartureGoal(cell: i32): void { store<u8>(goals + cell, 1); }

/** Starts a generation's stamps. */
export function clearTrialCells(): void {
  if (++stamp == DEPARTURE) {
    memory.fill(cells, 0, (NO_CELL + 1) * 4);
    stamp = 1;
  }
}

// @ts-ignore: decorator
@inline export function markTrialCell(cell: i32): void { store<u32>(cells + (<usize>cell << 2), stamp); }

/** Stamps `cell` for arrivals alone, unless it is stamped for trials. */
// @ts-ignore: decorator
@inline export function markArrivalCell(cell: i32): void {
  const at = cells + (<usize>cell << 2);
  if (load<u32>(at) != stamp) store<u32>(at, stamp | ARRIVAL);
}

/** Stamps `cell` for departures to goals alone, unless it is stamped for trials. */
// @ts-ignore: decorator
@inline export function markDepartureCell(cell: i32): void {
  const at = cells + (<usize>cell << 2);
  if (load<u32>(at) != stamp) store<u32>(at, stamp | DEPARTURE);
}

// What a move needs (trialNeeded): nothing, make/unmake, or the exclusion rule's test of its arrival.
export const NO_TRIAL: i32 = 0;
export const TRY: i32 = 1;
export const JUDGE_ARRIVAL: i32 = 2;

/** What a move from `from` (NO_CELL for a drop) to `to` needs by this generation's stamps. */
// @ts-ignore: decorator
@inline export function trialNeeded(from: i32, to: i32): i32 {
  const onFrom = load<u32>(cells + (<usize>from << 2));
  const onTo = load<u32>(cells + (<usize>to << 2));
  if (onFrom == stamp || onTo == stamp) return TRY;
  if (onFrom == (stamp | DEPARTURE) && load<u8>(goals + to) != 0) return TRY;
  return onTo == (stamp | ARRIVAL) ? JUDGE_ARRIVAL : NO_TRIAL;
}
