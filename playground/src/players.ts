// How each player's pieces look: a fill and a text colour by the player's name.
const KNOWN: Record<string, { fill: string; text: string }> = {
  white: { fill: '#f7f4ea', text: '#1d1d1d' },
  black: { fill: '#262626', text: '#f2f2f2' },
  red: { fill: '#c0392b', text: '#ffffff' },
  gray: { fill: '#8c8c8c', text: '#ffffff' },
};
const OTHERS = [{ fill: '#2e86c1', text: '#ffffff' }, { fill: '#28a745', text: '#ffffff' }];

export function playerColours(name: string, index: number): { fill: string; text: string } {
  return KNOWN[name] ?? OTHERS[index % OTHERS.length]!;
}

export const capitalised = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);
