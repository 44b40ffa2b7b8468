// Piece codes and moves as the core packs them: the layouts are assembly/abi.ts's, one definition for
// both sides. Nothing else in src/ takes a code or a move apart.
import {
  PLAYER_BITS, PLAYER_MASK, MOVE_TO_SHIFT, MOVE_KIND_SHIFT, MOVE_EXTRA_SHIFT, MOVE_CELL_MASK, MOVE_KIND_MASK, MOVE_EXTRA_MASK,
} from '../assembly/abi.js';

/** The code of a piece of type `type` (from 1) owned by player `player`; 0 is an empty cell. */
export const pieceCode = (type: number, player: number): number => (type << PLAYER_BITS) | player;
export const typeOfCode = (code: number): number => code >> PLAYER_BITS;
export const ownerOfCode = (code: number): number => code & PLAYER_MASK;

export const moveFrom = (move: number): number => move & MOVE_CELL_MASK;
export const moveTo = (move: number): number => (move >> MOVE_TO_SHIFT) & MOVE_CELL_MASK;
export const moveKind = (move: number): number => (move >> MOVE_KIND_SHIFT) & MOVE_KIND_MASK;
export const moveExtra = (move: number): number => (move >> MOVE_EXTRA_SHIFT) & MOVE_EXTRA_MASK;
