import type { RuleOption } from './types.js';

/** A rule option that replaces the start position with another FEN (checked when a game is set up). */
export function setupOption(defaultFen: string, description: string): RuleOption {
  return {
    description,
    default: defaultFen,
    apply: (definition, fen) => ({ ...definition, startFen: fen }),
  };
}
