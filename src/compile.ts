// Compiles a variant definition into the flat tables the core reads (see assembly/core/tables.ts).
import { coreItems, parseBetza, turnInCycle, UNLIMITED_RANGE, type MovementItem } from './variants/betza.js';
import type { VariantDefinition } from './variants/types.js';
import { buildRays, type Geometry, type Vector } from './geometry/geometry.js';
import { SquareBoard } from './geometry/square-board.js';
import { HexBoard } from './geometry/hex-board.js';
import { DreierschachBoard } from './geometry/dreierschach-board.js';
import { CauldronError } from './errors.js';
import { derivePieceValues, type PieceValues } from './piece-values.js';
import { weightsFor, weightTable } from './eval-weights/index.js';
import { applyPieceTables } from './eval-weights/piece-tables.js';
import { pieceCode } from './piece-code.js';
import { compileMechanics, type MechanicTables } from './compile-mechanics.js';
import {
  MAX_ITEMS, UNLIMITED, NO_CELL, MODE_MOVE, MODE_CAPTURE, MODE_BENT_LEFT, MODE_BENT_RIGHT, MODE_HOP, MODE_HOP_LAND, MODE_PATH, MODE_HOP_TWO, TYPE_ROYAL,
  TYPE_PAWN, TYPE_BARRIER_BOUND, TYPE_TRIED_WHEN_PINNED, VARIANT_PAWNS_SPARE_SAME_FACING, VARIANT_CAPTURE_SET, VARIANT_NO_MOVE_LOSES,
  VARIANT_CLOCK_IGNORES_PAWNS, VARIANT_TAKEOVER, VARIANT_PSEUDO_LEGAL, VARIANT_SQUEEZE, VARIANT_ROYAL_IMMUNE, VARIANT_EP_ROUND,
  VARIANT_BARE_ROYALS_DRAW, MAX_CASTLINGS, CASTLING_BYTES, MAX_TYPES, MAX_FURTHER_LEGS, MAX_CONTINUATIONS,
} from '../assembly/abi.js';

const NOT_IN_SET = 255; // lossThreshold of a type outside the capture set
const PAWN_DOUBLE_STEP = 2; // a pawn step's initial range where the variant has double steps

export interface PieceType {
  /** Type id in the core, from 1. */
  id: number;
  letter: string;
  name: string;
  royal: boolean;
  pawn: boolean;
  /**
   * A pawn taken over from another party keeps that party's facing: a type of its own, written as the
   * pawn's letter with the party in brackets. `takenFrom` is the party whose facing it keeps.
   */
  takenFrom?: number;
  /** The type it is a taken-over copy of. */
  base?: number;
  /** A flip piece's mode letter: the suffix of moves that end in this type (PieceDefinition.modeLetter). */
  modeLetter?: string;
}

export interface CoreTables {
  cellCount: number;
  vectorCount: number;
  rayStride: number;
  playerCount: number;
  facingCount: number;
  typeCount: number;
  flags: number;
  rays: Uint8Array;
  reverseVector: Uint8Array;
  collinear: Uint8Array;
  turnLeft: Uint8Array;
  turnRight: Uint8Array;
  /** u16[index][MAX_FURTHER_LEGS]: the further legs of routes of several legs, vector | range << 8 (mechanics/paths.ts). */
  continuations: Uint16Array;
  barrier: Uint8Array;
  gates: Uint8Array;
  facings: Uint8Array;
  typeFlags: Int32Array;
  items: Int32Array;
  itemCounts: Uint8Array;
  initialCells: Uint8Array;
  promotionZone: Uint8Array;
  promotionTypes: Uint8Array;
  promotionLimit: Uint8Array;
  lossThreshold: Uint8Array;
  takeoverTypes: Uint8Array;
  fixedFacings: Uint8Array;
  castlingOptions: Uint8Array;
  /** The tables of the core's piece and position mechanics (compile-mechanics.ts). */
  mechanics: MechanicTables;
  /** Pieces in hand: the types in hand order, and u8[hand type][player][cell] where they may be dropped. */
  handTypes: Uint8Array;
  dropZones: Uint8Array;
  castlingCount: number;
  rightsCleared: Uint8Array;
  /** [code][cell] material plus placement (codes: src/piece-code.ts). */
  pieceSquare: Int32Array;
  pieceValues: Int32Array;
  /** The evaluation's weights (src/eval-weights/): i32 sixteenths of a centipawn per feature of the core's eval-terms.ts. */
  evalWeights: Int32Array;
  moveRulePlies: number;
  repetitions: number;
  /** One player's pieces at the start, pawns and royal pieces aside, in centipawns (the core scales the attacks on a royal zone by the others' share of it). */
  armyMaterial: number;
}

