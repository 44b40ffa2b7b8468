// Trains the evaluation network (src/eval-weights/network-format.ts) on scored positions (tools/net-sample-file.ts):
// one hidden layer of `--hidden` clipped-ReLU units per perspective over (relative owner, type, view cell) inputs,
// the side to move's perspective first. The float model predicts y (in units of --scale centipawns); its loss is
// the squared error between σ(y) and the label (1 − λ)·σ(score/scale) + λ·result, minimized by Adam in minibatches;
// every tenth game is held out. The network is then quantized (inputs ×127, outputs ×QB) and checked against
// referenceEvaluation, the exact integer evaluation the core runs, on the held-out positions.
//   npx tsx tools/train-net.ts --variant grand --samples a.bin [--samples b.bin] [--hidden 64] [--epochs 20]
//     [--lambda 0.2] [--decay 0.0003] [--mirror] [--tempo] [--factorize] [--schedule step|cosine] [--quantized]
//     [--out grand.nnw] [--module src/eval-weights/nets/grand.ts] [--init shipped|<file.nnw> [--freeze-input]] [--buckets 8 --bucket-size 5]
// --init starts from a written network (the variant's shipped one, or a file --out wrote) instead of random weights,
// or from several side by side (their mean, an ensemble: --hidden their widths' sum):
// more data fine-tunes it (with a lower --rate) where the positions it was trained on are gone. A one-bucket network
// starts every output bucket.
// --buckets: output layers chosen by the pieces on the board, --bucket-size pieces each (network-format.ts outputBucket).
// --schedule: the learning rate drops to a tenth for the last quarter of the epochs (step, the default), or falls
// along a half cosine from --rate to nearly nothing, minibatch by minibatch (cosine).
// --quantized trains through the core's rounding: the forward pass adds the input weights and biases as the core
// will hold them (folded, clamped, in steps of 1/127), the gradient passes to the float weights unchanged (the
// straight-through estimator), so the loss minimized is the written network's rather than the float model's.
// The held-out loss is printed beside that of the variant's material and placement tables on the same positions.
import { readFileSync, writeFileSync } from 'node:fs';
import { Game } from '../src/game.js';
import {
  ACTIVATION_MAX, MAX_BUCKETS, decodeNetwork, encodeNetwork, featureCount, outputBucket, perspectiveFeatures, referenceEvaluation, variantShape, viewCells,
  type Network, type NetworkShape,
} from '../src/eval-weights/network-format.js';
import { TERM_NAMES } from '../src/eval-weights/index.js';
import { shippedNetwork } from '../src/network.js';
import { tableLayout } from '../src/eval-weights/piece-tables.js';
import { readSamples, type NetSample } from './net-sample-file.js';
import { oneOf, positiveInteger, toolArguments, usageError } from './arguments.js';
import { seededRandom } from '../src/seeded-random.js';

const args = toolArguments('npx tsx tools/train-net.ts', {
  variant: { type: 'string', default: 'grand' },
  samples: { type: 'string', multiple: true, default: [] },
  hidden: { type: 'string', default: '64' },
  epochs: { type: 'string', default: '20' },
  batch: { type: 'string', default: '1024' },
  rate: { type: 'string', default: '0.001' },
  lambda: { type: 'string', default: '0.2' },
  scale: { type: 'string', default: '400' },
  'max-score': { type: 'string', default: '3000' },
  decay: { type: 'string', default: '0' },
  tempo: { type: 'boolean', default: false },
  mirror: { type: 'boolean', default: false },
  factorize: { type: 'boolean', default: false },
  schedule: { type: 'string', default: 'step' },
  quantized: { type: 'boolean', default: false },
  seed: { type: 'string', default: '1' },
  init: { type: 'string', multiple: true, default: [] },
  buckets: { type: 'string', default: '1' },
  'freeze-input': { type: 'boolean', default: false },
  'bucket-size': { type: 'string', default: '5' },
  out: { type: 'string' },
  module: { type: 'string' },
});

/** Weight limits that keep the core's 16-bit accumulator and the output's 32-bit sums safe. */
const INPUT_LIMIT = 1.98;
const OUTPUT_SCALE_MAX = 1024;

