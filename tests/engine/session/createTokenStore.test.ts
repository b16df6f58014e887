import { describe, expect, it } from 'vitest';
import { createTokenStore } from '../../../engine/session/createTokenStore';
import { SESSION_LIMITS } from '../../../engine/session/sessionConstants';
import { memoryStorage } from './memoryStorage';

const SAVED_AT = 1_700_000_000_000;

function setup() {
  let time = SAVED_AT;
  const local = memoryStorage();
  const store = createTokenStore(local, () => time);
  return { local, store, setTime: (t: number) => (time = t) };
}

describe('createTokenStore', () => {
  it('saves the payment-link token under token with a TTL 23 h (82,800,000 ms) later', () => {
    const { local, store } = setup();
    store.saveToken('payTok1');
    expect(local.entries()).toEqual({ token: 'payTok1', 'tokenTTL:payTok1': String(SAVED_AT + 82_800_000) });
    expect(SESSION_LIMITS.TOKEN_TTL_MS).toBe(82_800_000);
  });

  it('gives the token back until the last millisecond of its 23 h, then removes it', () => {
    const { local, store, setTime } = setup();
    store.saveToken('payTok1');
    setTime(SAVED_AT + 82_800_000 - 1);
    expect(store.getToken()).toBe('payTok1');
    setTime(SAVED_AT + 82_800_000);
    expect(store.getToken()).toBeNull();
    expect(local.entries()).toEqual({});
  });

  it('treats a token without a readable TTL as expired', () => {
    const local = memoryStorage({ token: 'old', 'tokenTTL:old': 'soon' });
    expect(createTokenStore(local, () => SAVED_AT).getToken()).toBeNull();
    expect(createTokenStore(memoryStorage({ token: 'bare' }), () => SAVED_AT).getToken()).toBeNull();
  });

  it('replaces an earlier token and its TTL when a new link is opened', () => {
    const { local, store, setTime } = setup();
    store.saveToken('first');
    setTime(SAVED_AT + 1_000);
    store.saveToken('second');
    expect(local.entries()).toEqual({ token: 'second', 'tokenTTL:second': String(SAVED_AT + 1_000 + 82_800_000) });
  });

  it('keeps the loan id, submit flags and prequal application id', () => {
    const { store } = setup();
    store.setLoanAppId('L1');
    store.markSubmitted('L1');
    store.setPrequalApplicationId('P9');
    expect(store.getLoanAppId()).toBe('L1');
    expect(store.isSubmitted('L1')).toBe(true);
    expect(store.isSubmitted('L2')).toBe(false);
    expect(store.getPrequalApplicationId()).toBe('P9');
  });

  it('stores submit flags under submit:{id}', () => {
    const { local, store } = setup();
    store.markSubmitted('L1');
    expect(local.getItem('submit:L1')).toBe('true');
  });

  it('clears everything but the token on session expiry, so the continue path still works', () => {
    const { local, store } = setup();
    store.saveToken('payTok1');
    store.setLoanAppId('L1');
    store.markSubmitted('L1');
    store.markSubmitted('L2');
    store.setPrequalApplicationId('P9');
    store.clearKeepingToken();
    expect(local.entries()).toEqual({ token: 'payTok1', 'tokenTTL:payTok1': String(SAVED_AT + 82_800_000) });
    expect(store.getToken()).toBe('payTok1');
    expect(store.isSubmitted('L1')).toBe(false);
  });
});
