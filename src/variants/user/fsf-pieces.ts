// Fairy-Stockfish's predefined piece types, by the key a variants.ini uses for them, with their Betza
// (src/variants.ini, "Piece types"), and its custom-piece slots.

export const FSF_PIECES: Readonly<Record<string, string>> = {
  pawn: 'fmWfceF', knight: 'N', bishop: 'B', rook: 'R', queen: 'Q', fers: 'F', alfil: 'A', fersAlfil: 'FA', silver: 'FfW',
  aiwok: 'RNF', bers: 'RF', archbishop: 'BN', chancellor: 'RN', amazon: 'QN', knibis: 'mNcB', biskni: 'mBcN', kniroo: 'mNcR',
  rookni: 'mRcN', shogiPawn: 'fW', lance: 'fR', shogiKnight: 'fN', gold: 'WfF', dragonHorse: 'BW', clobber: 'cW',
  breakthrough: 'fmWfF', immobile: '', cannon: 'mRcpR', janggiCannon: 'pR', soldier: 'fsW', horse: 'nN', elephant: 'nA',
  janggiElephant: 'nZ', banner: 'RcpRnN', wazir: 'W', commoner: 'K', centaur: 'KN', king: 'K',
};

export const CUSTOM_PIECE_SLOTS = 25;
export const isCustomPieceKey = (key: string) => {
  const slot = /^customPiece(\d+)$/.exec(key);
  return slot !== null && Number(slot[1]) >= 1 && Number(slot[1]) <= CUSTOM_PIECE_SLOTS;
};

/** The predefined name a built-in piece answers to (its Betza, a pawn or a royal piece), if any. */
export function fsfNameOf(piece: { betza?: string; pawn?: boolean; royal?: boolean }): string | undefined {
  if (piece.royal) return 'king';
  if (piece.pawn) return 'pawn';
  return Object.keys(FSF_PIECES).find((name) => name !== 'king' && name !== 'pawn' && FSF_PIECES[name] === piece.betza);
}
