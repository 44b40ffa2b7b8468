// A variant is data: board, players, pieces (movement in Betza notation), setup and rule options.

export interface SquareBoardDefinition {
  kind: 'square';
  files: number;
  ranks: number;
}

export type BoardDefinition = SquareBoardDefinition;

export interface PlayerDefinition {
  name: string;
  /** Side-to-move letter in position strings. */
  fenLetter: string;
  /** Which way the player's pawns and oriented pieces face on the board. */
  forward: 'up' | 'down';
}

export interface PieceDefinition {
  /** Position-string letter: upper case for the first player, lower case for the second. */
  letter: string;
  name: string;
  /** Movement in Betza notation, oriented for a player moving up the board (see betza.ts). */
  betza: string;
  /** Its capture loses the game, and no move may leave it attacked. */
  royal?: boolean;
  /** Double-steps from the pawn ranks, can be taken en passant, promotes, resets the move clock. */
  pawn?: boolean;
  /** Material value in centipawns; derived from the movement when omitted (see piece-values.ts). */
  value?: number;
}

export interface PawnRules {
  /** Ranks counted from the player's own side where a pawn may step twice. */
  doubleStepRanks: number[];
  /** Ranks (from the player's side) where promotion is optional. */
  optionalPromotionRanks: number[];
  /** Ranks (from the player's side) where promotion is compulsory. */
  compulsoryPromotionRanks: number[];
  /** Letters of the types a pawn may become, in the order moves are listed. */
  promotionTypes: string;
  /** A pawn may only become a type its side has fewer of than in the start position. */
  promotionLimitedToStartCounts: boolean;
}

export interface DrawRules {
  /** Plies without capture or pawn move after which the game is drawn (0: never). */
  moveRulePlies: number;
  /** Occurrences of one position that draw the game (0: never). */
  repetitions: number;
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
}
