import { describe, it, expect, afterAll } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { Game } from '../src/game.js';
import { packAndInstall, readmeBlock, repoRoot, type InstalledPackage } from './support/packed-package.js';

// The package as a consumer gets it (test/support/packed-package.ts: `npm pack`, then a production install in
// a new empty project). In Node it is imported, type-checked and run; in a browser, README's Vite example is
// built from it and searches in headless Chromium (Debian's chromium: under CI=true its absence fails the
// browser test, elsewhere that test is skipped with the reason).
const executablePath = '/usr/bin/chromium';
const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const chromiumMissing = !existsSync(executablePath);
const ci = process.env.CI === 'true';
if (chromiumMissing && !ci) console.warn(`package browser test skipped: ${executablePath} is missing (apt-get install chromium)`);

const packageJson = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
const startMoves = new Game('grand').legalMoves();
/** Packing, installing and type-checking take about 15 s on an idle machine and 66 s were seen under a full suite on two loaded cores. */
const PACKAGE_TEST_MS = 240_000;

/** A consumer's TypeScript: no @types/node, no skipLibCheck; the expect-error line fails if the types were `any`. */
const consumerTs = `import { createEngine, Game, CauldronError, type SearchResult } from 'cauldron';
import type { Engine } from 'cauldron/browser';
const leaves: number = new Game('grand').perft(2);
const engine: Engine = await createEngine({ variant: 'grand' });
const result: SearchResult = await engine.analyse({ depth: 3 });
// @ts-expect-error: a depth is a number
const wrong = () => engine.perft('two');
let error = '';
await engine.perft(0).catch((e: unknown) => (error = e instanceof CauldronError ? 'CauldronError' : String(e)));
console.log(JSON.stringify({ leaves, bestMove: result.bestMove, error, wrong: typeof wrong }));
await engine.terminate(); // the process must then exit by itself
`;
const consumerTsconfig = {
  compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, skipLibCheck: false, types: [], outDir: 'out' },
  files: ['consumer.ts'],
};

