import { describe, it, expect } from 'vitest';
import { Game } from '../../src/game.js';
import { DreierschachBoard } from '../../src/geometry/dreierschach-board.js';
import { boardFen } from '../support/hex-position.js';
import { referenceMoves, referencePerft, referencePlay, referenceStartFen, referenceStatus } from '../support/dreierschach-reference.js';

// Dreierschach, shared/rules/dreierschach.md. Cells (f, r) named by file a..m and rank r + 1; each piece
// is its player's letter then its own (wK, gP, bR). Order of play: white, gray, black.
const board = new DreierschachBoard();
const fen = (pieces: Record<string, string>, toMove = 'w', castling = '-', enPassant = '-') => boardFen(board, pieces, toMove, castling, enPassant);
const game = (position: string, moves: string[] = []) => new Game('dreierschach', { fen: position, moves, hashMB: 1 });
const sorted = (moves: string[]) => [...moves].sort();
const movesFrom = (position: Game, from: string) => position.legalMoves().filter((move) => move.startsWith(from)).map((move) => move.slice(from.length)).sort();
const kings = { d1: 'wK', e10: 'gK', m9: 'bK' };

describe('board, setup and position strings', () => {
  it('126 cells a1..m13; the start position is the spec\'s, white to move, all six castlings open', () => {
    expect(board.cellCount).toBe(126);
    const start = new Game('dreierschach');
    expect(start.fen()).toBe(referenceStartFen());
    expect(start.players()).toEqual(['white', 'gray', 'black']);
    expect(new Game('dreierschach', { fen: start.fen() }).fen()).toBe(start.fen());
  });

  it('perft from the start: 44 / 1,930 / 84,348 agree with the independent reference; depth 4 is 3,890,589', () => {
    // Depth 1 by hand: 9 pawns with 2 pushes and 2 double steps each (36) and 2 knights with 4 leaps
    // each (8); the bishops, queen and king are shut in: every diagonal step out passes between two pawns.
    const start = new Game('dreierschach');
    const counts = [1, 2, 3].map((depth) => start.perft(depth));
    expect(counts[0]).toBe(44);
    expect(counts).toEqual([1, 2, 3].map((depth) => referencePerft(start.fen(), depth)));
    // The reference needs about 75 s for depth 4; it gave 3,890,589 (README), which the engine matches.
    expect(start.perft(4)).toBe(3_890_589);
  }, 60_000);

  it('bad position strings name the problem', () => {
    const start = new Game('dreierschach').fen();
    expect(() => new Game('dreierschach', { fen: start.replace(' w ', ' x ') })).toThrow(/side to move 'x'/);
    expect(() => new Game('dreierschach', { fen: start.replace(' - 0 1', ' e9 0 1') })).toThrow(/en passant cell e9 is not empty/);
    expect(() => new Game('dreierschach', { fen: start.replace('wK', 'wQ').replace('a1h1', '') })).toThrow(/white has 0 kings, expected exactly 1/);
    expect(() => new Game('dreierschach', { fen: start.replace('wK', 'wQ') })).toThrow(/castling right 'a1' needs the white royal piece on d1/);
  });
});

