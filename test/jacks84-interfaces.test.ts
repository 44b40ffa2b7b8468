import { describe, it, expect, afterEach } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createEngine, Game, type Engine } from '../dist/src/index.js';
import { replayGame } from '../dist/src/replay.js';
import { UciClient } from '../tools/uci-client.js';

// Jacks and Witches 84 everywhere a variant is taken (issue 17, item 4): UCI with drops written J@d2, the
// worker API, a game record replayed, the command line. The moves include a drop and a Can(n)on's move that
// names its mode, the two move strings this game adds.
const cli = fileURLToPath(new URL('../dist/src/cli.js', import.meta.url));
const OPENING = ['J@d2', 'J@e7', 'z1z1v', 'y8a6'];
const legalAfter = (moves: string[]) => new Game('jacks84', { moves }).legalMoves();
let open: { close(): Promise<unknown> }[] = [];

afterEach(async () => {
  await Promise.all(open.map((thing) => thing.close()));
  open = [];
});

describe('jacks84 through the interfaces', () => {
  it('the opening used here is legal move by move, and the drop and the mode change are in the position string', () => {
    const game = new Game('jacks84');
    for (const move of OPENING) {
      expect(game.legalMoves()).toContain(move);
      game.play(move);
    }
    const fen = game.fen();
    expect(fen.endsWith('[Jj] w T - 4 3')).toBe(true); // one Jack dropped each (drops do not reset the move clock)
    expect(fen.split('/').at(-1)!.startsWith('LVRNBWKBNRCL')).toBe(true); // white's z1 Can(n)on turned Vao in place
  });

  it('UCI: UCI_Variant jacks84, position startpos with drops and mode moves, go depth 3 gives a legal bestmove', async () => {
    const uci = new UciClient('Cauldron', process.execPath, [cli, 'uci']);
    open.push({ close: () => uci.quit() });
    await uci.start({ UCI_Variant: 'jacks84' });
    uci.send(`position startpos moves ${OPENING.join(' ')}`);
    uci.send('go depth 3');
    const lines = await uci.expect((line) => line.startsWith('bestmove'), 60_000);
    expect(lines.filter((line) => line.startsWith('info depth')).length).toBe(3);
    const best = lines.at(-1)!.split(' ')[1]!;
    expect(legalAfter(OPENING)).toContain(best);
    // A drop as the engine's own answer: from the start, the legal moves it can name include J@c2..J@f2.
    uci.send('position startpos');
    uci.send('go depth 1');
    const first = (await uci.expect((line) => line.startsWith('bestmove'), 30_000)).at(-1)!.split(' ')[1]!;
    expect(legalAfter([])).toContain(first);
  }, 120_000);

  it('the worker API: legal moves with drops, a position after moves, an analysis with a legal best move', async () => {
    const engine: Engine = await createEngine({ variant: 'jacks84', hashMB: 8 });
    open.push({ close: () => engine.terminate() });
    const moves = await engine.legalMoves();
    expect(moves).toEqual(new Game('jacks84').legalMoves());
    expect(moves.filter((move) => move.startsWith('J@')).sort()).toEqual(['J@c2', 'J@d2', 'J@e2', 'J@f2']);
    expect(await engine.fen({ moves: OPENING })).toBe(new Game('jacks84', { moves: OPENING }).fen());
    expect(await engine.perft(2, { moves: OPENING })).toBe(new Game('jacks84', { moves: OPENING }).perft(2));
    const result = await engine.analyse({ depth: 3, moves: OPENING });
    expect(legalAfter(OPENING)).toContain(result.bestMove);
  }, 60_000);

  it('replay: a numbered record with a drop and a mode move gives the same position as playing the moves', () => {
    const record = `1. ${OPENING[0]} ${OPENING[1]} 2. ${OPENING[2]} ${OPENING[3]}`;
    const game = new Game('jacks84');
    expect(replayGame(game, record)).toEqual(OPENING);
    expect(game.fen()).toBe(new Game('jacks84', { moves: OPENING }).fen());
  });

  it('the command line: analyse jacks84 to depth 3 and perft 2 after the opening', () => {
    const analyse = spawnSync(process.execPath, [cli, 'analyse', 'jacks84', '--depth', '3', '--json'], { encoding: 'utf8' });
    expect(analyse.status, analyse.stderr).toBe(0);
    const best = JSON.parse(analyse.stdout.trim().split('\n').at(-1)!).bestmove as string;
    expect(legalAfter([])).toContain(best);
    const perft = spawnSync(process.execPath, [cli, 'perft', 'jacks84', '2', '--moves', OPENING.join(' '), '--json'], { encoding: 'utf8' });
    expect(perft.status, perft.stderr).toBe(0);
    expect(JSON.parse(perft.stdout).nodes).toBe(new Game('jacks84', { moves: OPENING }).perft(2));
  }, 60_000);
});
