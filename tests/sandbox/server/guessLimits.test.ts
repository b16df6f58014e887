// Guessing is bounded (issue 12, point 2): the ssn4 at signing locks like the texted code; a pin lockout counts per
// link and phone, so a stranger cannot lock the borrower's own number; one link texts at most 3 numbers an hour.
import { describe, expect, it } from 'vitest';
import { classifyError } from '../../../engine/api/classifyError';
import { loadRepoErrorRules } from '../../engine/api/loadRepoErrorRules';
import { selectFirstPlan, sign } from './flowHelpers';
import { borrower, makeHarness, type Harness } from './sandboxHarness';

const rules = loadRepoErrorRules();
const BORROWER_PHONE = '+15555550177';
const HOUR = 60 * 60_000;

const textTo = (h: Harness, id: string, token: string, phone: string) =>
  h.call('PATCH', `/api/loanapplications/${id}`, { token, body: { escalateAuthentication: true, mobileNumber: phone } });

describe('guess limits', () => {
  it('locks signing after 5 wrong ssn4s in a row, for an hour, with a lockout the app sends to /account_locked', async () => {
    const h = await makeHarness();
    const link = await h.link('happy-path');
    const opened = await h.open(link);
    const { token } = await h.call('PATCH', `/api/loanapplications/${opened.id}`, { token: opened.token, body: borrower() }) as { token: string };
    const id = opened.id;
    const offerId = await selectFirstPlan(h, token, id);
    const statuses: number[] = [];
    let last;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      last = await sign(h, token, id, offerId, '9999');
      statuses.push(last.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 423]);
    expect(last?.body.errorMessage).toBe('Too many wrong ssn4 tries: lockout for 60 minutes. Try again later.');
    expect(classifyError(last?.body.errorMessage, rules).kind).toBe('lockout');
    const right = await sign(h, token, id, offerId, '1111');
    expect([right.status, classifyError(right.body.errorMessage, rules).kind]).toEqual([423, 'lockout']);
    await h.advance(HOUR + 60_000);
    const later = await sign(h, (await h.open(link)).token, id, offerId, '1111');
    expect([later.status, later.body.status]).toEqual([200, 'DOCUMENTS_SIGNED']);
    await h.app.close();
  });

  it("a stranger's wrong codes lock neither the borrower's number on the borrower's link nor the stranger's own number there", async () => {
    const h = await makeHarness();
    const wrongFor = async (phone: string) => ((await h.latestCode(phone)) === '0000' ? '0001' : '0000');
    const strangerLink = await h.open(await h.link('phone-first'));
    await textTo(h, strangerLink.id, strangerLink.token, BORROWER_PHONE);
    const wrong = await wrongFor(BORROWER_PHONE);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await h.call('PATCH', `/api/loanapplications/${strangerLink.id}`, { token: strangerLink.token, body: { authPin: wrong } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 423]);
    await h.advance(31_000);
    const own = await h.open(await h.link('phone-first'));
    const stranger = '+15555559999';
    await textTo(h, own.id, own.token, stranger);
    const strangerWrong = await wrongFor(stranger);
    for (let attempt = 0; attempt < 5; attempt += 1) await h.call('PATCH', `/api/loanapplications/${own.id}`, { token: own.token, body: { authPin: strangerWrong } });
    const sent = await textTo(h, own.id, own.token, BORROWER_PHONE);
    expect(sent.status).toBe(200);
    const verified = await h.call('PATCH', `/api/loanapplications/${own.id}`, { token: sent.token as string, body: { authPin: await h.latestCode(BORROWER_PHONE) } });
    expect(verified.body.pinVerified).toBe(true);
    await h.app.close();
  });

  it('texts at most 3 different numbers per link an hour (the 4th is a lockout); a number already texted may be texted again', async () => {
    const h = await makeHarness();
    const { id, token } = await h.open(await h.link('phone-first'));
    const numbers = ['+15555550001', '+15555550002', '+15555550003', '+15555550004'];
    const statuses: number[] = [];
    let last;
    for (const phone of numbers) {
      last = await textTo(h, id, token, phone);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last?.body.errorMessage).toMatch(/^Too many different phone numbers for this link: lockout for \d+ minutes/);
    expect(classifyError(last?.body.errorMessage, rules).kind).toBe('lockout');
    expect(h.printed.filter((line) => line.startsWith('SMS to'))).toHaveLength(3);
    await h.advance(31_000);
    const again = await textTo(h, id, token, numbers[0] as string);
    expect(again.status).toBe(200);
    await h.advance(HOUR - 20_000);
    expect((await textTo(h, id, again.token as string, numbers[3] as string)).status).toBe(200);
    await h.app.close();
  });
});
