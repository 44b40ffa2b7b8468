// The extra pieces of Grand Chess on Yucata (grand-fairy-pieces.md §3.1), in the source's order: names,
// piece code, movement (XBetza, or a built-in for what no Betza string says), the 5-move lock (§2) and
// the rule options (§5) that change each one. Part-2 pieces (§4: captures or effects that are not
// movement) are listed with their mechanic and no movement yet, so their codes are reserved.
//
// Piece codes: the classic pieces keep their letters (K Q R B N C A P); every extra piece has a code of
// two capital letters, written in position strings in braces ({GI} White's Giraffe, {gi} Black's) and
// as promotion suffix in lower case (e7e8gi). See notation/piece-token.ts.
import { CauldronError } from '../../errors.js';
import type { MoveShape } from '../movement.js';
import { parseXBetza } from '../xbetza.js';
import { BUILTINS, type BuiltinName } from './builtins.js';
import { DEFAULT_PIECE_OPTIONS, type PieceOptionName, type PieceOptionValues } from './piece-options.js';

export interface FairyPiece {
  /** Number in §3.1. */
  number: number;
  german: string;
  english: string;
  code: string;
  /** XBetza movement, or a function of the piece options giving it. */
  betza?: string | ((options: PieceOptionValues) => string);
  builtin?: BuiltinName;
  /** §4: a mechanic beyond movement (part 2); such a piece has no movement here yet. */
  mechanic?: string;
  /** §2: may not move, and attacks nothing, during its owner's first lockMoves moves. */
  locked: boolean;
  /** Rule options (§5) that change its movement. */
  options: PieceOptionName[];
}

const piece = (number: number, german: string, english: string, code: string, movement: Partial<FairyPiece>, locked = false): FairyPiece => ({
  number, german, english, code, locked, options: [], ...movement,
});
const LOCKED = true;

