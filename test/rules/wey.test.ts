import { describe, it, expect } from 'vitest';
import { Game } from '../../src/game.js';
import { CauldronError } from '../../src/errors.js';
import { wey } from '../../src/variants/wey.js';
import { legalMoves as referenceMoves, parsePlacement, perft as referencePerft } from '../support/wey-reference.js';

// Wey, shared/rules/wey.md. The movement tests use positions of a few pieces, where both capture sets
// are long taken and the game would be over (no moves): they run on Wey's pieces and river without the
// capture-set rule. The real game is checked against the independent reference generator
// (test/support/wey-reference.ts) on random positions in the last blocks.
const weyPieces = { ...wey, id: 'wey-pieces', victory: { noMoveLoses: true } };
const movesFrom = (fen: string, from?: string) =>
  new Game(weyPieces, { fen }).legalMoves().filter((move) => !from || move.startsWith(from)).map((move) => move.slice(from ? from.length : 0)).sort();

describe('the Rose: up to 6 knight leaps turning the same way, over empty landing cells', () => {
  it('reaches the 14 cells of the spec from d4 on an empty board', () => {
    expect(movesFrom('8/8/8/8/3O4/8/8/8 w - - 0 1', 'd4')).toEqual(['a1', 'a7', 'b3', 'b5', 'c2', 'c6', 'd8', 'e2', 'e6', 'f3', 'f5', 'g1', 'g7', 'h4']);
  });

  it('one path blocked, the other open: g7 is still reached through e6 when f5 is occupied', () => {
    // d4-f5-g7 turns left (K0 then K1); d4-e6-g7 turns right (K1 then K0). Only f5 itself is lost.
    expect(movesFrom('8/8/8/5P2/3O4/8/8/8 w - - 0 1', 'd4')).toEqual(['a1', 'a7', 'b3', 'b5', 'c2', 'c6', 'd8', 'e2', 'e6', 'f3', 'g1', 'g7', 'h4']);
  });

  it('all paths blocked: with f5 and e6 occupied, g7 is out of reach', () => {
    expect(movesFrom('8/8/4P3/5P2/3O4/8/8/8 w - - 0 1', 'd4')).toEqual(['a1', 'a7', 'b3', 'b5', 'c2', 'c6', 'd8', 'e2', 'f3', 'g1', 'h4']);
  });

  it('captures on the last landing cell, never through a piece', () => {
    // An enemy on f5 is taken, and the paths through it stop there: g7 stays reachable only via e6.
    const moves = movesFrom('8/8/8/5p2/3O4/8/8/8 w - - 0 1', 'd4');
    expect(moves).toContain('f5');
    expect(moves).toContain('g7');
  });

  it('different paths to one cell are one move', () => {
    const moves = new Game(weyPieces, { fen: '8/8/8/8/3O4/8/8/8 w - - 0 1' }).legalMoves();
    expect(new Set(moves).size).toBe(moves.length);
  });
});

describe('the River between ranks 4 and 5', () => {
  it('the Queen crosses only along the long diagonal (d4-e5 here), moving freely within a half', () => {
    // From d4: no d5/c5 (crossing off the long diagonal); e5 f6 g7 h8 along a1-h8; all of rank 4.
    expect(movesFrom('8/8/8/8/3Q4/8/8/8 w - - 0 1', 'd4')).toEqual(['a1', 'a4', 'b2', 'b4', 'c3', 'c4', 'd1', 'd2', 'd3', 'e3', 'e4', 'e5', 'f2', 'f4', 'f6', 'g1', 'g4', 'g7', 'h4', 'h8']);
  });

  it('a Queen sliding along the long diagonal passes d4-e5; up the file it stops at rank 4', () => {
    const moves = movesFrom('8/8/8/8/8/2Q5/8/8 w - - 0 1', 'c3');
    expect(moves).toEqual(expect.arrayContaining(['e5', 'f6', 'g7', 'h8', 'c4']));
    expect(moves).not.toContain('c5');
    expect(moves).not.toContain('a5');
  });

  it('the Prince crosses only by d4-e5 and e4-d5', () => {
    expect(movesFrom('8/8/8/8/3I4/8/8/8 w - - 0 1', 'd4')).toEqual(['c3', 'c4', 'd3', 'e3', 'e4', 'e5']);
    expect(movesFrom('8/8/8/8/4I3/8/8/8 w - - 0 1', 'e4')).toEqual(['d3', 'd4', 'd5', 'e3', 'f3', 'f4']);
    expect(movesFrom('8/8/8/4I3/8/8/8/8 w - - 0 1', 'e5')).toContain('d4');
    expect(movesFrom('8/8/8/4I3/8/8/8/8 w - - 0 1', 'e5')).not.toContain('e4');
  });

  it('Bishop, Marshal, Rose and Wazir cross freely (ASSUMED in the spec)', () => {
    expect(movesFrom('8/8/8/8/2B5/8/8/8 w - - 0 1', 'c4')).toEqual(['a2', 'a6', 'b3', 'b5', 'd3', 'd5', 'e2', 'e6', 'f1', 'f7', 'g8']);
    expect(movesFrom('8/8/8/8/2M5/8/8/8 w - - 0 1', 'c4')).toEqual(expect.arrayContaining(['c5', 'c8', 'b6', 'd6']));
    expect(movesFrom('8/8/8/8/2W5/8/8/8 w - - 0 1', 'c4')).toEqual(['b4', 'c3', 'c5', 'd4']);
  });
});

