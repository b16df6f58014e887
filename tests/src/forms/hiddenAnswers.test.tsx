// @vitest-environment jsdom
// Issue 47: a question hidden by its condition sends nothing. "Is this a home-based business?" Yes shows the permit
// question; answered, then switched to No, the permit answer must not reach the lender in either journey, nor its
// problem keep the form from being sent. The form keeps what was typed: Yes again brings the answer back. The form
// exists only in this test, its validators precompiled as the build does it, drawn by the real SchemaForm; what it
// sends goes through each journey's own saveAnswers action (engine/runtime/dispatch.ts).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompiledFlow, Screen } from '../../../engine/flow/FlowTypes';
import type { FormSchema } from '../../../engine/forms/FormDefinition';
import { ok } from '../../../engine/Result';
import { dispatch } from '../../../engine/runtime/dispatch';
import { SchemaForm, type SchemaFormProps } from '../../../src/forms/SchemaForm';
import { fakeDeps } from '../../support/fakeDeps';
import { TODAY, borrowerFlow, loan, prequal, prequalFlow } from '../../support/flows';
import { painted } from '../support/painted';
import { useScratchForm } from '../support/scratchForm';
import { notReady } from '../support/notReady';

const ID = 'hidden_answers_test';
const schema: FormSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: `https://pos-borrower.local/schemas/forms/${ID}.schema.json`,
  type: 'object',
  properties: {
    homeBased: { type: 'string', enum: ['yes', 'no'] },
  },
  required: ['homeBased'],
  if: { properties: { homeBased: { const: 'yes' } }, required: ['homeBased'] },
  then: { properties: { permitNumber: { type: 'string', pattern: '^[A-Z]{2}-\\d{6}$' } }, required: ['permitNumber'] },
} as FormSchema;
const uiSchema = { 'ui:order': ['homeBased', '*'], homeBased: { 'ui:widget': 'radio' }, permitNumber: { 'ui:autocomplete': 'off' } };
const labels: Record<string, string> = {
  homeBased: 'Is this a home-based business?', 'homeBased.yes': 'Yes', 'homeBased.no': 'No', permitNumber: 'Home business permit number',
};
const messages = parse(readFileSync(join(process.cwd(), 'content', 'en', 'messages.yaml'), 'utf8')) as Record<string, string>;

useScratchForm(ID, schema, uiSchema);
afterEach(cleanup);

function draw(initial?: Record<string, unknown>, more: Partial<SchemaFormProps> = {}) {
  const onSubmit = vi.fn();
  render(<SchemaForm formId={ID} labels={labels} copyValues={{}} messages={messages} submit={{ label: 'CONTINUE' }} ctx={{ today: new Date('2026-11-24T12:00:00Z') }} onSubmit={onSubmit} {...(initial ? { initial } : {})} {...more} />);
  return { onSubmit, submit: () => screen.getByRole('button', { name: 'CONTINUE' }) as HTMLButtonElement };
}
const permit = () => screen.queryByRole('textbox', { name: labels.permitNumber }) as HTMLInputElement | null;

async function answerYesThenNo(typed: string, more: Partial<SchemaFormProps> = {}) {
  const form = draw(undefined, more);
  fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
  fireEvent.change(permit()!, { target: { value: typed } });
  await painted();
  fireEvent.click(screen.getByRole('radio', { name: 'No' }));
  expect(permit()).toBeNull();
  return form;
}

// The question screen as docs/adding-a-screen.md adds it, in a journey's compiled flow.
const SAVE = { homeBased: 'answers.homeBased', permitNumber: 'answers.permitNumber' };
const withQuestion = (flow: CompiledFlow, next: string): CompiledFlow => {
  const question: Screen = { path: '/business', form: ID, on: { submit: { action: 'saveAnswers', save: SAVE, next: [{ goto: next }] } } };
  return { ...flow, screens: { ...flow.screens, business: question } };
};

