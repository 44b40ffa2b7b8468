import { describe, it, expect } from 'vitest';
import { Game } from '../../src/game.js';
import { jacksFen } from '../support/jacks84-fen.js';
import { seededRandom } from '../support/seeded-random.js';

// Out of check, the engine judges most of a dragging Witch's moves without make/unmake (assembly/mechanics/
// witch.ts): leaving may unfreeze an enemy piece, the dragged piece may open a line, make a Can(n)on's screen,
// free a Jack, change the Jacks' mode (a King) or land on a teleporter. Random positions crowd enemy pieces
// around a White Witch, with enemy riders, Can(n)ons and Jacks about; in each, the legal moves must be those
// found by trying every move (perftByTrial, and perftVerified's cross-check at every node).
const FILES = 'yzabcdefghij';
const REMOVED = new Set(['c4', 'c5', 'd3', 'd4', 'd5', 'd6', 'e3', 'e4', 'e5', 'e6', 'f4', 'f5']);
const TELEPORTERS = ['c3', 'c6', 'f3', 'f6'];
const SQUARES = [...FILES].flatMap((file) => [1, 2, 3, 4, 5, 6, 7, 8].map((rank) => `${file}${rank}`)).filter((square) => !REMOVED.has(square));

const DIRECTIONS = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]] as const;

/** The squares from `square` along a direction, up to the edge or a removed square. */
function ray(square: string, [files, ranks]: readonly [number, number]): string[] {
  const cells: string[] = [];
  let file = FILES.indexOf(square[0]!);
  let rank = Number(square[1]);
  for (;;) {
    file += files;
    rank += ranks;
    const next = `${FILES[file] ?? ''}${rank}`;
    if (file < 0 || file >= FILES.length || rank < 1 || rank > 8 || REMOVED.has(next)) return cells;
    cells.push(next);
  }
}
const neighbours = (square: string) => DIRECTIONS.map((direction) => ray(square, direction)[0]).filter((near) => near !== undefined);

/**
 * A random position with a White Witch next to enemy pieces, set up in `game`; false when the engine refuses it.
 * Some put a Black piece on a Black Jack's eye next to the Witch; some a Black piece next to the Witch near a
 * teleporter, a White piece of its type on another; a third put the White King on a line with an enemy rider
 * or Can(n)on and an enemy piece between them next to the Witch (a drag may open the line) or near the line (a
 * drag may land on it, a Can(n)on's screen); the rest crowd enemy pieces around the Witch.
 */
function crowdedWitch(game: Game, random: () => number): boolean {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const pieces: Record<string, string> = {};
  const free = () => SQUARES.filter((square) => !pieces[square]);
  const freeOf = (list: readonly string[]) => list.filter((square) => !pieces[square]);
  const roll = random();
  if (roll < 0.15) {
    // A Black piece on a Black Jack's eye (the mirror square on its rank) next to the Witch, the White King a
    // step from the eye: dragging the piece away frees the Jack.
    const eye = pick(SQUARES);
    const jack = `${FILES[FILES.length - 1 - FILES.indexOf(eye[0]!)]}${eye[1]}`;
    if (jack === eye) return false;
    pieces[jack] = 'j';
    pieces[eye] = pick([...'pnlrbcv']);
    const king = pick(freeOf(neighbours(eye)));
    const witch = king && pick(freeOf(neighbours(eye)));
    if (!king || !witch) return false;
    pieces[king] = 'K';
    pieces[witch] = 'W';
  } else if (roll < 0.3) {
    // A White piece on a teleporter and a Black one of its type next to the Witch, near another teleporter.
    const [own, landing] = [pick(TELEPORTERS), pick(TELEPORTERS)];
    if (own === landing) return false;
    const type = pick([...'nlrbcv']);
    pieces[own] = type.toUpperCase();
    const witch = pick(freeOf([landing, ...neighbours(landing)]));
    const dragged = witch && pick(freeOf(neighbours(witch)));
    if (!witch || !dragged) return false;
    pieces[witch] = 'W';
    pieces[dragged] = random() < 0.5 ? type : type === 'c' ? 'v' : type;
    pieces[pick(free())] = 'K';
  } else if (roll < 0.65) {
    const king = pick(SQUARES);
    pieces[king] = 'K';
    const direction = pick(DIRECTIONS);
    const line = ray(king, direction);
    if (line.length < 3) return false;
    const far = 1 + Math.floor(random() * (line.length - 1));
    pieces[line[far]!] = pick([direction[0] * direction[1] === 0 ? 'r' : 'b', 'c', 'v']);
    const near = line[Math.floor(random() * far)]!;
    // The piece between, to be dragged off the line, or an empty line a dragged piece may land on.
    const witchBeside = random() < 0.5 ? near : pick(neighbours(near));
    if (witchBeside !== near) pieces[near] = pick([...'pnlrbcvj']);
    const witch = pick(freeOf(neighbours(witchBeside)).concat(freeOf([witchBeside])));
    if (!witch) return false;
    pieces[witch] = 'W';
    for (const square of freeOf(neighbours(witch))) if (random() < 0.3) pieces[square] = pick([...'pnlrbcvj']);
  } else {
    const witch = pick(SQUARES);
    pieces[witch] = 'W';
    const around = neighbours(witch);
    for (let i = 0; i < 1 + Math.floor(random() * 4); i++) {
      const square = pick(around);
      if (!pieces[square]) pieces[square] = pick([...'rbnplcvjw', ...(Object.values(pieces).includes('k') ? [] : ['k'])]);
    }
    pieces[pick(free())] = 'K';
  }
  if (!Object.values(pieces).includes('k')) pieces[pick(free())] = 'k';
  for (let i = 0; i < 2 + Math.floor(random() * 4); i++) pieces[pick(free())] = pick([...'rbcvjnlRBCVJNL']);
  for (const [square, letter] of Object.entries(pieces)) if (/[pP]/.test(letter) && /[18]/.test(square[1]!)) delete pieces[square];
  try {
    game.setPosition(jacksFen(pieces, { hands: pick(['', 'Jj', 'JJjj']) }));
    return game.status().state === 'ongoing';
  } catch {
    return false;
  }
}

describe('jacks84 engine: a dragging Witch\'s moves judged without make/unmake', () => {
  it('agree with trying every move, at every node to depth 2, in random positions with enemy pieces around the Witch', () => {
    const random = seededRandom(84);
    const game = new Game('jacks84', { hashMB: 0 });
    let outOfCheck = 0;
    for (let tried = 0; tried < 3000; tried++) {
      if (!crowdedWitch(game, random)) continue;
      if (!game.status().inCheck) outOfCheck++;
      const perft = game.perft(2);
      expect(game.perftByTrial(2), game.fen()).toBe(perft);
      expect(game.perftVerified(2), game.fen()).toBe(perft);
    }
    expect(outOfCheck).toBeGreaterThan(1000);
  }, 120_000);
});

describe('freezers', () => {
  it('a freezer that does not drag is refused by name: only the dragging generator tries the moves that unfreeze', async () => {
    const { compileVariant } = await import('../../src/compile.js');
    const { jacks84 } = await import('../../src/variants/jacks84.js');
    const pieces = jacks84.pieces.map((piece) => (piece.letter === 'W' ? { ...piece, drags: false } : piece));
    expect(() => compileVariant({ ...jacks84, id: 'jacks84-still', pieces })).toThrow(/piece W freezes but does not drag/);
    expect(() => compileVariant(jacks84)).not.toThrow();
  });
});
