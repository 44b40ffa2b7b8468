// The short notation of Dreierschach's author (shared/seeds/dreierschach-2.3-full-rules.txt, "Notation";
// shared/rules/dreierschach.md), written and read on any board that implements NotationBoard: the engine's
// Game through a small adapter, or the test suite's reference generator.
//
// Written form of a move (formatShortMove):
//   [piece letter][disambiguator][x]<target>[promotion][+|++]     or     0-0 / 0-0-0 [+|++]
// - piece letter K Q R B N, none for a pawn;
// - disambiguator, only when another piece of the same kind can move to the same target by a legal move
//   (same promotion for pawns): the start cell's file letter if that alone separates it from all the
//   others, else its rank number (the author's "N5g7, and not Ndg7, since both come from d"), else the
//   whole start cell ("Nd5g7"). When both the file and the rank would do, the file is written, as in
//   orthodox chess; the author leaves that choice open ("whichever is more suitable").
// - x for a capture; en passant counts as a capture and is written on the cell the pawn moves to.
// - Pawn captures (no example in the rules): the general rule applied to pawns, so `xg7` when only one
//   pawn can move to g7, `fxg7` or `6xg7` when another pawn could also move there (push or capture).
//   The reader also takes the whole start cell (`f6xg7`, `f6g7`).
// - promotion: the new piece's letter in upper case after the target, `d9Q` (the reader also takes
//   `d9=Q` and `d9q`).
// - castling (the king's move in the engine): `0-0` minor (white d1-b1, gray e10-g12, black m9-m7),
//   `0-0-0` major (white d1-g1, gray e10-b7, black m9-m12). The reader also takes O-O / O-O-O and the
//   king's move itself (`Kb1`, the author's own gloss, or `d1b1`).
// - `+` when after the move a king is attacked that was not attacked before it: the next player's, the
//   player's after that (three players: a check need not be answered at once), or one exposed to the
//   third player by a discovered line. A king that stays in check it was already in is not marked.
// - `++` when the game has ended by checkmate right after the move (the player to move is in check and
//   has no legal move), whether or not this move gave the check: in three-player chess a move can
//   take the last flight square of a king another player is checking.
//
// Reading (parseShortMove) is tolerant: `x`, `+`, `++`, `#`, `!`, `?` and a trailing `=` (draw offer)
// are optional and not checked against the move; a `-` or `:` may stand between start and target; any
// disambiguator may be given (file, rank or whole start cell, even when not needed); the engine's move
// string is accepted as is. Piece letters are upper case: the English K Q R B N (P for a pawn is
// accepted), and also the German S, L, T, D (Springer, Läufer, Turm, Dame) of the rules' sample record
// (`1. gi4 Sd2 11j11`), which clash with no English letter; the writer writes English letters only.
// A written `x` (or `:`) picks the capture when the token would otherwise fit a capture and a non-capture
// (only possible around en passant: one pawn pushing to the skipped cell, another taking there).

/**
 * What the notation needs from a position. Cells are named as in the engine (`a1` ... `m13`), moves are
 * the engine's move strings `<from><to>[q|r|b|n]`, castling being the king's move (`d1b1`).
 */
export interface NotationBoard {
  /** The legal move strings of the side to move in the current position. */
  legalMoves(): string[];
  /** The kind of piece on a cell as an upper-case letter (K Q R B N P), whatever its owner; undefined when empty. */
  pieceLetter(cell: string): string | undefined;
  /** Plays a legal move (a string from legalMoves()). */
  play(move: string): void;
  /** Takes back the last move played with play(). */
  undo(): void;
  /**
   * The players whose king is attacked by an opponent in the current position, by any stable name
   * ('white', 'w', an index...): not only the side to move's, since with three players a move can check
   * the player after next.
   */
  checkedKings(): readonly string[];
  /** Whether the game has ended by checkmate in the current position (the side to move is mated). */
  isMate(): boolean;
}

export type CastlingKind = 'minor' | 'major';

/** Dreierschach's castlings as the king's move (shared/rules/dreierschach.md, "Castling"). */
export const DREIERSCHACH_CASTLING: Readonly<Record<string, CastlingKind>> = {
  d1b1: 'minor',
  d1g1: 'major',
  e10g12: 'minor',
  e10b7: 'major',
  m9m7: 'minor',
  m9m12: 'major',
};

const CASTLING_TEXT: Record<CastlingKind, string> = { minor: '0-0', major: '0-0-0' };

/** Dreierschach's six diagonal steps (df, dr): a pawn moving by one of them captures (en passant when the target is empty). */
const DIAGONAL_STEPS: readonly (readonly [number, number])[] = [[2, 1], [1, 2], [-1, 1], [-2, -1], [-1, -2], [1, -1]];

