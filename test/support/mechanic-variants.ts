// Small variants of Grand Chess that exercise one core mechanic each, as the engine's definitions and as
// Fairy-Stockfish's variants.ini (its npm wasm build reads custom pieces; Debian's 11.1 does not).
//
// Hoppers (issue 16): a Grasshopper (Betza gQ), a Leo (mQcpQ, a cannon on every
// queen line) and a Cannon (mRcpR, the Xiangqi cannon) per side on b1/c1/i1 and b10/c10/i10, as the
// engine's definition and as variants.ini.
import { grand } from '../../src/variants/grand.js';
import type { VariantDefinition } from '../../src/variants/types.js';

const START = 'rgl5or/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/RGL5OR w - - 0 1';
const GRASSHOPPER_START = 'rg7r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/RG7R w - - 0 1';

export const grandHoppers: VariantDefinition = {
  ...grand,
  id: 'grand-hoppers',
  name: 'Grand Chess with hoppers',
  pieces: [
    ...grand.pieces,
    { letter: 'G', name: 'grasshopper', betza: 'gQ' },
    { letter: 'L', name: 'leo', betza: 'mQcpQ' },
    { letter: 'O', name: 'cannon', betza: 'mRcpR' },
  ],
  startFen: START,
};

/** One Grasshopper per side: the speed target's variant (at least 70% of Grand Chess's nodes/s). */
export const grandGrasshopper: VariantDefinition = { ...grandHoppers, id: 'grand-grasshopper', name: 'Grand Chess with a grasshopper', startFen: GRASSHOPPER_START };

export const hoppersIni = `
[grand-hoppers:grand]
customPiece1 = g:gQ
customPiece2 = l:mQcpQ
customPiece3 = o:mRcpR
startFen = ${START}

[grand-grasshopper:grand-hoppers]
startFen = ${GRASSHOPPER_START}
`;

/** Pieces in hand: a Knight each, dropped on an empty cell of the own two home ranks. */
const DROPS_START = 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R[Nn] w - - 0 1';
const homeRanks = (ranks: number[]) => ranks.flatMap((rank) => [...'abcdefghij'].map((file) => `${file}${rank}`));

export const grandDrops: VariantDefinition = {
  ...grand,
  id: 'grand-drops',
  name: 'Grand Chess with a knight in hand',
  startFen: DROPS_START,
  hands: { pieces: 'N', dropCells: [homeRanks([1, 2]), homeRanks([9, 10])] },
};

export const dropsIni = `
[grand-drops:grand]
pieceDrops = true
capturesToHand = false
dropRegionWhite = *1 *2
dropRegionBlack = *9 *10
startFen = ${DROPS_START}
`;

/**
 * Long leaps along lines a rider pins on: an Elephant (Betza A, the (2,2) leap) and a Dabbaba (D, (2,0))
 * per side, and (engine only: Fairy-Stockfish's DD generates no move) a Dabbaba-rider (DD).
 */
const LEAPERS_START = 'r1e4d1r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R1E4D1R w - - 0 1';

export const grandLeapers: VariantDefinition = {
  ...grand,
  id: 'grand-leapers',
  name: 'Grand Chess with an Elephant and a Dabbaba',
  pieces: [...grand.pieces, { letter: 'E', name: 'elephant', betza: 'A' }, { letter: 'D', name: 'dabbaba', betza: 'D' }],
  startFen: LEAPERS_START,
};

export const grandDabbabaRider: VariantDefinition = {
  ...grandLeapers,
  id: 'grand-dabbaba-rider',
  pieces: [...grand.pieces, { letter: 'E', name: 'elephant', betza: 'A' }, { letter: 'D', name: 'dabbaba-rider', betza: 'DD' }],
};

export const leapersIni = `
[grand-leapers:grand]
customPiece1 = e:A
customPiece2 = d:D
startFen = ${LEAPERS_START}
`;
