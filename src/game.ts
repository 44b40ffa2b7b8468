// A game of one variant on its own core instance: position, moves, perft and game state.
// Synchronous; the worker API and the CLI are built on it.
import { compileVariant, type CompiledVariant } from './compile.js';
import { createCore, setEvalWeights, type CoreExports } from './core.js';
import { loadNetwork, networkFor, shippedNetwork, unloadNetwork } from './network.js';
import type { CoreBuild } from './wasm-module.js';
import { CauldronError } from './errors.js';
import * as abi from '../assembly/abi.js';
import { NO_CELL } from '../assembly/abi.js';
import { typeOfCode, ownerOfCode } from './piece-code.js';
import { loadVariants, variantById, withRuleOptions } from './variants/index.js';
import type { VariantDefinition } from './variants/types.js';
import { formatFen, parseFen } from './notation/fen.js';
import { formatMove, parseMoveString } from './notation/move-string.js';
import { runSearch, type SearchControl, type SearchLimits, type SearchResult } from './search.js';
import type { CoreHost } from './core.js';
import { checkMoves, checkRules, checkString, optionalNumber, optionalString, readOptions, shown, checkNetworkOption } from './input-checks.js';

const MAX_PERFT_DEPTH = 30;
const compiledVariants = new Map<VariantDefinition, CompiledVariant>();

export type GameState =
  | 'ongoing'
  | 'checkmate'
  | 'stalemate'
  | 'move-rule draw'
  | 'repetition draw'
  /** The side to move has lost its capture set (Wey). */
  | 'set captured'
  /** The side to move has no move, and in this variant that loses. */
  | 'no moves'
  /** Parties: the side to move is the only party left, and has won. */
  | 'last party'
  /** Nothing but the kings is left (Dreierschach): a draw. */
  | 'bare kings';
// The core's status codes (assembly/abi.ts); STATUS_SET_TAKEN is 'set captured' won by the side to move.
const STATES: Record<number, GameState> = {
  [abi.STATUS_ONGOING]: 'ongoing',
  [abi.STATUS_CHECKMATE]: 'checkmate',
  [abi.STATUS_STALEMATE]: 'stalemate',
  [abi.STATUS_MOVE_RULE_DRAW]: 'move-rule draw',
  [abi.STATUS_REPETITION_DRAW]: 'repetition draw',
  [abi.STATUS_SET_CAPTURED]: 'set captured',
  [abi.STATUS_NO_MOVES_LOSS]: 'no moves',
  [abi.STATUS_LAST_PARTY]: 'last party',
  [abi.STATUS_BARE_ROYALS]: 'bare kings',
  [abi.STATUS_SET_TAKEN]: 'set captured',
};
const LOST_BY_SIDE_TO_MOVE = new Set<GameState>(['checkmate', 'set captured', 'no moves']);

export type Outcome = 'win' | 'loss' | 'draw';

export interface GameStatus {
  state: GameState;
  /** Side to move (player name), and its index in the variant's player order. */
  turn: string;
  turnIndex: number;
  inCheck: boolean;
  /** For a decided game: the winner's name, or null for a draw. */
  winner?: string | null;
  /**
   * For a finished game: each player's outcome by name (a party out of the game has lost; in
   * Dreierschach the player neither mated nor winning the mate has drawn).
   */
  results?: Record<string, Outcome>;
  /** For a finished game of a variant scored in points (Dreierschach: 3/1/0, draws 1 each), each player's points. */
  points?: Record<string, number>;
  /** Players still in the game (with pieces), in turn order; a party without pieces is out. */
  inGame: string[];
}

export interface GameOptions {
  /** Start position; the variant's start position when omitted. */
  fen?: string;
  moves?: readonly string[];
  /** Rule options of the variant by name (see its ruleOptions), e.g. { setup: '<FEN>' }. */
  rules?: Readonly<Record<string, string>>;
  /** Transposition table size in MB (default 64; 0 searches without one), allocated at the first search. */
  hashMB?: number;
  /** 'debug' runs the core build with assertions; a compiled module runs that core (tools/sprt.ts compares builds so). */
  build?: CoreBuild | WebAssembly.Module;
  /**
   * The evaluation network (src/eval-weights/network-format.ts bytes): by default the one shipped for the variant
   * (src/eval-weights/nets/), if any; false evaluates without one.
   */
  network?: Uint8Array | false;
}

