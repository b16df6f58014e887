import { describe, expect, it } from 'vitest';
import { borrower, makeHarness, type Harness } from './sandboxHarness';

const PHONE = '+15555550177';

async function phoneJourney(h: Harness) {
  const opened = await h.open(await h.link('phone-first'));
  const sent = await h.call('PATCH', `/api/loanapplications/${opened.id}`, { token: opened.token, body: { escalateAuthentication: true, mobileNumber: PHONE } });
  return { ...opened, sent };
}

const pinInquiry = (body: { dataInquiryList: { type: string; errorMessage: string | null }[] }) =>
  body.dataInquiryList.find((i) => i.type === 'BORROWER_PROVIDED_AUTH_PIN');

describe('sandbox phone verification', () => {
  it('asks for the phone first, refuses data before the code, texts a 4-digit code to the console and outbox', async () => {
    const h = await makeHarness();
    const { token, id, body } = await h.open(await h.link('phone-first'));
    expect(body.dataInquiryList[0].type).toBe('BORROWER_PROVIDED_BORROWER_PHONE');
    expect(body.pinVerified).toBe(false);
    const early = await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: borrower() });
    expect(early.status).toBe(403);
    const sent = await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: { escalateAuthentication: true, mobileNumber: PHONE } });
    expect(pinInquiry(sent.body)).toBeDefined();
    const code = await h.latestCode(PHONE);
    expect(code).toMatch(/^\d{4}$/);
    expect(h.printed).toContain(`SMS to ***-***-0177: your code is ${code}`);
    expect(h.printed.join('\n')).not.toContain(PHONE);
    const verified = await h.call('PATCH', `/api/loanapplications/${id}`, { token: sent.token as string, body: { authPin: code } });
    expect(verified.body).toMatchObject({ pinVerified: true, phoneVerified: true });
    expect(pinInquiry(verified.body)).toBeUndefined();
    await h.app.close();
  });

  it('treats a wrong code as a field error on the pin, and a code as single use', async () => {
    const h = await makeHarness();
    const { id, sent } = await phoneJourney(h);
    const code = await h.latestCode(PHONE);
    const wrong = await h.call('PATCH', `/api/loanapplications/${id}`, { token: sent.token as string, body: { authPin: code === '0000' ? '0001' : '0000' } });
    expect(wrong.status).toBe(200);
    expect(pinInquiry(wrong.body)?.errorMessage).toBe('Invalid verification code');
    const ok = await h.call('PATCH', `/api/loanapplications/${id}`, { token: sent.token as string, body: { authPin: code } });
    expect(ok.body.pinVerified).toBe(true);
    const reused = await h.call('PATCH', `/api/loanapplications/${id}`, { token: ok.token as string, body: { authPin: code } });
    expect(pinInquiry(reused.body)?.errorMessage).toBe('Invalid verification code');
    await h.app.close();
  });

  it('lets a code expire after 10 minutes', async () => {
    const h = await makeHarness();
    const { id, sent } = await phoneJourney(h);
    const code = await h.latestCode(PHONE);
    await h.advance(10 * 60_000 + 1000);
    const late = await h.call('PATCH', `/api/loanapplications/${id}`, { token: sent.token as string, body: { authPin: code } });
    expect(late.body.pinVerified).toBe(false);
    expect(pinInquiry(late.body)?.errorMessage).toContain('Invalid verification code');
    await h.app.close();
  });

  it('rate-limits resends: a second code within 30 s is refused with 429', async () => {
    const h = await makeHarness();
    const { id, sent } = await phoneJourney(h);
    const again = await h.call('PATCH', `/api/loanapplications/${id}`, { token: sent.token as string, body: { newPinRequested: true } });
    expect(again.status).toBe(429);
    expect(again.body.errorMessage).toMatch(/Try again in \d+ seconds/);
    await h.advance(31_000);
    const later = await h.call('PATCH', `/api/loanapplications/${id}`, { token: sent.token as string, body: { newPinRequested: true } });
    expect(later.status).toBe(200);
    await h.app.close();
  });

  it('locks the phone for an hour after 5 wrong codes, with a lockout error, even for the right code', async () => {
    const h = await makeHarness();
    const { id, sent } = await phoneJourney(h);
    const token = sent.token as string;
    const code = await h.latestCode(PHONE);
    const wrongCode = code === '9999' ? '9998' : '9999';
    const statuses: number[] = [];
    let last;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      last = await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: { authPin: wrongCode } });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 423]);
    expect(last?.body.errorMessage).toContain('lockout');
    const right = await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: { authPin: code } });
    expect([right.status, right.body.errorMessage.includes('lockout')]).toEqual([423, true]);
    const resend = await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: { escalateAuthentication: true, mobileNumber: PHONE } });
    expect(resend.status).toBe(423);
    await h.advance(61 * 60_000);
    const fresh = await h.open('demo-phone');
    const unlocked = await h.call('PATCH', `/api/loanapplications/${fresh.id}`, { token: fresh.token, body: { escalateAuthentication: true, mobileNumber: PHONE } });
    expect(unlocked.status).toBe(200);
    await h.app.close();
  });

  it('asks a returning login to prove the phone again, but not a reload inside the same session', async () => {
    const h = await makeHarness();
    const link = await h.link('phone-first');
    const { id, token } = await h.open(link);
    await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: { escalateAuthentication: true, mobileNumber: PHONE } });
    const verified = await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: { authPin: await h.latestCode(PHONE) } });
    const reload = await h.call('GET', `/api/loanapplications/${link}?initToken=${link}`, { token: verified.token as string });
    expect(reload.body.pinVerified).toBe(true);
    const otherDevice = await h.open(link);
    expect(otherDevice.body.pinVerified).toBe(false);
    expect(otherDevice.body.dataInquiryList[0].type).toBe('LINKED_BORROWER_PHONE_VERIFICATION');
    expect(otherDevice.body.firstName).toBeNull();
    await h.app.close();
  });
});