describe('a question hidden by its condition sends nothing', () => {
  it('answered, then hidden by No: the form sends No alone', async () => {
    const { onSubmit, submit } = await answerYesThenNo('CA-123456');
    fireEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ homeBased: 'no' });
  });

  it('in the borrower journey, the loan application is PATCHed without the hidden answer', async () => {
    const { onSubmit, submit } = await answerYesThenNo('CA-123456');
    fireEvent.click(submit());
    const answers = onSubmit.mock.calls[0]?.[0] as Record<string, unknown>;
    const { deps, calls } = fakeDeps(() => ok(loan({ status: 'OFFER_AVAILABLE' })));
    await dispatch(withQuestion(borrowerFlow, 'link_bank'), deps, { screen: 'business', event: 'submit', state: loan({ status: 'OFFER_AVAILABLE' }), ctx: { today: TODAY }, input: { ...answers, values: answers } });
    expect(calls).toEqual([{ method: 'PATCH', path: 'loanapplications/la-1234567890', body: { answers: { homeBased: 'no' } } }]);
  });

  it('in the prequal journey, the prequalification is PATCHed without the hidden answer', async () => {
    const { onSubmit, submit } = await answerYesThenNo('CA-123456');
    fireEvent.click(submit());
    const answers = onSubmit.mock.calls[0]?.[0] as Record<string, unknown>;
    const offered = prequal({ status: 'OFFER_AVAILABLE', prequalStatus: 'PREQUALIFIED' });
    const { deps, calls } = fakeDeps(() => ok(offered));
    await dispatch(withQuestion(prequalFlow, '$status'), deps, { screen: 'business', event: 'submit', state: offered, ctx: { today: TODAY }, input: { ...answers, values: answers } });
    expect(calls).toEqual([{ method: 'PATCH', path: 'prequals/pq-1', body: { answers: { homeBased: 'no' } } }]);
  });

  it('a wrong answer hidden by No does not keep the form from being sent, nor is it named as still needed', async () => {
    const { onSubmit, submit } = await answerYesThenNo('12345');
    expect(notReady(submit())).toBe(false);
    expect(document.querySelector('.submit-needs')).toBeNull();
    fireEvent.click(submit());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ homeBased: 'no' });
  });

  it('Yes again brings back what was typed, which counts and is sent again', async () => {
    const { onSubmit, submit } = await answerYesThenNo('CA-123456');
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(permit()?.value).toBe('CA-123456');
    fireEvent.click(submit());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ homeBased: 'yes', permitNumber: 'CA-123456' });
  });

  // The loan application's entry form is given the fields the lender asks for (ui:askedBy: inquiries): a question
  // with a condition among them is drawn, counted and sent by its condition all the same.
  it('in a form given its fields, as the entry form is by the data-inquiry list: Yes draws the question, No sends No alone to the loan application', async () => {
    const { onSubmit, submit } = await answerYesThenNo('CA-123456', { shown: ['homeBased', 'permitNumber'], required: ['homeBased', 'permitNumber'] });
    expect(notReady(submit())).toBe(false);
    fireEvent.click(submit());
    const answers = onSubmit.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(answers).toEqual({ homeBased: 'no' });
    const { deps, calls } = fakeDeps(() => ok(loan({ status: 'OFFER_AVAILABLE' })));
    await dispatch(withQuestion(borrowerFlow, 'link_bank'), deps, { screen: 'business', event: 'submit', state: loan({ status: 'OFFER_AVAILABLE' }), ctx: { today: TODAY }, input: { ...answers, values: answers } });
    expect(calls).toEqual([{ method: 'PATCH', path: 'loanapplications/la-1234567890', body: { answers: { homeBased: 'no' } } }]);
  });

  it("the lender's message on the hidden answer neither shows nor keeps the form from being sent: the prequalification gets No alone", async () => {
    const refused = 'We could not find this permit.';
    const { onSubmit, submit } = draw({ homeBased: 'yes', permitNumber: 'CA-123456' }, { serverErrors: { permitNumber: refused } });
    expect(screen.getByText(refused)).toBeTruthy();
    expect(notReady(submit())).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByText(refused)).toBeNull();
    expect(notReady(submit())).toBe(false);
    fireEvent.click(submit());
    const answers = onSubmit.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(answers).toEqual({ homeBased: 'no' });
    const offered = prequal({ status: 'OFFER_AVAILABLE', prequalStatus: 'PREQUALIFIED' });
    const { deps, calls } = fakeDeps(() => ok(offered));
    await dispatch(withQuestion(prequalFlow, '$status'), deps, { screen: 'business', event: 'submit', state: offered, ctx: { today: TODAY }, input: { ...answers, values: answers } });
    expect(calls).toEqual([{ method: 'PATCH', path: 'prequals/pq-1', body: { answers: { homeBased: 'no' } } }]);
  });

  it('the draft keeps the hidden answer in memory for the form only: drawn again from it, nothing hidden is sent, and Yes brings it back', async () => {
    const first = await answerYesThenNo('CA-123456');
    fireEvent.click(first.submit());
    const snapshot = first.onSubmit.mock.calls[0]?.[1] as Record<string, unknown>;
    cleanup();
    const again = draw(snapshot);
    expect(permit()).toBeNull();
    fireEvent.click(again.submit());
    expect(again.onSubmit.mock.calls[0]?.[0]).toEqual({ homeBased: 'no' });
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(permit()?.value).toBe('CA-123456');
  });
});
