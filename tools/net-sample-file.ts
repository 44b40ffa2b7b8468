// Training samples for the evaluation network (tools/train-net.ts): positions with a score and their game's result,
// as a compact binary file (little-endian). Each record: i16 score (centipawns, the side to move's view, clamped to
// ±SCORE_LIMIT; mate scores clamped too), u8 result (the side to move's points in its game ×2: 0 loss, 1 draw,
// 2 win), u8 side to move, u16 game (which game, to hold out whole games), u8 piece count, then per piece
// u8 owner, u8 type (1..types), u16 cell.
import { appendFileSync, readFileSync } from 'node:fs';
import type { NetworkPiece } from '../src/eval-weights/network-format.js';
import type { Game } from '../src/game.js';

export const SCORE_LIMIT = 4000;

export interface NetSample {
  score: number;
  /** The side to move's points ×2 (0, 1, 2). */
  result: number;
  side: number;
  game: number;
  pieces: NetworkPiece[];
}

export function encodeSamples(samples: readonly NetSample[]): Uint8Array {
  const size = samples.reduce((sum, sample) => sum + 7 + 4 * sample.pieces.length, 0);
  const bytes = new Uint8Array(size);
  const data = new DataView(bytes.buffer);
  let offset = 0;
  for (const sample of samples) {
    if (sample.pieces.length > 255) throw new Error(`a sample with ${sample.pieces.length} pieces (at most 255)`);
    data.setInt16(offset, Math.max(-SCORE_LIMIT, Math.min(SCORE_LIMIT, Math.round(sample.score))), true);
    data.setUint8(offset + 2, sample.result);
    data.setUint8(offset + 3, sample.side);
    data.setUint16(offset + 4, sample.game & 0xffff, true);
    data.setUint8(offset + 6, sample.pieces.length);
    offset += 7;
    for (const piece of sample.pieces) {
      data.setUint8(offset, piece.owner);
      data.setUint8(offset + 1, piece.type);
      data.setUint16(offset + 2, piece.cell, true);
      offset += 4;
    }
  }
  return bytes;
}

export function appendSamples(file: string, samples: readonly NetSample[]): void {
  appendFileSync(file, encodeSamples(samples));
}

export function decodeSamples(bytes: Uint8Array): NetSample[] {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const samples: NetSample[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    if (offset + 7 > bytes.length) throw new Error(`samples: a record cut short at byte ${offset}`);
    const count = data.getUint8(offset + 6);
    const sample: NetSample = { score: data.getInt16(offset, true), result: data.getUint8(offset + 2), side: data.getUint8(offset + 3), game: data.getUint16(offset + 4, true), pieces: [] };
    offset += 7;
    if (offset + 4 * count > bytes.length) throw new Error(`samples: a record's pieces cut short at byte ${offset}`);
    for (let i = 0; i < count; i++, offset += 4) sample.pieces.push({ owner: data.getUint8(offset), type: data.getUint8(offset + 1), cell: data.getUint16(offset + 2, true) });
    samples.push(sample);
  }
  return samples;
}

export function readSamples(files: readonly string[]): NetSample[] {
  return files.flatMap((file) => decodeSamples(readFileSync(file)));
}

/** Every piece on `game`'s board: owner, type (the letter's index in the variant's pieces + 1), cell. */
export function piecesOnBoard(game: Game): NetworkPiece[] {
  const { definition, geometry } = game.variant;
  const pieces: NetworkPiece[] = [];
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    const piece = game.pieceOn(geometry.names[cell]!);
    if (!piece) continue;
    const index = definition.pieces.findIndex((entry) => entry.letter === piece.letter);
    if (index < 0) throw new Error(`a piece '${piece.letter}' that ${definition.id}'s pieces do not list`);
    pieces.push({ owner: piece.player, type: index + 1, cell });
  }
  return pieces;
}
