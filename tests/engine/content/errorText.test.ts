import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/content/catalog';
import { errorText } from '../../../engine/content/errorText';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { classifyError } from '../../../engine/api/classifyError';
import { parseErrorRules } from '../../../engine/api/parseErrorRules';

// Texts from content/en/errors.yaml, so a copy edit keeps these green.
const { errors } = catalog;

describe('errorText: the sentence an error page or alert shows', () => {
  // Issue 48 (WCAG 3.1.2): the lender's text is its developers' English, whatever the page's language.
  it('never shows the lender\'s own sentence: a message with no code says errors.requestFailed', () => {
    expect(errorText({ kind: 'general', message: 'Merchant is not active' }, errors)).toBe(errors.requestFailed);
    expect(errorText({ kind: 'field', field: 'ssn4', message: 'ssn4 does not match' }, errors)).toBe(errors.requestFailed);
  });

  it('says the text its code names, on a field and on a page alike', () => {
    expect(errorText({ kind: 'field', field: 'ssn4', message: 'ssn4 does not match', code: 'ssn4DoesNotMatch' }, errors)).toBe(errors.ssn4DoesNotMatch);
    expect(errorText({ kind: 'screen', message: 'Too many codes requested. Try again in 27 seconds.', code: 'codeRequestedTooSoon' }, errors)).toBe(errors.codeRequestedTooSoon);
  });

  // The lender's messages a borrower meets (sandbox/server/ApiFailure.ts), classified by flows/errors.yaml as the app does.
  it.each([
    ['ssn4 does not match', 'field'], ['Please accept the terms to sign (truthInLendingDisclosureAccepted, loanAgreementAccepted)', 'field'],
    ['Invalid state', 'field'], ['Too many codes requested. Try again in 27 seconds.', 'screen'],
  ])('on a Spanish page, "%s" reads in Spanish (content/es-US/errors.yaml)', (message, kind) => {
    const rules = parseErrorRules(readFileSync('flows/errors.yaml', 'utf8'));
    if (!rules.ok) throw new Error(rules.error.join('\n'));
    const spanish = parse(readFileSync('content/es-US/errors.yaml', 'utf8')) as Record<string, string>;
    const found = classifyError(message, rules.value);
    expect(found.kind).toBe(kind);
    const shown = errorText({ ...found, message }, spanish);
    expect(shown).toBe(spanish[found.code ?? '']);
    expect(shown).not.toBe(spanish.requestFailed);
  });

  it.each([
    ['an object', '{"status":500,"detail":{"trace":"abc-123"}}'],
    ['a list', '[{"code":"E42"}]'],
  ])('never shows the lender\'s whole body as JSON (%s): a clean sentence from errors.yaml instead', (_what, json) => {
    const shown = errorText({ kind: 'general', message: json }, errors);
    expect(shown).toBe(errors.requestFailed);
    expect(shown).not.toContain('{');
  });

  it('no error at all: the generic error-page text', () => {
    expect(errorText(null, errors)).toBe(errors.errorPageGeneric);
    expect(errorText({ kind: 'general' }, errors)).toBe(errors.errorPageGeneric);
  });
});
