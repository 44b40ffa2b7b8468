// A second, independent route for Wey: a slow move generator written straight from the spec
// (shared/rules/wey.md) on a plain 8x8 array, sharing no code or tables with the engine.
type Cell = { letter: string; white: boolean } | null;
export type Board = Cell[][]; // [file][rank], 0-based

const FILES = 'abcdefgh';
const name = (file: number, rank: number) => `${FILES[file]}${rank + 1}`;
const onBoard = (file: number, rank: number) => file >= 0 && file < 8 && rank >= 0 && rank < 8;
const half = (rank: number) => (rank < 4 ? 'south' : 'north');
// Rose leaps in counter-clockwise order K0..K7.
const KNIGHT_CYCLE = [[2, 1], [1, 2], [-1, 2], [-2, 1], [-2, -1], [-1, -2], [1, -2], [2, -1]] as const;
const ORTHOGONAL = [[1, 0], [-1, 0], [0, 1], [0, -1]] as const;
const DIAGONAL = [[1, 1], [1, -1], [-1, 1], [-1, -1]] as const;
const LONG_DIAGONAL_CROSSINGS = new Set(['d4e5', 'e5d4', 'e4d5', 'd5e4']);

export function parsePlacement(fen: string): Board {
  const board: Board = Array.from({ length: 8 }, () => Array<Cell>(8).fill(null));
  fen.split(' ')[0]!.split('/').forEach((row, index) => {
    let file = 0;
    for (const char of row) {
      if (/\d/.test(char)) file += Number(char);
      else board[file++]![7 - index] = { letter: char.toUpperCase(), white: char === char.toUpperCase() };
    }
  });
  return board;
}

/** Queen and Prince may cross the river only by the long-diagonal steps d4-e5 and e4-d5. */
function crossingAllowed(letter: string, from: [number, number], to: [number, number]): boolean {
  if (letter !== 'Q' && letter !== 'I') return true;
  if (half(from[1]) === half(to[1])) return true;
  return LONG_DIAGONAL_CROSSINGS.has(name(...from) + name(...to));
}

/**
 * Victory: a side has lost once the other has captured its Queen, its Prince and one each of its two
 * Marshals, Bishops and Roses (the start array's counts).
 */
export function setLost(board: Board, white: boolean): boolean {
  const count = (letter: string) => board.flat().filter((cell) => cell?.letter === letter && cell.white === white).length;
  return count('Q') === 0 && count('I') === 0 && count('M') <= 1 && count('B') <= 1 && count('O') <= 1;
}

export function legalMoves(board: Board, whiteToMove: boolean): string[] {
  // Once a set is captured the game is over: no side has a move (Fairy-Stockfish's convention).
  if (setLost(board, true) || setLost(board, false)) return [];
  const moves = new Set<string>();
  const at = (file: number, rank: number) => board[file]![rank]!;
  const enemy = (file: number, rank: number) => at(file, rank) !== null && at(file, rank)!.white !== whiteToMove;
  for (let file = 0; file < 8; file++) {
    for (let rank = 0; rank < 8; rank++) {
      const piece = at(file, rank);
      if (!piece || piece.white !== whiteToMove) continue;
      const from = name(file, rank);
      const add = (f: number, r: number) => moves.add(from + name(f, r));
      const slide = (directions: readonly (readonly [number, number])[], limit: number) => {
        for (const [dx, dy] of directions) {
          let [f, r] = [file, rank];
          for (let step = 0; step < limit; step++) {
            const [nf, nr] = [f + dx, r + dy];
            if (!onBoard(nf, nr) || !crossingAllowed(piece.letter, [f, r], [nf, nr])) break;
            if (at(nf, nr) === null) add(nf, nr);
            else {
              if (enemy(nf, nr)) add(nf, nr);
              break;
            }
            [f, r] = [nf, nr];
          }
        }
      };
      switch (piece.letter) {
        case 'P': {
          const dy = rank < 4 ? 1 : -1; // toward the river
          if (onBoard(file, rank + dy) && at(file, rank + dy) === null) add(file, rank + dy);
          for (const dx of [-1, 1]) {
            const [f, r] = [file + dx, rank + dy];
            if (!onBoard(f, r) || !enemy(f, r)) continue;
            const victim = at(f, r)!;
            const victimGoesUp = r < 4;
            if (victim.letter === 'P' && victimGoesUp === (dy === 1)) continue; // same direction: spared
            add(f, r);
          }
          break;
        }
        case 'W': slide(ORTHOGONAL, 1); break;
        case 'I': slide([...ORTHOGONAL, ...DIAGONAL], 1); break;
        case 'B': slide(DIAGONAL, 8); break;
        case 'Q': slide([...ORTHOGONAL, ...DIAGONAL], 8); break;
        case 'M': slide(ORTHOGONAL, 8); slide(KNIGHT_CYCLE, 1); break;
        case 'O':
          for (let start = 0; start < 8; start++) {
            for (const sense of [1, -1]) {
              let [f, r] = [file, rank];
              for (let leap = 0; leap < 6; leap++) {
                const [dx, dy] = KNIGHT_CYCLE[(start + leap * sense + 8) % 8]!;
                [f, r] = [f + dx, r + dy];
                if (!onBoard(f, r)) break;
                if (at(f, r) === null) add(f, r);
                else {
                  if (enemy(f, r)) add(f, r);
                  break;
                }
              }
            }
          }
          break;
      }
    }
  }
  return [...moves];
}

/** The board after a move; a pawn that crosses the river becomes a Wazir. */
export function play(board: Board, move: string): Board {
  const [, ff, fr, tf, tr] = /^([a-h])(\d)([a-h])(\d)$/.exec(move)!;
  const [fromFile, fromRank, toFile, toRank] = [FILES.indexOf(ff!), Number(fr) - 1, FILES.indexOf(tf!), Number(tr) - 1];
  const next = board.map((column) => [...column]);
  const piece = next[fromFile]![fromRank]!;
  next[fromFile]![fromRank] = null;
  const promoted = piece.letter === 'P' && half(fromRank) !== half(toRank);
  next[toFile]![toRank] = promoted ? { letter: 'W', white: piece.white } : piece;
  return next;
}

export function perft(board: Board, whiteToMove: boolean, depth: number): number {
  const moves = legalMoves(board, whiteToMove);
  if (depth === 1) return moves.length;
  return moves.reduce((sum, move) => sum + perft(play(board, move), !whiteToMove, depth - 1), 0);
}
