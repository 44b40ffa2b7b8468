// The evaluation network's data: its shape, its input features and its byte layout, shared by the trainer
// (tools/train-net.ts), the host that loads a network into the core, and the tests that check the core's sums.
//
// The network (NNUE-style, one hidden layer): for every perspective p (a player), an accumulator of `hidden`
// 16-bit sums, the input bias plus the input weights' column of each piece on the board as p sees it. A piece's
// feature for perspective p is (its owner relative to p, its type, its cell as p sees it): owner relative
// r = (owner − p + players) mod players, type 1..types as the core numbers them (the variant's letter index + 1),
// view cell = the cell in the table layout of p's facing (the placement tables' layout, piece-tables.ts), so a
// network learns one side's view and serves both. The evaluation, from the side to move s's point of view:
//   out = outputBiases[b] + Σ_k Σ_i outputWeights[(b·players + k)·hidden + i] · clamp(acc[(s + k) mod players][i], 0, ACTIVATION_MAX)
//   centipawns = (out · outputMultiplier) >> 16    (arithmetic shift: floor)
// b is the output bucket: min(buckets − 1, ⌊(pieces on the board − 1) / bucketSize⌋), NNUE's output buckets, so the
// output layer can weigh the same hidden features differently as the board empties (one bucket: the plain network).
// The trainer's float network is the same with activations in [0, 1] (weights × ACTIVATION_MAX when quantized).
// A residual network (`addsTables`) is added to the variant's material and placement (the side to move's less the
// other's) and tempo, which the core keeps incrementally anyway: the tables stay the linear part, the network learns
// what they miss (a linear part through 127 activation steps would be too coarse).
import { CauldronError } from '../errors.js';
import type { CompiledVariant } from '../compile.js';
import { tableLayout } from './piece-tables.js';

export const ACTIVATION_MAX = 127;
export const MAX_BUCKETS = 16;
const MAGIC = 0x314e4e43; // "CNN1"
const HEADER_BYTES = 24;

export interface NetworkShape {
  players: number;
  /** Piece types, as the core numbers them (1..types). */
  types: number;
  /**
   * View cells: the cells of the placement tables' layout (piece-tables.ts), holes included, so that every view cell
   * is below it (Jacks' 12x8 board less its centre: 96, where the board has 84 cells).
   */
  cells: number;
  /** Accumulator width: a multiple of 16, at most 512. */
  hidden: number;
}

export interface Network extends NetworkShape {
  /** featureCount(shape) columns of `hidden` weights, feature-major: the column of feature f at f·hidden. */
  inputWeights: Int16Array;
  inputBias: Int16Array;
  /** Output buckets (1 to MAX_BUCKETS) and how many pieces on the board each spans. */
  buckets: number;
  bucketSize: number;
  /**
   * buckets·players·hidden: per bucket, the side to move's accumulator's weights first, then each next player's in
   * turn order.
   */
  outputWeights: Int16Array;
  /** One per bucket. */
  outputBiases: Int32Array;
  /** Centipawns = (out · outputMultiplier) >> 16. */
  outputMultiplier: number;
  /** Whether the evaluation is the variant's material, placement and tempo plus this network's centipawns. */
  addsTables: boolean;
}

/** One piece: its owner (player index), type (1..types) and cell. */
export interface NetworkPiece {
  owner: number;
  type: number;
  cell: number;
}

export function featureCount(shape: NetworkShape): number {
  return shape.players * shape.types * shape.cells;
}

/** The input feature of a piece of relative owner `relative` (0: the perspective's own), type 1..types, on `viewCell`. */
export function featureIndex(shape: NetworkShape, relative: number, type: number, viewCell: number): number {
  return (relative * shape.types + type - 1) * shape.cells + viewCell;
}

/** The shape a network for `variant` must have (hidden left to the network). */
export function variantShape(variant: CompiledVariant, hidden: number): NetworkShape {
  return { players: variant.definition.players.length, types: variant.definition.pieces.length, cells: viewCellCount(variant), hidden };
}

