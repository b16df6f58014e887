// @vitest-environment jsdom
// Issue 48 (WCAG 2.2 AA), item 7: a form's required fields say so to the accessibility tree (the entry form's are
// required by the lender's data-inquiry list, not by its schema), and a submit that may not be sent yet stays in the
// tab order (aria-disabled, not the disabled attribute): it sends nothing, and tapping it or pressing Enter in the
// form says what is still needed, in a polite live region, and goes to the first field missing. Words from content/.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../engine/Result';
import { catalog } from '../../../src/content/catalog';
import { SchemaForm } from '../../../src/forms/SchemaForm';
import { ask, loan } from '../../support/flows';
import { renderApp } from '../support/renderApp';

afterEach(cleanup);

const entry = catalog.screens.entry!;
const label = (field: string) => entry.labels[field]!;
const submitOf = () => screen.getAllByRole('button').find((b) => b.getAttribute('type') === 'submit') as HTMLButtonElement;
/** What the accessibility tree hears: `required` or aria-required="true". */
const isRequired = (el: Element) => (el as HTMLInputElement).required || el.getAttribute('aria-required') === 'true';
/** The polite live region beside the submit (not a field's own) that speaks when a not-ready submit is tried. */
const spoken = (submit: HTMLElement) => {
  const region = [...submit.parentElement!.children].find((el) => el.getAttribute('role') === 'status');
  expect(region?.getAttribute('aria-live')).toBe('polite');
  return region?.textContent ?? '';
};
const needsLine = (submit: HTMLElement) => document.getElementById(submit.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

async function entryForm() {
  const app = renderApp('/tok123', (c) => ok(c.method === 'GET' ? loan({ dataInquiryList: ask('FIRST_NAME', 'LAST_NAME', 'DOB', 'ADDRESS', 'ADDRESS2', 'CITY', 'STATE', 'ZIP') }) : {}));
  await screen.findByLabelText(label('firstName'));
  return app;
}

describe('required fields', () => {
  it('the entry form marks every field the lender asks for as required, the suite alone optional', async () => {
    await entryForm();
    for (const field of ['firstName', 'lastName', 'city', 'stateCode', 'zip']) expect(isRequired(screen.getByLabelText(label(field))), field).toBe(true);
    expect(isRequired(screen.getByRole('combobox', { name: label('streetAddress1') }))).toBe(true);
    for (const part of ['dobMonth', 'dobDay', 'dobYear']) expect(isRequired(screen.getByLabelText(label(part))), part).toBe(true);
    expect(isRequired(screen.getByLabelText(label('addressSecondaryNumber')))).toBe(false);
    const agreement = screen.queryByRole('checkbox');
    if (agreement) expect(isRequired(agreement)).toBe(true);
  });
});

describe('a submit that may not be sent yet', () => {
  it('stays focusable, looks and reads disabled, and is described by what is still needed', async () => {
    await entryForm();
    const submit = submitOf();
    expect(submit.hasAttribute('disabled')).toBe(false);
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    submit.focus();
    expect(document.activeElement).toBe(submit);
    expect(needsLine(submit)).toContain(label('firstName'));
    expect(spoken(submit)).toBe('');
  });

  it('tapped, sends nothing, says what is still needed and goes to the first field missing', async () => {
    const app = await entryForm();
    const submit = submitOf();
    fireEvent.change(screen.getByLabelText(label('firstName')), { target: { value: 'Ana' } });
    await waitFor(() => expect(needsLine(submit)).not.toContain(label('firstName')));
    const sent = app.calls.length;
    await act(async () => { fireEvent.click(submit); });
    expect(app.calls.slice(sent).filter((c) => c.method !== 'GET')).toEqual([]);
    expect(spoken(submit)).toBe(needsLine(submit));
    expect(spoken(submit)).toContain(label('lastName'));
    expect(document.activeElement).toBe(screen.getByLabelText(label('lastName')));
  });

  it('Enter in an incomplete form says what is still needed each time, instead of nothing', async () => {
    const onSubmit = vi.fn();
    const phone = catalog.screens.phone!;
    render(<SchemaForm formId="phone" labels={phone.labels} copyValues={{}} messages={catalog.messages} submit={{ label: phone.buttons.sendCode! }} ctx={{ today: new Date('2026-11-24T12:00:00Z') }} onSubmit={onSubmit} />);
    const box = screen.getByLabelText(phone.labels.phone!);
    const submit = screen.getByRole('button', { name: phone.buttons.sendCode! });
    fireEvent.change(box, { target: { value: '555' } });
    // The browser sends a form on Enter in a field unless its submit button has the disabled attribute.
    expect(submit.hasAttribute('disabled')).toBe(false);
    fireEvent.keyDown(box, { key: 'Enter' });
    await act(async () => { fireEvent.submit(box.closest('form')!); });
    expect(onSubmit).not.toHaveBeenCalled();
    const first = spoken(submit);
    expect(first).toContain(phone.labels.phone!);
    expect(first.trim()).toBe(needsLine(submit));
    // Said again on the next Enter, though the words are the same (a live region speaks only when its text changes).
    await act(async () => { fireEvent.submit(box.closest('form')!); });
    expect(spoken(submit)).not.toBe(first);
    expect(spoken(submit).trim()).toBe(needsLine(submit));
  });

  it('once the form may be sent, it is an ordinary button again and sends', async () => {
    const onSubmit = vi.fn();
    const phone = catalog.screens.phone!;
    render(<SchemaForm formId="phone" labels={phone.labels} copyValues={{}} messages={catalog.messages} submit={{ label: phone.buttons.sendCode! }} ctx={{ today: new Date('2026-11-24T12:00:00Z') }} onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: phone.buttons.sendCode! });
    fireEvent.change(screen.getByLabelText(phone.labels.phone!), { target: { value: '5551234567' } });
    await waitFor(() => expect(submit.getAttribute('aria-disabled')).toBeNull());
    await act(async () => { fireEvent.click(submit); });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(spoken(submit)).toBe('');
  });
});
