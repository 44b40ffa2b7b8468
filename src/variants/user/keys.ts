// The variants.ini keys a square-board variant of this engine honours, with Fairy-Stockfish's names and
// value types (src/parser.cpp); keys it reads only at their default value; and the rest of Fairy-
// Stockfish's keys, refused as unsupported. Anything else is an unknown key.
import { CauldronError } from '../../errors.js';
import { parseXBetza } from '../xbetza.js';
import type { Draft } from './draft.js';
import { FSF_PIECES, isCustomPieceKey } from './fsf-pieces.js';

type Fail = (problem: string) => never;
type Handler = (draft: Draft, value: string, fail: Fail) => void;

const bool = (value: string, fail: Fail) => (value === 'true' ? true : value === 'false' ? false : fail(`'${value}' is not true or false`));
const whole = (value: string, fail: Fail, minimum = 0) => (/^\d+$/.test(value) && Number(value) >= minimum ? Number(value) : fail(`'${value}' is not a whole number >= ${minimum}`));
/** [File]: a letter, or a number from 1; 0-based. */
const file = (value: string, fail: Fail) => (/^[a-z]$/.test(value) ? value.charCodeAt(0) - 97 : /^\d+$/.test(value) && Number(value) >= 1 ? Number(value) - 1 : fail(`'${value}' is not a file (a letter or a number from 1)`));
const letter = (value: string, fail: Fail) => (/^[A-Za-z]$/.test(value) ? value.toUpperCase() : fail(`'${value}' is not one piece letter`));
const pieceSet = (value: string, fail: Fail) => (value === '-' ? [] : /^[A-Za-z]+$/.test(value.replace(/\s+/g, '')) ? [...value.replace(/\s+/g, '').toUpperCase()] : fail(`'${value}' is not a set of piece letters`));

/** [Bitboard] limited to whole ranks (`*8`, or every square of a rank): the ranks, 1-based. */
function ranksOf(value: string, draft: Draft, fail: Fail): number[] {
  const squares = new Set<string>();
  for (const symbol of value.split(/\s+/).filter((word) => word && word !== '-')) {
    const rank = /^\*(\d+)$/.exec(symbol);
    const single = /^([a-z])(\d+)$/.exec(symbol);
    if (rank) for (let x = 0; x < draft.files; x++) squares.add(`${x},${Number(rank[1])}`);
    else if (single) squares.add(`${single[1]!.charCodeAt(0) - 97},${Number(single[2])}`);
    else fail(`'${symbol}' is not a square or a rank (*N); whole files (a*) are not supported`);
  }
  const ranks = [...new Set([...squares].map((key) => Number(key.split(',')[1])))].sort((a, b) => a - b);
  for (const rank of ranks) {
    if (rank < 1 || rank > draft.ranks) fail(`rank ${rank} is off the ${draft.files}x${draft.ranks} board`);
    for (let x = 0; x < draft.files; x++) if (!squares.has(`${x},${rank}`)) fail(`regions must be whole ranks; rank ${rank} is only partly listed`);
  }
  return ranks;
}

const pawnLetter = (draft: Draft) => draft.pieces.get('pawn')?.letter;
const onlyThePawn: Handler = (draft, value, fail) => {
  const set = pieceSet(value, fail);
  if (set.length !== 1 || set[0] !== pawnLetter(draft)) fail(`only the pawn (${pawnLetter(draft)?.toLowerCase() ?? 'none'}) is supported here, got '${value}'`);
};
const mirrorRanks = (draft: Draft, ranks: number[]) => ranks.map((rank) => draft.ranks + 1 - rank);

