// The evaluation network's training data: tools/gen-games.ts's per-ply scores and --random-moves, and
// tools/net-samples.ts's samples (each checked against the Game replayed to its position).
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Game } from '../src/game.js';
import { variantShape } from '../src/eval-weights/network-format.js';
import { decodeSamples } from '../tools/net-sample-file.js';
import { forEachQuietPosition, type GameRecord } from '../tools/quiet-positions.js';
import { MATE_CP } from '../tools/score-cp.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (tool: string, ...extra: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', tool, ...extra], { cwd: root, encoding: 'utf8', timeout: 120_000 });

interface GenLine { opening: number; moves: string[]; points: number[]; scores: (number | null)[]; random?: number[] }

describe('gen-games scores and random moves', () => {
  it('records the mover\'s score per ply and plays seeded random moves before ply 80, the same for the same seed', () => {
    const directory = mkdtempSync(join(tmpdir(), 'cauldron-gen-'));
    const generate = (file: string, share: string) => {
      const result = run('tools/gen-games.ts', '--variant', 'grand', '--engine', 'fairy', '--games', '2', '--nodes', '300', '--max-plies', '100', '--seed', '3', '--random-moves', share, '--out', join(directory, file));
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      return readFileSync(join(directory, file), 'utf8');
    };
    const [first, again, engineOnly] = [generate('a.jsonl', '0.3'), generate('b.jsonl', '0.3'), generate('c.jsonl', '0')];
    expect(again).toBe(first);
    const games = first.trim().split('\n').map((line) => JSON.parse(line) as GenLine);
    const plain = engineOnly.trim().split('\n').map((line) => JSON.parse(line) as GenLine);
    let [agreeing, opposed] = [0, 0];
    for (const [index, game] of games.entries()) {
      expect(game.scores.length).toBe(game.moves.length);
      game.scores.forEach((score, ply) => (ply < game.opening ? expect(score).toBeNull() : expect(Number.isInteger(score)).toBe(true)));
      expect(game.random!.length).toBeGreaterThan(0);
      for (const ply of game.random!) expect(ply >= game.opening && ply < 80).toBe(true);
      // Same opening as the engine-only game, then another game from its first random move.
      const firstRandom = game.random![0]!;
      expect(game.moves.slice(0, firstRandom)).toEqual(plain[index]!.moves.slice(0, firstRandom));
      expect(game.moves.slice(0, firstRandom + 1)).not.toEqual(plain[index]!.moves.slice(0, firstRandom + 1));
      // The mover's view: after an engine's move the opponent's score is about its negation.
      for (let ply = game.opening; ply + 1 < game.moves.length; ply++) {
        const [now, next] = [game.scores[ply]!, game.scores[ply + 1]!];
        if (game.random!.includes(ply) || Math.abs(now) < 150 || Math.abs(next) < 150 || Math.abs(now) > MATE_CP / 2) continue;
        if (Math.sign(now) === Math.sign(next)) agreeing++;
        else opposed++;
      }
    }
    expect(opposed).toBeGreaterThan(4 * agreeing);
    expect(plain.every((game) => game.random === undefined)).toBe(true);
  }, 120_000);
});

describe('net-samples', () => {
  it('turns quiet positions of scored games and of label files into samples whose pieces and labels match the Game', () => {
    const directory = mkdtempSync(join(tmpdir(), 'cauldron-net-samples-'));
    const records = [11, 12].map((seed) => {
      const moves = new Game('grand').playRandom(seed, 40);
      // A score that names its ply, so a sample shows which position it was taken from.
      return { moves, points: [1, 0], opening: 2, scores: moves.map((_, ply) => (ply < 2 ? null : 10 * ply + 7)) };
    });
    const game = new Game('grand', { hashMB: 0 });
    const quiet = records.map((record) => {
      const plies: number[] = [];
      forEachQuietPosition(game, record as GameRecord, 4, (ply) => plies.push(ply));
      return plies;
    });
    expect(quiet[0]!.length).toBeGreaterThan(4);
    // One quiet position unscored and one a mate: both left out.
    const [unscored, mated] = [quiet[0]![1]!, quiet[0]![2]!];
    records[0]!.scores[unscored] = null;
    records[0]!.scores[mated] = -(MATE_CP - 3);
    const games = join(directory, 'games.jsonl');
    writeFileSync(games, records.map((record) => JSON.stringify({ variant: 'grand', ...record })).join('\n') + '\n');
    // A label file as two runs of tools/label-positions.ts concatenated: both number their game 0; one position twice.
    const labelLines = records.flatMap((record, index) => quiet[index]!.map((ply) => ({ game: 0, moves: record.moves.slice(0, ply), side: ply % 2, points: record.points, eval: -(10 * ply + 7), search: 5 })));
    labelLines.push(labelLines[0]!);
    const labels = join(directory, 'labels.jsonl');
    writeFileSync(labels, labelLines.map((line) => JSON.stringify(line)).join('\n') + '\n');

    const out = join(directory, 'samples.bin');
    const result = run('tools/net-samples.ts', '--variant', 'grand', '--games', games, '--labels', labels, '--label', 'eval', '--skip-plies', '4', '--first-game', '100', '--out', out);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const positions = quiet[0]!.length + quiet[1]!.length;
    expect(result.stdout).toContain(`4 games (numbered 100 to 103), ${2 * positions + 1} quiet positions, ${2 * positions - 2} samples`);
    const samples = decodeSamples(readFileSync(out));
    expect(samples.length).toBe(2 * positions - 2);

    const shape = variantShape(game.variant, 16);
    const { definition, geometry } = game.variant;
    const seen: string[] = [];
    for (const sample of samples) {
      sample.game -= 100;
      const fromLabels = sample.game >= 2;
      const ply = ((fromLabels ? -sample.score : sample.score) - 7) / 10;
      const record = records[sample.game % 2]!;
      expect(quiet[sample.game % 2]).toContain(ply);
      seen.push(`${sample.game} ${ply}`);
      game.setPosition(undefined, record.moves.slice(0, ply));
      expect(sample.side).toBe(game.status().turnIndex);
      expect(sample.result).toBe(2 * record.points[sample.side]!);
      const pieces = geometry.names.flatMap((name, cell) => {
        const piece = game.pieceOn(name);
        return piece ? [{ owner: piece.player, type: definition.pieces.findIndex((entry) => entry.letter === piece.letter) + 1, cell }] : [];
      });
      expect(sample.pieces).toEqual(pieces);
      for (const piece of sample.pieces) expect(piece.type >= 1 && piece.type <= shape.types && piece.cell < shape.cells && piece.owner < shape.players).toBe(true);
    }
    expect(new Set(seen).size).toBe(samples.length);
    expect(seen).not.toContain(`0 ${unscored}`);
    expect(seen).not.toContain(`0 ${mated}`);
    expect(seen).toContain(`2 ${unscored}`); // the label file's copy has its own score
  }, 120_000);
});
