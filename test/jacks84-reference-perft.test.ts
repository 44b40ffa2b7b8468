// Jacks and Witches 84: perft of the independent reference generator (test/support/jacks84-*.ts), its
// playouts and symmetry (the cases are in test/support/jacks84-perft-tests.ts, which test/rules/jacks84.test.ts
// runs on the engine too), and the engine comparison helper.
import { describe, expect, it } from 'vitest';
import { compareWithReference, type Jacks84Side } from './support/jacks84-compare.js';
import { definePerftTests } from './support/jacks84-perft-tests.js';
import { Jacks84Reference } from './support/jacks84-reference.js';

definePerftTests('reference', (rules) => new Jacks84Reference(rules));

describe('jacks84 engine comparison helper', () => {
  const asSide = (reference: Jacks84Reference): Jacks84Side => ({
    legalMoves: (fen) => reference.legalMoves(fen),
    play: (fen, move) => reference.play(fen, move),
    perft: (fen, depth) => reference.perft(fen, depth),
  });
  const small = { games: 1, plies: 40, perftDepth: 2, perftEvery: 20, allMovesEvery: 10 };

  it('finds no mismatch between two equal generators', () => {
    const comparison = compareWithReference(asSide(new Jacks84Reference()), small);
    expect(comparison.mismatches).toEqual([]);
    expect(comparison.positions).toBe(41);
    expect(comparison.perftPositions).toBe(3);
  });

  it('reports a generator that lacks a move, a wrong position after a move, and a wrong perft', () => {
    const honest = asSide(new Jacks84Reference());
    const noFlips = compareWithReference({ ...honest, legalMoves: (fen) => honest.legalMoves(fen).filter((move) => move[0] !== move[2] || move[1] !== move[3]) }, small);
    expect(noFlips.mismatches[0]).toMatch(/^legal moves at .*: engine lacks \[.*1v.*\], has extra \[\]$/);
    const wrongClock = compareWithReference({ ...honest, play: (fen, move) => honest.play(fen, move).replace(/ \d+ (\d+)$/, ' 99 $1') }, small);
    expect(wrongClock.mismatches[0]).toMatch(/^after .* at .*: engine .* 99 \d+, reference /);
    const wrongPerft = compareWithReference({ ...honest, perft: (fen, depth) => honest.perft(fen, depth) + (depth === 2 ? 1 : 0) }, small);
    expect(wrongPerft.mismatches[0]).toMatch(/^perft 2 at /);
  });
});
