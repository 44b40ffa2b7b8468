// Perft: counts leaf nodes of the legal move tree, counting the last ply in bulk (no make/unmake).
import { generatorAgrees } from "./cross-check";
import { CHECK_UNKNOWN } from "./mode";
import { generateLegal } from "./movegen";
import { makeMove, unmakeMove } from "../core/makemove";
import { hash, computeHash, listsAgreeWithBoard, listOrderKey } from "../core/position";

export function perft(out: usize, depth: i32): u64 {
  const count = generateLegal(out, CHECK_UNKNOWN);
  if (depth <= 1) return depth == 1 ? <u64>count : 1;
  const next = out + (<usize>count << 2);
  let nodes: u64 = 0;
  for (let i = 0; i < count; i++) {
    makeMove(load<i32>(out + (i << 2)));
    nodes += perft(next, depth - 1);
    unmakeMove();
  }
  return nodes;
}

/**
 * Perft that makes every leaf move instead of counting the last ply in bulk: its nodes/s measure the cost
 * per node (make, unmake, generation), which does not depend on how many moves a position has.
 */
export function perftEveryNode(out: usize, depth: i32): u64 {
  if (depth <= 0) return 1;
  const count = generateLegal(out, CHECK_UNKNOWN);
  const next = out + (<usize>count << 2);
  let nodes: u64 = 0;
  for (let i = 0; i < count; i++) {
    makeMove(load<i32>(out + (i << 2)));
    nodes += depth == 1 ? 1 : perftEveryNode(next, depth - 1);
    unmakeMove();
  }
  return nodes;
}

/**
 * Perft that checks the invariants at every node: the incremental hash equals the hash computed from
 * scratch, piece lists agree with the board, unmake restores the hash and the lists' order, and every
 * route to the legal moves agrees (cross-check.ts). Returns u64.MAX_VALUE on the first violation.
 */
export function perftVerified(out: usize, depth: i32): u64 {
  if (hash != computeHash() || !listsAgreeWithBoard() || !generatorAgrees(out)) return u64.MAX_VALUE;
  const count = generateLegal(out, CHECK_UNKNOWN);
  if (depth <= 1) return depth == 1 ? <u64>count : 1;
  const next = out + (<usize>count << 2);
  let nodes: u64 = 0;
  for (let i = 0; i < count; i++) {
    const before = hash;
    const order = listOrderKey();
    makeMove(load<i32>(out + (i << 2)));
    const below = perftVerified(next, depth - 1);
    unmakeMove();
    if (below == u64.MAX_VALUE || hash != before || listOrderKey() != order) return u64.MAX_VALUE;
    nodes += below;
  }
  return nodes;
}
