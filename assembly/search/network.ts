// The evaluation network (src/eval-weights/network-format.ts): one hidden layer over (piece, cell) inputs from
// each player's view. The accumulators (i16[player][hidden] per position) live on a ring indexed by ply and are
// brought up to date lazily, Stockfish's way: only when an evaluation asks, from the nearest ancestor whose
// accumulator is still valid, by the edits each move made (makemove.ts moveChanges reads them from its undo
// record), else computed afresh from the piece lists. Make and unmake pay nothing, network or not; quiescence
// and pruned nodes that never evaluate never update.
import { hashHistory, ply, sideToMove, pieceTotal, pieceCellAt, pieceAt } from "../core/position";
import { playerCount, typeCount, cellCount } from "../core/tables";
import { moveChanges, CHANGE_ADDED } from "../core/makemove";
import { PLAYER_BITS, PLAYER_MASK, MAX_PIECES } from "../abi";
import { allocateBelowTable } from "./tt";

const RING: i32 = 256; // accumulators kept, at ply & (RING - 1): more than a search's depth
const MAX_WALK: i32 = 12; // an ancestor further back than this: computed afresh (about as cheap)
const MAX_CHANGES: i32 = 4; // a move's edits (moveChanges)
const ACTIVATION_MAX: i32 = 127;

/** Whether a network is loaded and the evaluation uses it. */
export let networkOn: bool = false;
/** Whether the network's value is added to material, placement and tempo (network-format.ts addsTables). */
export let networkAddsTables: bool = false;
let hidden: i32 = 0;
let rowBytes: i32 = 0; // hidden · 2
let slotBytes: i32 = 0; // one position's accumulators: players · rowBytes
let codes: i32 = 0;
let viewCount: i32 = 0; // view cells (network-format.ts shape.cells)
let outputMultiplier: i32 = 0;
let buckets: i32 = 1; // output buckets (network-format.ts outputBucket): by the pieces on the board
let bucketSize: i32 = 1;

let block: usize = 0; // everything below, carved below the transposition table (tt.ts)
let capacity: usize = 0;
let inputWeights: usize = 0; // i16[feature][hidden], feature-major
let inputBias: usize = 0; // i16[hidden]
let outputWeights: usize = 0; // i16[bucket][k][hidden]: k = 0 the side to move's accumulator, then each next player
let outputBiases: usize = 0; // i32[bucket]
let viewCells: usize = 0; // i32[player][cell]: the view cell as the player sees the board cell (the host writes it)
let columns: usize = 0; // u32[player][code][cell]: byte offset of the piece's column in inputWeights
let tags: usize = 0; // per ring slot: i32 ply (-1 none), pad, u64 the position's hash
let accumulators: usize = 0; // i16[RING][player][hidden]
let scratch: usize = 0; // a fresh accumulator (checks), moveChanges' output, the columns of one update, of every piece

/**
 * Makes room for a network of `hidden` (a multiple of 16) for the configured variant, whose inputs number its view
 * cells `views` (the placement tables' layout, holes included) per type and player; false if memory cannot grow.
 */
export function allocateNetwork(width: i32, views: i32, bucketCount: i32): bool {
  networkOn = false;
  buckets = bucketCount;
  viewCount = views;
  hidden = width;
  rowBytes = width << 1;
  slotBytes = playerCount * rowBytes;
  codes = (typeCount + 1) << PLAYER_BITS;
  const features = playerCount * typeCount * viewCount;
  // No arrays here: the stub runtime's heap would grow into the table.
  const weightBytes = align(features * rowBytes);
  const viewBytes = align(playerCount * cellCount * 4);
  const columnBytes = align(playerCount * codes * cellCount * 4);
  const ringBytes = align(RING * slotBytes);
  const outputBytes = align(buckets * slotBytes) + align(buckets * 4);
  const total = weightBytes + align(rowBytes) + outputBytes + viewBytes + columnBytes + RING * 16 + ringBytes +
    align(slotBytes + 64 + 2 * MAX_CHANGES * 4 + playerCount * MAX_PIECES * 4);
  if (total > capacity) {
    const pointer = allocateBelowTable(<i32>total + 16);
    if (pointer == 0) return false;
    block = (pointer + 15) & ~(<usize>15); // v128 loads aligned
    capacity = total;
  }
  inputWeights = block;
  inputBias = inputWeights + weightBytes;
  outputWeights = inputBias + align(rowBytes);
  outputBiases = outputWeights + align(buckets * slotBytes);
  viewCells = outputBiases + align(buckets * 4);
  columns = viewCells + viewBytes;
  tags = columns + columnBytes;
  accumulators = tags + RING * 16;
  scratch = accumulators + ringBytes;
  return true;
}
// @ts-ignore: decorator
@inline function align(bytes: i32): usize { return (<usize>bytes + 15) & ~(<usize>15); }
export function networkInputWeights(): usize { return inputWeights; }
export function networkInputBias(): usize { return inputBias; }
export function networkOutputWeights(): usize { return outputWeights; }
export function networkOutputBiases(): usize { return outputBiases; }
export function networkViewCells(): usize { return viewCells; }

