// Seeded random games for Jacks and Witches 84 with the reference generator, and a tally of the
// mechanics their moves used, so a test can show that a sample of positions exercises every rule.
// The choice is weighted toward the mechanics the games so far have used least (looking one ply ahead
// for the ways to parry a check), toward pawn advances and a King's march to the far rank, so that
// eight games of 150 plies reach all of them.
import { ALL_DIRECTIONS, eyeOf, rankOf, step } from './jacks84-board.js';
import { dragOf, isFrozen, jacksMoveAsWazirs } from './jacks84-moves.js';
import { START_FEN, farRank, kingSquare, opponent, writePosition, type Position } from './jacks84-position.js';
import { seededRandom } from './seeded-random.js';
import { Jacks84Reference, attackers, inCheck, tryMoves, type Jacks84Rules, type Tried } from './jacks84-reference.js';

// No 'check parried by a flip': a flip changes only the own Can(n)on's mode, and no enemy attack depends on it.
export const MECHANICS = [
  'drop',
  'teleport',
  'Witch teleport with drag',
  'Witch drag',
  'flip in place',
  'Can(n)on capture',
  'Can(n)on changes mode',
  'Jack as Wazir',
  'Jack as Ferz',
  'inverted Wazir',
  'exclusion refusal',
  'unfreezing refusal',
  'teleports disabled',
  'promotion to W',
  'promotion to L',
  'promotion to C',
  'promotion to R',
  'promotion to N',
  'promotion to B',
  'promotion to J',
  'en passant',
  'check',
  'check parried by drop',
  'check parried by teleport',
  'check parried by drag',
  'check parried by immobilising the checker',
  'check parried by a Jack move',
  'King next to an immobilised King',
] as const;
export type Mechanic = (typeof MECHANICS)[number];
export type Tally = Record<Mechanic, number>;

export const emptyTally = (): Tally => Object.fromEntries(MECHANICS.map((name) => [name, 0])) as Tally;

/** The mechanics one legal move uses, judged from the position before it and the one after. */
export function mechanicsOf(before: Position, { move, after }: Tried, rules: Jacks84Rules): Mechanic[] {
  const found: Mechanic[] = [];
  const me = before.side;
  const piece = before.board[move.from];
  const drag = dragOf(before, move);
  const checked = inCheck(before, me, rules);
  if (move.kind === 'drop') found.push('drop');
  if (move.kind === 'teleport') found.push('teleport');
  if (move.kind === 'teleport' && drag) found.push('Witch teleport with drag');
  if (move.kind === 'move' && drag) found.push('Witch drag');
  if (move.kind === 'flip') found.push('flip in place');
  if (move.mode && move.kind === 'move' && before.board[move.to]) found.push('Can(n)on capture');
  if (move.mode && move.kind !== 'flip' && move.mode !== piece?.kind) found.push('Can(n)on changes mode');
  if (piece?.kind === 'J' && move.kind === 'move') {
    const inverted = move.to === eyeOf(move.from);
    found.push(inverted ? 'inverted Wazir' : jacksMoveAsWazirs(before) ? 'Jack as Wazir' : 'Jack as Ferz');
  }
  if (before.teleports && !after.teleports) found.push('teleports disabled');
  if (move.promotion) found.push(`promotion to ${move.promotion}` as Mechanic);
  if (move.enPassant !== undefined) found.push('en passant');
  if (inCheck(after, opponent(me), rules)) found.push('check');
  if (checked) {
    if (move.kind === 'drop') found.push('check parried by drop');
    if (move.kind === 'teleport') found.push('check parried by teleport');
    if (drag) found.push('check parried by drag');
    if (piece?.kind === 'J' && move.kind === 'move') found.push('check parried by a Jack move');
    const checkers = attackers(before, kingSquare(before, me), opponent(me), rules);
    if (checkers.some((square) => after.board[square] === before.board[square] && isFrozen(after, square))) {
      found.push('check parried by immobilising the checker');
    }
  }
  const [white, black] = [kingSquare(after, 'w'), kingSquare(after, 'b')];
  const adjacent = ALL_DIRECTIONS.some((vector) => step(white, vector) === black);
  if (adjacent && (isFrozen(after, white) || isFrozen(after, black))) found.push('King next to an immobilised King');
  return found;
}

