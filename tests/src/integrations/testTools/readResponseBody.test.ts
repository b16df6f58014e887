import { describe, expect, it } from 'vitest';
import { readResponseBody } from '../../../../src/integrations/testTools/readResponseBody';

describe('readResponseBody', () => {
  it('unwraps responseBody', () => {
    expect(readResponseBody({ responseBody: [{ itemId: 'item-1' }] })).toEqual({ ok: true, value: [{ itemId: 'item-1' }] });
  });

  it('is a failure with the message when responseBody holds an errorMessage', () => {
    expect(readResponseBody({ responseBody: { errorMessage: 'pi: customer c-1 has no bank link at ins_1' } }))
      .toEqual({ ok: false, error: { kind: 'errorMessage', message: 'pi: customer c-1 has no bank link at ins_1' } });
  });

  it('is responseBodyNotFound when there is none', () => {
    expect(readResponseBody({ other: 1 })).toEqual({ ok: false, error: { kind: 'responseBodyNotFound' } });
    expect(readResponseBody(null)).toEqual({ ok: false, error: { kind: 'responseBodyNotFound' } });
    expect(readResponseBody({ responseBody: null })).toEqual({ ok: false, error: { kind: 'responseBodyNotFound' } });
  });
});
