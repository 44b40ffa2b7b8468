// Jacks and Witches 84 reference: what each piece may do, and what a move does to the position
// (shared/rules/jacks84.md "Pieces", "Teleporters", "Move strings"). Legality (check, the exclusion
// rule) is decided by make-and-test in jacks84-reference.ts. Shares nothing with src/ or assembly/.
import {
  ALL_DIRECTIONS,
  DIAGONAL,
  KNIGHT_LEAPS,
  LION_LEAPS,
  ORTHOGONAL,
  SQUARES,
  TELEPORTERS,
  eyeOf,
  fileOf,
  isDark,
  isTeleporter,
  lineDirection,
  nameOf,
  parseSquare,
  rankOf,
  ray,
  signDirection,
  step,
  type Square,
  type Vector,
} from './jacks84-board.js';
import {
  clonePosition,
  enemyPawnAttacks,
  forward,
  kingOnFarRank,
  kingSquare,
  lastRank,
  opponent,
  startRank,
  type Jacks84Rules,
  type Kind,
  type Position,
} from './jacks84-position.js';

export interface Move {
  name: string;
  kind: 'move' | 'drop' | 'flip' | 'teleport';
  from: Square; // a drop's from is its destination
  to: Square;
  promotion?: Kind;
  mode?: 'C' | 'V'; // a Can(n)on's mode after the move
  enPassant?: Square; // the square of the pawn taken en passant
}

const occupiedIn = (position: Position) => (square: Square) => position.board[square] !== null;
const onSquares = (from: Square, vectors: readonly Vector[]) =>
  vectors.map((vector) => step(from, vector)).filter((square): square is Square => square !== undefined);
const slides = (position: Position, from: Square, directions: readonly Vector[]) =>
  directions.flatMap((direction) => ray(from, direction, occupiedIn(position)));

/** "It immobilises every enemy piece on the 8 squares around it (a Witch too; an immobilised Witch still
 * immobilises)"; a Jack "is immobilised only by an enemy Witch next to the Jack's own square". */
export function isFrozen(position: Position, square: Square): boolean {
  const piece = position.board[square];
  if (!piece) return false;
  return onSquares(square, ALL_DIRECTIONS).some((near) => {
    const witch = position.board[near];
    return witch?.kind === 'W' && witch.colour !== piece.colour;
  });
}

/** "as a Wazir (one orthogonal step) if both Kings stand on squares of the same colour, otherwise as a Ferz". */
export const jacksMoveAsWazirs = (position: Position) => isDark(kingSquare(position, 'w')) === isDark(kingSquare(position, 'b'));

/** "A Jack may move only if its eye is empty; it then moves and captures from its eye" (never onto its own square). */
function jackSteps(position: Position, from: Square): Square[] {
  const eye = eyeOf(from);
  if (position.board[eye]) return [];
  return onSquares(eye, jacksMoveAsWazirs(position) ? ORTHOGONAL : DIAGONAL).filter((to) => to !== from);
}

/** Can(n)on capture: "jump exactly one screen (any piece) and take the first piece beyond it on the line". */
function cannonCaptureReach(position: Position, from: Square, directions: readonly Vector[]): Square[] {
  const targets: Square[] = [];
  for (const direction of directions) {
    const toScreen = ray(from, direction, occupiedIn(position));
    const screen = toScreen[toScreen.length - 1];
    if (screen === undefined || !position.board[screen]) continue; // edge or hole before any screen
    const beyond = ray(screen, direction, occupiedIn(position));
    const target = beyond[beyond.length - 1];
    if (target !== undefined && position.board[target]) targets.push(target);
  }
  return targets;
}

/**
 * The squares on which the piece on `from` would capture whatever stands there, by its movement alone
 * (not asking whether it is immobilised): what it attacks. The Witch "never captures".
 */
export function captureReach(position: Position, from: Square): Square[] {
  const piece = position.board[from]!;
  switch (piece.kind) {
    case 'K':
    case 'L': // the Lion "captures only on the 8 adjacent squares"
      return onSquares(from, ALL_DIRECTIONS);
    case 'N':
      return onSquares(from, KNIGHT_LEAPS);
    case 'R':
      return slides(position, from, ORTHOGONAL).filter((to) => position.board[to]);
    case 'B':
      return slides(position, from, DIAGONAL).filter((to) => position.board[to]);
    case 'C': // Pao: "cannon along ranks and files"
      return cannonCaptureReach(position, from, ORTHOGONAL);
    case 'V': // Vao: "cannon along diagonals"
      return cannonCaptureReach(position, from, DIAGONAL);
    case 'P':
      return onSquares(from, [[-1, forward(piece.colour)], [1, forward(piece.colour)]]);
    case 'J':
      return jackSteps(position, from);
    case 'W':
      return [];
  }
}

