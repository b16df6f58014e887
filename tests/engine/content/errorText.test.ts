import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/content/catalog';
import { errorText } from '../../../engine/content/errorText';

// Texts from content/en/errors.yaml, so a copy edit keeps these green.
const { errors } = catalog;

describe('errorText: the sentence an error page or alert shows', () => {
  it('shows the lender\'s own sentence in red', () => {
    expect(errorText({ kind: 'general', message: 'Merchant is not active' }, errors)).toBe('Merchant is not active');
  });

  it.each([
    ['an object', '{"status":500,"detail":{"trace":"abc-123"}}'],
    ['a list', '[{"code":"E42"}]'],
  ])('never shows the lender\'s whole body as JSON (%s): a clean sentence from errors.yaml instead', (_what, json) => {
    const shown = errorText({ kind: 'general', message: json }, errors);
    expect(shown).toBe(errors.requestFailed);
    expect(shown).not.toContain('{');
  });

  it('a raw JSON message with a code shows the code\'s text; on a field with no code, the generic text', () => {
    expect(errorText({ kind: 'general', message: '{"a":1}', code: 'serverError' }, errors)).toBe(errors.serverError);
    expect(errorText({ kind: 'field', field: 'zip', message: '{"a":1}' }, errors)).toBe(errors.errorPageGeneric);
  });

  it('keeps a sentence that only starts with a brace', () => {
    expect(errorText({ kind: 'general', message: '{id} is not valid' }, errors)).toBe('{id} is not valid');
  });
});
