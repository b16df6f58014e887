import { describe, expect, it } from 'vitest';
import { ok } from '../../../engine/Result';
import { dispatch } from '../../../engine/runtime/dispatch';
import { fakeDeps } from '../../support/fakeDeps';
import { TODAY, prequal, prequalFlow } from '../../support/flows';

// Prequal spec section 7: the signup link's submit (POST /prequals/{signupId}/{prequalId}) takes
// escalateAuthentication, mobileNumber, checksum, decline, frozen, customerId, authPin and staticPrequalInitialized.
// The phone pages send what they know: the static page (/{signupId}/prequalify) that it made the prequal itself,
// the signup link its checksum; decline, frozen and customerId never (no screen asks for them).
describe('the signup phone submit', () => {
  const ctx = { today: TODAY };
  // The phone form's answer as it sends it (schemas/forms/phone.ui.json: the number as the lender's mobileNumber).
  const number = { mobileNumber: '+15555550142', values: { mobileNumber: '+15555550142' } };
  const send = async (screen: string, input: Record<string, unknown>) => {
    const { deps, calls } = fakeDeps(() => ok(prequal({ dataInquiryList: [{ type: 'BORROWER_PROVIDED_AUTH_PIN' }] })));
    await dispatch(prequalFlow, deps, { screen, event: 'submit', state: prequal(), ctx, input });
    return calls;
  };

  it('on the static signup page says the prequal was initialized there (staticPrequalInitialized), with no checksum', async () => {
    const calls = await send('prequal_signup', { signupId: 's1', ...number });
    expect(calls).toEqual([{ method: 'POST', path: 'prequals/s1/p1', body: { escalateAuthentication: true, mobileNumber: '+15555550142', staticPrequalInitialized: true } }]);
  });

  it('on the signup link sends its checksum and not staticPrequalInitialized; decline, frozen and customerId never', async () => {
    const calls = await send('prequal_link', { signupId: 's1', prequalId: 'p1', checksum: 'ck9', ...number });
    expect(calls).toEqual([{ method: 'POST', path: 'prequals/s1/p1', body: { escalateAuthentication: true, mobileNumber: '+15555550142', checksum: 'ck9' } }]);
    const again = await send('prequal_phone', { ...number });
    expect(again[0]?.body).toEqual({ escalateAuthentication: true, mobileNumber: '+15555550142' });
  });
});
