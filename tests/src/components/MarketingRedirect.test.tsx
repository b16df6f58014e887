// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import MarketingRedirect from '../../../src/components/MarketingRedirect';
import { fakeDeps } from '../../support/fakeDeps';
import { screenPropsFor, site } from './screenPropsFor';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
});

describe('MarketingRedirect (root)', () => {
  it('back from the bank (oauth_state_id): keeps the full address for the bank-link screen and shows the loader', async () => {
    window.history.replaceState(null, '', '/?oauth_state_id=3fa85f64-5717');
    const { props } = screenPropsFor('root', fakeDeps(() => ({ ok: true, value: {} })).deps);
    render(<MarketingRedirect {...props} />);
    await act(async () => {});
    expect(window.localStorage.getItem('oauthRedirectUri')).toBe(`${window.location.origin}/?oauth_state_id=3fa85f64-5717`);
    expect(screen.getByRole('status').textContent).toBe(site.loading.default);
  });
});
