import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Game } from '../src/game.js';
import { loadVariants, variantById, variants } from '../src/variants/index.js';
// The engine runs the built package's worker (dist/src/worker.js), as users import it.
import { createEngine } from '../dist/src/index.js';
// The UCI session runs its jobs in the built worker, so it comes from dist/ too.
import { UciSession } from '../dist/src/uci.js';
import { cauldronErrorOf } from './support/error-message.js';

// Variants written by users (issue 18 item 3): a Fairy-Stockfish-style variants.ini or its JSON form,
// through loadVariants, Game, the engine API, UCI's VariantPath and the command line's --variants.
const GRAND_PLUS = `
# Grand Chess with a Centaur (b1) and a Nightrider (a2)
[grandplus:grand]
customPiece1 = u:KN
customPiece2 = x:NN
startFen = r8r/xnbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/XNBQKCABN1/RU7R w - - 0 1
pieceToCharTable = -
`;
const problemsOf = (text: string) => cauldronErrorOf(() => loadVariants(text), 'the text');
const scratch = mkdtempSync(join(tmpdir(), 'cauldron-variants-'));

describe('variants.ini: sections, inheritance, pieces', () => {
  it('[name:grand] inherits Grand Chess and adds custom pieces; it appears among the variants', () => {
    expect(loadVariants(GRAND_PLUS)).toEqual(['grandplus']);
    expect(variants.has('grandplus')).toBe(true);
    const definition = variantById('grandplus');
    expect(definition.pieces.map((piece) => `${piece.letter}:${piece.betza}`)).toEqual(expect.arrayContaining(['U:KN', 'X:NN', 'C:RN', 'A:BN', 'P:fmWfcF']));
    expect(definition.pawnRules).toMatchObject({ optionalPromotionRanks: [8, 9], compulsoryPromotionRanks: [10], doubleStepRanks: [3], promotionLimitedToStartCounts: true });
    // Hand count from the start: classic Grand Chess has 65 moves. The Nightrider a2 adds b4, c6, d8
    // (a capture) and c1, and takes a2 from the rook a1; the Centaur b1 adds c1 (its other squares hold
    // own pieces), and takes b1 from the rook a1 (b1-i1: 8), the bishop c2 and the rook j1.
    // 65 + 4 - 1 + 1 - 8 - 1 - 1 = 59.
    expect(new Game('grandplus').perft(1)).toBe(59);
  });

  it('a section inherits from an earlier one, and from chess (perft 4 of chess = 197,281; castling: 26 and 568)', () => {
    loadVariants('[mychess:chess]\n[mychess2:mychess]\nnMoveRule = 60\n');
    expect(new Game('mychess2').perft(4)).toBe(197281);
    expect(variantById('mychess2').drawRules.moveRulePlies).toBe(120);
    const castling = new Game('mychess', { fen: 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1' });
    expect(castling.perft(1)).toBe(26);
    expect(castling.perft(2)).toBe(568);
  });

  it('a section without parent is the template: the board, pieces and rules it sets', () => {
    loadVariants(`[mini]
maxRank = 6
maxFile = f
king = k
rook = r
pawn = p
startFen = 2k3/pp4/6/6/4PP/3K2 w - - 0 1
castling = false
doubleStep = false
promotionRegionWhite = *6
promotionRegionBlack = *1
promotionPieceTypes = r
`);
    const game = new Game('mini');
    // White: the king d1 steps to c1 c2 d2 e1 (e2 holds its pawn); the pawns e2 f2 step once (doubleStep false).
    expect(game.legalMoves().sort()).toEqual(['d1c1', 'd1c2', 'd1d2', 'd1e1', 'e2e3', 'f2f3']);
  });

  it('the JSON form reads the same keys', () => {
    loadVariants(JSON.stringify([{ name: 'grandjson', parent: 'grand', keys: { customPiece1: 'u:KN', customPiece2: 'x:NN', startFen: variantById('grandplus').startFen } }]));
    expect(new Game('grandjson').perft(2)).toBe(new Game('grandplus').perft(2));
  });
});

describe('variants.ini: every problem is reported, with its line', () => {
  it('unknown and unsupported keys, bad values, keys fixed at their default', () => {
    const message = problemsOf('[a:grand]\nfoo = 1\npieceDrops = true\nmaxRank = ten\npieceValueMg = p:100\ncheckmateValue = win\n');
    expect(message).toContain('line 2: foo = 1: unknown key');
    expect(message).toContain('line 3: pieceDrops = true: only false is supported');
    expect(message).toContain("line 4: maxRank = ten: 'ten' is not a whole number >= 1");
    expect(message).toContain('line 5: pieceValueMg = p:100: this Fairy-Stockfish rule is not supported');
    expect(message).toContain('line 6: checkmateValue = win: only loss is supported');
    expect(message.indexOf('line 2')).toBeLessThan(message.indexOf('line 6'));
  });

  it('pieces: a bad Betza names its position, letters may not clash, predefined pieces take a letter only', () => {
    expect(problemsOf('[a:grand]\ncustomPiece1 = u:fXbW\n')).toContain("line 2: customPiece1 = u:fXbW: unknown atom 'X' at 2 in 'fXbW'");
    expect(problemsOf('[a:grand]\ncustomPiece1 = n:KN\n')).toMatch(/\[a\] (knight and customPiece1|customPiece1 and knight) both use the letter n/);
    expect(problemsOf('[a:grand]\nknight = n:NN\n')).toContain('a predefined piece takes its letter only');
    expect(problemsOf('[a:grand]\ncustomPiece1 = u\n')).toContain('a custom piece needs letter:Betza');
  });

  it('sections: unknown parents, malformed lines, keys set twice, a FEN that does not fit, limits the core cannot keep', () => {
    expect(problemsOf('[a:shogi]\n')).toContain("line 1: [a:shogi] inherits from unknown variant 'shogi'");
    expect(problemsOf('[a:grand]\nthis is not a key\n')).toContain("line 2: cannot read 'this is not a key'");
    expect(problemsOf('[a:grand]\nnMoveRule = 10\nnMoveRule = 20\n')).toContain('line 3: nMoveRule is set twice');
    expect(problemsOf('[a:grand]\nstartFen = 8/8/8/8/8/8/8/8 w - - 0 1\n')).toContain('startFen has 8 ranks, the board 10');
    expect(problemsOf('[a:grand]\npromotionLimit = q:2\n')).toMatch(/promotionLimit differs from the start position's counts/);
    expect(problemsOf('nMoveRule = 1\n')).toContain('line 1: \'nMoveRule\' comes before any [section]');
    expect(problemsOf('[grand]\n')).toMatch(/would replace a built-in variant/);
  });

  it('hoppers play: a Cannon on b1 (mRcpR) gives 62 moves from the start (65 + c1-i1, less the rook a1\'s b1-i1, and b1 for the bishop c2 and the rook j1)', () => {
    loadVariants('[grandcannon:grand]\ncustomPiece1 = y:mRcpR\nstartFen = r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/RY7R w - - 0 1\n');
    expect(new Game('grandcannon').perft(1)).toBe(62);
  });

  it('lame leapers play: a Horse on b1 (nN) has no move from the start (b2 blocks a3 and c3, d2 is its own Queen): 55 (65, less the rook a1\'s b1-i1, and b1 for the bishop c2 and the rook j1)', () => {
    loadVariants('[grandhorse:grand]\ncustomPiece1 = h:nN\nstartFen = r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/RH7R w - - 0 1\n');
    expect(new Game('grandhorse').perft(1)).toBe(55);
  });

  it("a loaded variant whose pieces need what today's core lacks fails when played, naming the feature", () => {
    loadVariants('[grandpusher:grand]\ncustomPiece1 = h:ifmnD\nstartFen = r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/RH7R w - - 0 1\n');
    expect(() => new Game('grandpusher')).toThrow(/'ifmnD' needs first-move-only moves \(i\), which the core does not play yet/);
  });
});

describe('user variants everywhere a variant is named', () => {
  const file = join(scratch, 'plus.ini');
  writeFileSync(file, GRAND_PLUS.replace('grandplus', 'grandfile'));

  it('the engine API: createEngine({ variants }) and engine.loadVariants', async () => {
    const engine = await createEngine({ variant: 'grandplus', hashMB: 1, variants: GRAND_PLUS });
    try {
      expect(await engine.perft(2)).toBe(new Game('grandplus').perft(2));
      expect(await engine.loadVariants('[grandtwo:grandplus]\nnMoveRule = 40\n')).toEqual(['grandtwo']);
      await expect(engine.loadVariants('[x:nothing]\n')).rejects.toThrow(/inherits from unknown variant 'nothing'/);
      expect(await engine.perft(1)).toBe(59); // still usable
    } finally {
      await engine.terminate();
    }
  });

  it('UCI: setoption name VariantPath value FILE, then UCI_Variant offers and plays its variants', async () => {
    const lines: string[] = [];
    const session = new UciSession((line) => lines.push(line));
    await session.handle(`setoption name VariantPath value ${file}`);
    await session.handle('setoption name UCI_Variant value grandfile');
    await session.handle('uci');
    await session.handle('go perft 1'); // counted in the worker, while the next command is read
    await session.handle(`setoption name VariantPath value ${join(scratch, 'missing.ini')}`);
    await session.close(true); // the end of input lets the perft finish (quit would stop it)
    expect(lines.find((line) => line.startsWith('option name UCI_Variant'))).toContain('var grandfile');
    expect(lines).toContain('Nodes searched: 59');
    expect(lines).toContain(`info string error: cannot read the variants file '${join(scratch, 'missing.ini')}': ENOENT`);
  });

  it('the command line: --variants FILE', () => {
    const cli = fileURLToPath(new URL('../dist/src/cli.js', import.meta.url));
    const perft = spawnSync(process.execPath, [cli, 'perft', 'grandfile', '1', '--variants', file, '--json'], { encoding: 'utf8' });
    expect(JSON.parse(perft.stdout.trim().split('\n').at(-1)!)).toMatchObject({ variant: 'grandfile', nodes: 59 });
    const bad = spawnSync(process.execPath, [cli, 'perft', 'grand', '1', '--variants', join(scratch, 'missing.ini')], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("cannot read the variants file");
  });
});

