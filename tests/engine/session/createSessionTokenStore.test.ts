import { describe, expect, it } from 'vitest';
import { createSessionTokenStore } from '../../../engine/session/createSessionTokenStore';
import { memoryStorage } from './memoryStorage';

describe('createSessionTokenStore', () => {
  it('keeps the auth token under authToken', () => {
    const session = memoryStorage();
    const store = createSessionTokenStore(session);
    expect(store.getAuthToken()).toBeNull();
    store.setAuthToken('jwt-1');
    expect(session.getItem('authToken')).toBe('jwt-1');
    expect(store.getAuthToken()).toBe('jwt-1');
    store.clearAuthToken();
    expect(store.getAuthToken()).toBeNull();
  });

  it('treats an empty stored token as missing', () => {
    expect(createSessionTokenStore(memoryStorage({ authToken: '' })).getAuthToken()).toBeNull();
  });

  it('keeps the session marker (loan id and start time) as JSON under session', () => {
    const session = memoryStorage();
    const store = createSessionTokenStore(session);
    store.startSession('L1', 1_700_000_000_000);
    expect(JSON.parse(session.getItem('session') ?? '')).toEqual({ loanId: 'L1', startedAt: 1_700_000_000_000 });
    expect(store.getSession()).toEqual({ loanId: 'L1', startedAt: 1_700_000_000_000 });
  });

  it.each(['not json', '{"loanId":"L1"}', '{"loanId":1,"startedAt":2}', 'null'])('reads an unusable marker %s as no session', (raw) => {
    expect(createSessionTokenStore(memoryStorage({ session: raw })).getSession()).toBeNull();
  });

  it('clears both token and marker', () => {
    const session = memoryStorage();
    const store = createSessionTokenStore(session);
    store.setAuthToken('jwt-1');
    store.startSession('L1', 1);
    store.clear();
    expect(session.entries()).toEqual({});
  });
});