export interface CompiledVariant {
  definition: VariantDefinition;
  geometry: Geometry;
  /** Indexed by type id; entry 0 is unused. Taken-over pawn types (party rules) come after the variant's pieces. */
  pieceTypes: PieceType[];
  typeByLetter: ReadonlyMap<string, PieceType>;
  /** The facing name of each facing index, and the facing of each player's pieces per cell. */
  facingNames: string[];
  facingOf(player: number, cell: number): number;
  /** The types that can be in hand, in the order hands are counted (core and position strings). */
  handTypes: PieceType[];
  /** Whether promotion moves carry a suffix (not when there is no choice to name). */
  promotionSuffix: boolean;
  /** Three players without parties: a double step stays open to both opponents (two en passant entries). */
  enPassantRound: boolean;
  /** Per player, the board vectors of its pawns' move-only steps (where a double step may go). */
  pawnPushes: Vector[][];
  values: PieceValues;
  tables: CoreTables;
}

function createGeometry(definition: VariantDefinition): Geometry {
  const board = definition.board;
  if (board.kind === 'hex') return new HexBoard(board.side);
  if (board.kind === 'dreierschach') return new DreierschachBoard();
  return new SquareBoard(board.files, board.ranks, { fileLetters: board.fileLetters, holes: board.holes });
}

/** Movement items of a piece: Betza on square boards, or explicit vectors. */
function pieceMovement(definition: VariantDefinition, index: number): MovementItem[] {
  const piece = definition.pieces[index]!;
  if (piece.mechanic !== undefined) return []; // its moves are its mechanic's (compile-mechanics.ts)
  if (piece.betza !== undefined) return parseBetza(piece.betza);
  if (piece.movement !== undefined) return coreItems(piece.movement, `the ${piece.name} (${piece.letter})`);
  if (!piece.moves) throw new CauldronError(`piece '${piece.letter}' of ${definition.id} has no movement`);
  return piece.moves.flatMap((move) =>
    move.vectors.map(([dx, dy]) => ({ dx, dy, range: move.range ?? 1, move: move.only !== 'capture', capture: move.only !== 'move' })),
  );
}

