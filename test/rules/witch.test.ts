import { describe, it, expect } from 'vitest';
import { Game } from '../../src/game.js';
import { HexBoard } from '../../src/geometry/hex-board.js';
import { hexFen } from '../support/hex-position.js';

// Witch's Chess for two, shared/rules/witch.md. Cells by the spec's names: files a-i, ranks from the
// bottom of each file; e5 is the centre, e1 Red's corner, e9 Black's.
const fen = (pieces: Record<string, string>, toMove = 'r', castling = '-', clocks = '0 1') => hexFen(5, pieces, toMove, castling, clocks);
const movesFrom = (position: string, from: string) =>
  new Game('witch', { fen: position }).legalMoves().filter((move) => move.startsWith(from)).map((move) => move.slice(from.length)).sort();
const kings = { a1: 'R', i5: 'r' };
// Bat targets of e5: on no straight or diagonal line through the centre.
const kingsOffLines = { b3: 'R', h4: 'r' };

describe('the hexagonal board', () => {
  it('has 61 cells in files of 5,6,7,8,9,8,7,6,5 named a1..i5, e5 in the centre', () => {
    const board = new HexBoard(5);
    expect(board.cellCount).toBe(61);
    expect(board.rows.map((file) => file.length)).toEqual([5, 6, 7, 8, 9, 8, 7, 6, 5]);
    expect(board.coordinates[board.cellByName('e5')!]).toEqual([0, 0]);
    expect(board.coordinates[board.cellByName('e1')!]).toEqual([0, 4]);
    expect(board.coordinates[board.cellByName('e9')!]).toEqual([0, -4]);
  });

  it('the start position round-trips exactly', () => {
    const start = '5/P4p/TP3pt/BBP2pnn/RWP3pwr/NNP2pbb/TP3pt/P4p/5 r KQkq - 0 1';
    expect(new Game('witch').fen()).toBe(start);
    expect(new Game('witch', { fen: start }).fen()).toBe(start);
  });
});

describe('pieces', () => {
  it('the Raven steps to the 6 neighbouring cells, never diagonally', () => {
    expect(movesFrom(fen({ e5: 'R', i5: 'r' }), 'e5')).toEqual(['d4', 'd5', 'e4', 'e6', 'f4', 'f5']);
  });

  it('the Tower slides along the 6 straight lines: 24 cells from the centre', () => {
    expect(movesFrom(fen({ e5: 'T', ...kingsOffLines }), 'e5')).toHaveLength(24);
  });

  it('the Broom slides diagonally and stays on its colour; 12 cells from the centre', () => {
    const board = new HexBoard(5);
    const targets = movesFrom(fen({ e5: 'B', a1: 'R', a5: 'r' }), 'e5');
    expect(targets).toEqual(['a3', 'c1', 'c4', 'c7', 'd3', 'd6', 'f3', 'f6', 'g1', 'g4', 'g7', 'i3']);
    expect(new Set(targets.map((name) => board.colour(board.cellByName(name)!)))).toEqual(new Set([0]));
  });

  it('the Broom is blocked only by pieces on the cells it passes through, never the two it squeezes between', () => {
    // e5 to f6 squeezes between e6 and f5 (the cells N and NE of e5): both occupied, still open.
    expect(movesFrom(fen({ e5: 'B', e6: 'P', f5: 'P', a1: 'R', i5: 'r' }), 'e5')).toContain('f6');
    // A piece on f6 itself stops the line: g7 is not reached.
    expect(movesFrom(fen({ e5: 'B', f6: 'P', a1: 'R', i5: 'r' }), 'e5')).not.toContain('g7');
  });

  it('the Witch is Tower plus Broom: 36 cells from the centre of an empty board', () => {
    expect(movesFrom(fen({ e5: 'W', ...kingsOffLines }), 'e5')).toHaveLength(24 + 12);
  });

  it('the Bat leaps to the 12 cells two steps and one at 60 degrees away, over anything', () => {
    const surrounded = { e5: 'N', e4: 'P', e6: 'P', d4: 'P', d5: 'P', f4: 'P', f5: 'P', a1: 'R', i5: 'r' };
    expect(movesFrom(fen(surrounded), 'e5')).toEqual(['b3', 'b4', 'c2', 'c6', 'd2', 'd7', 'f2', 'f7', 'g2', 'g6', 'h3', 'h4']);
  });
});

