// FEN for square boards, written exactly as Fairy-Stockfish writes it for the variant:
// placement (rows as the geometry lists them, multi-digit empty runs), side, castling, en passant, clocks.
// Two players tell their pieces apart by letter case; with more, each piece is its owner's letter then
// the piece's (`rR`, `bP`), and a pawn taken over from another party names that party: `rP(b)`.
import type { CompiledVariant } from '../compile.js';
import { CauldronError } from '../errors.js';
import { pieceCode, typeOfCode, ownerOfCode } from '../piece-code.js';
import { splitHands, formatHands } from './hands.js';
import { HOLE } from '../geometry/geometry.js';
import { readPieceToken, TWO_PLAYER_TOKENS, writePieceToken } from './piece-token.js';

export interface PositionSetup {
  /** Piece code per cell (src/piece-code.ts), 0 for empty. */
  placement: Uint16Array;
  side: number;
  /** Cell an en passant capture would land on, and the pawn it would take (the last mover's double step). */
  enPassant: EnPassantEntry | null;
  /** Three players: the double step of the player before the last mover, still open. */
  olderEnPassant: EnPassantEntry | null;
  /** Bit per castling option of the variant. */
  castling: number;
  /** Teleporters: whether teleporting is still possible (`T` in the rights field, `-` once it ended). */
  teleports?: boolean;
  halfmoves: number;
  fullmoves: number;
  /** Pieces in hand per player and hand type (CompiledVariant.handTypes); empty lists without hands. */
  hands: number[][];
}

export interface EnPassantEntry {
  cell: number;
  victim: number;
}


export function parseFen(fen: string, variant: CompiledVariant): PositionSetup {
  const { definition, geometry } = variant;
  if (typeof fen !== 'string') throw new CauldronError(`bad FEN for ${definition.id}: a FEN must be a string, got ${fen === null ? 'null' : typeof fen}`);
  const fail = (problem: string): never => {
    throw new CauldronError(`bad FEN for ${definition.id}: ${problem} in '${fen}'`);
  };
  const fields = fen.trim().split(/\s+/);
  if (fields.length < 2 || fields.length > 6) fail(`expected 2 to 6 space-separated fields (placement, side, castling, en passant, clocks), got ${fields.length}`);
  const [placementField = '', sideField = '', castlingField = '-', epField = '-', halfField = '0', fullField = '1'] = fields;

  const placement = new Uint16Array(geometry.cellCount);
  const { placement: boardField, hands } = splitHands(placementField, variant, fail);
  const rows = boardField.split('/');
  if (rows.length !== geometry.rows.length) fail(`${rows.length} ${geometry.rowNoun}s instead of ${geometry.rows.length}`);
  rows.forEach((row, index) => {
    // The row's places: its cells, and holes (`*`, boards with holes only) where squares are missing.
    const slots = geometry.rowSlots?.[index] ?? geometry.rows[index]!;
    const label = geometry.rowLabel(index);
    let at = 0;
    for (const token of row.match(pieceTokenPattern(variant)) ?? []) {
      if (/^\d+$/.test(token)) {
        for (let skip = at; skip < at + Number(token) && skip < slots.length; skip++) {
          if (slots[skip] === HOLE) fail(`${label}: a missing square is written '*', not counted in '${token}'`);
        }
        at += Number(token);
        continue;
      }
      if (at >= slots.length) fail(`${label} is longer than ${slots.length} ${geometry.cellNoun}`);
      if (token === '*') {
        if (slots[at] !== HOLE) fail(`${label}: '*' where the board has a square`);
        at++;
        continue;
      }
      const code = parsePiece(token, variant, (problem) => fail(`${problem} on ${label}`));
      if (slots[at] === HOLE) fail(`${label}: a piece where the board has no square`);
      placement[slots[at]!] = code;
      at++;
    }
    if (at !== slots.length) fail(`${label} has ${at} ${geometry.cellNoun} instead of ${slots.length}`);
  });

  const side = definition.players.findIndex((player) => player.fenLetter === sideField);
  if (side < 0) fail(`side to move '${sideField}' is not one of ${definition.players.map((p) => p.fenLetter).join(', ')}`);
  // With teleporters the third field says whether teleporting is still possible (there is no castling then).
  const teleports = definition.teleports ? parseTeleportRight(castlingField, fail) : undefined;
  const castling = definition.teleports ? 0 : parseCastling(castlingField, placement, variant, fail);
  const halfmoves = parseCount(halfField, 0, 'halfmove clock', fail);
  const fullmoves = parseCount(fullField, 1, 'fullmove number', fail);

  const takeover = definition.victory?.takeover === true;
  for (const type of variant.pieceTypes.slice(1).filter((t) => t.royal)) {
    definition.players.forEach((player, index) => {
      const count = placement.filter((code) => code === pieceCode(type.id, index)).length;
      // Under takeover rules a party out of the game has no pieces at all.
      const outOfGame = takeover && !placement.some((code) => code !== 0 && ownerOfCode(code) === index);
      if (count !== 1 && !outOfGame) fail(`${player.name} has ${count} ${type.name}s, expected exactly 1`);
      if (outOfGame && index === side) fail(`${player.name} is to move but has no pieces`);
    });
  }
  placement.forEach((code, cell) => {
    const type = variant.pieceTypes[typeOfCode(code)];
    if (code === 0 || !type!.pawn) return;
    const facing = type!.takenFrom ?? variant.facingOf(ownerOfCode(code), cell);
    if (variant.tables.promotionZone[facing * geometry.cellCount + cell] === 2) {
      fail(`${definition.players[ownerOfCode(code)]!.name} ${type!.name} on ${geometry.names[cell]}, where it must have promoted`);
    }
  });
  if (variant.enPassantRound) {
    const [olderEnPassant, enPassant] = parseRoundEnPassant(epField, side, placement, variant, fail);
    return { placement, side, enPassant, olderEnPassant, castling, halfmoves, fullmoves, hands, teleports };
  }
  const enPassant = epField === '-' ? null : parseEnPassant(epField, side, placement, variant, fail);
  return { placement, side, enPassant, olderEnPassant: null, castling, halfmoves, fullmoves, hands, teleports };
}

