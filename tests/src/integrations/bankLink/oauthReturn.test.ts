import { describe, expect, it } from 'vitest';
import { OAUTH_REDIRECT_KEY, oauthReturn } from '../../../../src/integrations/bankLink/oauthReturn';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), m };
};

describe('oauthReturn', () => {
  it('saves the full address only when it carries an oauth_state_id', () => {
    const local = memory();
    expect(oauthReturn.saveIfPresent('https://pay.example.test/', local)).toBe(false);
    expect(local.m.size).toBe(0);
    expect(oauthReturn.saveIfPresent('https://pay.example.test/?oauth_state_id=abc-123-def', local)).toBe(true);
    expect(local.getItem(OAUTH_REDIRECT_KEY)).toBe('https://pay.example.test/?oauth_state_id=abc-123-def');
  });

  it('finishes with the current address when the bank came straight back to it, else with the saved one', () => {
    const local = memory();
    local.setItem(OAUTH_REDIRECT_KEY, 'https://pay.example.test/?oauth_state_id=saved-1234');
    expect(oauthReturn.received('https://pay.example.test/link_bank_oauth', local)).toBe('https://pay.example.test/?oauth_state_id=saved-1234');
    expect(oauthReturn.received('https://pay.example.test/link_bank_oauth?oauth_state_id=fresh-5678', local)).toBe('https://pay.example.test/link_bank_oauth?oauth_state_id=fresh-5678');
    oauthReturn.clear(local);
    expect(oauthReturn.received('https://pay.example.test/link_bank_oauth', local)).toBeNull();
  });

  it('keeps the link token per loan for the tab', () => {
    const session = memory();
    oauthReturn.saveLinkToken(session, 'loan-1', 'link-sandbox-1');
    expect(oauthReturn.linkToken(session, 'loan-1')).toBe('link-sandbox-1');
    expect(oauthReturn.linkToken(session, 'loan-2')).toBeNull();
  });
});
