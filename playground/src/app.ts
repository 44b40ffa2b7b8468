// The playground: one game at a time on two engines from the public API (one answers questions about
// the game and plays the engine's seats, the other analyses and counts perft), a board, and panels.
import { createEngine, describeBoard, type BoardDescription, type Engine } from 'cauldron/browser';
import workerUrl from 'cauldron/worker.js?url';
import wasmUrl from 'cauldron/release.wasm?url';
import { h } from './dom.js';
import { BoardView } from './board-view.js';
import { GameSession, type Snapshot } from './session.js';
import { moveParts, type MoveParts } from './moves.js';
import { MoveInput } from './move-input.js';
import { AnalysisPanel } from './analysis-panel.js';
import { PerftPanel } from './perft-panel.js';
import { SetupPanel, type Seat } from './setup-panel.js';
import { SharePanel } from './share-panel.js';
import { formatRecord, readRecord, readUrl, writeUrl, type SharedGame } from './share.js';
import { capitalised } from './players.js';
import { formatScore } from './format.js';
import { describeResult } from './result.js';

const HASH_MB = 32;

export class App {
  readonly element: HTMLElement;
  private readonly setup: SetupPanel;
  private readonly analysis: AnalysisPanel;
  private readonly perft: PerftPanel;
  private readonly share: SharePanel;
  private readonly boardHost = h('div', { class: 'board-host' });
  private readonly statusLine = h('div', { class: 'status', 'data-game': 'status', role: 'status' });
  private readonly engineLine = h('div', { class: 'engine-line', 'data-engine': 'info' });
  private readonly moveList = h('ol', { class: 'move-list', 'data-game': 'moves' });
  private readonly errorLine = h('div', { class: 'error', role: 'alert' });
  private board!: BoardDescription;
  private view!: BoardView;
  private session!: GameSession;
  private playEngine: Engine | undefined;
  private analysisEngine: Engine | undefined;
  private seats: Seat[] = [];
  private viewer = 0;
  private readonly input = new MoveInput({
    board: () => this.board,
    snapshot: () => this.session?.current,
    mayMove: () => this.mayMove(),
    play: (move) => this.play(move),
    redraw: () => this.redraw(),
    pickerHost: () => this.view.element,
  });
  private arrows: MoveParts[] = [];
  private busy = false;
  /** Bumped whenever the game changes under a running engine move, so its answer is dropped. */
  private epoch = 0;
  private thinking = false;
  /** Counts the states shown, so a second task left from an older state does nothing. */
  private shown = 0;
  /** When the person's last move was made, for the time to the engine's first info line. */
  private inputAt: number | undefined;

  constructor() {
    this.setup = new SetupPanel(() => this.seatsChanged());
    this.setup.newGame.addEventListener('click', () => void this.startGame({ variant: this.setup.variant.value, rules: this.chosenRules(), moves: [] }));
    this.analysis = new AnalysisPanel(() => this.analysisEngine!, (pv) => this.showLine(pv), async () => this.perft.cancel());
    this.perft = new PerftPanel(() => this.analysisEngine!, () => this.session.position(), () => this.analysis.stop());
    this.share = new SharePanel((fen) => void this.loadGame(fen, []), (record) => this.loadRecord(record));
    const takeBack = h('button', { 'data-action': 'take-back' }, 'Take back');
    takeBack.addEventListener('click', () => void this.takeBack());
    const turn = h('button', { 'data-action': 'turn-board', title: 'turn the board to the next player' }, 'Turn board');
    turn.addEventListener('click', () => this.setViewer((this.viewer + 1) % this.board.players.length));
    this.element = h('main', { class: 'app' },
      h('div', { class: 'board-column' }, this.boardHost, this.statusLine, this.engineLine, h('div', { class: 'controls' }, takeBack, turn)),
      h('div', { class: 'side-column' }, this.errorLine, this.setup.element, h('section', { class: 'panel moves' }, h('h2', {}, 'Moves'), this.moveList), this.analysis.element, this.perft.element, this.share.element),
    );
  }

  async start(): Promise<void> {
    await this.startGame(readUrl(location.search, 'grand'));
  }

  private chosenRules(): Record<string, string> {
    // Options of the variant on show; another variant starts with its defaults.
    return this.board && this.board.variant === this.setup.variant.value ? this.setup.chosenRules(this.board) : {};
  }