/** The empty squares the piece on `from` may move to without capturing. */
function quietReach(position: Position, from: Square, rules: Jacks84Rules): Square[] {
  const piece = position.board[from]!;
  const empty = (to: Square) => !position.board[to];
  switch (piece.kind) {
    case 'K':
      return onSquares(from, ALL_DIRECTIONS).filter(empty);
    case 'L': // "leaps, without capturing, to the 8 squares two away"; "no quiet one-step move"
      return onSquares(from, LION_LEAPS).filter(empty);
    case 'N':
      return onSquares(from, KNIGHT_LEAPS).filter(empty);
    case 'R':
    case 'C': // quiet moves "slide like a rook (Pao) or bishop (Vao)"
      return slides(position, from, ORTHOGONAL).filter(empty);
    case 'B':
    case 'V':
      return slides(position, from, DIAGONAL).filter(empty);
    case 'W': // "moves like a queen"
      return slides(position, from, ALL_DIRECTIONS).filter(empty);
    case 'P': {
      const one = step(from, [0, forward(piece.colour)]);
      if (one === undefined || !empty(one)) return [];
      // "A pawn standing on its own starting rank may double-step again, e.g. after being dragged back there."
      const two = rankOf(from) === startRank(piece.colour) ? step(one, [0, forward(piece.colour)]) : undefined;
      return two !== undefined && empty(two) ? [one, two] : [one];
    }
    case 'J': {
      const steps = jackSteps(position, from).filter(empty);
      const eye = eyeOf(from);
      // "A Jack on the d- or e-file whose eye is empty may also step onto its eye (the inverted Wazir)".
      const dOrE = fileOf(from) === 5 || fileOf(from) === 6;
      const allowed = rules.invertedWazir === 'always' || jacksMoveAsWazirs(position);
      return dOrE && allowed && empty(eye) ? [...steps, eye] : steps;
    }
  }
}

/** Whether teleporting is possible now (endgame rule). */
export function teleportsEnabled(position: Position, rules: Jacks84Rules): boolean {
  return rules.teleportEndgame === 'permanent' ? position.teleports : !kingOnFarRank(position);
}

const DROP_SQUARES = { w: ['c2', 'd2', 'e2', 'f2'].map(parseSquare), b: ['c7', 'd7', 'e7', 'f7'].map(parseSquare) };
const PROMOTIONS: readonly Kind[] = ['W', 'L', 'C', 'R', 'N', 'B'];
const modeLetter = (mode: 'C' | 'V') => (mode === 'C' ? 'p' : 'v');

