import { describe, expect, it } from 'vitest';
import { replyToResult } from '../../../engine/api/replyToResult';
import { loadRepoErrorRules } from './loadRepoErrorRules';

const rules = loadRepoErrorRules();

// Borrower section 8 stores "a parsable JSON server message" as the consumer error, and names nothing that reads
// it. The message stays the failure's one text, JSON or not: flows/errors.yaml classifies it and /error shows it;
// no parsed copy of what the lender sent is kept beside it (docs/spec-trace.yaml B8.3).
describe('a server message that is JSON', () => {
  it('is the error message as sent, classified like any other, with nothing parsed out of it kept', () => {
    const message = '{"code":"E42","detail":"Try again tomorrow"}';
    const result = replyToResult({ status: 400, body: { message }, readable: true }, rules);
    expect(result).toEqual({ ok: false, error: { kind: 'general', message, status: 400 } });
  });

  it('still follows flows/errors.yaml when its text matches a rule', () => {
    const message = '{"reason":"Account lockout: too many attempts"}';
    const result = replyToResult({ status: 423, body: { errorMessage: message }, readable: true }, rules);
    expect(result).toEqual({ ok: false, error: { kind: 'lockout', message, status: 423 } });
  });
});
