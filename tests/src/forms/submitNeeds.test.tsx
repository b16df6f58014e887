// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../../engine/Result';
import { catalog } from '../../../src/content/catalog';
import { ask, loan } from '../../support/flows';
import { renderApp } from '../support/renderApp';
import { notReady } from '../support/notReady';

afterEach(cleanup);

// Issue 15: a disabled APPLY / SIGN says what it waits for, by the words on the screen (content/en).
const entry = catalog.screens.entry!;
const { submitNeedsAgreement } = catalog.messages;

describe('a disabled submit says what is missing', () => {
  it('names the empty fields and the agreement, drops each as it is done, and goes when the button works', async () => {
    renderApp('/tok123', (c) => ok(c.method === 'GET' ? loan({ dataInquiryList: ask('FIRST_NAME', 'LAST_NAME') }) : {}));
    await screen.findByRole('heading', { level: 1 });
    const submit = screen.getAllByRole('button').find((b) => b.getAttribute('type') === 'submit')!;
    expect(notReady(submit)).toBe(true);
    const hint = () => document.getElementById(submit.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    expect(hint()).toContain(entry.labels.firstName);
    expect(hint()).toContain(entry.labels.lastName);
    const agree = screen.queryByRole('checkbox');
    if (agree) expect(hint()).toContain(submitNeedsAgreement);

    fireEvent.change(screen.getByLabelText(entry.labels.firstName!), { target: { value: 'Ana' } });
    await waitFor(() => expect(hint()).not.toContain(entry.labels.firstName));
    expect(hint()).toContain(entry.labels.lastName);

    fireEvent.change(screen.getByLabelText(entry.labels.lastName!), { target: { value: 'Rivera' } });
    if (agree) fireEvent.click(agree);
    await waitFor(() => expect(notReady(submit)).toBe(false));
    expect(submit.getAttribute('aria-describedby')).toBeNull();
  });
});