/** Castling rights: '-' or the letters of the options still open, each with its pieces in place. */
function parseCastling(field: string, placement: Uint16Array, variant: CompiledVariant, fail: (problem: string) => never): number {
  const options = variant.definition.castling ?? [];
  if (field === '-') return 0;
  if (options.length === 0) fail(`castling field '${field}' must be '-' (${variant.definition.name} has no castling)`);
  let rights = 0;
  // Rights are letters (KQkq) or, with three players, the partner's start cells (c1g1a3...).
  const pattern = new RegExp(options.map((option) => option.letter).sort((a, b) => b.length - a.length).join('|') + '|.', 'g');
  for (const letter of field.match(pattern) ?? []) {
    const index = options.findIndex((option) => option.letter === letter);
    if (index < 0) fail(`castling right '${letter}' is not one of ${options.map((option) => option.letter).join(' ')}`);
    const option = options[index]!;
    const king = placement[variant.geometry.cellByName(option.king[0])!]!;
    const rook = placement[variant.geometry.cellByName(option.rook[0])!]!;
    const royal = king !== 0 && ownerOfCode(king) === option.player && variant.pieceTypes[typeOfCode(king)]!.royal;
    if (!royal || rook === 0 || ownerOfCode(rook) !== option.player) {
      fail(`castling right '${letter}' needs the ${variant.definition.players[option.player]!.name} royal piece on ${option.king[0]} and its partner on ${option.rook[0]}`);
    }
    rights |= 1 << index;
  }
  return rights;
}

function parseTeleportRight(field: string, fail: (problem: string) => never): boolean {
  if (field !== 'T' && field !== '-') fail(`rights field '${field}' must be T (teleporting possible) or - (ended)`);
  return field === 'T';
}

export function formatCastling(variant: CompiledVariant, rights: number): string {
  const letters = (variant.definition.castling ?? []).filter((_, index) => rights & (1 << index)).map((option) => option.letter);
  return letters.length ? letters.join('') : '-';
}

/**
 * The core keeps the clocks as 32-bit integers; a game holds at most 16384 plies (the core's undo stack), so
 * from a count up to a billion no move can wrap them.
 */
const MAX_COUNT = 1_000_000_000;

function parseCount(text: string, minimum: number, what: string, fail: (problem: string) => never): number {
  if (!/^\d+$/.test(text) || Number(text) < minimum || Number(text) > MAX_COUNT) fail(`${what} '${text}' is not a whole number from ${minimum} to ${MAX_COUNT}`);
  return Number(text);
}