/**
 * After the host wrote weights, output biases and view cells: the columns table; every accumulator forgotten; the
 * network on. `size`: the pieces on the board each output bucket spans.
 */
export function finishNetwork(multiplier: i32, addsTables: bool, size: i32): void {
  networkAddsTables = addsTables;
  outputMultiplier = multiplier;
  bucketSize = max(1, size);
  for (let player = 0; player < playerCount; player++) {
    for (let code = 0; code < codes; code++) {
      const owner = code & PLAYER_MASK;
      const type = code >> PLAYER_BITS;
      const row = columns + <usize>((player * codes + code) * cellCount) * 4;
      for (let cell = 0; cell < cellCount; cell++) {
        let offset = 0; // empty codes and owners beyond the players: never asked
        if (type >= 1 && owner < playerCount) {
          const relative = (owner - player + playerCount) % playerCount;
          const view = load<i32>(viewCells + <usize>(player * cellCount + cell) * 4);
          offset = ((relative * typeCount + type - 1) * viewCount + view) * rowBytes;
        }
        store<u32>(row + <usize>cell * 4, offset);
      }
    }
  }
  for (let slot = 0; slot < RING; slot++) store<i32>(tags + (<usize>slot << 4), -1);
  networkOn = true;
}

export function networkOff(): void { networkOn = false; }

// @ts-ignore: decorator
@inline function column(player: i32, code: i32, cell: i32): usize {
  return inputWeights + <usize>load<u32>(columns + (<usize>((player * codes + code) * cellCount + cell) << 2));
}
// @ts-ignore: decorator
@inline function slotOf(at: i32): usize { return <usize>(at & (RING - 1)); }
// @ts-ignore: decorator
@inline function accumulatorOf(at: i32): usize { return accumulators + slotOf(at) * <usize>slotBytes; }
// @ts-ignore: decorator
@inline function valid(at: i32): bool {
  const tag = tags + (slotOf(at) << 4);
  return load<i32>(tag) == at && load<u64>(tag, 8) == load<u64>(hashHistory + (<usize>at << 3));
}
// @ts-ignore: decorator
@inline function markValid(at: i32): void {
  const tag = tags + (slotOf(at) << 4);
  store<i32>(tag, at);
  store<u64>(tag, load<u64>(hashHistory + (<usize>at << 3)), 8);
}

/** The accumulators of the current position computed afresh at `out`: the bias plus the column of every piece. */
function computeFresh(out: usize): void {
  const list = scratch + slotBytes + 64 + 2 * MAX_CHANGES * 4; // the pieces' columns, one perspective at a time
  for (let player = 0; player < playerCount; player++) {
    let count = 0;
    for (let owner = 0; owner < playerCount; owner++) {
      const total = pieceTotal(owner);
      for (let index = 0; index < total; index++) {
        const cell = pieceCellAt(owner, index);
        store<u32>(list + (count++ << 2), <u32>column(player, pieceAt(cell), cell));
      }
    }
    const row = out + <usize>(player * rowBytes);
    for (let j = 0; j < rowBytes; j += 16) {
      let sum = v128.load(inputBias + j);
      for (let i = 0; i < count; i++) sum = i16x8.add(sum, v128.load(<usize>load<u32>(list + (i << 2)) + j));
      v128.store(row + j, sum);
    }
  }
}

/** The accumulators at stack depth `at` from those at `at` - 1 and the move's `count` edits (at scratch). */
function applyChanges(at: i32, count: i32): void {
  const parent = accumulatorOf(at - 1);
  const child = accumulatorOf(at);
  const changes = scratch + slotBytes;
  const added = changes + 64;
  const removed = added + MAX_CHANGES * 4;
  for (let player = 0; player < playerCount; player++) {
    let adds = 0;
    let removes = 0;
    for (let i = 0; i < count; i++) {
      const change = load<i32>(changes + (i << 2));
      const weights = column(player, change & 0xffff, (change >> 16) & 0xff);
      if (change & CHANGE_ADDED) store<u32>(added + (adds++ << 2), <u32>weights);
      else store<u32>(removed + (removes++ << 2), <u32>weights);
    }
    const from = parent + <usize>(player * rowBytes);
    const to = child + <usize>(player * rowBytes);
    // The usual move (one column off, one on) and capture (a second off) in one pass each; the rest as they come.
    if (adds == 1 && (removes == 1 || removes == 2)) {
      const plus = <usize>load<u32>(added);
      const minus = <usize>load<u32>(removed);
      if (removes == 1) {
        // Two lanes of eight a turn (hidden is a multiple of 16).
        for (let j = 0; j < rowBytes; j += 32) {
          v128.store(to + j, i16x8.sub(i16x8.add(v128.load(from + j), v128.load(plus + j)), v128.load(minus + j)));
          v128.store(to + j, i16x8.sub(i16x8.add(v128.load(from + j, 16), v128.load(plus + j, 16)), v128.load(minus + j, 16)), 16);
        }
      } else {
        const taken = <usize>load<u32>(removed, 4);
        for (let j = 0; j < rowBytes; j += 32) {
          const sum = i16x8.add(v128.load(from + j), v128.load(plus + j));
          v128.store(to + j, i16x8.sub(i16x8.sub(sum, v128.load(minus + j)), v128.load(taken + j)));
          const next = i16x8.add(v128.load(from + j, 16), v128.load(plus + j, 16));
          v128.store(to + j, i16x8.sub(i16x8.sub(next, v128.load(minus + j, 16)), v128.load(taken + j, 16)), 16);
        }
      }
      continue;
    }
    for (let j = 0; j < rowBytes; j += 16) {
      let sum = v128.load(from + j);
      for (let i = 0; i < adds; i++) sum = i16x8.add(sum, v128.load(<usize>load<u32>(added + (i << 2)) + j));
      for (let i = 0; i < removes; i++) sum = i16x8.sub(sum, v128.load(<usize>load<u32>(removed + (i << 2)) + j));
      v128.store(to + j, sum);
    }
  }
  markValid(at);
}

