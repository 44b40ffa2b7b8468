// The text of a Fairy-Stockfish-style variants.ini: sections `[name]` or `[name:parent]`, each followed by
// `key = value` lines; `#` and `;` start comment lines. Every entry keeps its line number for errors.

export interface IniEntry {
  key: string;
  value: string;
  line: number;
}

export interface IniSection {
  name: string;
  parent?: string;
  line: number;
  entries: IniEntry[];
}

/** Sections in file order; problems (with line numbers) are collected, not thrown. */
export function readIni(text: string, problems: string[]): IniSection[] {
  const sections: IniSection[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trim();
    if (content === '' || content.startsWith('#') || content.startsWith(';')) return;
    const header = /^\[([^\]:\s]+)(?::([^\]\s]+))?\]$/.exec(content);
    if (header) {
      sections.push({ name: header[1]!, parent: header[2], line, entries: [] });
      return;
    }
    const assignment = /^([A-Za-z][A-Za-z0-9]*)\s*=\s*(.*)$/.exec(content);
    if (!assignment) return void problems.push(`line ${line}: cannot read '${content}' (expected [name], [name:parent] or key = value)`);
    const section = sections.at(-1);
    if (!section) return void problems.push(`line ${line}: '${assignment[1]}' comes before any [section]`);
    if (section.entries.some((entry) => entry.key === assignment[1])) return void problems.push(`line ${line}: ${assignment[1]} is set twice in [${section.name}]`);
    section.entries.push({ key: assignment[1]!, value: assignment[2]!.trim(), line });
  });
  return sections;
}
