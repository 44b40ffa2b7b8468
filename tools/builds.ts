// The builds a self-play test compares, loaded side by side in one process. A build is named by
//   - a directory holding a checkout with its core built (its own src/game.ts and build/release.wasm:
//     host-side changes, e.g. to the iterative deepening in src/search.ts, are then part of the build);
//   - a .wasm file: this checkout's host code driving that core (enough when only assembly/ differs);
//   - a git revision of this repository: its tree is exported to a cache directory and its core built
//     there with asc, once per commit.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Game } from '../src/game.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What the test asks of a build's Game (the surface every revision since the match tools has kept). */
export type BuildGame = Pick<Game, 'setPosition' | 'search' | 'clearSearchMemory'>;

export interface Build {
  /** How the build was named, and what it resolved to. */
  label: string;
  newGame(variant: string, options: { hashMB: number; rules: Record<string, string> }): BuildGame;
}

export async function loadBuild(spec: string): Promise<Build> {
  if (spec.endsWith('.wasm') && existsSync(spec)) {
    const module = new WebAssembly.Module(readFileSync(spec));
    return { label: `${spec} (core only)`, newGame: (variant, options) => new Game(variant, { ...options, build: module }) };
  }
  if (existsSync(spec) && statSync(spec).isDirectory()) return loadCheckout(resolve(spec), spec);
  return loadCheckout(buildRevision(spec), `${spec} (${commitOf(spec).slice(0, 10)})`);
}

async function loadCheckout(directory: string, label: string): Promise<Build> {
  const wasm = join(directory, 'build', 'release.wasm');
  if (!existsSync(wasm)) throw new Error(`${label}: no core build at ${wasm} (run 'npm run build:wasm' there)`);
  const gameModule = join(directory, 'src', 'game.ts');
  const GameClass = directory === resolve(root) ? Game : ((await import(pathToFileURL(gameModule).href)) as { Game: typeof Game }).Game;
  return { label, newGame: (variant, options) => new GameClass(variant, options) };
}

function commitOf(revision: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--verify', `${revision}^{commit}`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    throw new Error(`'${revision}' is neither a directory, a .wasm file nor a git revision`);
  }
}

/**
 * Exports `revision` to <tmp>/cauldron-builds/<commit> and builds its release core there (kept for later runs). It is
 * built in a directory of this process's own and renamed into place when complete, so runs started together (two
 * SPRTs of one candidate) never see, or remove, each other's half-built copy; the first to finish is kept.
 */
export function buildRevision(revision: string): string {
  const commit = commitOf(revision);
  const directory = join(tmpdir(), 'cauldron-builds', commit);
  if (existsSync(join(directory, 'build', 'release.wasm'))) return directory;
  const building = `${directory}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C '${building}'`], { cwd: root, stdio: 'inherit' });
  symlinkSync(realpathSync(join(root, 'node_modules')), join(building, 'node_modules'));
  console.error(`building the core of ${revision} (${commit.slice(0, 10)}) in ${directory}`);
  execFileSync(join(building, 'node_modules', '.bin', 'asc'), ['assembly/index.ts', '--target', 'release'], { cwd: building, stdio: 'inherit' });
  if (existsSync(join(directory, 'build', 'release.wasm'))) {
    rmSync(building, { recursive: true, force: true }); // another run finished first
    return directory;
  }
  rmSync(directory, { recursive: true, force: true }); // a copy left half-built by an older run
  try {
    renameSync(building, directory);
  } catch (error) {
    // Another run renamed its copy into place in the instant between the check above and this rename.
    if (!existsSync(join(directory, 'build', 'release.wasm'))) throw error;
    rmSync(building, { recursive: true, force: true });
  }
  return directory;
}
