// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../../engine/Result';
import { catalog } from '../../../src/content/catalog';
import { BrandHeader } from '../../../src/screens/BrandHeader';
import { copyValues } from '../../../engine/content/copyValues';
import { plainText } from '../../../src/ui/plainText';
import { ask, loan } from '../../support/flows';
import { renderApp } from '../support/renderApp';

afterEach(cleanup);
const { site } = catalog;
const lenderLine = plainText(site.banner.lender, copyValues(site, null, null));
const merchantLine = (merchantName: string) => plainText(site.banner.merchant, { ...copyValues(site, null, null), merchantName });

describe('BrandHeader', () => {
  it("names the lender and the merchant in the page's banner landmark, with no logo unless configured", () => {
    render(<BrandHeader banner={site.banner} values={{ ...copyValues(site, null, null), merchantName: 'Bright Plumbing' }} />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText(lenderLine)).toBeTruthy();
    expect(lenderLine).toContain(site.lenderName);
    expect(within(banner).getByText(merchantLine('Bright Plumbing')).textContent).toContain('Bright Plumbing');
    expect(banner.querySelector('img')).toBeNull();
  });

  it('shows the configured logo as decoration beside the names', () => {
    render(<BrandHeader banner={{ ...site.banner, logo: '/logo.svg' }} values={copyValues(site, null, null)} />);
    const logo = screen.getByRole('banner').querySelector('img');
    expect(logo?.getAttribute('src')).toBe('/logo.svg');
    expect(logo?.getAttribute('alt')).toBe('');
    // A fixed box, so a logo loading late moves nothing.
    expect([logo?.getAttribute('width'), logo?.getAttribute('height')]).toEqual(['96', '32']);
  });

  it('shows the lender alone where there is no merchant (calculator, legal pages)', () => {
    render(<BrandHeader banner={site.banner} values={copyValues(site, null, null)} />);
    expect(screen.getByRole('banner').textContent).toBe(lenderLine);
  });
});

describe('the banner in the app', () => {
  it('is there from the first paint, gets the merchant with the application, and leaves focus to the heading', async () => {
    const state = loan({ merchantName: 'Bright Plumbing', dataInquiryList: ask('FIRST_NAME', 'LAST_NAME') });
    renderApp('/tok123', (c) => ok(c.method === 'GET' ? state : {}));
    expect(within(screen.getByRole('banner')).getByText(lenderLine)).toBeTruthy();
    const heading = await screen.findByRole('heading', { level: 1, name: catalog.screens.entry?.variants.nameFields?.title ?? catalog.screens.entry?.title });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText(merchantLine('Bright Plumbing'))).toBeTruthy();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(banner.contains(screen.getByRole('main'))).toBe(false);
  });
});
