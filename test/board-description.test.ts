import { describe, it, expect } from 'vitest';
import { describeBoard, listVariants, readPosition } from '../src/board-description.js';
import { CauldronError } from '../src/errors.js';
import { Game } from '../src/game.js';

// describeBoard and readPosition: what the playground (and any front end) draws a board from.
const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

describe('describeBoard', () => {
  it('lays every cell of every board out so that cells one straight step apart are 1 apart, and no two overlap', () => {
    const straight: Record<string, [number, number][]> = {
      grand: [[1, 0], [0, 1]],
      witch: [[0, -1], [1, -1], [1, 0]],
      dreierschach: [[1, 0], [1, 1], [0, 1]],
    };
    for (const [variant, steps] of Object.entries(straight)) {
      const board = describeBoard(variant);
      const byName = new Map(board.cells.map((cell) => [cell.name, cell]));
      const game = new Game(variant);
      expect(board.cells.map((cell) => cell.name)).toEqual(game.variant.geometry.names);
      let pairs = 0;
      for (const [index, cell] of board.cells.entries()) {
        for (const step of steps) {
          const next = game.variant.geometry.step(index, step);
          if (next === undefined) continue;
          expect(distance(cell, byName.get(game.variant.geometry.names[next]!)!)).toBeCloseTo(1, 9);
          pairs++;
        }
        for (const other of board.cells.slice(index + 1)) expect(distance(cell, other)).toBeGreaterThan(0.99);
      }
      expect(pairs).toBeGreaterThan(board.cells.length);
    }
  });

  it('names the shape, the holes, teleporters, hands and the river of each game', () => {
    expect(describeBoard('grand')).toMatchObject({ shape: 'square', holes: [], teleporters: [] });
    expect(describeBoard('grand').cells).toHaveLength(100);
    expect(describeBoard('wey').river).toEqual({ y: 3.5 }); // between ranks 4 (y 4) and 5 (y 3)
    expect(describeBoard('witch').shape).toBe('hex-flat');
    expect(describeBoard('witch3').cells).toHaveLength(61);
    expect(describeBoard('dreierschach')).toMatchObject({ shape: 'hex-pointy' });
    expect(describeBoard('dreierschach').cells).toHaveLength(126);
    const jacks = describeBoard('jacks84');
    expect(jacks.cells).toHaveLength(84);
    expect(jacks.holes).toHaveLength(12);
    expect(jacks.holes).toContainEqual({ x: 5, y: 2 }); // d6, a hole: file 5 of 12, rank 6 of 8 counted from the top
    expect(jacks.teleporters).toEqual(['c3', 'c6', 'f3', 'f6']);
    expect(jacks.hands).toEqual({ pieces: 'J', dropCells: [['c2', 'd2', 'e2', 'f2'], ['c7', 'd7', 'e7', 'f7']] });
    expect(jacks.ruleOptions.map((option) => option.name)).toContain('promoteToJack');
    expect(jacks.pieces.filter((piece) => piece.mode)).toEqual([
      { letter: 'C', name: 'can(n)on (Pao)', royal: false, pawn: false, mode: 'p' },
      { letter: 'V', name: 'can(n)on (Vao)', royal: false, pawn: false, mode: 'v' },
    ]);
  });

  it("turns the board for each player so that its forward direction points up: 180 degrees for two, thirds of a turn for three", () => {
    expect(describeBoard('grand').players.map((player) => player.view)).toEqual([0, 180]);
    expect(describeBoard('witch').players.map((player) => player.view)).toEqual([0, 180]);
    expect(describeBoard('witch3').players.map((player) => player.view)).toEqual([0, 240, 120]);
    expect(describeBoard('dreierschach').players.map((player) => player.view)).toEqual([0, 240, 120]);
    // White's pawn e2 moves up the page; gray's home corner a6..h13 is up and to the left.
    const dreier = describeBoard('dreierschach');
    const at = (name: string) => dreier.cells.find((cell) => cell.name === name)!;
    expect(at('e3').y).toBeLessThan(at('e2').y);
    expect(at('a6').x).toBeLessThan(at('h13').x);
  });

  it('rejects an unknown variant or rule option with a CauldronError', () => {
    expect(() => describeBoard('chesss')).toThrow(CauldronError);
    expect(() => describeBoard('jacks84', { promoteToJack: 'maybe' })).toThrow(/promoteToJack/);
  });
});

describe('readPosition', () => {
  it('reads each piece of a position string with its cell, letter and owner, and the hands', () => {
    const start = readPosition('witch3', describeBoard('witch3').startFen);
    expect(start.side).toBe(0);
    expect(start.pieces).toHaveLength(45);
    expect(new Set(start.pieces.map((piece) => piece.owner))).toEqual(new Set([0, 1, 2]));
    const jacks = readPosition('jacks84', describeBoard('jacks84').startFen);
    expect(jacks.hands).toEqual([{ owner: 0, letter: 'J', count: 2 }, { owner: 1, letter: 'J', count: 2 }]);
    expect(jacks.pieces).toContainEqual({ cell: 'e1', letter: 'K', owner: 0 });
  });

  it('follows a game: the moved piece stands on its new cell', () => {
    const fen = new Game('grand', { moves: ['e3e5'] }).fen();
    const position = readPosition('grand', fen);
    expect(position.side).toBe(1);
    expect(position.pieces).toContainEqual({ cell: 'e5', letter: 'P', owner: 0 });
    expect(position.pieces.some((piece) => piece.cell === 'e3')).toBe(false);
  });

  it('names a taken-over Toad by its own letter', () => {
    const fen = '1bPbTbNbR/rP1bPbNbWbB/rTrP1bPbPbBbT/rBrBrP2bPbPbP/rRrWrP6/rNrNrP2wPwPrP(w)/rTrP1wPwPwNwT/rP1wPwBwWwN/1wPwTwBwR r c1g1a3c7i3g7 - 0 1';
    expect(readPosition('witch3', fen).pieces).toContainEqual({ cell: 'f8', letter: 'P', owner: 0 });
  });

  it('rejects a bad position string with the message of the engine', () => {
    expect(() => readPosition('grand', 'rnbq w - - 0 1')).toThrow(/bad FEN for grand/);
  });
});

describe('listVariants', () => {
  it('lists the six built-in games with their number of players', () => {
    const listed = new Map(listVariants().map((variant) => [variant.id, variant.players]));
    expect(Object.fromEntries(['grand', 'wey', 'witch', 'witch3', 'dreierschach', 'jacks84'].map((id) => [id, listed.get(id)]))).toEqual({
      grand: 2, wey: 2, witch: 2, witch3: 3, dreierschach: 3, jacks84: 2,
    });
  });
});