const game = new Game(args.variant!, { hashMB: 0 });
const shape = variantShape(game.variant, Number(args.hidden));
const view = viewCells(game.variant);
const { hidden, players } = shape;
const inputs = featureCount(shape);
const scale = Number(args.scale);
const lambda = Number(args.lambda);
const random = seededRandom(Number(args.seed));
const buckets = positiveInteger(args, 'buckets');
const bucketSize = positiveInteger(args, 'bucket-size');
if (buckets > MAX_BUCKETS) usageError(`--buckets: at most ${MAX_BUCKETS}, got ${buckets}`);
/** Output weights of one bucket: players · hidden. */
const bucketWidth = players * hidden;

/** The samples as flat feature lists: per sample and perspective k (the side to move's first) its features. */
interface Batchable {
  count: number;
  /** starts[(i·players + k)] .. starts[(i·players + k) + 1] index `features`. */
  starts: Int32Array;
  features: Int32Array;
  target: Float32Array;
  /** The variant's tables and tempo (the side to move's view) / scale: the network adds to them (addsTables). */
  base: Float32Array;
  heldOut: Uint8Array;
  /** Each sample's output bucket. */
  bucket: Uint8Array;
  samples: NetSample[];
}

function flatten(samples: NetSample[]): Batchable {
  const count = samples.length;
  const starts = new Int32Array(count * players + 1);
  const total = samples.reduce((sum, sample) => sum + sample.pieces.length * players, 0);
  const features = new Int32Array(total);
  const target = new Float32Array(count);
  const base = new Float32Array(count);
  const heldOut = new Uint8Array(count);
  const bucket = Uint8Array.from(samples, (sample) => outputBucket({ buckets, bucketSize }, sample.pieces.length));
  let at = 0;
  samples.forEach((sample, index) => {
    for (let k = 0; k < players; k++) {
      starts[index * players + k] = at;
      for (const feature of perspectiveFeatures(shape, view, (sample.side + k) % players, sample.pieces)) features[at++] = feature;
    }
    target[index] = (1 - lambda) * sigmoid(sample.score / scale) + (lambda * sample.result) / 2;
    base[index] = tablesScore(sample) / scale;
    heldOut[index] = sample.game % 10 === 9 ? 1 : 0;
  });
  starts[count * players] = at;
  return { count, starts, features, target, base, heldOut, bucket, samples };
}

/**
 * Each board cell's mirror image left to right (the placement tables' mirror, seen from the first player): for
 * --mirror, which adds every position mirrored, as worth the same (a game whose rules have no side, like Grand Chess).
 */
function mirrorCells(): Int32Array {
  const { definition, geometry, facingNames } = game.variant;
  const layout = tableLayout(definition, geometry, facingNames);
  const key = ({ rank, file }: { rank: number; file: number }) => `${rank},${file}`;
  const placeOf = (cell: number) => layout.place(facingNames[game.variant.facingOf(0, cell)]!, cell);
  const cellAt = new Map<string, number>();
  for (let cell = 0; cell < geometry.cellCount; cell++) cellAt.set(key(placeOf(cell)), cell);
  return Int32Array.from({ length: geometry.cellCount }, (_, cell) => {
    const image = cellAt.get(key(layout.mirror(placeOf(cell))));
    if (image === undefined) throw new Error(`--mirror: cell ${geometry.names[cell]} has no mirror image on the board`);
    return image;
  });
}

function mirrored(samples: NetSample[]): NetSample[] {
  const mirror = mirrorCells();
  return samples.concat(samples.map((sample) => ({ ...sample, pieces: sample.pieces.map((piece) => ({ ...piece, cell: mirror[piece.cell]! })) })));
}

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** Float parameters and their Adam moments. */
class Parameters {
  readonly values: Float32Array;
  readonly gradient: Float32Array;
  private readonly m: Float32Array;
  private readonly v: Float32Array;
  constructor(size: number, init: (index: number) => number, private readonly limit = Infinity) {
    this.values = Float32Array.from({ length: size }, (_, index) => init(index));
    this.gradient = new Float32Array(size);
    this.m = new Float32Array(size);
    this.v = new Float32Array(size);
  }
  /** A copy of the values (the best epoch's, kept while later epochs overfit). */
  snapshot(): Float32Array {
    return Float32Array.from(this.values);
  }
  restore(values: Float32Array): void {
    this.values.set(values);
  }
  step(rate: number, t: number, decay = 0): void {
    const b1 = 0.9;
    const b2 = 0.999;
    const correction = (rate * Math.sqrt(1 - b2 ** t)) / (1 - b1 ** t);
    const { values, gradient, m, v, limit } = this;
    for (let i = 0; i < values.length; i++) {
      const g = gradient[i]! + decay * values[i]!;
      if (g === 0 && m[i] === 0) continue;
      m[i] = b1 * m[i]! + (1 - b1) * g;
      v[i] = b2 * v[i]! + (1 - b2) * g * g;
      const next = values[i]! - (correction * m[i]!) / (Math.sqrt(v[i]!) + 1e-8);
      values[i] = Math.max(-limit, Math.min(limit, next));
      gradient[i] = 0;
    }
  }
}

