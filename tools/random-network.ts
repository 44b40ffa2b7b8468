// A seeded random evaluation network for a variant (network-format.ts), its sums inside 16 bits as the trainer
// keeps them: for tests of the core's sums and for instruction counts (bench/instructions.ts --network random128).
import type { CompiledVariant } from '../src/compile.js';
import { featureCount, variantShape, type Network } from '../src/eval-weights/network-format.js';
import { seededRandom } from '../src/seeded-random.js';

/** `buckets` output buckets of `bucketSize` pieces each (network-format.ts outputBucket). */
export function randomNetwork(variant: CompiledVariant, hidden: number, seed: number, buckets = 1, bucketSize = 1): Network {
  const random = seededRandom(seed);
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const shape = variantShape(variant, hidden);
  // Columns of ±48 over at most ~70 pieces and a bias of ±600 stay far inside 16 bits.
  return {
    ...shape,
    inputWeights: Int16Array.from({ length: featureCount(shape) * hidden }, () => between(-48, 48)),
    inputBias: Int16Array.from({ length: hidden }, () => between(-600, 600)),
    buckets,
    bucketSize,
    outputWeights: Int16Array.from({ length: buckets * shape.players * hidden }, () => between(-127, 127)),
    outputBiases: Int32Array.from({ length: buckets }, () => between(-5000, 5000)),
    outputMultiplier: between(20, 400),
    // The network alone: the tests compare the core's evaluation with referenceEvaluation.
    addsTables: false,
  };
}
