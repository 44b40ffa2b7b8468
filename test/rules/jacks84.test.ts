import { describe, it, expect } from 'vitest';
import { Game } from '../../src/game.js';
import { CauldronError } from '../../src/errors.js';
import { defineMoveTests } from '../support/jacks84-move-tests.js';
import { defineRuleTests } from '../support/jacks84-rule-tests.js';
import { definePerftTests } from '../support/jacks84-perft-tests.js';
import { Jacks84Engine } from '../support/jacks84-engine.js';
import { compareWithReference, type Jacks84Side } from '../support/jacks84-compare.js';
import { MECHANICS, playouts } from '../support/jacks84-playout.js';
import { START_FEN } from '../support/jacks84-reference.js';
import { jacksFen } from '../support/jacks84-fen.js';

// Jacks and Witches 84 (shared/rules/jacks84.md) played by the engine. Every rule's hand-reasoned test,
// written for the independent reference generator (test/support/jacks84-*-tests.ts), runs on the engine
// too; then the engine and the reference are compared on positions of seeded playouts that reach every
// mechanic, and the engine's own second routes (trial legality, invariants) are checked below them.
const engine = (rules = {}) => new Jacks84Engine(rules);

defineMoveTests('engine', engine, { messages: false });
defineRuleTests('engine', engine);
definePerftTests('engine', engine);

describe('jacks84 engine: agreement with the independent reference', () => {
  it('legal moves, the position after moves and perft 1 to 3 agree below playouts that reach every mechanic', () => {
    const game = new Jacks84Engine();
    const side: Jacks84Side = { legalMoves: (fen) => game.legalMoves(fen), play: (fen, move) => game.play(fen, move), perft: (fen, depth) => game.perft(fen, depth) };
    const { mismatches, tally, perftPositions } = compareWithReference(side, { perftDepth: 3, perftEvery: 50 });
    expect(mismatches).toEqual([]);
    expect(MECHANICS.filter((mechanic) => tally[mechanic] === 0)).toEqual([]);
    expect(perftPositions).toBeGreaterThanOrEqual(20);
  }, 300_000);

  it('perft by trial (every move tried by make/unmake) and with the invariants checked at every node agree below the same positions', () => {
    const positions = playouts(1, 8, { plies: 150 }).games.flatMap((game) => game.positions.filter((_, ply) => ply % 25 === 0));
    const game = new Game('jacks84', { hashMB: 0 });
    for (const fen of positions) {
      game.setPosition(fen);
      const perft = game.perft(3);
      expect(game.perftByTrial(3), fen).toBe(perft);
      expect(game.perftVerified(2), fen).toBe(game.perft(2));
    }
  }, 300_000);

  it('every route to the legal moves agrees at every node of long random games', () => {
    let plies = 0;
    for (let seed = 1; seed <= 40; seed++) plies += new Game('jacks84', { hashMB: 0 }).playRandomChecked(seed, 300, 20).length;
    expect(plies).toBeGreaterThan(40 * 60);
  }, 120_000);
});

describe('jacks84 engine: perft from the start', () => {
  it('depths 1 to 4: 52, 2,681, 138,519 as the reference gives them (test/support), and 7,090,180', () => {
    const start = new Game('jacks84', { hashMB: 0 });
    expect([1, 2, 3].map((depth) => start.perft(depth))).toEqual([52, 2681, 138519]);
    // Depth 4 takes the reference minutes (`new Jacks84Reference().perft(START_FEN, 4)` gave 7,090,180);
    // here the engine's second route, every move tried by make/unmake, checks it.
    expect(start.perft(4)).toBe(7090180);
    expect(start.perftByTrial(4)).toBe(7090180);
  }, 120_000);
});

describe('jacks84 engine: position strings, moves and the interfaces', () => {
  it('the start position string round-trips, with holes, hands and the rights field', () => {
    expect(new Game('jacks84').fen()).toBe(START_FEN);
    expect(new Game('jacks84', { fen: START_FEN }).fen()).toBe(START_FEN);
  });

  it('bad position strings and move strings give a CauldronError naming the problem', () => {
    expect(() => new Game('jacks84', { fen: START_FEN.replace('5**5/4****4', '5**5/12') })).toThrow(/missing square is written '\*'/);
    expect(() => new Game('jacks84', { fen: START_FEN.replace(' T ', ' K ') })).toThrow(/rights field 'K'/);
    expect(() => new Game('jacks84').play('J@c4')).toThrow(CauldronError);
    expect(() => new Game('jacks84').play('z1z4')).toThrow(/illegal move z1z4/); // a Can(n)on move names its mode
    const game = new Game('jacks84');
    game.play('J@d2');
    expect(game.fen()).toBe('lcrnbwkbnrcl/pppp4pppp/5**5/4****4/4****4/5**5/PPPP1J2PPPP/LCRNBWKBNRCL[Jjj] b T - 1 1'); // c2 empty, the Jack on d2
  });

  it('a search finds a legal best move and reports a score', () => {
    const game = new Game('jacks84', { hashMB: 16 });
    const result = game.search({ depth: 4 });
    expect(game.legalMoves()).toContain(result.bestMove);
    expect(result.lines[0]!.depth).toBe(4);
  });

  it('a finished game has no moves (mate by the Rooks i8 and j8, see the rule tests)', () => {
    const mate = new Game('jacks84', { fen: jacksFen({ j1: 'K', y8: 'k', i8: 'r', j8: 'r' }) });
    expect(mate.status()).toMatchObject({ state: 'checkmate', winner: 'black' });
    expect(mate.legalMoves()).toEqual([]);
    expect(mate.perft(2)).toBe(0);
  });
});