describe('Toads', () => {
  it('step one cell straight forward to an empty cell; no double step', () => {
    expect(movesFrom(fen({ e3: 'P', ...kings }), 'e3')).toEqual(['e4']);
    expect(movesFrom(fen({ e3: 'P', e4: 'p', ...kings }), 'e3')).toEqual([]);
  });

  it('capture on the cells left and right of the one in front (NW and NE for Red)', () => {
    // e3 is (0,2): NW (-1,2) is d3, NE (1,1) is f3.
    expect(movesFrom(fen({ e3: 'P', d3: 'p', f3: 'p', e4: 'p', ...kings }), 'e3')).toEqual(['d3', 'f3']);
  });

  it('Black Toads go south and capture SW and SE', () => {
    expect(movesFrom(fen({ e7: 'p', d6: 'P', f6: 'P', ...kings }, 'b'), 'e7')).toEqual(['d6', 'e6', 'f6']);
  });

  it('promote on the 9 far cells, compulsorily, to Witch, Tower, Broom or Bat (suffix w t b n)', () => {
    expect(movesFrom(fen({ e8: 'P', ...kings }), 'e8')).toEqual(['e9b', 'e9n', 'e9t', 'e9w']);
    const game = new Game('witch', { fen: fen({ e8: 'P', ...kings }), moves: ['e8e9w'] });
    expect(game.fen()).toBe(fen({ e9: 'W', ...kings }, 'b', '-', '1 1'));
  });

  it('no en passant: the position string has no en passant square after any Toad move', () => {
    const game = new Game('witch', { moves: ['e3e4', 'e7e6', 'e4e5'] });
    expect(game.fen().split(' ')[3]).toBe('-');
  });
});

describe('castling: the Raven swaps places with an unmoved Tower', () => {
  const ready = fen({ e1: 'R', g1: 'T', c1: 'T', e9: 'r' }, 'r', 'KQ');

  it('both swaps are legal with the between cell empty and safe', () => {
    expect(movesFrom(ready, 'e1')).toEqual(['c1', 'd1', 'e2', 'f1', 'g1']);
    const game = new Game('witch', { fen: ready, moves: ['e1g1'] });
    expect(game.fen()).toBe(fen({ g1: 'R', e1: 'T', c1: 'T', e9: 'r' }, 'b', '-', '1 1'));
  });

  it('not when the cell between is attacked', () => {
    // A black Tower on f8 sweeps the f-file down to f1.
    expect(movesFrom(fen({ e1: 'R', g1: 'T', c1: 'T', e9: 'r', f8: 't' }, 'r', 'KQ'), 'e1')).toEqual(['c1', 'd1', 'e2']);
  });

  it('not when the cell between is occupied', () => {
    expect(movesFrom(fen({ e1: 'R', g1: 'T', c1: 'T', d1: 'B', e9: 'r' }, 'r', 'KQ'), 'e1')).toEqual(['e2', 'f1', 'g1']);
  });

  it('not out of check', () => {
    expect(movesFrom(fen({ e1: 'R', g1: 'T', c1: 'T', e9: 'r', e7: 't' }, 'r', 'KQ'), 'e1')).toEqual(['d1', 'f1']);
  });

  it('not onto a cell where the Raven would be attacked (ASSUMED)', () => {
    // A black Tower on g7 attacks g1 down the g-file.
    expect(movesFrom(fen({ e1: 'R', g1: 'T', c1: 'T', e9: 'r', g6: 't' }, 'r', 'KQ'), 'e1')).not.toContain('g1');
  });

  it('the right is lost once the Raven or that Tower has moved', () => {
    const game = new Game('witch', { fen: ready, moves: ['g1h1', 'e9e8', 'h1g1', 'e8e9'] });
    expect(game.fen().split(' ')[2]).toBe('Q');
    expect(game.legalMoves()).not.toContain('e1g1');
    expect(new Game('witch', { fen: ready, moves: ['e1e2', 'e9e8', 'e2e1', 'e8e9'] }).fen().split(' ')[2]).toBe('-');
  });

  it('Black castles too, by rotation: e9 with g7 via f8 and with c7 via d8', () => {
    expect(movesFrom(fen({ e9: 'r', g7: 't', c7: 't', e1: 'R' }, 'b', 'kq'), 'e9')).toEqual(['c7', 'd8', 'e8', 'f8', 'g7']);
  });
});

