// The core's exported surface. Every call is a whole job (configure, load a position, list moves,
// run a perft); nothing here is called per node. The constants of abi.ts are exported too, so the host
// can check that it reads the same values (test/abi.test.ts).
export * from "./abi";
import { NO_CELL, VARIANT_EP_ROUND, VARIANT_TAKEOVER, MAX_PIECES, TYPE_FLIPS, TYPE_DRAGS } from "./abi";
import { allocateTakeovers, clearTakeovers } from "./mechanics/takeover";
import { royalAttacked } from "./attacks/attacks";
import { allocatePins } from "./attacks/pins";
import { collectAttackers } from "./attacks/attackers";
import { deriveTables } from "./core/derive";
import { deriveLookSteps } from "./attacks/look-steps";
import { deriveCaptureReach } from "./gen/capture-reach";
import { allocateEffects, clearEffects } from "./core/effects";
import { allocateRuleState, placeRuleState, ruleInputPointer, ruleStateBytes, ruleByte } from "./core/rule-state";
import { makeMove, unmakeMove, enemyPawnAttacks, stackFull, moveAtPly, setKeeps, KEEPS_LOG, KEEPS_RULE_STATE } from "./core/makemove";
import {
  allocatePosition, clearPosition, addPiece, setSideToMove, setEnPassant, setOlderEnPassant, setClocks, computeHash,
  hashHistory, setCastlingRights, castlingRights, board, sideToMove, epCell, halfmoveClock, fullmoveNumber, hash,
  ply, MAX_STACK, pieceTotal, royalCell, pieceAt, partiesLeft, olderEpCell as olderEpCellNow,
  epVictim as epVictimNow, olderEpVictim as olderEpVictimNow,
  materialScore,
} from "./core/position";
import {
  allocateTables, setPromotionTypeCount, allocate, rays, reverseVector, collinear, typeFlags, items, itemCounts,
  initialCells, promotionZone, promotionTypes, promotionLimit, cellCount, ownerOf, pieceSquare, pieceValues, facings,
  variantFlags, lossThreshold, takeoverTypes, fixedFacings, typeCount, typeFlagsOf,
} from "./core/tables";
import { allocateCastling, castlingOptions, rightsCleared, setCastlingCount } from "./gen/castling";
import { setLegalityByTrial, CHECK_UNKNOWN } from "./gen/mode";
import { allocateLegality } from "./gen/legality";
import { generateLegal } from "./gen/movegen";
import { perft, perftEveryNode, perftVerified } from "./gen/perft";
import { playRandomGame } from "./gen/random-game";
import { gameState, inCheck, occurrences, setDrawRules, mateWinner } from "./gen/status";
import { barrier, allocateBarrier } from "./mechanics/barrier";
import { turnLeft, turnRight, allocateBent } from "./mechanics/bent";
import { continuations, allocatePaths, derivePaths } from "./mechanics/paths";
import { configureLock, placeLockCounts } from "./mechanics/lock";
import { allocateDrops, deriveDrops, handTypesPointer, dropZonesPointer, handByte, placeHandMaterial } from "./mechanics/drops";
import { gates, allocateSqueeze } from "./mechanics/squeeze";
import { allocateFreeze, deriveFreeze, neighbours } from "./mechanics/freeze";
import { deriveDrags } from "./mechanics/witch";
import { allocateJack, deriveJack, pieceMechanics, eyes, colours, jackSteps } from "./mechanics/jack";
import { allocateFlip, flipTypes } from "./mechanics/flip";
import {
  allocateTeleports, deriveTeleports, teleportersPointer, signVectorsPointer, familiesPointer, farCellsPointer, teleportsOffByte,
  teleportsOpen, royalOnFarCell, exclusionHolds, teleporterCount,
} from "./mechanics/teleport";
import { allocateTrialCells } from "./mechanics/trial-cells";
import { allocatePieceCells } from "./mechanics/piece-cells";
import { evaluate, setViewer, viewerScore, playerScore, allocateEvaluation } from "./search/evaluation";
import { features, royalZoneAttacksOf } from "./search/eval-terms";
export { evalWeightsPointer, evalFeatureCount, clearEvaluationCache, computeEvalFeatures } from "./search/evaluation";
import {
  allocateSearch, startSearch, setNodeLimit, searchRoot, pvLength, pvMove, nodes, stopped, seldepth, rootMoves, rootMoveCount,
  clearHistory, setSearchMode,
} from "./search/search";
import { resizeTable, clearTable, hashfull } from "./search/tt";
import { settledScore } from "./search/settle";
import { seeSupported, seeJudges, staticExchange, exchangeWithin } from "./search/see";
import { moveGain } from "./gen/move-facts";
import { checkFilterApplies, moveGivesCheck } from "./search/gives-check";
import { allocateNetwork, finishNetwork, networkOff, networkEvaluate, networkOn } from "./search/network";
import { networkPerft } from "./search/network-check";
export {
  networkInputWeights, networkInputBias, networkOutputWeights, networkOutputBiases, networkViewCells, setNetworkChecks, networkMismatches, networkAgrees,
} from "./search/network";

