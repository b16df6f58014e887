import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsAnswered, countingCalls, FETCH_AHEAD_MARK, fetchAheadWhenIdle, savesData } from '../../../src/start/fetchAhead';

describe('fetchAheadWhenIdle: nothing ahead when the browser asks to save data', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs when the page is idle, and never under Data Saver', async () => {
    const run = vi.fn();
    vi.stubGlobal('navigator', { connection: { saveData: false } });
    expect(savesData()).toBe(false);
    fetchAheadWhenIdle(run);
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));

    const saving = vi.fn();
    vi.stubGlobal('navigator', { connection: { saveData: true } });
    expect(savesData()).toBe(true);
    fetchAheadWhenIdle(saving);
    await new Promise((r) => setTimeout(r, 50));
    expect(saving).not.toHaveBeenCalled();
  });

  it('a screen left before the page was idle cancels its fetch ahead', async () => {
    const run = vi.fn();
    const cancel = fetchAheadWhenIdle(run);
    cancel();
    await new Promise((r) => setTimeout(r, 50));
    expect(run).not.toHaveBeenCalled();
  });

  it('waits for the screen\'s own calls to be answered (or fail) before fetching ahead', async () => {
    let answer: (r: Response) => void = () => undefined;
    let fail: (e: Error) => void = () => undefined;
    const replies = [new Promise<Response>((resolve) => { answer = resolve; }), new Promise<Response>((_, reject) => { fail = reject; })];
    let n = 0;
    const counted = countingCalls(() => replies[n++]!);
    const plans = counted('/api/offers');
    const token = counted('/api/token');
    token.catch(() => undefined);
    const run = vi.fn();
    fetchAheadWhenIdle(run);
    await new Promise((r) => setTimeout(r, 50));
    expect(run).not.toHaveBeenCalled();
    answer(new Response('{}'));
    await plans;
    await new Promise((r) => setTimeout(r, 50));
    expect(run).not.toHaveBeenCalled();
    fail(new Error('offline'));
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  });

  it('a fetch that throws at once is not counted as under way', async () => {
    const counted = countingCalls(() => { throw new TypeError('bad url'); });
    expect(() => counted('x')).toThrow('bad url');
    const run = vi.fn();
    fetchAheadWhenIdle(run);
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  });

  it('marks the moment a fetch ahead starts, so a profile (and bench:journey) can tell it from the screen\'s own requests', async () => {
    performance.clearMarks(FETCH_AHEAD_MARK);
    const cancelled = fetchAheadWhenIdle(vi.fn());
    cancelled();
    await new Promise((r) => setTimeout(r, 50));
    expect(performance.getEntriesByName(FETCH_AHEAD_MARK, 'mark')).toHaveLength(0);
    const run = vi.fn(() => expect(performance.getEntriesByName(FETCH_AHEAD_MARK, 'mark')).toHaveLength(1));
    fetchAheadWhenIdle(run);
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(run).toHaveReturned();
  });

  it('callsAnswered: at once with no call under way, else once the calls (one after another too) are answered', async () => {
    let resolved = false;
    await callsAnswered();
    const answers: ((r: Response) => void)[] = [];
    const counted = countingCalls(() => new Promise<Response>((resolve) => { answers.push(resolve); }));
    const first = counted('/api/zip');
    void callsAnswered().then(() => { resolved = true; });
    await new Promise((r) => setTimeout(r, 30));
    expect(resolved).toBe(false);
    // The first call's answer leads straight to the next call, as APPLY's do.
    answers[0]!(new Response('{}'));
    await first;
    const second = counted('/api/loanapplications/a');
    await new Promise((r) => setTimeout(r, 30));
    expect(resolved).toBe(false);
    answers[1]!(new Response('{}'));
    await second;
    await vi.waitFor(() => expect(resolved).toBe(true));
  });
});
