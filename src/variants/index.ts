import { grand } from './grand.js';
import { wey } from './wey.js';
import { witch } from './witch.js';
import { witch3 } from './witch3.js';
import { dreierschach } from './dreierschach.js';
import type { VariantDefinition } from './types.js';
import { CauldronError } from '../errors.js';

export type { VariantDefinition } from './types.js';

/** Every variant Cauldron plays, by id. */
export const variants: ReadonlyMap<string, VariantDefinition> = new Map([grand, wey, witch, witch3, dreierschach].map((variant) => [variant.id, variant]));

export function variantById(id: string): VariantDefinition {
  const variant = variants.get(id);
  if (!variant) {
    throw new CauldronError(`unknown variant '${id}' (known: ${[...variants.keys()].join(', ')})`);
  }
  return variant;
}

/** The variant with its rule options set (name → value); unknown options and values are errors. */
export function withRuleOptions(definition: VariantDefinition, rules: Readonly<Record<string, string>> = {}): VariantDefinition {
  let result = definition;
  for (const [name, value] of Object.entries(rules)) {
    const option = definition.ruleOptions?.[name];
    if (!option) {
      const known = Object.keys(definition.ruleOptions ?? {});
      throw new CauldronError(`unknown rule option '${name}' for ${definition.id} (${known.length ? `known: ${known.join(', ')}` : 'it has none'})`);
    }
    if (option.choices && !option.choices.includes(value)) {
      throw new CauldronError(`rule option ${name} of ${definition.id} must be one of ${option.choices.join(', ')}, got '${value}'`);
    }
    result = option.apply(result, value);
  }
  result.check?.(result);
  return result;
}
