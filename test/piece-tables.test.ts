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

  it('are refused for a letter the game lacks, or a table of the wrong shape', () => {
    const { compiled, values } = grandValues();
    const { definition, geometry, facingNames, facingOf } = compiled;
    expect(() => applyPieceTables(values, { Z: knight }, definition, geometry, facingNames, facingOf)).toThrow(/no piece/);
    expect(() => applyPieceTables(values, { N: { value: 1, placement: [[1]] } }, definition, geometry, facingNames, facingOf)).toThrow(/10 rows of 10 entries/);
    const hex = compileVariant(variantById('witch3'));
    expect(() => applyPieceTables(structuredClone(hex.values), { N: knight }, hex.definition, hex.geometry, hex.facingNames, hex.facingOf)).toThrow(/9 rows of 5 to 9 entries/);
  });

  it('on a board its facings turn into itself are written from the first facing\'s view, rows as in position strings, and turned for the others', () => {
    for (const [id, cells] of [
      // A cell of the first player's and its match for the second and third (the start position's Ravens and
      // Towers, rooks and kings).
      ['witch3', ['e1', 'a5', 'i5']], ['witch3', ['c1', 'c7', 'i3']], ['dreierschach', ['a1', 'h13', 'm6']], ['dreierschach', ['d1', 'e10', 'm9']],
    ] as const) {
      const compiled = compileVariant(variantById(id));
      const { definition, geometry, facingNames, facingOf } = compiled;
      // Each entry its row and index: 100·row + index.
      const numbered: PieceTable = { value: 300, placement: geometry.rows.map((row, rank) => row.map((_, file) => 100 * rank + file)) };
      const values = structuredClone(compiled.values);
      applyPieceTables(values, { N: numbered }, definition, geometry, facingNames, facingOf);
      const type = compiled.typeByLetter.get('N')!.id;
      const first = geometry.cellByName(cells[0])!;
      const rank = geometry.rows.findIndex((row) => row.includes(first));
      const entry = 300 + 100 * rank + geometry.rows[rank]!.indexOf(first);
      expect(cells.map((name, player) => values.placement[player]![type]![geometry.cellByName(name)!])).toEqual([entry, entry, entry]);
    }
  });

  it('fold a cell with its mirror across the first facing\'s forward axis', () => {
    const mirrors = { witch3: [['e1', 'e1'], ['c1', 'g1'], ['a5', 'i5'], ['b2', 'h2']], dreierschach: [['a1', 'h1'], ['d1', 'e1'], ['a6', 'm6'], ['e5', 'h5']] };
    for (const [id, pairs] of Object.entries(mirrors)) {
      const { geometry } = compileVariant(variantById(id));
      for (const [from, to] of pairs) expect(geometry.names[geometry.mirrorCell!(geometry.cellByName(from!)!)]).toBe(to);
    }
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
