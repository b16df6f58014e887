import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { addressFromSuggestion, suggestionCountIssue } from '../../../engine/forms/addressFromSuggestion';

const messages = parse(readFileSync(join(process.cwd(), 'content', 'en', 'messages.yaml'), 'utf8')) as Record<string, string>;

describe('addressFromSuggestion: what a chosen suggestion puts in the address fields', () => {
  it('maps the service parts to the form fields, a unit included', () => {
    expect(addressFromSuggestion({ street_line: '501 Pine St', secondary: 'Unit 3B', city: 'Seattle', state: 'WA', zipcode: '98101' }))
      .toEqual({ streetAddress1: '501 Pine St', addressSecondaryNumber: 'Unit 3B', city: 'Seattle', stateCode: 'WA', zip: '98101' });
  });

  it('empties the unit when the address has none, so nothing of an earlier choice stays', () => {
    for (const secondary of ['', null, undefined]) {
      const address = addressFromSuggestion({ street_line: '9 Elm St', secondary, city: 'Burlington', state: 'VT', zipcode: '05401' });
      expect(address).toHaveProperty('addressSecondaryNumber', undefined);
      expect(address.zip).toBe('05401');
    }
  });
});

describe('suggestionCountIssue: the count a screen reader hears', () => {
  it('names a message product wrote for none, one and many', () => {
    expect([0, 1, 7].map((n) => suggestionCountIssue(n))).toEqual([
      { code: 'noMatchingAddresses' }, { code: 'oneAddressFound' }, { code: 'addressesFound', params: { count: '7' } },
    ]);
    for (const n of [0, 1, 7]) expect(messages).toHaveProperty(suggestionCountIssue(n).code);
  });
});