describe('Pawns', () => {
  it('move one step toward the River: up from ranks 1-4, down from ranks 5-8', () => {
    expect(movesFrom('8/2P5/8/8/8/8/2P5/8 w - - 0 1')).toEqual(['c2c3', 'c7c6']);
  });

  it('crossing the River promotes to a Wazir, compulsorily, with no suffix in the move string', () => {
    const game = new Game(weyPieces, { fen: '8/8/8/4p3/3P4/8/8/8 w - - 0 1' });
    // d4 may step to d5 or capture the down-going pawn on e5: both cross, both promote.
    expect(game.legalMoves().sort()).toEqual(['d4d5', 'd4e5']);
    game.play('d4d5');
    expect(game.fen()).toBe('8/8/8/3Wp3/8/8/8/8 b - - 0 1');
    game.setPosition('8/8/8/4p3/3P4/8/8/8 w - - 0 1', ['d4e5']);
    expect(game.fen()).toBe('8/8/8/4W3/8/8/8/8 b - - 0 1');
  });

  it('a Wazir may cross back and stays a Wazir', () => {
    const game = new Game(weyPieces, { fen: '8/8/8/3W4/8/8/8/8 w - - 0 1', moves: ['d5d4'] });
    expect(game.fen()).toBe('8/8/8/8/3W4/8/8/8 b - - 1 1');
  });

  it('an unpromoted Pawn cannot capture an unpromoted Pawn going the same way (south half)', () => {
    // White c3 and black d4 both go up: no capture, only the step c3c4.
    expect(movesFrom('8/8/8/8/3p4/2P5/8/8 w - - 0 1')).toEqual(['c3c4']);
  });

  it('... nor in the north half, for either colour', () => {
    expect(movesFrom('8/8/2p5/3P4/8/8/8/8 w - - 0 1')).toEqual(['d5d4']);
    expect(movesFrom('8/8/2p5/3P4/8/8/8/8 b - - 0 1')).toEqual(['c6c5']);
  });

  it('but a Pawn may capture a Pawn going the other way, and any other piece', () => {
    expect(movesFrom('8/8/8/3P4/4p3/8/8/8 b - - 0 1')).toEqual(['e4d5', 'e4e5']);
    expect(movesFrom('8/8/8/8/3w4/2P5/8/8 w - - 0 1')).toEqual(['c3c4', 'c3d4']);
  });

  it('have no double step and no en passant', () => {
    expect(movesFrom('8/8/8/8/8/8/3P4/8 w - - 0 1')).toEqual(['d2d3']);
    expect(() => new Game('wey', { fen: 'imboOBMI/ppppPPPP/8/8/8/8/PPPPpppp/QMOBbomq w - d3 0 1' })).toThrow(CauldronError);
  });
});

describe('victory by capturing the set: Queen, Prince, a Marshal, a Bishop and a Rose', () => {
  // Black has lost the Queen, the Prince, a Marshal and a Bishop (four of five) and keeps two Roses;
  // the white Rose on d4 can take the black Rose on f5 with one leap.
  const fourOfFive = 'o7/8/8/5o2/3O4/8/8/QI4mb w - - 0 1';

  it('four of five captured is not yet a win', () => {
    expect(new Game('wey', { fen: fourOfFive }).status().state).toBe('ongoing');
  });

  it('capturing the fifth (a Rose) wins', () => {
    const game = new Game('wey', { fen: fourOfFive, moves: ['d4f5'] });
    expect(game.status()).toMatchObject({ state: 'set captured', winner: 'white' });
  });

  it('a taken set ends the game: no legal moves, perft 0 below it', () => {
    const game = new Game('wey', { fen: fourOfFive });
    expect(game.divide(2).get('d4f5')).toBe(0);
    game.play('d4f5');
    expect(game.legalMoves()).toEqual([]);
    expect(game.perft(1)).toBe(0);
  });

  it('a position set up with a side whose set is gone is over too, won by the other side', () => {
    for (const side of ['w', 'b']) {
      const game = new Game('wey', { fen: `8/8/8/8/8/8/8/Q7 ${side} - - 0 1` });
      expect(game.status()).toMatchObject({ state: 'set captured', winner: 'white', results: { white: 'win', black: 'loss' } });
      expect(game.legalMoves()).toEqual([]);
    }
  });

  it('losing the set only counts for the side that lost it', () => {
    const game = new Game('wey', { fen: fourOfFive, moves: ['a1a2'] });
    expect(game.status().state).toBe('ongoing');
  });

  it('the search scores a set win as a mate in 1 and plays it', () => {
    const result = new Game('wey', { fen: fourOfFive, hashMB: 4 }).search({ depth: 3 });
    expect(result.lines[0]!.score).toEqual({ mate: 1 });
    expect(result.bestMove).toBe('d4f5');
  });
});

