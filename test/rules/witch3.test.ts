import { describe, it, expect } from 'vitest';
import { Game } from '../../src/game.js';
import { hexFen } from '../support/hex-position.js';
import { referenceMoves, referencePerft, referencePlay, referenceStartFen, type CheckRule } from '../support/witch3-reference.js';

// Witch's Chess for three, shared/rules/witch.md. Each piece is its party's letter then its own
// (rR = Red Raven); a Toad taken over keeps its old party in brackets: rP(b). Axial coordinates (q, r)
// in comments; Red's forward is N (0,-1), Black's SE (1,0), White's SW (-1,1).
const fen = (pieces: Record<string, string>, toMove = 'r', castling = '-', clocks = '0 1') => hexFen(5, pieces, toMove, castling, clocks);
const game = (position: string, check: CheckRule = 'capture', moves: string[] = []) =>
  new Game('witch3', { fen: position, rules: { check }, moves, hashMB: 1 });
const sorted = (moves: string[]) => [...moves].sort();

describe('three parties: start, order and position strings', () => {
  it('the start position is the spec\'s three armies, Red to move, all six castlings open', () => {
    const start = new Game('witch3');
    expect(start.fen()).toBe(referenceStartFen());
    expect(start.players()).toEqual(['red', 'black', 'white']);
    expect(new Game('witch3', { fen: start.fen() }).fen()).toBe(start.fen());
  });

  it('turn order is Red, Black, White, and the move number grows after White', () => {
    const start = new Game('witch3', { moves: ['e3e4'] });
    expect(start.status().turn).toBe('black');
    start.play('d6e6'); // Black's Toad d6 (-1,-1) steps SE to e6 (0,-1)
    expect(start.status()).toMatchObject({ turn: 'white', turnIndex: 2 });
    start.play('g5f5'); // White's Toad g5 (2,-2) steps SW to f5 (1,-1)
    expect(start.status().turn).toBe('red');
    // Only captures restart the clock: three Toad steps count 3.
    expect(start.fen().split(' ').slice(-2)).toEqual(['3', '2']);
  });

  it('perft from the start in capture mode (default) agrees with the independent reference at depths 1-4', () => {
    // Depth 1, by hand: 7 Toad steps, Bat f1 3 (e4 g3 h2), Bat f2 5 (d4 e5 g4 h3 i1), Broom d2 5
    // (b4 c3 e4 f5 g6); everything else is boxed in: 20.
    const start = new Game('witch3');
    const counts = [1, 2, 3, 4].map((depth) => start.perft(depth));
    expect(counts[0]).toBe(20);
    expect(counts).toEqual([1, 2, 3, 4].map((depth) => referencePerft(start.fen(), depth, 'capture')));
  }, 60_000);

  it('perft from the start with check strict agrees with the reference at depths 1-4 (White\'s Broom h4 pins the Bat f2)', () => {
    // Depth 1: the 20 above less the five moves of the Bat on f2, which stands between Red's Raven e1
    // and White's Broom h4 on the diagonal e1-f2-g3-h4 (g3 empty): 15.
    const start = new Game('witch3', { rules: { check: 'strict' } });
    const counts = [1, 2, 3, 4].map((depth) => start.perft(depth));
    expect(counts[0]).toBe(15);
    expect(counts).toEqual([1, 2, 3, 4].map((depth) => referencePerft(start.fen(), depth, 'strict')));
  }, 60_000);

  it('bad three-party position strings name the problem', () => {
    const start = new Game('witch3').fen();
    expect(() => new Game('witch3', { fen: start.replace('rR', 'xR') })).toThrow(/unknown party letter 'x'/);
    expect(() => new Game('witch3', { fen: start.replace('rR', 'rQ') })).toThrow(/unknown piece letter 'Q'/);
    expect(() => new Game('witch3', { fen: start.replace('rR', 'rR(b)') })).toThrow(/only a pawn taken over keeps its old party/);
    expect(() => new Game('witch3', { fen: start.replace(' r ', ' g ') })).toThrow(/side to move 'g'/);
    expect(() => new Game('witch3', { fen: start.replace('c1g1a3c7i3g7', 'c1x9') })).toThrow(/castling right/);
  });
});

