import { describe, expect, it } from 'vitest';
import { closestName, closestText, didYouMean, editDistance } from '../../../engine/flow/closestName';

describe('did you mean', () => {
  it('counts a swap of two neighbours as one edit', () => {
    expect(editDistance('emial', 'email')).toBe(1);
    expect(editDistance('email', 'email')).toBe(0);
  });

  it('offers the flow checker a name one or two slips away, never a wild guess', () => {
    expect(closestName('emial', ['email', 'phone'])).toBe('email');
    expect(closestName('Phone', ['email', 'phone'])).toBe('phone');
    expect(closestName('addresAutocomplete', ['addressAutocomplete', 'text'])).toBe('addressAutocomplete');
    expect(closestName('zip', ['pin', 'ssn4Masked'])).toBeUndefined();
  });

  it("reads QA's texts loosely: case, spaces and dashes aside, a name cut short, a couple of typos", () => {
    expect(closestText('happy path', ['happy-path', 'declined'])).toBe('happy-path');
    expect(closestText('totalRefund', ['totalRefundAmount'])).toBe('totalRefundAmount');
    expect(closestText('Continu', ['Continue', 'Back'])).toBe('Continue');
    expect(closestText('XY', ['XZ'])).toBeUndefined();
  });

  it('says the suggestion as product reads it, or nothing', () => {
    expect(didYouMean('/calculatr', ['/calculator', '/terms'])).toBe(' (did you mean "/calculator"?)');
    expect(didYouMean('/nowhere-at-all', ['/calculator'])).toBe('');
  });
});