const DEFAULT_HASH_MB = 64;
const MAX_HASH_MB = 2048;

export class Game {
  /** Loads user variants (a variants.ini text or its JSON form, see README) for every Game; returns their names. */
  static loadVariants(text: string): string[] {
    return loadVariants(text);
  }

  readonly variant: CompiledVariant;
  private readonly core: CoreExports;
  private readonly host: CoreHost = { shouldStop: () => false };
  private hashMB: number;
  private hashAllocated = false;
  private startFen: string;
  private played: string[] = [];

  constructor(variant: string | VariantDefinition, gameOptions: GameOptions = {}) {
    const options = checkGameOptions(gameOptions);
    if (typeof variant !== 'string' && (typeof variant !== 'object' || variant === null)) {
      throw new CauldronError(`a Game needs a variant name (see \`cauldron variants\`), got ${shown(variant)}`);
    }
    const base = typeof variant === 'string' ? variantById(variant) : variant;
    const definition = options.rules && Object.keys(options.rules).length > 0 ? withRuleOptions(base, options.rules) : base;
    let compiled = compiledVariants.get(definition);
    if (!compiled) {
      compiled = compileVariant(definition);
      if (definition === base) compiledVariants.set(definition, compiled);
    }
    this.variant = compiled;
    this.core = createCore(compiled.tables, this.host, options.build);
    this.hashMB = checkHashSize(options.hashMB ?? DEFAULT_HASH_MB);
    this.startFen = definition.startFen;
    if (options.network) this.setNetwork(options.network);
    // A core built before networks (a baseline build of tools/sprt.ts) plays without the shipped one.
    else if (options.network === undefined && typeof this.core.loadNetworkBegin === 'function') {
      const shipped = shippedNetwork(compiled);
      if (shipped) loadNetwork(this.core, shipped, compiled);
    }
    this.load(definition.startFen, []);
    if (options.fen !== undefined || options.moves) this.setPosition(options.fen, options.moves);
  }

  get id(): string {
    return this.variant.definition.id;
  }

  /** Sets a position from a FEN (default: the start) and moves; on any error the old position stays. */
  setPosition(fen: string = this.variant.definition.startFen, moves: readonly string[] = []): void {
    const checkedFen = checkString(fen, 'a FEN');
    const checkedMoves = checkMoves(moves)!;
    const previous = { fen: this.startFen, moves: this.played };
    try {
      this.load(checkedFen, checkedMoves);
    } catch (error) {
      this.load(previous.fen, previous.moves);
      throw error;
    }
  }

  fen(): string {
    const core = this.core;
    const board = new Uint16Array(core.memory.buffer, core.boardPointer(), this.variant.geometry.cellCount);
    const entry = (cell: number, victim: number) => (cell === NO_CELL ? null : { cell, victim });
    return formatFen(
      this.variant, board, core.currentSide(), core.currentCastlingRights(), entry(core.currentEpCell(), core.currentEpVictim()),
      core.currentHalfmoves(), core.currentFullmoves(), entry(core.olderEpCell(), core.olderEpVictim()), this.hands(),
      this.variant.definition.teleports ? core.teleportsAreOpen() === 1 : undefined,
    );
  }

  /** The FEN the moves were played from (see moves()): with them, the game's position. */
  baseFen(): string {
    return this.startFen;
  }

  /** Moves played since the position's FEN. */
  moves(): string[] {
    return [...this.played];
  }

  legalMoves(): string[] {
    return this.legalMoveCodes().map((move) => formatMove(this.variant, move));
  }

  play(move: string): void {
    const code = parseMoveString(this.variant, checkString(move, 'a move'), this.legalMoveCodes(), () => this.fen());
    if (!this.core.play(code)) throw new CauldronError('the game is too long: the undo stack is full');
    this.played.push(move);
  }

