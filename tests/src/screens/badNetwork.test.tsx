// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { err, ok } from '../../../engine/Result';
import { catalog } from '../../../src/content/catalog';
import { ask, borrowerFlow, loan } from '../../support/flows';
import { renderApp } from '../support/renderApp';
import { notReady } from '../support/notReady';

afterEach(cleanup);

// Issue 21: a borrower on a bad network stays on their step with what they typed, or is brought back to it.
const entry = catalog.screens.entry!;
const errorPage = catalog.screens[borrowerFlow.errors.general ?? 'error']!;
const busy = { kind: 'network', code: 'serverBusy', status: 503 } as const;
const submitOf = () => screen.getAllByRole('button').find((b) => b.getAttribute('type') === 'submit')!;
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

async function fillEntry() {
  await screen.findByRole('heading', { level: 1 });
  fireEvent.change(screen.getByLabelText(entry.labels.firstName!), { target: { value: 'Ana' } });
  fireEvent.change(screen.getByLabelText(entry.labels.lastName!), { target: { value: 'Rivera' } });
  const agree = screen.queryByRole('checkbox');
  if (agree) fireEvent.click(agree);
  await waitFor(() => expect(notReady(submitOf())).toBe(false));
}

describe('a call that does not get through', () => {
  it('keeps the borrower on the form with what they typed, says so, and Try again sends it once it gets through', async () => {
    let down = true;
    const app = renderApp('/tok123', (c) => {
      if (c.method === 'GET') return ok(loan({ dataInquiryList: ask('FIRST_NAME', 'LAST_NAME') }));
      return down ? err(busy) : ok(loan({ status: 'OFFER_AVAILABLE' }));
    });
    await fillEntry();
    fireEvent.click(submitOf());
    expect(await screen.findByText(catalog.errors.serverBusy!)).toBeTruthy();
    expect(app.where.path).toBe('/tok123');
    expect(valueOf(entry.labels.firstName!)).toBe('Ana');
    expect(valueOf(entry.labels.lastName!)).toBe('Rivera');
    // The form stays usable: the submit is not blocked by the message.
    expect(notReady(submitOf())).toBe(false);
    down = false;
    fireEvent.click(screen.getByRole('button', { name: catalog.site.network.tryAgain }));
    await waitFor(() => expect(app.where.path).not.toBe('/tok123'));
    const sent = app.calls.filter((c) => c.method === 'PATCH');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toEqual(sent[0]?.body);
  });

  it('brings the borrower back to their step with what they typed after a server error took them to /error', async () => {
    let broken = true;
    const app = renderApp('/tok123', (c) => {
      if (c.method === 'GET') return ok(loan({ dataInquiryList: ask('FIRST_NAME', 'LAST_NAME') }));
      return broken ? err({ kind: 'general', message: 'Something broke upstream', status: 500 }) : ok(loan({ status: 'OFFER_AVAILABLE' }));
    });
    await fillEntry();
    fireEvent.click(submitOf());
    await waitFor(() => expect(app.where.path).toBe('/error'));
    broken = false;
    fireEvent.click(await screen.findByRole('button', { name: errorPage.buttons.tryAgain }));
    await waitFor(() => expect(app.where.path).toBe('/tok123'));
    await screen.findByLabelText(entry.labels.firstName!);
    expect(valueOf(entry.labels.firstName!)).toBe('Ana');
    expect(valueOf(entry.labels.lastName!)).toBe('Rivera');
    // The agreement they ticked (and the lender recorded) is still ticked: APPLY works at once.
    const agree = screen.queryByRole('checkbox') as HTMLInputElement | null;
    if (agree) expect(agree.checked).toBe(true);
    await waitFor(() => expect(notReady(submitOf())).toBe(false));
  });

  it("reads the same link again from /error when the link's first read did not get through", async () => {
    let reads = 0;
    const app = renderApp('/tok123', (c) => {
      if (c.method !== 'GET') return ok({});
      reads += 1;
      return reads === 1 ? err(busy) : ok(loan({ dataInquiryList: ask('FIRST_NAME') }));
    });
    await waitFor(() => expect(app.where.path).toBe('/error'));
    expect(await screen.findByText(catalog.errors.linkUnreachable!)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: errorPage.buttons.tryAgain }));
    await waitFor(() => expect(app.where.path).toBe('/tok123'));
    expect(await screen.findByLabelText(entry.labels.firstName!)).toBeTruthy();
    expect(reads).toBe(2);
  });

  it('says when the phone goes offline and when it is back', async () => {
    renderApp('/tok123', () => ok(loan({ dataInquiryList: ask('FIRST_NAME') })));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(catalog.site.network.offline)).toBeNull();
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText(catalog.site.network.offline).closest('[role="status"]')).toBeTruthy();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(catalog.site.network.offline)).toBeNull();
    expect(screen.getByText(catalog.site.network.online)).toBeTruthy();
  });
});