describe('moves', () => {
  it('a diagonal step needs one of its two between cells empty (the bishop from e5 toward g6 passes between f5 and f6)', () => {
    // e5 is (4,4); the step (2,1) to g6 passes between f5 (5,4) and f6 (5,5).
    const shut = game(fen({ ...kings, e5: 'wB', f5: 'gP', f6: 'gP' }));
    expect(movesFrom(shut, 'e5')).not.toContain('g6');
    const open = game(fen({ ...kings, e5: 'wB', f5: 'gP' }));
    // One between cell free: the line opens, g6 and the cells beyond it, i7 and k8.
    expect(movesFrom(open, 'e5')).toEqual(expect.arrayContaining(['g6', 'i7', 'k8']));
    expect(movesFrom(open, 'e5').length - movesFrom(shut, 'e5').length).toBe(3);
  });

  it('a pawn pushes two ways and double-steps either way from its start row (white e2: e3, e4, f3, g4)', () => {
    expect(movesFrom(game(fen({ ...kings, e2: 'wP' })), 'e2')).toEqual(['e3', 'e4', 'f3', 'g4']);
  });

  it('en passant is open to both opponents until the double-stepping player moves again', () => {
    // White e2-e4 skips e3 (4,2). Gray's pawn d4 (3,3) takes toward (1,-1) onto e3; black's pawn g4
    // (6,3) toward (-2,-1).
    const start = fen({ ...kings, e2: 'wP', d4: 'gP', g4: 'bP' });
    const grayTurn = game(start, ['e2e4']);
    expect(grayTurn.fen().split(' ')[3]).toBe('e3');
    expect(grayTurn.legalMoves()).toContain('d4e3');
    const blackTurn = game(start, ['e2e4', 'e10f10']);
    expect(blackTurn.legalMoves()).toContain('g4e3');
    blackTurn.play('g4e3');
    expect(blackTurn.fen()).toBe(fen({ d1: 'wK', f10: 'gK', m9: 'bK', d4: 'gP', e3: 'bP' }, 'w').replace(' 0 1', ' 0 2'));
    // White moves again: the entry is closed.
    expect(game(start, ['e2e4', 'e10f10', 'm9l9']).fen().split(' ')[3]).toBe('-');
  });

  it('two double steps can be open at once, written oldest first', () => {
    const position = game(fen({ ...kings, e2: 'wP', e9: 'gP' }), ['e2e4', 'e9f9']);
    // Gray e9 (4,8) double-steps (1,0) to g9, skipping f9.
    expect(position.fen().split(' ')[3]).toBe('e3');
    const both = game(fen({ ...kings, e2: 'wP', e9: 'gP' }), ['e2e4', 'e9g9']);
    expect(both.fen().split(' ')[3]).toBe('e3,f9');
    expect(game(both.fen()).fen()).toBe(both.fen());
  });

  it('promotion on either opponent\'s baseline, to queen, rook, bishop or knight', () => {
    // h12 (7,11) pushes to h13 on gray's baseline (r - f = 5) or to i13, on none; l11 (11,10) pushes to
    // l12, on none, or m12, on black's baseline (f = 12).
    const position = game(fen({ ...kings, h12: 'wP', l11: 'wP' }));
    expect(movesFrom(position, 'h12')).toEqual(['h13b', 'h13n', 'h13q', 'h13r', 'i13']);
    expect(movesFrom(position, 'l11')).toEqual(['l12', 'm12b', 'm12n', 'm12q', 'm12r']);
  });

  it('minor and major castling for all three players', () => {
    const pieces = { d1: 'wK', a1: 'wR', h1: 'wR', e10: 'gK', h13: 'gR', a6: 'gR', m9: 'bK', m6: 'bR', m13: 'bR' };
    const castles = { w: ['d1b1', 'd1g1'], g: ['e10g12', 'e10b7'], b: ['m9m7', 'm9m12'] };
    for (const [side, moves] of Object.entries(castles)) {
      const position = game(fen(pieces, side, 'a1h1h13a6m6m13'));
      expect(position.legalMoves()).toEqual(expect.arrayContaining(moves));
      expect(sorted(position.legalMoves())).toEqual(referenceMoves(position.fen()));
    }
    // Minor: the king goes two cells toward the rook, which jumps over it.
    const after = game(fen(pieces, 'w', 'a1h1h13a6m6m13'), ['d1b1']);
    expect(after.fen()).toBe(fen({ ...pieces, d1: '', a1: '', b1: 'wK', c1: 'wR' }, 'g', 'h13a6m6m13').replace(' 0 1', ' 1 1'));
  });

  it('no castling over a cell an opponent attacks (gray\'s rook c8 covers c1 of white\'s minor castling)', () => {
    const pieces = { d1: 'wK', a1: 'wR', h1: 'wR', e10: 'gK', m9: 'bK', c8: 'gR' };
    const moves = game(fen(pieces, 'w', 'a1h1')).legalMoves();
    expect(moves).not.toContain('d1b1');
    expect(moves).toContain('d1g1');
  });

  it('no move may leave the own king attacked by either opponent (black\'s rook pins white\'s knight)', () => {
    // Black's rook d8 looks down the d-file at white's king d1; the knight d3 may not leave it.
    expect(movesFrom(game(fen({ ...kings, d3: 'wN', d8: 'bR' })), 'd3')).toEqual([]);
  });

  it('a piece that alone keeps a squeezed step onto its king shut may not leave, not even to block another check', () => {
    // White is in check from black's pawn g3: its capture step to e2 passes between f2 (empty) and f3
    // (white pawn). The Queen d1 could shut it on f2, but d1 and d2 keep gray's Queen c1 off e2: its
    // step c1-e2 passes between them. Only the king may answer: f2, e3, e1 and g3 (taking the pawn).
    const position = 'gK4bK/7/8/9/10/11/12/13/12/11/5wPbP3/3wPwK4/2gQwQ4 w - - 0 1';
    expect(sorted(game(position).legalMoves())).toEqual(['e2e1', 'e2e3', 'e2f2', 'e2g3']);
    expect(sorted(referenceMoves(position))).toEqual(['e2e1', 'e2e3', 'e2f2', 'e2g3']);
  });

  it('kings are never captured: a king left attacked by another\'s move is check, not a capture', () => {
    // White's rook e2 sees gray's king e10 up the e-file; it may go as far as e9, not take.
    expect(movesFrom(game(fen({ ...kings, e2: 'wR' })), 'e2')).not.toContain('e10');
    expect(movesFrom(game(fen({ ...kings, e2: 'wR' })), 'e2')).toContain('e9');
  });
});

