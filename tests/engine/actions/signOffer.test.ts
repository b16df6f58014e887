// Issue 47: signing sends the agreement as its form's config says, never by a field's name in the action. The
// signing form's UI schema names the acceptances its agreement box is sent as (`ui:sendAs`, as the entry forms'
// do); the action sends the form's answers as they come. A signing form whose box is named otherwise signs alike.
import { describe, expect, it } from 'vitest';
import { answersFor } from '../../../engine/forms/formChecks';
import type { FormSchema, UiSchema } from '../../../engine/forms/FormDefinition';
import { ok } from '../../../engine/Result';
import { dispatch } from '../../../engine/runtime/dispatch';
import { loadForm } from '../forms/support';
import { fakeDeps } from '../../support/fakeDeps';
import { TODAY, borrowerFlow, loan } from '../../support/flows';

const ctx = { today: TODAY };
const ACCEPTANCES = { truthInLendingDisclosureAccepted: true, loanAgreementAccepted: true, creditScoreDisclosureAccepted: true };
const state = loan({ status: 'ACCOUNT_LINKED', selectedLoanOfferId: 'o1' });
// What the signing screen sends (src/forms/useDraft.ts sendAnswers): the answers, and the answers as `values`.
const sent = (answers: Record<string, unknown>) => ({ offerId: 'o1', ...answers, values: answers });
const signWith = async (answers: Record<string, unknown>) => {
  const { deps, calls } = fakeDeps(() => ok({ ...state, status: 'TILA_ACCEPTED' }));
  await dispatch(borrowerFlow, deps, { screen: 'review_plan', event: 'sign', state, ctx, input: sent(answers) });
  return calls;
};

describe('signing sends the agreement its form names', () => {
  it('the signing form sends its ticked box as the three acceptances its UI schema names, and the SSN\'s last 4', async () => {
    const signing = await loadForm('signing');
    const answers = answersFor(signing.schema, signing.uiSchema, { ssn4: '1234', reviewed: true });
    expect(answers).toEqual({ ssn4: '1234', ...ACCEPTANCES });
    const calls = await signWith(answers);
    expect(calls).toEqual([{ method: 'PATCH', path: 'loanapplications/la-1234567890/offers/o1', body: { status: 'TILA_ACCEPTED', provideTruthInLendingDocument: false, ssn4: '1234', ...ACCEPTANCES } }]);
  });

  it('a signing form whose box has another name signs alike: nothing is decided by a field\'s name', async () => {
    const schema: FormSchema = { type: 'object', properties: { ssn4: { type: 'string' }, iAgree: { type: 'boolean', const: true } } };
    const ui: UiSchema = { iAgree: { 'ui:widget': 'checkbox', 'ui:sendAs': Object.keys(ACCEPTANCES) } };
    const calls = await signWith(answersFor(schema, ui, { ssn4: '4321', iAgree: true }));
    expect(calls[0]?.body).toEqual({ status: 'TILA_ACCEPTED', provideTruthInLendingDocument: false, ssn4: '4321', ...ACCEPTANCES });
  });

  it('a box its form does not send as acceptances grants none, and the form\'s answers cannot change what the call is', async () => {
    const calls = await signWith({ ssn4: '1234', reviewed: true, status: 'SELECTED' });
    expect(calls[0]?.body).toMatchObject({ status: 'TILA_ACCEPTED', ssn4: '1234' });
    expect(calls[0]?.body).not.toHaveProperty('truthInLendingDisclosureAccepted');
    const signing = await loadForm('signing');
    const unticked = await signWith(answersFor(signing.schema, signing.uiSchema, { ssn4: '1234', reviewed: false }));
    expect(unticked[0]?.body).toEqual({ status: 'TILA_ACCEPTED', provideTruthInLendingDocument: false, ssn4: '1234' });
  });
});
