import { describe, it, expect, afterAll } from 'vitest';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { Game } from '../src/game.js';
import { describeBoard, readPosition } from '../src/board-description.js';
import { replayGame } from '../src/replay.js';
import { buildPlayground, servePlayground } from '../scripts/playground.mjs';
import { serveFiles } from './support/static-files.js';

// The playground page (playground/, npm run playground) in headless Chromium: every game opens, its
// cells are found by data-square, moves are played by clicking and dragging, the engine answers, the
// analysis and perft panels run, and a shared link reopens the same position. Assertions read the
// page's state (data attributes, the share fields); screenshots of each board go to .vitest/playground/
// for a person to look at. Debian's chromium is needed: under CI=true its absence fails, elsewhere
// the tests are skipped with the reason.
const executablePath = '/usr/bin/chromium';
const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const chromiumMissing = !existsSync(executablePath);
const ci = process.env.CI === 'true';
if (chromiumMissing && !ci) console.warn(`playground tests skipped: ${executablePath} is missing (apt-get install chromium)`);
const screenshots = new URL('../.vitest/playground/', import.meta.url).pathname;

const VARIANTS = ['grand', 'wey', 'witch', 'witch3', 'dreierschach', 'jacks84'];

describe.skipIf(chromiumMissing && !ci)(`playground page (headless Chromium${chromiumMissing ? `: skipped, ${executablePath} missing; apt-get install chromium` : ''})`, () => {
  let setup: Promise<{ url: string; close(): Promise<void>; context: BrowserContext; userDataDir: string; folder: string }> | undefined;
  const opened = () => (setup ??= launch());

  async function launch() {
    if (chromiumMissing) throw new Error(`${executablePath} is missing (apt-get install chromium); CI=true requires the playground tests`);
    if (!existsSync(new URL('../dist/browser/engine.js', import.meta.url))) throw new Error("dist/browser is missing: run 'npm run build'");
    const folder = await buildPlayground();
    mkdirSync(screenshots, { recursive: true });
    const server = await servePlayground(0);
    const userDataDir = await mkdtemp(join(tmpdir(), 'cauldron-playground-'));
    try {
      const context = await chromium.launchPersistentContext(userDataDir, { executablePath, args, headless: true, viewport: { width: 1280, height: 800 } });
      return { ...server, context, userDataDir, folder };
    } catch (error) {
      await server.close();
      throw error;
    }
  }

  afterAll(async () => {
    const done = await setup?.catch(() => undefined);
    if (!done) return;
    await done.context.close();
    await done.close();
    await rm(done.userDataDir, { recursive: true, force: true });
  });

  /** Opens the page at `query` and waits until its game is shown; page errors fail the test. */
  async function open(query: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
    const { url, context } = await opened();
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    (page as Page & { errors: string[] }).errors = errors;
    await page.goto(`${url}${query}`);
    await page.waitForSelector('body[data-ready]', { timeout: 30_000 });
    return page;
  }

  const state = (page: Page) => page.evaluate(() => ({ ...(document.querySelector<HTMLElement>('.app')!.dataset as Record<string, string>) }));
  const sharedMoves = async (page: Page) => (new URL(await page.inputValue('[data-share=link]')).searchParams.get('moves') ?? '').split(' ').filter(Boolean);
  const waitForMoves = (page: Page, count: number, timeout = 30_000) =>
    page.waitForFunction((count) => Number(document.querySelector<HTMLElement>('.app')!.dataset.moves) >= count, count, { timeout });
  const pageErrors = (page: Page) => (page as Page & { errors: string[] }).errors;

  /** A move with its own pair of cells (no promotion or mode choice), by clicking its two cells. */
  function plainMove(game: Game): string {
    const moves = game.legalMoves();
    const cells = (move: string) => /^([a-z]+\d+)([a-z]+\d+)/.exec(move)?.slice(1, 3).join('-');
    const move = moves.find((candidate) => cells(candidate) && cells(candidate)!.split('-')[0] !== cells(candidate)!.split('-')[1] && moves.filter((other) => cells(other) === cells(candidate)).length === 1);
    if (!move) throw new Error(`no plain move in ${game.fen()}`);
    return move;
  }

  async function clickMove(page: Page, move: string): Promise<void> {
    const [, from, to] = /^([a-z]+\d+)([a-z]+\d+)/.exec(move)!;
    await page.click(`[data-square="${from}"]`);
    await page.waitForSelector(`[data-square="${from}"].selected`);
    await page.click(`[data-square="${to}"]`);
  }

  it.each(VARIANTS)('%s: opens, every cell and piece is on the board, a clicked move gets an engine reply, analysis, perft and the shared link work', async (variant) => {
    const board = describeBoard(variant);
    const page = await open(`?variant=${variant}`);
    await page.evaluate(() => {
      const long: number[] = [];
      new PerformanceObserver((list) => long.push(...list.getEntries().map((entry) => entry.duration))).observe({ type: 'longtask', buffered: false });
      (window as unknown as { longTasks: number[] }).longTasks = long;
    });
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
    const squares = await page.$$eval('[data-square]', (cells) => cells.map((cell) => cell.getAttribute('data-square')));
    expect(squares.sort()).toEqual(board.cells.map((cell) => cell.name).sort());
    const start = readPosition(variant, board.startFen);
    const pieces = await page.$$eval('.pieces [data-piece]', (elements) => elements.map((element) => `${element.getAttribute('data-cell')}:${element.getAttribute('data-piece')}:${element.getAttribute('data-owner')}`));
    expect(pieces.sort()).toEqual(start.pieces.map((piece) => `${piece.cell}:${piece.letter}:${board.players[piece.owner]!.name}`).sort());
    if (board.hands) expect(await page.locator('[data-hand-piece]').count()).toBe(start.hands.length);
    await page.locator('.board-wrap').screenshot({ path: `${screenshots}${variant}.png` });

    // A move by clicking; the engine plays the other seats.
    await page.selectOption('[data-control=movetime]', '200');
    const move = plainMove(new Game(variant));
    await clickMove(page, move);
    await waitForMoves(page, board.players.length);
    const moves = await sharedMoves(page);
    expect(moves[0]).toBe(move);
    expect(moves).toHaveLength(board.players.length);
    const game = new Game(variant, { moves }); // throws if the engine's replies were not legal moves
    const now = await state(page);
    expect(now.fen).toBe(game.fen());
    expect(await page.inputValue('[data-share=fen]')).toBe(game.fen());
    expect(now.turn).toBe(board.players[0]!.name);
    const lastTo = /^[a-z]+\d+([a-z]+\d+)/.exec(moves.at(-1)!)?.[1];
    if (lastTo) expect(await page.locator(`[data-square="${lastTo}"].last`).count()).toBe(1);
    const firstInfoMs = await page.getAttribute('[data-engine=info]', 'data-first-info-ms');
    await page.locator('.board-wrap').screenshot({ path: `${screenshots}${variant}-after-moves.png` });

    // A short analysis: its lines start with legal moves of this position.
    await page.click('[data-action=analyse]');
    await page.waitForFunction(() => Number(document.querySelector<HTMLElement>('[data-analysis=summary]')!.dataset.depth) >= 3, undefined, { timeout: 30_000 });
    // Three players: each seat's share of the points beside the search's score; two players: the score alone.
    const shares = (await page.getAttribute('[data-analysis=summary]', 'data-per-player'))?.split(' ').map(Number);
    if (board.players.length > 2) {
      expect(shares).toHaveLength(board.players.length);
      expect(shares!.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 3);
      expect(await page.textContent('[data-analysis=summary]')).toContain(`${board.players[0]!.name} `);
    } else expect(shares).toBeUndefined();
    await page.hover('.analysis-lines li[data-line="1"]');
    expect(await page.locator('.arrows .arrow, .arrows .arrow-ring').count()).toBeGreaterThan(0); // the line on the board
    await page.click('[data-action=analyse]');
    await page.waitForSelector('[data-analysis=summary][data-state=stopped]');
    const pv = (await page.textContent('.analysis-lines li[data-line="1"] .line-pv'))!.split(' ');
    expect(game.legalMoves()).toContain(pv[0]);

    // Perft 2 of this position, counted as the library counts it.
    await page.selectOption('[data-control=perft-depth]', '2');
    await page.click('[data-action=perft]');
    await page.waitForSelector('[data-perft=result][data-state=done]', { timeout: 60_000 });
    expect(Number(await page.getAttribute('[data-perft=result]', 'data-nodes'))).toBe(game.perft(2));
    expect(await page.textContent('[data-perft=result]')).toMatch(/leaves\/s/);

    // The shared link opens the same position.
    const link = await page.inputValue('[data-share=link]');
    const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
    const again = await open(new URL(link).search);
    expect((await state(again)).fen).toBe(game.fen());
    expect(await sharedMoves(again)).toEqual(moves);
    expect(pageErrors(again)).toEqual([]);
    await again.close();
    console.info(`${variant}: click to the engine's first info line ${firstInfoMs} ms; main-thread tasks over 50 ms: ${longTasks.length}, longest ${Math.max(0, ...longTasks).toFixed(0)} ms`);
  });

  it('the built folder works from a plain static server (no COOP/COEP): no SharedArrayBuffer, yet the engine answers and an analysis stops', async () => {
    const { context, folder } = await opened();
    const files = await serveFiles(folder);
    const page = await context.newPage();
    try {
      await page.goto(`${files.url}?variant=witch`);
      await page.waitForSelector('body[data-ready]', { timeout: 30_000 });
      expect(await page.evaluate(() => crossOriginIsolated)).toBe(false);
      await page.selectOption('[data-control=movetime]', '200');
      const move = plainMove(new Game('witch'));
      await clickMove(page, move);
      await waitForMoves(page, 2);
      new Game('witch', { moves: await sharedMoves(page) }); // legal
      await page.click('[data-action=analyse]');
      await page.waitForFunction(() => Number(document.querySelector<HTMLElement>('[data-analysis=summary]')!.dataset.depth) >= 2, undefined, { timeout: 30_000 });
      await page.click('[data-action=analyse]');
      await page.waitForSelector('[data-analysis=summary][data-state=stopped]');
      await page.click('[data-action=perft]'); // the analysis engine, restarted by the stop, still counts
      await page.waitForSelector('[data-perft=result][data-state=done]', { timeout: 60_000 });
      expect(Number(await page.getAttribute('[data-perft=result]', 'data-nodes'))).toBe(new Game('witch', { moves: await sharedMoves(page) }).perft(3));
    } finally {
      await page.close();
      await files.close();
    }
  });

  it('rule options come from the link and from the form, and the engine plays by them', async () => {
    const strict = await open('?variant=witch3&rule.check=strict');
    expect(await strict.inputValue('[data-rule=check]')).toBe('strict');
    await strict.selectOption('[data-control=perft-depth]', '1');
    await strict.click('[data-action=perft]');
    await strict.waitForSelector('[data-perft=result][data-state=done]');
    expect(Number(await strict.getAttribute('[data-perft=result]', 'data-nodes'))).toBe(new Game('witch3', { rules: { check: 'strict' } }).perft(1)); // 15, not 20
    await strict.selectOption('[data-rule=check]', 'capture');
    await strict.click('[data-action=new-game]');
    await strict.waitForFunction(() => !location.search.includes('rule.check'));
    await strict.click('[data-action=perft]');
    await strict.waitForSelector('[data-perft=result][data-state=done]');
    expect(Number(await strict.getAttribute('[data-perft=result]', 'data-nodes'))).toBe(new Game('witch3').perft(1));
    await strict.close();
  });

  it('a piece dragged to a legal cell is moved', async () => {
    const page = await open('?variant=grand');
    await page.selectOption('[data-seat=black]', 'person');
    const centre = async (cell: string) => {
      const box = (await page.locator(`[data-square="${cell}"]`).boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const [from, to] = [await centre('e3'), await centre('e5')];
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.mouse.up();
    await waitForMoves(page, 1);
    expect(await sharedMoves(page)).toEqual(['e3e5']);
    await page.close();
  });

  it('a promotion is chosen in the picker; check and the result are shown', async () => {
    const fen = 'k9/4P5/10/10/10/10/10/10/10/4K5 w - - 0 1';
    const promotions = new Game('grand', { fen }).legalMoves().filter((move) => move.startsWith('e9e10'));
    expect(promotions.length).toBeGreaterThan(1);
    const page = await open(`?variant=grand&fen=${encodeURIComponent(fen)}`);
    await page.selectOption('[data-seat=black]', 'person');
    await page.click('[data-square="e9"]');
    await page.click('[data-square="e10"]');
    const choices = await page.$$eval('[data-choice]', (buttons) => buttons.map((button) => button.getAttribute('data-choice')));
    expect(choices.sort()).toEqual([...promotions].sort());
    await page.click('[data-choice="e9e10q"]');
    await waitForMoves(page, 1);
    expect(await page.locator('.pieces [data-cell="e10"][data-piece="Q"][data-owner="white"]').count()).toBe(1);
    expect((await state(page)).fen).toBe(new Game('grand', { fen, moves: ['e9e10q'] }).fen());
    await page.close();

    const checked = 'k9/10/10/10/10/10/10/10/4r5/4K5 w - - 0 1';
    expect(new Game('grand', { fen: checked }).status().inCheck).toBe(true);
    const check = await open(`?variant=grand&fen=${encodeURIComponent(checked)}`);
    expect(await check.locator('[data-square="e1"].check').count()).toBe(1);
    expect(await check.textContent('[data-game=status]')).toMatch(/check/);
    await check.close();

    const mated = '10/10/10/10/10/10/10/2k7/1q8/K9 w - - 0 1';
    expect(new Game('grand', { fen: mated }).status()).toMatchObject({ state: 'checkmate', winner: 'black' });
    const over = await open(`?variant=grand&fen=${encodeURIComponent(mated)}`);
    expect(await over.textContent('[data-game=status]')).toBe('Checkmate — Black wins');
    expect((await state(over)).state).toBe('checkmate');
    await over.close();
  });

  it('a Jack is dropped from the hand in Jacks and Witches 84', async () => {
    expect(new Game('jacks84').legalMoves()).toContain('J@c2');
    const page = await open('?variant=jacks84');
    await page.selectOption('[data-seat=black]', 'person');
    await page.click('[data-hand-piece="J"][data-owner="white"]');
    await page.waitForSelector('[data-hand-piece="J"][data-owner="white"].selected');
    await page.click('[data-square="c2"]');
    await waitForMoves(page, 1);
    expect(await sharedMoves(page)).toEqual(['J@c2']);
    expect(await page.locator('.pieces [data-cell="c2"][data-piece="J"]').count()).toBe(1);
    expect(await page.textContent('[data-hand="white"]')).toMatch(/J ×1/);
    await page.close();
  });

  it("a Can(n)on changes mode in place through the picker (a second click on it), not by accident", async () => {
    expect(new Game('jacks84').legalMoves()).toContain('z1z1v');
    const page = await open('?variant=jacks84');
    await page.selectOption('[data-seat=black]', 'person');
    await page.click('[data-square="z1"]');
    await page.click('[data-square="z1"]');
    expect(await page.$$eval('[data-choice]', (buttons) => buttons.map((button) => [button.getAttribute('data-choice'), button.textContent]))).toEqual([['z1z1v', 'Can(n)on (Vao) (turn in place)']]);
    await page.click('[data-choice="z1z1v"]');
    await waitForMoves(page, 1);
    expect(await page.locator('.pieces [data-cell="z1"][data-piece="V"][data-owner="white"]').count()).toBe(1);
    await page.close();
  });

  it("Dreierschach's mate shows the result and the points as the engine reports them", async () => {
    const game = new Game('dreierschach');
    const moves = replayGame(game, readFileSync(new URL('../examples/dreierschach-mate.txt', import.meta.url), 'utf8'));
    expect(game.status()).toMatchObject({ state: 'checkmate', winner: 'gray', points: { white: 0, gray: 3, black: 1 } });
    const page = await open(`?variant=dreierschach&moves=${moves.join('+')}`);
    expect(await page.textContent('[data-game=status]')).toBe('Checkmate — Gray wins — points: white 0, gray 3, black 1');
    expect((await state(page)).state).toBe('checkmate');
    const king = await page.getAttribute('.pieces [data-piece="K"][data-owner="white"]', 'data-cell');
    expect(await page.locator(`[data-square="${king}"].check`).count()).toBe(1);
    await page.locator('.board-wrap').screenshot({ path: `${screenshots}dreierschach-mate.png` });
    await page.close();
  });

  it('three people play Witch\'s Chess for three; the board turns to each player; take back and new game', async () => {
    const page = await open('?variant=witch3');
    await page.selectOption('[data-seat=black]', 'person');
    await page.selectOption('[data-seat=white]', 'person');
    const game = new Game('witch3');
    for (let ply = 0; ply < 3; ply++) {
      const move = plainMove(game);
      await clickMove(page, move);
      await waitForMoves(page, ply + 1);
      game.play(move);
    }
    expect((await state(page)).fen).toBe(game.fen());
    const views: string[] = [];
    for (let turn = 0; turn < 3; turn++) {
      views.push((await page.getAttribute('svg.board', 'data-view'))!);
      if (turn === 1) await page.locator('.board-wrap').screenshot({ path: `${screenshots}witch3-black-view.png` });
      await page.click('[data-action=turn-board]');
    }
    expect(views).toEqual(['0', '240', '120']);
    await page.click('[data-action=take-back]');
    await waitForMovesExactly(page, 2);
    await page.click('[data-action=new-game]');
    await waitForMovesExactly(page, 0);
    expect((await state(page)).fen).toBe(new Game('witch3').fen());
    await page.close();
  });

  const waitForMovesExactly = (page: Page, count: number) =>
    page.waitForFunction((count) => Number(document.querySelector<HTMLElement>('.app')!.dataset.moves) === count, count, { timeout: 30_000 });

  it('the record the page writes replays with the CLI reader; a pasted position and record load', async () => {
    const page = await open('?variant=dreierschach');
    await page.selectOption('[data-control=movetime]', '200');
    await clickMove(page, plainMove(new Game('dreierschach')));
    await waitForMoves(page, 3);
    const moves = await sharedMoves(page);
    const record = await page.inputValue('[data-share=record]');
    expect(record).toMatch(/^# dreierschach: npx cauldron replay dreierschach/);
    expect(replayGame(new Game('dreierschach'), record)).toEqual(moves);

    await page.fill('[data-share=fen]', 'gRgP2bPbR w - - 0 1');
    await page.click('[data-action=load-fen]');
    await page.waitForFunction(() => document.querySelector('.error')!.textContent!.includes('bad FEN for dreierschach'));
    expect(await sharedMoves(page)).toEqual(moves); // the game stays as it was
    expect((await state(page)).fen).toBe(new Game('dreierschach', { moves }).fen());

    const fen = new Game('dreierschach', { moves: moves.slice(0, 1) }).fen();
    await page.selectOption('[data-seat=gray]', 'person');
    await page.fill('[data-share=fen]', fen);
    await page.click('[data-action=load-fen]');
    await waitForMovesExactly(page, 0);
    expect((await state(page)).fen).toBe(fen);
    await page.fill('[data-share=record]', record);
    await page.click('[data-action=load-record]');
    await waitForMovesExactly(page, 3);
    expect(await sharedMoves(page)).toEqual(moves);
    await page.close();
  });

  it.each([
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])('fits a $width x $height screen: no horizontal scroll, the whole board in view across', async (viewport) => {
    for (const variant of ['grand', 'dreierschach', 'jacks84']) {
      const page = await open(`?variant=${variant}`, viewport);
      const fit = await page.evaluate(() => {
        const board = document.querySelector('svg.board')!.getBoundingClientRect();
        return { scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth, left: board.left, right: board.right };
      });
      expect(fit.scrollWidth).toBeLessThanOrEqual(fit.width);
      expect(fit.left).toBeGreaterThanOrEqual(0);
      expect(fit.right).toBeLessThanOrEqual(fit.width);
      await page.screenshot({ path: `${screenshots}${variant}-${viewport.width}x${viewport.height}.png`, fullPage: true });
      await page.close();
    }
  });
});
