import { describe, expect, it } from 'vitest';
import { bankLinkLanguage, identityLanguage } from '../../../engine/content/providerLanguages';

describe('provider languages', () => {
  it.each([
    ['en-US', 'en', 'en-US'],
    ['en', 'en', 'en-US'],
    ['es-US', 'es', 'es-MX'],
    ['ES-us', 'es', 'es-MX'],
    // A locale neither provider is told about (none yet, or the catalog not loaded) gets English.
    ['fr-CA', 'en', 'en-US'],
    ['', 'en', 'en-US'],
  ])('%s: bank link %s, identity %s', (locale, bank, identity) => {
    expect(bankLinkLanguage(locale)).toBe(bank);
    expect(identityLanguage(locale)).toBe(identity);
  });
});