describe('takeover: capturing a Raven hands its party to the capturer', () => {
  // Red Bat c4 (-2,1) leaps (-2,-1) onto Black's Raven a5 (-4,0).
  const before = fen({ e1: 'rR', c4: 'rN', a5: 'bR', b3: 'bP', a3: 'bT', i5: 'wR', h3: 'wP', b2: 'wN' }, 'r', 'a3');

  it('the Raven capture gives Red the Black Tower and Toad (kept as Black\'s Toad), clears Black\'s castling and skips Black', () => {
    const after = game(before, 'capture', ['c4a5']);
    expect(after.fen()).toBe(fen({ e1: 'rR', a5: 'rN', b3: 'rP(b)', a3: 'rT', i5: 'wR', h3: 'wP', b2: 'wN' }, 'w', '-', '0 1'));
    expect(after.status().inGame).toEqual(['red', 'white']);
    expect(after.fen()).toBe(referencePlay(before, 'c4a5', 'capture'));
  });

  it('a taken-over Toad keeps its old forward: from b3 it steps SE to c3 and captures S on b2', () => {
    // b3 is (-3,2): Black's forward SE (1,0) gives c3 (-2,2); its captures are NE c4 (empty) and S b2
    // (White's Bat). Red's own Toads would go N to b4 instead.
    const after = game(before, 'capture', ['c4a5', 'h3g3']);
    expect(after.legalMoves().filter((move) => move.startsWith('b3')).sort()).toEqual(['b3b2', 'b3c3']);
  });

  it('a taken-over Toad promotes on its old party\'s cells: Black\'s i1, not a Red promotion cell', () => {
    // h2 (3,0) steps SE to i1 (4,0), one of Black's nine: four choices. The Raven has d1, e2, f1: 7 moves.
    const position = game(fen({ e1: 'rR', h2: 'rP(b)', a5: 'bR', i5: 'wR' }));
    expect(sorted(position.legalMoves())).toEqual(['e1d1', 'e1e2', 'e1f1', 'h2i1b', 'h2i1n', 'h2i1t', 'h2i1w']);
  });

  it('the last party with a Raven wins; the others lose', () => {
    // Black is already out (no pieces); Red's Witch takes White's Raven, White's last piece.
    const last = game(fen({ e1: 'rR', e2: 'rW', e3: 'wR' }, 'r'), 'capture', ['e2e3']);
    expect(last.status()).toMatchObject({ state: 'last party', winner: 'red', results: { red: 'win', black: 'loss', white: 'loss' } });
    expect(last.legalMoves()).toEqual([]);
  });

  it('the search takes a Raven when it can: a takeover is worth a whole army (paranoid and BRS+)', () => {
    for (const algorithm of ['paranoid', 'brs'] as const) {
      expect(game(before).search({ depth: 3, algorithm }).bestMove).toBe('c4a5');
    }
  });
});

describe('the check rule', () => {
  // Black's Tower d8 covers the d-file down to d1; Red's Raven e1 (0,4) has neighbours d1, e2, f1.
  const towerOnD = fen({ e1: 'rR', d8: 'bT', a5: 'bR', i5: 'wR' });

  it('capture (default): a Raven may step into attack', () => {
    expect(sorted(game(towerOnD, 'capture').legalMoves())).toEqual(['e1d1', 'e1e2', 'e1f1']);
  });

  it('strict: no move may leave the own Raven attacked', () => {
    expect(sorted(game(towerOnD, 'strict').legalMoves())).toEqual(['e1e2', 'e1f1']);
  });

  it('an unknown value of the option is an error naming the choices', () => {
    expect(() => new Game('witch3', { rules: { check: 'soft' } })).toThrow(/must be one of capture, strict/);
  });
});

describe('castling by swapping Raven and Tower, three parties', () => {
  // Black's Tower d8 attacks d1, the cell between e1 and c1: that swap is refused in both modes; the
  // swap with g1 across f1 stays.
  const position = fen({ e1: 'rR', c1: 'rT', g1: 'rT', d8: 'bT', a5: 'bR', i5: 'wR' }, 'r', 'c1g1');

  for (const check of ['capture', 'strict'] as const) {
    it(`an attacked between cell forbids the swap (${check})`, () => {
      const moves = game(position, check).legalMoves();
      expect(moves).not.toContain('e1c1');
      expect(moves).toContain('e1g1');
      expect(sorted(moves)).toEqual(referenceMoves(position, check));
    });
  }

  it('the swap puts the Tower on the Raven\'s cell and clears Red\'s rights only', () => {
    // Black keeps its a5-c7 swap (Tower c7, between cell b6).
    const withBlack = fen({ e1: 'rR', c1: 'rT', g1: 'rT', d8: 'bT', a5: 'bR', c7: 'bT', i5: 'wR' }, 'r', 'c1g1c7');
    const after = game(withBlack, 'capture', ['e1g1']);
    expect(after.fen()).toBe(fen({ g1: 'rR', c1: 'rT', e1: 'rT', d8: 'bT', a5: 'bR', c7: 'bT', i5: 'wR' }, 'b', 'c7', '1 1'));
    expect(after.fen()).toBe(referencePlay(withBlack, 'e1g1', 'capture'));
  });
});

