import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileVariant } from '../src/compile.js';
import { variantById } from '../src/variants/index.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (tool: string, ...extra: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', tool, ...extra], { cwd: root, encoding: 'utf8', timeout: 120_000 });

describe('evaluation tuner (tools/tune-eval.ts)', () => {
  it('fits only tempo, shelter and material corrections with --fit walk-free, so the core need not walk the pieces', () => {
    const games = join(mkdtempSync(join(tmpdir(), 'cauldron-tune-')), 'games.jsonl');
    const played = run('tools/sprt.ts', '--variant', 'witch', '--baseline', 'build/release.wasm', '--nodes', '200', '--max-games', '2', '--max-plies', '40', '--games-out', games);
    expect(played.status).toBe(0);
    const result = run('tools/tune-eval.ts', '--variant', 'witch', '--games', games, '--fit', 'walk-free', '--iterations', '5');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^\d+ quiet positions from 2 games$/m);
    expect(result.stdout).toMatch(/^k [\d.]+; loss with the starting weights [\d.]+$/m);
    const fitted = JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))) as {
      terms: Record<string, number>; material: Record<string, number>; mobility: Record<string, number>; mobilityDefault: number;
    };
    for (const [name, weight] of Object.entries(fitted.terms)) if (!['tempo', 'shelter', 'captureSetTaken'].includes(name)) expect(weight, name).toBe(0);
    expect(fitted.mobility).toEqual({});
    expect(fitted.mobilityDefault).toBe(0);
    expect(Object.keys(fitted.material).length).toBeGreaterThan(0);
  });

  it('fits material and placement tables to positions Fairy-Stockfish labelled (--fit placement), with no weight that walks the pieces', () => {
    const directory = mkdtempSync(join(tmpdir(), 'cauldron-tune-'));
    const [games, labels] = [join(directory, 'games.jsonl'), join(directory, 'labels.jsonl')];
    expect(run('tools/gen-games.ts', '--variant', 'grand', '--engine', 'fairy', '--games', '2', '--nodes', '300', '--max-plies', '40', '--out', games).status).toBe(0);
    const labelled = run('tools/label-positions.ts', '--variant', 'grand', '--games', games, '--depth', '2', '--out', labels);
    expect(labelled.status).toBe(0);
    const lines = readFileSync(labels, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { game: number; moves: string[]; side: number; eval: number });
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.every((line) => line.side === line.moves.length % 2 && Number.isInteger(line.eval))).toBe(true);
    const result = run('tools/tune-eval.ts', '--variant', 'grand', '--fit', 'placement', '--labels', labels, '--max-gap', '100000', '--iterations', '5');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/starting tables reproduce the core's material within 0\.0 cp/);
    const fitted = JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))) as {
      terms: Record<string, number>; pieces: Record<string, { value: number; placement: number[][] }>;
    };
    for (const [name, weight] of Object.entries(fitted.terms)) if (!['tempo', 'shelter', 'captureSetTaken'].includes(name)) expect(weight, name).toBe(0);
    expect(Object.keys(fitted.pieces).sort()).toEqual(['A', 'B', 'C', 'K', 'N', 'P', 'Q', 'R']);
    for (const table of Object.values(fitted.pieces)) {
      expect(table.placement.length).toBe(10);
      for (const row of table.placement) expect(row).toEqual([...row].reverse()); // folded left to right
    }
  });

  it('fits Wey\'s tables to its games\' results alone (--games, --blend 1), its capture-set weight kept or fitted (--also)', () => {
    const games = join(mkdtempSync(join(tmpdir(), 'cauldron-tune-')), 'games.jsonl');
    const played = run('tools/sprt.ts', '--variant', 'wey', '--baseline', 'build/release.wasm', '--nodes', '200', '--max-games', '2', '--max-plies', '40', '--games-out', games);
    expect(played.status).toBe(0);
    const fit = (...extra: string[]) => {
      const result = run('tools/tune-eval.ts', '--variant', 'wey', '--fit', 'placement', '--games', games, '--blend', '1', '--iterations', '5', ...extra);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/starting tables reproduce the core's material within 0\.0 cp/);
      return JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))) as { terms: Record<string, number>; pieces: Record<string, unknown> };
    };
    const kept = fit();
    expect(Object.keys(kept.pieces).sort()).toEqual(['B', 'I', 'M', 'O', 'P', 'Q', 'W']);
    expect(kept.terms.captureSetTaken).toBe(-20); // Wey's own weight, counted as it is
    expect(Number.isFinite(fit('--also', 'captureSetTaken').terms.captureSetTaken)).toBe(true); // (moves only if a set piece was taken)
    const unlabelled = run('tools/tune-eval.ts', '--variant', 'wey', '--fit', 'placement', '--games', games);
    expect(unlabelled.status).not.toBe(0);
    expect(unlabelled.stderr).toMatch(/or --games with --blend 1/);
  });

  it('fits the tables of three-player games on turning boards to their results (seats labelled, parties as the core weighs them)', () => {
    // Dreierschach's derived king placement (steps from white's first rank) is not symmetric: unfolded, its
    // starting tables are the core's values exactly.
    for (const [variant, fold] of [['witch3', true], ['dreierschach', false]] as const) {
      const games = join(mkdtempSync(join(tmpdir(), 'cauldron-tune-')), 'games.jsonl');
      expect(run('tools/sprt.ts', '--variant', variant, '--baseline', 'build/release.wasm', '--nodes', '200', '--max-games', '3', '--max-plies', '40', '--games-out', games).status).toBe(0);
      const result = run('tools/tune-eval.ts', '--variant', variant, '--fit', 'placement', '--games', games, '--blend', '1', '--iterations', '5', ...(fold ? [] : ['--no-fold']));
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/starting tables reproduce the core's material within 0\.0 cp/);
      const fitted = JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))) as { pieces: Record<string, { placement: number[][] }> };
      const { geometry } = compileVariant(variantById(variant));
      for (const table of Object.values(fitted.pieces)) {
        expect(table.placement.map((row) => row.length)).toEqual(geometry.rows.map((row) => row.length));
        // Folded: a cell and its mirror hold one value.
        if (fold) geometry.rows.forEach((row, rank) => row.forEach((cell, file) => {
          const mirror = geometry.mirrorCell!(cell);
          const mirrorRank = geometry.rows.findIndex((other) => other.includes(mirror));
          expect(table.placement[rank]![file]).toBe(table.placement[mirrorRank]![geometry.rows[mirrorRank]!.indexOf(mirror)]);
        }));
      }
    }
  });

  it('refuses an unknown --fit', () => {
    const result = run('tools/tune-eval.ts', '--variant', 'witch', '--games', 'none.jsonl', '--fit', 'some');
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/--fit must be all, walk-free or placement, got 'some'/);
  });
});
