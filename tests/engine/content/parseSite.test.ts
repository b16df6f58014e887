import { describe, expect, it } from 'vitest';
import { parseSite } from '../../../engine/content/parseSite';

const VALID = `supportEmail: help@x.test
lenderName: Bank
servicerName: Servicer
providerName: Provider
marketingSiteUrl: https://x.test
footer: Loans are made by {lenderName}.
loading:
  default: Wait
  checkingOptions: Checking
header:
  back: Back
  close: Close
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

  it('names each missing or misspelt piece with its line', () => {
    const text = VALID.replace('lenderName: Bank\n', '').replace('  back: Back', '  bak: Back');
    const result = parseSite('content/en/site.yaml', text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toContain("content/en/site.yaml:1: 'lenderName' is missing");
      expect(result.error).toContain("content/en/site.yaml:10: header has an unknown key 'bak'");
      expect(result.error).toContain("content/en/site.yaml:10: 'back' is missing");
    }
  });

  it('reports invalid YAML with its line', () => {
    const result = parseSite('site.yaml', 'supportEmail: a\nheader: [oops\n');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/^site\.yaml:\d+: not valid YAML: /);
  });
});
