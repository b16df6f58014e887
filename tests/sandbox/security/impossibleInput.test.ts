// Impossible input is refused with a 400 that names the field and says what is wrong, and nothing is decided on it
// (issue 12, point 5). Messages never echo the value (it may be personal data).
import { describe, expect, it } from 'vitest';
import { borrower, makeHarness, type Harness } from '../server/sandboxHarness';

// A fresh happy-path link with a session; every PATCH of the full entry page with one value replaced.
async function entry(h: Harness) {
  const { token, id } = await h.open(await h.link('happy-path'));
  const send = (overrides: Record<string, unknown>) => h.call('PATCH', `/api/loanapplications/${id}`, { token, body: borrower('1111', overrides) });
  const status = async () => (await h.call('GET', `/api/loanapplications/${id}`, { token })).body.status as string;
  return { token, id, send, status };
}

describe('impossible input', () => {
  it.each([
    ['1988-13-45', 'not a real calendar date'],
    ['0000-00-00', 'not a real calendar date'],
    ['2023-02-29', 'not a real calendar date'],
    ['2999-01-01', 'cannot be in the future'],
    ['1890-05-01', 'less than 120 years ago'],
  ])('refuses the date of birth %s (%s) and decides nothing', async (dob, why) => {
    const h = await makeHarness();
    const { send, status } = await entry(h);
    const answer = await send({ dob });
    expect(answer.status).toBe(400);
    expect(answer.body.errorMessage).toContain("'dob'");
    expect(answer.body.errorMessage).toContain(why);
    expect(answer.body.errorMessage).not.toContain(dob);
    expect(await status()).toBe('PENDING');
    await h.app.close();
  });

  it.each([
    ['"9" x 400', '9'.repeat(400)],
    ['-5', -5],
    ['1e12', 1e12],
  ])('refuses the income %s with a message saying what an income is', async (_label, income) => {
    const h = await makeHarness();
    const { send, status } = await entry(h);
    const answer = await send({ annualIncomeBeforeTaxes: income });
    expect(answer.status).toBe(400);
    expect(answer.body.errorMessage).toContain("'annualIncomeBeforeTaxes'");
    expect(answer.body.errorMessage).toContain('whole dollars');
    expect(answer.body.errorMessage).not.toContain('must be string');
    expect(await status()).toBe('PENDING');
    await h.app.close();
  });

  it('refuses a number that is not finite (1e400 reads as Infinity)', async () => {
    const h = await makeHarness();
    const { token, id } = await h.open(await h.link('happy-path'));
    const raw = JSON.stringify(borrower()).replace('"annualIncomeBeforeTaxes":85000', '"annualIncomeBeforeTaxes":1e400');
    const answer = await h.call('PATCH', `/api/loanapplications/${id}`, { token, raw });
    expect([answer.status, answer.body.errorMessage]).toEqual([400, "Invalid field 'annualIncomeBeforeTaxes': not a finite number"]);
    await h.app.close();
  });

  it('refuses strings longer than the contract allows and strings carrying control characters', async () => {
    const h = await makeHarness();
    const { send, status } = await entry(h);
    const long = await send({ firstName: 'A'.repeat(90 * 1024) });
    expect([long.status, long.body.errorMessage]).toEqual([400, "Invalid field 'firstName': must NOT have more than 50 characters"]);
    const street = await send({ streetAddress1: `1 ${'Main '.repeat(30)}St` });
    expect(street.body.errorMessage).toBe("Invalid field 'streetAddress1': must NOT have more than 100 characters");
    const nul = await send({ lastName: 'Love\u0000lace' });
    expect([nul.status, nul.body.errorMessage]).toEqual([400, "Invalid field 'lastName': contains a control character (U+0000)"]);
    const escape = await send({ city: 'San\u001bFrancisco' });
    expect(escape.body.errorMessage).toBe("Invalid field 'city': contains a control character (U+001B)");
    expect(await status()).toBe('PENDING');
    await h.app.close();
  });

  it("refuses a completion date that does not exist (2026-11-99), naming the field", async () => {
    const h = await makeHarness();
    const { token, id } = await h.open(await h.link('happy-path'));
    const answer = await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: { serviceCompletionProvidedByBorrower: '2026-11-99' } });
    expect([answer.status, answer.body.errorMessage]).toEqual([400, "Invalid field 'serviceCompletionProvidedByBorrower': not a real calendar date (YYYY-MM-DD)"]);
    await h.app.close();
  });

  it("says a '__proto__' or 'constructor.prototype' key is forbidden, not that the JSON is malformed", async () => {
    const h = await makeHarness();
    const { token, id } = await h.open(await h.link('happy-path'));
    const proto = await h.call('PATCH', `/api/loanapplications/${id}`, { token, raw: '{"firstName":"Ada","__proto__":{"isAdmin":true}}' });
    expect([proto.status, proto.body.errorMessage]).toEqual([400, "Forbidden field '__proto__': a request body may not set an object's prototype"]);
    const ctor = await h.call('POST', '/api/__sandbox/links', { raw: '{"fixture":"happy-path","constructor":{"prototype":{"x":1}}}' });
    expect([ctor.status, ctor.body.errorMessage]).toEqual([400, "Forbidden field 'constructor.prototype': a request body may not set an object's prototype"]);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    await h.app.close();
  });

  it('refuses an out-of-range clock move with 400, and the clock keeps working', async () => {
    const h = await makeHarness();
    for (const advanceMs of ['1e308', '-1e308', '1e400', '4e12']) {
      const answer = await h.call('POST', '/api/__sandbox/clock', { raw: `{"advanceMs":${advanceMs}}` });
      expect(answer.status).toBe(400);
      expect(answer.body.errorMessage).toMatch(/^advanceMs/);
    }
    const clock = await h.call('GET', '/api/__sandbox/clock');
    expect([clock.status, clock.body.offsetMs]).toEqual([200, 0]);
    const moved = await h.call('POST', '/api/__sandbox/clock', { body: { advanceMs: 60_000 } });
    expect([moved.status, moved.body.offsetMs]).toEqual([200, 60_000]);
    expect((await h.open('demo-happy')).token).toBeTruthy();
    await h.app.close();
  });
  it("bounds the answers a product screen saves: names, sizes, count, and no prototype keys", async () => {
    const h = await makeHarness();
    const { token, id } = await h.open(await h.link('happy-path'));
    const save = (answers: unknown, raw?: string) => h.call('PATCH', `/api/loanapplications/${id}`, raw ? { token, raw } : { token, body: { answers } });
    const saved = await save({ jobType: 'roofing', homeOwner: true, rooms: ['kitchen'] });
    expect(saved.status).toBe(200);
    const long = await save({ notes: 'x'.repeat(501) });
    expect([long.status, long.body.errorMessage]).toEqual([400, expect.stringContaining("'answers")]);
    const badName = await save({ 'job type': 'roofing' });
    expect(badName.status).toBe(400);
    const nested = await save({ jobType: { deep: { deeper: 'x' } } });
    expect(nested.status).toBe(400);
    const proto = await save(undefined, '{"answers":{"__proto__":{"isAdmin":true}}}');
    expect([proto.status, proto.body.errorMessage]).toEqual([400, "Forbidden field 'answers.__proto__': a request body may not set an object's prototype"]);
    const many = (from: number) => Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`q${from + i}`, 'yes']));
    expect((await save(many(0))).status).toBe(200);
    const over = await save(many(25));
    expect([over.status, over.body.errorMessage]).toEqual([400, 'answers: an application keeps at most 50 answers']);
    const stored = await h.call('GET', `/api/__sandbox/loanapplications/${id}`);
    expect(Object.keys(stored.body.answers as object)).toHaveLength(28);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    await h.app.close();
  });
});
