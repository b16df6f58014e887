import { describe, expect, it } from 'vitest';
import { autofillProblem } from '../../../scripts/check/autofillProblem';

describe('ui:autocomplete against the HTML standard\'s autofill grammar', () => {
  it('takes on or off alone, a field name, and the optional section, address kind, phone kind and webauthn in order', () => {
    for (const value of ['off', 'on', 'given-name', 'one-time-code', 'section-billing1 shipping postal-code', 'billing work tel-national', 'mobile tel', 'fax tel', 'pager tel', 'home email', 'username webauthn', 'Shipping Street-Address']) {
      expect(autofillProblem(value), value).toBeUndefined();
    }
  });

  it('names a token the standard does not define, with the real token closest to it', () => {
    expect(autofillProblem('given_name')).toBe('ui:autocomplete "given_name": "given_name" is not an autofill token of the HTML standard (did you mean "given-name"?)');
    expect(autofillProblem('shiping postal-code')).toMatch(/"shiping" is not an autofill token .*\(did you mean "shipping"\?\)/);
    expect(autofillProblem('first-name')).toMatch(/"first-name" is not an autofill token of the HTML standard \(such as given-name/);
  });

  it('names a token out of its place in the grammar', () => {
    expect(autofillProblem('off email')).toMatch(/"off" stands alone/);
    expect(autofillProblem('home postal-code')).toMatch(/"home" goes only before a phone, email or impp field/);
    expect(autofillProblem('postal-code shipping')).toMatch(/names no field/);
    expect(autofillProblem('shipping section-a postal-code')).toMatch(/"shipping" is out of place/);
    expect(autofillProblem('webauthn')).toMatch(/names no field/);
    expect(autofillProblem(7)).toMatch(/in a text, such as "given-name"/);
  });
});
