// ENGINE COMPARISON HELPER for issue 17 (not a test by itself). Once the engine plays jacks84, its test
// wraps the engine in a `Jacks84Side` and calls `compareWithReference`, expecting no mismatches and every
// mechanic in the tally, e.g.
//
//   const engine: Jacks84Side = {
//     legalMoves: (fen) => new Game('jacks84', { fen }).legalMoves(),
//     play: (fen, move) => { const game = new Game('jacks84', { fen }); game.play(move); return game.fen(); },
//     perft: (fen, depth) => new Game('jacks84', { fen }).perft(depth),
//   };
//   const { mismatches, tally } = compareWithReference(engine, { perftDepth: 3 });
//   expect(mismatches).toEqual([]);
//   expect(MECHANICS.filter((name) => tally[name] === 0)).toEqual([]);
//
// The positions come from the reference's seeded playouts (jacks84-playout.ts), which exercise every
// mechanic; both sides are asked about the same position strings and move strings.
import { MECHANICS, playouts, type Tally } from './jacks84-playout.js';
import { Jacks84Reference, type Jacks84Rules } from './jacks84-reference.js';

/** What the comparison needs of an engine: position strings and move strings only. */
export interface Jacks84Side {
  legalMoves(fen: string): string[]; // any order
  play(fen: string, move: string): string; // the position string after a legal move
  perft(fen: string, depth: number): number;
}

export interface CompareOptions {
  firstSeed?: number;
  games?: number;
  plies?: number;
  /** Perft 1..perftDepth is compared below every `perftEvery`-th position of each game. */
  perftDepth?: number;
  perftEvery?: number;
  /** The position after every legal move (not only the one played) below every `allMovesEvery`-th position. */
  allMovesEvery?: number;
  rules?: Partial<Jacks84Rules>;
  /** Stop after this many mismatches. */
  maxMismatches?: number;
}

export interface Comparison {
  mismatches: string[];
  positions: number;
  perftPositions: number;
  tally: Tally;
}

const difference = (a: readonly string[], b: readonly string[]) => a.filter((item) => !b.includes(item));

/** Runs the reference's playouts and asks both sides about every position on the way. */
export function compareWithReference(engine: Jacks84Side, options: CompareOptions = {}): Comparison {
  const { firstSeed = 1, games = 8, plies = 150, perftDepth = 3, perftEvery = 40, allMovesEvery = 5, rules = {}, maxMismatches = 20 } = options;
  const reference = new Jacks84Reference(rules);
  const { games: played, tally } = playouts(firstSeed, games, { plies, rules });
  const mismatches: string[] = [];
  let positions = 0;
  let perftPositions = 0;
  const report = (text: string) => mismatches.push(text);
  for (const game of played) {
    for (let ply = 0; ply < game.positions.length && mismatches.length < maxMismatches; ply++) {
      const fen = game.positions[ply]!;
      positions++;
      const successors = reference.successors(fen);
      const expected = [...successors.keys()].sort();
      const actual = [...engine.legalMoves(fen)].sort();
      if (actual.join(' ') !== expected.join(' ')) {
        report(`legal moves at ${fen}: engine lacks [${difference(expected, actual).join(' ')}], has extra [${difference(actual, expected).join(' ')}]`);
        continue;
      }
      const toCheck = ply % allMovesEvery === 0 ? expected : game.moves.slice(ply, ply + 1);
      for (const move of toCheck) {
        const after = engine.play(fen, move);
        const wanted = successors.get(move)!;
        if (after !== wanted) report(`after ${move} at ${fen}: engine ${after}, reference ${wanted}`);
      }
      if (ply % perftEvery !== 0) continue;
      perftPositions++;
      for (let depth = 1; depth <= perftDepth; depth++) {
        const [mine, theirs] = [engine.perft(fen, depth), reference.perft(fen, depth)];
        if (mine !== theirs) {
          report(`perft ${depth} at ${fen}: engine ${mine}, reference ${theirs}`);
          break;
        }
      }
    }
  }
  return { mismatches, positions, perftPositions, tally };
}

export { MECHANICS };
