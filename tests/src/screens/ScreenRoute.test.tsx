// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { err, ok } from '../../../engine/Result';
import { loan } from '../../support/flows';
import { catalog } from '../../../src/content/catalog';
import { renderApp } from '../support/renderApp';

afterEach(cleanup);

describe('guards and the payment-link route', () => {
  it("sends a guarded page with no saved token to /error with 'Please use your payment link to log in.'", async () => {
    const app = renderApp('/choose_plan', () => ok({}));
    await waitFor(() => expect(app.where.path).toBe('/error'));
    expect((await screen.findByText(catalog.errors.usePaymentLink!)).className).toContain('error-message');
    expect(app.calls).toEqual([]);
  });

  it('reloads a guarded page with the saved token and lets status routing decide', async () => {
    const app = renderApp('/review_plan', (c) => ok(c.method === 'GET' ? loan({ status: 'OFFER_AVAILABLE' }) : {}), { token: 'tok123' });
    await waitFor(() => expect(app.where.path).toBe('/choose_plan'));
    expect(app.calls[0]).toMatchObject({ method: 'GET', path: 'loanapplications/tok123', searchParams: { initToken: 'tok123' } });
  });

  it('opens the link token, and the direct marker keeps a returning borrower off the dashboard', async () => {
    const state = loan({ loanInfoList: [{ id: 'l2', initToken: 't2', status: 'OFFER_AVAILABLE', amount: 1000 }] });
    const direct = renderApp('/tok123?direct=true', () => ok(state));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(direct.where.path).toBe('/tok123?direct=true');
    cleanup();
    const plain = renderApp('/tok123', () => ok(state));
    await waitFor(() => expect(plain.where.path).toBe('/dashboard'));
  });

  it('shows the server message in red on /error when the link cannot be opened', async () => {
    const app = renderApp('/tok123', () => err({ kind: 'general', message: 'Something broke upstream' }));
    await waitFor(() => expect(app.where.path).toBe('/error'));
    expect(await screen.findByText('Something broke upstream')).toBeTruthy();
  });

  it("refuses a prequal link without a checksum with 'Invalid link. Checksum not specified.'", async () => {
    const app = renderApp('/s1/p1', () => ok({}));
    await waitFor(() => expect(app.where.path).toBe('/error'));
    expect(await screen.findByText(catalog.errors.checksumNotSpecified!)).toBeTruthy();
    expect(app.calls).toEqual([]);
  });
});