const spread = 1 / Math.sqrt(40);
const inputWeights = new Parameters(inputs * hidden, () => (random() * 2 - 1) * spread, INPUT_LIMIT);
const inputBias = new Parameters(hidden, () => 0.5, INPUT_LIMIT);
// --factorize: each (relative owner, type) also has one weight row shared by all its cells, trained beside the
// per-cell rows and folded into them when the network is written; what a piece is worth anywhere is then learnt
// from every position it stands in, not once per cell (a regularizer while data is scarce, as in NNUE trainers).
const factorize = args.factorize!;
const cosine = oneOf(args, 'schedule', ['step', 'cosine']) === 'cosine';
const factorWeights = new Parameters(factorize ? (inputs / shape.cells) * hidden : 0, () => 0, INPUT_LIMIT);
/** The factor row of input feature f (featureIndex: (relative · types + type − 1) · cells + cell). */
const factorOf = (feature: number) => Math.floor(feature / shape.cells);
const outputWeights = new Parameters(buckets * bucketWidth, () => (random() * 2 - 1) * 0.01);
const outputBias = new Parameters(buckets, () => 0);

/**
 * --init: the float model that computes what a written network computes. Its input weights are the folded ones (the
 * factor rows start at zero), and its output weights undo the written output scale:
 * centipawns = (bias + Σ w·a)·multiplier / 65536 with a = activation·ACTIVATION_MAX, and y = centipawns / scale.
 * Several networks side by side (--init a --init b, --hidden their widths' sum) compute their mean: each one's hidden
 * units keep their own slice of the accumulator, and the output weighs each network by 1/n (an ensemble, which
 * --freeze-input then learns to weigh per bucket).
 */
function initializeFrom(sources: string[]): void {
  const started = sources.map((source) => ({ source, network: source === 'shipped' ? shipped() : decodeNetwork(new Uint8Array(readFileSync(source))) }));
  const widths = started.reduce((sum, { network }) => sum + network.hidden, 0);
  if (widths !== hidden) usageError(`--init ${sources.join(', ')}: ${widths} hidden units in all, this training has ${hidden}`);
  let offset = 0;
  for (const { source, network } of started) {
    for (const key of ['players', 'types', 'cells'] as const) {
      if (network[key] !== shape[key]) usageError(`--init ${source}: made for ${network[key]} ${key}, this training has ${shape[key]}`);
    }
    if (!network.addsTables) usageError(`--init ${source}: not a residual network (the trainer's kind adds to the tables)`);
    const same = network.buckets === buckets && network.bucketSize === bucketSize;
    if (!same && network.buckets !== 1) usageError(`--init ${source}: ${network.buckets} buckets of ${network.bucketSize} pieces, this training has ${buckets} of ${bucketSize}`);
    const width = network.hidden;
    const share = network.outputMultiplier / (65536 * scale) / started.length;
    for (let feature = 0; feature < inputs; feature++) {
      for (let unit = 0; unit < width; unit++) inputWeights.values[feature * hidden + offset + unit] = network.inputWeights[feature * width + unit]! / ACTIVATION_MAX;
    }
    for (let unit = 0; unit < width; unit++) inputBias.values[offset + unit] = network.inputBias[unit]! / ACTIVATION_MAX;
    for (let bucket = 0; bucket < buckets; bucket++) {
      const from = network.buckets === 1 ? 0 : bucket;
      for (let k = 0; k < players; k++) {
        for (let unit = 0; unit < width; unit++) {
          const weight = network.outputWeights[(from * players + k) * width + unit]!;
          outputWeights.values[bucket * bucketWidth + k * hidden + offset + unit] = weight * ACTIVATION_MAX * share;
        }
      }
      outputBias.values[bucket] = (offset === 0 ? 0 : outputBias.values[bucket]!) + network.outputBiases[from]! * share;
    }
    offset += width;
  }
}

function shipped(): Network {
  const network = shippedNetwork(game.variant);
  if (!network) usageError(`--init shipped: ${game.variant.definition.id} ships no network that fits it`);
  return network;
}

