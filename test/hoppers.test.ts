import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { Game } from '../src/game.js';
import { FairyStockfishWasm } from '../peers/fairy-stockfish-wasm.js';
import { grandHoppers, grandGrasshopper, hoppersIni } from './support/mechanic-variants.js';

// Hoppers (issue 16): Betza g (the Grasshopper gQ lands right behind the first piece on its line) and p
// (the Cannon mRcpR and Leo mQcpQ capture the first piece beyond exactly one screen), on Grand Chess.
// Kings stand on j1 and j10 unless the position needs them elsewhere; ranks are listed from 10 down.
const game = (fen: string) => new Game(grandHoppers, { fen, hashMB: 0 });
const movesFrom = (fen: string, from: string) =>
  game(fen).legalMoves().filter((move) => move.startsWith(from)).map((move) => move.slice(from.length)).sort();

describe('the Grasshopper (gQ)', () => {
  // G e5; hurdles: own pawn e7 (e6 empty), black pawn g7 (f6 empty) with a black rook behind on h8, black
  // knight c5 with an own Knight behind it on b5, own pawn e4 right next to it. No piece east, south-east,
  // south-west or north-west: no hurdle, no move there.
  const position = '9k/10/7r2/4P1p3/10/1Nn1G5/4P5/10/10/9K w - - 0 1';

  it('lands only right behind the first piece on each line: e8 over e7, e3 over e4, and takes on h8 over g7', () => {
    expect(movesFrom(position, 'e5')).toEqual(['e3', 'e8', 'h8']);
  });

  it('cannot land on an own piece (b5 behind the hurdle c5), nor leave the board behind a hurdle on the edge', () => {
    expect(movesFrom(position, 'e5')).not.toContain('b5');
    // G a2 with a hurdle on a1, on the edge: nowhere to land south; the other lines are empty to the edge.
    expect(movesFrom('9k/10/10/10/10/10/10/10/G9/N8K w - - 0 1', 'a2')).toEqual([]);
  });
});

describe('the Cannon (mRcpR) and the Leo (mQcpQ)', () => {
  // O d4: north d5 empty, own pawn d6 (screen), d7 empty, black bishop d8; south d3 d2 empty, black
  // knight d1 with no screen; east black pawn e4 (screen), f4 empty, black rook g4, black bishop i4;
  // west c4 empty, own Knight b4 (screen), black queen a4.
  const position = '9k/10/3b6/10/3P6/10/qN1Op1r1b1/10/10/3n5K w - - 0 1';

  it('slides like a rook to empty cells, not beyond a piece', () => {
    expect(movesFrom(position, 'd4').filter((to) => ['d5', 'd3', 'd2', 'c4'].includes(to))).toEqual(['c4', 'd2', 'd3', 'd5']);
  });

  it('captures the first piece beyond exactly one screen: d8, g4, a4; not d1 (no screen) nor i4 (two pieces between)', () => {
    expect(movesFrom(position, 'd4')).toEqual(['a4', 'c4', 'd2', 'd3', 'd5', 'd8', 'g4']);
  });

  it('the Leo does the same on the diagonals too', () => {
    // L e5: north-east f6 own pawn (screen), g7 empty, black knight h8: captured. South-west d4 empty,
    // black pawn c3 with no screen: only the quiet d4. Other lines empty to the edge: quiet moves only.
    const moves = movesFrom('9k/10/7n2/10/5P4/4L5/10/2p7/10/9K w - - 0 1', 'e5');
    expect(moves).toContain('h8');
    expect(moves).not.toContain('g7');
    expect(moves).not.toContain('c3');
    expect(moves).toContain('d4');
  });
});

