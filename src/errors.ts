/** An error caused by input (a FEN, a move, a square, an option, a variant name): its message says what. */
export class CauldronError extends Error {
  override name = 'CauldronError';
}
