import { afterEach, describe, expect, it, vi } from 'vitest';
import { countingCalls, fetchAheadWhenIdle, savesData } from '../../../src/runtime/fetchAhead';

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
});
