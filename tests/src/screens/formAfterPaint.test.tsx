// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import raw from 'virtual:content/en';
import { ok } from '../../../engine/Result';
import { ask, borrowerFlow, loan } from '../../support/flows';

afterEach(cleanup);

// A form screen paints its heading and copy without waiting for the form library (src/forms/lazyScreenForm.tsx):
// in a fresh page the form chunk is not in yet, so the first render has the copy and nothing below it (no footer,
// no other button: the form arriving moves nothing), and the form follows once its chunk is in.
describe('the form arrives after the first paint', () => {
  it('shows the heading and copy first, then the form and the footer', async () => {
    vi.resetModules();
    const { installCatalog } = await import('../../../src/content/catalog');
    installCatalog(raw);
    const forms = await import('../../../src/forms/lazyScreenForm');
    expect(forms.screenFormLoaded()).toBe(false);
    const { renderApp } = await import('../support/renderApp');
    const state = loan({ merchantName: 'Bright Plumbing', dataInquiryList: ask('FIRST_NAME', 'LAST_NAME') });
    const entry = borrowerFlow.screens[borrowerFlow.entry]!;
    const { container } = renderApp(entry.path.replace(':token', 'tok123'), (c) => ok(c.method === 'GET' ? state : {}));
    // The copy's body names the merchant: the screen is drawn with the application's data, not a skeleton.
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.closest('main')?.textContent).toContain('Bright Plumbing');
    expect(container.querySelector('form')).toBeNull();
    expect(container.querySelector('footer')).toBeNull();
    await waitFor(() => expect(container.querySelector('main form')).not.toBeNull());
    expect(container.querySelector('footer')).not.toBeNull();
    expect(forms.screenFormLoaded()).toBe(true);
  });
});