export function compileVariant(definition: VariantDefinition): CompiledVariant {
  const geometry = createGeometry(definition);
  const pieceTypes: PieceType[] = [];
  definition.pieces.forEach((piece, index) => {
    pieceTypes[index + 1] = {
      id: index + 1, letter: piece.letter.toUpperCase(), name: piece.name, royal: !!piece.royal, pawn: !!piece.pawn,
      ...(piece.modeLetter ? { modeLetter: piece.modeLetter } : {}),
    };
  });
  const typeByLetter = new Map(pieceTypes.slice(1).map((type) => [type.letter, type]));
  const takeover = definition.victory?.takeover === true;
  if (takeover && definition.facing === 'toward-river') throw new CauldronError(`${definition.id}: takeover needs pieces facing their party's way`);
  // Under takeover rules each pawn type gets a copy per party, for pawns taken over from that party.
  const pawnCopies = takeover ? pieceTypes.slice(1).filter((type) => type.pawn) : [];
  for (const base of pawnCopies) {
    definition.players.forEach((_, party) => {
      const id = pieceTypes.length;
      pieceTypes[id] = { ...base, id, takenFrom: party, base: base.id };
    });
  }
  const typeOfLetter = (letter: string, what: string) => {
    const type = typeByLetter.get(letter);
    if (!type) throw new CauldronError(`${what} '${letter}' is not a piece of ${definition.id}`);
    return type;
  };
  const playerCount = definition.players.length;
  const typeCount = pieceTypes.length - 1;
  if (typeCount > MAX_TYPES) throw new CauldronError(`${definition.id} has ${typeCount} piece types; the core takes at most ${MAX_TYPES}`);
  const baseType = (type: PieceType) => type.base ?? type.id;
  const cellCount = geometry.cellCount;

  // Facings: one per player, or up/down toward a river.
  const towardRiver = definition.facing === 'toward-river';
  if ((towardRiver || definition.river) && !(geometry instanceof SquareBoard && definition.river)) {
    throw new CauldronError(`${definition.id}: a river and facing 'toward-river' need a square board and a river`);
  }
  const facingNames: string[] = towardRiver ? ['up', 'down'] : definition.players.map((player) => player.forward);
  for (const facing of facingNames) {
    if (!(geometry.facingNames as readonly string[]).includes(facing)) throw new CauldronError(`${definition.id}: unknown facing '${facing}' (${geometry.facingNames.join(', ')})`);
  }
  const facingOf = (player: number, cell: number) =>
    towardRiver ? ((geometry as SquareBoard).rankOf(cell) < definition.river!.afterRank ? 0 : 1) : player;
  const facings = new Uint8Array(playerCount * cellCount);
  for (let player = 0; player < playerCount; player++) {
    for (let cell = 0; cell < cellCount; cell++) facings[player * cellCount + cell] = facingOf(player, cell);
  }

  const movement = definition.pieces.map((_, index) => pieceMovement(definition, index));
  definition.pieces.forEach((piece, index) => {
    // The pawn generator promotes and double-steps along plain items only.
    if (piece.pawn && movement[index]!.some((item) => item.next || item.hop === 'second')) throw new CauldronError(`${definition.id}: a pawn's moves of several legs or over two pieces are not supported`);
  });
  const vectors = new VectorSet();
  const continuations = new ContinuationSet();
  const orientedItems = facingNames.map((facing) =>
    movement.map((list) => list.map((item) => ({
      ...item,
      vector: vectors.add(geometry.orient([item.dx, item.dy], facing)),
      continuation: item.next ? continuations.add(item.next.map((leg) => [vectors.add(geometry.orient([leg.dx, leg.dy], facing)), leg.range])) : 0,
    }))),
  );
  vectors.closeUnderNegation();
  orientedItems.flat(2).filter((item) => item.bent).forEach((item) => vectors.addCycle(vectors.list[item.vector]!));

  // Pawns' steps get a double step only where the variant has somewhere to make it (its absence lets
  // the core treat pawns as plain pieces).
  const pawnsDoubleStep = definition.pawnRules.doubleStepRanks.length > 0 || definition.pawnRules.doubleStepCells !== undefined;
  const slots = facingNames.length * (typeCount + 1);
  const items = new Int32Array(slots * MAX_ITEMS);
  const itemCounts = new Uint8Array(slots);
  facingNames.forEach((_, facing) =>
    pieceTypes.slice(1).forEach((type) => {
      // A taken-over pawn moves the way its old party's pawns face, whoever holds it.
      const list = orientedItems[type.takenFrom ?? facing]![baseType(type) - 1]!;
      const slot = facing * (typeCount + 1) + type.id;
      if (list.length > MAX_ITEMS) throw new CauldronError(`piece '${type.letter}' has more than ${MAX_ITEMS} movement items`);
      itemCounts[slot] = list.length;
      list.forEach((item, at) => {
        const doubleStep = pawnsDoubleStep && type.pawn && item.move && !item.capture && item.range === 1;
        items[slot * MAX_ITEMS + at] = encodeItem(item, item.vector, doubleStep ? PAWN_DOUBLE_STEP : item.continuation);
      });
    }),
  );
  const takeoverTypes = new Uint8Array((typeCount + 1) * 4);
  const fixedFacings = new Uint8Array(typeCount + 1).fill(NO_CELL);
  for (const type of pieceTypes.slice(1)) {
    if (type.takenFrom !== undefined) fixedFacings[type.id] = type.takenFrom;
    definition.players.forEach((_, party) => {
      const copy = type.takenFrom === undefined ? pieceTypes.find((t) => t?.base === type.id && t.takenFrom === party) : undefined;
      takeoverTypes[type.id * 4 + party] = copy ? copy.id : type.id;
    });
  }

  const rules = definition.pawnRules;
  const zones = pawnZones(definition, geometry, facingNames);
  const initialCells = new Uint8Array(playerCount * cellCount);
  definition.players.forEach((_, player) => {
    for (let cell = 0; cell < cellCount; cell++) initialCells[player * cellCount + cell] = zones.doubleStep[facingOf(player, cell)]![cell]!;
  });
  const promotionZone = new Uint8Array(facingNames.length * cellCount);
  zones.promotion.forEach((zone, facing) => promotionZone.set(zone, facing * cellCount));

  const promotionTypes = Uint8Array.from([...rules.promotionTypes], (letter) => typeOfLetter(letter, 'promotion type').id);
  const startCounts = countFirstPlayerPieces(definition.startFen);
  const promotionLimit = new Uint8Array(typeCount + 1);
  for (const type of promotionTypes) {
    promotionLimit[type] = rules.promotionLimitedToStartCounts ? startCounts.get(pieceTypes[type]!.letter) ?? 0 : UNLIMITED;
  }
  const lossThreshold = new Uint8Array(typeCount + 1).fill(NOT_IN_SET);
  for (const [letter, count] of Object.entries(definition.victory?.captureSet ?? {})) {
    lossThreshold[typeOfLetter(letter, 'capture-set piece').id] = Math.max(0, (startCounts.get(letter) ?? 0) - count);
  }

  const boundTypes = new Set([...(definition.river?.boundPieces ?? '')].map((letter) => typeOfLetter(letter, 'river-bound piece').id));
  // The core derives the rest (traced, hopper, plain) from the items.
  const typeFlags = new Int32Array(typeCount + 1);
  for (const type of pieceTypes.slice(1)) {
    // A leap of (2,2) or (2,0) moves along a line a rider may pin on, but can jump past the pinner.
    // (Moves of several legs leave the line and are tried anyway.)
    const longLeaps = movement[baseType(type) - 1]!.some((item) => !item.next && greatestCommonDivisor(item.dx, item.dy) > 1);
    typeFlags[type.id] = (type.royal ? TYPE_ROYAL : 0) | (type.pawn ? TYPE_PAWN : 0) | (boundTypes.has(type.id) ? TYPE_BARRIER_BOUND : 0)
      | (longLeaps ? TYPE_TRIED_WHEN_PINNED : 0);
  }
  const mechanics = compileMechanics(definition, geometry, pieceTypes, typeOfLetter, (vector) => {
    vectors.add([-vector[0] || 0, -vector[1] || 0]);
    return vectors.add(vector);
  });
  for (const [type, flag] of mechanics.typeFlags) typeFlags[type]! |= flag;
  const royal = pieceTypes.some((type) => type?.royal);
  const victory = definition.victory ?? {};
  const captureRule = definition.checkRule === 'capture';
  // Three players without parties (Dreierschach): royal pieces are never taken, and a double step stays
  // open to both opponents.
  const threeWithoutParties = playerCount > 2 && !takeover;
  const flags = mechanics.flags
    | (definition.squeeze ? VARIANT_SQUEEZE : 0)
    | (threeWithoutParties && royal ? VARIANT_ROYAL_IMMUNE : 0)
    | (threeWithoutParties ? VARIANT_EP_ROUND : 0)
    | (definition.drawRules.bareRoyals ? VARIANT_BARE_ROYALS_DRAW : 0)
    | (takeover ? VARIANT_TAKEOVER | VARIANT_NO_MOVE_LOSES : 0)
    | (captureRule ? VARIANT_PSEUDO_LEGAL : 0)
    | (rules.pawnsSpareSameFacing ? VARIANT_PAWNS_SPARE_SAME_FACING : 0)
    | (victory.captureSet ? VARIANT_CAPTURE_SET : 0)
    | (victory.noMoveLoses ? VARIANT_NO_MOVE_LOSES : 0)
    | (definition.drawRules.pawnMovesReset === false ? VARIANT_CLOCK_IGNORES_PAWNS : 0);
  const castling = castlingTables(definition, geometry);
  const hands = handTables(definition, geometry, typeOfLetter);

  const values = derivePieceValues(definition, geometry, movement, facingNames, facingOf, zones.promotion);
  const weights = weightsFor(definition.id);
  if (weights.pieces) applyPieceTables(values, weights.pieces, definition, geometry, facingNames, facingOf);
  const pieceSquare = new Int32Array(pieceCode(typeCount + 1, 0) * cellCount);
  values.placement.forEach((perType, player) =>
    pieceTypes.slice(1).forEach((type) => {
      // A taken-over pawn is worth, on each cell, what its old party's pawn is worth there.
      const perCell = values.placement[type.takenFrom ?? player]![baseType(type)]!;
      pieceSquare.set(perCell, pieceCode(type.id, player) * cellCount);
    }),
  );

  const tables: CoreTables = {
    cellCount,
    vectorCount: vectors.list.length,
    rayStride: geometry.rayStride,
    playerCount,
    facingCount: facingNames.length,
    typeCount,
    flags,
    rays: buildRays(geometry, vectors.list),
    reverseVector: Uint8Array.from(vectors.list, ([dx, dy]) => vectors.indexOf([-dx || 0, -dy || 0])!),
    collinear: Uint8Array.from(vectors.list.flatMap(([ax, ay]) => vectors.list.map(([bx, by]) => (ax * by === ay * bx ? 1 : 0)))),
    turnLeft: Uint8Array.from(vectors.list, (vector) => vectors.indexOf(turnInCycle(vector, 1)) ?? 0),
    turnRight: Uint8Array.from(vectors.list, (vector) => vectors.indexOf(turnInCycle(vector, -1)) ?? 0),
    continuations: continuations.table(),
    barrier: riverBarrier(definition, geometry, vectors.list),
    gates: squeezeGates(definition, geometry, vectors.list),
    facings,
    typeFlags,
    items,
    itemCounts,
    initialCells,
    promotionZone,
    promotionTypes,
    promotionLimit,
    lossThreshold,
    takeoverTypes,
    fixedFacings,
    ...castling,
    mechanics: mechanics.tables,
    handTypes: Uint8Array.from(hands.types, (type) => type.id),
    dropZones: hands.dropZones,
    pieceSquare,
    pieceValues: Int32Array.from(pieceTypes, (type, id) => (id === 0 ? 0 : values.material[baseType(type!)]!)),
    evalWeights: weightTable(weights, pieceTypes),
    moveRulePlies: definition.drawRules.moveRulePlies,
    repetitions: definition.drawRules.repetitions,
    // The capitals of the start position: the first player's army, or with three or more players every army
    // (their position strings write each piece in capitals behind its colour).
    armyMaterial: [...startCounts].reduce((sum, [letter, count]) => {
      const type = typeOfLetter(letter, 'piece');
      return type.royal || type.pawn ? sum : sum + count * values.material[baseType(type)]!;
    }, 0) / (playerCount > 2 ? playerCount : 1),
  };
  const promotionSuffix = promotionTypes.length > 1 || rules.optionalPromotionRanks.length > 0;
  const pawnIndex = definition.pieces.findIndex((piece) => piece.pawn);
  const pawnPushes = definition.players.map((_, player) =>
    pawnIndex < 0 ? [] : movement[pawnIndex]!.filter((item) => item.move && !item.capture && item.range === 1)
      .map((item) => geometry.orient([item.dx, item.dy], facingNames[facingOf(player, 0)]!)),
  );
  const enPassantRound = (flags & VARIANT_EP_ROUND) !== 0;
  return {
    definition, geometry, pieceTypes, typeByLetter, facingNames, facingOf, handTypes: hands.types, promotionSuffix, enPassantRound,
    pawnPushes, values, tables,
  };
}

