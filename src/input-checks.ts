// What callers hand the API (Game, createEngine, the engine's methods), checked at the door: each value
// must have the expected type, and is copied into plain data. A wrong type is then a CauldronError that
// names it, not a TypeError deep inside or a silent default, and what goes to the worker can always be
// posted (a function, a Symbol or a throwing getter never reaches postMessage).
import { CauldronError } from './errors.js';

/** A value as an error message shows it: its type, or the value when it is short. */
export function shown(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value);
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    case 'undefined':
      return 'undefined';
    case 'function':
      return 'a function';
    case 'symbol':
      return 'a Symbol';
    default:
      return 'an object';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The named fields of an options object, read once each (a getter that throws is reported, not
 * propagated); any other own key is an error, so a misspelt option does not pass unnoticed.
 */
export function readOptions<K extends string>(value: unknown, what: string, known: readonly K[]): Partial<Record<K, unknown>> {
  if (value === undefined) return {};
  if (!isRecord(value)) throw new CauldronError(`${what} must be an object, got ${shown(value)}`);
  const unknown = Object.keys(value).filter((key) => !(known as readonly string[]).includes(key));
  if (unknown.length > 0) throw new CauldronError(`unknown ${what} '${unknown[0]}' (known: ${known.join(', ')})`);
  const read: Partial<Record<K, unknown>> = {};
  for (const key of known) {
    if (!Object.hasOwn(value, key)) continue;
    try {
      // Defined, not assigned: a key named __proto__ stays a key.
      Object.defineProperty(read, key, { value: value[key], enumerable: true, configurable: true, writable: true });
    } catch (error) {
      throw new CauldronError(`reading ${what} '${key}' failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return read;
}

export function checkString(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new CauldronError(`${what} must be a string, got ${shown(value)}`);
  return value;
}

export function optionalString(value: unknown, what: string): string | undefined {
  return value === undefined ? undefined : checkString(value, what);
}

export function optionalNumber(value: unknown, what: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number') throw new CauldronError(`${what} must be a number, got ${shown(value)}`);
  return value;
}

export function optionalBoolean(value: unknown, what: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw new CauldronError(`${what} must be true or false, got ${shown(value)}`);
  return value;
}

/** A list of move strings, copied. */
export function checkMoves(value: unknown, what = 'moves'): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw new CauldronError(`${what} must be an array of move strings, got ${shown(value)}`);
  let moves: unknown[];
  try {
    moves = Array.from(value as unknown[]);
  } catch (error) {
    throw new CauldronError(`reading ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return moves.map((move, index) => checkString(move, `${what}[${index}]`));
}

/** Rule options by name: an object whose values are strings, copied. */
export function checkRules(value: unknown): Record<string, string> | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) throw new CauldronError(`rules must be an object of rule option names and string values, got ${shown(value)}`);
  const rules: Record<string, string> = {};
  for (const [name, option] of Object.entries(readOptions(value, 'rule option', Object.keys(value)))) {
    Object.defineProperty(rules, name, { value: checkString(option, `rule option ${name}`), enumerable: true });
  }
  return rules;
}

/** A position: a FEN string, or { fen, moves } (either may be left out). */
export type PositionInput = string | { fen?: string; moves?: string[] };

export function checkPosition(value: unknown): PositionInput | undefined {
  if (value === undefined || typeof value === 'string') return value;
  if (!isRecord(value)) throw new CauldronError(`a position must be a FEN string or { fen, moves }, got ${shown(value)}`);
  const { fen, moves } = readOptions(value, 'position field', ['fen', 'moves']);
  return withoutUndefined({ fen: optionalString(fen, 'position fen'), moves: checkMoves(moves, 'position moves') });
}

/** Drops the keys whose value is undefined (so a copy has only what was given). */
export function withoutUndefined<T extends object>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;
}

/** A `network` option (Game's, the engine's): a network's bytes, false (none), or undefined (the variant's shipped one). */
export function checkNetworkOption(value: unknown, owner: string): Uint8Array | false | undefined {
  if (value === undefined || value === false || value instanceof Uint8Array) return value;
  throw new CauldronError(`${owner} network must be the bytes of a network (Uint8Array) or false, got ${shown(value)}`);
}
