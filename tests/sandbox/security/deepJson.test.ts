// JSON nested thousands of levels deep is refused with a 400 that says so, before anything recursive reads it: never
// a 500 from a blown stack, and the server keeps serving. Ordinary bodies (brackets inside strings too) still pass.
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../../sandbox/server/parseJsonBody';
import { borrower, makeHarness, type Harness } from '../server/sandboxHarness';

const TOO_DEEP = `Request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`;

const arrays = (n: number) => '['.repeat(n) + ']'.repeat(n);
// `{"a":` is 6 bytes a level: 20,000 levels pass the 100 KB body limit (a 413 first), so the deep object uses "".
const objects = (n: number, key = n > 15_000 ? '' : 'a') => `{"${key}":`.repeat(n) + '1' + '}'.repeat(n);

// A fresh happy-path application with a session, and a PATCH of it with a raw body.
async function application(h: Harness) {
  const { token, id } = await h.open(await h.link('happy-path'));
  const patch = (raw: string) => h.call('PATCH', `/api/loanapplications/${id}`, { token, raw });
  const read = async () => (await h.call('GET', `/api/loanapplications/${id}`, { token })).body;
  return { patch, read };
}

describe('deeply nested JSON', () => {
  it.each([
    ['arrays', 5_000, arrays(5_000)],
    ['arrays', 20_000, arrays(20_000)],
    ['objects', 5_000, objects(5_000)],
    ['objects', 20_000, objects(20_000)],
  ])('refuses %s nested %i levels with a 400 naming the problem, and keeps serving', async (_shape, _depth, raw) => {
    const h = await makeHarness();
    const { patch, read } = await application(h);
    const answer = await patch(raw);
    expect([answer.status, answer.body.errorMessage]).toEqual([400, TOO_DEEP]);
    expect((await read()).status).toBe('PENDING');
    await h.app.close();
  });

  it(`draws the line at ${MAX_JSON_DEPTH} levels: one more is refused for depth, ${MAX_JSON_DEPTH} is judged on its fields`, async () => {
    const h = await makeHarness();
    const { patch } = await application(h);
    const nested = (n: number) => `{"answers":{"note":${arrays(n - 2)}}}`;
    expect((await patch(nested(MAX_JSON_DEPTH + 1))).body.errorMessage).toBe(TOO_DEEP);
    const atLimit = await patch(nested(MAX_JSON_DEPTH));
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.errorMessage).not.toBe(TOO_DEEP);
    await h.app.close();
  });

  it('still saves an ordinary body, brackets and escaped quotes inside strings included', async () => {
    const h = await makeHarness();
    const { patch, read } = await application(h);
    const note = `"[{${'[{'.repeat(100)}\\`;
    const saved = await patch(JSON.stringify({ answers: { note } }));
    expect(saved.status).toBe(200);
    const entry = await patch(JSON.stringify(borrower()));
    expect(entry.status).toBe(200);
    expect((await read()).firstName).toBe('Ada');
    const control = await h.call('GET', '/api/__sandbox/loanapplications/' + (await read()).loanApplicationId);
    expect(control.body.answers).toEqual({ note });
    await h.app.close();
  });

  // A CSP report's body limit is small: 1,000 levels fit in it (5,000 are refused as too large, a 413).
  it.each([
    ['the analytics beacon (text/plain)', '/api/analytics', 'text/plain', 5_000, /^analytics: body is nested too deeply \(more than 64 levels\)$/],
    ['a CSP report', '/api/csp-report', 'application/csp-report', 1_000, /^The CSP report is nested too deeply \(more than 64 levels\)$/],
  ])('refuses %s nested %i levels with a 400 naming the problem, never a 500', async (_what, url, type, depth, message) => {
    const h = await makeHarness();
    for (const raw of [arrays(depth), objects(depth)]) {
      const answer = await h.app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload: raw });
      expect(answer.statusCode).toBe(400);
      const body = answer.json() as { errorMessage?: string; error?: string; message?: string };
      expect(body.errorMessage ?? body.message ?? body.error).toMatch(message);
    }
    await h.app.close();
  });
});
