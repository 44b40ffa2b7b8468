// What a generation runs under, shared by every generator: the legality mode of a piece's moves, whether
// only captures are wanted (quiescence) and whether every move is tried by make/unmake (perft's second route).

// Legality modes of a piece's moves besides a pin (1 + the pin line's vector; 0 when not pinned).
export const PSEUDO: i32 = -1; // no legality test at all
export const ROYAL: i32 = -2; // the royal piece, lifted off the board: each target must be unattacked

// What the caller already knows about check, to save generateLegal the test.
export const CHECK_UNKNOWN: i32 = -1;
export const NOT_IN_CHECK: i32 = 0;
export const IN_CHECK: i32 = 1;

// When set, quiet moves are left out except pawn moves into the promotion zone (quiescence search).
export let capturesOnly: bool = false;
export function setCapturesOnly(on: bool): void { capturesOnly = on; }

// When set (perft's second route, see runPerftByTrial), every move is tried by make/unmake: no pins, no evasion rules.
export let byTrial: bool = false;
export function setLegalityByTrial(on: bool): void { byTrial = on; }