const MOVE_STACK_BYTES: i32 = 4 << 20;
let moveStack: usize = 0; // i32 moves, one block per ply on the way down
let placement: usize = 0; // u16[cell]: piece codes written by the host before placePieces

// --- configuration -------------------------------------------------------------------------------
export function configure(cells: i32, vectors: i32, stride: i32, players: i32, facingTotal: i32, types: i32, flags: i32): void {
  allocateTables(cells, vectors, stride, players, facingTotal, types, flags);
  allocateCastling();
  allocateSqueeze();
  allocateBarrier();
  allocateBent();
  allocatePaths();
  allocateFreeze();
  allocateJack();
  allocateFlip();
  allocatePieceCells();
}
/** Teleporters: how many (before writing teleporters, signVectors, families, farCells; not called: none). */
export function configureTeleports(count: i32): void { allocateTeleports(count); }
/** The move lock (mechanics/lock.ts): moves, counting plies (1) or the owner's moves (0), locked pieces attack (1). */
export function setLockRules(moves: i32, plies: i32, lockedAttack: i32): void { configureLock(moves, plies != 0, lockedAttack != 0); }
export { teleportersPointer, signVectorsPointer, familiesPointer, farCellsPointer, teleportsOffByte };
/** Teleporters: whether teleporting is possible now, whether a royal piece stands where it ends, whether the exclusion rule holds. */
export function teleportsAreOpen(): bool { return teleportsOpen(); }
export function teleportEndReached(): bool { return royalOnFarCell(); }
export function exclusionRuleHolds(): bool { return teleporterCount == 0 || exclusionHolds(); }
export function neighboursPointer(): usize { return neighbours; }
export function pieceMechanicsPointer(): usize { return pieceMechanics; }
export function eyesPointer(): usize { return eyes; }
export function coloursPointer(): usize { return colours; }
export function jackStepsPointer(): usize { return jackSteps; }
export function flipTypesPointer(): usize { return flipTypes; }
/** Pieces in hand: how many types may be held (before writing handTypes and dropZones; 0 or not called: none). */
export function configureHands(types: i32): void { allocateDrops(types); }
export { handTypesPointer, dropZonesPointer };
export function raysPointer(): usize { return rays; }
export function reverseVectorPointer(): usize { return reverseVector; }
export function collinearPointer(): usize { return collinear; }
export function turnLeftPointer(): usize { return turnLeft; }
export function turnRightPointer(): usize { return turnRight; }
export function continuationsPointer(): usize { return continuations; }
export function barrierPointer(): usize { return barrier; }
export function gatesPointer(): usize { return gates; }
export function facingsPointer(): usize { return facings; }
export function lossThresholdPointer(): usize { return lossThreshold; }
export function takeoverTypesPointer(): usize { return takeoverTypes; }
export function fixedFacingsPointer(): usize { return fixedFacings; }
export function typeFlagsPointer(): usize { return typeFlags; }
export function itemsPointer(): usize { return items; }
export function itemCountsPointer(): usize { return itemCounts; }
export function initialCellsPointer(): usize { return initialCells; }
export function promotionZonePointer(): usize { return promotionZone; }
export function promotionTypesPointer(): usize { return promotionTypes; }
export function promotionLimitPointer(): usize { return promotionLimit; }
export function pieceSquarePointer(): usize { return pieceSquare; }
export function pieceValuesPointer(): usize { return pieceValues; }
export { setPromotionTypeCount, setDrawRules, setCastlingCount };
export { setArmyMaterial } from "./search/zone-material";
export function castlingOptionsPointer(): usize { return castlingOptions; }
export function rightsClearedPointer(): usize { return rightsCleared; }