/** The current position's accumulators, brought up to date. */
function currentAccumulators(): usize {
  const now = ply;
  if (valid(now)) return accumulatorOf(now);
  let base = now - 1;
  while (base >= 0 && now - base <= MAX_WALK && !valid(base)) base--;
  if (base < 0 || now - base > MAX_WALK) {
    computeFresh(accumulatorOf(now));
    markValid(now);
    return accumulatorOf(now);
  }
  const changes = scratch + slotBytes;
  for (let at = base + 1; at <= now; at++) {
    const count = moveChanges(at - 1, changes);
    if (count >= 0) applyChanges(at, count);
    else if (at == now) {
      computeFresh(accumulatorOf(now));
      markValid(now);
    } else {
      // An ancestor the record cannot tell: the rest from the current position's own fresh sums.
      computeFresh(accumulatorOf(now));
      markValid(now);
      break;
    }
  }
  return accumulatorOf(now);
}

/** The network's evaluation, centipawns from the side to move's point of view (network-format.ts referenceEvaluation). */
export function networkEvaluate(): i32 {
  const accumulator = currentAccumulators();
  const zero = i16x8.splat(0);
  const top = i16x8.splat(<i16>ACTIVATION_MAX);
  let sum = i32x4.splat(0);
  let player = sideToMove;
  const bucket = outputBucket();
  const bucketWeights = outputWeights + <usize>(bucket * slotBytes);
  for (let k = 0; k < playerCount; k++) {
    const row = accumulator + <usize>(player * rowBytes);
    const weights = bucketWeights + <usize>(k * rowBytes);
    for (let j = 0; j < rowBytes; j += 32) {
      const activation = i16x8.min_s(i16x8.max_s(v128.load(row + j), zero), top);
      const next = i16x8.min_s(i16x8.max_s(v128.load(row + j, 16), zero), top);
      sum = i32x4.add(sum, i32x4.add(i32x4.dot_i16x8_s(activation, v128.load(weights + j)), i32x4.dot_i16x8_s(next, v128.load(weights + j, 16))));
    }
    player = player + 1 == playerCount ? 0 : player + 1;
  }
  const out = <i64>load<i32>(outputBiases + (<usize>bucket << 2)) + <i64>i32x4.extract_lane(sum, 0) + <i64>i32x4.extract_lane(sum, 1) +
    <i64>i32x4.extract_lane(sum, 2) + <i64>i32x4.extract_lane(sum, 3);
  const centipawns = <i32>((out * <i64>outputMultiplier) >> 16);
  if (checking && !accumulatorsAgree(accumulator)) mismatches++;
  return centipawns;
}

/** min(buckets − 1, ⌊(pieces on the board − 1) / bucketSize⌋), as network-format.ts outputBucket. */
// @ts-ignore: decorator
@inline function outputBucket(): i32 {
  if (buckets == 1) return 0;
  let pieces = 0;
  for (let owner = 0; owner < playerCount; owner++) pieces += pieceTotal(owner);
  return min(buckets - 1, max(0, pieces - 1) / bucketSize);
}

// Debug checks (tests): every evaluation compares the incremental accumulators with fresh ones.
let checking: bool = false;
let mismatches: i32 = 0;
export function setNetworkChecks(on: bool): void {
  checking = on;
  mismatches = 0;
}
export function networkMismatches(): i32 { return mismatches; }

function accumulatorsAgree(accumulator: usize): bool {
  computeFresh(scratch);
  for (let j = 0; j < slotBytes; j += 8) if (load<u64>(accumulator + j) != load<u64>(scratch + j)) return false;
  return true;
}

/** Whether the current position's accumulators, brought up to date, equal fresh ones. */
export function networkAgrees(): bool { return accumulatorsAgree(currentAccumulators()); }