/** Castling options as the core reads them (assembly/gen/castling.ts), and the cells that clear each right. */
function castlingTables(definition: VariantDefinition, geometry: Geometry) {
  const options = definition.castling ?? [];
  if (options.length > MAX_CASTLINGS) throw new CauldronError(`${definition.id}: at most ${MAX_CASTLINGS} castling options`);
  const cell = (name: string) => {
    const at = geometry.cellByName(name);
    if (at === undefined) throw new CauldronError(`${definition.id}: unknown castling cell '${name}'`);
    return at;
  };
  const castlingOptions = new Uint8Array(MAX_CASTLINGS * CASTLING_BYTES).fill(NO_CELL);
  const rightsCleared = new Uint8Array(geometry.cellCount);
  options.forEach((option, index) => {
    const cells = [option.player, ...option.king.map(cell), ...option.rook.map(cell)];
    // Four cells each, packed at the front and padded with NO_CELL: the core stops at the first pad.
    const padded = (names: string[], what: string) => {
      if (names.length > 4) throw new CauldronError(`${definition.id}: castling '${option.letter}' lists ${names.length} ${what} cells, at most 4 are possible`);
      return [...names.map(cell), NO_CELL, NO_CELL, NO_CELL, NO_CELL].slice(0, 4);
    };
    castlingOptions.set([...cells, ...padded(option.empty, 'must-be-empty'), ...padded(option.safe, 'must-be-safe')], index * CASTLING_BYTES);
    rightsCleared[cell(option.king[0])]! |= 1 << index;
    rightsCleared[cell(option.rook[0])]! |= 1 << index;
  });
  return { castlingOptions, castlingCount: options.length, rightsCleared };
}