function anyTypeFlagged(flags: i32): bool {
  for (let type = 1; type <= typeCount; type++) if (typeFlagsOf(type) & flags) return true;
  return false;
}

/** Derives tables and allocates the position and work buffers: the last allocation of the instance. */
export function finishConfiguration(): void {
  deriveTables();
  deriveLookSteps();
  deriveCaptureReach();
  derivePaths();
  deriveFreeze();
  deriveJack();
  deriveDrags();
  deriveDrops();
  allocateTrialCells(); // before deriveTeleports, which sets the teleporters as its goals
  deriveTeleports();
  allocatePosition();
  allocateRuleState();
  allocateEffects();
  allocateTakeovers();
  // Moves log effects under party rules (a takeover: one entry, mechanics/takeover.ts keeps the pieces) and
  // where a type's moves are transformations or drags; they save rule state where pieces in hand or other
  // mechanics keep some.
  const logs = ruleStateBytes > 0 || (variantFlags & VARIANT_TAKEOVER) != 0 || anyTypeFlagged(TYPE_FLIPS | TYPE_DRAGS);
  setKeeps((logs ? KEEPS_LOG : 0) | (ruleStateBytes > 0 ? KEEPS_RULE_STATE : 0));
  allocatePins();
  allocateLegality();
  moveStack = allocate(MOVE_STACK_BYTES);
  placement = allocate(cellCount << 1);
  allocateSearch(moveStack, allocate(MOVE_STACK_BYTES));
  allocateEvaluation();
}

// --- position ------------------------------------------------------------------------------------
export function placementPointer(): usize { return placement; }
export function boardPointer(): usize { return board; }
export function movesPointer(): usize { return moveStack; }

/** Where the host writes a position's rule-state block (hands...) before placePieces; handByte says where a hand count goes. */
export { ruleInputPointer, handByte };
/** A byte of the current rule-state block (hands: handByte). */
export function currentRuleByte(offset: i32): i32 { return ruleByte(offset); }
export function ruleStateSize(): i32 { return ruleStateBytes; }

/**
 * Sets up the position from the placement buffer and the rule-state input; false if a player has more
 * than MAX_PIECES pieces.
 * The en passant cell is kept only where an enemy pawn could capture on it, as Fairy-Stockfish does;
 * `victim` is the cell of the pawn that double-stepped over it.
 */
export function placePieces(
  side: i32, ep: i32, victim: i32, olderEp: i32, olderVictim: i32, halfmoves: i32, fullmoves: i32, castling: i32,
): bool {
  clearPosition();
  clearEffects();
  clearTakeovers();
  placeRuleState();
  for (let cell = 0; cell < cellCount; cell++) {
    const code = <i32>load<u16>(placement + (<usize>cell << 1));
    if (!code) continue;
    if (pieceTotal(ownerOf(code)) >= MAX_PIECES) return false;
    addPiece(cell, code);
  }
  placeHandMaterial();
  setSideToMove(side);
  // Under VARIANT_EP_ROUND every open double step is kept (the host has checked them), else as Fairy-Stockfish does.
  const round = (variantFlags & VARIANT_EP_ROUND) != 0;
  if (ep != NO_CELL && victim != NO_CELL && pieceAt(victim) != 0 && (round || enemyPawnAttacks(ep, ownerOf(pieceAt(victim))))) {
    setEnPassant(ep, victim);
  }
  if (round && olderEp != NO_CELL && olderVictim != NO_CELL) setOlderEnPassant(olderEp, olderVictim);
  setClocks(halfmoves, fullmoves);
  setCastlingRights(castling);
  placeLockCounts(side, fullmoves);
  store<u64>(hashHistory, hash);
  return true;
}