describe('end of game', () => {
  it('checkmate wins', () => {
    // Black Raven in the corner e9, Red Towers on d8... e9's neighbours are d8, e8 and f8.
    const game = new Game('witch', { fen: fen({ e9: 'r', c7: 'T', g7: 'T', e7: 'T', a1: 'R' }, 'b') });
    expect(game.status()).toMatchObject({ state: 'checkmate', winner: 'red' });
  });

  it('stalemate draws', () => {
    // The black Raven on e9 may go to d8, e8 or f8: the Tower a4 sweeps b5 c6 d7 e8 f8 (north-east),
    // the Witch a2 reaches d8 diagonally by (1,-2) steps; nothing attacks e9 itself.
    const game = new Game('witch', { fen: fen({ e9: 'r', a2: 'W', a4: 'T', a1: 'R' }, 'b') });
    expect(game.legalMoves()).toEqual([]);
    expect(game.status()).toMatchObject({ state: 'stalemate', winner: null });
  });

  it('40 move pairs without a capture draw; a Toad move does not restart the count', () => {
    expect(new Game('witch', { fen: fen({ e5: 'R', e3: 'P', a5: 'r' }, 'r', '-', '79 60') }).status().state).toBe('ongoing');
    const game = new Game('witch', { fen: fen({ e5: 'R', e3: 'P', a5: 'r' }, 'r', '-', '79 60'), moves: ['e3e4'] });
    expect(game.status().state).toBe('move-rule draw');
  });

  it('the third repetition draws', () => {
    const game = new Game('witch', { moves: ['f2d4', 'd8e6', 'd4f2', 'e6d8', 'f2d4', 'd8e6', 'd4f2'] });
    expect(game.status().state).toBe('ongoing');
    game.play('e6d8');
    expect(game.status().state).toBe('repetition draw');
  });
});

describe('perft from the start position', () => {
  // Depth 1 by hand: Toads b1 c2 d3 e3 f3 g2 h1 step once (7); the Broom d2 slides along the
  // diagonal a5..g6 (6: a5 b4 c3 e4 f5 g6); Bat f1 reaches e4 g3 h2 (3), Bat f2 d4 e5 g4 h3 i1 (5);
  // Raven, Witch, Towers and the Broom d1 are shut in: 21. Depth 2 is 21 * 21 by symmetry (no
  // first move reaches the other army). Depth 3 includes 63 castlings: after each of the Bat f1's 3
  // moves and any of Black's 21 replies, the Raven swaps with the Tower g1 across the emptied f1.
  const expected = [21, 441, 10_771, 260_572];
  for (const [index, nodes] of expected.entries()) {
    it(`perft ${index + 1} = ${nodes}`, () => {
      expect(new Game('witch').perft(index + 1)).toBe(nodes);
    });
  }

  it('make/unmake and hash invariants hold at every node to depth 3 (debug core)', () => {
    expect(new Game('witch', { build: 'debug' }).perftVerified(3)).toBe(10_771);
  });

  it('invariants also hold below positions of random games (castling, promotion, captures)', () => {
    const checked = new Game('witch', { build: 'debug' });
    const plain = new Game('witch');
    for (let seed = 1; seed <= 20; seed++) {
      checked.setPosition();
      checked.playRandom(seed, 20 + seed * 4, 40);
      plain.setPosition(checked.fen());
      expect(checked.perftVerified(3)).toBe(plain.perft(3));
      expect(plain.fen()).toBe(checked.fen());
    }
  });
});
