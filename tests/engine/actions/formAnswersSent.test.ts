import { describe, expect, it } from 'vitest';
import { ok } from '../../../engine/Result';
import { actionAnswers } from '../../../engine/actions/actionAnswers';
import { actions } from '../../../engine/actions/registry';
import type { FormDefinition } from '../../../engine/forms/FormDefinition';
import { answersFor } from '../../../engine/forms/formChecks';
import { dispatch } from '../../../engine/runtime/dispatch';
import { fakeDeps } from '../../support/fakeDeps';
import { TODAY, borrowerFlow, loan, prequal, prequalFlow } from '../../support/flows';
import { loadForm } from '../forms/support';

// What the lender gets from the phone, code, date, email and amount screens: each action sends the answers its
// screen's form gives, under the names the form's UI schema says (`ui:sendAs`), never a field's name of its own
// (issue 47). The input is the screen's event as every form sends it (src/forms/useDraft.ts: the answers, and
// again as `values`).
const sent = (form: FormDefinition, values: Record<string, unknown>) => {
  const answers = answersFor(form.schema, form.uiSchema, values);
  return { ...answers, values: answers };
};
const ctx = { today: TODAY };

async function borrowerCall(screen: string, event: string, input: Record<string, unknown>) {
  const { deps, calls } = fakeDeps(() => ok(loan()));
  await dispatch(borrowerFlow, deps, { screen, event, state: loan({ status: 'DOCUMENTS_SIGNED' }), ctx, input });
  return calls;
}
async function prequalCall(screen: string, event: string, input: Record<string, unknown>) {
  const { deps, calls } = fakeDeps(() => ok(prequal()));
  await dispatch(prequalFlow, deps, { screen, event, state: prequal({ signupId: 's1', prequalId: 'p1', applicationId: 'a1' }), ctx, input });
  return calls;
}

describe('the answers a screen\'s form gives, as its action sends them', () => {
  it('sends the typed number as mobileNumber, or as returnMobileNumber for a returning borrower, and the code as authPin', async () => {
    const phone = await loadForm('phone');
    const pin = await loadForm('pin');
    const number = sent(phone, { phone: '(555) 123-4567' });
    expect((await borrowerCall('phone', 'submit', number))[0]?.body).toEqual({ escalateAuthentication: true, mobileNumber: '+15551234567' });
    expect((await borrowerCall('phone_return', 'submit', number))[0]?.body).toEqual({ escalateAuthentication: true, returnMobileNumber: '+15551234567' });
    expect((await borrowerCall('phone_pin', 'complete', sent(pin, { pin: '123456' })))[0]?.body).toEqual({ authPin: '123456' });
    expect((await prequalCall('prequal_phone', 'submit', number))[0]?.body).toEqual({ escalateAuthentication: true, mobileNumber: '+15551234567' });
    expect((await prequalCall('prequal_pin', 'complete', sent(pin, { pin: '654321' })))[0]?.body).toEqual({ authPin: '654321' });
  });

  it('sends the completion date, the confirmed email and the amount; no date given is no call', async () => {
    const date = await loadForm('completion_date');
    const email = await loadForm('email_confirm');
    const amount = await loadForm('prequal_amount');
    expect((await borrowerCall('purchase_confirm_pending', 'confirmLater', sent(date, { completionDate: '2026-12-01' })))[0]?.body)
      .toEqual({ serviceCompletionProvidedByBorrower: '2026-12-01' });
    expect(await borrowerCall('purchase_confirm_pending', 'confirmLater', sent(date, {}))).toEqual([]);
    expect((await borrowerCall('email_confirm', 'confirm', sent(email, { verifiedEmail: ' ana@example.com ' })))[0]?.body).toEqual({ verifiedEmail: 'ana@example.com' });
    expect((await prequalCall('prequal_offers', 'update', sent(amount, { requestedLoanAmount: 9500 })))[0]?.body).toEqual({ requestedLoanAmount: 9500 });
  });

  it('sends a field product renamed by the name its UI schema gives, so no action knows a field\'s name', async () => {
    const phone = await loadForm('phone');
    const renamed: FormDefinition = {
      ...phone,
      schema: { ...phone.schema, properties: { cell: phone.schema.properties?.phone ?? {} }, required: ['cell'] },
      uiSchema: { cell: phone.uiSchema.phone },
    };
    expect((await borrowerCall('phone', 'submit', sent(renamed, { cell: '555-123-4567' })))[0]?.body).toEqual({ escalateAuthentication: true, mobileNumber: '+15551234567' });
    const pin = await loadForm('pin');
    const code: FormDefinition = { ...pin, schema: { ...pin.schema, properties: { code: pin.schema.properties?.pin ?? {} } }, uiSchema: { code: pin.uiSchema.pin } };
    expect((await prequalCall('prequal_pin', 'complete', sent(code, { code: '111222' })))[0]?.body).toEqual({ authPin: '111222' });
  });
});

describe('the table of the answers actions send', () => {
  it('names actions of their own journey only', () => {
    for (const journey of ['borrower', 'prequal'] as const) {
      for (const name of Object.keys(actionAnswers[journey])) expect(Object.keys(actions[journey]), `${journey} ${name}`).toContain(name);
    }
  });
});