export { royalAttacked };
/** The cells of the pieces attacking `player`'s royal piece (at movesPointer, u8 each); how many (0 without one). */
export function royalAttackers(player: i32): i32 {
  const royal = royalCell(player);
  return royal == NO_CELL ? 0 : collectAttackers(royal, player, moveStack);
}

export function currentSide(): i32 { return sideToMove; }
export function piecesOf(player: i32): i32 { return pieceTotal(player); }
export { partiesLeft };
/** Three players: who mated `mated` (the first opponent after it whose pieces attack its royal piece), -1 if none. */
export function mateWinnerOf(mated: i32): i32 { return mateWinner(mated); }
export function olderEpCell(): i32 { return olderEpCellNow; }
export function currentEpVictim(): i32 { return epVictimNow; }
export function olderEpVictim(): i32 { return olderEpVictimNow; }
export function currentEpCell(): i32 { return epCell; }
export function currentHalfmoves(): i32 { return halfmoveClock; }
export function currentCastlingRights(): i32 { return castlingRights; }
export function currentFullmoves(): i32 { return fullmoveNumber; }
export function currentHash(): u64 { return hash; }
export function currentPly(): i32 { return ply; }
export function hashIsConsistent(): bool { return hash == computeHash(); }

// --- moves and jobs ------------------------------------------------------------------------------
/** Legal moves of the side to move, written at movesPointer(); returns how many. */
export function legalMoves(): i32 { return generateLegal(moveStack, CHECK_UNKNOWN); }

/** Plays a move the host took from legalMoves(); false when the undo stack is full. */
export function play(move: i32): bool {
  if (stackFull()) return false;
  makeMove(move);
  return true;
}
export function undo(): bool {
  if (ply == 0) return false;
  unmakeMove();
  return true;
}

// The perfts return -1 when `depth` plies do not fit on the undo stack above the game.
export function runPerft(depth: i32): f64 { return perftFits(depth) ? <f64>perft(moveStack, depth) : -1; }
/** Perft that makes every leaf move (no bulk count at the last ply). */
export function runPerftEveryNode(depth: i32): f64 { return perftFits(depth) ? <f64>perftEveryNode(moveStack, depth) : -1; }
/** Perft whose every legal move is found by trying each pseudo-legal one by make/unmake: a second route for pins and check. */
export function runPerftByTrial(depth: i32): f64 {
  setLegalityByTrial(true);
  const nodes = runPerft(depth);
  setLegalityByTrial(false);
  return nodes;
}
function perftFits(depth: i32): bool { return ply + depth <= MAX_STACK; }
/** Perft with invariant checks at every node; -2 when one fails (-1 when `depth` does not fit). */
export function runPerftVerified(depth: i32): f64 {
  if (!perftFits(depth)) return -1;
  const nodes = perftVerified(moveStack, depth);
  return nodes == u64.MAX_VALUE ? -2 : <f64>nodes;
}
export function status(): i32 { return gameState(moveStack); }
export function isInCheck(): bool { return inCheck(); }
export function repetitions(): i32 { return occurrences(); }
/** The move played at a stack depth (the history since the position was set). */
export function moveAt(at: i32): i32 { return moveAtPly(at); }
/** Plays a seeded random game (see random-game.ts); `checked` cross-checks the generator at every node. */
export function randomGame(seed: u64, plies: i32, pawnBias: i32, checked: bool): i32 {
  return playRandomGame(moveStack, seed, plies, pawnBias, checked);
}

