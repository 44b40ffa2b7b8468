import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { Game } from '../src/game.js';
import { replayGame } from '../src/replay.js';
import { sharesFromScores, SHARE_SCALE } from '../src/per-player.js';
import { analyseHeader, formatAnalyseRow } from '../src/analyse-output.js';

// Dreierschach's start with black's and gray's queens taken off: white is a queen up on each of them.
const WHITE_AHEAD = 'gRgP2bPbR/gBgP3bPbN/gNgP4bPbB/gKgP5bP1/1gP6bPbK/gBgP7bPbN/gNgP8bPbB/gRgP9bPbR/gP10bP/11/10/wPwPwPwPwPwPwPwPwP/wRwBwNwKwQwBwNwR w a1h1h13a6m6m13 - 0 1';

describe('per-player shares (SearchInfo.perPlayer)', () => {
  it('the softmax: equal scores share evenly, SHARE_SCALE centipawns ahead is ten times a share', () => {
    expect(sharesFromScores([5000, 5000, 5000])).toEqual([1 / 3, 1 / 3, 1 / 3]);
    const [ahead, behind] = sharesFromScores([SHARE_SCALE, 0]);
    expect(ahead! / behind!).toBeCloseTo(10, 9);
    expect(sharesFromScores([9000, 100, 0]).reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 12);
  });

  it('witch3 start (a Bat of every army en prise): each seat within 0.05 of a third, paranoid to depth 4 and BRS+ to depth 3', () => {
    // Before the settled score (each player's static score at the line's end) it read 0.18/0.21/0.61 at paranoid depth 4.
    for (const [algorithm, depth] of [['paranoid', 4], ['brs', 3]] as const) {
      const seen: number[][] = [];
      new Game('witch3').search({ depth, algorithm }, { onInfo: (info) => seen.push(info.perPlayer!) });
      expect(seen).toHaveLength(depth);
      for (const shares of seen) for (const share of shares) expect(Math.abs(share - 1 / 3)).toBeLessThan(0.05);
    }
  });

  it('a player out of the game gets 0 (witch3 with black\'s army gone)', () => {
    const fen = '5/rP5/rTrP5/rBrBrP5/rRrWrP6/rNrNrP2wPwPwP/rTrP1wPwPwNwT/rP1wPwBwWwN/1wPwTwBwR r c1g1i3g7 - 0 1';
    const shares = new Game('witch3', { fen }).search({ depth: 2 }).lines[0]!.perPlayer!;
    expect(shares[1]).toBe(0);
    expect(shares[0]! + shares[2]!).toBeCloseTo(1, 9);
  });

  it('a mated player gets 0; where the mate ends the game (Dreierschach) the shares are its points, 3/1/0', () => {
    // examples/dreierschach-mate.txt ends with black's g2++: white is mated, gray (attacking white's king) wins.
    const record = new Game('dreierschach');
    replayGame(record, readFileSync(new URL('../examples/dreierschach-mate.txt', import.meta.url), 'utf8'));
    // Black, to move, gets only the 1 point of third place for this mate, so whether its search prefers the mate
    // depends on the evaluation of the alternatives: the mate's own line is read from every line (MultiPV).
    const beforeMate = new Game('dreierschach', { moves: record.moves().slice(0, -1) });
    const result = beforeMate.search({ depth: 2, multiPv: 500 });
    const mateLine = result.lines.find((line) => line.pv[0] === record.moves().at(-1));
    expect(mateLine?.perPlayer).toEqual([0, 0.75, 0.25]); // white, gray, black
  });

  it('dreierschach start: each seat within a few percent of a third, at every depth', () => {
    const seen: number[][] = [];
    new Game('dreierschach').search({ depth: 4 }, { onInfo: (info) => seen.push(info.perPlayer!) });
    expect(seen).toHaveLength(4);
    for (const shares of seen) {
      expect(shares).toHaveLength(3);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 9);
      // Dreierschach's evaluation weighs mobility and attacks, which favour the side that moved last a little
      // (about 38/28/33% at depths 1, 2 and 4): near even, against the −55 pawns the paranoid score alone said.
      for (const share of shares) expect(Math.abs(share - 1 / 3)).toBeLessThan(0.06);
    }
  });

  it('witch3 start: three shares summing to 1, and the position is unchanged after reading them', () => {
    for (const algorithm of ['paranoid', 'brs'] as const) {
      const game = new Game('witch3');
      const fen = game.fen();
      const shares = game.search({ depth: 3, algorithm }).lines[0]!.perPlayer!;
      expect(shares).toHaveLength(3);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 9);
      expect(game.fen()).toBe(fen);
    }
  });

  it('a player a queen up on each of the others gets the largest share, under either search', () => {
    for (const algorithm of ['paranoid', 'brs'] as const) {
      const shares = new Game('dreierschach', { fen: WHITE_AHEAD }).search({ depth: 3, algorithm }).lines[0]!.perPlayer!;
      expect(shares[0]).toBeGreaterThan(0.6);
      expect(shares[0]).toBeGreaterThan(Math.max(shares[1]!, shares[2]!));
    }
  });

  it('MultiPV lines each carry their own shares', () => {
    const lines = new Game('dreierschach').search({ depth: 2, multiPv: 3 }).lines;
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line.perPlayer).toHaveLength(3);
  });

  it('two-player games have no perPlayer', () => {
    for (const id of ['grand', 'witch', 'wey']) {
      const infos: object[] = [];
      const result = new Game(id).search({ depth: 2 }, { onInfo: (info) => infos.push(info) });
      for (const info of [...infos, ...result.lines]) expect(info).not.toHaveProperty('perPlayer');
    }
  });

  it('the analyse table shows the shares in a column for three players only', () => {
    expect(analyseHeader(3)).toMatch(/time {2}shares {6}pv$/);
    expect(analyseHeader(2)).not.toContain('shares');
    const info = { depth: 1, seldepth: 1, multipv: 1, score: { cp: 0 }, nodes: 1, nps: 1, time: 0, hashfull: 0, pv: ['g1h4'], perPlayer: [0.5, 0.25, 0.25] };
    expect(formatAnalyseRow(info, 1)).toMatch(/ 50\/25\/25% {3}g1h4$/);
  });
});
