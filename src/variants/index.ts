import { grand } from './grand.js';
import { wey } from './wey.js';
import { witch } from './witch.js';
import { witch3 } from './witch3.js';
import { dreierschach } from './dreierschach.js';
import { jacks84 } from './jacks84.js';
import type { VariantDefinition } from './types.js';
import { CauldronError } from '../errors.js';
import { draftOf, readUserVariants } from './user/load.js';
import type { Draft } from './user/draft.js';

export type { VariantDefinition } from './types.js';

const builtIn = [grand, wey, witch, witch3, dreierschach, jacks84];
const registry = new Map(builtIn.map((variant) => [variant.id, variant]));
const userDrafts = new Map<string, Draft>();
const loadedTexts: string[] = [];

/** Every variant Cauldron plays, by id: the built-in ones, then those loaded with loadVariants. */
export const variants: ReadonlyMap<string, VariantDefinition> = registry;

/**
 * Reads a Fairy-Stockfish-style variants.ini (or its JSON form, see README) and adds its variants, so
 * every place that takes a variant name knows them. Returns their names. A built-in cannot be
 * replaced; loading a user variant's name again replaces it.
 */
export function loadVariants(text: string): string[] {
  if (typeof text !== 'string') throw new CauldronError('loadVariants takes the text of a variants.ini (or its JSON form)');
  const parent = (name: string) => userDrafts.get(name) ?? (builtIn.some((variant) => variant.id === name && variant.board.kind === 'square') ? draftOf(registry.get(name)!) : undefined);
  const loaded = readUserVariants(text, parent, (name) => builtIn.some((variant) => variant.id === name));
  for (const { definition, draft } of loaded) {
    registry.set(definition.id, definition);
    userDrafts.set(definition.id, draft);
  }
  loadedTexts.push(text);
  return loaded.map(({ definition }) => definition.id);
}

/** The texts loaded so far, in order (a worker loads them again). */
export const loadedVariantTexts = (): readonly string[] => loadedTexts;

export function variantById(id: string): VariantDefinition {
  if (typeof id !== 'string') throw new CauldronError(`a variant name must be a string (see \`cauldron variants\`), got ${id === null ? 'null' : typeof id}`);
  const variant = registry.get(id);
  if (!variant) {
    throw new CauldronError(`unknown variant '${id}' (known: ${[...registry.keys()].join(', ')})`);
  }
  return variant;
}

/** The variant with its rule options set (name → value); unknown options and values are errors. */
export function withRuleOptions(definition: VariantDefinition, rules: Readonly<Record<string, string>> = {}): VariantDefinition {
  let result = definition;
  for (const [name, value] of Object.entries(rules)) {
    // Own keys only: 'constructor' or '__proto__' are no rule options.
    const option = definition.ruleOptions && Object.hasOwn(definition.ruleOptions, name) ? definition.ruleOptions[name] : undefined;
    if (!option) {
      const known = Object.keys(definition.ruleOptions ?? {});
      throw new CauldronError(`unknown rule option '${name}' for ${definition.id} (${known.length ? `known: ${known.join(', ')}` : 'it has none'})`);
    }
    if (typeof value !== 'string') throw new CauldronError(`rule option ${name} of ${definition.id} must be a string, got ${typeof value}`);
    if (option.choices && !option.choices.includes(value)) {
      throw new CauldronError(`rule option ${name} of ${definition.id} must be one of ${option.choices.join(', ')}, got '${value}'`);
    }
    result = option.apply(result, value);
  }
  result.check?.(result);
  return result;
}