describe('end of game and points', () => {
  // Gray's king in the corner h13 (7,12) has five neighbours: i13, g12, h12, g11, i12. A queen on h11
  // checks it up the h-file and covers all five.
  it('checkmate by white alone: white wins 3, black 1, gray 0', () => {
    const status = game(fen({ d1: 'wK', h13: 'gK', m9: 'bK', h11: 'wQ' }, 'g')).status();
    expect(status).toMatchObject({ state: 'checkmate', winner: 'white', points: { white: 3, gray: 0, black: 1 } });
  });

  it('checkmate by black alone: black wins', () => {
    const status = game(fen({ d1: 'wK', h13: 'gK', m9: 'bK', h11: 'bQ' }, 'g')).status();
    expect(status).toMatchObject({ state: 'checkmate', winner: 'black', points: { white: 1, gray: 0, black: 3 } });
  });

  it('the winner is the first opponent after the mated player in the order of play whose pieces attack the king', () => {
    // Both attack: white's queen h11 and black's rook m13 along rank 13. After gray comes black.
    const position = fen({ d1: 'wK', h13: 'gK', m9: 'bK', h11: 'wQ', m13: 'bR' }, 'g');
    const status = game(position).status();
    expect(status).toMatchObject({ state: 'checkmate', winner: 'black', points: { white: 1, gray: 0, black: 3 } });
    expect(referenceStatus(position)).toEqual({ state: 'checkmate', points: status.points });
  });

  it('stalemate draws 1/1/1', () => {
    // Queen i11 covers i13, i12, h12 and g11, the bishop e8 covers g12; h13 itself is not attacked.
    const status = game(fen({ d1: 'wK', h13: 'gK', m9: 'bK', i11: 'wQ', e8: 'wB' }, 'g')).status();
    expect(status).toMatchObject({ state: 'stalemate', winner: null, points: { white: 1, gray: 1, black: 1 } });
  });

  it('three bare kings draw 1/1/1', () => {
    expect(game(fen(kings)).status()).toMatchObject({ state: 'bare kings', points: { white: 1, gray: 1, black: 1 } });
  });

  it('three bare kings end the game: no legal moves, perft 0 below it', () => {
    // The white king d1 takes gray's last piece, a pawn on d2: three bare kings.
    const position = game(fen({ ...kings, d2: 'gP' }));
    expect(position.divide(2).get('d1d2')).toBe(0);
    position.play('d1d2');
    expect(position.status().state).toBe('bare kings');
    expect(position.legalMoves()).toEqual([]);
    expect(position.perft(1)).toBe(0);
  });

  it('the third repetition draws', () => {
    const position = game(fen({ ...kings, a1: 'wR' }));
    const round = ['d1e1', 'e10f10', 'm9l9', 'e1d1', 'f10e10', 'l9m9'];
    for (const move of [...round, ...round]) {
      expect(position.status().state).toBe('ongoing');
      position.play(move);
    }
    expect(position.status()).toMatchObject({ state: 'repetition draw', points: { white: 1, gray: 1, black: 1 } });
  });
});

