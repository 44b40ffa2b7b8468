// The analysis panel: an unlimited search of the current position on its own engine, shown live
// (depth, score, nodes/s, MultiPV lines as move strings); a line under the pointer is drawn on the board.
import type { Engine, SearchInfo } from 'cauldron/browser';
import { h } from './dom.js';
import { formatCount, formatScore } from './format.js';

export interface AnalysisTarget {
  position: { fen?: string; moves: string[] };
  /** The player to move, whose view the score takes. */
  side: string;
  /** Every player's name in seat order (three players: the summary shows each one's share of the points). */
  players: string[];
  over: boolean;
}

export class AnalysisPanel {
  readonly element: HTMLElement;
  private readonly button: HTMLButtonElement;
  private readonly multiPv: HTMLSelectElement;
  private readonly algorithm: HTMLSelectElement;
  private readonly summary: HTMLElement;
  private readonly lines: HTMLOListElement;
  private running = false;
  private run = 0;
  private target: AnalysisTarget | undefined;
  private infos = new Map<number, SearchInfo>();

  constructor(
    private readonly engine: () => Engine,
    private readonly showLine: (pv: string[] | null) => void,
    /** Called before a search starts, so nothing else uses the engine meanwhile. */
    private readonly beforeStart: () => Promise<void>,
  ) {
    this.button = h('button', { 'data-action': 'analyse' }, 'Analyse');
    this.button.addEventListener('click', () => void (this.running ? this.stop() : this.start()));
    this.multiPv = h('select', { 'aria-label': 'MultiPV lines', 'data-control': 'multipv' }, ...[1, 2, 3, 4, 5].map((count) => h('option', { value: count }, `${count} line${count > 1 ? 's' : ''}`)));
    this.algorithm = h('select', { 'aria-label': 'three-player search', 'data-control': 'algorithm', hidden: true }, h('option', { value: 'paranoid' }, 'paranoid'), h('option', { value: 'brs' }, 'BRS+'));
    for (const control of [this.multiPv, this.algorithm]) control.addEventListener('change', () => this.running && void this.start());
    this.summary = h('div', { class: 'analysis-summary', 'data-analysis': 'summary' }, 'Not running.');
    this.lines = h('ol', { class: 'analysis-lines' });
    this.element = h('section', { class: 'panel analysis' }, h('h2', {}, 'Analyse'), h('div', { class: 'controls' }, this.button, this.multiPv, this.algorithm), this.summary, this.lines);
  }

  get isRunning(): boolean {
    return this.running;
  }

  /** The position to analyse; a running analysis moves on to it. */
  setTarget(target: AnalysisTarget): void {
    this.target = target;
    this.algorithm.hidden = target.players.length < 3;
    if (this.running) void this.start();
  }

  async start(): Promise<void> {
    const target = this.target;
    if (!target) return;
    delete this.summary.dataset.depth;
    delete this.summary.dataset.state;
    await this.beforeStart();
    const run = ++this.run;
    this.running = true;
    this.infos.clear();
    this.button.textContent = 'Stop';
    this.lines.replaceChildren();
    if (target.over) {
      this.summary.textContent = 'The game is over: nothing to analyse.';
      return this.finish(run);
    }
    this.summary.textContent = 'Searching…';
    const params = {
      ...target.position,
      infinite: true,
      multiPv: Number(this.multiPv.value),
      ...(target.players.length >= 3 ? { algorithm: this.algorithm.value as 'paranoid' | 'brs' } : {}),
    };
    try {
      await this.engine().analyse(params, (info) => run === this.run && this.show(info, target));
    } catch (error) {
      if (run === this.run) this.summary.textContent = `Error: ${(error as Error).message}`;
    }
    if (run === this.run) this.finish(run);
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    const run = this.run;
    await this.engine().stop();
    this.finish(run);
  }

  private finish(run: number): void {
    if (run !== this.run) return;
    this.running = false;
    this.button.textContent = 'Analyse';
    if (this.infos.size > 0) this.summary.dataset.state = 'stopped';
  }

  private show(info: SearchInfo, target: AnalysisTarget): void {
    this.infos.set(info.multipv, info);
    const best = this.infos.get(1) ?? info;
    this.summary.dataset.depth = String(best.depth);
    // Three players: each seat's share of the points leads (the search's own score, the mover against a
    // team of the others, reads as a heavy loss even where the game is even), then that score.
    const shares = best.perPlayer && best.perPlayer.length === target.players.length
      ? `${best.perPlayer.map((share, seat) => `${target.players[seat]} ${Math.round(share * 100)}%`).join(' · ')} · search ` : '';
    if (best.perPlayer) this.summary.dataset.perPlayer = best.perPlayer.map((share) => share.toFixed(4)).join(' ');
    else delete this.summary.dataset.perPlayer;
    this.summary.textContent =
      `depth ${best.depth}/${best.seldepth} · ${shares}${formatScore(best.score)} for ${target.side}` +
      `${target.players.length >= 3 ? ' (against the others)' : ''} · ${formatCount(best.nodes)} nodes · ${formatCount(best.nps)} nodes/s · ${(best.time / 1000).toFixed(1)} s`;
    const sorted = [...this.infos.values()].sort((a, b) => a.multipv - b.multipv);
    this.lines.replaceChildren(
      ...sorted.map((line) => {
        const item = h('li', { 'data-line': line.multipv, 'data-depth': line.depth }, h('span', { class: 'line-score' }, formatScore(line.score)), ' ', h('span', { class: 'line-pv' }, line.pv.join(' ')));
        item.addEventListener('pointerenter', () => this.showLine(line.pv));
        item.addEventListener('pointerleave', () => this.showLine(null));
        item.addEventListener('click', () => this.showLine(line.pv)); // touch screens have no hover
        return item;
      }),
    );
  }
}
