import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../engine/api/createApiClient';
import { jobSchedule } from '../../../engine/api/jobSchedule';
import { pollJob } from '../../../engine/api/pollJob';
import { ok } from '../../../engine/Result';
import { createSessionTokenStore } from '../../../engine/session/createSessionTokenStore';
import { memoryStorage } from '../session/memoryStorage';
import { fakeFetch, json, unsignedJwt, type Handler } from './fakeFetch';

const BASE = 'https://lender.test/api';
// When each poll must happen, in ms after the 202: waits of 2 s x2, 5 s x3, 10 s x3, 20 s x6, 60 s x4.
const POLL_TIMES = [
  2_000, 4_000,
  9_000, 14_000, 19_000,
  29_000, 39_000, 49_000,
  69_000, 89_000, 109_000, 129_000, 149_000, 169_000,
  229_000, 289_000, 349_000, 409_000,
];

function clientWith(handler: Handler) {
  const { fetch, sent } = fakeFetch(handler);
  const client = createApiClient({
    baseUrl: BASE,
    fetch,
    tokenStore: createSessionTokenStore(memoryStorage()),
    timers: { sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) },
  });
  return { client, sent };
}

describe('job polling through the client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls GET /jobs/{jobId} at exactly the scheduled times, never a 19th time, then times out naming the job', async () => {
    const start = Date.now();
    const pollTimes: number[] = [];
    const { client, sent } = clientWith((request, index) => {
      if (index === 0) return json(202, { jobId: 'job-7' });
      pollTimes.push(Date.now() - start);
      expect(request.method).toBe('GET');
      expect(request.url).toBe(`${BASE}/jobs/job-7`);
      return json(202, { jobId: 'job-7', state: 'RUNNING' });
    });
    const pending = client.post('/loanapplications/L1/paymentaccounts', { plaidToken: 'p' });
    let settled = false;
    void pending.then(() => (settled = true));

    await vi.advanceTimersByTimeAsync(1_999);
    expect(pollTimes).toEqual([]);
    await vi.advanceTimersByTimeAsync(409_000 - 1_999 - 1);
    expect(pollTimes).toEqual(POLL_TIMES.slice(0, 17));
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(pollTimes).toEqual(POLL_TIMES);
    expect(settled).toBe(true);
    expect(await pending).toEqual({ ok: false, error: { kind: 'jobTimeout', code: 'jobTimeout', params: { id: 'job-7' } } });
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(sent).toHaveLength(1 + 18);
  });

  it('returns the body of the first poll that is no longer 202', async () => {
    const { client, sent } = clientWith((_request, index) =>
      index === 0 ? json(202, { jobId: 'job-8' }) : index === 1 ? json(202, { jobId: 'job-8' }) : json(200, { status: 'ACCOUNT_LINKED' }));
    const pending = client.post('/loanapplications/L1/paymentaccounts', {});
    await vi.advanceTimersByTimeAsync(4_000);
    expect(await pending).toEqual({ ok: true, value: { status: 'ACCOUNT_LINKED' } });
    expect(sent).toHaveLength(3);
  });

  it('classifies a failed poll like any failed call', async () => {
    const { client } = clientWith((_request, index) =>
      index === 0 ? json(202, { jobId: 'job-9' }) : json(400, { errorMessage: 'Invalid state code' }));
    const pending = client.post('/x', {});
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'general', message: 'Invalid state code', status: 400 } });
  });

  it('attaches the token refreshed during polling to the final body', async () => {
    const claims = { sub: 'b-1' };
    const token = unsignedJwt(claims);
    const { client } = clientWith((_request, index) =>
      index === 0 ? json(202, { jobId: 'j' }) : json(200, { done: true }, { 'X-Session-Token': token }));
    const pending = client.post('/x', {});
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await pending).toEqual({ ok: true, value: { done: true, jwt: claims } });
  });

  it('treats a 202 without a jobId as the answer', async () => {
    const { client, sent } = clientWith(() => json(202, { accepted: true }));
    expect(await client.post('/x', {})).toEqual({ ok: true, value: { accepted: true } });
    expect(sent).toHaveLength(1);
  });

  it('stops waiting as soon as the caller cancels, without polling', async () => {
    const { client, sent } = clientWith(() => json(202, { jobId: 'job-10' }));
    const controller = new AbortController();
    const pending = client.post('/x', {}, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort();
    expect(await pending).toEqual({ ok: false, error: { kind: 'cancelled' } });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(1);
  });
});

describe('pollJob', () => {
  it('uses the spec schedule: 18 waits adding up to 409 s', () => {
    expect(jobSchedule).toEqual([2000, 2000, 5000, 5000, 5000, 10000, 10000, 10000,
      20000, 20000, 20000, 20000, 20000, 20000, 60000, 60000, 60000, 60000]);
    expect(jobSchedule.reduce((sum, ms) => sum + ms, 0)).toBe(409_000);
  });

  it('waits first, then polls', async () => {
    const calls: string[] = [];
    const result = await pollJob('j1', async () => {
      calls.push('poll');
      return ok({ status: 200 });
    }, { sleep: async (ms) => void calls.push(`sleep ${ms}`) });
    expect(calls).toEqual(['sleep 2000', 'poll']);
    expect(result).toEqual({ ok: true, value: { status: 200 } });
  });

  it('reports each poll number and status without the body', async () => {
    const seen: Array<[number, number]> = [];
    let n = 0;
    await pollJob('j2', async () => ok({ status: ++n < 3 ? 202 : 200 }), {
      sleep: async () => undefined,
      onPoll: (attempt, status) => seen.push([attempt, status]),
    });
    expect(seen).toEqual([[1, 202], [2, 202], [3, 200]]);
  });
});
