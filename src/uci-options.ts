// The UCI options Cauldron offers, named and ranged as Fairy-Stockfish names them.
import { readFileSync } from 'node:fs';
import { CauldronError } from './errors.js';
import { loadVariants, variants } from './variants/index.js';

export interface UciOptions {
  variant: string;
  hashMB: number;
  multiPv: number;
  /** EvalFile's bytes; undefined: the variant's shipped network. */
  evalFile?: Uint8Array;
  /** UseNetwork: false evaluates without a network. */
  useNetwork?: boolean;
}

/** The network the options ask for: undefined the variant's shipped one, false none. */
export function uciNetwork(options: UciOptions): Uint8Array | false | undefined {
  return options.useNetwork === false ? false : options.evalFile;
}

const HASH = { default: 64, min: 1, max: 2048 };
const MULTI_PV = { default: 1, min: 1, max: 500 };

export function uciOptionLines(options: UciOptions): string[] {
  return [
    `option name UCI_Variant type combo default ${options.variant} ${uciVariants().map((id) => `var ${id}`).join(' ')}`,
    `option name Hash type spin default ${HASH.default} min ${HASH.min} max ${HASH.max}`,
    'option name Clear Hash type button',
    // The search is single-threaded; the option exists because GUIs and match tools set it.
    'option name Threads type spin default 1 min 1 max 1',
    `option name MultiPV type spin default ${MULTI_PV.default} min ${MULTI_PV.min} max ${MULTI_PV.max}`,
    'option name VariantPath type string default <empty>',
    // The evaluation network: a file of src/eval-weights/network-format.ts bytes (<empty>: the variant's shipped one).
    'option name EvalFile type string default <empty>',
    'option name UseNetwork type check default true',
  ];
}

/** Sets an option (names are case-insensitive); says what else must happen. */
/** UCI is a two-player protocol: the variants it can play. */
function uciVariants(): string[] {
  return [...variants.values()].filter((variant) => variant.players.length === 2).map((variant) => variant.id);
}

export function applyOption(options: UciOptions, name: string, value: string): 'variant' | 'clear' | 'variants' | undefined {
  switch (name.toLowerCase()) {
    case 'variantpath':
      // As Fairy-Stockfish: a variants.ini whose variants UCI_Variant then offers.
      if (value === '' || value === '<empty>') return undefined;
      loadVariants(readVariantsFile(value));
      return 'variants';
    case 'uci_variant':
      if (variants.has(value) && !uciVariants().includes(value)) {
        throw new CauldronError(`${value} has ${variants.get(value)!.players.length} players and UCI speaks for two: use the command line (cauldron analyse ${value}) or the API`);
      }
      if (!variants.has(value)) throw new CauldronError(`unknown variant '${value}' (known: ${uciVariants().join(', ')})`);
      options.variant = value;
      return 'variant';
    case 'hash':
      options.hashMB = spin(name, value, HASH);
      return undefined;
    case 'threads':
      spin(name, value, { min: 1, max: 1 });
      return undefined;
    case 'multipv':
      options.multiPv = spin(name, value, MULTI_PV);
      return undefined;
    case 'clear hash':
      return 'clear';
    case 'evalfile':
      options.evalFile = value === '' || value === '<empty>' ? undefined : readNetworkFile(value);
      return undefined;
    case 'usenetwork':
      if (value !== 'true' && value !== 'false') throw new CauldronError(`option UseNetwork takes true or false, got '${value}'`);
      options.useNetwork = value === 'true';
      return undefined;
    default:
      throw new CauldronError(`unknown option '${name}' (known: UCI_Variant, Hash, Clear Hash, Threads, MultiPV, VariantPath, EvalFile, UseNetwork)`);
  }
}

function spin(name: string, value: string, range: { min: number; max: number }): number {
  if (!/^\d+$/.test(value) || Number(value) < range.min || Number(value) > range.max) {
    throw new CauldronError(`option ${name} takes a whole number from ${range.min} to ${range.max}, got '${value}'`);
  }
  return Number(value);
}

/** A network file's bytes (checked against the variant when the engine loads it); a file that cannot be read is an input error. */
function readNetworkFile(path: string): Uint8Array {
  try {
    return new Uint8Array(readFileSync(path));
  } catch (error) {
    throw new CauldronError(`cannot read the network file '${path}': ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
}

/** The text of a variants file; a file that cannot be read is an input error. */
export function readVariantsFile(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new CauldronError(`cannot read the variants file '${path}': ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
}
