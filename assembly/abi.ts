// The core's constants, one definition for both sides: assembly/ imports them as AssemblyScript, src/
// imports this same file as TypeScript (src/core/abi.ts re-exports it). So it holds nothing but
// `export const NAME = <integer>;` lines; index.ts exports them from the wasm too, and a test checks that
// the built core and the host read the same values. Bit layouts: assembly/README.md.

// Cells.
export const NO_CELL = 255; // ray terminator and "no cell" everywhere (cells are u8)
export const MAX_CELLS = 254;

// Piece codes: type << PLAYER_BITS | player, 0 an empty cell; u16 on the board.
export const PLAYER_BITS = 2;
export const PLAYER_MASK = 3;
export const MAX_PLAYERS = 4;
export const MAX_TYPES = 255; // a move names a type in one byte (promotion, drop, flip)
export const MAX_PIECES = 128; // per player

// Moves: i32, from | to << 8 | kind << 16 | extra << 20 | aux << 28 (bit 31 stays clear).
export const MOVE_TO_SHIFT = 8;
export const MOVE_KIND_SHIFT = 16;
export const MOVE_EXTRA_SHIFT = 20;
export const MOVE_AUX_SHIFT = 28;
export const MOVE_CELL_MASK = 0xff;
export const MOVE_KIND_MASK = 0xf;
export const MOVE_EXTRA_MASK = 0xff;
export const MOVE_AUX_MASK = 0x7;
export const AUX_TELEPORT = 1; // the move is a teleport (a Witch's drag then goes onto the start teleporter)

// Move kinds. `extra` says what the kind needs; `aux` is the mover's mechanic's to use.
export const KIND_NORMAL = 0; // from -> to, capturing what stands on `to`
export const KIND_DOUBLE_STEP = 1; // a pawn's double step; extra: the stepping vector
export const KIND_EN_PASSANT = 2; // extra: 0 the last double step, 1 the older one (three players)
export const KIND_PROMOTION = 3; // a pawn move; extra: the type it becomes
export const KIND_CASTLE = 4; // from, to: the royal piece's; extra: the castling option
export const KIND_ELIMINATE = 5; // a party with no move leaves the game; from and to are NO_CELL
export const KIND_DROP = 6; // a piece of type `extra` from the mover's hand onto `to`; from is NO_CELL
export const KIND_TRANSFORM = 7; // from -> to (to == from: in place), then the piece becomes type `extra` (flip pieces)
export const KIND_MECHANIC = 8; // the mover's mechanic works out the effects (drags, captures away from `to`, conversions)

// Movement item modes (bit set): how an item of a piece moves.
export const MODE_MOVE = 1;
export const MODE_CAPTURE = 2;
export const MODE_BENT_LEFT = 4; // a bent rider: each further leap turns one step left in the atom's cycle
export const MODE_BENT_RIGHT = 8; // ... or right
export const MODE_HOP = 16; // Betza p: reaches only cells beyond exactly one piece on the line (the screen)
export const MODE_HOP_LAND = 32; // Betza g: lands on the cell right behind the first piece on the line (the hurdle)
export const MODE_PATH = 64; // the first leg of a route of several legs; the item's top byte indexes its further legs (mechanics/paths.ts)
export const MODE_HOP_TWO = 128; // lands on the cell right behind the second piece on the line (the Kangaroo, mechanics/hop-two.ts)
/** Item modes a module walks (mechanics/index.ts) instead of the plain and ruled generators' ray walks. */
export const MECHANIC_ITEM_MODES = MODE_BENT_LEFT | MODE_BENT_RIGHT | MODE_HOP | MODE_HOP_LAND | MODE_PATH | MODE_HOP_TWO;
/** Item modes whose captures are traced forwards (TYPE_TRACED_ATTACKS): mechanicItemReaches answers for them. */
export const TRACED_ITEM_MODES = MODE_BENT_LEFT | MODE_BENT_RIGHT | MODE_PATH | MODE_HOP_TWO;
export const MAX_FURTHER_LEGS = 4; // legs of a route after its first (mechanics/paths.ts)
export const MAX_CONTINUATIONS = 256; // distinct lists of further legs per variant
export const UNLIMITED = 255; // item range meaning "rides to the board's edge"
export const MAX_ITEMS = 32; // movement items per (facing, piece type)