/** Every move of the side to move that its pieces' movement allows, before check and the exclusion rule. */
export function pseudoMoves(position: Position, rules: Jacks84Rules): Move[] {
  const me = position.side;
  const moves: Move[] = [];
  const add = (move: Omit<Move, 'name'>) => {
    const name = move.kind === 'drop' ? `J@${nameOf(move.to)}` : nameOf(move.from) + nameOf(move.to) + suffix(move);
    moves.push({ ...move, name });
  };
  const suffix = (move: Omit<Move, 'name'>) => (move.promotion ? move.promotion.toLowerCase() : move.mode ? modeLetter(move.mode) : '');
  const promotions = rules.promoteToJack ? [...PROMOTIONS, 'J' as const] : PROMOTIONS;

  for (const from of SQUARES) {
    const piece = position.board[from];
    if (!piece || piece.colour !== me) continue;
    // "such a piece cannot move, flip or give check"; "An immobilised piece cannot be removed by its owner".
    if (isFrozen(position, from)) continue;
    const cannon = piece.kind === 'C' || piece.kind === 'V';
    // "at the end of every move the player chooses the mode it now has"
    const addEach = (move: Omit<Move, 'name'>) => {
      if (cannon) for (const mode of ['C', 'V'] as const) add({ ...move, mode });
      else if (piece.kind === 'P' && rankOf(move.to) === lastRank(me)) for (const promotion of promotions) add({ ...move, promotion });
      else add(move);
    };
    const captures = captureReach(position, from).filter((to) => position.board[to] && position.board[to]!.colour !== me);
    for (const to of [...quietReach(position, from, rules), ...captures]) addEach({ kind: 'move', from, to });
    if (piece.kind === 'P' && position.ep !== null && captureReach(position, from).includes(position.ep)) {
      addEach({ kind: 'move', from, to: position.ep, enPassant: step(position.ep, [0, -forward(me)])! });
    }
    // "It may also flip in place as a whole move (the mode must change)."
    if (cannon) add({ kind: 'flip', from, to: from, mode: piece.kind === 'C' ? 'V' : 'C' });
    // "A piece on a teleporter may, as its move, go to any other empty teleporter"; a Jack whose eye is
    // occupied has no move at all unless jackBlindTeleport.
    const jackBlind = piece.kind === 'J' && position.board[eyeOf(from)] !== null && !rules.jackBlindTeleport;
    if (isTeleporter(from) && teleportsEnabled(position, rules) && !jackBlind) {
      for (const to of TELEPORTERS) if (to !== from && !position.board[to]) addEach({ kind: 'teleport', from, to });
    }
  }
  // "Placing one (a drop) is a move, onto an empty square c2-f2 (Black: c7-f7)."
  if (position.hands[me] > 0) {
    for (const to of DROP_SQUARES[me]) if (!position.board[to]) add({ kind: 'drop', from: to, to });
  }
  const names = new Set(moves.map((move) => move.name));
  if (names.size !== moves.length) throw new Error('two moves with one move string');
  return moves;
}

/** The square a Witch's move drags from and the square it drags to, if it drags at all. */
export function dragOf(position: Position, move: Move): { from: Square; to: Square } | undefined {
  const witch = position.board[move.from];
  if (move.kind === 'drop' || move.kind === 'flip' || witch?.kind !== 'W') return undefined;
  // Slide: "the piece ends on the square next to the Witch's destination, behind it on the same line".
  // Teleport: "the enemy non-Witch piece standing next to its start teleporter, on the side opposite the
  // jump's direction (the sign of each coordinate of destination - start), onto the start teleporter".
  const [df, dr] = move.kind === 'teleport' ? signDirection(move.from, move.to) : lineDirection(move.from, move.to)!;
  const behind = step(move.from, [-df, -dr]);
  const victim = behind === undefined ? null : position.board[behind];
  if (behind === undefined || !victim || victim.colour === witch.colour || victim.kind === 'W') return undefined;
  return { from: behind, to: move.kind === 'teleport' ? move.from : step(move.to, [-df, -dr])! };
}

/** The position after a move, legal or not. */
export function applyMove(position: Position, move: Move, rules: Jacks84Rules): Position {
  const next = clonePosition(position);
  const me = position.side;
  const board = next.board;
  let resetsClock = false;
  next.ep = null;
  if (move.kind === 'drop') {
    board[move.to] = { colour: me, kind: 'J' };
    next.hands[me]--;
  } else if (move.kind === 'flip') {
    board[move.from] = { colour: me, kind: move.mode! };
  } else {
    const piece = board[move.from]!;
    const drag = dragOf(position, move); // "Only a Witch that moves drags: a pawn that promotes to a Witch drags nothing."
    if (board[move.to]) resetsClock = true;
    if (move.enPassant !== undefined) board[move.enPassant] = null;
    board[move.from] = null;
    board[move.to] = { colour: me, kind: move.promotion ?? move.mode ?? piece.kind };
    if (drag) {
      board[drag.to] = board[drag.from]!;
      board[drag.from] = null;
    }
    if (piece.kind === 'P') {
      resetsClock = true;
      const skipped = step(move.from, [0, forward(me)]);
      if (move.kind === 'move' && Math.abs(rankOf(move.to) - rankOf(move.from)) === 2 && enemyPawnAttacks(next, skipped!, me)) next.ep = skipped!;
    }
  }
  // Endgame rule: "once a King stands on the opponent's first rank ... teleporting is disabled".
  next.teleports = rules.teleportEndgame === 'permanent' ? position.teleports && !kingOnFarRank(next) : !kingOnFarRank(next);
  next.halfmove = resetsClock ? 0 : position.halfmove + 1;
  if (me === 'b') next.fullmove = position.fullmove + 1;
  next.side = opponent(me);
  return next;
}