describe('the npm package', () => {
  let installed: Promise<InstalledPackage> | undefined;
  const install = () => (installed ??= packAndInstall());
  afterAll(async () => (await installed?.catch(() => undefined))?.remove());

  it('npm pack, a production install in an empty project: import { createEngine, Game } from "cauldron" works with types in Node; it ships what a consumer needs and no more', async () => {
    const { files, project, exec } = await install();
    const paths = files.map((file) => file.path);
    for (const needed of ['LICENSE', 'README.md', 'package.json', 'dist/src/index.js', 'dist/src/index.d.ts', 'dist/src/engine.d.ts', 'dist/src/worker.js', 'dist/src/cli.js', 'dist/assembly/abi.js', 'dist/browser/engine.js', 'dist/browser/worker.js', 'dist/browser/release.wasm']) {
      expect(paths).toContain(needed);
    }
    const unwanted = paths.filter((path) => /\.map$|debug|\.wat$|^(src|test|assembly|build|bench|tools|peers|scripts|examples)\/|(?<!\.d)\.ts$/.test(path));
    expect(unwanted, 'no source maps, debug core, sources or tests').toEqual([]);
    expect(paths.filter((path) => path.endsWith('.wasm'))).toEqual(['dist/browser/release.wasm']); // the core once
    expect(readFileSync(join(project, 'node_modules/cauldron/LICENSE'), 'utf8')).toMatch(/^MIT License\n/);
    const installedJs = await jsFiles(join(project, 'node_modules/cauldron/dist'));
    expect(installedJs.filter((file) => readFileSync(file, 'utf8').includes('sourceMappingURL'))).toEqual([]);

    // Installed: the package and its production dependencies, nothing else.
    const modules = readdirSync(join(project, 'node_modules')).filter((name) => !name.startsWith('.')).flatMap((name) =>
      name.startsWith('@') ? readdirSync(join(project, 'node_modules', name)).map((scoped) => `${name}/${scoped}`) : [name]);
    expect(modules.sort()).toEqual(['cauldron', ...Object.keys(packageJson.dependencies)].sort());

    await writeFile(join(project, 'consumer.ts'), consumerTs);
    await writeFile(join(project, 'tsconfig.json'), JSON.stringify(consumerTsconfig));
    await exec(process.execPath, [join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', '.']);
    const { stdout } = await exec(process.execPath, ['out/consumer.js'], 60_000);
    const outcome = JSON.parse(stdout) as { leaves: number; bestMove: string; error: string };
    expect(outcome.leaves).toBe(4225); // Grand Chess perft 2, as Fairy-Stockfish counts it
    expect(startMoves).toContain(outcome.bestMove);
    expect(outcome.error).toBe('CauldronError');

    const cli = await exec(join(project, 'node_modules/.bin/cauldron'), ['perft', 'grand', '2', '--json']);
    expect(JSON.parse(cli.stdout.trim().split('\n').at(-1)!)).toMatchObject({ variant: 'grand', depth: 2, nodes: 4225 });
  }, PACKAGE_TEST_MS);

  it.skipIf(chromiumMissing && !ci)(`README's Vite example, built from the installed package, searches in headless Chromium${chromiumMissing ? ` (${executablePath} missing: apt-get install chromium)` : ''}`, async () => {
    if (chromiumMissing) throw new Error(`${executablePath} is missing (apt-get install chromium); CI=true requires the browser test`);
    const { project } = await install();
    // The page's devDependency: this repository's Vite (its config file imports 'vite' from the project).
    await symlink(join(repoRoot, 'node_modules/vite'), join(project, 'node_modules/vite'), 'dir');
    await writeFile(join(project, 'vite.config.js'), readmeBlock('vite.config.js'));
    const report = `window.searched = { bestMove: result.bestMove, sharedStop: engine.sharedStop, legalMoves: await engine.legalMoves() };\n`;
    await writeFile(join(project, 'main.js'), readmeBlock('main.js') + report);
    await writeFile(join(project, 'index.html'), '<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><script type="module" src="./main.js"></script>\n');

    const configFile = join(project, 'vite.config.js');
    await build({ root: project, configFile, logLevel: 'warn', build: { outDir: 'site' } });
    const assets = await readdir(join(project, 'site/assets'));
    expect(assets.filter((name) => name.endsWith('.wasm'))).toHaveLength(1);
    for (const name of assets.filter((file) => file.endsWith('.js'))) {
      expect(await readFile(join(project, 'site/assets', name), 'utf8'), `${name} names no Node module`).not.toMatch(/["']node:/);
    }

    const server = await preview({ root: project, configFile, logLevel: 'warn', build: { outDir: 'site' }, preview: { host: '127.0.0.1', port: 0 } });
    const userDataDir = await mkdtemp(join(tmpdir(), 'cauldron-chromium-'));
    const context = await chromium.launchPersistentContext(userDataDir, { executablePath, args, headless: true });
    const errors: string[] = [];
    try {
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await page.goto(server.resolvedUrls!.local[0]!);
      await page.waitForFunction('window.searched !== undefined', undefined, { timeout: 60_000 });
      const searched = (await page.evaluate('window.searched')) as { bestMove: string; sharedStop: boolean; legalMoves: string[] };
      expect(startMoves).toContain(searched.bestMove);
      expect(searched.legalMoves.sort()).toEqual([...startMoves].sort());
      expect(searched.sharedStop, 'the isolation headers of vite.config.js give SharedArrayBuffer').toBe(true);
      expect(await page.textContent('body')).toBe(`best move: ${searched.bestMove}`);
      expect(errors).toEqual([]);
    } catch (error) {
      throw new Error(`${String(error)}\npage errors: ${errors.join('\n') || 'none'}`);
    } finally {
      await context.close();
      await server.close();
      await rm(userDataDir, { recursive: true, force: true });
    }
  }, PACKAGE_TEST_MS);
});

async function jsFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.js')).map((entry) => join(entry.parentPath, entry.name));
}
