// Loads the core into a fresh WebAssembly instance and writes a compiled variant's tables into it.
import { instantiateSync } from '@assemblyscript/loader';
import type { CoreTables } from './compile.js';
import { coreModule, type CoreBuild } from './wasm-module.js';

/** The core's exports (assembly/index.ts). Pointers are byte offsets into `memory`. */
export interface CoreExports {
  memory: WebAssembly.Memory;
  configure(cells: number, vectors: number, stride: number, players: number, facings: number, types: number, flags: number): void;
  raysPointer(): number;
  reverseVectorPointer(): number;
  collinearPointer(): number;
  turnLeftPointer(): number;
  turnRightPointer(): number;
  continuationsPointer(): number;
  barrierPointer(): number;
  gatesPointer(): number;
  facingsPointer(): number;
  lossThresholdPointer(): number;
  takeoverTypesPointer(): number;
  fixedFacingsPointer(): number;
  typeFlagsPointer(): number;
  itemsPointer(): number;
  itemCountsPointer(): number;
  initialCellsPointer(): number;
  promotionZonePointer(): number;
  promotionTypesPointer(): number;
  promotionLimitPointer(): number;
  pieceSquarePointer(): number;
  pieceValuesPointer(): number;
  setPromotionTypeCount(count: number): void;
  setDrawRules(plies: number, repetitions: number): void;
  setArmyMaterial(material: number): void;
  finishConfiguration(): void;
  configureHands(types: number): void;
  handTypesPointer(): number;
  dropZonesPointer(): number;
  ruleInputPointer(): number;
  handByte(player: number, index: number): number;
  currentRuleByte(offset: number): number;
  ruleStateSize(): number;
  neighboursPointer(): number;
  pieceMechanicsPointer(): number;
  eyesPointer(): number;
  coloursPointer(): number;
  jackStepsPointer(): number;
  flipTypesPointer(): number;
  configureTeleports(count: number): void;
  setLockRules(moves: number, plies: number, lockedAttack: number): void;
  teleportersPointer(): number;
  signVectorsPointer(): number;
  familiesPointer(): number;
  farCellsPointer(): number;
  teleportsOffByte(): number;
  teleportsAreOpen(): number;
  teleportEndReached(): number;
  exclusionRuleHolds(): number;
  placementPointer(): number;
  boardPointer(): number;
  movesPointer(): number;
  placePieces(side: number, ep: number, victim: number, olderEp: number, olderVictim: number, halfmoves: number, fullmoves: number, castling: number): number;
  currentCastlingRights(): number;
  castlingOptionsPointer(): number;
  rightsClearedPointer(): number;
  setCastlingCount(count: number): void;
  royalAttacked(player: number): number;
  royalAttackers(player: number): number;
  currentSide(): number;
  piecesOf(player: number): number;
  partiesLeft(): number;
  mateWinnerOf(mated: number): number;
  olderEpCell(): number;
  currentEpVictim(): number;
  olderEpVictim(): number;
  setSearchMode(mode: number): void;
  currentEpCell(): number;
  currentHalfmoves(): number;
  currentFullmoves(): number;
  currentHash(): bigint;
  currentPly(): number;
  hashIsConsistent(): number;
  legalMoves(): number;
  play(move: number): number;
  undo(): number;
  runPerft(depth: number): number;
  runPerftEveryNode(depth: number): number;
  runPerftVerified(depth: number): number;
  runPerftByTrial(depth: number): number;
  status(): number;
  isInCheck(): number;
  repetitions(): number;
  moveAt(ply: number): number;
  randomGame(seed: bigint, plies: number, pawnBias: number, checked: number): number;
  setHashSize(megabytes: number): number;
  clearSearchMemory(): void;
  beginSearch(nodeLimit: number): number;
  /** Sets the running search's node limit (0: none). */
  limitNodes(nodeLimit: number): void;
  searchDepth(depth: number, alpha: number, beta: number, pvIndex: number): number;
  searchNodes(): number;
  searchStopped(): number;
  searchSeldepth(): number;
  principalVariationLength(): number;
  principalVariationMove(index: number): number;
  rootMove(index: number): number;
  hashUsage(): number;
  staticEvaluation(): number;
  evaluationFor(player: number): number;
  staticScoreOf(player: number): number;
  /** A player's own static score less half of what it stands to lose where its pieces are attacked (assembly/search/settle.ts). */
  settledScoreOf(player: number): number;
  /** The other players' attacks on the royal zone: forwards (1; -1 where the table does not apply) or backwards (0). */
  royalZoneAttacksFor(player: number, forward: number): number;
  staticExchangeOf(move: number): number;
  staticExchangeWithinOf(move: number, lo: number, hi: number): number;
  moveGivesCheckOf(move: number): number;
  evalWeightsPointer(): number;
  evalFeatureCount(): number;
  clearEvaluationCache(): void;
  computeEvalFeatures(): void;
  evalFeaturesPointer(): number;
  materialScoreOf(player: number): number;
  /** The evaluation network (src/network.ts, assembly/search/network.ts). */
  loadNetworkBegin(hidden: number, viewCells: number, buckets: number): number;
  networkInputWeights(): number;
  networkInputBias(): number;
  networkOutputWeights(): number;
  networkOutputBiases(): number;
  networkViewCells(): number;
  loadNetworkEnd(outputMultiplier: number, addsTables: number, bucketSize: number): void;
  unloadNetwork(): void;
  networkLoaded(): number;
  networkEvaluation(): number;
  networkCheckedPerft(depth: number, leavesOnly: number): number;
  setNetworkChecks(on: number): void;
  networkMismatches(): number;
  networkAgrees(): number;
}

