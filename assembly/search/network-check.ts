// Debug checks of the evaluation network's accumulators (tests): a perft that compares the incremental
// accumulators with fresh ones at its nodes, and at each node again after its moves were unmade.
import { CHECK_UNKNOWN } from "../gen/mode";
import { generateLegal } from "../gen/movegen";
import { makeMove, unmakeMove } from "../core/makemove";
import { networkAgrees } from "./network";

/** Legal-move tree of `depth` plies; -1 at the first node whose accumulators differ. `leavesOnly`: checked at the leaves (and the root) only, so updates walk several plies back. */
export function networkPerft(out: usize, depth: i32, leavesOnly: bool): i64 {
  if (!leavesOnly && !networkAgrees()) return -1;
  if (depth <= 0) return leavesOnly && !networkAgrees() ? -1 : 1;
  const count = generateLegal(out, CHECK_UNKNOWN);
  const next = out + (<usize>count << 2);
  let nodes: i64 = 0;
  for (let i = 0; i < count; i++) {
    makeMove(load<i32>(out + (i << 2)));
    const below = networkPerft(next, depth - 1, leavesOnly);
    unmakeMove();
    if (below < 0) return -1;
    nodes += below;
  }
  return networkAgrees() ? nodes : -1;
}