if (args.init!.length) initializeFrom(args.init!);
// --freeze-input (with --init): only the output layer trains; the hidden units stay those the started network learnt
// from its own (larger, perhaps lost) data, and new output buckets learn to weigh them.
const frozenInput = args['freeze-input']!;
if (frozenInput && !args.init!.length) usageError('--freeze-input needs --init: a random input layer frozen learns nothing');

// --quantized: the input weights (factor rows folded in) and biases as the core holds them, refreshed after each step.
const quantizedTraining = args.quantized!;
const effectiveWeights = new Float32Array(quantizedTraining ? inputs * hidden : 0);
const effectiveBias = new Float32Array(hidden);
const onCoreSteps = (value: number) => Math.round(value * ACTIVATION_MAX) / ACTIVATION_MAX;

function refreshEffective(): void {
  if (!quantizedTraining) return;
  for (let index = 0; index < effectiveWeights.length; index++) effectiveWeights[index] = onCoreSteps(foldedWeight(index));
  for (let h = 0; h < hidden; h++) effectiveBias[h] = onCoreSteps(inputBias.values[h]!);
}

const accumulator = new Float32Array(players * hidden);
const delta = new Float32Array(hidden);

/** The float network's y (score / scale) for sample i; leaves the accumulators in `accumulator`. */
function forward(data: Batchable, i: number): number {
  const bucket = data.bucket[i]!;
  const w2 = outputWeights.values;
  const row = bucket * bucketWidth; // this bucket's output weights
  let y = outputBias.values[bucket]!;
  for (let k = 0; k < players; k++) {
    const base = k * hidden;
    if (quantizedTraining) accumulate(data, i, k, effectiveBias, effectiveWeights, null);
    else accumulate(data, i, k, inputBias.values, inputWeights.values, factorize ? factorWeights.values : null);
    for (let h = 0; h < hidden; h++) {
      const a = accumulator[base + h]!;
      y += w2[row + base + h]! * (a <= 0 ? 0 : a >= 1 ? 1 : a);
    }
  }
  return y;
}

/** Perspective k's accumulator for sample i: the bias, plus each feature's row and (factorized) its shared row. */
function accumulate(data: Batchable, i: number, k: number, bias: Float32Array, rows: Float32Array, shared: Float32Array | null): void {
  const base = k * hidden;
  accumulator.set(bias, base);
  const end = data.starts[i * players + k + 1]!;
  for (let at = data.starts[i * players + k]!; at < end; at++) {
    const column = data.features[at]! * hidden;
    for (let h = 0; h < hidden; h++) accumulator[base + h]! += rows[column + h]!;
    if (!shared) continue;
    const row = factorOf(data.features[at]!) * hidden;
    for (let h = 0; h < hidden; h++) accumulator[base + h]! += shared[row + h]!;
  }
}

function backward(data: Batchable, i: number, dy: number): void {
  const bucket = data.bucket[i]!;
  const w2 = outputWeights.values;
  const row = bucket * bucketWidth;
  const g1 = inputWeights.gradient;
  const g2 = outputWeights.gradient;
  const gb = inputBias.gradient;
  outputBias.gradient[bucket]! += dy;
  for (let k = 0; k < players; k++) {
    const base = k * hidden;
    for (let h = 0; h < hidden; h++) {
      const a = accumulator[base + h]!;
      g2[row + base + h]! += dy * (a <= 0 ? 0 : a >= 1 ? 1 : a);
      const d = a > 0 && a < 1 ? dy * w2[row + base + h]! : 0;
      delta[h] = d;
      gb[h]! += d;
    }
    const end = data.starts[i * players + k + 1]!;
    for (let at = data.starts[i * players + k]!; at < end; at++) {
      const column = data.features[at]! * hidden;
      for (let h = 0; h < hidden; h++) g1[column + h]! += delta[h]!;
      if (!factorize) continue;
      const shared = factorOf(data.features[at]!) * hidden;
      for (let h = 0; h < hidden; h++) factorWeights.gradient[shared + h]! += delta[h]!;
    }
  }
}

function loss(data: Batchable, held: boolean): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < data.count; i++) {
    if ((data.heldOut[i] === 1) !== held) continue;
    const p = sigmoid(data.base[i]! + forward(data, i));
    sum += (p - data.target[i]!) ** 2;
    n++;
  }
  return sum / Math.max(1, n);
}

const placement = game.variant.values.placement;
const tempo = game.variant.tables.evalWeights[TERM_NAMES.indexOf('tempo')]! / 16;

