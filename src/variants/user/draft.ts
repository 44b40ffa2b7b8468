// A user variant while its variants.ini keys are applied: Fairy-Stockfish's settings in its own terms
// (pieces by key, regions by rank, promotion limits as counts), made from a built-in parent, the default
// template or an earlier section, and turned into a VariantDefinition at the end.
import { CauldronError } from '../../errors.js';
import { countWhitePieces } from '../../notation/piece-token.js';
import { whiteAndBlack } from '../players.js';
import type { CastlingDefinition, PieceDefinition, VariantDefinition } from '../types.js';
import { FSF_PIECES, fsfNameOf } from './fsf-pieces.js';

export interface DraftPiece {
  letter: string;
  betza: string;
}

export interface Draft {
  /** The built-in the chain started from (rules no key speaks of: river, facings, victory by capture set). */
  base?: VariantDefinition;
  files: number;
  ranks: number;
  /** By variants.ini key: knight, customPiece1, king... */
  pieces: Map<string, DraftPiece>;
  startFen: string;
  promotionTypes: string[];
  /** Letter → most pieces of that type a side may have for a promotion to it; none: unlimited. */
  promotionLimit: Map<string, number>;
  /** Ranks (1-based, absolute) of each side's promotion region. */
  promotionRanks: { white: number[]; black: number[] };
  mandatoryPawnPromotion: boolean;
  immobilityIllegal: boolean;
  doubleStep: boolean;
  doubleStepRanks: { white: number[]; black: number[] };
  castling: boolean;
  castlingFiles: { king: number; kingside: number; queenside: number; rookKingside: number; rookQueenside: number; rank: number };
  castlingPieces: { king: string; rook: string };
  nMoveRule: number;
  nFoldRule: number;
  stalemateValue: 'draw' | 'loss';
}

const CHESS_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** Fairy-Stockfish's template for a section without a parent: chess rules, no pieces. */
export function templateDraft(): Draft {
  return {
    files: 8, ranks: 8, pieces: new Map(), startFen: CHESS_FEN, promotionTypes: ['Q', 'R', 'B', 'N'], promotionLimit: new Map(),
    promotionRanks: { white: [8], black: [1] }, mandatoryPawnPromotion: true, immobilityIllegal: false, doubleStep: true,
    doubleStepRanks: { white: [2], black: [7] }, castling: true,
    // Files are 0-based; FILE_MAX (the rook's kingside file) follows the board, see build.
    castlingFiles: { king: 4, kingside: 6, queenside: 2, rookKingside: -1, rookQueenside: 0, rank: 1 },
    castlingPieces: { king: 'K', rook: 'R' }, nMoveRule: 50, nFoldRule: 3, stalemateValue: 'draw',
  };
}

/** `[x:chess]`: the template with the chess pieces. */
export function chessDraft(): Draft {
  const draft = templateDraft();
  for (const [name, letter] of [['pawn', 'P'], ['knight', 'N'], ['bishop', 'B'], ['rook', 'R'], ['queen', 'Q'], ['king', 'K']] as const) {
    draft.pieces.set(name, { letter, betza: FSF_PIECES[name]! });
  }
  return draft;
}