// Piece type flags.
export const TYPE_ROYAL = 1; // its capture loses; legality protects it
export const TYPE_PAWN = 2; // double step sets en passant, promotes in the zone, resets the move clock
export const TYPE_BARRIER_BOUND = 4; // may not make the steps the barrier table forbids (Wey's river)
export const TYPE_TRACED_ATTACKS = 8; // attacks found by tracing its moves, not by the reverse tables (derived too)
export const TYPE_PLAIN = 16; // the fast generator's: no mechanic, no initial range (derived)
export const TYPE_HOPPER = 32; // has hop items, attacking over screens or hurdles (derived)
export const TYPE_TRIED_WHEN_PINNED = 64; // its pins are tried by make/unmake: a leap that is a multiple of a shorter step (A, D, DD) can jump past the pinner, a Jack moves off any line
export const TYPE_FREEZES = 128; // enemy pieces next to it cannot move, flip or give check (the Witch of Jacks and Witches 84)
export const TYPE_DRAGS = 256; // moving directly away from an adjacent enemy piece, it drags it along (the Witch)
export const TYPE_FLIPS = 512; // may end any move as its partner type, and change to it in place as a move (the Can(n)on)
export const TYPE_OWN_MOVES = 1024; // its moves are its piece mechanic's, not its items' (the Jack)
export const TYPE_LOCKED = 2048; // may not move (and may attack nothing) during its owner's first moves (mechanics/lock.ts)

// Piece mechanics a type may have beyond its items (host-set; mechanics/index.ts dispatches on them).
export const PIECE_ITEMS = 0; // its movement items say everything (plain or ruled generator)
export const PIECE_JACK = 1; // moves from its eye (mechanics/jack.ts)

// Variant flags.
export const VARIANT_PAWNS_SPARE_SAME_FACING = 2; // a pawn cannot take a pawn facing its own way
export const VARIANT_CAPTURE_SET = 4; // a player who has lost the whole capture set loses
export const VARIANT_NO_MOVE_LOSES = 8; // no legal move loses instead of drawing
export const VARIANT_CLOCK_IGNORES_PAWNS = 16; // only captures reset the move-rule clock
// Parties (three or more players): capturing a royal piece hands the victim's pieces to the capturer, a
// party without a move is eliminated while more than two are left, parties without pieces are skipped.
export const VARIANT_TAKEOVER = 32;
export const VARIANT_PSEUDO_LEGAL = 64; // moves need not respect check (the royal piece can be captured)
export const VARIANT_SQUEEZE = 128; // a diagonal step needs one of its two between cells empty (Dreierschach)
export const VARIANT_ROYAL_IMMUNE = 256; // royal pieces are never captured (check is answered by their owner)
export const VARIANT_EP_ROUND = 512; // en passant stays open to every opponent until the double-stepper moves again
export const VARIANT_BARE_ROYALS_DRAW = 1024; // only royal pieces left: a draw
export const VARIANT_TELEPORTS = 2048; // a piece on a teleporter may move to another empty one (mechanics/teleport.ts)
export const VARIANT_EXCLUSION = 4096; // no two teleporters may hold pieces of one family and different players
export const VARIANT_TELEPORTS_END_FOR_GOOD = 8192; // a royal piece on its far cells ends teleporting for good (else while it stands there)
export const VARIANT_CHECK_OBEYS_EXCLUSION = 16384; // a capture the exclusion rule forbids is no attack
export const VARIANT_JACK_BLIND_TELEPORT = 32768; // a Jack whose eye is occupied may still teleport
export const VARIANT_JACK_EYE_STEP_ALWAYS = 65536; // a Jack next to its eye may step onto it in either mode (else as a Wazir only)
export const VARIANT_RESTING_ATTACKERS = 131072; // an attacker may attack nothing (frozen, or held back by the exclusion rule): the general attack tests ask

// Game states (gen/status.ts).
export const STATUS_ONGOING = 0;
export const STATUS_CHECKMATE = 1;
export const STATUS_STALEMATE = 2;
export const STATUS_MOVE_RULE_DRAW = 3;
export const STATUS_REPETITION_DRAW = 4;
export const STATUS_SET_CAPTURED = 5; // the side to move has lost its whole capture set
export const STATUS_NO_MOVES_LOSS = 6; // the side to move has no move, and that loses
export const STATUS_LAST_PARTY = 7; // the side to move is the only party left: it has won
export const STATUS_BARE_ROYALS = 8; // nothing but the royal pieces is left: a draw
export const STATUS_SET_TAKEN = 9; // another player has lost its capture set: the side to move has won

// Search scores.
export const MATE = 30000;
export const MAX_PLY = 96;
export const INFINITE = 31000;

// Castling options (gen/castling.ts): at most this many, a bit each in the rights.
export const MAX_CASTLINGS = 8;
export const CASTLING_BYTES = 16;