/** The variant's material and placement (the side to move's less the other's) and tempo: what the network adds to. */
function tablesScore(sample: NetSample): number {
  let score = tempo;
  for (const piece of sample.pieces) score += (piece.owner === sample.side ? 1 : -1) * placement[piece.owner]![piece.type]![piece.cell]!;
  return score;
}

/** The loss of the tables alone on the held-out positions, for comparison. */
function tablesLoss(data: Batchable): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < data.count; i++) {
    if (!data.heldOut[i]) continue;
    sum += (sigmoid(data.base[i]!) - data.target[i]!) ** 2;
    n++;
  }
  return sum / Math.max(1, n);
}

/**
 * The network's mean side-to-move bonus (centipawns): the mean over positions of (y with the side to move + y with
 * the other side to move) / 2. Search scores credit the side to move with its next move, so the network learns a
 * bonus far above the tables' tempo; alternating by ply, it makes the search's scores swing between odd and even
 * depths. Returned per output bucket (each bucket's bias learns its own), with the overall mean and spread, for
 * --tempo to remove each bucket's mean from its output bias.
 */
function sideBonus(data: Batchable): { byBucket: number[]; mean: number; spread: number } {
  const sums = new Float64Array(buckets);
  const counts = new Float64Array(buckets);
  let squares = 0;
  let n = 0;
  const stride = Math.max(1, Math.floor(data.count / 60000));
  for (let i = 0; i < data.count; i += stride) {
    const y = forward(data, i);
    const bucket = data.bucket[i]!;
    const w2 = outputWeights.values;
    const row = bucket * bucketWidth;
    // The other side to move: the perspectives' accumulators in the other order.
    let swapped = outputBias.values[bucket]!;
    for (let k = 0; k < players; k++) {
      const from = ((k + 1) % players) * hidden;
      for (let h = 0; h < hidden; h++) {
        const a = accumulator[from + h]!;
        swapped += w2[row + k * hidden + h]! * (a <= 0 ? 0 : a >= 1 ? 1 : a);
      }
    }
    const bonus = ((y + swapped) / 2) * scale;
    sums[bucket]! += bonus;
    counts[bucket]! += 1;
    squares += bonus * bonus;
    n++;
  }
  const mean = sums.reduce((sum, value) => sum + value, 0) / n;
  const byBucket = Array.from(sums, (sum, bucket) => (counts[bucket]! ? sum / counts[bucket]! : mean));
  return { byBucket, mean, spread: Math.sqrt(Math.max(0, squares / n - mean * mean)) };
}

/** Input weight `index` (feature · hidden + unit) with its factor row folded in (--factorize), within the accumulator's limit. */
function foldedWeight(index: number): number {
  const value = inputWeights.values[index]!;
  if (!factorize) return value;
  const folded = value + factorWeights.values[factorOf(Math.floor(index / hidden)) * hidden + (index % hidden)]!;
  return Math.max(-INPUT_LIMIT, Math.min(INPUT_LIMIT, folded));
}

function quantize(): Network {
  const w2 = outputWeights.values;
  const largest = w2.reduce((most, value) => Math.max(most, Math.abs(value)), 1e-9);
  const outputScale = Math.min(OUTPUT_SCALE_MAX, Math.floor(32767 / largest));
  const network: Network = {
    ...(shape as NetworkShape),
    inputWeights: Int16Array.from({ length: inputWeights.values.length }, (_, index) => Math.round(foldedWeight(index) * ACTIVATION_MAX)),
    inputBias: Int16Array.from(inputBias.values, (value) => Math.round(value * ACTIVATION_MAX)),
    buckets,
    bucketSize,
    outputWeights: Int16Array.from(w2, (value) => Math.round(value * outputScale)),
    outputBiases: Int32Array.from(outputBias.values, (value) => Math.round(value * ACTIVATION_MAX * outputScale)),
    // centipawns = y · scale = out / (ACTIVATION_MAX · outputScale) · scale
    outputMultiplier: Math.round((scale * 65536) / (ACTIVATION_MAX * outputScale)),
    addsTables: true,
  };
  return network;
}