/** Functions the core calls back: asked every 1024 search nodes whether to stop. */
export interface CoreHost {
  shouldStop(): boolean;
}

/** A core instance holding one variant's tables. */
export function createCore(tables: CoreTables, host: CoreHost, build: CoreBuild | WebAssembly.Module = 'release'): CoreExports {
  const imports = { host: { shouldStop: () => (host.shouldStop() ? 1 : 0) } };
  const module = build instanceof WebAssembly.Module ? build : coreModule(build);
  const core = instantiateSync<Record<string, unknown>>(module, imports).exports as unknown as CoreExports;
  core.configure(tables.cellCount, tables.vectorCount, tables.rayStride, tables.playerCount, tables.facingCount, tables.typeCount, tables.flags);
  const write = (pointer: number, data: Uint8Array | Uint16Array | Int32Array) =>
    new Uint8Array(core.memory.buffer, pointer, data.byteLength).set(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
  write(core.raysPointer(), tables.rays);
  write(core.reverseVectorPointer(), tables.reverseVector);
  write(core.collinearPointer(), tables.collinear);
  write(core.turnLeftPointer(), tables.turnLeft);
  write(core.turnRightPointer(), tables.turnRight);
  write(core.continuationsPointer(), tables.continuations);
  write(core.barrierPointer(), tables.barrier);
  write(core.gatesPointer(), tables.gates);
  write(core.facingsPointer(), tables.facings);
  write(core.lossThresholdPointer(), tables.lossThreshold);
  write(core.takeoverTypesPointer(), tables.takeoverTypes);
  write(core.fixedFacingsPointer(), tables.fixedFacings);
  write(core.typeFlagsPointer(), tables.typeFlags);
  write(core.itemsPointer(), tables.items);
  write(core.itemCountsPointer(), tables.itemCounts);
  write(core.initialCellsPointer(), tables.initialCells);
  write(core.promotionZonePointer(), tables.promotionZone);
  write(core.promotionTypesPointer(), tables.promotionTypes);
  write(core.promotionLimitPointer(), tables.promotionLimit);
  write(core.pieceSquarePointer(), tables.pieceSquare);
  write(core.pieceValuesPointer(), tables.pieceValues);
  write(core.castlingOptionsPointer(), tables.castlingOptions);
  write(core.rightsClearedPointer(), tables.rightsCleared);
  const mechanics = tables.mechanics;
  write(core.neighboursPointer(), mechanics.neighbours);
  write(core.pieceMechanicsPointer(), mechanics.pieceMechanics);
  write(core.eyesPointer(), mechanics.eyes);
  write(core.coloursPointer(), mechanics.colours);
  write(core.jackStepsPointer(), mechanics.jackSteps);
  write(core.flipTypesPointer(), mechanics.flipTypes);
  if (mechanics.teleporterCount > 0) {
    core.configureTeleports(mechanics.teleporterCount);
    write(core.teleportersPointer(), mechanics.teleporters);
    write(core.signVectorsPointer(), mechanics.signVectors);
    write(core.familiesPointer(), mechanics.families);
    write(core.farCellsPointer(), mechanics.farCells);
  }
  if (mechanics.lock.moves > 0) core.setLockRules(mechanics.lock.moves, mechanics.lock.plies ? 1 : 0, mechanics.lock.lockedAttack ? 1 : 0);
  if (tables.handTypes.length > 0) {
    core.configureHands(tables.handTypes.length);
    write(core.handTypesPointer(), tables.handTypes);
    write(core.dropZonesPointer(), tables.dropZones);
  }
  core.setCastlingCount(tables.castlingCount);
  core.setPromotionTypeCount(tables.promotionTypes.length);
  core.setDrawRules(tables.moveRulePlies, tables.repetitions);
  core.setArmyMaterial(Math.round(tables.armyMaterial));
  core.finishConfiguration();
  setEvalWeights(core, tables.evalWeights);
  return core;
}

/** Writes the evaluation's weights (one per feature, see src/eval-weights/) and forgets evaluations made with the old ones. */
export function setEvalWeights(core: CoreExports, weights: Int32Array): void {
  if (weights.length !== core.evalFeatureCount()) throw new Error(`the core has ${core.evalFeatureCount()} evaluation features, the weights ${weights.length}`);
  new Int32Array(core.memory.buffer, core.evalWeightsPointer(), weights.length).set(weights);
  core.clearEvaluationCache();
}