export const FAIRY_PIECES: readonly FairyPiece[] = [
  piece(1, 'Wache', 'Guard', 'GU', { betza: 'K' }),
  piece(2, 'Zentaur', 'Centaur', 'CE', { betza: 'KN' }),
  piece(3, 'Amazone', 'Amazon', 'AM', { betza: 'QN' }),
  piece(4, 'Nachtreiter', 'Nightrider', 'NR', { betza: 'NN' }, LOCKED),
  piece(5, 'Bogenschütze', 'Archer', 'AR', { mechanic: 'remote shot (§4.1)' }),
  piece(6, 'Seitenbeweger', 'Side Mover', 'SM', { betza: 'sRvW' }),
  piece(7, 'Vertikalbeweger', 'Vertical Mover', 'VM', { betza: 'vRsW' }),
  piece(8, 'Fers', 'Ferz', 'FE', { betza: 'F' }),
  piece(9, 'Drachenkönig', 'Dragon King', 'DK', { betza: 'RF' }),
  piece(10, 'Springer-Fers', 'Knight-Ferz', 'NF', { betza: 'NF' }),
  piece(11, 'Wesir', 'Wazir', 'WA', { betza: 'W' }),
  piece(12, 'Steward', 'Steward', 'ST', { betza: 'mWcF' }),
  piece(13, 'Drachenpferd', 'Dragon Horse', 'DH', { betza: 'BW' }),
  piece(14, 'Springer-Wesir', 'Knight-Wazir', 'NW', { betza: 'NW' }),
  piece(15, 'Nashorn', 'Rhino', 'RH', { betza: 'WafsW' }),
  piece(16, 'Elefant', 'Elephant', 'EL', { betza: 'A' }),
  piece(17, 'Phönix', 'Phoenix', 'PH', { betza: 'WA' }),
  piece(18, 'Modern Elefant', 'Modern Elephant', 'ME', { betza: 'FA' }),
  piece(19, 'Mammut', 'Mammoth', 'MA', { betza: 'KA' }),
  piece(20, 'Dabbaba', 'Dabbaba', 'DA', { betza: 'D' }),
  piece(21, 'DabbabaReiter', 'Dabbaba-rider', 'DR', { betza: 'DD' }, LOCKED),
  piece(22, 'Springer-Dabbaba', 'Knight-Dabbaba', 'ND', { betza: 'ND' }),
  piece(23, 'Dabbaba-Wesir', 'Dabbaba-Wazir', 'DW', { betza: 'WD' }),
  piece(24, 'Kirin', 'Kirin', 'KI', { betza: 'FD' }),
  piece(25, 'Alibaba', 'Alibaba', 'AL', { betza: 'AD' }),
  piece(26, 'Dachs', 'Badger', 'BA', { betza: 'BD' }),
  piece(27, 'Ochse', 'Ox', 'OX', { betza: 'mNmDmAcF' }),
  piece(28, 'Kamel', 'Camel', 'CA', { betza: 'C' }),
  piece(29, 'Kamel-Fers', 'Camel-Ferz', 'CF', { betza: 'CF' }),
  piece(30, 'Kamel-Wesir', 'Camel-Wazir', 'CW', { betza: 'CW' }),
  piece(31, 'Kamel-Wache', 'Camel-Guard', 'CG', { betza: 'CK' }),
  piece(32, 'Kamel-Turm', 'Camel-Rook', 'CR', { betza: 'CR' }),
  piece(33, 'Giraffe', 'Giraffe', 'GI', { betza: '(1,4)' }, LOCKED),
  piece(34, 'Zebra', 'Zebra', 'ZE', { betza: 'Z' }),
  piece(35, 'Zebra-Fers', 'Zebra-Ferz', 'ZF', { betza: 'ZF' }),
  piece(36, 'Zebra-Wesir', 'Zebra-Wazir', 'ZW', { betza: 'ZW' }),
  piece(37, 'Zebra-Läufer', 'Zebra-Bishop', 'ZB', { betza: 'ZB' }),
  piece(38, 'Zebra-Turm', 'Zebra-Rook', 'ZR', { betza: 'ZR' }),
  piece(39, 'Zebra-Wache', 'Zebra-Guard', 'ZG', { betza: 'ZK' }),
  piece(40, 'Pegasus', 'Pegasus', 'PE', { betza: 'Z(1,4)' }, LOCKED),
  piece(41, 'Gnu', 'Gnu', 'GN', { betza: 'NC' }),
  piece(42, 'Kamel-Zebra', 'Camel-Zebra', 'CZ', { betza: 'CZ' }),
  piece(43, 'Springer-Kamel-Zebra', 'Knight-Camel-Zebra', 'NZ', { betza: 'NCZ' }),
  piece(44, 'Grashüpfer', 'Grasshopper', 'GR', { betza: 'gQ' }, LOCKED),
  piece(45, 'Skorpion', 'Scorpion', 'SC', { betza: 'KgQ' }, LOCKED),
  piece(46, 'Held', 'Hero', 'HE', { builtin: 'hero' }),
  piece(47, 'Schamane', 'Shaman', 'SH', { builtin: 'shaman' }),
  piece(48, 'Block', 'Block', 'BL', { mechanic: 'uncapturable, never captures (§4.2)' }),
  // §5.16: the camel replacement is the wide leap (±3,+1); the backward ferz step goes to both rear diagonals.
  piece(49, 'Schmetterling', 'Butterfly', 'BU', { betza: 'ffNbsNfsCbF' }),
  piece(50, 'Krabbe', 'Crab', 'CB', { betza: 'ffNbsN' }),
  piece(51, 'Drache', 'Dragon', 'DG', { builtin: 'dragon', options: ['dragonStop', 'dragonRide'] }, LOCKED),
  piece(52, 'Randschwein', 'Edgehog', 'EH', { mechanic: 'edge condition (§4.3)' }),
  piece(53, 'Vorreiter', 'Advancer', 'AD', { mechanic: 'capture by approach (§4.4)' }),
  piece(54, 'Rückzieher', 'Withdrawer', 'WI', { mechanic: 'capture by withdrawal (§4.5)' }),
  // §5.18: a target is reachable if either of its two paths is clear; backward bends add nothing.
  piece(55, 'Herzog', 'Duke', 'DU', { builtin: 'duke' }),
  piece(56, 'Frosch', 'Frog', 'FR', { betza: 'FH' }),
  piece(57, 'Greif', 'Griffon', 'GF', { betza: (options) => (options.griffonStop === 'true' ? 'FyafsF' : 'yafsF'), options: ['griffonStop'] }),
  piece(58, 'Känguru', 'Kangaroo', 'KA', { builtin: 'kangaroo' }, LOCKED),
  piece(59, 'Löwe', 'Lion', 'LI', { betza: 'DAcK' }),
  piece(60, 'Magier', 'Magician', 'MG', { betza: 'KDAN' }),
  piece(61, 'Champion', 'Champion', 'CH', { betza: 'WAD' }),
  piece(62, 'Eichhörnchen', 'Squirrel', 'SQ', { betza: 'DAN' }),
  piece(63, 'Tempelritter', 'Templar', 'TE', { betza: (options) => (options.templarDiagonal === 'leap' ? 'DFA' : 'DB2'), options: ['templarDiagonal'] }),
  piece(64, 'Windmühle', 'Windmill', 'WM', { mechanic: 'walks around an adjacent piece (§4.6)' }),
  piece(65, 'Tiger', 'Tiger', 'TI', { builtin: 'tiger', options: ['tigerOutward'] }, LOCKED),
  piece(66, 'Kanone', 'Cannon', 'CN', { betza: 'mRcpR' }, LOCKED),
  piece(67, 'Vao', 'Vao', 'VA', { betza: 'mBcpB' }, LOCKED),
  piece(68, 'Leo', 'Leo', 'LE', { betza: 'mQcpQ' }, LOCKED),
  piece(69, 'Diplomat', 'Diplomat', 'DI', { mechanic: 'capture by conversion (§4.7)' }),
  piece(70, 'Koordinator', 'Coordinator', 'CO', { mechanic: 'coordinator capture (§4.8)' }),
  piece(71, 'Immobilisator', 'Immobilizer', 'IM', { mechanic: 'freezes adjacent enemies (§4.9)' }),
  piece(72, 'Chamäleon', 'Chameleon', 'CL', { mechanic: 'capture by mimicry (§4.10)' }),
  piece(73, 'Narr', 'Jester', 'JE', { mechanic: "copies the opponent's last move (§4.11)" }),
];

