// Sharing a game: the URL (?variant=witch3&moves=e2e4+f7f5, or &fen=... with moves from it, rule
// options as &rule.name=value), and a game record in the layout `cauldron replay` reads.

export interface SharedGame {
  variant: string;
  rules: Record<string, string>;
  fen?: string;
  moves: string[];
}

export function readUrl(search: string, fallbackVariant: string): SharedGame {
  const params = new URLSearchParams(search);
  const rules: Record<string, string> = {};
  for (const [key, value] of params) if (key.startsWith('rule.')) rules[key.slice(5)] = value;
  const moves = (params.get('moves') ?? '').split(/[\s,]+/).filter(Boolean);
  const fen = params.get('fen')?.trim() || undefined;
  return { variant: params.get('variant') || fallbackVariant, rules, ...(fen ? { fen } : {}), moves };
}

export function writeUrl(game: SharedGame): string {
  const params = new URLSearchParams({ variant: game.variant });
  for (const [name, value] of Object.entries(game.rules)) params.set(`rule.${name}`, value);
  if (game.fen) params.set('fen', game.fen);
  if (game.moves.length) params.set('moves', game.moves.join(' '));
  return `?${params}`;
}

/**
 * The moves as a numbered record, one round per line (`1. e3e5 e8e6`); a start position other than
 * the variant's own is named in a comment with the command that replays the record from it.
 */
export function formatRecord(game: SharedGame, players: number, firstPlace = 1, firstRound = 1): string {
  const rules = Object.entries(game.rules).map(([name, value]) => ` --rule ${name}=${value}`).join('');
  const header = [`# ${game.variant}: npx cauldron replay ${game.variant} record.txt${game.fen ? ` --fen '${game.fen}'` : ''}${rules}`];
  const lines: string[] = [];
  let round = firstRound;
  let line = [`${round}.`, ...Array<string>(firstPlace - 1).fill('...')];
  let place = firstPlace;
  for (const move of game.moves) {
    line.push(move);
    if (++place > players) {
      lines.push(line.join(' '));
      line = [`${++round}.`];
      place = 1;
    }
  }
  if (line.length > 1) lines.push(line.join(' '));
  return [...header, ...lines].join('\n');
}

/**
 * The move strings of a record the page wrote (or any record of move strings): comments, move numbers,
 * placeholders and results are skipped. A header `--fen '...'` gives the start position.
 */
export function readRecord(text: string): { fen?: string; moves: string[] } {
  const fen = /--fen\s+'([^']+)'/.exec(text)?.[1];
  const body = text
    .split(/\r?\n/)
    .filter((line) => !/^\s*(#|%|\/\/)/.test(line))
    .join(' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ');
  const moves = body
    .split(/\s+/)
    .map((word) => word.replace(/^\d+\.+/, ''))
    .filter((word) => word !== '' && !/^(\.{2,}|…|\*|1-0|0-1|½-½|1\/2-1\/2|[0-3]-[0-3]-[0-3])$/.test(word));
  return { ...(fen ? { fen } : {}), moves };
}