  private async startGame(game: SharedGame): Promise<void> {
    this.busy = true;
    this.epoch++;
    this.errorLine.textContent = '';
    let board: BoardDescription;
    try {
      board = describeBoard(game.variant, game.rules);
    } catch (error) {
      this.errorLine.textContent = (error as Error).message;
      if (this.board) return void (this.busy = false);
      return this.startGame({ variant: 'grand', rules: {}, moves: [] });
    }
    this.analysis.stop().catch(() => {});
    this.perft.cancel();
    for (const engine of [this.playEngine, this.analysisEngine]) void engine?.terminate();
    const options = { variant: board.variant, rules: game.rules, hashMB: HASH_MB, workerUrl, wasmUrl };
    [this.playEngine, this.analysisEngine] = await Promise.all([createEngine(options), createEngine(options)]);
    this.board = board;
    this.seats = board.players.map((_, index) => (index === 0 ? 'person' : 'engine'));
    this.setup.show(board, game.rules, this.seats);
    const input = this.input;
    this.view = new BoardView(board, { click: (cell) => void input.click(cell), pick: (cell) => input.pick(cell), drag: (from, to) => void input.move(from, to), hand: (owner, letter) => input.hand(owner, letter) });
    this.boardHost.replaceChildren(this.view.element);
    this.element.dataset.variant = board.variant;
    this.session = new GameSession(this.playEngine, board.variant, game.rules, undefined);
    try {
      await this.session.load(game.fen, game.moves);
    } catch (error) {
      this.errorLine.textContent = `${(error as Error).message} (the game starts from the start position)`;
      await this.session.load(undefined, []);
    }
    // The first search allocates the hash table and compiles the search: done now, not on the first move.
    for (const engine of [this.playEngine, this.analysisEngine]) void engine.bestMove({ ...this.session.position(), depth: 1 }).catch(() => {});
    this.viewer = -1;
    this.setViewer(this.firstPerson());
    this.busy = false;
    this.changed();
  }

  private async loadGame(fen: string | undefined, moves: string[]): Promise<void> {
    await this.stopEngineMove();
    this.busy = true;
    this.errorLine.textContent = '';
    try {
      await this.session.load(fen, moves);
    } catch (error) {
      this.errorLine.textContent = (error as Error).message;
      await this.session.load(this.session.startFen, this.session.moves).catch(() => {});
    }
    this.busy = false;
    this.changed();
  }

  private loadRecord(text: string): void {
    const record = readRecord(text);
    void this.loadGame(record.fen, record.moves);
  }

  private firstPerson(): number {
    const index = this.seats.indexOf('person');
    return index < 0 ? 0 : index;
  }

  private setViewer(player: number): void {
    if (player === this.viewer) return;
    this.viewer = player;
    this.view.setViewer(player);
    this.element.dataset.viewer = this.board.players[player]!.name;
  }

  private seatsChanged(): void {
    this.seats = this.setup.seatsChosen();
    this.setViewer(this.firstPerson());
    if (this.seats[this.snapshot.status.turnIndex] === 'person') void this.stopEngineMove().then(() => this.changed());
    else this.maybeEngineMove();
  }

  private get snapshot(): Snapshot {
    return this.session.current!;
  }

  /**
   * After every change of the game: the board and status at once; the lists, link, analysis and the
   * engine's turn in a second task, so that neither holds the main thread long. The page's data
   * attributes change last: when they show the move, everything shows it.
   */
  private changed(): void {
    const snapshot = this.snapshot;
    const epoch = ++this.shown;
    this.input.clear();
    this.redraw();
    const status = snapshot.status;
    const over = status.state !== 'ongoing';
    this.statusLine.textContent = over ? describeResult(status) : `${capitalised(status.turn)} to move${status.inCheck ? ' — check' : ''} (${this.seats[status.turnIndex]})`;
    setTimeout(() => {
      if (epoch !== this.shown) return;
      this.renderMoves();
      const shared: SharedGame = { variant: this.board.variant, rules: this.session.rules, ...(this.session.startFen ? { fen: this.session.startFen } : {}), moves: this.session.moves };
      history.replaceState(null, '', writeUrl(shared));
      this.share.link.value = location.href;
      this.share.fen.value = snapshot.fen;
      this.share.record.value = formatRecord(shared, this.board.players.length, this.startPlace(), this.startRound());
      this.analysis.setTarget({ position: this.session.position(), side: status.turn, players: this.board.players.map((player) => player.name), over: snapshot.legalMoves.length === 0 });
      Object.assign(this.element.dataset, { state: status.state, turn: status.turn, moves: String(this.session.moves.length), fen: snapshot.fen });
      this.maybeEngineMove();
    });
  }

  private startPlace(): number {
    const fields = this.session.startFen?.split(/\s+/);
    const side = fields ? this.board.players.findIndex((player) => player.fenLetter === fields[1]) : 0;
    return Math.max(side, 0) + 1;
  }

  private startRound(): number {
    return Number(this.session.startFen?.split(/\s+/)[5] ?? 1) || 1;
  }

