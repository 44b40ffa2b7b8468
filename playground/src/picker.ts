// A small choice between moves that share their cells (promotion pieces, a Can(n)on's mode): one
// button per move, named by its suffix, over the board; Escape or a click outside cancels.
import { h } from './dom.js';

export interface Choice {
  move: string;
  label: string;
}

export function pickMove(host: HTMLElement, title: string, choices: Choice[]): Promise<string | null> {
  return new Promise((resolve) => {
    const close = (move: string | null) => {
      overlay.remove();
      document.removeEventListener('keydown', onKey);
      resolve(move);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close(null);
    const buttons = choices.map((choice) => {
      const button = h('button', { class: 'choice', 'data-choice': choice.move }, choice.label);
      button.addEventListener('click', (event) => {
        event.stopPropagation();
        close(choice.move);
      });
      return button;
    });
    const overlay = h('div', { class: 'picker-overlay' }, h('div', { class: 'picker', role: 'dialog', 'aria-label': title }, h('div', { class: 'picker-title' }, title), ...buttons));
    overlay.addEventListener('click', () => close(null));
    document.addEventListener('keydown', onKey);
    host.append(overlay);
  });
}