/** The en passant cell must be empty, with the previous player's pawn one step beyond it. */
function parseEnPassant(
  name: string, side: number, placement: Uint16Array, variant: CompiledVariant, fail: (problem: string) => never,
): { cell: number; victim: number } {
  const { geometry, definition } = variant;
  const cell = geometry.cellByName(name);
  if (cell === undefined) fail(`unknown en passant square '${name}'`);
  const players = definition.players.length;
  const stepper = (side + players - 1) % players;
  const victim = geometry.step(cell!, geometry.orient([0, 1], definition.players[stepper]!.forward));
  const victimCode = victim === undefined ? 0 : placement[victim]!;
  const isStepperPawn = victimCode !== 0 && ownerOfCode(victimCode) === stepper && variant.pieceTypes[typeOfCode(victimCode)]!.pawn;
  if (placement[cell!] !== 0 || !isStepperPawn) {
    fail(`en passant square ${name} is not behind a ${definition.players[stepper]!.name} pawn that just double-stepped`);
  }
  return { cell: cell!, victim: victim! };
}

/**
 * Three players (VARIANT_EP_ROUND): every double step still open, oldest first, comma-separated; each
 * entry is the skipped cell, followed by the pawn's cell when the skipped cell alone could name two pawns
 * (pawns with two push directions): `e3`, or `b3b4`.
 */
function parseRoundEnPassant(
  field: string, side: number, placement: Uint16Array, variant: CompiledVariant, fail: (problem: string) => never,
): [EnPassantEntry | null, EnPassantEntry | null] {
  const players = variant.definition.players.length;
  const slots: [EnPassantEntry | null, EnPassantEntry | null] = [null, null];
  if (field === '-') return slots;
  for (const text of field.split(',')) {
    const [, skippedName, victimName] = /^([a-z]+\d+)([a-z]+\d+)?$/.exec(text) ?? [];
    const cell = skippedName === undefined ? undefined : variant.geometry.cellByName(skippedName);
    if (cell === undefined) fail(`en passant entry '${text}' is not a cell name, optionally followed by the pawn's cell`);
    if (placement[cell!] !== 0) fail(`en passant cell ${skippedName} is not empty`);
    let candidates = doubleStepCandidates(cell!, placement, variant).filter(({ player }) => player !== side);
    if (victimName !== undefined) candidates = candidates.filter(({ victim }) => variant.geometry.names[victim] === victimName);
    if (candidates.length === 0) fail(`en passant entry '${text}' is not behind a pawn of another player that just double-stepped`);
    if (candidates.length > 1) fail(`en passant entry '${text}' could be either of two pawns: add the pawn's cell (${candidates.map(({ victim }) => `${skippedName}${variant.geometry.names[victim]}`).join(' or ')})`);
    const { player, victim } = candidates[0]!;
    // The last mover's entry is the newest; the one before it, the older.
    const slot = player === (side + players - 1) % players ? 1 : 0;
    if (slots[slot]) fail(`two en passant entries for ${variant.definition.players[player]!.name}`);
    slots[slot] = { cell: cell!, victim };
  }
  return slots;
}

/** The pawns that could just have double-stepped over `cell`: from a double-step cell, one push beyond it. */
function doubleStepCandidates(cell: number, placement: Uint16Array, variant: CompiledVariant): { player: number; victim: number }[] {
  const { geometry, pieceTypes } = variant;
  const found: { player: number; victim: number }[] = [];
  variant.definition.players.forEach((_, player) => {
    for (const push of variant.pawnPushes[player] ?? []) {
      const origin = geometry.step(cell, [-push[0] || 0, -push[1] || 0]);
      const victim = geometry.step(cell, push);
      if (origin === undefined || victim === undefined || !variant.tables.initialCells[player * geometry.cellCount + origin]) continue;
      const code = placement[victim]!;
      if (code !== 0 && ownerOfCode(code) === player && pieceTypes[typeOfCode(code)]!.pawn) found.push({ player, victim });
    }
  });
  return found;
}

