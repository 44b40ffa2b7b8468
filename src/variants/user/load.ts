// Variants written by users: a Fairy-Stockfish-style variants.ini, or the same as JSON, read into
// VariantDefinitions. A section inherits from a built-in square-board variant (grand, wey), from
// Fairy-Stockfish's `chess`, from an earlier section (of this text or one loaded before), or, without a
// parent, from Fairy-Stockfish's template (chess rules, no pieces). Every problem is reported with its
// line (JSON: its variant and key), all at once, in one CauldronError.
import { CauldronError } from '../../errors.js';
import type { VariantDefinition } from '../types.js';
import { buildDefinition, chessDraft, copyDraft, draftOf, templateDraft, type Draft } from './draft.js';
import { FSF_PIECES, isCustomPieceKey } from './fsf-pieces.js';
import { readIni, type IniSection } from './ini-text.js';
import { applyKey } from './keys.js';

export interface UserVariant {
  definition: VariantDefinition;
  draft: Draft;
}

/**
 * JSON form: an array of { "name": "x", "parent": "grand", "keys": { "customPiece1": "u:KN", ... } }
 * (parent optional; values strings, numbers or booleans), the same keys as variants.ini.
 */
function readJson(text: string, problems: string[]): IniSection[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    problems.push(`JSON: ${(error as Error).message}`);
    return [];
  }
  if (!Array.isArray(data)) {
    problems.push('JSON: expected an array of { name, parent?, keys }');
    return [];
  }
  return data.flatMap((entry, index): IniSection[] => {
    const { name, parent, keys } = (entry ?? {}) as { name?: unknown; parent?: unknown; keys?: unknown };
    if (typeof name !== 'string' || !/^[^\]:\s[]+$/.test(name) || (parent !== undefined && typeof parent !== 'string') || typeof keys !== 'object' || keys === null) {
      problems.push(`JSON entry ${index + 1}: expected { "name": string, "parent"?: string, "keys": { key: value } }`);
      return [];
    }
    const entries = Object.entries(keys as Record<string, unknown>).map(([key, value]) => ({ key, value: String(value), line: 0 }));
    return [{ name, parent: parent as string | undefined, line: 0, entries }];
  });
}

/** Reads the text; `known` resolves parents that are not in it (built-ins, earlier loads). */
export function readUserVariants(text: string, known: (name: string) => Draft | undefined, builtIn: (name: string) => boolean = () => false): UserVariant[] {
  const problems: string[] = [];
  const json = /^\s*(\{|\[\s*[{\]])/.test(text);
  const sections = json ? readJson(text, problems) : readIni(text, problems);
  const where = (section: IniSection, line: number) => (json ? `[${section.name}]` : `line ${line}`);
  const made = new Map<string, UserVariant>();
  for (const section of sections) {
    if (made.has(section.name)) problems.push(`${where(section, section.line)}: [${section.name}] is defined twice`);
    if (builtIn(section.name)) {
      problems.push(`${where(section, section.line)}: [${section.name}] would replace a built-in variant`);
      continue;
    }
    const parentName = section.parent;
    const parent = parentName === undefined ? templateDraft() : made.get(parentName)?.draft ?? known(parentName) ?? (parentName === 'chess' ? chessDraft() : undefined);
    if (!parent) {
      problems.push(`${where(section, section.line)}: [${section.name}:${parentName}] inherits from unknown variant '${parentName}' (a built-in square-board variant, chess, or an earlier section)`);
      continue;
    }
    const draft = copyDraft(parent);
    // As Fairy-Stockfish: board size first, then pieces, then the rest, whatever the order in the file.
    const rank = (key: string) => (key === 'maxRank' || key === 'maxFile' ? 0 : key in FSF_PIECES || isCustomPieceKey(key) ? 1 : 2);
    const ordered = [...section.entries].sort((a, b) => rank(a.key) - rank(b.key));
    const keyProblems: { line: number; text: string }[] = [];
    for (const entry of ordered) {
      try {
        applyKey(draft, entry.key, entry.value);
      } catch (error) {
        if (!(error instanceof CauldronError)) throw error;
        keyProblems.push({ line: entry.line, text: `${json ? `[${section.name}] ${entry.key}` : `line ${entry.line}`}: ${error.message}` });
      }
    }
    problems.push(...keyProblems.sort((a, b) => a.line - b.line).map((problem) => problem.text));
    if (keyProblems.length > 0) continue;
    try {
      const definition = buildDefinition(section.name, parentName ?? '', draft, (problem) => {
        throw new CauldronError(problem);
      });
      made.set(section.name, { definition, draft });
    } catch (error) {
      if (!(error instanceof CauldronError)) throw error;
      problems.push(`${where(section, section.line)}: [${section.name}] ${error.message}`);
    }
  }
  if (problems.length > 0) throw new CauldronError(`cannot load the variants: ${problems.join('; ')}`);
  return [...made.values()];
}

export { draftOf };