describe('check, pins and evasions with hoppers', () => {
  it('a cannon checks over one screen; the answers are moving the screen, adding a second one, or the king stepping off the line', () => {
    // Black cannon e8, white Knight e5 the screen, white king e1. The Knight's eight leaps all leave the
    // file; the Rook a3 interposes on e3; the king goes to d1, f1, d2 or f2 (e2 stays on the file).
    const position = '9k/10/4o5/10/10/4N5/10/R9/10/4K5 w - - 0 1';
    expect(game(position).status().inCheck).toBe(true);
    expect(game(position).legalMoves().sort()).toEqual(
      ['a3e3', 'e1d1', 'e1d2', 'e1f1', 'e1f2', 'e5c4', 'e5c6', 'e5d3', 'e5d7', 'e5f3', 'e5f7', 'e5g4', 'e5g6'],
    );
  });

  it('a move that makes a screen for an enemy cannon is illegal', () => {
    // Black cannon e8, nothing between it and the white king e1: the Rook may not stop on e3.
    const moves = movesFrom('9k/10/4o5/10/10/10/10/R9/10/4K5 w - - 0 1', 'a3');
    expect(moves).not.toContain('e3');
    expect(moves).toContain('d3');
  });

  it('with two screens between an enemy cannon and the king, neither may leave the line', () => {
    // Knight e5 and Bishop e3 between the black cannon e8 and the king e1: each one's leaving checks.
    const position = '9k/10/4o5/10/10/4N5/10/4B5/10/4K5 w - - 0 1';
    expect(movesFrom(position, 'e5')).toEqual([]);
    expect(movesFrom(position, 'e3')).toEqual([]);
  });

  it('a move that puts a hurdle right in front of the king, for an enemy grasshopper, is illegal', () => {
    // Black grasshopper e8 on the file of the king e1: a piece on e2 would let it land on e1.
    const moves = movesFrom('9k/10/4g5/10/10/10/10/10/R9/4K5 w - - 0 1', 'a2');
    expect(moves).not.toContain('e2');
    expect(moves).toContain('d2');
  });

  it('a pinned cannon keeps to the pin line and may not take beyond the pinner, its screen', () => {
    // White cannon e4 pinned by the black rook e9 against the king e1; a black knight stands on e10.
    expect(movesFrom('4n4k/4r5/10/10/10/10/4O5/10/10/4K5 w - - 0 1', 'e4')).toEqual(['e2', 'e3', 'e5', 'e6', 'e7', 'e8']);
  });
});

describe('agreement with trial legality at every node', () => {
  it('long random games with a Grasshopper, a Leo and a Cannon per side', () => {
    // playRandomChecked compares at every ply the generator's moves with trying every move by make/unmake
    // (and the search's and quiescence's calls): it throws at the first disagreement.
    for (const variant of [grandHoppers, grandGrasshopper]) {
      let plies = 0;
      for (let seed = 1; seed <= 30; seed++) plies += new Game(variant, { hashMB: 0 }).playRandomChecked(seed, 400, 20).length;
      expect(plies, variant.id).toBeGreaterThan(30 * 100);
    }
  });
});

describe('perft equals Fairy-Stockfish (npm wasm build, variants.ini with custom pieces)', () => {
  let oracle: FairyStockfishWasm;
  beforeAll(async () => {
    oracle = await FairyStockfishWasm.start({ variant: 'grand-hoppers', variantsIni: hoppersIni });
  }, 60_000);
  afterAll(async () => oracle?.quit());

  it('from the start, depths 1 to 3', async () => {
    const start = new Game(grandHoppers);
    for (const depth of [1, 2, 3]) expect(start.perft(depth), `depth ${depth}`).toBe((await oracle.perft(depth, { fen: start.fen() })).nodes);
  });

  it('the same moves and perft 2 below 60 positions of random games, perft 3 below 12', async () => {
    const position = new Game(grandHoppers);
    for (let seed = 1; seed <= 60; seed++) {
      position.setPosition();
      position.playRandom(seed, 10 + (seed % 9) * 12, 30);
      const fen = position.fen();
      const depth = seed % 5 === 0 ? 3 : 2;
      const theirs = await oracle.perft(depth, { fen });
      expect(Object.fromEntries([...position.divide(depth)].sort()), fen).toEqual(Object.fromEntries(Object.entries(theirs.divide).sort()));
    }
  }, 120_000);
});