function formatRoundEnPassant(variant: CompiledVariant, board: Uint16Array, entries: (EnPassantEntry | null)[]): string {
  const names = variant.geometry.names;
  const written = entries.filter((entry) => entry !== null).map(({ cell, victim }) => {
    const ambiguous = doubleStepCandidates(cell, board, variant).filter(({ player }) => player === (ownerOfCode(board[victim]!))).length > 1;
    return ambiguous ? names[cell]! + names[victim]! : names[cell]!;
  });
  return written.length ? written.join(',') : '-';
}

export function formatFen(
  variant: CompiledVariant, board: Uint16Array, side: number, castling: number, ep: EnPassantEntry | null, halfmoves: number,
  fullmoves: number, olderEp: EnPassantEntry | null = null, hands: readonly (readonly number[])[] = [], teleports?: boolean,
): string {
  const { geometry, definition } = variant;
  const rows = (geometry.rowSlots ?? geometry.rows).map((slots) => {
    let row = '';
    let empty = 0;
    for (const cell of slots) {
      if (cell === HOLE) {
        row += (empty ? String(empty) : '') + '*';
        empty = 0;
        continue;
      }
      const code = board[cell]!;
      if (code === 0) {
        empty++;
        continue;
      }
      if (empty) row += String(empty);
      empty = 0;
      row += formatPiece(code, variant);
    }
    return empty ? row + String(empty) : row;
  });
  const epField = variant.enPassantRound ? formatRoundEnPassant(variant, board, [olderEp, ep]) : ep === null ? '-' : geometry.names[ep.cell];
  const rights = teleports === undefined ? formatCastling(variant, castling) : teleports ? 'T' : '-';
  return `${rows.join('/')}${formatHands(variant, hands)} ${definition.players[side]!.fenLetter} ${rights} ${epField} ${halfmoves} ${fullmoves}`;
}

/** Tokens of a placement row: empty runs and pieces. */
function pieceTokenPattern(variant: CompiledVariant): RegExp {
  return variant.definition.players.length > 2 ? /\d+|[a-z][A-Z](\([a-z]\))?|./g : TWO_PLAYER_TOKENS;
}

function parsePiece(token: string, variant: CompiledVariant, fail: (problem: string) => never): number {
  const { definition, typeByLetter, pieceTypes } = variant;
  const players = definition.players;
  if (players.length <= 2) {
    const read = readPieceToken(token);
    if ('problem' in read) return fail(read.problem);
    const type = typeByLetter.get(read.code);
    if (!type) fail(read.code.length === 1 ? `unknown piece letter '${token}'` : `unknown piece code '${token}'`);
    return pieceCode(type!.id, read.white ? 0 : 1);
  }
  const [, ownerLetter, letter, formerLetter] = /^([a-z])([A-Z])(?:\(([a-z])\))?$/.exec(token) ?? [];
  if (!ownerLetter) fail(`'${token}' is not a piece (owner letter ${players.map((p) => p.fenLetter).join('/')} then piece letter, e.g. ${players[0]!.fenLetter}${pieceTypes[1]!.letter})`);
  const owner = players.findIndex((player) => player.fenLetter === ownerLetter);
  if (owner < 0) fail(`unknown party letter '${ownerLetter}' in '${token}'`);
  const type = typeByLetter.get(letter!);
  if (!type) fail(`unknown piece letter '${letter}' in '${token}'`);
  if (formerLetter === undefined) return pieceCode(type!.id, owner);
  const former = players.findIndex((player) => player.fenLetter === formerLetter);
  if (former < 0) fail(`unknown party letter '${formerLetter}' in '${token}'`);
  if (former === owner) return pieceCode(type!.id, owner);
  // The compiled table says what a piece becomes when taken over from `former`: only pawns change type.
  const copy = variant.tables.takeoverTypes[type!.id * 4 + former]!;
  if (copy === type!.id) fail(`only a pawn taken over keeps its old party, not '${token}'`);
  return pieceCode(copy, owner);
}

function formatPiece(code: number, variant: CompiledVariant): string {
  const type = variant.pieceTypes[typeOfCode(code)]!;
  const players = variant.definition.players;
  if (players.length <= 2) return writePieceToken(type.letter, ownerOfCode(code) === 0);
  const former = type.takenFrom === undefined ? '' : `(${players[type.takenFrom]!.fenLetter})`;
  return `${players[ownerOfCode(code)]!.fenLetter}${type.letter}${former}`;
}