/** Refusals at a position: exclusion-rule refusals, and moves refused because they unfreeze an enemy that then checks. */
function refusalsAt(before: Position, tried: readonly Tried[], rules: Jacks84Rules): Mechanic[] {
  const found: Mechanic[] = [];
  if (tried.some((t) => t.refused === 'exclusion')) found.push('exclusion refusal');
  const unfreezes = tried.some(
    (t) =>
      t.refused === 'check' &&
      attackers(t.after, kingSquare(t.after, before.side), opponent(before.side), rules).some(
        (square) => before.board[square] === t.after.board[square] && isFrozen(before, square),
      ),
  );
  if (unfreezes) found.push('unfreezing refusal');
  return found;
}

/** The weight a set of mechanics adds: the more, the fewer times the games so far have used each. */
const rarity = (mechanics: readonly Mechanic[], tally: Tally) => mechanics.reduce((sum, mechanic) => sum + 100 / (1 + tally[mechanic]), 0);

/**
 * How much more likely than a plain move the random choice makes this one: pawn advances and a King's
 * march to the far rank (so promotions and the endgame rule come), every mechanic the move uses, and for
 * a check, the rarest way the opponent has to parry it (a look one ply ahead, for checks only).
 */
function weightOf(before: Position, tried: Tried, mechanics: readonly Mechanic[], tally: Tally, rules: Jacks84Rules): number {
  const { move, after } = tried;
  const piece = before.board[move.from];
  let base = 1;
  if (piece?.kind === 'P') base = 6;
  if (piece?.kind === 'K' && Math.abs(rankOf(move.to) - farRank(before.side)) < Math.abs(rankOf(move.from) - farRank(before.side))) base = 4;
  let parries = 0;
  if (mechanics.includes('check')) {
    const replies = tryMoves(after, rules).filter((reply) => !reply.refused);
    const parryMechanics = replies.map((reply) => mechanicsOf(after, reply, rules).filter((mechanic) => mechanic.startsWith('check parried')));
    parries = Math.max(0, ...parryMechanics.map((found) => rarity(found, tally)));
  }
  return base * (1 + rarity(mechanics, tally) + parries);
}

export interface PlayoutOptions {
  seed: number;
  /** Mechanics counted so far in earlier games (steers the choice; not changed). */
  before?: Tally;
  plies: number;
  start?: string;
  rules?: Partial<Jacks84Rules>;
}
export interface Playout {
  /** Every position of the game as a string, the start included; positions[i] is before moves[i]. */
  positions: string[];
  moves: string[];
  tally: Tally;
  /** 'checkmate' or 'stalemate' if the game ended before `plies`. */
  end?: string;
}

/** One seeded random game of at most `plies` moves, from the start or from `start`. */
export function playout({ seed, plies, start, rules = {}, before = emptyTally() }: PlayoutOptions): Playout {
  const reference = new Jacks84Reference(rules);
  const random = seededRandom(seed);
  const tally = emptyTally();
  let position = reference.read(start ?? START_FEN);
  const positions = [writePosition(position)];
  const moves: string[] = [];
  for (let ply = 0; ply < plies; ply++) {
    const tried = tryMoves(position, reference.rules);
    for (const mechanic of refusalsAt(position, tried, reference.rules)) tally[mechanic]++;
    const legal = tried.filter((t) => !t.refused);
    if (legal.length === 0) return { positions, moves, tally, end: inCheck(position, position.side, reference.rules) ? 'checkmate' : 'stalemate' };
    const mechanics = legal.map((t) => mechanicsOf(position, t, reference.rules));
    const sofar = addTallies(before, tally);
    const weights = legal.map((t, i) => weightOf(position, t, mechanics[i]!, sofar, reference.rules));
    let pick = random() * weights.reduce((a, b) => a + b, 0);
    const index = weights.findIndex((weight) => (pick -= weight) < 0);
    const chosen = legal[index < 0 ? legal.length - 1 : index]!;
    for (const mechanic of mechanics[index < 0 ? legal.length - 1 : index]!) tally[mechanic]++;
    moves.push(chosen.move.name);
    position = chosen.after;
    positions.push(writePosition(position));
  }
  return { positions, moves, tally };
}

export function addTallies(a: Tally, b: Tally): Tally {
  return Object.fromEntries(MECHANICS.map((name) => [name, a[name] + b[name]])) as Tally;
}

/** Games from seeds first..first+count-1, each steered by the tally of the games before it. */
export function playouts(first: number, count: number, options: Omit<PlayoutOptions, 'seed' | 'before'>): { games: Playout[]; tally: Tally } {
  const games: Playout[] = [];
  let tally = emptyTally();
  for (let seed = first; seed < first + count; seed++) {
    const game = playout({ ...options, seed, before: tally });
    games.push(game);
    tally = addTallies(tally, game.tally);
  }
  return { games, tally };
}
