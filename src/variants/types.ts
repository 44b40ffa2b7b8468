// A variant is data: board, players, pieces (movement in Betza notation), setup and rule options.
import type { MoveShape } from './movement.js';

export interface SquareBoardDefinition {
  kind: 'square';
  files: number;
  ranks: number;
  /** File names in order (default a, b, c, ...; Jacks and Witches 84: 'yzabcdefghij'). */
  fileLetters?: string;
  /** Squares that are not part of the board (written `*` in position strings). */
  holes?: string[];
}

/** A regular hexagon of hexagonal cells, `side` cells a side (see geometry/hex-board.ts). */
export interface HexBoardDefinition {
  kind: 'hex';
  side: number;
}

/** Dreierschach's 126 hexagons (see geometry/dreierschach-board.ts). */
export interface DreierschachBoardDefinition {
  kind: 'dreierschach';
}

export type BoardDefinition = SquareBoardDefinition | HexBoardDefinition | DreierschachBoardDefinition;

export interface PlayerDefinition {
  name: string;
  /** Side-to-move letter in position strings. */
  fenLetter: string;
  /** Which way the player's pawns and oriented pieces face: 'up'/'down' on square boards, N NE SE S SW NW on hex boards. */
  forward: string;
}

export interface PieceDefinition {
  /**
   * Position-string code: one letter, or two for variants with more types than letters (written {GI} in
   * a FEN, see notation/piece-token.ts); upper case for the first player, lower case for the second.
   */
  letter: string;
  name: string;
  /** Movement in Betza notation, oriented for a player moving up the board (see betza.ts); square boards. */
  betza?: string;
  /**
   * Movement as shapes (movement.ts), for what no Betza string says (built-in pieces); when `betza` is
   * also given, the two agree.
   */
  movement?: readonly MoveShape[];
  /** Movement as vectors, written for the board's first facing (hex boards: north). */
  moves?: MoveDefinition[];
  /** Its capture loses the game, and no move may leave it attacked. */
  royal?: boolean;
  /** Double-steps from the pawn ranks, can be taken en passant, promotes, resets the move clock. */
  pawn?: boolean;
  /** Material value in centipawns; derived from the movement when omitted (see piece-values.ts). */
  value?: number;
  /** Enemy pieces on the cells next to it cannot move, flip or give check (the Witch of Jacks and Witches 84). */
  freezes?: boolean;
  /** Moving directly away from an adjacent enemy piece, it drags it along (the Witch). */
  drags?: boolean;
  /**
   * A flip piece: the code of its other mode. Every move ends in a chosen mode, and changing mode in place
   * is a move; move strings end with the mode's letter (`modeLetter`).
   */
  flipsTo?: string;
  /** The suffix of a flip piece's moves that end in this mode (`p` for Pao, `v` for Vao). */
  modeLetter?: string;
  /** The exclusion rule counts this type as the type with this code (a flip piece's two modes are one). */
  family?: string;
  /** A piece with a rule of its own instead of movement (the Jack, see JackRules). */
  mechanic?: 'jack';
}

/** Ranks in pawn rules count from the side a pawn comes from (rank 1 behind it, rising as it advances). */
export interface MoveDefinition {
  vectors: readonly (readonly [number, number])[];
  /** Steps along each vector (default 1); 0 rides to the edge. */
  range?: number;
  /** Default: moves and captures. */
  only?: 'move' | 'capture';
}

export interface PawnRules {
  /** Ranks where a pawn may step twice. */
  doubleStepRanks: number[];
  /** Ranks where promotion is optional. */
  optionalPromotionRanks: number[];
  /** Ranks where promotion is compulsory. */
  compulsoryPromotionRanks: number[];
  /** Instead of ranks: the cells where promotion is compulsory, per facing (hex boards). */
  promotionCells?: Record<string, string[]>;
  /** Instead of ranks: the cells a pawn may double-step from (along any of its move-only steps), per facing. */
  doubleStepCells?: Record<string, string[]>;
  /** Codes of the types a pawn may become, in the order moves are listed: a string of one-letter codes, or a list (two-letter codes). */
  promotionTypes: string | readonly string[];
  /** A pawn may only become a type its side has fewer of than in the start position. */
  promotionLimitedToStartCounts: boolean;
  /** A pawn cannot capture a pawn facing the same way (Wey). */
  pawnsSpareSameFacing?: boolean;
}

/**
 * Which way pieces face: 'player' (each player's own forward direction) or 'toward-river' (from
 * either half of the board toward the river, whoever owns the piece).
 */
export type Facing = 'player' | 'toward-river';

export interface RiverRules {
  /** The river runs between this rank and the next. */
  afterRank: number;
  /** Letters of the pieces that may cross only by the listed steps. */
  boundPieces: string;
  /** The only steps across the river those pieces may make, either way (e.g. ['d4', 'e5']). */
  crossings: [string, string][];
}

