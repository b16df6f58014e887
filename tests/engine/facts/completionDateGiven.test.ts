import { describe, expect, it } from 'vitest';
import { copyValues } from '../../../engine/content/copyValues';
import type { FormDefinition } from '../../../engine/forms/FormDefinition';
import { answersFor } from '../../../engine/forms/formChecks';
import { describeScreen } from '../../../engine/flow/describeScreen';
import { TODAY, borrowerFlow, loan } from '../../support/flows';
import { site } from '../../src/components/screenPropsFor';
import { loadForm } from '../forms/support';

// The reminder after CONFIRM LATER says the date the borrower gave ({date}, the withDate variant) from the answer
// as the lender took it (serviceCompletionProvidedByBorrower, the form's `ui:sendAs`), not from a field the engine
// knows by name (issue 47): a form whose field product renamed still gives it.
const event = (form: FormDefinition, values: Record<string, unknown>) => {
  const answers = answersFor(form.schema, form.uiSchema, values);
  return { ...answers, values: answers };
};
const reminder = (ev: Record<string, unknown>) =>
  describeScreen(borrowerFlow, 'purchase_confirm_reminder', loan({ status: 'DOCUMENTS_SIGNED' }), { today: TODAY, event: ev })?.variant;

describe('the completion date given with confirm later', () => {
  it('shows on the reminder, from the completion date form as it is, and from one whose field was renamed', async () => {
    const form = await loadForm('completion_date');
    const given = event(form, { completionDate: '2026-12-01' });
    expect(reminder(given)).toBe('withDate');
    expect(copyValues(site, null, null, given).date).toBe('2026-12-01');
    const renamed: FormDefinition = {
      ...form,
      schema: { ...form.schema, properties: { jobDone: form.schema.properties?.completionDate ?? {} } },
      uiSchema: { jobDone: form.uiSchema.completionDate },
    };
    const fromRenamed = event(renamed, { jobDone: '2026-12-02' });
    expect(reminder(fromRenamed)).toBe('withDate');
    expect(copyValues(site, null, null, fromRenamed).date).toBe('2026-12-02');
  });

  it('leaves the date out when none was given', async () => {
    const form = await loadForm('completion_date');
    const none = event(form, {});
    expect(reminder(none)).toBe('withoutDate');
    expect(copyValues(site, null, null, none).date).toBeUndefined();
  });
});
