// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editPanel, focusBox } from '../../../authoring/page/copy/editPanel';
import type { CopyEntry, SaveAnswer } from '../../../authoring/page/copy/types';
import { words } from '../../../authoring/page/copy/words';

// The copy editor's panel for one text, in jsdom, with the dev server's save answered by the test: what product sees
// after a refused save (issue 46).
const entry: CopyEntry = {
  file: 'screens/entry.md', key: 'body', markdown: true,
  values: { en: '{merchantName} offers financing.', 'es-US': '{merchantName} ofrece financiamiento.' },
};
const spanishLine = { file: 'content/es-US/screens/entry.md', line: 12, column: 1, message: "the text has placeholders {merchantName}, English has (none)" };

function panel(answer: SaveAnswer): HTMLElement {
  const el = editPanel({ entry, inside: [], locales: LOCALES, clickable: null, pick: () => undefined, useIt: () => undefined, save: async () => answer });
  document.body.append(el);
  return el;
}
const LOCALES = ['en', 'es-US'];
/** A language's box: the boxes come in the order of the locales. */
const box = (el: HTMLElement, locale: string) => el.querySelectorAll<HTMLElement>('.ce-locale .ce-field')[LOCALES.indexOf(locale)]!;
const button = (el: HTMLElement, name: string) => [...el.querySelectorAll('button')].find((b) => b.textContent === name)!;
const marked = (el: HTMLElement) => LOCALES.filter((l) => box(el, l).getAttribute('aria-invalid') === 'true');
/** Types `text` into a box as the browser would leave it, then saves and waits for the answer to be shown. */
async function typeAndSave(el: HTMLElement, locale: string, text: string): Promise<void> {
  box(el, locale).textContent = text;
  box(el, locale).dispatchEvent(new Event('input', { bubbles: true }));
  button(el, words.save).click();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => document.body.replaceChildren());

describe('a refused save in the copy editor (issue 46)', () => {
  it('an English edit refused for the Spanish line marks the English box, not the untouched Spanish one, and says whose change it is', async () => {
    const el = panel({ ok: false, problems: [spanishLine] });
    await typeAndSave(el, 'en', 'We offer financing.');
    expect(marked(el)).toEqual(['en']);
    const alert = el.querySelector('.ce-problems')!;
    expect(alert.querySelector('p')?.textContent).toBe(words.refusedElsewhere(words.language('en'), words.language('es-US')));
    // flows:check's line is still said as it is.
    expect(alert.querySelector('li')?.textContent).toBe(`${spanishLine.file}:12:1: ${spanishLine.message}`);
  });

  it('a problem in the edited language\'s own file marks that box only', async () => {
    const el = panel({ ok: false, problems: [{ file: 'content/es-US/screens/entry.md', line: 12, column: 1, message: '{merchantNam} is not a value this copy is given' }] });
    await typeAndSave(el, 'es-US', '{merchantNam} ofrece.');
    expect(marked(el)).toEqual(['es-US']);
    expect(el.querySelector('.ce-problems p')?.textContent).toBe(words.refused);
  });

  it('Undo my typing after a refusal leaves no box marked wrong', async () => {
    const el = panel({ ok: false, problems: [spanishLine] });
    await typeAndSave(el, 'es-US', 'ofrece financiamiento.');
    expect(marked(el)).toEqual(['es-US']);
    button(el, words.revert).click();
    expect(marked(el)).toEqual([]);
    expect(el.querySelector('.ce-problems')?.textContent).toBe('');
  });

  it('puts the key and the refusal first in the panel, above the boxes (a phone\'s short panel shows them)', async () => {
    const el = panel({ ok: false, problems: [spanishLine] });
    await typeAndSave(el, 'en', 'We offer financing.');
    const order = [...el.children].map((c) => c.className);
    expect(order.slice(0, 2)).toEqual(['ce-where', 'ce-problems']);
    expect(order.indexOf('ce-problems')).toBeLessThan(order.indexOf('ce-locale'));
  });
});

describe('the caret goes to the language the text was clicked in (issue 46)', () => {
  it.each([['es-US'], ['en']])('%s', (locale) => {
    const el = panel({ ok: false, problems: [] });
    // jsdom gives no focus to an editable box: which box was asked to take it.
    const asked = LOCALES.map((l) => [l, vi.spyOn(box(el, l), 'focus')] as const);
    focusBox(el, locale);
    expect(asked.filter(([, spy]) => spy.mock.calls.length > 0).map(([l]) => l)).toEqual([locale]);
  });
});

describe('a misspelt placeholder typed in one language (issue 46)', () => {
  const offers = (el: HTMLElement) => [...el.querySelectorAll('.ce-offers li')].map((li) => li.textContent);
  const type = (el: HTMLElement, locale: string, text: string) => {
    box(el, locale).textContent = text;
    box(el, locale).dispatchEvent(new Event('input', { bubbles: true }));
  };

  it('is named with the one meant, and not offered to the other language', () => {
    const el = panel({ ok: false, problems: [] });
    type(el, 'en', '{merchantNam} offers financing.');
    const said = offers(el);
    expect(said).toContainEqual(words.unknownPlaceholder('{merchantNam}', '{merchantName}', words.language('en')));
    expect(said.join('\n')).not.toContain(words.alsoAdd('{merchantNam}', words.language('es-US')));
    expect([...el.querySelectorAll('button')].map((b) => b.textContent)).not.toContain(words.alsoAdd('{merchantNam}', words.language('es-US')));
  });

  it('a placeholder new to the text but no typo of one it has is still offered to the other language', () => {
    const el = panel({ ok: false, problems: [] });
    type(el, 'en', '{merchantName} offers {amount|currency} of financing.');
    expect([...el.querySelectorAll('button')].map((b) => b.textContent)).toContain(words.alsoAdd('{amount|currency}', words.language('es-US')));
  });
});
