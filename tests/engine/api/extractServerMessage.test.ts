import { describe, expect, it } from 'vitest';
import { extractServerMessage } from '../../../engine/api/extractServerMessage';

describe('extractServerMessage', () => {
  it.each<[string, unknown, string | undefined]>([
    ['a string body', 'Invalid zip code', 'Invalid zip code'],
    ['message', { message: 'Loan application not found' }, 'Loan application not found'],
    ['message before errorMessage', { message: 'from message', errorMessage: 'from errorMessage' }, 'from message'],
    ['errorMessage as a string', { errorMessage: 'Invalid state code' }, 'Invalid state code'],
    ['errorMessage.message', { errorMessage: { message: 'ssn4 does not match' } }, 'ssn4 does not match'],
    ['errorMessage.message before error.message', { errorMessage: { message: 'inner' }, error: { message: 'generic' } }, 'inner'],
    ['error.message', { error: { message: 'Token has expired' } }, 'Token has expired'],
    ['message before error.message', { message: 'data message', error: { message: 'generic' } }, 'data message'],
    ['error as a string', { error: 'Unauthorized.' }, 'Unauthorized.'],
    ['empty message skipped', { message: '', errorMessage: 'real one' }, 'real one'],
    ['otherwise the whole body as JSON', { code: 42, detail: 'x' }, '{"code":42,"detail":"x"}'],
    ['errorMessage object without message as JSON', { errorMessage: { code: 7 } }, '{"errorMessage":{"code":7}}'],
    ['a list as JSON', ['a', 'b'], '["a","b"]'],
    ['nothing for null', null, undefined],
    ['nothing for undefined', undefined, undefined],
    ['nothing for an empty string', '   ', undefined],
    ['nothing for an empty object', {}, undefined],
  ])('takes %s', (_label, body, expected) => {
    expect(extractServerMessage(body)).toBe(expected);
  });
});
