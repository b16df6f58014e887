// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../../engine/Result';
import { ask, loan } from '../../support/flows';
import { renderApp } from '../support/renderApp';

afterEach(cleanup);

const phoneState = loan({ pinVerified: false, dataInquiryList: ask('BORROWER_PROVIDED_BORROWER_PHONE') });
const pinState = loan({ pinVerified: false, dataInquiryList: ask('BORROWER_PROVIDED_AUTH_PIN') });

describe('ScreenRenderer: heading, title, progress', () => {
  it('focuses the h1 and sets the tab title on arrival and again after every screen change', async () => {
    const app = renderApp('/phone', (c) => ok(c.method === 'GET' ? phoneState : pinState), { token: 'tok123' });
    const first = await screen.findByRole('heading', { level: 1, name: "What's your mobile number?" });
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(document.title).toBe("What's your mobile number?");
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '5551234567' } });
    fireEvent.click(screen.getByRole('button', { name: /SEND CODE/ }));
    const next = await screen.findByRole('heading', { level: 1, name: 'Enter your code' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(document.title).toBe('Enter your code');
    expect(app.where.path).toBe('/phone_pin');
    expect(app.events.filter((e) => e.event === 'Viewed Page').map((e) => e.properties.page)).toEqual(['phone', 'phone_pin']);
  });

  it('shows the progress the flow gives the entry page (12.5 with name fields) and its variant title', async () => {
    renderApp('/tok123', (c) => ok(c.method === 'GET' ? loan({ dataInquiryList: ask('FIRST_NAME', 'LAST_NAME') }) : {}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tell us about yourself' })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('12.5');
  });

  it('opens a modal from a link in copy instead of leaving the form', async () => {
    const app = renderApp('/tok123', (c) => ok(c.method === 'GET' ? loan({ dataInquiryList: ask('FIRST_NAME') }) : {}));
    fireEvent.click(await screen.findByRole('link', { name: 'Terms of Service' }));
    const title = await screen.findByText('General Terms of Service');
    await waitFor(() => expect(title.closest('dialog')?.hasAttribute('open')).toBe(true));
    expect(app.where.path).toBe('/tok123');
  });
});