const PIECE_NAMES: Record<string, string> = { K: 'king', Q: 'queen', R: 'rook', B: 'bishop', N: 'knight', P: 'pawn' };

/** An error about one token of the notation; `round` is set by replayRecord. */
export class NotationError extends Error {
  constructor(
    message: string,
    readonly token: string,
    readonly round?: number,
  ) {
    super(message);
    this.name = 'NotationError';
  }
}

interface EngineMove {
  move: string;
  from: string;
  to: string;
  fromFile: string;
  fromRank: number;
  promotion: string; // '' or lower case
}

const ENGINE_MOVE = /^([a-z])(\d{1,2})([a-z])(\d{1,2})([qrbn]?)$/;

function splitMove(move: string): EngineMove | undefined {
  const match = ENGINE_MOVE.exec(move);
  if (!match) return undefined;
  const [, fromFile, fromRank, toFile, toRank, promotion] = match as unknown as [string, string, string, string, string, string];
  return { move, from: fromFile + fromRank, to: toFile + toRank, fromFile, fromRank: Number(fromRank), promotion };
}

function splitLegal(board: NotationBoard): EngineMove[] {
  return board.legalMoves().map((move) => {
    const parts = splitMove(move);
    if (!parts) throw new Error(`the board lists '${move}', which is not a move string <from><to>[q|r|b|n]`);
    return parts;
  });
}

const fileIndex = (file: string) => file.charCodeAt(0) - 97;

function isCapture(board: NotationBoard, move: EngineMove, piece: string): boolean {
  if (board.pieceLetter(move.to) !== undefined) return true;
  if (piece !== 'P') return false;
  const df = fileIndex(move.to[0]!) - fileIndex(move.fromFile);
  const dr = Number(move.to.slice(1)) - move.fromRank;
  return DIAGONAL_STEPS.some(([x, y]) => x === df && y === dr);
}

/** The castling kind of a move, if it is a king's castling move. */
function castlingOf(board: NotationBoard, move: EngineMove, castling: Readonly<Record<string, CastlingKind>>): CastlingKind | undefined {
  const kind = castling[move.move];
  return kind !== undefined && board.pieceLetter(move.from) === 'K' ? kind : undefined;
}

/** `+`, `++` or '' for a legal move, by playing it and taking it back. */
function checkSuffix(board: NotationBoard, move: string): string {
  const before = new Set(board.checkedKings());
  board.play(move);
  try {
    const after = board.checkedKings();
    // Mate needs a king in check: ask isMate (the costlier question) only then.
    if (after.length === 0) return '';
    if (board.isMate()) return '++';
    return after.some((king) => !before.has(king)) ? '+' : '';
  } finally {
    board.undo();
  }
}

export interface ShortNotationOptions {
  /** Castling moves (the king's move string) and their kind; Dreierschach's by default. */
  castling?: Readonly<Record<string, CastlingKind>>;
  /** Leave out `+` and `++` (saves playing the move). */
  noCheckMarks?: boolean;
}

/** The short notation of a legal move (an engine move string) in the board's current position. */
export function formatShortMove(board: NotationBoard, move: string, options: ShortNotationOptions = {}): string {
  const legal = splitLegal(board);
  const parts = legal.find((candidate) => candidate.move === move);
  if (!parts) throw new NotationError(`'${move}' is not a legal move here`, move);
  return formatParts(board, parts, legal, options);
}

function formatParts(board: NotationBoard, parts: EngineMove, legal: readonly EngineMove[], options: ShortNotationOptions): string {
  const suffix = options.noCheckMarks ? '' : checkSuffix(board, parts.move);
  const castle = castlingOf(board, parts, options.castling ?? DREIERSCHACH_CASTLING);
  if (castle) return CASTLING_TEXT[castle] + suffix;
  const piece = board.pieceLetter(parts.from);
  if (piece === undefined) throw new Error(`the board lists '${parts.move}' but has no piece on ${parts.from}`);
  const rivals = legal.filter(
    (other) => other.to === parts.to && other.from !== parts.from && other.promotion === parts.promotion && board.pieceLetter(other.from) === piece,
  );
  let disambiguator = '';
  if (rivals.length > 0) {
    if (rivals.every((other) => other.fromFile !== parts.fromFile)) disambiguator = parts.fromFile;
    else if (rivals.every((other) => other.fromRank !== parts.fromRank)) disambiguator = String(parts.fromRank);
    else disambiguator = parts.from;
  }
  const capture = isCapture(board, parts, piece) ? 'x' : '';
  const letter = piece === 'P' ? '' : piece;
  return `${letter}${disambiguator}${capture}${parts.to}${parts.promotion.toUpperCase()}${suffix}`;
}

