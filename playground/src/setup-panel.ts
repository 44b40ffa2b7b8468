// Choosing the game: the variant, its rule options, who plays each seat (a person or the engine) and
// the engine's time per move.
import { listVariants, type BoardDescription } from 'cauldron/browser';
import { h } from './dom.js';
import { capitalised, playerColours } from './players.js';

export type Seat = 'person' | 'engine';

export class SetupPanel {
  readonly element: HTMLElement;
  readonly variant: HTMLSelectElement;
  private readonly rules: HTMLElement;
  private readonly seats: HTMLElement;
  readonly movetime: HTMLSelectElement;
  readonly newGame: HTMLButtonElement;
  private seatSelects: HTMLSelectElement[] = [];

  constructor(onSeatsChanged: () => void) {
    this.variant = h('select', { 'aria-label': 'variant', 'data-control': 'variant' }, ...listVariants().map((variant) => h('option', { value: variant.id, title: variant.description }, `${variant.name} (${variant.id})`)));
    this.rules = h('div', { class: 'rules' });
    this.seats = h('div', { class: 'seats' });
    this.seats.addEventListener('change', onSeatsChanged);
    this.movetime = h('select', { 'aria-label': 'engine time per move', 'data-control': 'movetime' }, ...[200, 500, 1000, 2000, 5000].map((ms) => h('option', { value: ms, selected: ms === 1000 }, `engine ${ms / 1000} s/move`)));
    this.newGame = h('button', { 'data-action': 'new-game', title: 'start the chosen variant with these rule options' }, 'New game');
    this.element = h('section', { class: 'panel setup' }, h('div', { class: 'controls' }, this.variant, this.newGame, this.movetime), this.rules, this.seats);
    this.variant.addEventListener('change', () => this.newGame.click());
  }

  /** Shows the board's rule options (set to `values`) and one seat per player. */
  show(board: BoardDescription, values: Record<string, string>, seats: Seat[]): void {
    this.variant.value = board.variant;
    this.rules.replaceChildren(
      ...board.ruleOptions.map((option) => {
        const value = values[option.name] ?? option.default;
        const control = option.choices
          ? h('select', { 'data-rule': option.name }, ...option.choices.map((choice) => h('option', { value: choice, selected: choice === value }, choice)))
          : h('input', { 'data-rule': option.name, value, placeholder: option.default, size: 12 });
        return h('label', { class: 'rule', title: option.description }, `${option.name} `, control);
      }),
    );
    this.seatSelects = board.players.map((player, index) =>
      h('select', { 'data-seat': player.name, 'aria-label': `${player.name} is played by` }, h('option', { value: 'person', selected: seats[index] === 'person' }, 'person'), h('option', { value: 'engine', selected: seats[index] === 'engine' }, 'engine')),
    );
    this.seats.replaceChildren(
      ...board.players.map((player, index) => {
        const colours = playerColours(player.name, index);
        return h('label', { class: 'seat' }, h('span', { class: 'swatch', style: `background:${colours.fill}` }), `${capitalised(player.name)}: `, this.seatSelects[index]!);
      }),
    );
  }

  /** The rule options as chosen, leaving out those at their default. */
  chosenRules(board: BoardDescription): Record<string, string> {
    const rules: Record<string, string> = {};
    for (const control of this.rules.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-rule]')) {
      const name = control.dataset.rule!;
      const option = board.ruleOptions.find((candidate) => candidate.name === name);
      if (control.value !== '' && control.value !== option?.default) rules[name] = control.value;
    }
    return rules;
  }

  seatsChosen(): Seat[] {
    return this.seatSelects.map((select) => select.value as Seat);
  }
}