export const KEYS: Record<string, Handler> = {
  maxRank: (draft, value, fail) => void (draft.ranks = whole(value, fail, 1)),
  maxFile: (draft, value, fail) => void (draft.files = file(value, fail) + 1),
  startFen: (draft, value) => void (draft.startFen = value),
  // XBoard display only: accepted, no effect on play.
  pieceToCharTable: () => undefined,
  variantTemplate: () => undefined,
  promotionRegionWhite: (draft, value, fail) => void (draft.promotionRanks.white = ranksOf(value, draft, fail)),
  promotionRegionBlack: (draft, value, fail) => void (draft.promotionRanks.black = ranksOf(value, draft, fail)),
  promotionRank: (draft, value, fail) => {
    const rank = whole(value, fail, 1);
    const white = Array.from({ length: Math.max(0, draft.ranks - rank + 1) }, (_, k) => rank + k);
    draft.promotionRanks = { white, black: mirrorRanks(draft, white) };
  },
  promotionPieceTypes: (draft, value, fail) => void (draft.promotionTypes = pieceSet(value, fail)),
  promotionPieceTypesWhite: (draft, value, fail) => void (draft.promotionTypes = pieceSet(value, fail)),
  promotionPieceTypesBlack: (draft, value, fail) => {
    if (pieceSet(value, fail).sort().join() !== [...draft.promotionTypes].sort().join()) fail('promotionPieceTypesBlack must equal the White types (set promotionPieceTypesWhite first)');
  },
  promotionLimit: (draft, value, fail) => {
    draft.promotionLimit = new Map(value.split(/\s+/).filter(Boolean).map((pair) => {
      const match = /^([A-Za-z]):(\d+)$/.exec(pair);
      return match ? [match[1]!.toUpperCase(), Number(match[2])] as const : fail(`'${pair}' is not letter:count`);
    }));
  },
  mandatoryPawnPromotion: (draft, value, fail) => void (draft.mandatoryPawnPromotion = bool(value, fail)),
  immobilityIllegal: (draft, value, fail) => void (draft.immobilityIllegal = bool(value, fail)),
  doubleStep: (draft, value, fail) => void (draft.doubleStep = bool(value, fail)),
  doubleStepRegionWhite: (draft, value, fail) => void (draft.doubleStepRanks.white = ranksOf(value, draft, fail)),
  doubleStepRegionBlack: (draft, value, fail) => void (draft.doubleStepRanks.black = ranksOf(value, draft, fail)),
  doubleStepRank: (draft, value, fail) => {
    const rank = whole(value, fail, 1);
    draft.doubleStepRanks = { white: [rank], black: mirrorRanks(draft, [rank]) };
  },
  castling: (draft, value, fail) => void (draft.castling = bool(value, fail)),
  castlingKingsideFile: (draft, value, fail) => void (draft.castlingFiles.kingside = file(value, fail)),
  castlingQueensideFile: (draft, value, fail) => void (draft.castlingFiles.queenside = file(value, fail)),
  castlingKingFile: (draft, value, fail) => void (draft.castlingFiles.king = file(value, fail)),
  castlingRookKingsideFile: (draft, value, fail) => void (draft.castlingFiles.rookKingside = file(value, fail)),
  castlingRookQueensideFile: (draft, value, fail) => void (draft.castlingFiles.rookQueenside = file(value, fail)),
  castlingRank: (draft, value, fail) => void (draft.castlingFiles.rank = whole(value, fail, 1)),
  castlingKingPiece: (draft, value, fail) => void (draft.castlingPieces.king = letter(value, fail)),
  castlingRookPieces: (draft, value, fail) => void (draft.castlingPieces.rook = letter(value, fail)),
  nMoveRule: (draft, value, fail) => void (draft.nMoveRule = whole(value, fail)),
  nFoldRule: (draft, value, fail) => void (draft.nFoldRule = whole(value, fail)),
  stalemateValue: (draft, value, fail) => void (draft.stalemateValue = value === 'draw' || value === 'loss' ? value : fail(`stalemate '${value}' is not supported (draw or loss)`)),
  pawnTypes: onlyThePawn, promotionPawnTypes: onlyThePawn, promotionPawnTypesWhite: onlyThePawn, promotionPawnTypesBlack: onlyThePawn,
  enPassantTypes: onlyThePawn, enPassantTypesWhite: onlyThePawn, enPassantTypesBlack: onlyThePawn,
  nMoveRuleTypes: onlyThePawn, nMoveRuleTypesWhite: onlyThePawn, nMoveRuleTypesBlack: onlyThePawn,
};

/** Keys read only at the value this engine always plays (Fairy-Stockfish's default). */
export const FIXED_KEYS: Record<string, string> = {
  checkmateValue: 'loss', checking: 'true', pocketSize: '0', chess960: 'false', twoBoards: 'false', mustCapture: 'false', mustDrop: 'false',
  pieceDrops: 'false', dropLoop: 'false', capturesToHand: 'false', firstRankPawnDrops: 'false', promotionZonePawnDrops: 'false',
  dropChecks: 'true', dropPromoted: 'false', castlingDroppedPiece: 'false', oppositeCastling: 'false', gating: 'false', seirawanGating: 'false',
  cambodianMoves: 'false', pass: 'false', passWhite: 'false', passBlack: 'false', passOnStalemate: 'false', passOnStalemateWhite: 'false',
  passOnStalemateBlack: 'false', makpongRule: 'false', flyingGeneral: 'false', blastOnCapture: 'false', petrifyBlastPieces: 'false',
  sittuyinPromotion: 'false', piecePromotionOnCapture: 'false', mandatoryPiecePromotion: 'false', pieceDemotion: 'false',
  perpetualCheckIllegal: 'false', moveRepetitionIllegal: 'false', shatarMateRule: 'false', bikjangRule: 'false', checkCounting: 'false',
  nFoldValue: 'draw', nFoldValueAbsolute: 'false', stalematePieceCount: 'false', shogiPawnDropMateIllegal: 'false', extinctionValue: 'none',
  extinctionClaim: 'false', extinctionPseudoRoyal: 'false', dupleCheck: 'false', flagMove: 'false', flagPieceSafe: 'false',
  flagPieceBlockedWin: 'false', materialCounting: 'none', adjudicateFullBoard: 'false', countingRule: 'none', chasingRule: 'none',
  enclosingDrop: 'none', flipEnclosedPieces: 'none', wallingRule: 'none', wallOrMove: 'false', connectN: '0', connectNxN: '0', collinearN: '0',
  connectHorizontal: 'true', connectVertical: 'true', connectDiagonal: 'true', dropOnTop: 'false',
};