  undo(): string {
    const last = this.played.at(-1);
    if (last === undefined) throw new CauldronError('no move to undo');
    this.core.undo();
    this.played.pop();
    return last;
  }

  /**
   * Leaf count at `depth`. By default the last ply is counted in bulk (its moves are generated, not made),
   * as Fairy-Stockfish does; `bulk: false` makes every leaf move, so nodes/s measure the cost per node.
   */
  perft(depth: number, { bulk = true }: { bulk?: boolean } = {}): number {
    return this.countLeaves(checkDepth(depth), bulk);
  }

  /**
   * Perft by a second route for legality: every pseudo-legal move is tried by make/unmake, instead of
   * the pins and check answers the generator works out. Slower; it must count what perft counts.
   */
  perftByTrial(depth: number): number {
    const nodes = this.core.runPerftByTrial(checkDepth(depth));
    if (nodes < 0) throw this.stackTooShort(depth);
    return nodes;
  }

  /** Perft with make/unmake and hash invariants checked at every node; throws if one fails. */
  perftVerified(depth: number): number {
    const nodes = this.core.runPerftVerified(checkDepth(depth));
    if (nodes === -1) throw this.stackTooShort(depth);
    if (nodes < 0) throw new Error(`invariant broken below ${this.fen()} at depth ${depth}`);
    return nodes;
  }

  /** Leaf count below each legal move, in move-list order (`bulk` as for perft). */
  divide(depth: number, { bulk = true }: { bulk?: boolean } = {}): Map<string, number> {
    checkDepth(depth);
    const result = new Map<string, number>();
    for (const move of this.legalMoveCodes()) {
      // A full undo stack refuses the move: nothing was played, so nothing is undone.
      if (!this.core.play(move)) throw this.stackTooShort(depth);
      try {
        result.set(formatMove(this.variant, move), depth == 1 ? 1 : this.countLeaves(depth - 1, bulk));
      } finally {
        this.core.undo();
      }
    }
    return result;
  }
  private countLeaves(depth: number, bulk: boolean): number {
    const nodes = bulk ? this.core.runPerft(depth) : this.core.runPerftEveryNode(depth);
    if (nodes < 0) throw this.stackTooShort(depth);
    return nodes;
  }

  private stackTooShort(depth: number): CauldronError {
    return new CauldronError(`perft ${depth} does not fit above a game of ${this.played.length} plies: the undo stack is full`);
  }


  status(): GameStatus {
    const code = this.core.status();
    const state = STATES[code]!;
    const players = this.variant.definition.players;
    const side = this.core.currentSide();
    const present = players.map((_, index) => this.core.piecesOf(index) > 0);
    const inGame = players.filter((_, index) => present[index]).map((player) => player.name);
    const status: GameStatus = { state, turn: players[side]!.name, turnIndex: side, inCheck: this.core.isInCheck() === 1, inGame };
    if (state === 'ongoing') return status;
    const { definition } = this.variant;
    // Three players without parties (Dreierschach): a mate ends the game; the third player neither wins nor loses.
    const mateEndsGame = players.length > 2 && !definition.victory?.takeover;
    let winner: number | null = null;
    if (state === 'last party' || code === abi.STATUS_SET_TAKEN) winner = side;
    else if (LOST_BY_SIDE_TO_MOVE.has(state)) {
      // The mate's winner; with two players, or the last two parties, the other one still in the game.
      winner = mateEndsGame
        ? this.core.mateWinnerOf(side)
        : lastMoverStillIn(side, present);
    }
    const outcome = (index: number): Outcome => {
      if (winner === null) return present[index] ? 'draw' : 'loss';
      if (index === winner) return 'win';
      return mateEndsGame && index !== side ? 'draw' : 'loss';
    };
    status.winner = winner === null ? null : players[winner]!.name;
    status.results = Object.fromEntries(players.map((player, index) => [player.name, outcome(index)])) as Record<string, Outcome>;
    const scoring = definition.scoring;
    if (scoring) status.points = Object.fromEntries(players.map((player, index) => [player.name, scoring[outcome(index)]]));
    return status;
  }

