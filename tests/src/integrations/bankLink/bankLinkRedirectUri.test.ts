import { describe, expect, it } from 'vitest';
import { bankLinkRedirectUri } from '../../../../src/integrations/bankLink/bankLinkRedirectUri';

const at = (href: string) => {
  const url = new URL(href);
  return { protocol: url.protocol, hostname: url.hostname, origin: url.origin };
};

describe('bankLinkRedirectUri', () => {
  it('is the OAuth return route on https and on localhost', () => {
    expect(bankLinkRedirectUri(at('https://pay.example.test/link_bank'))).toBe('https://pay.example.test/link_bank_oauth');
    expect(bankLinkRedirectUri(at('http://localhost:5173/link_bank'))).toBe('http://localhost:5173/link_bank_oauth');
  });

  it('is left out on a plain-http address that is not localhost', () => {
    expect(bankLinkRedirectUri(at('http://192.168.1.20:5173/link_bank'))).toBeNull();
  });
});
