import { describe, it, expect } from 'vitest';
import { Game } from '../../src/game.js';
import { fairyPiece } from '../../src/variants/fairy/catalogue.js';
import { PIECE_CASES, type PieceCase } from '../support/fairy-piece-cases.js';
import { legalMoves, readFen, refRules } from '../support/grand-fairy-reference.js';
import type { RefOptions } from '../support/grand-fairy-reference-pieces.js';
import { DEFAULT_PIECE_OPTIONS } from '../../src/variants/fairy/piece-options.js';

// Every part-1 piece of grand-fairy-pieces.md §3 in the engine, on the destinations reasoned by hand
// from the spec (test/support/fairy-piece-cases.ts): lame leapers (Rhino), two-path and bent pieces
// (Hero, Shaman, Duke, Griffon, Dragon, Tiger), the Kangaroo's hop over two pieces, and every leaper,
// rider and hopper. Each case's board gets two Kings where the independent reference says they change
// nothing (neither blocks, neither stands in check); the engine must then list exactly the case's moves.
const FILES = 'abcdefghij';
const SQUARES = Array.from({ length: 100 }, (_, index) => `${FILES[index % 10]}${10 - Math.floor(index / 10)}`);
const KING_SQUARES = ['j10', 'a10', 'j1', 'a1', 'j8', 'c10', 'h1', 'a3', ...SQUARES];
const words = (text = '') => text.split(/\s+/).filter(Boolean);

function fenOf(test: PieceCase, kings: [string, string]): string {
  const white = !test.black;
  const at = new Map<string, string>();
  const token = (code: string, isWhite: boolean) => (code.length === 1 ? code : `{${code}}`)[isWhite ? 'toUpperCase' : 'toLowerCase']();
  at.set(test.from, token(test.code, white));
  for (const square of words(test.own)) at.set(square, token('WA', white));
  for (const square of words(test.enemy)) at.set(square, token('WA', !white));
  at.set(kings[0], 'K');
  at.set(kings[1], 'k');
  const ranks = Array.from({ length: 10 }, (_, row) => {
    const rank = 10 - row;
    let text = '';
    let empty = 0;
    for (const file of FILES) {
      const piece = at.get(`${file}${rank}`);
      if (!piece) {
        empty++;
        continue;
      }
      text += (empty ? String(empty) : '') + piece;
      empty = 0;
    }
    return text + (empty ? String(empty) : '');
  });
  return `${ranks.join('/')} ${white ? 'w' : 'b'} - - 0 1`;
}

/** The case's destinations as move strings' targets, a capture marked x (the board shows which are). */
function targets(moves: string[], from: string, board: Set<string>): string[] {
  return moves.filter((move) => move.startsWith(from) && /^[a-j]$/.test(move[from.length]!))
    .map((move) => move.slice(from.length)).map((to) => (board.has(to) ? `${to}x` : to)).sort();
}

function setupFor(code: string): string {
  const extras = code === 'WA' ? '{WA}' : `{${code}}{WA}`;
  const files = code === 'WA' ? 7 : 6;
  return `r${extras.toLowerCase()}${files}r/4k5/10/10/10/10/10/10/4K5/R${extras}${files}R w - - 0 1`;
}

// One game per set of piece options: promotion mode all makes every part-1 type a piece of the variant.
const games = new Map<string, Game>();
function gameFor(options: Record<string, string> = {}): Game {
  const key = JSON.stringify(options);
  if (!games.has(key)) games.set(key, new Game('grand', { rules: { promotion: 'all', lockMoves: '0', ...options } }));
  return games.get(key)!;
}

describe('every part-1 piece in the engine, on the destinations reasoned from §3', () => {
  for (const test of PIECE_CASES) {
    const piece = fairyPiece(test.code);
    it(`${piece.english} (${piece.german}, ${piece.code}): ${test.label}`, () => {
      const setup = setupFor(test.code);
      const expected = [...test.destinations].sort();
      const occupied = new Set([...words(test.own), ...words(test.enemy)]);
      const options = { ...DEFAULT_PIECE_OPTIONS, ...test.options };
      const pieces = {
        griffonStop: options.griffonStop === 'true', dragonStop: options.dragonStop === 'true', dragonRide: options.dragonRide as RefOptions['dragonRide'],
        tigerOutward: options.tigerOutward as RefOptions['tigerOutward'], templarDiagonal: options.templarDiagonal as RefOptions['templarDiagonal'],
      };
      const reference = refRules(setup, { promotion: 'initial', lockMoves: 0, pieces });
      // Kings where the reference finds exactly the case's moves for the piece.
      let fen: string | undefined;
      for (const whiteKing of KING_SQUARES) {
        for (const blackKing of KING_SQUARES) {
          if (fen || whiteKing === blackKing || [test.from, whiteKing].includes(blackKing) || occupied.has(whiteKing) || occupied.has(blackKing) || whiteKing === test.from) continue;
          const candidate = fenOf(test, [whiteKing, blackKing]);
          const moves = legalMoves(readFen(candidate, reference), reference).map((move) => move.text);
          const withKings = new Set([...occupied, whiteKing, blackKing]);
          if (JSON.stringify(targets(moves, test.from, withKings)) === JSON.stringify(expected)) fen = candidate;
        }
        if (fen) break;
      }
      expect(fen, 'two Kings that change nothing').toBeDefined();
      const game = gameFor(test.options);
      game.setPosition(fen);
      expect(targets(game.legalMoves(), test.from, occupied)).toEqual(expected);
      expect(game.perftByTrial(1)).toBe(game.perft(1));
    });
  }
});