/** The classic non-royal pieces of grand.md, which the 19 modes (§1.1) and promotion mode `all` add. */
export const CLASSIC_PIECES = [
  { code: 'Q', english: 'Queen', german: 'Königin', betza: 'Q' },
  { code: 'R', english: 'Rook', german: 'Turm', betza: 'R' },
  { code: 'B', english: 'Bishop', german: 'Läufer', betza: 'B' },
  { code: 'N', english: 'Knight', german: 'Springer', betza: 'N' },
  { code: 'C', english: 'Marshal', german: 'Marschall', betza: 'RN' },
  { code: 'A', english: 'Cardinal', german: 'Kardinal', betza: 'BN' },
] as const;

const byCode = new Map(FAIRY_PIECES.map((entry) => [entry.code, entry]));

/** The §3 pieces whose movement is all they are (part 1). */
export const MOVEMENT_PIECES = FAIRY_PIECES.filter((entry) => entry.mechanic === undefined);

export function fairyPiece(code: string): FairyPiece {
  const found = byCode.get(code.toUpperCase()) ?? FAIRY_PIECES.find((entry) => entry.english.toLowerCase() === code.toLowerCase());
  if (!found) throw new CauldronError(`unknown extra piece '${code}' (a code such as GI or CE, or an English name such as Giraffe; see README)`);
  return found;
}

/** The XBetza string of a piece under the options, or undefined for a built-in or part-2 piece. */
export function fairyBetza(entry: FairyPiece, options: PieceOptionValues = DEFAULT_PIECE_OPTIONS): string | undefined {
  return typeof entry.betza === 'function' ? entry.betza(options) : entry.betza;
}

/** The movement of a part-1 piece under the options. */
export function fairyMovement(entry: FairyPiece, options: PieceOptionValues = DEFAULT_PIECE_OPTIONS): MoveShape[] {
  if (entry.builtin) return BUILTINS[entry.builtin](options);
  const betza = fairyBetza(entry, options);
  if (betza === undefined) throw new CauldronError(`the ${entry.english} (${entry.code}) needs its mechanic, ${entry.mechanic}, which is not implemented yet`);
  return parseXBetza(betza);
}