// [piece][file][rank][- x :][target file][target rank][=][promotion]. Files are a..w: x is the capture sign.
// Piece letters: English K Q R B N (P), and the German S (Springer), L (Läufer), T (Turm), D (Dame) of
// the rules' sample record, which no English letter clashes with (the German B, Bauer, is never written).
const SHORT_MOVE = /^([KQRBNPSLTD])?([a-w])?(\d{1,2})?([-x:])?([a-w]\d{1,2})(?:=?([QRBNqrbnDTLS]))?$/;
const GERMAN_LETTERS: Record<string, string> = { S: 'N', L: 'B', T: 'R', D: 'Q' };
const CASTLING_TOKEN = /^([0O])-\1(-\1)?$/i;
const ANNOTATIONS = /[+#!?=]+$/;

/** The engine move string of a token of the short notation (or of an engine move string) in the board's current position. */
export function parseShortMove(board: NotationBoard, text: string, options: ShortNotationOptions = {}): string {
  const token = text.trim();
  const fail = (problem: string): never => {
    throw new NotationError(`'${token}' ${problem}`, token);
  };
  if (token === '') fail('is empty, not a move');
  const legal = splitLegal(board);
  const describe = (moves: readonly EngineMove[]) => moves.map((move) => formatParts(board, move, legal, options));
  const bare = token.replace(ANNOTATIONS, '');
  const exact = legal.find((move) => move.move === token || move.move === bare);
  if (exact) return exact.move;

  const castlingMatch = CASTLING_TOKEN.exec(bare);
  if (castlingMatch) {
    const kind: CastlingKind = castlingMatch[2] ? 'major' : 'minor';
    const castles = legal.filter((move) => castlingOf(board, move, options.castling ?? DREIERSCHACH_CASTLING) === kind);
    if (castles.length === 0) fail(`is not legal here: ${kind === 'minor' ? 'minor' : 'major'} castling is not possible`);
    if (castles.length > 1) fail(`is ambiguous: ${castles.map((move) => move.move).join(' or ')}`);
    return castles[0]!.move;
  }

  const match = SHORT_MOVE.exec(bare);
  if (!match) return fail('is not a move in short notation (like Ng7, N5xg7, d9Q, 0-0) nor a move string (like d1g1)');
  const [, writtenLetter = 'P', file, rank, separator, target, promotionLetter] = match;
  const letter = GERMAN_LETTERS[writtenLetter] ?? writtenLetter;
  const promotion = promotionLetter === undefined ? undefined : (GERMAN_LETTERS[promotionLetter] ?? promotionLetter).toLowerCase();
  let candidates = legal.filter(
    (move) =>
      move.to === target &&
      (file === undefined || move.fromFile === file) &&
      (rank === undefined || move.fromRank === Number(rank)) &&
      (promotion === undefined || move.promotion === promotion) &&
      board.pieceLetter(move.from) === letter,
  );
  if (candidates.length === 0) {
    const name = PIECE_NAMES[letter]!;
    const from = file !== undefined || rank !== undefined ? ` from ${file ?? ''}${rank ?? ''}` : '';
    return fail(`is not legal here: no ${name}${from} can move to ${target}${promotion ? ` and promote to ${PIECE_NAMES[promotion.toUpperCase()]}` : ''}`);
  }
  if (candidates.length > 1 && (separator === 'x' || separator === ':')) {
    const captures = candidates.filter((move) => isCapture(board, move, letter));
    if (captures.length > 0) candidates = captures;
  }
  if (candidates.length > 1) {
    const squares = new Set(candidates.map((move) => move.from + move.to));
    if (promotion === undefined && squares.size === 1) {
      fail(`needs a promotion letter: ${describe(candidates).join(', ')}`);
    }
    fail(`is ambiguous: ${describe(candidates).join(' or ')}`);
  }
  return candidates[0]!.move;
}

/** One move of a game record with where it stands: its round's number and its place in the round (1, 2, 3). */
export interface RecordEntry {
  token: string;
  round: number;
  place: number;
}

const MOVE_NUMBER = /^(\d+)(\.+|…)(.*)$/;
const PLACEHOLDER = /^(\.{2,}|…|-{1,2}|—)$/;
const RESULT = /^(\*|1-0|0-1|½-½|1\/2-1\/2|½-½-½|1\/2-1\/2-1\/2|[0-3]-[0-3]-[0-3])$/;

function stripComments(text: string): string {
  let result = text.replace(/\{[^}]*\}/g, ' ').replace(/\[[^\]]*\]/g, ' ');
  // Variations, innermost first.
  for (let previous = ''; previous !== result; ) {
    previous = result;
    result = result.replace(/\([^()]*\)/g, ' ');
  }
  return result
    .split(/\r?\n/)
    .map((line) => (/^\s*(#|%|\/\/)/.test(line) ? '' : line.replace(/;.*$/, '')))
    .join('\n');
}

/**
 * The moves of a game record in the author's layout, with their round numbers: `1. Nf4 b7 l7` per line
 * (or all on one line); move numbers (`1.`, `12...`, also glued to the move as in `1.a4`), result
 * markers (`3-1-0`, `1-1-1`, `*`), placeholders for moves not recorded (`...`, `--`), a lone `=` (draw
 * offer), comments in braces or after `;`, lines starting with `#`, `%` or `//`, PGN-style `[tags]`,
 * variations in parentheses and blank lines are skipped. Rounds are counted from the move numbers;
 * without them, every `players` moves (3 for Dreierschach) make a round.
 */
export function parseGameRecordEntries(text: string, players = 3): RecordEntry[] {
  const entries: RecordEntry[] = [];
  let round = 1;
  let place = 0;
  let numbered = false;
  for (const word of stripComments(text).split(/\s+/)) {
    let token = word;
    const number = MOVE_NUMBER.exec(token);
    if (number) {
      round = Number(number[1]);
      place = 0;
      numbered = true;
      token = number[3]!;
      if (token === '') continue;
    }
    if (token === '' || token === '=' || (RESULT.test(token) && token !== '0-0-0')) continue;
    if (!numbered && place === players) {
      round++;
      place = 0;
    }
    place++;
    if (PLACEHOLDER.test(token)) continue;
    entries.push({ token, round, place });
  }
  return entries;
}

/** The move tokens of a game record in the author's layout (see parseGameRecordEntries). */
export function parseGameRecord(text: string): string[] {
  return parseGameRecordEntries(text).map((entry) => entry.token);
}

const ORDINALS = ['first', 'second', 'third'];

/**
 * Plays a game record from the board's current position and returns the engine move strings. On an error
 * the board is put back as it was and a NotationError names the round, the move's place and the token.
 */
export function replayRecord(board: NotationBoard, text: string, options: ShortNotationOptions & { players?: number } = {}): string[] {
  return replayEntries(board, text, options.players, (token) => parseShortMove(board, token, options));
}

/**
 * Plays a record's tokens, each read into a move string by `read` (which throws when it cannot), on
 * `board`; on an error, takes back what it played and throws a NotationError naming the round and place.
 */
export function replayEntries(board: Pick<NotationBoard, 'play' | 'undo'>, text: string, players: number | undefined, read: (token: string) => string): string[] {
  const moves: string[] = [];
  try {
    for (const entry of parseGameRecordEntries(text, players)) {
      try {
        const move = read(entry.token);
        board.play(move);
        moves.push(move);
      } catch (error) {
        if (error instanceof WebAssembly.RuntimeError || error instanceof TypeError) throw error; // a fault, not the record's
        const problem = error instanceof Error ? error.message : String(error);
        const place = ORDINALS[entry.place - 1] ?? `move ${entry.place}`;
        throw new NotationError(`round ${entry.round}, ${place} move: ${problem}`, entry.token, entry.round);
      }
    }
  } catch (error) {
    for (let index = 0; index < moves.length; index++) board.undo();
    throw error;
  }
  return moves;
}

/**
 * A game record in the author's layout for moves played from the board's current position, one round
 * per line (`1. a4 Nc8 l7`); the board is left as it was. `firstPlace` is the place in its round of the
 * first move (1 when the first player is to move), `firstRound` that round's number.
 */
export function formatGameRecord(
  board: NotationBoard,
  moves: readonly string[],
  options: ShortNotationOptions & { players?: number; firstRound?: number; firstPlace?: number } = {},
): string {
  const players = options.players ?? 3;
  let round = options.firstRound ?? 1;
  let place = options.firstPlace ?? 1;
  const lines: string[] = [];
  let line: string[] = [`${round}.`, ...Array<string>(place - 1).fill('...')];
  let played = 0;
  try {
    for (const move of moves) {
      line.push(formatShortMove(board, move, options));
      board.play(move);
      played++;
      if (++place > players) {
        lines.push(line.join(' '));
        line = [`${++round}.`];
        place = 1;
      }
    }
  } finally {
    for (; played > 0; played--) board.undo();
  }
  if (line.length > 1) lines.push(line.join(' '));
  return lines.join('\n');
}
