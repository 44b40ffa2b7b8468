// Copy and paste: the link to this game, the position string and the game record, each with a copy
// button; a pasted position or record is loaded with its button.
import { h } from './dom.js';

export class SharePanel {
  readonly element: HTMLElement;
  readonly link: HTMLInputElement;
  readonly fen: HTMLTextAreaElement;
  readonly record: HTMLTextAreaElement;
  readonly message: HTMLElement;

  constructor(loadFen: (fen: string) => void, loadRecord: (record: string) => void) {
    this.link = h('input', { readonly: true, 'aria-label': 'link to this game', 'data-share': 'link' });
    this.fen = h('textarea', { rows: 2, 'aria-label': 'position string (FEN)', 'data-share': 'fen', spellcheck: false });
    this.record = h('textarea', { rows: 4, 'aria-label': 'game record', 'data-share': 'record', spellcheck: false });
    this.message = h('div', { class: 'share-message', role: 'status' });
    const copy = (field: HTMLInputElement | HTMLTextAreaElement, what: string) => {
      const button = h('button', { 'data-action': `copy-${what}` }, 'Copy');
      button.addEventListener('click', async () => {
        try {
          await navigator.clipboard.writeText(field.value);
          this.message.textContent = `${what} copied`;
        } catch {
          field.select(); // no clipboard permission: leave it selected for Ctrl-C
          this.message.textContent = `${what} selected: press Ctrl-C to copy`;
        }
      });
      return button;
    };
    const load = (what: string, action: () => void) => {
      const button = h('button', { 'data-action': `load-${what}` }, 'Load');
      button.addEventListener('click', action);
      return button;
    };
    this.element = h('section', { class: 'panel share' }, h('h2', {}, 'Share'),
      h('div', { class: 'share-row' }, h('span', {}, 'Link'), this.link, copy(this.link, 'link')),
      h('div', { class: 'share-row' }, h('span', {}, 'FEN'), this.fen, h('div', { class: 'buttons' }, copy(this.fen, 'fen'), load('fen', () => loadFen(this.fen.value.trim())))),
      h('div', { class: 'share-row' }, h('span', {}, 'Record'), this.record, h('div', { class: 'buttons' }, copy(this.record, 'record'), load('record', () => loadRecord(this.record.value)))),
      this.message);
  }
}
