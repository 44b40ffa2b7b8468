import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { Game } from '../src/game.js';
import { CauldronError } from '../src/errors.js';
import { FairyStockfishWasm } from '../peers/fairy-stockfish-wasm.js';
import { grandDrops, dropsIni } from './support/mechanic-variants.js';
import { compileVariant } from '../src/compile.js';

// Pieces in hand and drops (issue 16's move shapes: KIND_DROP, the hands in the rule-state block), on
// Grand Chess with a Knight in each hand that may be dropped on an empty cell of the own home ranks.
const game = (fen?: string, moves: string[] = []) => new Game(grandDrops, { fen, moves, hashMB: 0 });

describe('drops', () => {
  it('from the start: Grand Chess\'s 65 moves and a Knight drop on each of the 10 empty home cells (b1..i1, a2, j2)', () => {
    const moves = game().legalMoves();
    expect(moves.length).toBe(75);
    expect(moves.filter((move) => move.includes('@')).sort()).toEqual(['N@a2', 'N@b1', 'N@c1', 'N@d1', 'N@e1', 'N@f1', 'N@g1', 'N@h1', 'N@i1', 'N@j2']);
  });

  it('a drop takes the piece from the hand: the position string shows it, and the hand is empty afterwards', () => {
    const position = game(undefined, ['N@e1']);
    expect(position.fen()).toBe('r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R3N4R[n] b - - 1 1');
    position.play('N@e10');
    expect(position.legalMoves().some((move) => move.includes('@'))).toBe(false);
  });

  it('undo gives the piece back to the hand, and the hash with it', () => {
    const position = game();
    const before = position.hash().value;
    position.play('N@e1');
    expect(position.hash().value).not.toBe(before);
    position.undo();
    expect(position.fen()).toBe(grandDrops.startFen);
    expect(position.hash()).toEqual({ value: before, consistent: true });
  });

  it('the hands are part of the hash: the same board with other hands is another position', () => {
    const empty = game('r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R[] w - - 0 1').hash();
    const full = game(grandDrops.startFen).hash();
    expect(empty.consistent && full.consistent).toBe(true);
    expect(empty.value).not.toBe(full.value);
  });

  it('a drop can block a check', () => {
    // Black rook a1 checks the white king e1 along rank 1; a Knight dropped on b1, c1 or d1 blocks it.
    const position = game('4k5/10/10/10/10/10/10/10/10/r3K5[N] w - - 0 1');
    expect(position.legalMoves().filter((move) => move.includes('@')).sort()).toEqual(['N@b1', 'N@c1', 'N@d1']);
  });

  it('a piece in hand counts at its material value in the evaluation; dropping it changes only its placement', () => {
    const compiled = compileVariant(grandDrops);
    const knight = compiled.pieceTypes.findIndex((type) => type?.letter === 'N');
    const knightValue = compiled.tables.pieceValues[knight]!;
    const board = 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R';
    const empty = game(`${board}[] w - - 0 1`).evaluate(0);
    const held = game(`${board}[N] w - - 0 1`).evaluate(0);
    expect(knightValue).toBeGreaterThan(100);
    expect(held - empty).toBe(knightValue);
    // After N@e1 (Black to move), the Knight stands on the board: White's score moves by its placement on e1 only.
    const dropped = game(`${board}[N] w - - 0 1`, ['N@e1']).evaluate(0);
    const placed = game('r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R3N4R[] b - - 1 1').evaluate(0);
    expect(dropped).toBe(placed);
  });

  it('hands in the position string: round trip, and a bad hand names the problem', () => {
    const fen = '4k5/10/10/10/10/10/10/10/10/r3K5[NNn] w - - 0 1';
    expect(game(fen).fen()).toBe(fen);
    expect(() => game('4k5/10/10/10/10/10/10/10/10/r3K5[Q] w - - 0 1')).toThrow(CauldronError);
    expect(() => game('4k5/10/10/10/10/10/10/10/10/r3K5[Q] w - - 0 1')).toThrow(/'Q' cannot be in hand/);
    expect(() => new Game('grand', { fen: '4k5/10/10/10/10/10/10/10/10/r3K5[N] w - - 0 1' })).toThrow(/no pieces in hand/);
  });

  it('make/unmake, hash and rule-state invariants at every node, and every route to the moves agrees', () => {
    expect(game(undefined, ['N@e1', 'N@e10']).perftVerified(3)).toBe(game(undefined, ['N@e1', 'N@e10']).perftByTrial(3));
    // Four Knights in each hand, so that drops stay possible deep into the games, checks included.
    const full = grandDrops.startFen.replace('[Nn]', '[NNNNnnnn]');
    let plies = 0;
    for (let seed = 1; seed <= 30; seed++) plies += game(full).playRandomChecked(seed, 300, 10).length;
    expect(plies).toBeGreaterThan(30 * 100);
  });
});

describe('perft equals Fairy-Stockfish (npm wasm build, pieceDrops)', () => {
  let oracle: FairyStockfishWasm;
  beforeAll(async () => {
    oracle = await FairyStockfishWasm.start({ variant: 'grand-drops', variantsIni: dropsIni });
  }, 60_000);
  afterAll(async () => oracle?.quit());

  it('from the start, depths 1 to 3, and below positions of random games', async () => {
    const position = game();
    for (const depth of [1, 2, 3]) expect(position.perft(depth), `depth ${depth}`).toBe((await oracle.perft(depth, { fen: position.fen() })).nodes);
    for (let seed = 1; seed <= 30; seed++) {
      position.setPosition();
      position.playRandom(seed, 6 + (seed % 7) * 10, 20);
      const fen = position.fen();
      const theirs = await oracle.perft(2, { fen });
      expect(Object.fromEntries([...position.divide(2)].sort()), fen).toEqual(Object.fromEntries(Object.entries(theirs.divide).sort()));
    }
  }, 120_000);
});