/** A built-in square-board variant as a draft (its pieces under the keys Fairy-Stockfish would use). */
export function draftOf(definition: VariantDefinition): Draft {
  if (definition.board.kind !== 'square' || definition.players.length !== 2) throw new CauldronError(`${definition.id} is not a two-player square-board variant`);
  const { files, ranks } = definition.board;
  const rules = definition.pawnRules;
  const region = [...rules.optionalPromotionRanks, ...rules.compulsoryPromotionRanks];
  const counts = countWhitePieces(definition.startFen);
  const promotionTypes = [...rules.promotionTypes];
  return {
    base: definition, files, ranks,
    pieces: new Map(definition.pieces.map((piece) => [fsfNameOf(piece) ?? piece.name, { letter: piece.letter, betza: piece.betza ?? '' }])),
    startFen: definition.startFen, promotionTypes,
    promotionLimit: new Map(rules.promotionLimitedToStartCounts ? promotionTypes.map((code) => [code, counts.get(code) ?? 0]) : []),
    promotionRanks: { white: region, black: region.map((rank) => ranks + 1 - rank) },
    mandatoryPawnPromotion: rules.optionalPromotionRanks.length === 0, immobilityIllegal: rules.optionalPromotionRanks.length > 0,
    doubleStep: rules.doubleStepRanks.length > 0,
    doubleStepRanks: { white: rules.doubleStepRanks, black: rules.doubleStepRanks.map((rank) => ranks + 1 - rank) },
    castling: (definition.castling ?? []).length > 0,
    castlingFiles: { king: 4, kingside: 6, queenside: 2, rookKingside: -1, rookQueenside: 0, rank: 1 },
    castlingPieces: { king: 'K', rook: 'R' },
    nMoveRule: definition.drawRules.moveRulePlies / 2, nFoldRule: definition.drawRules.repetitions,
    stalemateValue: definition.victory?.noMoveLoses ? 'loss' : 'draw',
  };
}

export const copyDraft = (draft: Draft): Draft => ({
  ...draft, pieces: new Map(draft.pieces), promotionTypes: [...draft.promotionTypes], promotionLimit: new Map(draft.promotionLimit),
});

/** The variant a finished draft describes; problems that depend on several keys are reported here. */
export function buildDefinition(name: string, parent: string, draft: Draft, fail: (problem: string) => never): VariantDefinition {
  const { files, ranks } = draft;
  if (files * ranks > 254) fail(`a ${files}x${ranks} board has more than 254 squares`);
  const pieces: PieceDefinition[] = [];
  const letters = new Map<string, string>();
  for (const [key, piece] of draft.pieces) {
    const other = letters.get(piece.letter);
    if (other) fail(`${key} and ${other} both use the letter ${piece.letter.toLowerCase()}`);
    letters.set(piece.letter, key);
    pieces.push({ letter: piece.letter, name: key, betza: piece.betza, ...(key === 'king' ? { royal: true } : {}), ...(key === 'pawn' ? { pawn: true } : {}) });
  }
  checkFen(draft, letters, fail);
  const relative = (side: 'white' | 'black', absolute: number[]) => absolute.map((rank) => (side === 'white' ? rank : ranks + 1 - rank)).sort((a, b) => a - b);
  const symmetric = (what: string, sides: { white: number[]; black: number[] }) => {
    const [white, black] = [relative('white', sides.white), relative('black', sides.black)];
    if (white.join() !== black.join()) fail(`${what} must mirror between White and Black (White ${sides.white.join(',') || '-'}, Black ${sides.black.join(',') || '-'})`);
    return white;
  };
  const promotion = symmetric('the promotion regions', draft.promotionRanks);
  const last = promotion.includes(ranks);
  if (!draft.mandatoryPawnPromotion && promotion.length > 0 && (!last || !draft.immobilityIllegal)) {
    fail('optional promotion is supported with the last rank in the region and immobilityIllegal = true (a pawn may not stay on the last rank)');
  }
  const unknownType = draft.promotionTypes.find((code) => !letters.has(code));
  if (unknownType) fail(`promotion type ${unknownType.toLowerCase()} is not a piece of the variant`);
  const startCounts = countWhitePieces(draft.startFen);
  const limited = draft.promotionLimit.size > 0;
  if (limited && draft.promotionTypes.some((code) => draft.promotionLimit.get(code) !== (startCounts.get(code) ?? 0))) {
    fail(`promotionLimit differs from the start position's counts (${draft.promotionTypes.map((code) => `${code.toLowerCase()}:${startCounts.get(code) ?? 0}`).join(' ')}): the core limits promotions to start counts or not at all`);
  }
  const base = draft.base;
  return {
    ...(base ?? {}),
    id: name,
    name,
    description: `user variant${parent ? ` (from ${parent})` : ''}`,
    board: { kind: 'square', files, ranks },
    players: base?.players ?? whiteAndBlack,
    pieces,
    startFen: draft.startFen,
    pawnRules: {
      ...(base?.pawnRules ?? {}),
      doubleStepRanks: draft.doubleStep ? symmetric('the double-step regions', draft.doubleStepRanks) : [],
      optionalPromotionRanks: draft.mandatoryPawnPromotion ? [] : promotion.filter((rank) => rank !== ranks),
      compulsoryPromotionRanks: draft.mandatoryPawnPromotion ? promotion : [ranks],
      promotionTypes: draft.promotionTypes,
      promotionLimitedToStartCounts: limited,
    },
    drawRules: { ...(base?.drawRules ?? {}), moveRulePlies: 2 * draft.nMoveRule, repetitions: draft.nFoldRule },
    victory: { ...(base?.victory ?? {}), ...(draft.stalemateValue === 'loss' ? { noMoveLoses: true } : { noMoveLoses: undefined }) },
    castling: castlingOptions(draft, letters, fail),
    ruleOptions: undefined,
    ruleValues: undefined,
    check: undefined,
  };
}

