// The evaluation network's data contract (src/eval-weights/network-format.ts) and the trainer's sample file
// (tools/net-sample-file.ts): features from each player's view, the byte layout, the exact integer evaluation.
import { describe, expect, it } from 'vitest';
import { Game } from '../src/game.js';
import {
  checkNetworkFits, decodeNetwork, encodeNetwork, featureCount, outputBucket, perspectiveFeatures, referenceEvaluation, variantShape, viewCells,
} from '../src/eval-weights/network-format.js';
import { decodeSamples, encodeSamples, piecesOnBoard, type NetSample } from '../tools/net-sample-file.js';
import { randomNetwork } from '../tools/random-network.js';

describe('evaluation network format', () => {
  it('Grand Chess: the second player sees the board turned rank for rank, so its view of its own army is the first\'s', () => {
    const game = new Game('grand');
    const view = viewCells(game.variant);
    const { geometry } = game.variant;
    const a1 = geometry.names.indexOf('a1');
    const a10 = geometry.names.indexOf('a10');
    expect(view[a1]).toBe(a1);
    expect(view[geometry.cellCount + a10]).toBe(a1);
    const shape = variantShape(game.variant, 16);
    const pieces = piecesOnBoard(game);
    const white = perspectiveFeatures(shape, view, 0, pieces).sort((x, y) => x - y);
    const black = perspectiveFeatures(shape, view, 1, pieces).sort((x, y) => x - y);
    expect(white).toEqual(black);
  });

  it('the start position scores the same for either side to move (a symmetric position), other positions not', () => {
    const game = new Game('grand');
    const network = randomNetwork(game.variant, 32, 7);
    const view = viewCells(game.variant);
    expect(referenceEvaluation(network, view, piecesOnBoard(game), 0)).toBe(referenceEvaluation(network, view, piecesOnBoard(game), 1));
    game.play('e3e5');
    expect(referenceEvaluation(network, view, piecesOnBoard(game), 0)).not.toBe(referenceEvaluation(network, view, piecesOnBoard(game), 1));
  });

  it('bytes round-trip, and a network of another shape or a damaged file is refused by name', () => {
    const game = new Game('grand');
    const network = randomNetwork(game.variant, 32, 3);
    const decoded = decodeNetwork(encodeNetwork(network));
    expect(decoded).toEqual(network);
    expect(() => checkNetworkFits(decoded, game.variant)).not.toThrow();
    expect(() => checkNetworkFits(decoded, new Game('wey').variant)).toThrow(/made for 8 types, wey has/);
    const bytes = encodeNetwork(network);
    expect(() => decodeNetwork(bytes.slice(0, bytes.length - 2))).toThrow(/bytes, its shape needs/);
    bytes[0] = 0;
    expect(() => decodeNetwork(bytes)).toThrow(/bad magic/);
    expect(() => encodeNetwork({ ...network, hidden: 24 })).toThrow(/multiple of 16/);
  });

  // Output buckets: a one-bucket network is the format's first version byte for byte (the shipped network decodes as
  // before); more buckets carry their weights and biases, and each position is scored by its bucket's.
  it('output buckets round-trip, and a position is scored by the bucket its piece count picks', () => {
    const game = new Game('grand');
    const plain = randomNetwork(game.variant, 16, 5);
    expect(encodeNetwork(plain).length).toBe(24 + 2 * (featureCount(plain) * 16 + 16 + 2 * 16));
    const bucketed = randomNetwork(game.variant, 16, 5, 8, 5);
    expect(decodeNetwork(encodeNetwork(bucketed))).toEqual(bucketed);
    expect(outputBucket(bucketed, 40)).toBe(7);
    expect(outputBucket(bucketed, 36)).toBe(7);
    expect(outputBucket(bucketed, 35)).toBe(6);
    expect(outputBucket(bucketed, 2)).toBe(0);
    const view = viewCells(game.variant);
    const pieces = piecesOnBoard(game);
    // The full board is bucket 7: its weights and bias alone decide the score.
    const lastOnly = { ...bucketed, buckets: 1, outputWeights: bucketed.outputWeights.slice(7 * 32), outputBiases: bucketed.outputBiases.slice(7) };
    expect(referenceEvaluation(bucketed, view, pieces, 0)).toBe(referenceEvaluation(lastOnly, view, pieces, 0));
    const firstOnly = { ...lastOnly, outputWeights: bucketed.outputWeights.slice(0, 32), outputBiases: bucketed.outputBiases.slice(0, 1) };
    expect(referenceEvaluation(bucketed, view, pieces, 0)).not.toBe(referenceEvaluation(firstOnly, view, pieces, 0));
    expect(() => encodeNetwork({ ...bucketed, buckets: 17 })).toThrow(/17 output buckets, must be 1 to 16/);
    expect(() => encodeNetwork({ ...bucketed, outputBiases: bucketed.outputBiases.slice(1) })).toThrow(/8 buckets need 256 output weights and 8 biases/);
  });

  it('samples round-trip, scores clamped', () => {
    const game = new Game('grand');
    const samples: NetSample[] = [
      { score: 123, result: 2, side: 0, game: 5, pieces: piecesOnBoard(game) },
      { score: -9999, result: 0, side: 1, game: 70000, pieces: [{ owner: 1, type: 8, cell: 99 }] },
    ];
    const decoded = decodeSamples(encodeSamples(samples));
    expect(decoded[0]).toEqual(samples[0]);
    expect(decoded[1]).toEqual({ ...samples[1], score: -4000, game: 70000 & 0xffff });
  });
});
