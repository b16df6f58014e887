// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AHEAD_SCREENS, codeAhead } from '../../../engine/flow/nextScreens';
import { fetchComponent } from '../../../src/components/registry';
import { loadScreenForm } from '../../../src/forms/lazyScreenForm';
import { countingCalls, FETCH_AHEAD_MARK } from '../../../src/start/fetchAhead';
import { useFetchAhead } from '../../../src/screens/useFetchAhead';
import { loadFlows } from '../../../scripts/lib/loadFlows';

vi.mock('../../../src/components/registry', () => ({ fetchComponent: vi.fn() }));
vi.mock('../../../src/forms/lazyScreenForm', () => ({ loadScreenForm: vi.fn() }));
const fetched = vi.mocked(fetchComponent);
const formsFetched = vi.mocked(loadScreenForm);

const flow = loadFlows().flows.borrower!;
// A screen of the flow whose next screens draw with the bank link's component (read from the flow, not pinned).
const beforeBankLink = Object.keys(flow.screens).find((id) => codeAhead(flow, id, AHEAD_SCREENS).some((a) => a.component === 'BankLink'))!;

afterEach(() => {
  performance.clearMarks();
  performance.clearMeasures();
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('useFetchAhead: the next screens\' code, and what a component asks to have with it', () => {
  it('fetches the components and forms the flow says come next, and runs a component\'s own `ahead` once its code is in', async () => {
    expect(beforeBankLink).toBeDefined();
    const ahead = vi.fn();
    fetched.mockImplementation(async (name) => ({ default: Object.assign(() => null, name === 'BankLink' ? { ahead } : {}) }));
    formsFetched.mockResolvedValue({} as never);
    renderHook(() => useFetchAhead(flow, beforeBankLink));
    const expected = codeAhead(flow, beforeBankLink, AHEAD_SCREENS);
    await vi.waitFor(() => expect(fetched.mock.calls.map(([name]) => name)).toEqual(expected.flatMap((a) => (a.component ? [a.component] : []))));
    expect(formsFetched.mock.calls.map(([form]) => form)).toEqual(expected.flatMap((a) => (a.form ? [a.form] : [])));
    expect(ahead).toHaveBeenCalledTimes(1);
    // Each screen's downloads are a span DevTools (and bench:journey) can read: which screen, from which.
    await vi.waitFor(() => expect(performance.getEntriesByName(FETCH_AHEAD_MARK, 'measure').map((m) => (m as PerformanceMeasure).detail))
      .toEqual(expected.map((a) => ({ from: beforeBankLink, screen: a.screen, component: a.component, form: a.form }))));
  });

  it('a failed download or a failing `ahead` stays out of sight, and the next screens are still fetched', async () => {
    fetched.mockImplementation(async (name) => {
      if (name === 'BankLink') return { default: Object.assign(() => null, { ahead: () => { throw new Error('no script'); } }) };
      throw new Error(`offline: ${name}`);
    });
    formsFetched.mockRejectedValue(new Error('offline'));
    renderHook(() => useFetchAhead(flow, beforeBankLink));
    const expected = codeAhead(flow, beforeBankLink, AHEAD_SCREENS).flatMap((a) => (a.component ? [a.component] : []));
    await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(expected.length));
  });

  it('starts no further screen\'s downloads while a call of the borrower\'s is under way (a tap), and stops on leaving', async () => {
    const screens = codeAhead(flow, beforeBankLink, AHEAD_SCREENS);
    expect(screens.length).toBeGreaterThan(1);
    // The first screen's code comes in when the test says.
    let firstIn: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => { firstIn = resolve; });
    fetched.mockImplementation(() => gate.then(() => ({ default: Object.assign(() => null, {}) })));
    formsFetched.mockImplementation(() => gate.then(() => ({}) as never));
    const { unmount } = renderHook(() => useFetchAhead(flow, beforeBankLink));
    await vi.waitFor(() => expect(fetched.mock.calls.length + formsFetched.mock.calls.length).toBeGreaterThan(0));
    const before = fetched.mock.calls.length + formsFetched.mock.calls.length;
    // The borrower taps: their call goes out, then the first screen's code comes in.
    let answer: (r: Response) => void = () => undefined;
    const call = countingCalls(() => new Promise<Response>((resolve) => { answer = resolve; }))('/api/loanapplications/a');
    firstIn();
    await new Promise((r) => setTimeout(r, 50));
    expect(fetched.mock.calls.length + formsFetched.mock.calls.length).toBe(before);
    // The call took the borrower to their next screen: this one starts nothing more.
    unmount();
    answer(new Response('{}'));
    await call;
    await new Promise((r) => setTimeout(r, 50));
    expect(fetched.mock.calls.length + formsFetched.mock.calls.length).toBe(before);
  });

  it('fetches nothing ahead under Data Saver', async () => {
    vi.stubGlobal('navigator', { connection: { saveData: true } });
    renderHook(() => useFetchAhead(flow, beforeBankLink));
    await new Promise((r) => setTimeout(r, 50));
    expect(fetched).not.toHaveBeenCalled();
  });
});