/** The types that can be in hand and where each player may drop them (see HandRules). */
function handTables(definition: VariantDefinition, geometry: Geometry, typeOfLetter: (letter: string, what: string) => PieceType) {
  const rules = definition.hands;
  if (!rules) return { types: [] as PieceType[], dropZones: new Uint8Array(0) };
  const players = definition.players.length;
  if (players !== 2) throw new CauldronError(`${definition.id}: pieces in hand need two players`);
  if (rules.dropCells.length !== players) throw new CauldronError(`${definition.id}: hands need drop cells for each of the ${players} players`);
  const types = [...rules.pieces].map((letter) => typeOfLetter(letter, 'piece in hand'));
  const dropZones = new Uint8Array(types.length * players * geometry.cellCount);
  types.forEach((_, index) =>
    rules.dropCells.forEach((cells, player) =>
      cells.forEach((name) => {
        const cell = geometry.cellByName(name);
        if (cell === undefined) throw new CauldronError(`${definition.id}: unknown drop cell '${name}'`);
        dropZones[(index * players + player) * geometry.cellCount + cell] = 1;
      }),
    ),
  );
  return { types, dropZones };
}

/**
 * Per facing, u8[cell]: where a pawn may double-step (1), and its promotion zone (1 optional,
 * 2 compulsory) — from ranks counted from the pawn's side, or from the listed promotion cells.
 */
