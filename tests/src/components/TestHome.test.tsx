// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TestHome from '../../../src/components/TestHome';
import { fakeDeps } from '../../support/fakeDeps';
import { screenPropsFor } from './screenPropsFor';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TestHome (/home)', () => {
  it('sends the test request and shows the status and the JSON it got back', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true, service: 'sandbox' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { props } = screenPropsFor('home', fakeDeps(() => ({ ok: true, value: {} })).deps);
    render(<TestHome {...props} />);
    expect(screen.getByRole('navigation').textContent).toContain('Plaid');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send test request' })));
    expect(fetchMock).toHaveBeenCalledWith('/api/__sandbox/health', expect.anything());
    expect(screen.getByText('HTTP status: 200')).toBeTruthy();
    expect(screen.getByText(/"service": "sandbox"/)).toBeTruthy();
  });
});