/** Fairy-Stockfish keys for rules this engine does not have. */
const UNSUPPORTED_KEYS = new Set([
  'pieceValueMg', 'pieceValueEg', 'promotedPieceType', 'blastImmuneTypes', 'mutuallyImmuneTypes', 'petrifyOnCaptureTypes',
  'tripleStepRegionWhite', 'tripleStepRegionBlack', 'enPassantRegion', 'enPassantRegionWhite', 'enPassantRegionBlack', 'mustDropType',
  'enclosingDropStart', 'dropRegionWhite', 'dropRegionBlack', 'sittuyinRookDrop', 'dropOppositeColoredBishop', 'dropNoDoubled',
  'dropNoDoubledCount', 'wallingRegion', 'wallingRegionWhite', 'wallingRegionBlack', 'diagonalLines', 'soldierPromotionRank',
  'extinctionPieceTypes', 'extinctionPieceCount', 'extinctionOpponentPieceCount', 'flagPiece', 'flagPieceWhite', 'flagPieceBlack',
  'flagRegion', 'flagRegionWhite', 'flagRegionBlack', 'flagPieceCount', 'connectPieceTypes', 'connectRegion1White', 'connectRegion2White',
  'connectRegion1Black', 'connectRegion2Black', 'castlingWins', 'whiteFlag', 'blackFlag', 'castlingRookPiece', 'whiteDropRegion',
  'blackDropRegion', 'doubleStepRankMin', 'castlingKingPieceWhite', 'castlingKingPieceBlack', 'castlingRookPiecesWhite', 'castlingRookPiecesBlack',
]);

/** Applies one key to the draft; the error names what is wrong with it. */
export function applyKey(draft: Draft, key: string, value: string): void {
  const fail: Fail = (problem) => {
    throw new CauldronError(`${key} = ${value}: ${problem}`);
  };
  if (key in FSF_PIECES || isCustomPieceKey(key)) return applyPiece(draft, key, value, fail);
  const handler = KEYS[key];
  if (handler) return handler(draft, value, fail);
  const fixed = FIXED_KEYS[key];
  if (fixed !== undefined) {
    if (value !== fixed) fail(`only ${fixed} is supported`);
    return;
  }
  if (UNSUPPORTED_KEYS.has(key) || /^mobilityRegion(White|Black)/.test(key)) fail('this Fairy-Stockfish rule is not supported');
  fail('unknown key');
}

/** `knight = n`, `knight = -` (removed), `customPiece1 = u:KN`, `king = k` or `king = k:KN`. */
function applyPiece(draft: Draft, key: string, value: string, fail: Fail): void {
  if (value === '-' || value === '') {
    draft.pieces.delete(key);
    return;
  }
  const [, pieceLetter, betza] = /^([A-Za-z])(?::(.*))?$/.exec(value) ?? [];
  if (!pieceLetter) fail("expected a letter, or letter:Betza (custom pieces and the king)");
  const custom = isCustomPieceKey(key) || key === 'king';
  if (betza !== undefined && !custom) fail('a predefined piece takes its letter only (its movement is fixed)');
  if (isCustomPieceKey(key) && betza === undefined) fail('a custom piece needs letter:Betza');
  const movement = betza ?? FSF_PIECES[key]!;
  try {
    if (movement !== '') parseXBetza(movement);
  } catch (error) {
    fail((error as Error).message);
  }
  if (movement === '') fail('a piece without moves (immobile) is not supported');
  draft.pieces.set(key, { letter: pieceLetter!.toUpperCase(), betza: key === 'pawn' ? 'fmWfcF' : movement });
}
