// Move strings taken apart for the board: from and to cells, a drop's piece, the choice suffix.
export interface MoveParts {
  move: string;
  /** Undefined for a drop (and for 0000, a party leaving the game). */
  from?: string;
  to?: string;
  /** A drop's piece letter (`J@d2`). */
  drop?: string;
  /** What follows the cells: a promotion code, a Can(n)on's mode letter. */
  suffix: string;
}

export function moveParts(move: string): MoveParts {
  const drop = /^([A-Z]{1,2})@([a-z]+\d+)$/.exec(move);
  if (drop) return { move, drop: drop[1]!, to: drop[2]!, suffix: '' };
  const plain = /^([a-z]+\d+)([a-z]+\d+)(.*)$/.exec(move);
  if (plain) return { move, from: plain[1]!, to: plain[2]!, suffix: plain[3]! };
  return { move, suffix: '' };
}
