// Tuned material and placement tables (EvalWeights.pieces, src/eval-weights/piece-tables.ts): compiled into the
// core's incremental material plus placement, from each owner's side of the board.
import { describe, expect, it } from 'vitest';
import { Game } from '../src/game.js';
import { compileVariant } from '../src/compile.js';
import { variantById } from '../src/variants/index.js';
import { applyPieceTables } from '../src/eval-weights/piece-tables.js';
import { weightsFor, type PieceTable } from '../src/eval-weights/index.js';

/** A knight table: 400 plus 10 a rank and 1 a file, from its owner's side. */
const knight: PieceTable = { value: 400, placement: Array.from({ length: 10 }, (_, rank) => Array.from({ length: 10 }, (_, file) => 10 * rank + file)) };

function grandValues() {
  const compiled = compileVariant(variantById('grand'));
  const values = structuredClone(compiled.values);
  return { compiled, values };
}

describe('placement tables', () => {
  it('replace the derived material and placement of their letter, rank 0 being each owner\'s first rank', () => {
    const { compiled, values } = grandValues();
    const { definition, geometry, facingNames, facingOf } = compiled;
    applyPieceTables(values, { N: knight }, definition, geometry, facingNames, facingOf);
    const type = compiled.typeByLetter.get('N')!.id;
    const cell = (name: string) => geometry.cellByName(name)!;
    expect(values.material[type]).toBe(400);
    expect(values.placement[0]![type]![cell('b2')]).toBe(400 + 10 + 1);
    expect(values.placement[1]![type]![cell('b9')]).toBe(400 + 10 + 1); // Black's second rank
    expect(values.placement[0]![type]![cell('j10')]).toBe(400 + 90 + 9);
    expect(values.placement[1]![type]![cell('j1')]).toBe(400 + 90 + 9);
    // Other letters keep their derived values.
    const bishop = compiled.typeByLetter.get('B')!.id;
    expect(values.placement[0]![bishop]).toEqual(compiled.values.placement[0]![bishop]);
  });

  it('are refused for a letter the game lacks, a table of the wrong shape, or a board that is not square', () => {
    const { compiled, values } = grandValues();
    const { definition, geometry, facingNames, facingOf } = compiled;
    expect(() => applyPieceTables(values, { Z: knight }, definition, geometry, facingNames, facingOf)).toThrow(/no piece/);
    expect(() => applyPieceTables(values, { N: { value: 1, placement: [[1]] } }, definition, geometry, facingNames, facingOf)).toThrow(/10 ranks of 10 files/);
    const hex = compileVariant(variantById('witch'));
    expect(() => applyPieceTables(structuredClone(hex.values), {}, hex.definition, hex.geometry, hex.facingNames, hex.facingOf)).toThrow(/square board/);
  });

  it('of a variant\'s weights are what its core counts: material plus placement of every piece, kept through moves', () => {
    const game = new Game('grand', { hashMB: 0 });
    const tables = weightsFor('grand').pieces ?? {};
    const board = game.variant.geometry;
    const expected = (player: number) => {
      let sum = 0;
      for (let cell = 0; cell < board.cellCount; cell++) {
        const piece = game.pieceOn(board.names[cell]!);
        if (piece?.player !== player) continue;
        const type = game.variant.typeByLetter.get(piece.letter)!.id;
        sum += game.variant.values.placement[player]![type]![cell]!;
      }
      return sum;
    };
    for (const move of ['e3e5', 'e8e6', 'b2c4', 'i9h7', 'c4d6', 'h7g5']) {
      game.play(move);
      const { material } = game.evaluationFeatures();
      expect(material).toEqual([expected(0), expected(1)]);
    }
    for (const [letter, table] of Object.entries(tables)) {
      expect(game.variant.values.material[game.variant.typeByLetter.get(letter)!.id]).toBe(table.value);
    }
  });
});
