import { describe, expect, it } from 'vitest';
import { parseSite } from '../../../engine/content/parseSite';

const VALID = `supportEmail: help@x.test
lenderName: Bank
servicerName: Servicer
providerName: Provider
marketingSiteUrl: https://x.test
footer: Loans are made by {lenderName}.
languages:
  en: English
languageSwitch: Language
loading:
  default: Wait
  checkingOptions: Checking
  checkingOptionsHint: Keep this page open
header:
  back: Back
  close: Close
banner:
  lender: '{lenderName}'
  merchant: For {merchantName}
offerBullets:
  - One
creditBureau:
  name: Bureau
  website: https://bureau.test
  phone: 1-800-555-0100
plan:
  interestFree: INTEREST FREE
  selected: SELECTED
  aprSuffix: '% APR'
  months: months
supportPhone: (555) 010-0100
network:
  offline: Offline
  online: Back online
  tryAgain: Try again
`;

describe('parseSite', () => {
  it('reads every shared piece', () => {
    const result = parseSite('site.yaml', VALID);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.plan.aprSuffix).toBe('% APR');
      expect(result.value.offerBullets).toEqual(['One']);
      expect(result.value.creditBureau.phone).toBe('1-800-555-0100');
    }
  });

  it('names each missing or misspelt piece with its line, a misspelt one once', () => {
    const text = VALID.replace('lenderName: Bank\n', '').replace('  back: Back', '  bak: Back');
    const result = parseSite('content/en/site.yaml', text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.split('\n')).toEqual([
        "content/en/site.yaml:1: 'lenderName' is missing",
        "content/en/site.yaml:14: header has an unknown key 'bak' (did you mean 'back'? allowed: back, close)",
      ]);
    }
  });

  it('reads the banner with no logo (names only), or with a logo path the app serves', () => {
    const plain = parseSite('site.yaml', VALID);
    expect(plain.ok && plain.value.banner).toEqual({ lender: '{lenderName}', merchant: 'For {merchantName}' });
    const withLogo = parseSite('site.yaml', VALID.replace('  merchant: For {merchantName}\n', '  merchant: For {merchantName}\n  logo: /logo.svg\n'));
    expect(withLogo.ok && withLogo.value.banner.logo).toBe('/logo.svg');
  });

  it('refuses a logo from another origin, which the CSP would block', () => {
    const text = VALID.replace('  merchant: For {merchantName}\n', '  merchant: For {merchantName}\n  logo: https://cdn.test/logo.svg\n');
    const line = text.split('\n').findIndex((l) => l.includes('logo: https')) + 1;
    const result = parseSite('content/en/site.yaml', text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(`content/en/site.yaml:${line}: banner.logo 'https://cdn.test/logo.svg' must be a path the app serves`);
  });

  it('reports invalid YAML with its line', () => {
    const result = parseSite('site.yaml', 'supportEmail: a\nheader: [oops\n');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/^site\.yaml:\d+: not valid YAML: /);
  });
});
