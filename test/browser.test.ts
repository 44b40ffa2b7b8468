import { describe, it, expect, afterAll } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { Game } from '../src/game.js';
import { servePage, type PageServer } from './support/browser-page/server.js';

// Browser proof: the bundle in dist/browser (npm run build) runs a search in a module Web Worker
// of headless Chromium, through the same createEngine API as in Node. Debian's chromium is needed:
// under CI=true its absence fails the test; elsewhere the test is skipped with the reason.
const executablePath = '/usr/bin/chromium';
const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const chromiumMissing = !existsSync(executablePath);
const ci = process.env.CI === 'true';
if (chromiumMissing && !ci) console.warn(`browser proof skipped: ${executablePath} is missing (apt-get install chromium)`);

interface Proof {
  crossOriginIsolated: boolean;
  sharedStop: boolean;
  depths: number[];
  bestMove: string | null;
  legalMoves: string[];
  stopMs: number[];
  stoppedBestMoves: (string | null)[];
  queuedMoves: string[];
  afterStop: string | null;
}

describe.skipIf(chromiumMissing && !ci)(`browser proof (headless Chromium${chromiumMissing ? `: skipped, ${executablePath} missing; apt-get install chromium` : ''})`, () => {
  // Set up inside the tests, not in beforeAll: a failing hook would report the tests as skipped.
  let setup: Promise<{ server: PageServer; context: BrowserContext; userDataDir: string }> | undefined;
  const browser = () => (setup ??= launch());

  async function launch() {
    if (chromiumMissing) throw new Error(`${executablePath} is missing (apt-get install chromium); CI=true requires the browser proof`);
    const bundled = new URL('../dist/browser/release.wasm', import.meta.url);
    if (!existsSync(bundled)) throw new Error("dist/browser is missing: run 'npm run build'");
    // A bundle older than the core would run new wasm with old tables: fail fast instead.
    if (!readFileSync(bundled).equals(readFileSync(new URL('../build/release.wasm', import.meta.url)))) {
      throw new Error("dist/browser is older than build/release.wasm: run 'npm run build:browser'");
    }
    const server = await servePage();
    const userDataDir = await mkdtemp(join(tmpdir(), 'cauldron-chromium-'));
    try {
      const context = await chromium.launchPersistentContext(userDataDir, { executablePath, args, headless: true });
      return { server, context, userDataDir };
    } catch (error) {
      await server.close();
      throw error;
    }
  }

  afterAll(async () => {
    const opened = await setup?.catch(() => undefined);
    if (!opened) return;
    await opened.context.close();
    await opened.server.close();
    await rm(opened.userDataDir, { recursive: true, force: true });
  });

  async function prove(mode: 'isolated' | 'plain'): Promise<Proof> {
    const { server, context } = await browser();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    try {
      await page.goto(server.url(mode));
      await page.waitForFunction('window.proofReady === true', undefined, { timeout: 20_000 });
      return await withTimeout(page.evaluate('window.runProof()'), 60_000, 'the proof did not finish in 60 s');
    } catch (error) {
      throw new Error(`${String(error)}\npage errors: ${errors.join('\n') || 'none'}`);
    } finally {
      await page.close();
    }
  }

  function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
  }

  /**
   * Each of the three stops ended its infinite search and answered (with the legal moves checked by the
   * caller). How long they took is printed, not asserted: tests never assert a time.
   */
  function expectEveryStopAnswered(stopMs: number[]) {
    expect(stopMs).toHaveLength(3);
  }

  const startMoves = new Game('grand').legalMoves();
  const afterE3e5 = new Game('grand', { moves: ['e3e5'] }).legalMoves();

  it('a cross-origin isolated page searches in a Web Worker, gets a legal best move, and stops through the shared flag', async () => {
    const proof = await prove('isolated');
    expect(proof.crossOriginIsolated).toBe(true);
    expect(proof.sharedStop).toBe(true);
    expect(proof.depths).toEqual([1, 2, 3, 4, 5]);
    expect(proof.legalMoves.sort()).toEqual([...startMoves].sort());
    expect(startMoves).toContain(proof.bestMove);
    for (const move of proof.stoppedBestMoves) expect(startMoves).toContain(move);
    expectEveryStopAnswered(proof.stopMs);
    expect(proof.queuedMoves).toEqual(afterE3e5);
    expect(afterE3e5).toContain(proof.afterStop); // searched where the queued call left the position
    console.info(`browser stop latency, isolated: ${proof.stopMs.map((ms) => ms.toFixed(1)).join(', ')} ms`);
  });

  it('a page without SharedArrayBuffer still stops: the worker is replaced and the best line so far returned', async () => {
    const proof = await prove('plain');
    expect(proof.crossOriginIsolated).toBe(false);
    expect(proof.sharedStop).toBe(false);
    expect(proof.depths).toEqual([1, 2, 3, 4, 5]);
    expect(startMoves).toContain(proof.bestMove);
    for (const move of proof.stoppedBestMoves) expect(startMoves).toContain(move);
    expectEveryStopAnswered(proof.stopMs);
    expect(proof.queuedMoves).toEqual(afterE3e5); // replayed on the fresh worker
    expect(afterE3e5).toContain(proof.afterStop);
    console.info(`browser stop latency, no SharedArrayBuffer: ${proof.stopMs.map((ms) => ms.toFixed(1)).join(', ')} ms`);
  });
});
