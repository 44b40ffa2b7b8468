// Jacks and Witches 84 (shared/rules/jacks84.md): the independent reference generator
// (test/support/jacks84-*.ts) checked rule by rule against small hand-built positions. Every expected move
// list is reasoned out by hand in the comment above it, from the spec, not read off the generator.
// Squares: files y z a b c d e f g h i j are columns 0..11, so "b3" is column 3, rank 3.
// Shared by the reference's tests and the engine's (test/rules/jacks84.test.ts): each `make` builds one
// implementation, the reference or the engine, under the given rule options.
import { describe, expect, it } from 'vitest';
import { jacksFen, movesFrom } from './jacks84-fen.js';
import type { Jacks84Implementation } from './jacks84-engine.js';
import { START_FEN, type Jacks84Rules } from './jacks84-reference.js';

export type MakeJacks84 = (rules?: Partial<Jacks84Rules>) => Jacks84Implementation;

export function defineMoveTests(label: string, make: MakeJacks84, options: { messages: boolean } = { messages: true }): void {
  const ref = make();
  const moves = (fen: string, from: string, reference: Jacks84Implementation = ref) => movesFrom(reference.legalMoves(fen), from);
  /** Kings out of the way: White j1 (column 11 + rank 0: odd, light), Black j8 (11 + 7: even, dark). */
  const KINGS = { j1: 'K', j8: 'k' };

  describe(`jacks84 ${label}: position strings`, () => {
    it('writes the start position from the spec\'s set-up lists, two Jacks in each hand', () => {
      const white = { e1: 'K', d1: 'W', y1: 'L', j1: 'L', z1: 'C', i1: 'C', a1: 'R', h1: 'R', b1: 'N', g1: 'N', c1: 'B', f1: 'B' };
      const pieces: Record<string, string> = {};
      for (const [square, letter] of Object.entries(white)) {
        pieces[square] = letter;
        pieces[`${square[0]}8`] = letter.toLowerCase(); // "Black mirrors on ranks 8 and 7"
      }
      for (const file of 'yzabghij') Object.assign(pieces, { [`${file}2`]: 'P', [`${file}7`]: 'p' });
      expect(jacksFen(pieces, { hands: 'JJjj' })).toBe(START_FEN);
      expect(ref.normalize(START_FEN)).toBe(START_FEN);
    });

    it('round-trips hands, modes, rights, en passant and clocks; no bracket means empty hands', () => {
      const fen = jacksFen({ ...KINGS, z1: 'V', i8: 'c', a5: 'P', b5: 'p' }, { hands: 'Jj', side: 'w', ep: 'b6', clocks: '0 31' });
      expect(ref.normalize(fen)).toBe(fen);
      const bare = jacksFen(KINGS, { rights: '-', clocks: '7 40' });
      expect(ref.normalize(bare.replace('[]', ''))).toBe(bare);
      // An en passant square that no enemy pawn attacks is dropped, as Fairy-Stockfish does (a5 moved away).
      const lonely = { ...KINGS, z1: 'V', i8: 'c', b5: 'p' };
      expect(ref.normalize(jacksFen(lonely, { hands: 'Jj', ep: 'b6', clocks: '0 31' }))).toBe(jacksFen(lonely, { hands: 'Jj', clocks: '0 31' }));
    });

    it('rejects malformed or unreachable position strings, naming the problem', () => {
      const good = jacksFen(KINGS);
      const bad: [string, RegExp][] = [
        [good.replace('4****4/4****4', '12/4****4'), /removed and must be written '\*'/], // rank 5 counted through its holes
        [good.replace('5**5/4****4', '5**5/4****3*'), /not a removed square/], // j5 written '*'
        [good.replace('5**5/4****4', '5**5/4***N4'), /removed/],
        [good.replace('11k/', '12k/'), /files/],
        [good.replace('[]', '[Jq]'), /only Jacks can be in hand/],
        [good.replace('11K', '10KK'), /2 Kings/],
        [jacksFen({ ...KINGS, a8: 'P' }), /a pawn on a8/],
        [jacksFen({ ...KINGS, c3: 'N', f6: 'n' }), /exclusion rule/],
        [jacksFen({ ...KINGS, j5: 'R' }), /just moved is in check/], // White's Rook sees j8; White to move
        [jacksFen({ j8: 'K', y1: 'k' }, { rights: 'T' }), /rights field T/],
        [jacksFen({ ...KINGS, b5: 'p' }, { ep: 'b6', side: 'b' }), /en passant square b6/], // White just moved: no White pawn skipped b6
        [good.replace(' w ', ' x '), /side to move/],
      ];
      // Each implementation words its messages its own way; the reference's are checked word for word.
      for (const [fen, message] of bad) expect(() => ref.normalize(fen), fen).toThrow(options.messages ? message : Error);
    });
  });

  describe(`jacks84 ${label}: the board`, () => {
    it('sliders stop before the removed squares, which are like the edge', () => {
      // Rook c3: up c4 and right d3 are removed, so only left b3 a3 z3 y3 and down c2 c1; plus the three
      // other teleporters (the next describe): 9.
      expect(moves(jacksFen({ ...KINGS, c3: 'R' }), 'c3')).toEqual(['a3', 'b3', 'c1', 'c2', 'c6', 'f3', 'f6', 'y3', 'z3']);
    });

    it('leapers jump over the removed squares: a Knight c3 reaches b5 (the source\'s example)', () => {
      // Knight c3 (column 4, rank 3): b5 a4 a2 b1 d1 e2; its d5 and e4 are removed; + teleports c6 f3 f6.
      expect(moves(jacksFen({ ...KINGS, c3: 'N' }), 'c3')).toEqual(['a2', 'a4', 'b1', 'b5', 'c6', 'd1', 'e2', 'f3', 'f6']);
    });
  });

  describe(`jacks84 ${label}: Lion and Can(n)on`, () => {
    it('the Lion leaps two squares without capturing and captures only on the adjacent squares', () => {
      // Lion b2: two away are d2 (a Black Knight: no capture at two), z2, b4 (over the own pawn b3), z4;
      // d4 is removed, the rest off the board. Adjacent: a2 and c3 hold Black pawns (captures), the other
      // adjacent squares are empty or own but the Lion has no quiet one-step move.
      const fen = jacksFen({ ...KINGS, b2: 'L', b3: 'P', d2: 'n', a2: 'p', c3: 'p' });
      expect(moves(fen, 'b2')).toEqual(['a2', 'b4', 'c3', 'z2', 'z4']);
    });

    it('a Pao slides like a Rook, captures over exactly one screen, and names its mode after every move', () => {
      // Pao b1: quiet along rank 1 to y1 z1 a1 and c1..i1 (j1 is the own King), up to b2 (b3 is the own
      // pawn); over the screen b3, past b4 b5, it takes the Knight b6. 12 destinations x 2 modes + the flip.
      const fen = jacksFen({ ...KINGS, b1: 'C', b3: 'P', b6: 'n' });
      const quiet = ['a1', 'b2', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1', 'i1', 'y1', 'z1'];
      const expected = [...quiet, 'b6'].flatMap((to) => [`${to}p`, `${to}v`]).concat('b1v');
      expect(moves(fen, 'b1')).toEqual(expected.sort());
      expect(ref.play(fen, 'b1b6v')).toBe(jacksFen({ ...KINGS, b3: 'P', b6: 'V' }, { side: 'b' }));
    });

    it('a Vao slides like a Bishop and captures diagonally over one screen', () => {
      // Vao b1: up-right c2 then d3 removed; up-left the own pawn a2 is a screen and z3 empty, so it takes
      // the Knight y4. c2 and y4 in both modes, and the flip back to Pao.
      expect(moves(jacksFen({ ...KINGS, b1: 'V', a2: 'P', y4: 'n' }), 'b1')).toEqual(['b1p', 'c2p', 'c2v', 'y4p', 'y4v']);
    });

    it('a removed square is never a screen and ends a cannon line', () => {
      // Vao b2 toward f6: c3, then d4 removed. Neither the empty c3 nor a piece on c3 lets it reach the Rook
      // f6 (the line ends at the hole). Its moves: a1 c1 z4 y5 a3 (both modes each), c3 when empty, the flip.
      const open = jacksFen({ ...KINGS, b2: 'V', f6: 'r', g7: 'n' });
      const quiet = ['a1', 'a3', 'c1', 'y5', 'z4'].flatMap((to) => [`${to}p`, `${to}v`]);
      expect(moves(open, 'b2')).toEqual([...quiet, 'b2p', 'c3p', 'c3v'].sort());
      expect(moves(jacksFen({ ...KINGS, b2: 'V', c3: 'P', f6: 'r', g7: 'n' }), 'b2')).toEqual([...quiet, 'b2p'].sort());
    });

    it('a Can(n)on attacks in the mode it has after the move: a flip in place gives check', () => {
      // Pao g2, own pawn h3, Black King j5: as a Pao it sees nothing of j5; flipped to Vao (g2g2v) it looks
      // up-right over the screen h3, past the empty i4, at j5: check.
      const fen = jacksFen({ j1: 'K', j5: 'k', g2: 'C', h3: 'P' });
      const after = ref.play(fen, 'g2g2v');
      expect(ref.checkers(after)).toEqual(['g2']);
      expect(ref.play(fen, 'g2g3p')).toBe(jacksFen({ j1: 'K', j5: 'k', g3: 'C', h3: 'P' }, { side: 'b', clocks: '1 1' }));
      expect(ref.checkers(ref.play(fen, 'g2g3p'))).toEqual([]);
    });

    it('an immobilised Can(n)on can neither move nor flip', () => {
      // The Black Witch on c2 stands next to the Pao b1.
      expect(moves(jacksFen({ ...KINGS, b1: 'C', c2: 'w' }), 'b1')).toEqual([]);
    });
  });

  describe(`jacks84 ${label}: the Witch`, () => {
    it('moves like a queen and never captures', () => {
      // Witch z5: y5; a5 b5 (c5 removed); z6..z8; z4..z1; a6 b7 c8; a4 b3 c2 d1; y4. The Knight on y6 blocks
      // that diagonal and is not captured: 18 moves.
      const fen = jacksFen({ ...KINGS, z5: 'W', y6: 'n' });
      expect(moves(fen, 'z5')).toHaveLength(18);
      expect(moves(fen, 'z5')).not.toContain('y6');
    });

    it('immobilises the enemy pieces around it, Witches too, and an immobilised Witch still immobilises', () => {
      // White Witch a3 and Black Witch b4 are neighbours: both frozen. b4 also freezes White's Rook c3;
      // a3 freezes Black's Knight z4. White's own Knight z2 next to its Witch moves freely (a4 b1 b3 y4).
      const fen = jacksFen({ y1: 'K', y8: 'k', a3: 'W', b4: 'w', c3: 'R', z4: 'n', z2: 'N' });
      expect(ref.legalMoves(fen)).toEqual(['y1y2', 'y1z1', 'z2a4', 'z2b1', 'z2b3', 'z2y4']);
      expect(ref.legalMoves(fen.replace(' w ', ' b '))).toEqual(['y8y7', 'y8z7', 'y8z8']);
    });

    it('drags the piece it moves away from: Witch z5 to c2 drags y6 to b3 (the source\'s example)', () => {
      const fen = jacksFen({ ...KINGS, z5: 'W', y6: 'n' });
      expect(ref.play(fen, 'z5c2')).toBe(jacksFen({ ...KINGS, c2: 'W', b3: 'n' }, { side: 'b', clocks: '1 1' }));
      // One step away: the piece takes the Witch's start square.
      expect(ref.play(fen, 'z5a4')).toBe(jacksFen({ ...KINGS, a4: 'W', z5: 'n' }, { side: 'b', clocks: '1 1' }));
      // Not straight away from y6 (z5 to z1 goes down): nothing is dragged.
      expect(ref.play(fen, 'z5z1')).toBe(jacksFen({ ...KINGS, z1: 'W', y6: 'n' }, { side: 'b', clocks: '1 1' }));
      // Own pieces are not dragged.
      expect(ref.play(jacksFen({ ...KINGS, z5: 'W', y6: 'N' }), 'z5c2')).toBe(jacksFen({ ...KINGS, c2: 'W', y6: 'N' }, { side: 'b', clocks: '1 1' }));
    });

    it('drags a King too', () => {
      // The Black King on y6 is a non-Witch enemy piece: it follows the Witch to b3.
      expect(ref.play(jacksFen({ j1: 'K', y6: 'k', z5: 'W' }), 'z5c2')).toBe(jacksFen({ j1: 'K', b3: 'k', c2: 'W' }, { side: 'b', clocks: '1 1' }));
    });

    it('a teleporting Witch drags the piece opposite the jump onto its start teleporter, which frees it', () => {
      // Witch c3, Black Knight b2. c3->f6 has signs (+1,+1): the square opposite is b2, so the Knight goes
      // to c3, no longer next to the Witch. c3->f3 (+1,0) would drag from b3 and c3->c6 (0,+1) from c2: empty.
      const fen = jacksFen({ ...KINGS, c3: 'W', b2: 'n' });
      expect(ref.play(fen, 'c3f6')).toBe(jacksFen({ ...KINGS, f6: 'W', c3: 'n' }, { side: 'b', clocks: '1 1' }));
      expect(ref.play(fen, 'c3f3')).toBe(jacksFen({ ...KINGS, f3: 'W', b2: 'n' }, { side: 'b', clocks: '1 1' }));
      expect(moves(ref.play(fen, 'c3f6'), 'c3')).toEqual(['a2', 'a4', 'b1', 'b5', 'c6', 'd1', 'e2', 'f3']); // the Knight moves again
    });

    it('a teleport whose drag breaks the exclusion rule is illegal (the exclusion-rule teleport refused)', () => {
      // As above with a White Knight on f3: c3f6 would drag the Black Knight onto c3 while the White Knight
      // holds f3. A plain teleport can never break the rule (its piece only changes teleporter), so this
      // drag is how a teleport is refused. Witch c3: a3 b3 y3 z3 c2 c1 d2 e1 b4 a5 z6 y7 and c6 (f3 full).
      const fen = jacksFen({ ...KINGS, c3: 'W', b2: 'n', f3: 'N' });
      expect(moves(fen, 'c3')).toEqual(['a3', 'a5', 'b3', 'b4', 'c1', 'c2', 'c6', 'd2', 'e1', 'y3', 'y7', 'z3', 'z6']);
    });

    it('a pawn that promotes to a Witch drags nothing', () => {
      // y7y8w moves straight away from the Black Knight on y6; a Witch going y7->y8 would drag it to y7.
      const pieces = { j1: 'K', j5: 'k' };
      expect(ref.play(jacksFen({ ...pieces, y7: 'P', y6: 'n' }), 'y7y8w')).toBe(jacksFen({ ...pieces, y8: 'W', y6: 'n' }, { side: 'b' }));
      expect(ref.play(jacksFen({ ...pieces, y7: 'W', y6: 'n' }), 'y7y8')).toBe(jacksFen({ ...pieces, y8: 'W', y7: 'n' }, { side: 'b', clocks: '1 1' }));
    });
  });

  describe(`jacks84 ${label}: the Jack`, () => {
    it('is dropped from the hand onto an empty c2-f2 (Black c7-f7), written J@ for both sides', () => {
      const fen = jacksFen({ ...KINGS, d2: 'N' }, { hands: 'JJj' });
      expect(ref.legalMoves(fen).filter((move) => move.includes('@'))).toEqual(['J@c2', 'J@e2', 'J@f2']);
      expect(ref.play(fen, 'J@c2')).toBe(jacksFen({ ...KINGS, d2: 'N', c2: 'J' }, { hands: 'Jj', side: 'b', clocks: '1 1' }));
      const black = ref.play(fen, 'J@c2');
      expect(ref.legalMoves(black).filter((move) => move.includes('@'))).toEqual(['J@c7', 'J@d7', 'J@e7', 'J@f7']);
    });

    it('moves from its eye as a Ferz when the Kings stand on different colours: a4 reaches g3 g5 i3 i5 (the source\'s example)', () => {
      // Kings d2 (column 5 + rank 1: even, dark) and d7 (5 + 6: odd, light): Ferz. The eye of a4 is h4.
      expect(moves(jacksFen({ d2: 'K', d7: 'k', a4: 'J' }), 'a4')).toEqual(['g3', 'g5', 'i3', 'i5']);
      // "provided h4 is free": with a piece on the eye it has no move at all.
      expect(moves(jacksFen({ d2: 'K', d7: 'k', a4: 'J', h4: 'n' }), 'a4')).toEqual([]);
    });

    it('moves and captures from its eye as a Wazir when the Kings stand on the same colour', () => {
      // Kings d2 and e7 (6 + 6: even, dark): Wazir from h4: h3, i4, g4 (a Black pawn: captured), h5 (own pawn: no).
      expect(moves(jacksFen({ d2: 'K', e7: 'k', a4: 'J', g4: 'p', h5: 'P' }), 'a4')).toEqual(['g4', 'h3', 'i4']);
    });

    it('on the d- or e-file steps onto its eye too (the inverted Wazir), in both modes by default', () => {
      // Kings y1 (dark) and y8 (light): Ferz. Jack d1, eye e1: Ferz from e1 reaches d2 and f2, and d1e1.
      expect(moves(jacksFen({ y1: 'K', y8: 'k', d1: 'J' }), 'd1')).toEqual(['d2', 'e1', 'f2']);
      // Kings y1 and z8 (1 + 7: even, dark): Wazir from e1 reaches f1 and e2 (d1 is the Jack's own square).
      expect(moves(jacksFen({ y1: 'K', z8: 'k', d1: 'J' }), 'd1')).toEqual(['e1', 'e2', 'f1']);
    });

    it('is immobilised only by an enemy Witch next to its own square, not next to its eye', () => {
      // Kings d2/d7 (Ferz), Jack a4, eye h4. A Black Witch on i4 is next to the eye: the Jack still reaches
      // g3 g5 i3 i5. A Black Witch on b5, next to a4: no move.
      expect(moves(jacksFen({ d2: 'K', d7: 'k', a4: 'J', i4: 'w' }), 'a4')).toEqual(['g3', 'g5', 'i3', 'i5']);
      expect(moves(jacksFen({ d2: 'K', d7: 'k', a4: 'J', b5: 'w' }), 'a4')).toEqual([]);
    });

    it('on a teleporter its eye is the mirror teleporter; with the eye occupied it cannot teleport', () => {
      // Kings y1/y8 (Ferz). Jack c3, eye f3 empty: Ferz from f3 to e2 g2 g4 (e4 removed), teleports c6 f3 f6.
      expect(moves(jacksFen({ y1: 'K', y8: 'k', c3: 'J' }), 'c3')).toEqual(['c6', 'e2', 'f3', 'f6', 'g2', 'g4']);
      // A Black Rook on f3 closes the eye: nothing, not even a teleport (jackBlindTeleport off).
      const blind = jacksFen({ y1: 'K', y8: 'k', c3: 'J', f3: 'r' });
      expect(moves(blind, 'c3')).toEqual([]);
      expect(moves(blind, 'c3', make({ jackBlindTeleport: true }))).toEqual(['c6', 'f6']);
    });

    it('does not promote; a promoted Jack stands on the promotion square', () => {
      const fen = jacksFen({ j1: 'K', j5: 'k', a7: 'P' });
      expect(ref.play(fen, 'a7a8j')).toBe(jacksFen({ j1: 'K', j5: 'k', a8: 'J' }, { side: 'b' }));
      // A Jack on rank 8 moves like any Jack: Kings j1 (11 + 0) and j5 (11 + 4) both light, so a Wazir from
      // its eye h8: g8, i8, h7.
      expect(moves(ref.play(fen, 'a7a8j').replace(' b ', ' w '), 'a8')).toEqual(['g8', 'h7', 'i8']);
    });
  });
}