  private redraw(): void {
    const snapshot = this.snapshot;
    const last = this.session.moves.at(-1);
    const royal = new Set(this.board.pieces.filter((piece) => piece.royal).map((piece) => piece.letter));
    const checked = snapshot.status.inCheck ? snapshot.position.pieces.filter((piece) => piece.owner === snapshot.status.turnIndex && royal.has(piece.letter)).map((piece) => piece.cell) : [];
    this.view.render({
      position: snapshot.position,
      ...(last ? { lastMove: moveParts(last) } : {}),
      checked,
      ...(this.input.selected ? { selected: this.input.selected } : {}),
      ...(this.input.selectedHand ? { selectedHand: `${this.input.selectedHand.owner}:${this.input.selectedHand.letter}` } : {}),
      targets: this.input.targets().flatMap((move) => (move.to ? [move.to] : [])),
      arrows: this.arrows,
    });
  }

  private renderMoves(): void {
    const players = this.board.players.length;
    const items: HTMLElement[] = [];
    let place = this.startPlace();
    let round = this.startRound();
    let line: string[] = place > 1 ? Array<string>(place - 1).fill('…') : [];
    const flush = () => items.push(h('li', { value: round }, line.join('  ')));
    for (const move of this.session.moves) {
      line.push(move);
      if (++place > players) {
        flush();
        line = [];
        place = 1;
        round++;
      }
    }
    if (line.length) flush();
    this.moveList.replaceChildren(...items);
    this.moveList.scrollTop = this.moveList.scrollHeight;
  }

  private mayMove(): boolean {
    const snapshot = this.session?.current;
    return !!snapshot && !this.busy && !this.thinking && this.seats[snapshot.status.turnIndex] === 'person' && snapshot.legalMoves.length > 0;
  }

  /** Plays `move`; `byPerson` starts the clock for the engine's answer (data-first-info-ms). */
  private async play(move: string, byPerson = true): Promise<void> {
    if (byPerson) this.inputAt = performance.now();
    this.busy = true;
    try {
      await this.session.play(move);
    } catch (error) {
      this.errorLine.textContent = (error as Error).message;
    }
    this.busy = false;
    this.changed();
  }

  private async takeBack(): Promise<void> {
    await this.stopEngineMove();
    if (this.session.moves.length === 0) return;
    this.busy = true;
    await this.session.takeBack(1);
    // Back to a position where a person moves (when anyone is a person).
    const person = this.seats.includes('person');
    while (person && this.session.moves.length > 0 && this.seats[this.snapshot.status.turnIndex] === 'engine') await this.session.takeBack(1);
    this.busy = false;
    this.changed();
  }

  private maybeEngineMove(): void {
    const snapshot = this.snapshot;
    if (this.busy || this.thinking || snapshot.status.state !== 'ongoing') return;
    const seat = this.seats[snapshot.status.turnIndex];
    // A party with no move has one legal move, leaving the game (0000): played for a person too.
    if (seat === 'person' && snapshot.legalMoves.length === 1 && snapshot.legalMoves[0] === '0000') return void this.play('0000', false);
    if (seat !== 'engine') return;
    void this.engineMove();
  }

  private async engineMove(): Promise<void> {
    const epoch = this.epoch;
    this.thinking = true;
    const side = this.snapshot.status.turn;
    // Timed only for an answer to a person's move: from that move to the engine's first info line.
    const asked = this.inputAt;
    this.inputAt = undefined;
    let first = true;
    this.engineLine.textContent = `${capitalised(side)} (engine) is thinking…`;
    try {
      const result = await this.playEngine!.analyse({ ...this.session.position(), movetime: Number(this.setup.movetime.value) }, (info) => {
        if (epoch !== this.epoch || info.multipv !== 1) return;
        if (first && asked !== undefined) this.engineLine.dataset.firstInfoMs = (performance.now() - asked).toFixed(0);
        first = false;
        this.engineLine.textContent = `${capitalised(side)} (engine): depth ${info.depth}, ${formatScore(info.score)}, ${info.pv.slice(0, 6).join(' ')}`;
      });
      this.thinking = false;
      if (epoch !== this.epoch || !result.bestMove) return;
      this.engineLine.dataset.lastMove = result.bestMove;
      await this.play(result.bestMove, false);
    } catch (error) {
      this.thinking = false;
      if (epoch === this.epoch) this.errorLine.textContent = (error as Error).message;
    }
  }

  private async stopEngineMove(): Promise<void> {
    this.epoch++;
    if (this.thinking) await this.playEngine?.stop();
    this.thinking = false;
    this.engineLine.textContent = '';
  }

  private showLine(pv: string[] | null): void {
    this.arrows = pv ? pv.map(moveParts) : [];
    this.redraw();
  }
}
