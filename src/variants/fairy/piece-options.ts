// The rule options of grand-fairy-pieces.md §5 that change how a §3 piece moves (ASSUMED readings),
// with their defaults. Option names are the spec's.

export interface PieceOption {
  description: string;
  default: string;
  choices: string[];
  /** Codes of the pieces it changes. */
  pieces: string[];
}

export const PIECE_OPTIONS = {
  griffonStop: {
    description: 'the Griffon may stop after its diagonal step (§5.12)',
    default: 'true', choices: ['true', 'false'], pieces: ['GF'],
  },
  dragonStop: {
    description: "the Dragon's single diagonal step is a move and a capture (§5.13)",
    default: 'true', choices: ['true', 'false'], pieces: ['DG'],
  },
  dragonRide: {
    description: "the Dragon's dabbaba-ride goes on only in the two orthogonal directions leading away (outward) or in all four (any) (§5.13)",
    default: 'outward', choices: ['outward', 'any'], pieces: ['DG'],
  },
  tigerOutward: {
    description: "the Tiger's bishop slide continues the zebra leap's diagonal (one), or also the other diagonal that keeps the sign of the leap's longer component (two) (§5.14)",
    default: 'one', choices: ['one', 'two'], pieces: ['TI'],
  },
  templarDiagonal: {
    description: "the Templar's two-square diagonal move is a short bishop slide, blocked by a piece between (slide, DB2), or an Alfil leap (leap, DFA) (§5.15)",
    default: 'slide', choices: ['slide', 'leap'], pieces: ['TE'],
  },
} satisfies Record<string, PieceOption>;

export type PieceOptionName = keyof typeof PIECE_OPTIONS;
export type PieceOptionValues = Record<PieceOptionName, string>;

export const DEFAULT_PIECE_OPTIONS = Object.fromEntries(
  Object.entries(PIECE_OPTIONS).map(([name, option]) => [name, option.default]),
) as PieceOptionValues;
