// Jacks and Witches 84 (shared/rules/jacks84.md): teleporters, the exclusion and endgame rules, check and
// legality, pawns, the end of the game and the rule options, checked on the independent reference generator
// (test/support/jacks84-*.ts) with small hand-built positions whose moves are reasoned out in the comments.
// Squares: files y z a b c d e f g h i j are columns 0..11; a square is dark when column + rank - 1 is even.
// Shared by the reference's tests and the engine's (test/rules/jacks84.test.ts): each `make` builds one
// implementation, the reference or the engine, under the given rule options.
import { describe, expect, it } from 'vitest';
import { jacksFen, movesFrom } from './jacks84-fen.js';
import type { Jacks84Implementation } from './jacks84-engine.js';
import type { MakeJacks84 } from './jacks84-move-tests.js';
import type { Jacks84Rules } from './jacks84-reference.js';

export function defineRuleTests(label: string, make: MakeJacks84): void {
  const ref = make();
  const moves = (fen: string, from: string, reference: Jacks84Implementation = ref) => movesFrom(reference.legalMoves(fen), from);
  const KINGS = { j1: 'K', j8: 'k' };
  /** Plays moves one after the other. */
  const line = (fen: string, played: string[], reference: Jacks84Implementation = ref) => played.reduce((at, move) => reference.play(at, move), fen);

  describe(`jacks84 ${label}: teleporters`, () => {
    it('any piece on a teleporter, King and pawns included, may go to any other empty teleporter', () => {
      // King c3: b2 b3 b4 c2 d2 (c4, d3, d4 removed) and the teleports c6, f6 (f3 holds its own pawn).
      // Pawn f3: forward f4 and capture squares e4 removed, g4 empty: only the teleports c6 and f6.
      const fen = jacksFen({ c3: 'K', f3: 'P', j8: 'k' });
      expect(moves(fen, 'c3')).toEqual(['b2', 'b3', 'b4', 'c2', 'c6', 'd2', 'f6']);
      expect(moves(fen, 'f3')).toEqual(['c6', 'f6']);
    });

    it('a teleporting Can(n)on chooses its mode', () => {
      const teleports = moves(jacksFen({ ...KINGS, c3: 'C' }), 'c3').filter((to) => /^(c6|f3|f6)/.test(to));
      expect(teleports).toEqual(['c6p', 'c6v', 'f3p', 'f3v', 'f6p', 'f6v']);
    });

    it('a teleport may give check', () => {
      // Rook c3 -> f6 looks up the f-file over the empty f7 at the Black King f8.
      const after = ref.play(jacksFen({ j1: 'K', f8: 'k', c3: 'R' }), 'c3f6');
      expect(ref.checkers(after)).toEqual(['f6']);
    });

    it('a teleport may parry check', () => {
      // Black Bishop a5 checks King e1 along a5 b4 c3 d2. King: d1 e2 f1 f2 (d2 stays on the diagonal).
      // Knight f3: teleport to c3 or leap to d2, both blocking; its other moves (c6 f6 g1 h2 h4 g5) do not.
      const fen = jacksFen({ e1: 'K', j8: 'k', a5: 'b', f3: 'N' });
      expect(ref.legalMoves(fen)).toEqual(['e1d1', 'e1e2', 'e1f1', 'e1f2', 'f3c3', 'f3d2']);
    });
  });

  describe(`jacks84 ${label}: the exclusion rule`, () => {
    it('a white Knight on b4 may capture a black Knight on c6, but not when there is another black Knight on f6 (the source\'s example)', () => {
      // Knight b4: a2 a6 c2 c6 z3 z5 (d3, d5 removed).
      expect(moves(jacksFen({ ...KINGS, b4: 'N', c6: 'n' }), 'b4')).toEqual(['a2', 'a6', 'c2', 'c6', 'z3', 'z5']);
      expect(moves(jacksFen({ ...KINGS, b4: 'N', c6: 'n', f6: 'n' }), 'b4')).toEqual(['a2', 'a6', 'c2', 'z3', 'z5']);
    });

    it('keeps a pawn from capturing onto a teleporter while an enemy pawn holds another', () => {
      // Pawn b2 takes the Knight c3 (b3 and b4 also); with a Black pawn on f6 the capture is refused.
      expect(moves(jacksFen({ ...KINGS, b2: 'P', c3: 'n' }), 'b2')).toEqual(['b3', 'b4', 'c3']);
      expect(moves(jacksFen({ ...KINGS, b2: 'P', c3: 'n', f6: 'p' }), 'b2')).toEqual(['b3', 'b4']);
    });

    it('counts a piece a drag puts on a teleporter', () => {
      // Witch b4 -> d2 (down-right, over c3) drags the Black Knight a5 to c3 while the White Knight holds f6:
      // refused. b4 -> c3 drags it only to b4 (legal); b4 -> e1 drags it to d2 (legal). Witch b4: b5..b8,
      // b3 b2 b1, a4 z4 y4, a3 z2 y1, c3 e1 = 15 (c4 and c5 removed, a5 occupied).
      const fen = jacksFen({ ...KINGS, b4: 'W', a5: 'n', f6: 'N' });
      expect(moves(fen, 'b4')).toEqual(['a3', 'a4', 'b1', 'b2', 'b3', 'b5', 'b6', 'b7', 'b8', 'c3', 'e1', 'y1', 'y4', 'z2', 'z4']);
      expect(ref.play(fen, 'b4e1')).toBe(jacksFen({ ...KINGS, e1: 'W', d2: 'n', f6: 'N' }, { side: 'b', clocks: '1 1' }));
    });

    it('Can(n)ons in either mode are one type', () => {
      // A White Vao on c3 and a Black Pao reaching f3 (from f1 up the file): refused.
      expect(moves(jacksFen({ ...KINGS, c3: 'V', f1: 'c' }, { side: 'b' }), 'f1')).not.toContain('f3p');
      expect(moves(jacksFen({ ...KINGS, c3: 'R', f1: 'c' }, { side: 'b' }), 'f1')).toContain('f3p');
    });
  });

  describe(`jacks84 ${label}: the endgame rule`, () => {
    it('once a King reaches the opponent\'s first rank, teleporting is disabled for good (teleportEndgame=permanent)', () => {
      const fen = jacksFen({ j7: 'K', y4: 'k', c3: 'N' });
      expect(moves(fen, 'c3')).toEqual(['a2', 'a4', 'b1', 'b5', 'c6', 'd1', 'e2', 'f3', 'f6']);
      const there = ref.play(fen, 'j7j8');
      expect(there).toBe(jacksFen({ j8: 'K', y4: 'k', c3: 'N' }, { side: 'b', rights: '-', clocks: '1 1' }));
      const back = line(there, ['y4y5', 'j8j7', 'y5y4']);
      expect(back.split(' ')[2]).toBe('-');
      expect(moves(back, 'c3')).toEqual(['a2', 'a4', 'b1', 'b5', 'd1', 'e2']);
    });

    it('under teleportEndgame=whileThere teleporting returns when the King leaves', () => {
      const whileThere = make({ teleportEndgame: 'whileThere' });
      const there = whileThere.play(jacksFen({ j7: 'K', y4: 'k', c3: 'N' }), 'j7j8');
      expect(moves(there.replace(' b ', ' w '), 'c3', whileThere)).toEqual(['a2', 'a4', 'b1', 'b5', 'd1', 'e2']);
      const back = line(there, ['y4y5', 'j8j7'], whileThere);
      expect(back).toBe(jacksFen({ j7: 'K', y5: 'k', c3: 'N' }, { side: 'b', clocks: '3 2' }));
      expect(moves(back.replace(' b ', ' w '), 'c3', whileThere)).toContain('c6');
    });

    it('the exclusion rule still holds once teleporting is disabled', () => {
      // White King on j8: rights '-'. Bishop c3 has no teleport (a1 b2 d2 e1 only) and b4xc6 is still refused.
      const fen = jacksFen({ j8: 'K', y4: 'k', b4: 'N', c6: 'n', f6: 'n', c3: 'B' }, { rights: '-' });
      expect(moves(fen, 'c3')).toEqual(['a1', 'b2', 'd2', 'e1']);
      expect(moves(fen, 'b4')).toEqual(['a2', 'a6', 'c2', 'z3', 'z5']);
    });
  });

  describe(`jacks84 ${label}: check and legality`, () => {
    it('an immobilised piece gives no check', () => {
      // Black Rook j6 looks down the j-file at King j1 (check) unless the White Witch i5 stands next to it.
      expect(ref.checkers(jacksFen({ j1: 'K', y8: 'k', j6: 'r', a1: 'W' }))).toEqual(['j6']);
      expect(ref.checkers(jacksFen({ j1: 'K', y8: 'k', j6: 'r', i5: 'W' }))).toEqual([]);
    });

    it('a move that unfreezes an enemy piece which then attacks the own King is illegal', () => {
      // Witch i5 freezes the Rook j6. Legal Witch moves keep it frozen or block the file: i6 i7 j5 (next to
      // j6), j4 (blocks); down-left h4 g3 f2 e1 go straight away from j6 and drag the Rook behind the Witch,
      // still next to it. i8, i4..i1, h5 g5, h6 g7 f8 set it free: illegal. King: i1 i2 j2 (the Rook is frozen).
      const fen = jacksFen({ j1: 'K', y8: 'k', j6: 'r', i5: 'W' });
      expect(moves(fen, 'i5')).toEqual(['e1', 'f2', 'g3', 'h4', 'i6', 'i7', 'j4', 'j5']);
      expect(moves(fen, 'j1')).toEqual(['i1', 'i2', 'j2']);
      expect(ref.play(fen, 'i5g3')).toBe(jacksFen({ j1: 'K', y8: 'k', g3: 'W', h4: 'r' }, { side: 'b', clocks: '1 1' }));
    });

    it('a King may stand next to the enemy King when that King is immobilised', () => {
      // King b3, Black King a5. With the White Witch z6 next to a5, b3 may go to a4 and b4 as well as
      // a2 a3 b2 c2 c3; with the Witch far away (j6) a4 and b4 are attacked by the Black King.
      expect(moves(jacksFen({ b3: 'K', a5: 'k', z6: 'W' }), 'b3')).toEqual(['a2', 'a3', 'a4', 'b2', 'b4', 'c2', 'c3']);
      expect(moves(jacksFen({ b3: 'K', a5: 'k', j6: 'W' }), 'b3')).toEqual(['a2', 'a3', 'b2', 'c2', 'c3']);
    });

    it('a drop may parry check', () => {
      // Black Bishop a5 checks King e1 through b4 c3 d2; J@d2 blocks. King: d1 e2 f1 f2.
      expect(ref.legalMoves(jacksFen({ e1: 'K', j8: 'k', a5: 'b' }, { hands: 'J' }))).toEqual(['J@d2', 'e1d1', 'e1e2', 'e1f1', 'e1f2']);
    });

    it('a Witch may parry check by immobilising the checker or by a drag', () => {
      // Rook c3 checks King y3 along z3 a3 b3. Witch a4: a3, b3, z3 block; b4 and c2 stand next to c3 and
      // freeze it; a2 drags the pawn a5 (frozen by the Witch, so it attacks nothing) down to a3, into the
      // line. King: y2 y4 z2 z4 (z3 on the rank).
      const fen = jacksFen({ y3: 'K', j8: 'k', c3: 'r', a4: 'W', a5: 'p' });
      expect(moves(fen, 'a4')).toEqual(['a2', 'a3', 'b3', 'b4', 'c2', 'z3']);
      expect(moves(fen, 'y3')).toEqual(['y2', 'y4', 'z2', 'z4']);
      expect(ref.play(fen, 'a4a2')).toBe(jacksFen({ y3: 'K', j8: 'k', c3: 'r', a2: 'W', a3: 'p' }, { side: 'b', clocks: '1 1' }));
    });

    it('Jack modes after a King move decide whether the King is left in check', () => {
      // King b1 (column 3: light) and Black King y8 (light): Wazir, and the Black Jack i2 (eye z2) attacks
      // y2 a2 z1 z3. b1->a1 (dark) makes them Ferzes attacking y1 a1 y3 a3; b1->a2 (light) keeps Wazirs on a2:
      // both illegal. b2 (dark, not in the Ferz set), c1 (dark), c2 (light, not in the Wazir set) are legal.
      expect(moves(jacksFen({ b1: 'K', y8: 'k', i2: 'j' }), 'b1')).toEqual(['b2', 'c1', 'c2']);
    });

    it('a piece on an enemy Jack\'s eye may not leave it when the freed Jack would check', () => {
      // Kings b3 (light) and e7 (dark): Ferz. The White Knight a4 stands on the eye of the Black Jack h4, which
      // from a4 would attack b3: every Knight move is illegal. With the Black King on d7 (light) the Jacks are
      // Wazirs, attacking z4 b4 a3 a5 from a4: the Knight goes anywhere (c5 removed).
      expect(moves(jacksFen({ b3: 'K', e7: 'k', h4: 'j', a4: 'N' }), 'a4')).toEqual([]);
      expect(moves(jacksFen({ b3: 'K', d7: 'k', h4: 'j', a4: 'N' }), 'a4')).toEqual(['b2', 'b6', 'c3', 'y3', 'y5', 'z2', 'z6']);
    });

    it('a King, a Witch or a pinned piece on a teleporter may not teleport into check', () => {
      // King c3: the Black Rook f8 looks down the f-file to f6 (f5 removed), the Black Rook z8 down the z-file;
      // c3 -> f6 is refused, f3 and c6 stay, b2 b3 b4 c2 d2 as on any board.
      expect(moves(jacksFen({ c3: 'K', j8: 'k', f8: 'r', z8: 'r' }), 'c3')).toEqual(['b2', 'b3', 'b4', 'c2', 'c6', 'd2', 'f3']);
      // Witch c3, the Black Rook b2 next to it (frozen), King c1. Teleporting to f6 drags the Rook from b2 (the
      // side opposite the jump) onto c3, where, free again, it looks down the c-file at c1: refused. To c6 or
      // f3 the Witch drags nothing; the Rook, freed on b2, attacks b1 and c2 but not c1.
      const teleports = (fen: string, from: string) => moves(fen, from).filter((to) => ['c3', 'c6', 'f3', 'f6'].includes(to));
      expect(teleports(jacksFen({ c1: 'K', j8: 'k', c3: 'W', b2: 'r' }), 'c3')).toEqual(['c6', 'f3']);
      // Knight c3 pinned to King e1 by the Black Bishop a5 (along d2 and b4): no move, teleports included.
      expect(moves(jacksFen({ e1: 'K', j8: 'k', c3: 'N', a5: 'b' }), 'c3')).toEqual([]);
      expect(teleports(jacksFen({ e1: 'K', j8: 'k', c3: 'N', a6: 'b' }), 'c3')).toEqual(['c6', 'f3', 'f6']);
    });

    it('a Jack gives check from its eye', () => {
      // Kings b3 (3 + 2: light) and e7 (6 + 6: dark): Ferz. The Black Jack h4 (eye a4) attacks z3 z5 b3 b5:
      // check. With the Black King on d7 (light) they are Wazirs attacking z4 b4 a3 a5: no check.
      expect(ref.checkers(jacksFen({ b3: 'K', e7: 'k', h4: 'j' }))).toEqual(['h4']);
      expect(ref.checkers(jacksFen({ b3: 'K', d7: 'k', h4: 'j' }))).toEqual([]);
    });
  });

  describe(`jacks84 ${label}: other rules`, () => {
    it('has no castling', () => {
      // King e1, Rooks a1 and h1 with nothing between: the King has only its one-step moves.
      expect(moves(jacksFen({ e1: 'K', a1: 'R', h1: 'R', j8: 'k' }), 'e1')).toEqual(['d1', 'd2', 'e2', 'f1', 'f2']);
    });

    it('an immobilised piece cannot be removed by its owner (no suicide move)', () => {
      // The Rook b1 and the Knight a2 stand next to the Black Witch a1: frozen, they have no move of any
      // kind (nor is there any move that just removes them). White moves only its King.
      expect(ref.legalMoves(jacksFen({ j1: 'K', j8: 'k', a1: 'w', b1: 'R', a2: 'N' }))).toEqual(['j1i1', 'j1i2', 'j1j2']);
    });
  });

  describe(`jacks84 ${label}: pawns`, () => {
    it('double-steps from its start rank only, and not through a removed square', () => {
      // b2: b3 b4. b3: b4 only. d2: d3 removed, no move. c2: c3, then c4 removed: no double step.
      const fen = jacksFen({ ...KINGS, b2: 'P', z3: 'P', d2: 'P', c2: 'P' });
      expect([moves(fen, 'b2'), moves(fen, 'z3'), moves(fen, 'd2'), moves(fen, 'c2')]).toEqual([['b3', 'b4'], ['z4'], [], ['c3']]);
    });

    it('double-steps again after being dragged back to its start rank', () => {
      // Black Witch b3 goes down to b1 and drags the pawn b4 to b2; once the Witch has left (b1d1), b2b4.
      const fen = jacksFen({ ...KINGS, b4: 'P', b3: 'w' }, { side: 'b' });
      const dragged = line(fen, ['b3b1', 'j1i1', 'b1d1']);
      expect(dragged).toBe(jacksFen({ i1: 'K', j8: 'k', b2: 'P', d1: 'w' }, { clocks: '3 3' }));
      expect(moves(dragged, 'b2')).toEqual(['b3', 'b4']);
    });

    it('captures en passant right after the double step, and the ep square is written only when an enemy pawn attacks it', () => {
      const fen = jacksFen({ ...KINGS, a5: 'P', b7: 'p' }, { side: 'b' });
      const stepped = ref.play(fen, 'b7b5');
      expect(stepped).toBe(jacksFen({ ...KINGS, a5: 'P', b5: 'p' }, { ep: 'b6', clocks: '0 2' }));
      expect(moves(stepped, 'a5')).toEqual(['a6', 'b6']);
      expect(ref.play(stepped, 'a5b6')).toBe(jacksFen({ ...KINGS, b6: 'P' }, { side: 'b', clocks: '0 2' }));
      // No White pawn next to b5: no ep square.
      expect(ref.play(jacksFen({ ...KINGS, y5: 'P', b7: 'p' }, { side: 'b' }), 'b7b5').split(' ')[3]).toBe('-');
    });

    it('promotes to any non-royal piece, Jack included, even arriving next to an enemy Witch', () => {
      // Pawn a7 goes to a8 or takes the Rook b8, which stands next to the Black Witch c7 (a7 itself does not):
      // 2 squares x W L C R N B J.
      const fen = jacksFen({ j1: 'K', y8: 'k', a7: 'P', b8: 'r', c7: 'w' });
      const pieces = ['b', 'c', 'j', 'l', 'n', 'r', 'w'];
      expect(moves(fen, 'a7')).toEqual([...pieces.map((p) => `a8${p}`), ...pieces.map((p) => `b8${p}`)]);
      expect(ref.play(fen, 'a7a8c')).toBe(jacksFen({ j1: 'K', y8: 'k', a8: 'C', b8: 'r', c7: 'w' }, { side: 'b' }));
      // The new piece is frozen at once: a Witch on b8 and the Black Witch c7 freeze each other.
      expect(ref.legalMoves(ref.play(fen, 'a7b8w').replace(' b ', ' w '))).toEqual(['j1i1', 'j1i2', 'j1j2']);
      expect(moves(fen, 'a7', make({ promoteToJack: false }))).not.toContain('a8j');
    });
  });

  describe(`jacks84 ${label}: the end of the game`, () => {
    it('checkmate: no moves, the checking side wins', () => {
      // Rooks i8 and j8: j1 is attacked on the file, i1 i2 by the i-file rook, j2 by the j-file rook.
      const fen = jacksFen({ j1: 'K', y8: 'k', i8: 'r', j8: 'r' });
      expect(ref.status(fen)).toEqual({ state: 'checkmate', inCheck: true, winner: 'b' });
      expect(ref.legalMoves(fen)).toEqual([]);
      expect(ref.perft(fen, 2)).toBe(0);
    });

    it('stalemate: no moves and no check; a Jack in hand is a move', () => {
      // Rook i8 covers i1 i2, Rook h2 covers i2 j2; j1 is not attacked.
      const fen = jacksFen({ j1: 'K', y8: 'k', i8: 'r', h2: 'r' });
      expect(ref.status(fen)).toEqual({ state: 'stalemate', inCheck: false });
      expect(ref.perft(fen, 1)).toBe(0);
      const withJack = jacksFen({ j1: 'K', y8: 'k', i8: 'r', h2: 'r' }, { hands: 'J' });
      expect(ref.legalMoves(withJack)).toEqual(['J@c2', 'J@d2', 'J@e2', 'J@f2']);
    });
  });

  describe(`jacks84 ${label}: rule options`, () => {
    it('checkObeysExclusion: a capture the exclusion rule forbids gives check by default, not under the option', () => {
      // King c3, Knight f6 (own), Black Knight b5 attacks c3. Taking the King would put a Black Knight on c3
      // next to the White Knight f6. Default: check, so the King moves (b2 b3 b4 c2 d2, teleports c6 f3) and
      // the Knight f6 may not teleport. Option on: no check, and the Knight f6 teleports to c6 or f3 as well.
      const fen = jacksFen({ c3: 'K', f6: 'N', b5: 'n', j8: 'k' });
      expect(ref.checkers(fen)).toEqual(['b5']);
      expect(ref.legalMoves(fen)).toEqual(['c3b2', 'c3b3', 'c3b4', 'c3c2', 'c3c6', 'c3d2', 'c3f3']);
      const obeying = make({ checkObeysExclusion: true });
      expect(obeying.checkers(fen)).toEqual([]);
      expect(obeying.legalMoves(fen)).toEqual(['c3b2', 'c3b3', 'c3b4', 'c3c2', 'c3c6', 'c3d2', 'c3f3', 'f6c6', 'f6f3']);
    });

    it('invertedWazir=wazirMode: the step onto the eye only while the Jacks move as Wazirs', () => {
      // Kings y1/y8 (Ferz): Jack d1 goes d2 f2 only; Kings y1/z8 (Wazir): e1 (its eye), e2, f1.
      const wazirMode = make({ invertedWazir: 'wazirMode' });
      expect(moves(jacksFen({ y1: 'K', y8: 'k', d1: 'J' }), 'd1', wazirMode)).toEqual(['d2', 'f2']);
      expect(moves(jacksFen({ y1: 'K', z8: 'k', d1: 'J' }), 'd1', wazirMode)).toEqual(['e1', 'e2', 'f1']);
    });

    it('rejects an unknown rule option', () => {
      expect(() => make({ castling: true } as never)).toThrow(/unknown rule option '?castling/);
    });
  });
}