function pawnZones(definition: VariantDefinition, geometry: Geometry, facingNames: string[]): { doubleStep: Uint8Array[]; promotion: Uint8Array[] } {
  const rules = definition.pawnRules;
  const doubleStep = facingNames.map(() => new Uint8Array(geometry.cellCount));
  const promotion = facingNames.map(() => new Uint8Array(geometry.cellCount));
  facingNames.forEach((facing, index) => {
    const cellsOf = (names: string[], what: string) => names.map((name) => {
      const cell = geometry.cellByName(name);
      if (cell === undefined) throw new CauldronError(`${definition.id}: unknown ${what} cell '${name}'`);
      return cell;
    });
    const listed = rules.promotionCells?.[facing];
    for (const cell of cellsOf(listed ?? [], 'promotion')) promotion[index]![cell] = 2;
    for (const cell of cellsOf(rules.doubleStepCells?.[facing] ?? [], 'double-step')) doubleStep[index]![cell] = 1;
    if (!(geometry instanceof SquareBoard)) return;
    for (let cell = 0; cell < geometry.cellCount; cell++) {
      const rank = geometry.relativeRank(cell, facing);
      doubleStep[index]![cell] = rules.doubleStepRanks.includes(rank) ? 1 : 0;
      if (listed) continue;
      promotion[index]![cell] = rules.compulsoryPromotionRanks.includes(rank) ? 2 : rules.optionalPromotionRanks.includes(rank) ? 1 : 0;
    }
  });
  return { doubleStep, promotion };
}

/** u8[cell][vector][2]: the two cells a diagonal step passes between, under the squeeze rule; NO_CELL elsewhere. */
function squeezeGates(definition: VariantDefinition, geometry: Geometry, vectors: readonly Vector[]): Uint8Array {
  const gates = new Uint8Array(geometry.cellCount * vectors.length * 2).fill(NO_CELL);
  if (!definition.squeeze) return gates;
  if (!geometry.betweenSteps) throw new CauldronError(`${definition.id}: the squeeze rule needs a board whose diagonal steps pass between two cells`);
  vectors.forEach((vector, index) => {
    const between = geometry.betweenSteps!(vector);
    if (!between) return;
    for (let cell = 0; cell < geometry.cellCount; cell++) {
      const [first, second] = between.map((step) => geometry.step(cell, step));
      // On a convex board both between cells of an on-board step exist.
      if (geometry.step(cell, vector) === undefined || first === undefined || second === undefined) continue;
      gates.set([first, second], (cell * vectors.length + index) * 2);
    }
  });
  return gates;
}