describe('a side with no move loses', () => {
  // The rule is its own switch (victory.noMoveLoses); shown here on Wey's pieces without the capture
  // set, where a lone blocked pawn is enough to leave a side without a move.
  it("black's only pawn is blocked by the wazir on d4: no move, and black loses", () => {
    const game = new Game(weyPieces, { fen: 'O7/8/8/3p4/3W4/8/8/8 b - - 0 1' });
    expect(game.legalMoves()).toEqual([]);
    expect(game.status()).toMatchObject({ state: 'no moves', winner: 'white' });
    expect(game.search({ depth: 2 }).bestMove).toBeNull();
  });

  it('with a move left the game goes on', () => {
    expect(new Game(weyPieces, { fen: 'O7/8/8/3p4/8/8/8/8 b - - 0 1' }).status().state).toBe('ongoing');
  });
});

describe('draws', () => {
  it('threefold repetition draws (Marshals out and back)', () => {
    const game = new Game('wey', { moves: ['b1c3', 'g1f3', 'c3b1', 'f3g1', 'b1c3', 'g1f3', 'c3b1'] });
    expect(game.status().state).toBe('ongoing');
    game.play('f3g1');
    expect(game.status().state).toBe('repetition draw');
  });

  it('50 moves (100 plies) without a capture or pawn move draw; a pawn move restarts the count', () => {
    const fen = (clock: number) => `imboOBMI/ppppPPPP/8/8/8/8/PPPPpppp/QMOBbomq w - - ${clock} 60`;
    expect(new Game('wey', { fen: fen(99) }).status().state).toBe('ongoing');
    expect(new Game('wey', { fen: fen(99), moves: ['b1c3'] }).status().state).toBe('move-rule draw');
    expect(new Game('wey', { fen: fen(99), moves: ['a2a3'] }).status().state).toBe('ongoing');
  });
});

describe('perft from the start position', () => {
  // Depth 1 by hand: Marshal b1 (a3 c3), Rose c1 (10), Bishop d1 takes e2, pawns a2-d2 up (4),
  // pawns e7-h7 down (4), Rose e8 (9), Marshal g8 (f6 h6); Queen, Prince, the other Bishop are shut in.
  const expected = [32, 1_019, 34_785, 1_182_434];
  for (const [index, nodes] of expected.entries()) {
    it(`perft ${index + 1} = ${nodes}`, () => {
      expect(new Game('wey').perft(index + 1)).toBe(nodes);
    });
  }

  it('the independent reference generator gives the same counts to depth 3', () => {
    const board = parsePlacement(new Game('wey').fen());
    expect([1, 2, 3].map((depth) => referencePerft(board, true, depth))).toEqual(expected.slice(0, 3));
  });

  it('make/unmake and hash invariants hold at every node to depth 3 (debug core)', () => {
    expect(new Game('wey', { build: 'debug' }).perftVerified(3)).toBe(34_785);
  });
});

describe('agreement with the independent reference on random positions', () => {
  it('the same legal moves in 300 positions of seeded random games, and the same perft 2 in 60', () => {
    const game = new Game('wey');
    for (let seed = 1; seed <= 300; seed++) {
      game.setPosition();
      game.playRandom(seed, 5 + (seed % 60), 30);
      const fen = game.fen();
      const board = parsePlacement(fen);
      const whiteToMove = fen.split(' ')[1] === 'w';
      expect(game.legalMoves().sort(), fen).toEqual(referenceMoves(board, whiteToMove).sort());
      if (seed % 5 === 0) expect(game.perft(2), fen).toBe(referencePerft(board, whiteToMove, 2));
    }
  });
});

describe('the set-up is a rule option', () => {
  it('defaults to the spec array and accepts another', () => {
    expect(new Game('wey').fen()).toBe('imboOBMI/ppppPPPP/8/8/8/8/PPPPpppp/QMOBbomq w - - 0 1');
    const other = 'ibmoOMBI/ppppPPPP/8/8/8/8/PPPPpppp/QBOMmobq w - - 0 1';
    expect(new Game('wey', { rules: { setup: other } }).fen()).toBe(other);
  });

  it('rejects an unknown option or a bad array, naming it', () => {
    expect(() => new Game('wey', { rules: { castle: 'yes' } })).toThrow(/unknown rule option 'castle' for wey \(known: setup\)/);
    expect(() => new Game('wey', { rules: { setup: 'xyz' } })).toThrow(/bad FEN for wey/);
  });
});