/** How many view cells there are: the placement tables' layout's, holes included (at least the board's cells). */
export function viewCellCount(variant: CompiledVariant): number {
  const { definition, geometry, facingNames } = variant;
  return tableLayout(definition, geometry, facingNames).rowLengths.reduce((sum, length) => sum + length, 0);
}

/** Per perspective p and board cell c, the view cell (below viewCellCount) as p sees it: viewCells[p·boardCells + c]. */
export function viewCells(variant: CompiledVariant): Int32Array {
  const { definition, geometry, facingNames } = variant;
  const layout = tableLayout(definition, geometry, facingNames);
  const rowStart = layout.rowLengths.map((_, rank) => layout.rowLengths.slice(0, rank).reduce((sum, length) => sum + length, 0));
  const players = definition.players.length;
  const cells = geometry.cellCount;
  const view = new Int32Array(players * cells);
  for (let player = 0; player < players; player++) {
    for (let cell = 0; cell < cells; cell++) {
      const place = layout.place(facingNames[variant.facingOf(player, cell)]!, cell);
      view[player * cells + cell] = rowStart[place.rank]! + place.file;
    }
  }
  return view;
}

/** The features of `pieces` for perspective `player` (unordered). */
export function perspectiveFeatures(shape: NetworkShape, view: Int32Array, player: number, pieces: readonly NetworkPiece[]): number[] {
  const boardCells = view.length / shape.players;
  return pieces.map((piece) => featureIndex(shape, (piece.owner - player + shape.players) % shape.players, piece.type, view[player * boardCells + piece.cell]!));
}

/** The exact integer evaluation (centipawns, the side to move's view) the core must reproduce. */
export function referenceEvaluation(network: Network, view: Int32Array, pieces: readonly NetworkPiece[], sideToMove: number): number {
  const { players, hidden } = network;
  const bucket = outputBucket(network, pieces.length);
  let out = network.outputBiases[bucket]!;
  const bucketBase = bucket * players * hidden;
  for (let k = 0; k < players; k++) {
    const perspective = (sideToMove + k) % players;
    const accumulator = Int32Array.from(network.inputBias);
    for (const feature of perspectiveFeatures(network, view, perspective, pieces)) {
      for (let i = 0; i < hidden; i++) accumulator[i]! += network.inputWeights[feature * hidden + i]!;
    }
    for (let i = 0; i < hidden; i++) {
      // The core sums in 16 bits: a network whose sums leave them is refused by the trainer, not wrapped here.
      const activation = Math.min(Math.max(accumulator[i]!, 0), ACTIVATION_MAX);
      out += network.outputWeights[bucketBase + k * hidden + i]! * activation;
    }
  }
  return Math.floor((out * network.outputMultiplier) / 65536);
}

/** The output bucket of a position with `pieces` pieces on the board. */
export function outputBucket(network: Pick<Network, 'buckets' | 'bucketSize'>, pieces: number): number {
  return Math.min(network.buckets - 1, Math.floor(Math.max(0, pieces - 1) / network.bucketSize));
}

/**
 * The network as bytes (little-endian): a 24-byte header (its flags: bit 0 addsTables, bits 8–15 buckets − 1,
 * bits 16–23 bucketSize; its output bias is bucket 0's), then input weights, input bias, output weights, and the
 * other buckets' output biases (i32). A one-bucket network is the format's first version, byte for byte.
 */
export function encodeNetwork(network: Network): Uint8Array {
  checkShape(network);
  checkBuckets(network.buckets, network.bucketSize);
  const { players, hidden, buckets } = network;
  if (network.outputWeights.length !== buckets * players * hidden || network.outputBiases.length !== buckets) {
    throw new CauldronError(`evaluation network: ${buckets} buckets need ${buckets * players * hidden} output weights and ${buckets} biases`);
  }
  const bytes = new Uint8Array(byteLength(network, buckets));
  const data = new DataView(bytes.buffer);
  data.setUint32(0, MAGIC, true);
  data.setUint16(4, players, true);
  data.setUint16(6, network.types, true);
  data.setUint16(8, network.cells, true);
  data.setUint16(10, hidden, true);
  data.setInt32(12, network.outputBiases[0]!, true);
  data.setInt32(16, network.outputMultiplier, true);
  const bucketFlags = buckets > 1 ? ((buckets - 1) << 8) | (network.bucketSize << 16) : 0;
  data.setUint32(20, (network.addsTables ? 1 : 0) | bucketFlags, true);
  let offset = HEADER_BYTES;
  for (const array of [network.inputWeights, network.inputBias, network.outputWeights]) {
    for (const value of array) {
      data.setInt16(offset, value, true);
      offset += 2;
    }
  }
  for (let bucket = 1; bucket < buckets; bucket++, offset += 4) data.setInt32(offset, network.outputBiases[bucket]!, true);
  return bytes;
}

