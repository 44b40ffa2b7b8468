// The tables of the core's piece and position mechanics (assembly/mechanics/): freezing and dragging
// pieces, flip pieces, the Jack, teleporters. A variant without them gets empty tables and no flags.
import type { Geometry, Vector } from './geometry/geometry.js';
import { SquareBoard } from './geometry/square-board.js';
import type { VariantDefinition } from './variants/types.js';
import { CauldronError } from './errors.js';
import {
  NO_CELL, PIECE_ITEMS, PIECE_JACK, TYPE_FREEZES, TYPE_DRAGS, TYPE_FLIPS, TYPE_OWN_MOVES, TYPE_TRIED_WHEN_PINNED, TYPE_LOCKED, VARIANT_TELEPORTS,
  VARIANT_EXCLUSION, VARIANT_TELEPORTS_END_FOR_GOOD, VARIANT_CHECK_OBEYS_EXCLUSION, VARIANT_JACK_BLIND_TELEPORT,
  VARIANT_JACK_EYE_STEP_ALWAYS, VARIANT_RESTING_ATTACKERS,
} from '../assembly/abi.js';

/** Must agree with assembly/mechanics/freeze.ts, jack.ts, teleport.ts. */
const NEIGHBOURS = 8;
const JACK_STEPS = 4;
const MAX_TELEPORTERS = 8;
const KING_STEPS: Vector[] = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]];

export interface MechanicTables {
  pieceMechanics: Uint8Array;
  flipTypes: Uint8Array;
  families: Uint8Array;
  neighbours: Uint8Array;
  eyes: Uint8Array;
  colours: Uint8Array;
  jackSteps: Uint8Array;
  teleporters: Uint8Array;
  teleporterCount: number;
  signVectors: Uint8Array;
  farCells: Uint8Array;
  /** The move lock (mechanics/lock.ts): moves (0: none), counting plies, locked pieces attack. */
  lock: { moves: number; plies: boolean; lockedAttack: boolean };
}

interface PieceTypeRef {
  id: number;
  letter: string;
}

/**
 * The mechanics' tables, the type flags they add (by type id) and the variant flags. `vectorIndex` adds a
 * board vector to the variant's set (before the rays are built) and gives its index.
 */
export function compileMechanics(
  definition: VariantDefinition, geometry: Geometry, pieceTypes: readonly (PieceTypeRef | undefined)[],
  typeOfLetter: (letter: string, what: string) => PieceTypeRef, vectorIndex: (vector: Vector) => number,
): { tables: MechanicTables; typeFlags: Map<number, number>; flags: number } {
  const cells = geometry.cellCount;
  const typeCount = pieceTypes.length - 1;
  const typeFlags = new Map<number, number>();
  const addFlag = (type: number, flag: number) => typeFlags.set(type, (typeFlags.get(type) ?? 0) | flag);
  const pieceMechanics = new Uint8Array(typeCount + 1).fill(PIECE_ITEMS);
  const flipTypes = new Uint8Array(typeCount + 1);
  const families = Uint8Array.from({ length: typeCount + 1 }, (_, id) => id);
  let resting = false;
  definition.pieces.forEach((piece, index) => {
    const id = index + 1;
    if (piece.freezes) {
      // Only the dragging generator (mechanics/witch.ts) tries the moves that leave an enemy piece unfrozen.
      if (!piece.drags) throw new CauldronError(`${definition.id}: piece ${piece.letter} freezes but does not drag; a freezer that does not drag is not supported`);
      // A pinned freezer may step next to its pinner and freeze it: its pins are tried by make/unmake.
      addFlag(id, TYPE_FREEZES | TYPE_TRIED_WHEN_PINNED);
      resting = true;
    }
    if (piece.drags) addFlag(id, TYPE_DRAGS);
    if (piece.flipsTo !== undefined) {
      flipTypes[id] = typeOfLetter(piece.flipsTo.toUpperCase(), 'flip partner').id;
      addFlag(id, TYPE_FLIPS);
    }
    if (piece.family !== undefined) families[id] = typeOfLetter(piece.family.toUpperCase(), 'exclusion family').id;
    if (piece.mechanic === 'jack') {
      pieceMechanics[id] = PIECE_JACK;
      addFlag(id, TYPE_OWN_MOVES | TYPE_TRIED_WHEN_PINNED); // its moves leave any pin line
    }
  });
  // A pinned pawn promoting to a freezer may freeze its pinner: its pins are tried by make/unmake too.
  const promotions = definition.pawnRules.promotionTypes;
  const promotionCodes = typeof promotions === 'string' ? [...promotions] : promotions;
  if (promotionCodes.some((code) => definition.pieces.find((piece) => piece.letter.toUpperCase() === code.toUpperCase())?.freezes)) {
    definition.pieces.forEach((piece, index) => piece.pawn && addFlag(index + 1, TYPE_TRIED_WHEN_PINNED));
  }
  const square = geometry instanceof SquareBoard ? geometry : undefined;
  const needsSquare = (what: string) => {
    if (!square) throw new CauldronError(`${definition.id}: ${what} needs a square board`);
    return square;
  };
  const neighbours = new Uint8Array(cells * NEIGHBOURS).fill(NO_CELL);
  if (resting || definition.pieces.some((piece) => piece.drags)) {
    const board = needsSquare('freezing and dragging');
    for (let cell = 0; cell < cells; cell++) {
      KING_STEPS.map((step) => board.step(cell, step)).filter((near) => near !== undefined).forEach((near, at) => (neighbours[cell * NEIGHBOURS + at] = near!));
    }
  }
  const lock = definition.lock;
  if (lock && lock.moves > 0) {
    if (definition.players.length !== 2) throw new CauldronError(`${definition.id}: the move lock needs two players`);
    if (!Number.isInteger(lock.moves) || lock.moves > 255) throw new CauldronError(`${definition.id}: the move lock lasts at most 255 moves, got ${lock.moves}`);
    for (const code of lock.pieces) {
      const type = pieceTypes.find((candidate) => candidate?.letter === code.toUpperCase());
      if (type) addFlag(type.id, TYPE_LOCKED); // (a locked type the variant lacks locks nothing)
    }
    if (!lock.lockedAttack) resting = true;
  }
  const { eyes, colours, jackSteps } = jackTables(definition, square, cells);
  const teleport = teleportTables(definition, geometry, vectorIndex);
  const rules = definition.teleports;
  const flags = (rules ? VARIANT_TELEPORTS : 0)
    | (rules?.exclusion ? VARIANT_EXCLUSION : 0)
    | (rules?.endsForGood ? VARIANT_TELEPORTS_END_FOR_GOOD : 0)
    | (rules?.checkObeysExclusion ? VARIANT_CHECK_OBEYS_EXCLUSION : 0)
    | (definition.jack?.blindTeleport ? VARIANT_JACK_BLIND_TELEPORT : 0)
    | (definition.jack?.eyeStep === 'always' ? VARIANT_JACK_EYE_STEP_ALWAYS : 0)
    | (resting || rules?.checkObeysExclusion ? VARIANT_RESTING_ATTACKERS : 0);
  const lockTable = { moves: lock?.moves ?? 0, plies: lock?.count === 'plies', lockedAttack: lock?.lockedAttack ?? true };
  return { tables: { pieceMechanics, flipTypes, families, neighbours, eyes, colours, jackSteps, ...teleport, lock: lockTable }, typeFlags, flags };
}