export interface VictoryRules {
  /**
   * Capture set: a player loses once the opponent has captured at least this many of each listed
   * piece (letter → count).
   */
  captureSet?: Record<string, number>;
  /** A player with no legal move loses (otherwise: checkmate loses, stalemate draws). */
  noMoveLoses?: boolean;
  /**
   * Parties (three players): capturing a royal piece hands its party's remaining pieces to the capturer
   * (pawns keep their old facing); a party with no move on its turn is eliminated while more than two
   * are left; the last party left wins; a party with no move among two loses.
   */
  takeover?: boolean;
}

/**
 * One way to castle: the royal piece and a rook (any piece) move from and to the given cells in one
 * move, while both are unmoved, the `empty` cells are empty and no opponent attacks the royal piece's
 * start or the `safe` cells. Written in move strings as the royal piece's move.
 */
export interface CastlingDefinition {
  /** Letter in the position string's castling field. */
  letter: string;
  player: number;
  king: [from: string, to: string];
  rook: [from: string, to: string];
  empty: string[];
  safe: string[];
}

/**
 * The move lock (grand-fairy-pieces.md §2): pieces of the listed types may not move while their owner has
 * made fewer than `moves` moves (`count` own), or during the game's first `moves` plies (`count` plies);
 * meanwhile they attack nothing unless `lockedAttack`. Two players only.
 */
export interface LockRules {
  moves: number;
  count: 'own' | 'plies';
  lockedAttack: boolean;
  /** Codes of the locked types. */
  pieces: string[];
}

/** Teleporters (Jacks and Witches 84): a piece on one may move to any other empty one. */
export interface TeleportRules {
  cells: string[];
  /** No two teleporters may hold pieces of one family (see PieceDefinition.family) of different players. */
  exclusion: boolean;
  /** Teleporting ends once a royal piece stands on one of its player's cells here (per player index)... */
  endCells: string[][];
  /** ...for good, or only while it stands there. */
  endsForGood: boolean;
  /** A capture the exclusion rule forbids is no attack (a King may stand in it). */
  checkObeysExclusion: boolean;
}

/** The Jack (Jacks and Witches 84): it moves from its eye, the same rank's cell mirrored across the board's middle file line. */
export interface JackRules {
  /** A Jack next to its eye may step onto it in either mode ('always') or only while Jacks move as Wazirs. */
  eyeStep: 'always' | 'wazirMode';
  /** A Jack whose eye is occupied may still teleport. */
  blindTeleport: boolean;
}

export interface HandRules {
  /** Letters of the piece types a player may hold; a drop puts one on an empty cell (move string `N@e4`). */
  pieces: string;
  /** Per player (by index), the cells its pieces in hand may be dropped on. */
  dropCells: string[][];
}

/** A rule option: a named choice a user can set when creating a game; `apply` returns the variant. */
export interface RuleOption {
  description: string;
  default: string;
  /** The allowed values, when the option is a choice. */
  choices?: string[];
  apply(definition: VariantDefinition, value: string): VariantDefinition;
}

export interface DrawRules {
  /** Plies without capture or pawn move after which the game is drawn (0: never). */
  moveRulePlies: number;
  /** Whether a pawn move restarts the count (default true; Witch's Chess: only captures do). */
  pawnMovesReset?: boolean;
  /** Occurrences of one position that draw the game (0: never). */
  repetitions: number;
  /** Only the royal pieces left draws (Dreierschach's three bare kings). */
  bareRoyals?: boolean;
}

/** Points per outcome, for games scored in points (Dreierschach: 3 to the winner, 1 to the third, 0 to the mated). */
export interface Scoring {
  win: number;
  draw: number;
  loss: number;
}

export interface VariantDefinition {
  id: string;
  name: string;
  description: string;
  board: BoardDefinition;
  players: PlayerDefinition[];
  pieces: PieceDefinition[];
  startFen: string;
  pawnRules: PawnRules;
  drawRules: DrawRules;
  /** Default 'player'. */
  facing?: Facing;
  river?: RiverRules;
  victory?: VictoryRules;
  castling?: CastlingDefinition[];
  /** Pieces in hand (two players): the types that can be held, and where each player may drop them. */
  hands?: HandRules;
  teleports?: TeleportRules;
  jack?: JackRules;
  lock?: LockRules;
  /** 'strict' (default): no move may leave the own royal piece attacked. 'capture': moves need not respect check. */
  checkRule?: 'strict' | 'capture';
  /** Every diagonal step (the sum of two straight ones) needs at least one of the two cells it passes between empty. */
  squeeze?: boolean;
  scoring?: Scoring;
  ruleOptions?: Record<string, RuleOption>;
  /** The rule options set on this definition (name → value), for options that rebuild the variant as a whole. */
  ruleValues?: Readonly<Record<string, string>>;
  /** Called once all rule options are set: throws a CauldronError for a combination that cannot be played. */
  check?: (definition: VariantDefinition) => void;
}