  /**
   * The piece on a cell (by name): its letter and its owner's index, and for a pawn taken over with its party's
   * army the party whose facing it keeps; null when empty.
   */
  pieceOn(cell: string): { letter: string; player: number; takenFrom?: number } | null {
    const at = this.variant.geometry.cellByName(checkString(cell, 'a square'));
    if (at === undefined) throw new CauldronError(`unknown square '${cell}' in ${this.id}`);
    const code = new Uint16Array(this.core.memory.buffer, this.core.boardPointer(), this.variant.geometry.cellCount)[at]!;
    if (code === 0) return null;
    const type = this.variant.pieceTypes[typeOfCode(code)]!;
    return { letter: type.letter, player: ownerOfCode(code), ...(type.takenFrom === undefined ? {} : { takenFrom: type.takenFrom }) };
  }

  /** The cells of the pieces that give check to the side to move (to `player`, by index, when given). */
  checkers(player: number = this.core.currentSide()): string[] {
    const count = this.core.royalAttackers(player);
    const cells = new Uint8Array(this.core.memory.buffer, this.core.movesPointer(), count);
    return [...cells].map((cell) => this.variant.geometry.names[cell]!).sort();
  }

  /** Players whose royal piece is attacked right now, in turn order (with three, not only the side to move). */
  checkedPlayers(): string[] {
    return this.players().filter((_, index) => this.core.royalAttacked(index) === 1);
  }

  /** Player names in turn order; a player's index is its place here. */
  players(): string[] {
    return this.variant.definition.players.map((player) => player.name);
  }

  /**
   * Plays a seeded random game from the current position inside the core (see assembly/gen/random-game.ts)
   * and records its moves; returns the moves played.
   */
  playRandom(seed: number, plies: number, pawnBias = 0): string[] {
    return this.playRandomGame(seed, plies, pawnBias, false);
  }

  /**
   * playRandom that cross-checks the generator at every node first: the legal moves with and without
   * knowing the check state, by trying every pseudo-legal move, and the quiescence search's captures
   * must agree. Throws at the first disagreement (the game stays at that position).
   */
  playRandomChecked(seed: number, plies: number, pawnBias = 0): string[] {
    return this.playRandomGame(seed, plies, pawnBias, true);
  }

  private playRandomGame(seed: number, plies: number, pawnBias: number, checked: boolean): string[] {
    const first = this.core.currentPly();
    const result = this.core.randomGame(BigInt(seed), plies, pawnBias, checked ? 1 : 0);
    const count = result < 0 ? -1 - result : result;
    const moves = Array.from({ length: count }, (_, index) => formatMove(this.variant, this.core.moveAt(first + index)));
    this.played.push(...moves);
    if (result < 0) throw new Error(`the generator disagrees with trial legality at ${this.fen()} (after ${moves.join(' ')})`);
    return moves;
  }

  /** Searches the current position; see SearchLimits. Without limits it runs until control.shouldStop. */
  search(limits: SearchLimits = {}, control: SearchControl = {}): SearchResult {
    if (!this.hashAllocated) this.setHashSize(this.hashMB);
    try {
      return runSearch(this.core, this.host, this.variant, limits, control);
    } finally {
      this.host.shouldStop = () => false;
    }
  }

  /** Resizes (and clears) the transposition table. */
  setHashSize(megabytes: number): void {
    this.hashMB = checkHashSize(megabytes);
    if (!this.core.setHashSize(this.hashMB)) throw new CauldronError(`cannot allocate a ${megabytes} MB hash table`);
    this.hashAllocated = true;
  }

  /** Forgets what earlier searches learnt (transposition table, history): a new game. */
  clearSearchMemory(): void {
    if (this.hashAllocated) this.core.clearSearchMemory();
  }

  /**
   * Static evaluation of the current position in centipawns: for the side to move (with its tempo
   * bonus), or for the player with index `player` whoever is to move.
   */
  evaluate(player?: number): number {
    if (player === undefined) return this.core.staticEvaluation();
    const count = this.variant.definition.players.length;
    if (!Number.isInteger(player) || player < 0 || player >= count) {
      throw new CauldronError(`player index must be a whole number from 0 to ${count - 1}, got ${player}`);
    }
    return this.core.evaluationFor(player);
  }

