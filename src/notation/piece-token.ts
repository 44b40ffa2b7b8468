// Piece codes in position strings and promotion suffixes, for two players: a type's code is one capital
// letter (as Fairy-Stockfish writes it) or, where one letter per type is not enough (Grand Chess with
// Yucata's extra pieces: 79 types under promotion mode `all`), two capital letters. In a FEN a one-letter
// code stands alone (N n); a two-letter code is written in braces ({GI} White's Giraffe, {gi} Black's),
// so digits and neighbouring letters stay unambiguous. In move strings the promotion suffix is the code
// in lower case (e9e10q, e9e10gi): the target square ends in digits, so no brace is needed.

/** Tokens of a two-player placement row: empty runs, braced long codes, single letters (anything else falls out as one character). */
export const TWO_PLAYER_TOKENS = /\d+|\{[^}]*\}|./g;

export const isPieceCode = (code: string) => /^[A-Z]{1,2}$/.test(code);

/** The code and owner a token names (`N` → N white, `{gi}` → GI black), or a reason it names none. */
export function readPieceToken(token: string): { code: string; white: boolean } | { problem: string } {
  const braced = /^\{(.*)\}$/.exec(token);
  const body = braced ? braced[1]! : token;
  if (!braced && !/^[A-Za-z]$/.test(body)) return { problem: `unknown piece letter '${token}'` };
  if (!/^([A-Z]+|[a-z]+)$/.test(body)) return { problem: `'${token}' is not a piece (a letter, or two letters in braces such as {GI}, in one case)` };
  if (braced && body.length !== 2) return { problem: `'${token}': braces hold a two-letter code such as {GI}` };
  return { code: body.toUpperCase(), white: body === body.toUpperCase() };
}

export function writePieceToken(code: string, white: boolean): string {
  const cased = white ? code : code.toLowerCase();
  return code.length === 1 ? cased : `{${cased}}`;
}

/** Pieces per code of the first player (White) in a FEN's placement, long codes included. */
export function countWhitePieces(fen: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const token of fen.split(' ')[0]!.match(TWO_PLAYER_TOKENS) ?? []) {
    const read = readPieceToken(token);
    if ('code' in read && read.white) counts.set(read.code, (counts.get(read.code) ?? 0) + 1);
  }
  return counts;
}
