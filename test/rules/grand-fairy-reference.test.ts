import { describe, it, expect } from 'vitest';
import { legalMoves, perft, readFen, refRules, type RefRules } from '../support/grand-fairy-reference.js';

// The independent reference's own rules, reasoned by hand from grand.md and grand-fairy-pieces.md §1.4
// and §2, before it serves as an oracle for the extra pieces.
const CLASSIC = 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1';
const moves = (fen: string, rules: RefRules) => legalMoves(readFen(fen, rules), rules).map((move) => move.text).sort();
const from = (square: string, list: string[]) => list.filter((move) => move.startsWith(square));

describe('the reference plays classic Grand Chess (grand.md)', () => {
  it('perft 1-3 from the start: 65, 4,225, 259,514', () => {
    const rules = refRules(CLASSIC);
    const start = readFen(CLASSIC, rules);
    expect([1, 2, 3].map((depth) => perft(start, depth, rules))).toEqual([65, 4225, 259514]);
  });

  it('promotion on rank 8 is optional and only to a captured type (White has lost only its queen)', () => {
    expect(from('e7', moves('k9/10/10/4P5/10/10/10/10/1NB2CABN1/R3K4R w - - 0 1', refRules(CLASSIC)))).toEqual(['e7e8', 'e7e8q']);
  });

  it('§1.4: with no type to become, a pawn on rank 9 cannot move, yet it checks', () => {
    const rules = refRules(CLASSIC);
    expect(from('e9', moves('k9/4P5/10/10/10/10/10/10/QCA7/KRRBBNN3 w - - 0 1', rules))).toEqual([]);
    expect(moves('5k4/4P5/10/10/10/10/10/10/QCA7/KRRBBNN3 b - - 0 1', rules)).toEqual(['f10e10', 'f10e9', 'f10f9', 'f10g10', 'f10g9']);
  });

  it('§1.4 modes: initial offers every start type without limit, all every implemented type', () => {
    const withGiraffe = CLASSIC.replace('R8R w', 'R{GI}7R w').replace('r8r', 'r{gi}7r');
    const position = 'k9/4P5/10/10/10/10/10/10/1NB1KCABN1/R{GI}7R w - - 0 1'; // no queen
    expect(from('e9', moves(position, refRules(withGiraffe, { promotion: 'captured' })))).toEqual(['e9e10q']);
    expect(from('e9', moves(position, refRules(withGiraffe, { promotion: 'initial' })))).toEqual(['e9e10a', 'e9e10b', 'e9e10c', 'e9e10gi', 'e9e10n', 'e9e10q', 'e9e10r']);
    expect(from('e9', moves(position, refRules(withGiraffe, { promotion: 'all' })))).toHaveLength(6 + 62);
  });
});

describe('§2 the 5-move lock in the reference', () => {
  // White: King a1, Giraffe b1 (it reaches a5, c5 and f2); Black: King c6.
  const at = (side: 'w' | 'b', fullmove: number) => `10/10/10/10/2k7/10/10/10/10/K{GI}8 ${side} - - 0 ${fullmove}`;
  const rules = (overrides: Partial<RefRules> = {}) => refRules(CLASSIC, overrides);

  it('a locked piece may move from its owner\'s 6th move on', () => {
    expect(from('b1', moves(at('w', 5), rules()))).toEqual([]);
    expect(from('b1', moves(at('w', 6), rules()))).toEqual(['b1a5', 'b1c5', 'b1f2']);
    expect(from('b1', moves(at('w', 1), rules({ lockMoves: 0 })))).toEqual(['b1a5', 'b1c5', 'b1f2']);
  });

  it("while locked it attacks nothing; Black's 5th move already counts with the Giraffe White may move at move 6", () => {
    expect(moves(at('b', 4), rules())).toContain('c6c5');
    expect(moves(at('b', 5), rules())).toEqual(['c6b5', 'c6b6', 'c6b7', 'c6c7', 'c6d5', 'c6d6', 'c6d7']);
  });

  it('lockedPiecesAttack: true lets a locked piece give check', () => {
    expect(moves(at('b', 4), rules({ lockedPiecesAttack: true }))).not.toContain('c6c5');
  });

  it('lockCount plies: locked during plies 1-5 of the game only', () => {
    expect(moves(at('b', 2), rules({ lockCount: 'plies' }))).toContain('c6c5');
    expect(moves(at('b', 3), rules({ lockCount: 'plies' }))).not.toContain('c6c5');
  });
});
