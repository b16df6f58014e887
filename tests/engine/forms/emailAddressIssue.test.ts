import { describe, expect, it } from 'vitest';
import { emailAddressIssue } from '../../../engine/forms/formIssues';

// The Truth in Lending copy's email box follows the forms' shared email rule (schemas/forms/definitions/email.json).
describe('an email typed outside a form', () => {
  const today = new Date(2026, 10, 21);
  it.each([
    ['ann', 'invalidEmailAddress'], ['ann@', 'invalidEmailAddress'], ['ann@example', 'invalidEmailAddress'],
    ['ann example@x.com', 'invalidEmailAddress'], ['@example.com', 'invalidEmailAddress'], [`${'a'.repeat(246)}@mail.com`, 'invalidEmailAddress'],
    ['ann@example.con', 'invalidEmailDomain'], ['ann@example.com', null], [' ann@example.io ', null], ['ann.lee+loans@mail.example.co.uk', null],
  ])('%j -> %s', (value, code) => {
    expect(emailAddressIssue(value, today)?.code ?? null).toBe(code);
  });
});