/** The bytes a network of this shape and bucket count takes. */
function byteLength(shape: NetworkShape, buckets: number): number {
  return HEADER_BYTES + 2 * (featureCount(shape) * shape.hidden + shape.hidden + buckets * shape.players * shape.hidden) + 4 * (buckets - 1);
}

export function decodeNetwork(bytes: Uint8Array): Network {
  if (bytes.length < HEADER_BYTES) throw new CauldronError(`evaluation network: ${bytes.length} bytes, shorter than its header`);
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (data.getUint32(0, true) !== MAGIC) throw new CauldronError('evaluation network: not a Cauldron network (bad magic)');
  const shape: NetworkShape = { players: data.getUint16(4, true), types: data.getUint16(6, true), cells: data.getUint16(8, true), hidden: data.getUint16(10, true) };
  checkShape(shape);
  const flags = data.getUint32(20, true);
  const buckets = ((flags >> 8) & 0xff) + 1;
  const bucketSize = buckets > 1 ? (flags >> 16) & 0xff : 1;
  checkBuckets(buckets, bucketSize);
  const expected = byteLength(shape, buckets);
  if (bytes.length !== expected) throw new CauldronError(`evaluation network: ${bytes.length} bytes, its shape needs ${expected}`);
  let offset = HEADER_BYTES;
  const read = (length: number) => {
    const array = new Int16Array(length);
    for (let i = 0; i < length; i++, offset += 2) array[i] = data.getInt16(offset, true);
    return array;
  };
  const inputWeights = read(featureCount(shape) * shape.hidden);
  const inputBias = read(shape.hidden);
  const outputWeights = read(buckets * shape.players * shape.hidden);
  const outputBiases = new Int32Array(buckets);
  outputBiases[0] = data.getInt32(12, true);
  for (let bucket = 1; bucket < buckets; bucket++, offset += 4) outputBiases[bucket] = data.getInt32(offset, true);
  return {
    ...shape,
    buckets,
    bucketSize,
    outputBiases,
    outputMultiplier: data.getInt32(16, true),
    addsTables: (flags & 1) === 1,
    inputWeights,
    inputBias,
    outputWeights,
  };
}

/** Refuses a network whose shape differs from what `variant` needs. */
export function checkNetworkFits(network: NetworkShape, variant: CompiledVariant): void {
  const needed = variantShape(variant, network.hidden);
  for (const key of ['players', 'types', 'cells'] as const) {
    if (network[key] !== needed[key]) throw new CauldronError(`evaluation network: made for ${network[key]} ${key}, ${variant.definition.id} has ${needed[key]}`);
  }
}

function checkBuckets(buckets: number, bucketSize: number): void {
  if (!Number.isInteger(buckets) || buckets < 1 || buckets > MAX_BUCKETS) throw new CauldronError(`evaluation network: ${buckets} output buckets, must be 1 to ${MAX_BUCKETS}`);
  if (!Number.isInteger(bucketSize) || bucketSize < 1 || bucketSize > 255) throw new CauldronError(`evaluation network: ${bucketSize} pieces a bucket, must be 1 to 255`);
}

function checkShape(shape: NetworkShape): void {
  if (shape.players < 2 || shape.types < 1 || shape.cells < 1) throw new CauldronError(`evaluation network: empty shape (${shape.players} players, ${shape.types} types, ${shape.cells} cells)`);
  if (shape.hidden < 16 || shape.hidden > 512 || shape.hidden % 16) throw new CauldronError(`evaluation network: hidden width ${shape.hidden}, must be a multiple of 16 from 16 to 512`);
}