/** u8[cell][vector]: 1 where a river-bound piece may not step across the river. */
function riverBarrier(definition: VariantDefinition, geometry: Geometry, vectors: readonly Vector[]): Uint8Array {
  const barrier = new Uint8Array(geometry.cellCount * vectors.length);
  const river = definition.river;
  if (!river || !(geometry instanceof SquareBoard)) return barrier;
  const allowed = new Set(
    river.crossings.flatMap(([a, b]) => {
      const [from, to] = [geometry.cellByName(a), geometry.cellByName(b)];
      if (from === undefined || to === undefined) throw new CauldronError(`${definition.id}: unknown river crossing ${a}-${b}`);
      return [`${from}>${to}`, `${to}>${from}`];
    }),
  );
  const side = (cell: number) => geometry.rankOf(cell) < river.afterRank;
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    vectors.forEach((vector, index) => {
      const next = geometry.step(cell, vector);
      if (next !== undefined && side(next) !== side(cell) && !allowed.has(`${cell}>${next}`)) barrier[cell * vectors.length + index] = 1;
    });
  }
  return barrier;
}

/** An item as the core packs it; `top` is a pawn step's initial range or a path item's continuation index. */
function encodeItem(item: MovementItem, vector: number, top: number): number {
  const range = item.range === UNLIMITED_RANGE ? UNLIMITED : item.range;
  const mode = (item.move ? MODE_MOVE : 0) | (item.capture ? MODE_CAPTURE : 0)
    | (item.bent === 'left' ? MODE_BENT_LEFT : item.bent === 'right' ? MODE_BENT_RIGHT : 0)
    | (item.hop === 'screen' ? MODE_HOP : item.hop === 'hurdle' ? MODE_HOP_LAND : item.hop === 'second' ? MODE_HOP_TWO : 0)
    | (item.next ? MODE_PATH : 0);
  return (vector | (range << 8) | (mode << 16) | (top << 24)) >>> 0;
}

/** The distinct lists of further legs of the variant's routes (mechanics/paths.ts), each with an index. */
class ContinuationSet {
  private readonly index = new Map<string, number>();
  private readonly lists: (readonly [vector: number, range: number])[][] = [];

  add(legs: (readonly [vector: number, range: number])[]): number {
    const key = legs.join(';');
    let at = this.index.get(key);
    if (at === undefined) {
      at = this.lists.length;
      if (at >= MAX_CONTINUATIONS) throw new CauldronError(`more than ${MAX_CONTINUATIONS} different moves of several legs`);
      this.lists.push(legs);
      this.index.set(key, at);
    }
    return at;
  }

  table(): Uint16Array {
    const table = new Uint16Array(MAX_CONTINUATIONS * MAX_FURTHER_LEGS);
    this.lists.forEach((legs, at) => legs.forEach(([vector, range], leg) => {
      table[at * MAX_FURTHER_LEGS + leg] = vector | ((range === UNLIMITED_RANGE ? UNLIMITED : range) << 8);
    }));
    return table;
  }
}

/**
 * The first player's pieces on the board of a position string (pieces in hand, `[...]`, not counted): its
 * codes are capital letters, or two in braces ({GI}, notation/piece-token.ts).
 */
function countFirstPlayerPieces(fen: string): Map<string, number> {
  const counts = new Map<string, number>();
  const board = fen.split(' ')[0]!.replace(/\[.*\]$/, '');
  for (const token of board.match(/\{[A-Za-z]{2}\}|[A-Z]/g) ?? []) {
    const code = token.replace(/[{}]/g, '');
    if (code === code.toUpperCase()) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return counts;
}

/** The distinct vectors pieces use, each with an index. */
class VectorSet {
  readonly list: Vector[] = [];
  private readonly index = new Map<string, number>();

  add(vector: Vector): number {
    const key = `${vector[0]},${vector[1]}`;
    let at = this.index.get(key);
    if (at === undefined) {
      at = this.list.length;
      this.list.push(vector);
      this.index.set(key, at);
    }
    return at;
  }

  indexOf(vector: Vector): number | undefined {
    return this.index.get(`${vector[0]},${vector[1]}`);
  }

  /** Attack detection walks each vector backwards. */
  closeUnderNegation(): void {
    for (const [dx, dy] of [...this.list]) this.add([-dx || 0, -dy || 0]);
  }

  /** A bent rider turns through its atom's whole cycle. */
  addCycle(vector: Vector): void {
    for (let at = vector, step = 0; step < 8; step++, at = turnInCycle(at, 1)) this.add(at);
  }
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : greatestCommonDivisor(b, a % b);
}
