// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TestHome from '../../../src/components/TestHome';
import { fakeDeps } from '../../support/fakeDeps';
import { plainText } from '../../../src/ui/plainText';
import { screenCopy, screenPropsFor } from './screenPropsFor';

// Texts from content/en/screens/home.md, so a copy edit keeps this test green.
const { buttons, labels } = screenCopy('home');

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
    expect(screen.getByRole('navigation').textContent).toContain(labels.navPlaid);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: buttons.testRequest })));
    expect(fetchMock).toHaveBeenCalledWith('/api/__sandbox/health', expect.anything());
    expect(screen.getByText(plainText(labels.status, { status: 200 }))).toBeTruthy();
    expect(screen.getByText(/"service": "sandbox"/)).toBeTruthy();
  });
});