function checkFen(draft: Draft, letters: Map<string, string>, fail: (problem: string) => never): void {
  const rows = draft.startFen.trim().split(/\s+/)[0]!.split('/');
  if (rows.length !== draft.ranks) fail(`startFen has ${rows.length} ranks, the board ${draft.ranks}`);
  rows.forEach((row, index) => {
    let width = 0;
    for (const token of row.match(/\d+|./g) ?? []) {
      if (/^\d+$/.test(token)) width += Number(token);
      else if (!letters.has(token.toUpperCase())) fail(`startFen: '${token}' on rank ${draft.ranks - index} is not a piece of the variant`);
      else width++;
    }
    if (width !== draft.files) fail(`startFen: rank ${draft.ranks - index} has ${width} files, the board ${draft.files}`);
  });
}

/** Fairy-Stockfish's castling (not chess960): king and rook on their files of the castling rank, KQkq. */
function castlingOptions(draft: Draft, letters: Map<string, string>, fail: (problem: string) => never): CastlingDefinition[] | undefined {
  if (!draft.castling) return undefined;
  const { king, rook } = draft.castlingPieces;
  if (!letters.has(king) || !letters.has(rook)) return undefined;
  const files = draft.castlingFiles;
  const square = (file: number, rank: number) => `${'abcdefghijklmnopqrstuvwxyz'[file]}${rank}`;
  const between = (a: number, b: number) => Array.from({ length: Math.abs(b - a) + 1 }, (_, k) => Math.min(a, b) + k);
  const rookKingside = files.rookKingside < 0 ? draft.files - 1 : files.rookKingside;
  const options: CastlingDefinition[] = [];
  for (const [player, rank] of [[0, files.rank], [1, draft.ranks + 1 - files.rank]] as const) {
    for (const [side, rookFile, kingTo] of [['K', rookKingside, files.kingside], ['Q', files.rookQueenside, files.queenside]] as const) {
      const rookTo = kingTo + (side === 'K' ? -1 : 1);
      const occupied = new Set([...between(files.king, kingTo), ...between(rookFile, rookTo)]);
      occupied.delete(files.king);
      occupied.delete(rookFile);
      const safe = between(files.king, kingTo).filter((file) => file !== files.king);
      if (occupied.size > 4 || safe.length > 4) fail(`castling ${side} would need more than 4 empty or safe squares, more than the core checks (set castling = false)`);
      options.push({
        letter: player === 0 ? side : side.toLowerCase(), player,
        king: [square(files.king, rank), square(kingTo, rank)], rook: [square(rookFile, rank), square(rookTo, rank)],
        empty: [...occupied].sort((a, b) => a - b).map((file) => square(file, rank)), safe: safe.map((file) => square(file, rank)),
      });
    }
  }
  return options;
}
