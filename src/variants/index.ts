import { grand } from './grand.js';
import type { VariantDefinition } from './types.js';
import { CauldronError } from '../errors.js';

export type { VariantDefinition } from './types.js';

/** Every variant Cauldron plays, by id. */
export const variants: ReadonlyMap<string, VariantDefinition> = new Map([[grand.id, grand]]);

export function variantById(id: string): VariantDefinition {
  const variant = variants.get(id);
  if (!variant) {
    throw new CauldronError(`unknown variant '${id}' (known: ${[...variants.keys()].join(', ')})`);
  }
  return variant;
}
