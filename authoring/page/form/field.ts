import { h } from '../copy/dom';

let fieldIds = 0;
/** A labelled input (or select, textarea): the label names it for a screen reader and a click. */
export function field(label: string, control: HTMLElement): { row: HTMLElement; control: HTMLElement } {
  const id = `fe-field-${(fieldIds += 1)}`;
  control.id = id;
  return { row: h('div', { class: 'fe-row' }, h('label', { for: id }, label), control), control };
}

/** What an input, select or textarea holds. */
export const valueOf = (el: HTMLElement) => (el as HTMLInputElement).value;