describe('elimination', () => {
  // Red's Towers a1 and b1 rake the a- and b-files: Black's Raven a5 is attacked and so are all its
  // neighbours a4, b5 and b6.
  const mated = fen({ e1: 'rR', a1: 'rT', b1: 'rT', a5: 'bR', i5: 'wR' }, 'b');

  it('strict: a party with no legal move while three are in the game leaves it (0000); its pieces come off', () => {
    const position = game(mated, 'strict');
    expect(position.legalMoves()).toEqual(['0000']);
    position.play('0000');
    expect(position.fen()).toBe(fen({ e1: 'rR', a1: 'rT', b1: 'rT', i5: 'wR' }, 'w'));
    expect(position.status().inGame).toEqual(['red', 'white']);
    position.undo();
    expect(position.fen()).toBe(mated);
  });

  it('capture: the same Raven may walk into attack, so it has three moves and stays', () => {
    expect(sorted(game(mated, 'capture').legalMoves())).toEqual(['a5a4', 'a5b5', 'a5b6']);
  });

  it('with two parties left, no legal move ends the game: the other party wins', () => {
    const twoLeft = game(fen({ e1: 'rR', a1: 'rT', b1: 'rT', a5: 'bR' }, 'b'), 'strict');
    expect(twoLeft.legalMoves()).toEqual([]);
    expect(twoLeft.status()).toMatchObject({ state: 'checkmate', winner: 'red', results: { red: 'win', black: 'loss', white: 'loss' } });
  });

  it('0000 is refused while the party has a move', () => {
    expect(() => new Game('witch3').play('0000')).toThrow(/only legal for a party with no move/);
  });
});

describe('draws', () => {
  it('40 rounds without a capture: 120 plies with three parties in the game', () => {
    const position = game(fen({ e1: 'rR', a5: 'bR', i5: 'wR' }, 'r', '-', '119 50'));
    expect(position.status().state).toBe('ongoing');
    position.play('e1e2');
    expect(position.status()).toMatchObject({ state: 'move-rule draw', winner: null, results: { red: 'draw', black: 'draw', white: 'draw' } });
  });

  it('40 rounds with two parties left are 80 plies; the party out of the game has lost', () => {
    const position = game(fen({ e1: 'rR', i5: 'wR' }, 'r', '-', '79 50'));
    position.play('e1e2');
    expect(position.status()).toMatchObject({ state: 'move-rule draw', results: { red: 'draw', black: 'loss', white: 'draw' } });
  });

  it('the third repetition (same party to move) draws', () => {
    const position = game(fen({ e1: 'rR', a5: 'bR', i5: 'wR' }));
    const round = ['e1e2', 'a5a4', 'i5i4', 'e2e1', 'a4a5', 'i4i5'];
    for (const move of [...round, ...round]) {
      expect(position.status().state).toBe('ongoing');
      position.play(move);
    }
    expect(position.status().state).toBe('repetition draw');
  });
});

describe('agreement with the independent reference and invariants over random games', () => {
  for (const check of ['capture', 'strict'] as const) {
    it(`legal moves and the position after each move agree on random games (${check})`, () => {
      let positions = 0;
      let takenOver = 0;
      for (let seed = 1; seed <= 24; seed++) {
        const played = new Game('witch3', { rules: { check }, hashMB: 0 }).playRandom(seed, 160, 0);
        const replay = new Game('witch3', { rules: { check }, hashMB: 0 });
        let expected = replay.fen();
        for (const move of played) {
          expect(sorted(replay.legalMoves())).toEqual(referenceMoves(expected, check));
          replay.play(move);
          expected = referencePlay(expected, move, check);
          expect(replay.fen()).toBe(expected);
          positions++;
          if (expected.includes('(')) takenOver++;
        }
        expect(replay.hash().consistent).toBe(true);
      }
      expect(positions).toBeGreaterThan(500);
      if (check === 'capture') expect(takenOver).toBeGreaterThan(20);
    }, 120_000);

    it(`perft below random positions checks hash and make/unmake at every node and agrees with the reference (${check})`, () => {
      for (let seed = 100; seed < 112; seed++) {
        const position = new Game('witch3', { rules: { check }, hashMB: 0 });
        position.playRandom(seed, 20 + (seed % 5) * 12, 0);
        const fenNow = position.fen();
        const nodes = position.perftVerified(3);
        expect(nodes).toBe(position.perft(3));
        expect(position.perft(2)).toBe(referencePerft(fenNow, 2, check));
        expect(new Game('witch3', { fen: fenNow, rules: { check } }).fen()).toBe(fenNow);
      }
    }, 120_000);
  }
});