  /**
   * The evaluation's features of the current position per player (assembly/search/eval-terms.ts, in the order of
   * the weights table, src/eval-weights/) and each player's material plus placement: what tools/tune-eval.ts fits.
   */
  evaluationFeatures(): { material: number[]; features: number[][] } {
    this.core.computeEvalFeatures();
    const count = this.core.evalFeatureCount();
    const players = this.variant.definition.players.length;
    const all = new Int32Array(this.core.memory.buffer, this.core.evalFeaturesPointer(), players * count);
    const features = Array.from({ length: players }, (_, player) => Array.from(all.subarray(player * count, (player + 1) * count)));
    return { material: Array.from({ length: players }, (_, player) => this.core.materialScoreOf(player)), features };
  }

  /**
   * Evaluates with the network `bytes` (network-format.ts), or without a network (false). A network that does not
   * fit the variant is refused with an error that names the problem, and the evaluation stays as it was.
   */
  setNetwork(bytes: Uint8Array | false): void {
    if (bytes === false) {
      unloadNetwork(this.core);
      return;
    }
    if (typeof this.core.loadNetworkBegin !== 'function') throw new CauldronError('evaluation network: this core build has no network support');
    loadNetwork(this.core, networkFor(bytes, this.variant), this.variant);
  }

  /** Whether the evaluation uses a network. */
  hasNetwork(): boolean {
    return typeof this.core.networkLoaded === 'function' && this.core.networkLoaded() === 1;
  }

  /** Debug hook (tests): the core's network evaluation (side to move, unclamped), a perft whose every node compares its accumulators with fresh ones (-1 at a mismatch), and a count of mismatches at every evaluation while `checks` is on. */
  networkDebug(): { evaluation(): number; checkedPerft(depth: number, leavesOnly?: boolean): number; setChecks(on: boolean): void; mismatches(): number } {
    const core = this.core;
    return {
      evaluation: () => core.networkEvaluation(),
      checkedPerft: (depth, leavesOnly = false) => core.networkCheckedPerft(depth, leavesOnly ? 1 : 0),
      setChecks: (on) => core.setNetworkChecks(on ? 1 : 0),
      mismatches: () => core.networkMismatches(),
    };
  }

  /** Replaces the evaluation's weights (src/eval-weights/ weightTable) for this Game: the tuner's and the tests' hook. */
  setEvaluationWeights(weights: Int32Array): void {
    setEvalWeights(this.core, weights);
  }

  /** The core's incremental hash, and whether it equals the hash computed from scratch. */
  hash(): { value: bigint; consistent: boolean } {
    return { value: BigInt.asUintN(64, this.core.currentHash()), consistent: this.core.hashIsConsistent() === 1 };
  }

  private checkTeleportRules(teleports: boolean | undefined, fen: string): void {
    const rules = this.variant.definition.teleports;
    if (!rules) return;
    const problem = teleportProblems(this.core, teleports, rules.endsForGood);
    if (problem) throw new CauldronError(`bad FEN for ${this.id}: ${problem} in '${fen}'`);
  }

  /** Pieces in hand per player and hand type (see CompiledVariant.handTypes). */
  private hands(): number[][] {
    const types = this.variant.handTypes;
    return this.variant.definition.players.map((_, player) => types.map((_, index) => this.core.currentRuleByte(this.core.handByte(player, index))));
  }

  private legalMoveCodes(): number[] {
    const count = this.core.legalMoves();
    return Array.from(new Int32Array(this.core.memory.buffer, this.core.movesPointer(), count));
  }

