// The faults control API: a fault is queued with an id (201), listed until used up, cleared by DELETE; a body that
// is not a fault is a 400 whose sentence names the field and the allowed values; with control off none of it exists.
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../../sandbox/server/buildServer';
import { fixtures, makeHarness } from './sandboxHarness';

const FAULTS = '/api/__sandbox/faults';

describe('faults control API', () => {
  it('queues a fault with an id, lists the pending ones oldest first, and clears them', async () => {
    const h = await makeHarness();
    const first = await h.call('POST', FAULTS, { body: { kind: 'status', status: 429, retryAfter: 5, times: 3, match: { method: 'patch', path: '/api/loanapplications' } } });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(String), kind: 'status', status: 429, retryAfter: 5, times: 3, left: 3, match: { method: 'PATCH', path: '/loanapplications' },
    });
    const second = await h.call('POST', FAULTS, { body: { kind: 'drop', token: 'demo-happy' } });
    expect(second.body).toMatchObject({ kind: 'drop', when: 'after', times: 1, token: 'demo-happy', loanApplicationId: expect.any(String) });
    const offline = await h.call('POST', FAULTS, { body: { kind: 'offline', seconds: 60, match: { path: '/jobs' } } });
    expect(Date.parse(offline.body.until) - Date.now()).toBeGreaterThan(55_000);
    expect((await h.call('GET', FAULTS)).body.faults.map((f: { id: string }) => f.id)).toEqual([first.body.id, second.body.id, offline.body.id]);
    const cleared = await h.app.inject({ method: 'DELETE', url: FAULTS });
    expect([cleared.statusCode, cleared.json()]).toEqual([200, { cleared: 3 }]);
    expect((await h.call('GET', FAULTS)).body.faults).toEqual([]);
    const served = await h.call('GET', '/api/loanapplications/demo-happy?initToken=demo-happy');
    expect(served.status).toBe(200);
    await h.app.close();
  });

  it.each([
    [{ kind: 'offlne', seconds: 5 }, 'kind "offlne" is not a fault (one of status, drop, stall, offline)'],
    [{ status: 503 }, 'kind is required (one of status, drop, stall, offline)'],
    ['503', 'A fault is a JSON object, e.g. {"kind": "status", "status": 503}'],
    [{ kind: 'status' }, 'status is required for a status fault (one of 408, 429, 500, 502, 503, 504)'],
    [{ kind: 'status', status: 418 }, 'status 418 is not a fault status (one of 408, 429, 500, 502, 503, 504)'],
    [{ kind: 'status', status: 500, retryAfter: 2 }, 'retryAfter goes only with status 429 or 503 (this fault is 500)'],
    [{ kind: 'status', status: 503, retryAfter: 0 }, 'retryAfter 0 is out of range (a whole number of seconds from 1 to 120)'],
    [{ kind: 'status', status: 503, message: '' }, 'message must be a non-empty string of at most 200 characters (e.g. "Service Unavailable")'],
    [{ kind: 'drop', message: 'Bad Gateway' }, 'message does not apply to a drop fault (its fields: kind, match, token, loanApplicationId, when, times)'],
    [{ kind: 'status', status: 503, times: 0 }, 'times 0 is out of range (a whole number of calls from 1 to 20)'],
    [{ kind: 'drop', times: 21 }, 'times 21 is out of range (a whole number of calls from 1 to 20)'],
    [{ kind: 'drop', times: '2' }, 'times "2" is out of range (a whole number of calls from 1 to 20)'],
    [{ kind: 'drop', when: 'later' }, 'when "later" is not a moment to drop (one of after, before)'],
    [{ kind: 'stall' }, 'seconds is required for a stall fault (a whole number of seconds from 1 to 120)'],
    [{ kind: 'offline' }, 'seconds is required for an offline fault (a whole number of seconds from 1 to 120)'],
    [{ kind: 'stall', seconds: 121 }, 'seconds 121 is out of range (a whole number of seconds from 1 to 120)'],
    [{ kind: 'offline', seconds: 0.5 }, 'seconds 0.5 is out of range (a whole number of seconds from 1 to 120)'],
    [{ kind: 'offline', seconds: 5, times: 2 }, 'times does not apply to an offline fault (its fields: kind, match, token, loanApplicationId, seconds)'],
    [{ kind: 'drop', match: { method: 'FETCH' } }, 'match.method "FETCH" is not an HTTP method (one of GET, POST, PATCH, PUT, DELETE)'],
    [{ kind: 'drop', match: { url: '/x' } }, 'match.url is not a match field (one of method, path)'],
    [{ kind: 'drop', match: { path: '/__sandbox/faults' } }, 'match.path cannot name the control API (/api/__sandbox): faults never hit it, so they can always be cleared'],
    [{ kind: 'drop', token: 'no-such-link' }, 'token "no-such-link" names no payment link in this sandbox'],
  ])('refuses %j: %s', async (body, sentence) => {
    const h = await makeHarness();
    const answer = await h.call('POST', FAULTS, typeof body === 'string' ? { raw: body } : { body });
    expect([answer.status, answer.body.errorMessage]).toEqual([400, sentence]);
    expect((await h.call('GET', FAULTS)).body.faults).toEqual([]);
    await h.app.close();
  });

  it('does not exist with the control API off (production): every faults call is 404 and API calls are served', async () => {
    const { app } = await buildServer({ fixtures, control: false, production: true, distDir: false, print: () => undefined });
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: FAULTS, ...(method === 'POST' ? { payload: { kind: 'offline', seconds: 60 } } : {}) });
      expect(res.statusCode).toBe(404);
    }
    const api = await app.inject({ method: 'POST', url: '/api/zip', payload: { zip: '94105' } });
    expect(api.statusCode).toBe(200);
    await app.close();
  });
});
