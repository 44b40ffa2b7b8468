// The board as SVG: cells (data-square), pieces (data-piece, data-owner), coordinates, highlights for
// the selection, legal targets, last move and check, arrows for a principal variation, and the pieces
// in hand as buttons. Input: a click (pointer down and up on one cell) or a drag from cell to cell.
import type { BoardDescription, PositionPieces } from 'cauldron/browser';
import { h, s } from './dom.js';
import { placeBoard, type PageGeometry } from './page-geometry.js';
import type { MoveParts } from './moves.js';
import { playerColours } from './players.js';

export interface BoardState {
  position: PositionPieces;
  lastMove?: MoveParts;
  /** Cells of royal pieces in check. */
  checked: string[];
  selected?: string;
  /** The hand piece picked for a drop, as `owner:letter`. */
  selectedHand?: string;
  targets: string[];
  /** A line of moves to draw as numbered arrows (a principal variation under the pointer). */
  arrows: MoveParts[];
}

export interface BoardInput {
  click(cell: string): void;
  /** A drag began on this cell: select its piece (a click would toggle). */
  pick(cell: string): void;
  drag(from: string, to: string): void;
  hand(owner: number, letter: string): void;
}

const DRAG_THRESHOLD_PX = 6;

export class BoardView {
  readonly element: HTMLDivElement;
  private readonly svg: SVGSVGElement;
  private readonly handsAbove: HTMLDivElement;
  private readonly handsBelow: HTMLDivElement;
  private page: PageGeometry;
  private view = 0;
  private viewer = 0;
  private state: BoardState | undefined;
  private drag: { from: string; startX: number; startY: number; piece: SVGGElement | null; moved: boolean } | null = null;

  constructor(
    private readonly board: BoardDescription,
    private readonly input: BoardInput,
  ) {
    this.page = placeBoard(board, 0);
    this.svg = s('svg', { class: 'board', 'data-variant': board.variant, role: 'img', 'aria-label': `${board.title} board` });
    this.handsAbove = h('div', { class: 'hands' });
    this.handsBelow = h('div', { class: 'hands' });
    this.element = h('div', { class: 'board-wrap' }, this.handsAbove, this.svg, this.handsBelow);
    this.svg.addEventListener('pointerdown', (event) => this.pointerDown(event));
    this.svg.addEventListener('pointermove', (event) => this.pointerMove(event));
    this.svg.addEventListener('pointerup', (event) => this.pointerUp(event));
    this.svg.addEventListener('pointercancel', () => this.cancelDrag());
  }

  /** Turns the board so that `player`'s side is at the bottom. */
  setViewer(player: number): void {
    this.viewer = player;
    this.view = this.board.players[player]?.view ?? 0;
    this.page = placeBoard(this.board, this.view);
    this.buildStatic();
    if (this.state) this.render(this.state);
  }

  /**
   * Draws the state. The cells, coordinates and marks are built once per view; a redraw only changes
   * the cells' classes and the pieces, targets and arrows, so a move costs the main thread little.
   */
  render(state: BoardState): void {
    this.state = state;
    if (this.cellElements.size === 0) this.buildStatic();
    const last = new Set([state.lastMove?.from, state.lastMove?.to].filter((cell): cell is string => !!cell));
    const teleporters = new Set(this.board.teleporters);
    for (const cell of this.page.cells) {
      const classes = ['cell', `colour${cell.colour}`];
      if (last.has(cell.name)) classes.push('last');
      if (state.checked.includes(cell.name)) classes.push('check');
      if (state.selected === cell.name) classes.push('selected');
      if (teleporters.has(cell.name)) classes.push('teleporter');
      const element = this.cellElements.get(cell.name)!;
      const names = classes.join(' ');
      if (element.getAttribute('class') !== names) element.setAttribute('class', names);
    }
    this.targetLayer.replaceChildren(...this.targetMarks(state));
    this.pieceLayer.replaceChildren(...this.pieces(state));
    this.arrowLayer.replaceChildren(...this.arrows(state.arrows));
    this.renderHands(state);
    // A drag survives a redraw (selecting the dragged piece redraws the board): follow the new element.
    if (this.drag) {
      this.drag.piece = this.pieceLayer.querySelector<SVGGElement>(`[data-cell="${this.drag.from}"]`);
      if (this.drag.moved) this.drag.piece?.classList.add('dragging');
    }
  }

