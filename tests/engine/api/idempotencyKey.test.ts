import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../engine/api/createApiClient';
import { createIdempotencyKeys } from '../../../engine/api/idempotencyKey';
import { createSessionTokenStore } from '../../../engine/session/createSessionTokenStore';
import { memoryStorage } from '../session/memoryStorage';
import { fakeFetch, json } from './fakeFetch';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createIdempotencyKeys', () => {
  it('gives a UUID v4 and the same one on every retry until the action succeeds', () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor('confirmPurchase', 'L1');
    expect(first).toMatch(UUID_V4);
    expect(keys.keyFor('confirmPurchase', 'L1')).toBe(first);
    keys.succeeded('confirmPurchase', 'L1');
    expect(keys.keyFor('confirmPurchase', 'L1')).not.toBe(first);
  });

  it('gives each action and each loan its own key', () => {
    const keys = createIdempotencyKeys();
    const confirm = keys.keyFor('confirmPurchase', 'L1');
    expect(keys.keyFor('lockOffer', 'L1')).not.toBe(confirm);
    expect(keys.keyFor('confirmPurchase', 'L2')).not.toBe(confirm);
  });

  it('keeps the key across a reload when given storage', () => {
    const storage = memoryStorage();
    const key = createIdempotencyKeys(storage).keyFor('lockOffer', 'L1');
    const afterReload = createIdempotencyKeys(storage);
    expect(afterReload.keyFor('lockOffer', 'L1')).toBe(key);
    afterReload.succeeded('lockOffer', 'L1');
    expect(createIdempotencyKeys(storage).keyFor('lockOffer', 'L1')).not.toBe(key);
  });

  it('sends the same Idempotency-Key when a failed POST is retried, and a new one for the next action', async () => {
    // The first attempt and its four retries meet a gateway timeout; the borrower's try again gets through.
    const { fetch, sent } = fakeFetch((_request, index) => (index < 5 ? new Response('', { status: 504 }) : json(200, {})));
    const client = createApiClient({ baseUrl: 'https://lender.test/api', fetch, tokenStore: createSessionTokenStore(memoryStorage()), retry: { baseDelayMs: 0 } });
    const keys = createIdempotencyKeys();
    const confirm = async (): Promise<boolean> => {
      const result = await client.post('/loanapplications/L1/confirmation', { answer: 'YES' }, { idempotencyKey: keys.keyFor('confirm', 'L1') });
      if (result.ok) keys.succeeded('confirm', 'L1');
      return result.ok;
    };
    expect(await confirm()).toBe(false);
    expect(await confirm()).toBe(true);
    expect(await confirm()).toBe(true);
    const sentKeys = sent.map((request) => request.headers.get('Idempotency-Key'));
    expect(sent).toHaveLength(7);
    expect(sentKeys[0]).toMatch(UUID_V4);
    expect(new Set(sentKeys.slice(0, 6))).toEqual(new Set([sentKeys[0]]));
    expect(sentKeys[6]).not.toBe(sentKeys[5]);
  });
});
