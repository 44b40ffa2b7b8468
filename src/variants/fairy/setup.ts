// The set-up generator of grand-fairy-pieces.md §1: the classic array plus up to 10 extra pieces, or the
// King plus up to 19, drawn at random from a seed or chosen, placed at random on White's home ranks,
// Black's array derived by reflection (default) or by 180° rotation (mirror). It only writes a FEN.
import { CauldronError } from '../../errors.js';
import { writePieceToken } from '../../notation/piece-token.js';
import { CLASSIC_PIECES, fairyPiece, MOVEMENT_PIECES } from './catalogue.js';
import { seededRandom } from '../../seeded-random.js';

export { seededRandom };

export const SETUP_MODES = ['classic', 'random10', 'chosen10', 'random19', 'chosen19'] as const;
export type SetupMode = (typeof SETUP_MODES)[number];

export interface SetupSettings {
  mode: SetupMode;
  /** N, the number of extra pieces (random modes; chosen modes take the list's length). Default: 10 or 19. */
  count?: number;
  seed: number;
  /** Chosen modes: White's ⌊N/2⌋ choices then Black's ⌈N/2⌉, one combined list (codes or English names). */
  pieces?: readonly string[];
  duplicates: boolean;
  mirror: boolean;
}

export interface Setup {
  fen: string;
  /** The extra types in each army (codes), in the order placed. */
  extras: string[];
}

const SIZE = 10;
const CLASSIC_FEN = 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1';
/** White's classic army: code per square (x + 10·y), home ranks only. */
const CLASSIC_WHITE: Record<number, string> = { 0: 'R', 9: 'R', 11: 'N', 12: 'B', 13: 'Q', 14: 'K', 15: 'C', 16: 'A', 17: 'B', 18: 'N' };

/** The types a set-up may draw: §1.1's extras (those implemented: part 1), plus the classic non-royal ones in the 19 modes. */
export function setupPool(mode: SetupMode): string[] {
  const extras = MOVEMENT_PIECES.map((piece) => piece.code);
  return mode.endsWith('19') ? [...extras, ...CLASSIC_PIECES.map((piece) => piece.code)] : extras;
}

export function generateSetup(settings: SetupSettings): Setup {
  const { mode } = settings;
  if (mode === 'classic') return { fen: CLASSIC_FEN, extras: [] };
  const nineteen = mode.endsWith('19');
  const maximum = nineteen ? 19 : 10;
  const random = seededRandom(settings.seed);
  const pool = setupPool(mode);
  let extras: string[];
  if (mode.startsWith('chosen')) {
    extras = (settings.pieces ?? []).map((name) => {
      const classic = CLASSIC_PIECES.find((piece) => piece.code === name.toUpperCase() || piece.english.toLowerCase() === name.toLowerCase());
      const code = classic ? classic.code : fairyPiece(name).code;
      if (!pool.includes(code)) throw new CauldronError(`'${name}' cannot be chosen in ${mode} (${classic ? 'classic pieces only in the 19 modes' : 'not implemented yet'})`);
      return code;
    });
    if (extras.length > maximum) throw new CauldronError(`${mode} takes at most ${maximum} pieces, got ${extras.length}`);
    const twice = extras.find((code, index) => extras.indexOf(code) !== index);
    if (!settings.duplicates && twice) throw new CauldronError(`${twice} is chosen twice but duplicates are off`);
  } else {
    const count = settings.count ?? maximum;
    if (!Number.isInteger(count) || count < 0 || count > maximum) throw new CauldronError(`${mode} places 0 to ${maximum} extra pieces, not ${count}`);
    const left = [...pool];
    extras = Array.from({ length: count }, () => {
      const index = Math.floor(random() * left.length);
      const code = left[index]!;
      if (!settings.duplicates) left.splice(index, 1);
      return code;
    });
  }
  const white = new Map<number, string>(nineteen ? [] : Object.entries(CLASSIC_WHITE).map(([square, code]) => [Number(square), code]));
  const placing = nineteen ? ['K', ...extras] : extras;
  for (const code of placing) {
    const free = Array.from({ length: 2 * SIZE }, (_, square) => square).filter((square) => !white.has(square));
    white.set(free[Math.floor(random() * free.length)]!, code);
  }
  return { fen: writeFen(white, settings.mirror), extras };
}

/** §1.2: Black's square for White's (x, y): reflection (x, 9 − y), or with mirror the rotation (9 − x, 9 − y). */
export const blackSquare = (x: number, y: number, mirror: boolean): [number, number] => [mirror ? SIZE - 1 - x : x, SIZE - 1 - y];

function writeFen(white: Map<number, string>, mirror: boolean): string {
  const board: (string | null)[][] = Array.from({ length: SIZE }, () => Array<string | null>(SIZE).fill(null));
  for (const [square, code] of white) {
    const [x, y] = [square % SIZE, Math.floor(square / SIZE)];
    board[y]![x] = writePieceToken(code, true);
    const [bx, by] = blackSquare(x, y, mirror);
    board[by]![bx] = writePieceToken(code, false);
  }
  for (let x = 0; x < SIZE; x++) [board[2]![x], board[7]![x]] = ['P', 'p'];
  const rows = board.reverse().map((row) => row.map((cell) => cell ?? '1').join('').replace(/1+/g, (run) => String(run.length)));
  return `${rows.join('/')} w - - 0 1`;
}