function main(): void {
  const maxScore = Number(args['max-score']);
  const read = readSamples(args.samples!).filter((sample) => Math.abs(sample.score) <= maxScore);
  const all = args.mirror ? mirrored(read) : read;
  if (!all.length) throw new Error('no samples (--samples <file.bin>, tools/net-samples.ts)');
  const data = flatten(all);
  refreshEffective();
  const training = Array.from({ length: data.count }, (_, i) => i).filter((i) => !data.heldOut[i]);
  console.log(`${data.count} samples (${training.length} to train, ${data.count - training.length} held out); ${inputs} inputs, hidden ${hidden}`);
  console.log(`held-out loss of the tables: ${tablesLoss(data).toFixed(6)}; of the untrained network: ${loss(data, true).toFixed(6)}`);
  const batch = Number(args.batch);
  const epochs = Number(args.epochs);
  const decay = Number(args.decay);
  const steps = epochs * Math.ceil(training.length / batch);
  const parameterSets = [inputWeights, factorWeights, inputBias, outputWeights, outputBias];
  let best = { loss: loss(data, true), epoch: 0, values: parameterSets.map((parameters) => parameters.snapshot()) };
  let t = 0;
  for (let epoch = 1; epoch <= epochs; epoch++) {
    const stepRate = Number(args.rate) * (epoch > epochs * 0.75 ? 0.1 : 1);
    for (let i = training.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [training[i], training[j]] = [training[j]!, training[i]!];
    }
    for (let start = 0; start < training.length; start += batch) {
      const end = Math.min(training.length, start + batch);
      for (let b = start; b < end; b++) {
        const i = training[b]!;
        const p = sigmoid(data.base[i]! + forward(data, i));
        backward(data, i, (2 * (p - data.target[i]!) * p * (1 - p)) / (end - start));
      }
      t++;
      const rate = cosine ? Number(args.rate) * (0.01 + 0.99 * 0.5 * (1 + Math.cos((Math.PI * t) / steps))) : stepRate;
      if (frozenInput) {
        for (const parameters of [inputWeights, factorWeights, inputBias]) parameters.gradient.fill(0);
      } else {
        inputWeights.step(rate, t, decay);
        factorWeights.step(rate, t, decay);
        inputBias.step(rate, t);
        refreshEffective();
      }
      for (const parameters of [outputWeights, outputBias]) parameters.step(rate, t);
    }
    const heldOut = loss(data, true);
    console.log(`epoch ${epoch}: training loss ${loss(data, false).toFixed(6)}, held-out ${heldOut.toFixed(6)}`);
    if (heldOut < best.loss) best = { loss: heldOut, epoch, values: parameterSets.map((parameters) => parameters.snapshot()) };
  }
  parameterSets.forEach((parameters, index) => parameters.restore(best.values[index]!));
  refreshEffective();
  console.log(`kept epoch ${best.epoch}: held-out loss ${best.loss.toFixed(6)}`);
  const bonus = sideBonus(data);
  console.log(`side-to-move bonus beyond the tables' tempo: mean ${bonus.mean.toFixed(1)} cp, spread ${bonus.spread.toFixed(1)} cp`);
  if (args.tempo) {
    bonus.byBucket.forEach((lowered, bucket) => (outputBias.values[bucket]! -= lowered / scale));
    const each = buckets > 1 ? ` (by bucket: ${bonus.byBucket.map((value) => value.toFixed(1)).join(', ')})` : '';
    console.log(`--tempo: output bias lowered by ${bonus.mean.toFixed(1)} cp${each}; held-out loss ${loss(data, true).toFixed(6)}`);
  }
  const network = quantize();
  // The written network on the held-out positions (the exact integer evaluation the core runs), against the float
  // model: the loss to compare between recipes (--quantized trains for it) and the mean difference.
  let difference = 0;
  let writtenLoss = 0;
  let n = 0;
  for (let i = 0; i < data.count; i++) {
    if (!data.heldOut[i]) continue;
    const sample = data.samples[i]!;
    const written = referenceEvaluation(network, view, sample.pieces, sample.side);
    difference += Math.abs(written - forward(data, i) * scale);
    writtenLoss += (sigmoid(data.base[i]! + written / scale) - data.target[i]!) ** 2;
    n++;
  }
  console.log(`written network: held-out loss ${(writtenLoss / Math.max(1, n)).toFixed(6)}; against the float model: mean |difference| ${(difference / Math.max(1, n)).toFixed(2)} cp over ${n} held-out positions`);
  const bytes = encodeNetwork(network);
  if (args.out) writeFileSync(args.out, bytes);
  if (args.module) {
    writeFileSync(args.module, `// The ${args.variant} evaluation network (tools/train-net.ts; format: src/eval-weights/network-format.ts).\n` +
      `export const network = '${Buffer.from(bytes).toString('base64')}';\n`);
  }
}

main();
