// Perft on the page: the leaves below the current position, counted one root move at a time so the
// panel can show progress and nodes per second as it goes.
import type { Engine } from 'cauldron/browser';
import { h } from './dom.js';
import { formatCount } from './format.js';

export class PerftPanel {
  readonly element: HTMLElement;
  private readonly depth: HTMLSelectElement;
  private readonly button: HTMLButtonElement;
  private readonly progress: HTMLProgressElement;
  private readonly result: HTMLElement;
  private running = false;
  private cancelled = false;

  constructor(
    private readonly engine: () => Engine,
    private readonly position: () => { fen?: string; moves: string[] },
    private readonly beforeStart: () => Promise<void>,
  ) {
    this.depth = h('select', { 'aria-label': 'perft depth', 'data-control': 'perft-depth' }, ...[1, 2, 3, 4, 5, 6].map((depth) => h('option', { value: depth, selected: depth === 3 }, `depth ${depth}`)));
    this.button = h('button', { 'data-action': 'perft' }, 'Perft');
    this.button.addEventListener('click', () => (this.running ? (this.cancelled = true) : void this.run()));
    this.progress = h('progress', { max: 1, value: 0 });
    this.result = h('div', { class: 'perft-result', 'data-perft': 'result' }, 'Counts the leaves of the move tree below this position.');
    this.element = h('section', { class: 'panel perft' }, h('h2', {}, 'Perft'), h('div', { class: 'controls' }, this.depth, this.button, this.progress), this.result);
  }

  get isRunning(): boolean {
    return this.running;
  }

  /** Ends a running count after the root move being counted. */
  cancel(): void {
    this.cancelled = true;
  }

  private async run(): Promise<void> {
    this.result.dataset.state = 'running'; // at once: a result shown before is no longer the answer
    delete this.result.dataset.nodes;
    await this.beforeStart();
    const engine = this.engine();
    const depth = Number(this.depth.value);
    const position = this.position();
    this.running = true;
    this.cancelled = false;
    this.button.textContent = 'Stop';
    const started = performance.now();
    let nodes = 0;
    try {
      const roots = depth === 1 ? [] : await engine.legalMoves(position);
      if (depth === 1) nodes = await engine.perft(1, position);
      for (const [index, move] of roots.entries()) {
        if (this.cancelled) break;
        nodes += await engine.perft(depth - 1, { ...position, moves: [...position.moves, move] });
        this.progress.value = (index + 1) / roots.length;
        this.report(depth, nodes, started, `${index + 1}/${roots.length} moves`);
      }
      this.progress.value = 1;
      this.report(depth, nodes, started, this.cancelled ? 'stopped' : 'done');
      this.result.dataset.state = this.cancelled ? 'stopped' : 'done';
      if (!this.cancelled) this.result.dataset.nodes = String(nodes);
    } catch (error) {
      this.result.textContent = `Error: ${(error as Error).message}`;
      this.result.dataset.state = 'error';
    }
    this.running = false;
    this.button.textContent = 'Perft';
  }

  private report(depth: number, nodes: number, started: number, progress: string): void {
    const seconds = Math.max(performance.now() - started, 1) / 1000;
    this.result.textContent = `perft ${depth}: ${nodes.toLocaleString('en')} leaves · ${seconds.toFixed(2)} s · ${formatCount(Math.round(nodes / seconds))} leaves/s · ${progress}`;
  }
}