/** The Jack's eye (the mirror cell across the middle file line), each cell's colour, and the Wazir and Ferz steps. */
function jackTables(definition: VariantDefinition, board: SquareBoard | undefined, cells: number) {
  const eyes = new Uint8Array(cells).fill(NO_CELL);
  const colours = new Uint8Array(cells);
  const jackSteps = new Uint8Array(2 * cells * JACK_STEPS).fill(NO_CELL);
  if (!definition.pieces.some((piece) => piece.mechanic === 'jack')) return { eyes, colours, jackSteps };
  if (!board) throw new CauldronError(`${definition.id}: the Jack needs a square board`);
  for (let cell = 0; cell < cells; cell++) {
    eyes[cell] = board.cellAt(board.files - 1 - board.fileOf(cell), board.rankOf(cell)) ?? NO_CELL;
    colours[cell] = board.colourOf(cell);
    [KING_STEPS.slice(0, 4), KING_STEPS.slice(4)].forEach((steps, mode) =>
      steps.map((step) => board.step(cell, step)).filter((near) => near !== undefined)
        .forEach((near, at) => (jackSteps[(mode * cells + cell) * JACK_STEPS + at] = near!)));
  }
  return { eyes, colours, jackSteps };
}

/** The teleporters, the sign vector from each to each (a Witch's teleport drag), and where a royal piece ends teleporting. */
function teleportTables(definition: VariantDefinition, geometry: Geometry, vectorIndex: (vector: Vector) => number) {
  const rules = definition.teleports;
  const players = definition.players.length;
  const farCells = new Uint8Array(players * geometry.cellCount);
  const signVectors = new Uint8Array(MAX_TELEPORTERS * MAX_TELEPORTERS);
  const teleporters = new Uint8Array(MAX_TELEPORTERS).fill(NO_CELL);
  if (!rules) return { teleporters, teleporterCount: 0, signVectors, farCells };
  const cellOf = (name: string, what: string) => {
    const cell = geometry.cellByName(name);
    if (cell === undefined) throw new CauldronError(`${definition.id}: unknown ${what} '${name}'`);
    return cell;
  };
  if (rules.cells.length > MAX_TELEPORTERS) throw new CauldronError(`${definition.id}: at most ${MAX_TELEPORTERS} teleporters`);
  const cells = rules.cells.map((name) => cellOf(name, 'teleporter'));
  teleporters.set(cells);
  const board = geometry instanceof SquareBoard ? geometry : undefined;
  cells.forEach((from, i) => cells.forEach((to, j) => {
    if (i === j || !board) return;
    const sign: Vector = [Math.sign(board.fileOf(to) - board.fileOf(from)) || 0, Math.sign(board.rankOf(to) - board.rankOf(from)) || 0];
    signVectors[i * MAX_TELEPORTERS + j] = vectorIndex(sign);
  }));
  if (rules.endCells.length !== players) throw new CauldronError(`${definition.id}: teleport end cells are needed for each of the ${players} players`);
  rules.endCells.forEach((names, player) => names.forEach((name) => (farCells[player * geometry.cellCount + cellOf(name, 'teleport end cell')] = 1)));
  return { teleporters, teleporterCount: cells.length, signVectors, farCells };
}
