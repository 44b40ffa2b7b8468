// Destinations of each part-1 piece of grand-fairy-pieces.md §3, reasoned by hand from the spec, as data
// that any generator can be checked against (today the catalogue's movement and the reference; later
// the engine). A case puts one White piece (Black where `black`) on `from` of an otherwise empty 10x10
// board, plus `own` and `enemy` pieces; `destinations` lists every square it may move to, a capture
// marked with `x`. Leapers list their leaps as the spec's atoms; the helper only drops off-board squares.

export interface PieceCase {
  code: string;
  label: string;
  from: string;
  own?: string;
  enemy?: string;
  black?: boolean;
  options?: Record<string, string>;
  destinations: string[];
}

const FILES = 'abcdefghij';
const parse = (name: string): [number, number] => [FILES.indexOf(name[0]!), Number(name.slice(1)) - 1];
const name = (x: number, y: number) => (x >= 0 && x < 10 && y >= 0 && y < 10 ? `${FILES[x]}${y + 1}` : undefined);
const words = (text: string) => text.split(/\s+/).filter(Boolean);
/** `a2-a10`: the squares of a straight run, both ends included. */
const expand = (text: string) => words(text).flatMap((word) => {
  const [start, end] = word.split('-');
  if (!end) return [word];
  const [[x0, y0], [x1, y1]] = [parse(start!), parse(end.replace('x', ''))];
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0));
  return Array.from({ length: steps + 1 }, (_, k) => name(x0 + (k * Math.sign(x1 - x0)), y0 + (k * Math.sign(y1 - y0)))! + (k === steps && end.endsWith('x') ? 'x' : ''));
});

/** The eight (or four) images of a leap (a, b). */
const atom = (a: number, b: number): [number, number][] => {
  const seen = new Map<string, [number, number]>();
  for (const [x, y] of [[a, b], [b, a]]) for (const sx of [1, -1]) for (const sy of [1, -1]) seen.set(`${sx * x!},${sy * y!}`, [sx * x! || 0, sy * y! || 0]);
  return [...seen.values()];
};
const ATOMS: Record<string, [number, number][]> = {
  W: atom(1, 0), F: atom(1, 1), D: atom(2, 0), N: atom(2, 1), A: atom(2, 2), H: atom(3, 0), C: atom(3, 1), Z: atom(3, 2), G: atom(4, 1),
};
const leapSquares = (from: string, atoms: string, own: string[], enemy: string[]) => {
  const [x, y] = parse(from);
  return [...atoms].flatMap((letter) => ATOMS[letter]!).map(([dx, dy]) => name(x + dx, y + dy)).filter((to): to is string => to !== undefined && !own.includes(to))
    .map((to) => (enemy.includes(to) ? `${to}x` : to));
};
/** A leaper's three cases: e5 on an empty board; a1; e5 ringed by own pieces with an enemy on two targets. */
const leaper = (code: string, atoms: string): PieceCase[] => {
  const ring = words('d4 d5 d6 e4 e6 f4 f5 f6');
  const enemy = leapSquares('e5', atoms, [], []).filter((to) => !ring.includes(to)).slice(0, 2);
  return [
    { code, label: 'middle', from: 'e5', destinations: leapSquares('e5', atoms, [], []) },
    { code, label: 'edge', from: 'a1', destinations: leapSquares('a1', atoms, [], []) },
    { code, label: 'blocked: leaps ignore the ring of own pieces around it, own targets are out, enemy targets captured', from: 'e5', own: ring.join(' '), enemy: enemy.join(' '), destinations: leapSquares('e5', atoms, ring, enemy) },
  ];
};
const hand = (code: string, label: string, from: string, destinations: string, extra: Partial<PieceCase> = {}): PieceCase => ({ code, label, from, destinations: expand(destinations), ...extra });

// Spec atoms of each plain leaper (§3.1); Giraffe (1,4) is written G here.
const LEAPERS: Record<string, string> = {
  GU: 'WF', CE: 'WFN', FE: 'F', NF: 'NF', WA: 'W', NW: 'NW', EL: 'A', PH: 'WA', ME: 'FA', MA: 'WFA', DA: 'D', ND: 'ND', DW: 'WD', KI: 'FD',
  AL: 'AD', CA: 'C', CF: 'CF', CW: 'CW', CG: 'CWF', GI: 'G', ZE: 'Z', ZF: 'ZF', ZW: 'ZW', ZG: 'ZWF', PE: 'ZG', GN: 'NC', CZ: 'CZ', NZ: 'NCZ',
  FR: 'FH', MG: 'WFDAN', CH: 'WAD', SQ: 'DAN',
};

