// @vitest-environment jsdom
// Issue 48 (WCAG 4.1.3): a field's error is said once, when it appears after the borrower's action. Pressing Español
// (or English) draws every error shown in the other language, as the spec asks, but a screen reader must not read
// them all out again: what it hears is what enters a live region, and the switch puts nothing there. A new error
// after the switch is said, in the new language. Every text is read from content/ (the catalog of the language shown).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messageFor } from '../../../engine/fields/messageFor';
import { catalog } from '../../../src/content/catalog';
import { loadLocale } from '../../../src/content/locale';
import { SchemaForm } from '../../../src/forms/SchemaForm';

const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';

/** What a screen reader hears: the words a live region holds after each change inside it (a region emptied says nothing). */
function listen(): { heard: string[]; stop: () => void } {
  const heard: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const node = record.target.nodeType === Node.ELEMENT_NODE ? (record.target as Element) : record.target.parentElement;
      const region = node?.closest(LIVE);
      const words = region?.textContent?.trim();
      if (words && heard[heard.length - 1] !== words) heard.push(words);
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return { heard, stop: () => observer.disconnect() };
}

/** The entry form's first and last name, both required, in the language loaded now. */
const draw = () => (
  <SchemaForm formId="entry" labels={catalog.screens.entry!.labels} copyValues={{}} messages={catalog.messages} submit={{ label: 'CONTINUE' }}
    shown={['firstName', 'lastName']} required={['firstName', 'lastName']} ctx={{ today: new Date(2026, 10, 24, 12) }} />
);
const say = (code: string) => messageFor({ code }, catalog.messages);
/** What the field's live region says of a new error: the field's label, then its error. */
const said = (field: 'firstName' | 'lastName', code: string) => `${catalog.screens.entry!.labels[field]}: ${say(code)}`;
const box = (field: 'firstName' | 'lastName') => screen.getByLabelText(catalog.screens.entry!.labels[field]!);

/** Types a value in a field and leaves it, as a borrower does: its problem shows from then on. */
function typeAndLeave(field: 'firstName' | 'lastName', value: string) {
  fireEvent.focus(box(field));
  fireEvent.change(box(field), { target: { value } });
  fireEvent.blur(box(field));
}

beforeEach(async () => { await loadLocale('en'); });
afterEach(async () => {
  cleanup();
  await loadLocale('en');
});

describe('a field error and the language switch', () => {
  it('says a new error once; the switch redraws it in Spanish and says nothing; a new error after it is said in Spanish', async () => {
    const view = render(draw());
    await screen.findByLabelText(catalog.screens.entry!.labels.firstName!);
    const ear = listen();
    typeAndLeave('firstName', 'J');
    const english = say('twoLettersMinimum');
    const heardFirst = said('firstName', 'twoLettersMinimum');
    await waitFor(() => expect(ear.heard).toEqual([heardFirst]));
    const shown = () => document.getElementById(box('firstName').getAttribute('aria-describedby')?.split(' ').find((id) => id.endsWith('-error')) ?? '')?.textContent;
    expect(shown()).toBe(english);

    // Español: the page's language first (src/content/locale.ts), the form's words with the next render.
    await loadLocale('es-US');
    view.rerender(draw());
    const spanish = say('twoLettersMinimum');
    expect(spanish).not.toBe(english);
    await waitFor(() => expect(shown()).toBe(spanish));
    expect(ear.heard).toEqual([heardFirst]);
    // The error is still read with its field (aria-describedby), in Spanish.
    expect(box('firstName').getAttribute('aria-invalid')).toBe('true');

    // A new error, after the switch: said, in Spanish.
    typeAndLeave('lastName', 'K');
    await waitFor(() => expect(ear.heard).toEqual([heardFirst, said('lastName', 'twoLettersMinimum')]));
    expect(ear.heard[1]).toContain(spanish);
    ear.stop();
  });

  it('stays quiet when the page says its new language a render before the form has the new words', async () => {
    const view = render(draw());
    await screen.findByLabelText(catalog.screens.entry!.labels.firstName!);
    typeAndLeave('firstName', 'J');
    await waitFor(() => expect(box('firstName').getAttribute('aria-invalid')).toBe('true'));
    const ear = listen();
    const englishMessages = catalog.messages;
    const englishLabels = catalog.screens.entry!.labels;
    await loadLocale('es-US');
    // A render in between: the page is Spanish, the form still draws the English words.
    view.rerender(<SchemaForm formId="entry" labels={englishLabels} copyValues={{}} messages={englishMessages} submit={{ label: 'CONTINUE' }}
      shown={['firstName', 'lastName']} required={['firstName', 'lastName']} ctx={{ today: new Date(2026, 10, 24, 12) }} />);
    view.rerender(draw());
    await waitFor(() => expect(screen.getByText(say('twoLettersMinimum'))).toBeTruthy());
    expect(ear.heard).toEqual([]);
    ear.stop();
  });
});