  private load(fen: string, moves: readonly string[]): void {
    const setup = parseFen(fen, this.variant);
    const placement = new Uint16Array(this.core.memory.buffer, this.core.placementPointer(), setup.placement.length);
    placement.set(setup.placement);
    // The rule-state block (assembly/core/rule-state.ts): the hands, at the core's offsets.
    const ruleInput = new Uint8Array(this.core.memory.buffer, this.core.ruleInputPointer(), this.core.ruleStateSize()).fill(0);
    setup.hands.forEach((counts, player) => counts.forEach((count, index) => (ruleInput[this.core.handByte(player, index)] = count)));
    if (this.core.teleportsOffByte() >= 0) ruleInput[this.core.teleportsOffByte()] = setup.teleports ? 0 : 1;
    const ep = setup.enPassant;
    const older = setup.olderEnPassant;
    if (!this.core.placePieces(setup.side, ep?.cell ?? NO_CELL, ep?.victim ?? NO_CELL, older?.cell ?? NO_CELL, older?.victim ?? NO_CELL, setup.halfmoves, setup.fullmoves, setup.castling)) {
      throw new CauldronError(`bad FEN for ${this.id}: too many pieces for one player in '${fen}'`);
    }
    this.checkTeleportRules(setup.teleports, fen);
    const players = this.variant.definition.players;
    players.forEach((player, index) => {
      if (index !== setup.side && players.length === 2 && this.core.royalAttacked(index)) {
        throw new CauldronError(`bad FEN for ${this.id}: ${player.name} is in check but it is ${players[setup.side]!.name}'s turn in '${fen}'`);
      }
    });
    this.startFen = fen;
    this.played = [];
    for (const move of moves) this.play(move);
  }
}

/** Lets the teleport rules check a position just placed: the rights field and the exclusion rule. */
function teleportProblems(core: CoreExports, teleports: boolean | undefined, endsForGood: boolean): string | undefined {
  const ended = core.teleportEndReached() === 1;
  if (teleports && ended) return 'rights field T, but a royal piece stands where teleporting ends';
  if (!endsForGood && teleports === false && !ended) return "rights field '-', but no royal piece stands where teleporting ends (it ends only while one does)";
  if (core.exclusionRuleHolds() !== 1) return 'two teleporters hold pieces of one type of different players (the exclusion rule)';
  return undefined;
}

/**
 * Who wins when the side to move has lost without a mate winner: the player before it in turn order still
 * in the game, or (in a position set up with no pieces left for anyone else) simply the player before it.
 */
function lastMoverStillIn(side: number, present: readonly boolean[]): number {
  const before = (step: number) => (side + present.length - step) % present.length;
  const steps = Array.from({ length: present.length - 1 }, (_, index) => index + 1);
  return before(steps.find((step) => present[before(step)]) ?? 1);
}

/** The options object, checked field by field and copied. */
function checkGameOptions(options: unknown): GameOptions {
  const read = readOptions(options, 'Game option', ['fen', 'moves', 'rules', 'hashMB', 'build', 'network']);
  const build = read.build;
  if (build !== undefined && build !== 'release' && build !== 'debug' && !(build instanceof WebAssembly.Module)) {
    throw new CauldronError(`Game option build must be 'release', 'debug' or a compiled core (WebAssembly.Module), got ${shown(build)}`);
  }
  return {
    fen: optionalString(read.fen, 'Game option fen'),
    moves: checkMoves(read.moves, 'Game option moves'),
    rules: checkRules(read.rules),
    hashMB: optionalNumber(read.hashMB, 'Game option hashMB'),
    build: build as CoreBuild | WebAssembly.Module | undefined,
    network: checkNetworkOption(read.network, 'Game option'),
  };
}

function checkHashSize(megabytes: number): number {
  if (!Number.isInteger(megabytes) || megabytes < 0 || megabytes > MAX_HASH_MB) {
    throw new CauldronError(`hash size must be a whole number of MB from 0 to ${MAX_HASH_MB}, got ${megabytes}`);
  }
  return megabytes;
}

function checkDepth(depth: number): number {
  if (!Number.isInteger(depth) || depth < 1 || depth > MAX_PERFT_DEPTH) {
    throw new CauldronError(`perft depth must be a whole number from 1 to ${MAX_PERFT_DEPTH}, got ${depth}`);
  }
  return depth;
}
