import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { standinApp } from '../support/standinApp';

const LINK_TOKEN = 'link-sandbox-tool-0001';

let app: FastifyInstance;
beforeEach(async () => {
  ({ app } = await standinApp());
});
afterEach(async () => {
  await app.close();
});

const post = async (url: string, payload?: unknown) => {
  const res = await app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: res.json() as { responseBody?: unknown; errorMessage?: string } };
};

// What the /plaid tool does: link a bank in the widget, then register the public token for a customer.
async function linkAndRegister(customerId: string, institutionId = 'ins_sandbox_bank', accountId = 'acc_sandbox_checking') {
  const token = await post('/api/standins/plaid/public-token', { linkToken: LINK_TOKEN, institutionId, accountIds: [accountId] });
  const { publicToken } = token.body as unknown as { publicToken: string };
  return post('/api/plaid/registration', { customerId, plaidToken: publicToken });
}

describe('bank-link test tool', () => {
  it('registers a linked bank for a customer and lists it', async () => {
    const registered = await linkAndRegister('cust-1');
    expect(registered.status).toBe(200);
    expect(registered.body.responseBody).toEqual({ customerId: 'cust-1', institutionId: 'ins_sandbox_bank', itemId: expect.stringMatching(/^item-sandbox-/) });
    await linkAndRegister('cust-2', 'ins_harbor_cu', 'acc_harbor_checking');

    const all = await post('/api/plaid/registrationlist');
    expect(all.status).toBe(200);
    expect((all.body.responseBody as unknown[]).length).toBe(2);
    const one = await post('/api/plaid/registrationlist', { customerId: 'cust-2' });
    expect(one.body.responseBody).toEqual([{ customerId: 'cust-2', institutionId: 'ins_harbor_cu', itemId: expect.any(String) }]);
  });

  it('an unknown public token is a failure inside responseBody', async () => {
    const res = await post('/api/plaid/registration', { customerId: 'cust-1', plaidToken: 'public-sandbox-unknown' });
    expect(res.status).toBe(200);
    expect(res.body.responseBody).toEqual({ errorMessage: expect.stringContaining('plaidToken') });
  });

  it('removes a registration with institutionId and remove, and says so when there is none', async () => {
    await linkAndRegister('cust-1');
    const removed = await post('/api/plaid/registration', { customerId: 'cust-1', institutionId: 'ins_sandbox_bank', remove: true });
    expect(removed.body.responseBody).toEqual({ customerId: 'cust-1', institutionId: 'ins_sandbox_bank', removed: 1 });
    expect((await post('/api/plaid/registrationlist', {})).body.responseBody).toEqual([]);
    const again = await post('/api/plaid/registration', { customerId: 'cust-1', institutionId: 'ins_sandbox_bank', remove: true });
    expect(again.body.responseBody).toEqual({ errorMessage: expect.any(String) });
  });

  it('answers personal information, income, accounts and balance for a registered bank', async () => {
    await linkAndRegister('cust-1');
    const ask = (path: string) => post(`/api/plaid/${path}`, { customerId: 'cust-1', institutionId: 'ins_sandbox_bank' });
    const pi = await ask('pi');
    expect(pi.body.responseBody).toMatchObject({ accounts: [{ account_id: 'acc_sandbox_checking', owners: [{ names: [expect.any(String)] }] }, expect.anything()] });
    expect((await ask('income')).body.responseBody).toMatchObject({ iso_currency_code: 'USD', income_streams: expect.any(Array) });
    expect((await ask('account')).body.responseBody).toMatchObject({ accounts: [{ account_id: 'acc_sandbox_checking', mask: '0000', subtype: 'checking' }, { mask: '1111' }] });
    expect((await ask('balance')).body.responseBody).toMatchObject({ accounts: [{ balances: { available: 2450.12, current: 2610.55, iso_currency_code: 'USD' } }, expect.anything()] });
  });

  it.each(['pi', 'income', 'account', 'balance'])('/plaid/%s for a customer without that bank is a failure inside responseBody', async (path) => {
    const res = await post(`/api/plaid/${path}`, { customerId: 'nobody', institutionId: 'ins_sandbox_bank' });
    expect(res.status).toBe(200);
    expect(res.body.responseBody).toEqual({ errorMessage: expect.stringContaining('nobody') });
  });

  it.each([
    ['/api/plaid/registration', { plaidToken: 'x' }],
    ['/api/plaid/registration', { customerId: 'c', plaidToken: 'x', extra: true }],
    ['/api/plaid/registrationlist', { customerId: 7 }],
    ['/api/plaid/pi', { customerId: 'c' }],
    ['/api/plaid/balance', { customerId: 'c', institutionId: '' }],
  ])('%s answers 400 naming the contract schema for %j', async (url, payload) => {
    const res = await post(url, payload);
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toMatch(/\(Plaid[A-Za-z]+Request\)$/);
  });
});