const ROOK_E5 = 'e1-e4 e6-e10 a5-d5 f5-j5';
const BISHOP_E5 = 'a1-d4 f6-j10 a9-d6 f4-i1';
const KNIGHT_E5 = 'c4 c6 d3 d7 f3 f7 g4 g6';
const ZEBRA_E5 = 'c8 g8 c2 g2 b7 h7 b3 h3';
const CAMEL_E5 = 'd8 f8 d2 f2 b6 b4 h6 h4';
// A standard blocked board for sliders on e5: own e7 and c5, enemy g7 and e3.
const SLIDER_BLOCK = { own: 'e7 c5', enemy: 'g7 e3' };
const ROOK_BLOCKED = 'e6 e4 e3x f5-j5 d5';
const BISHOP_BLOCKED = 'f6 g7x f4-i1 d4-a1 d6-a9';

export const PIECE_CASES: PieceCase[] = [
  ...Object.entries(LEAPERS).flatMap(([code, atoms]) => leaper(code, atoms)),
  hand('AM', 'middle: queen lines and knight leaps', 'e5', `${ROOK_E5} ${BISHOP_E5} ${KNIGHT_E5}`),
  hand('AM', 'edge', 'a1', 'a2-a10 b1-j1 b2-j10 b3 c2'),
  hand('AM', 'blocked: queen lines stop at own pieces and after a capture', 'e5', `${ROOK_BLOCKED} ${BISHOP_BLOCKED} ${KNIGHT_E5}`, SLIDER_BLOCK),
  hand('NR', 'middle: repeated knight leaps in one direction', 'e5', 'f7 g9 d7 c9 f3 g1 d3 c1 g6 i7 g4 i3 c6 a7 c4 a3'),
  hand('NR', 'edge', 'a1', 'b3 c5 d7 e9 c2 e3 g4 i5'),
  hand('NR', 'blocked: only landing squares matter; own f7, g4 stop it, enemies c9, i7 are taken', 'e5', 'd7 c9x f3 g1 d3 c1 g6 i7x c6 a7 c4 a3', { own: 'f7 g4 e6 f6', enemy: 'c9 i7' }),
  hand('DR', 'middle: repeated dabbaba leaps', 'e5', 'e7 e9 e3 e1 g5 i5 c5 a5'),
  hand('DR', 'edge', 'a1', 'a3 a5 a7 a9 c1 e1 g1 i1'),
  hand('DR', 'blocked: leapt squares do not matter (f5), own e7 and c5 stop it, enemy e3 taken', 'e5', 'e3x g5 i5', { own: 'e7 c5 f5', enemy: 'e3' }),
  hand('SM', 'middle: slides along its rank, one step forward or back', 'e5', 'a5-d5 f5-j5 e6 e4'),
  hand('SM', 'edge', 'a1', 'b1-j1 a2'),
  hand('SM', 'blocked', 'e5', 'd5 f5-j5 e6 e4', SLIDER_BLOCK),
  hand('VM', 'middle: slides along its file, one step left or right', 'e5', 'e1-e4 e6-e10 d5 f5'),
  hand('VM', 'edge', 'a1', 'a2-a10 b1'),
  hand('VM', 'blocked', 'e5', 'e6 e4 e3x d5 f5', SLIDER_BLOCK),
  hand('DK', 'middle: rook or ferz', 'e5', `${ROOK_E5} d4 d6 f4 f6`),
  hand('DK', 'edge', 'a1', 'a2-a10 b1-j1 b2'),
  hand('DK', 'blocked', 'e5', `${ROOK_BLOCKED} d4 d6 f4 f6`, SLIDER_BLOCK),
  hand('DH', 'middle: bishop or wazir', 'e5', `${BISHOP_E5} e6 e4 d5 f5`),
  hand('DH', 'edge', 'a1', 'b2-j10 a2 b1'),
  hand('DH', 'blocked', 'e5', `${BISHOP_BLOCKED} e6 e4 d5 f5`, SLIDER_BLOCK),
  hand('BA', 'middle: bishop or dabbaba', 'e5', `${BISHOP_E5} e7 e3 c5 g5`),
  hand('BA', 'edge', 'a1', 'b2-j10 a3 c1'),
  hand('BA', 'blocked', 'e5', `${BISHOP_BLOCKED} e3x g5`, SLIDER_BLOCK),
  hand('CR', 'middle: camel or rook', 'e5', `${ROOK_E5} ${CAMEL_E5}`),
  hand('CR', 'edge', 'a1', 'a2-a10 b1-j1 b4 d2'),
  hand('CR', 'blocked', 'e5', `${ROOK_BLOCKED} ${CAMEL_E5}`, SLIDER_BLOCK),
  hand('ZB', 'middle: zebra or bishop', 'e5', `${ZEBRA_E5} ${BISHOP_E5}`),
  hand('ZB', 'edge', 'a1', 'b2-j10 c4 d3'),
  hand('ZB', 'blocked', 'e5', `${ZEBRA_E5} ${BISHOP_BLOCKED}`, SLIDER_BLOCK),
  hand('ZR', 'middle: zebra or rook', 'e5', `${ZEBRA_E5} ${ROOK_E5}`),
  hand('ZR', 'edge', 'a1', 'a2-a10 b1-j1 c4 d3'),
  hand('ZR', 'blocked', 'e5', `${ZEBRA_E5} ${ROOK_BLOCKED}`, SLIDER_BLOCK),
  hand('TE', 'middle: dabbaba, or one or two squares diagonally', 'e5', 'e7 e3 c5 g5 d4 c3 d6 c7 f4 g3 f6 g7'),
  hand('TE', 'edge', 'a1', 'a3 c1 b2 c3'),
  hand('TE', 'blocked (templarDiagonal slide): own f6 shuts g7, enemy d4 stops the slide', 'e5', 'e3 c5x g5 f4 g3 d4x d6 c7', { own: 'f6 e7', enemy: 'd4 c5' }),
  hand('TE', 'blocked (templarDiagonal leap, DFA): the alfil leaps over f6 and d4', 'e5', 'e3 c5x g5 d4x d6 f4 g7 c7 g3 c3', { own: 'f6 e7', enemy: 'd4 c5', options: { templarDiagonal: 'leap' } }),
  hand('ST', 'middle: moves one orthogonal step', 'e5', 'e6 e4 d5 f5'),
  hand('ST', 'edge', 'a1', 'a2 b1'),
  hand('ST', 'blocked: captures only diagonally (f6), not orthogonally (e6)', 'e5', 'e4 d5 f5 f6x', { own: 'd4', enemy: 'e6 f6' }),
  hand('OX', 'middle: moves by knight, dabbaba or alfil leap', 'e5', `${KNIGHT_E5} e7 e3 c5 g5 c7 g7 c3 g3`),
  hand('OX', 'edge', 'a1', 'b3 c2 a3 c1 c3'),
  hand('OX', 'blocked: captures only by the diagonal step (f6), not by its leaps (f7, c3)', 'e5', 'c4 c6 d3 d7 f3 g4 g6 e3 c5 g5 c7 g7 g3 f6x', { own: 'e7', enemy: 'f7 f6 c3' }),
  hand('LI', 'middle: dabbaba and alfil leaps; no quiet single step', 'e5', 'e7 e3 c5 g5 c7 g7 c3 g3'),
  hand('LI', 'edge', 'a1', 'a3 c1 c3'),
  hand('LI', 'blocked: a single step only to capture (e6)', 'e5', 'e7x e3 c5 g5 c7 c3 g3 e6x', { own: 'd4 g7', enemy: 'e6 e7' }),
  hand('GR', 'middle: no piece to hop, no move', 'e5', ''),
  hand('GR', 'edge: lands right behind the first piece met (a2 -> a3, c3 -> d4); j1 has nothing behind it', 'a1', 'a3 d4', { own: 'a2 j1', enemy: 'c3' }),
  hand('GR', 'blocked: hurdles of either colour at any distance, capture behind (h8)', 'e5', 'e8 h8x b5 e2', { own: 'e7 c5', enemy: 'g7 e3 h8' }),
  hand('SC', 'middle: guard steps only', 'e5', 'd4 d5 d6 e4 e6 f4 f5 f6'),
  hand('SC', 'edge', 'a1', 'a2x b1 b2 a3 d4', { own: 'j1', enemy: 'a2 c3' }),
  hand('SC', 'blocked', 'e5', 'e8 h8x b5 e2 d4 d5 d6 e4 e6 f4 f5 f6', { own: 'e7 c5', enemy: 'g7 e3 h8' }),
  hand('KA', 'middle: no hurdles, no move', 'e5', ''),
  hand('KA', 'edge: over exactly two pieces, landing right behind the second', 'a1', 'a5 e5x', { own: 'a2 a4 b2', enemy: 'd4 e5' }),
  hand('KA', 'blocked: hurdles of either colour, adjacent to each other or not; one hurdle gives nothing', 'e5', 'e9 i9 e2 a5x', { own: 'e6 f6 d5 b5 i5', enemy: 'e8 h8 e4 e3 a5' }),
  hand('CN', 'middle: rook moves to empty squares', 'e5', ROOK_E5),
  hand('CN', 'edge', 'a1', 'a2-a10 b1-j1'),
  hand('CN', 'blocked: captures over exactly one screen (e9 over e7, h5 over f5); no capture over an own piece target (e1)', 'e5', 'e6 e9x h5x e4 a5-d5', { own: 'e7 f5 e1', enemy: 'e9 h5 e3' }),
  hand('VA', 'middle: bishop moves to empty squares', 'e5', BISHOP_E5),
  hand('VA', 'edge', 'a1', 'b2-j10'),
  hand('VA', 'blocked: captures over one screen (h8 over f6, i1 over h2); nothing beyond c7', 'e5', 'h8x f4 g3 i1x a1-d4 d6', { own: 'f6', enemy: 'h8 h2 i1 c7' }),
  hand('LE', 'middle: queen moves to empty squares', 'e5', `${ROOK_E5} ${BISHOP_E5}`),
  hand('LE', 'edge', 'a1', 'a2-a10 b1-j1 b2-j10'),
  hand('LE', 'blocked', 'e5', 'e6 e9x h5x e4 a5-d5 h8x f4 g3 i1x a1-d4 d6', { own: 'e7 f5 e1 f6', enemy: 'e9 h5 e3 h8 h2 i1 c7' }),
  hand('RH', 'middle: wazir step, then optionally one diagonal step outward', 'e5', `e6 e4 d5 f5 ${KNIGHT_E5}`),
  hand('RH', 'edge', 'a1', 'a2 b1 b3 c2'),
  hand('RH', 'blocked: an occupied wazir square shuts the two knight squares beyond it (d7 f7 by e6, c4 c6 by d5)', 'e5', 'e4 d5x f5 d3 f3 g6 g4', { own: 'e6', enemy: 'd5' }),
  hand('HE', 'middle: wazir, dabbaba, (3,0) and knight squares', 'e5', `e6 e4 d5 f5 e7 e3 c5 g5 e8 e2 b5 h5 ${KNIGHT_E5}`),
  hand('HE', 'edge', 'a1', 'a2 b1 a3 c1 a4 d1 b3 c2'),
  hand('HE', 'blocked: h5 needs f5 or g5 empty, f7 needs f5 or e7 empty; d7 still comes through d5', 'e5', 'e6 e4 d5 e3 c5 g5x e8 e2 b5 c4 c6 d3 d7 f3 g4 g6', { own: 'f5 e7', enemy: 'g5' }),
  hand('SH', 'middle: ferz, alfil, (3,3) and camel squares', 'e5', `d4 d6 f4 f6 c3 c7 g3 g7 b2 b8 h2 h8 ${CAMEL_E5}`),
  hand('SH', 'edge', 'a1', 'b2 c3 d4 b4 d2'),
  hand('SH', 'blocked: h8 needs f6 or g7 empty, f8 needs d6 or g7 empty; b8 still comes through c7', 'e5', 'd4 f4 c3 c7 g3 g7x b2 b8 h2 h6 d8 b6 h4 f2 b4 d2', { own: 'f6 d6', enemy: 'g7' }),
  hand('DU', 'middle: orthogonal step then diagonal slide, or the reverse; never next to its start', 'e5', 'g6 h7 i8 j9 f7 g8 h9 i10 c6 b7 a8 d7 c8 b9 a10 g4 h3 i2 j1 f3 g2 h1 c4 b3 a2 d3 c2 b1'),
  hand('DU', 'edge', 'a1', 'c2 d3 e4 f5 g6 h7 i8 j9 b3 c4 d5 e6 f7 g8 h9 i10'),
  hand('DU', 'blocked: with f5 taken, g6 and g4 are still reached by the diagonal first; h7 needs f6 and g7 empty', 'e5', 'g6x f7 g8 h9 i10 g4 h3 i2 j1 c6 b7 a8 d7 c8 b9 a10 f3 g2 h1 c4 b3 a2 d3 c2 b1', { own: 'f5 g7', enemy: 'g6' }),
  hand('GF', 'middle: diagonal step, then rook slides leading away', 'e5', 'd4 d6 f4 f6 g6-j6 f7-f10 c6-a6 d7-d10 g4-j4 f3-f1 c4-a4 d3-d1'),
  hand('GF', 'edge', 'a1', 'b2 c2-j2 b3-b10'),
  hand('GF', 'blocked: own f6 shuts its corner, enemy d6 is taken but shuts its corner', 'e5', 'd6x f4 g4x f3 f2 f1 d4 c4 b4 a4 d3 d2 d1', { own: 'f6', enemy: 'd6 g4' }),
  hand('GF', 'griffonStop false: no stop on the diagonal step', 'e5', 'g6-j6 f7-f10 c6-a6 d7-d10 g4-j4 f3-f1 c4-a4 d3-d1', { options: { griffonStop: 'false' } }),
  hand('DG', 'middle: rook, diagonal step, outward dabbaba-rides from it', 'e5', `${ROOK_E5} d4 d6 f4 f6 h6 j6 f8 f10 b6 d8 d10 h4 j4 f2 b4 d2`),
  hand('DG', 'edge', 'a1', 'a2-a10 b1-j1 b2 d2 f2 h2 j2 b4 b6 b8 b10'),
  hand('DG', 'blocked: the ride leaps g4 and takes h4; own f6 shuts its corner', 'e5', 'e6 e4 e3 e2 e1 d5 c5 b5 a5 f5 g5 h5 i5 j5 d6x f4 d4 h4x f2 b4 d2', { own: 'f6 g4 e7', enemy: 'd6 h4' }),
  hand('TI', 'middle: zebra leap, then a bishop slide outward', 'e5', `${ZEBRA_E5} h9 i10 b9 a10 h1 b1 i8 j9 a8 i2 j1 a2`),
  hand('TI', 'edge', 'a1', 'c4 d3 d5 e6 f7 g8 h9 i10 e4 f5 g6 h7 i8 j9'),
  hand('TI', 'blocked: own g8 gives nothing, enemy h7 is taken and ends it, own i2 stops the slide from h3', 'e5', 'c8 b9 a10 c2 b1 g2 h1 b7 a8 h7x h3 b3 a2', { own: 'g8 i2', enemy: 'h7' }),
  hand('BU', 'middle (White): (±1,+2), (±2,−1), (±3,+1), (±1,−1)', 'e5', 'd7 f7 c4 g4 b6 h6 d4 f4'),
  hand('BU', 'middle (Black): mirrored', 'e5', 'd3 f3 c6 g6 b4 h4 d6 f6', { black: true }),
  hand('BU', 'edge', 'a1', 'b3 d2'),
  hand('BU', 'blocked', 'e5', 'd7x f7 c4 g4 b6 h6 f4', { own: 'd4 e6 f6', enemy: 'd7' }),
  hand('CB', 'middle (White): (±1,+2) and (±2,−1)', 'e5', 'd7 f7 c4 g4'),
  hand('CB', 'middle (Black): mirrored', 'e5', 'd3 f3 c6 g6', { black: true }),
  hand('CB', 'edge', 'a1', 'b3'),
  hand('CB', 'blocked', 'e5', 'd7x f7 g4', { own: 'c4 e6', enemy: 'd7' }),
];