  private cellElements = new Map<string, SVGPolygonElement>();
  private targetLayer = s('g', { class: 'targets' });
  private pieceLayer = s('g', { class: 'pieces' });
  private arrowLayer = s('g', { class: 'arrows' });

  private buildStatic(): void {
    const { viewBox } = this.page;
    this.svg.setAttribute('viewBox', `${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`);
    this.svg.setAttribute('data-view', String(this.view));
    const cells = s('g', { class: 'cells' });
    for (const hole of this.page.holes) cells.append(s('polygon', { class: 'hole', points: this.page.outline, transform: `translate(${hole.x} ${hole.y})` }));
    this.cellElements = new Map();
    const teleporters = new Set(this.board.teleporters);
    for (const cell of this.page.cells) {
      const at = `translate(${cell.x} ${cell.y})`;
      const polygon = s('polygon', { class: `cell colour${cell.colour}`, points: this.page.outline, transform: at, 'data-square': cell.name });
      this.cellElements.set(cell.name, polygon);
      cells.append(polygon);
      if (teleporters.has(cell.name)) cells.append(s('circle', { class: 'teleport-mark', r: 0.3, transform: at }));
    }
    if (this.page.river) cells.append(s('line', { class: 'river', ...this.page.river }));
    this.svg.replaceChildren(this.defs(), cells, this.targetLayer, this.pieceLayer, this.coordinateLayer(), this.arrowLayer);
  }

  private defs(): SVGDefsElement {
    return s('defs', {}, s('marker', { id: 'arrowhead', viewBox: '0 0 10 10', refX: 5, refY: 5, markerWidth: 3, markerHeight: 3, orient: 'auto-start-reverse' }, s('path', { d: 'M 0 0 L 10 5 L 0 10 z', class: 'arrowhead' })));
  }

  private targetMarks(state: BoardState): SVGCircleElement[] {
    const occupied = new Set(state.position.pieces.map((piece) => piece.cell));
    return state.targets.flatMap((name) => {
      const cell = this.page.byName.get(name);
      if (!cell) return [];
      const capture = occupied.has(name);
      return [s('circle', { class: capture ? 'target capture' : 'target', r: capture ? 0.44 : 0.14, transform: `translate(${cell.x} ${cell.y})` })];
    });
  }

  /** Each cell's name at its lower edge (squares: the lower left corner), above the pieces. */
  private coordinateLayer(): SVGGElement {
    const square = this.board.shape === 'square';
    return s('g', { class: 'coordinates' }, ...this.page.cells.map((cell) =>
      s('text', { class: 'coordinate', x: cell.x + (square ? -0.46 : 0), y: cell.y + (square ? 0.46 : 0.45), 'text-anchor': square ? 'start' : 'middle' }, cell.name)));
  }

  private pieces(state: BoardState): SVGGElement[] {
    return state.position.pieces.flatMap((piece) => {
      const cell = this.page.byName.get(piece.cell);
      return cell ? [this.pieceElement(piece.letter, piece.owner, piece.cell, cell.x, cell.y)] : [];
    });
  }

  private pieceElement(letter: string, owner: number, cellName: string, x: number, y: number): SVGGElement {
    const player = this.board.players[owner];
    const colours = playerColours(player?.name ?? '', owner);
    const type = this.board.pieces.find((piece) => piece.letter === letter);
    return s('g', { class: `piece${type?.royal ? ' royal' : ''}`, 'data-piece': letter, 'data-owner': player?.name ?? String(owner), 'data-cell': cellName, transform: `translate(${x} ${y})` },
      s('title', {}, `${player?.name ?? ''} ${type?.name ?? letter}`),
      s('circle', { r: 0.35, fill: colours.fill, class: 'piece-disc' }),
      type?.royal ? s('circle', { r: 0.28, fill: 'none', stroke: colours.text, 'stroke-width': 0.03 }) : null,
      s('text', { 'text-anchor': 'middle', 'dominant-baseline': 'central', fill: colours.text, 'font-size': letter.length > 1 ? 0.28 : 0.4 }, letter),
    );
  }