// --- search --------------------------------------------------------------------------------------
/** Sizes the transposition table (after configuration); false if memory cannot grow that far. */
export function setHashSize(megabytes: i32): bool { return resizeTable(megabytes); }
/** Forgets everything learnt: a new game. */
export function clearSearchMemory(): void {
  clearTable();
  clearHistory();
}
/** Starts a search of the current position; returns the number of root moves. */
export function beginSearch(nodeLimit: f64): i32 { return startSearch(<u64>nodeLimit); }
export function limitNodes(nodeLimit: f64): void { setNodeLimit(<u64>nodeLimit); }
export function searchDepth(depth: i32, alpha: i32, beta: i32, pvIndex: i32): i32 {
  return searchRoot(depth, alpha, beta, pvIndex);
}
export function searchNodes(): f64 { return <f64>nodes; }
export function searchStopped(): bool { return stopped; }
export function searchSeldepth(): i32 { return seldepth; }
export function principalVariationLength(): i32 { return pvLength(); }
export function principalVariationMove(index: i32): i32 { return pvMove(index); }
export function rootMove(index: i32): i32 { return load<i32>(rootMoves + (index << 2)); }
export function hashUsage(): i32 { return hashfull(); }
/** Three or more players: 0 paranoid, 1 Best-Reply Search (BRS+). */
export { setSearchMode };
/** The evaluation from the side to move's point of view. */
export function staticEvaluation(): i32 {
  setViewer(sideToMove);
  return evaluate();
}
/** The evaluation from a player's point of view (no tempo), whoever is to move. */
export function evaluationFor(player: i32): i32 {
  setViewer(player);
  return viewerScore();
}
/** A player's own static score (material, placement, shelter), not against anyone: the host's per-player estimate. */
export function staticScoreOf(player: i32): i32 { return playerScore(player); }
/** A player's own static score less half of what it stands to lose where its pieces are attacked (search/settle.ts; the host's per-player estimate). */
export function settledScoreOf(player: i32): i32 { return settledScore(player); }
/** The other players' attacks on the zone of `player`'s royal piece, counted forwards (-1 where that does not apply) or backwards (tests). */
export function royalZoneAttacksFor(player: i32, forward: i32): i32 { return royalZoneAttacksOf(player, forward != 0); }

/**
 * Whether `move` (of the side to move) gives check, as the search tells it before making the move
 * (search/gives-check.ts): 1 it does, 0 it does not, -1 it cannot tell this move, -2 not asked in this game.
 */
export function moveGivesCheckOf(move: i32): i32 {
  if (!checkFilterApplies()) return -2;
  return moveGivesCheck(move);
}
/** Where computeEvalFeatures leaves the evaluation's features: i32[player][evalFeatureCount] (search/eval-terms.ts). */
export function evalFeaturesPointer(): usize { return features; }
/** A player's material plus placement (pieces in hand at their value), as the position keeps it. */
export function materialScoreOf(player: i32): i32 { return materialScore(player); }

/** The static exchange value of `move` for the side to move (search/see.ts); i32.MIN_VALUE where it does not judge. */
export function staticExchangeOf(move: i32): i32 {
  return seeSupported() && seeJudges(move) ? staticExchange(move) : i32.MIN_VALUE;
}
/** The same clamped to [lo, hi] (lo < hi) as the search asks it (exchangeWithin); i32.MIN_VALUE where it does not judge. */
export function staticExchangeWithinOf(move: i32, lo: i32, hi: i32): i32 {
  return seeSupported() && seeJudges(move) ? exchangeWithin(move, moveGain(move), lo, hi) : i32.MIN_VALUE;
}

// --- evaluation network (search/network.ts) --------------------------------------------------------
/** Makes room for a network `hidden` wide over `viewCells` view cells with `buckets` output buckets (the host then writes it at the network pointers); false if memory cannot grow. */
export function loadNetworkBegin(hidden: i32, viewCells: i32, buckets: i32): bool { return allocateNetwork(hidden, viewCells, buckets); }
/** After the weights, output biases and view cells are written: the evaluation uses the network (`bucketSize` pieces a bucket). */
export function loadNetworkEnd(outputMultiplier: i32, addsTables: bool, bucketSize: i32): void { finishNetwork(outputMultiplier, addsTables, bucketSize); }
export function unloadNetwork(): void { networkOff(); }
export function networkLoaded(): bool { return networkOn; }
/** The network's raw evaluation (side to move's view, unclamped); 0 without one. */
export function networkEvaluation(): i32 { return networkOn ? networkEvaluate() : 0; }
/** A perft comparing the network's accumulators with fresh ones (search/network-check.ts); -1 at a mismatch, -2 without a network. */
export function networkCheckedPerft(depth: i32, leavesOnly: bool): f64 {
  if (!networkOn) return -2;
  if (!perftFits(depth)) return -1;
  return <f64>networkPerft(moveStack, depth, leavesOnly);
}