describe('agreement with the independent reference and invariants over random games', () => {
  it('legal moves, the position after each move and the end state agree on random games', () => {
    let positions = 0;
    let openEnPassant = 0;
    let twoOpen = 0;
    let promotions = 0;
    let finished = 0;
    for (let seed = 1; seed <= 16; seed++) {
      const played = new Game('dreierschach', { hashMB: 0 }).playRandom(seed, 240, 60);
      const replay = new Game('dreierschach', { hashMB: 0 });
      let expected = replay.fen();
      for (const move of played) {
        expect(sorted(replay.legalMoves())).toEqual(referenceMoves(expected));
        replay.play(move);
        expected = referencePlay(expected, move);
        expect(replay.fen()).toBe(expected);
        positions++;
        const enPassant = expected.split(' ')[3]!;
        if (enPassant !== '-') openEnPassant++;
        if (enPassant.includes(',')) twoOpen++;
        if (/\d[qrbn]$/.test(move)) promotions++;
      }
      const status = replay.status();
      if (status.state === 'checkmate' || status.state === 'stalemate') {
        finished++;
        expect(referenceStatus(expected)).toEqual({ state: status.state, points: status.points });
      }
      expect(replay.hash().consistent).toBe(true);
    }
    expect(positions).toBeGreaterThan(2000);
    expect(openEnPassant).toBeGreaterThan(100);
    expect(twoOpen).toBeGreaterThan(10);
    expect(promotions).toBeGreaterThan(20);
    expect(finished).toBeGreaterThan(3);
  }, 120_000);

  it('perft below random positions checks hash and make/unmake at every node and agrees with the reference', () => {
    for (let seed = 200; seed < 208; seed++) {
      const position = new Game('dreierschach', { hashMB: 0 });
      position.playRandom(seed, 30 + seed % 4 * 15, 60);
      if (position.status().state !== 'ongoing') continue;
      const nodes = position.perftVerified(3);
      expect(nodes).toBe(position.perft(3));
      expect(position.perft(2)).toBe(referencePerft(position.fen(), 2));
    }
  }, 120_000);
});

describe('search', () => {
  it('paranoid and BRS+ both find the mate in one of a gray king in the corner', () => {
    // White to move: Qh9-h11 mates (see the mate above); black's rook m13 holds rank 13.
    const position = fen({ d1: 'wK', h13: 'gK', m9: 'bK', h9: 'wQ' }, 'w');
    for (const algorithm of ['paranoid', 'brs'] as const) {
      const result = game(position).search({ depth: 3, algorithm });
      expect(result.bestMove).toBe('h9h11');
      expect(result.lines[0]!.score).toEqual({ mate: 1 });
    }
  });
});