  private arrows(arrows: MoveParts[]): SVGElement[] {
    const drawn: SVGElement[] = [];
    arrows.slice(0, 8).forEach((move, index) => {
      const to = move.to && this.page.byName.get(move.to);
      if (!to) return;
      const from = move.from ? this.page.byName.get(move.from) : undefined;
      const opacity = Math.max(0.35, 0.9 - index * 0.08);
      if (from && from !== to) {
        const length = Math.hypot(to.x - from.x, to.y - from.y);
        const [ux, uy] = [(to.x - from.x) / length, (to.y - from.y) / length];
        drawn.push(s('line', { class: 'arrow', x1: from.x + ux * 0.2, y1: from.y + uy * 0.2, x2: to.x - ux * 0.3, y2: to.y - uy * 0.3, 'marker-end': 'url(#arrowhead)', opacity }));
      } else {
        drawn.push(s('circle', { class: 'arrow-ring', r: 0.42, cx: to.x, cy: to.y, opacity }));
      }
      drawn.push(s('text', { class: 'arrow-number', x: to.x + 0.22, y: to.y - 0.2, 'text-anchor': 'middle' }, String(index + 1)));
    });
    return drawn;
  }

  private renderHands(state: BoardState): void {
    const byOwner = new Map<number, { letter: string; count: number }[]>();
    for (const held of state.position.hands) byOwner.set(held.owner, [...(byOwner.get(held.owner) ?? []), held]);
    const row = (owner: number) => {
      const player = this.board.players[owner]!;
      const colours = playerColours(player.name, owner);
      return h('div', { class: 'hand', 'data-hand': player.name },
        h('span', { class: 'hand-name' }, `${player.name} in hand:`),
        ...(byOwner.get(owner) ?? []).map(({ letter, count }) => {
          const button = h('button', {
            class: `hand-piece${state.selectedHand === `${owner}:${letter}` ? ' selected' : ''}`, 'data-hand-piece': letter, 'data-owner': player.name,
            style: `background:${colours.fill};color:${colours.text}`, title: `drop a ${letter}`,
          }, `${letter} ×${count}`);
          button.addEventListener('click', () => this.input.hand(owner, letter));
          return button;
        }),
        byOwner.has(owner) ? null : h('span', { class: 'hand-empty' }, 'none'),
      );
    };
    const hasHands = this.board.hands !== undefined;
    const others = this.board.players.map((_, index) => index).filter((index) => index !== this.viewer);
    this.handsAbove.replaceChildren(...(hasHands ? others.map(row) : []));
    this.handsBelow.replaceChildren(...(hasHands ? [row(this.viewer)] : []));
  }

  private cellAt(clientX: number, clientY: number): string | undefined {
    const hit = document.elementsFromPoint(clientX, clientY).find((element) => element.hasAttribute('data-square'));
    return hit?.getAttribute('data-square') ?? undefined;
  }

  private pointerDown(event: PointerEvent): void {
    if (event.button !== 0) return;
    const cell = (event.target as Element).closest('[data-square]')?.getAttribute('data-square');
    if (!cell) return;
    event.preventDefault();
    const piece = this.pieceLayer.querySelector<SVGGElement>(`[data-cell="${cell}"]`);
    this.drag = { from: cell, startX: event.clientX, startY: event.clientY, piece, moved: false };
    this.svg.setPointerCapture?.(event.pointerId);
  }

  private pointerMove(event: PointerEvent): void {
    const drag = this.drag;
    if (!drag?.piece) return;
    if (!drag.moved && Math.hypot(event.clientX - drag.startX, event.clientY - drag.startY) < DRAG_THRESHOLD_PX) return;
    if (!drag.moved) {
      drag.moved = true;
      drag.piece.classList.add('dragging');
      this.input.pick(drag.from); // show the piece's moves while it is dragged (redraws the board)
    }
    if (!drag.piece) return;
    const matrix = this.svg.getScreenCTM()?.inverse();
    if (!matrix) return;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix);
    drag.piece.setAttribute('transform', `translate(${point.x} ${point.y})`);
  }

  private pointerUp(event: PointerEvent): void {
    const drag = this.drag;
    this.drag = null;
    if (!drag) return;
    if (!drag.moved) return this.input.click(drag.from);
    const target = this.cellAt(event.clientX, event.clientY);
    if (target && target !== drag.from) this.input.drag(drag.from, target);
    else if (this.state) this.render(this.state);
  }

  private cancelDrag(): void {
    this.drag = null;
    if (this.state) this.render(this.state);
  }
}
