// Loads an evaluation network (src/eval-weights/network-format.ts) into a core: checks it fits the variant,
// writes weights and view cells, turns the core's evaluation over to it.
import type { CompiledVariant } from './compile.js';
import type { CoreExports } from './core.js';
import { CauldronError } from './errors.js';
import { checkNetworkFits, decodeNetwork, viewCells, type Network } from './eval-weights/network-format.js';
import { networks } from './eval-weights/nets/index.js';

/**
 * The network shipped for a variant (nets/index.ts), decoded, if it fits the variant as compiled: rule options that
 * add piece types (Grand Chess with Yucata's extra pieces) keep the variant's id but not its network's shape, and
 * play without one. Undefined if none fits.
 */
export function shippedNetwork(variant: CompiledVariant): Network | undefined {
  const text = networks[variant.definition.id];
  if (text === undefined) return undefined;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  try {
    return networkFor(bytes, variant);
  } catch {
    return undefined;
  }
}

/** Decodes `bytes` and checks them against the variant; throws a CauldronError naming the problem. */
export function networkFor(bytes: Uint8Array, variant: CompiledVariant): Network {
  if (!(bytes instanceof Uint8Array)) throw new CauldronError('evaluation network: expected bytes (a Uint8Array)');
  const network = decodeNetwork(bytes);
  checkNetworkFits(network, variant);
  if (network.players !== 2) throw new CauldronError(`evaluation network: ${variant.definition.id} has ${network.players} players; networks serve two-player variants only`);
  return network;
}

/** Writes `network` into the core and turns its evaluation over to it (the search's table and history forgotten). */
export function loadNetwork(core: CoreExports, network: Network, variant: CompiledVariant): void {
  if (!core.loadNetworkBegin(network.hidden, network.cells, network.buckets)) throw new CauldronError(`evaluation network: the core's memory cannot grow to hold it (${network.hidden} wide)`);
  const write = (pointer: number, data: Int16Array | Int32Array) =>
    new Uint8Array(core.memory.buffer, pointer, data.byteLength).set(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
  write(core.networkInputWeights(), network.inputWeights);
  write(core.networkInputBias(), network.inputBias);
  write(core.networkOutputWeights(), network.outputWeights);
  write(core.networkOutputBiases(), network.outputBiases);
  write(core.networkViewCells(), viewCells(variant));
  core.loadNetworkEnd(network.outputMultiplier, network.addsTables ? 1 : 0, network.bucketSize);
  core.clearSearchMemory();
}

export function unloadNetwork(core: CoreExports): void {
  if (core.networkLoaded()) core.clearSearchMemory();
  core.unloadNetwork();
}
