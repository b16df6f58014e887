import { describe, expect, it } from 'vitest';
import { filters, type FilterName } from '../../../engine/fields/registry';
import { formIssues } from '../../../engine/forms/formIssues';
import { loadForm } from '../forms/support';

// Spec B5.20: the pin is digits only, 4 digits. What the borrower types goes through the form's own filter
// (schemas/forms/pin.ui.json ui:filter), then the form's schema says whether it is a code.
const TODAY = new Date(2026, 10, 21, 12);
const form = await loadForm('pin');
const filter = filters[(form.uiSchema.pin as { 'ui:filter': FilterName })['ui:filter']];
const typed = (keys: string) => filter(keys);
const issue = (pin: string) => formIssues(form, { pin }, { today: TODAY }).pin?.code ?? null;

describe('pin: digits only, 4 digits (B5.20)', () => {
  it.each([['12a3-4', '1234'], ['1 2 3 4', '1234'], ['123456', '1234'], ['abcd', ''], ['０１２３', '']])('typing %j leaves %j in the box', (keys, box) => {
    expect(typed(keys)).toBe(box);
  });

  it('takes 4 digits and refuses fewer', () => {
    expect(issue(typed('4821'))).toBeNull();
    expect(issue(typed('482'))).toBe('invalidVerificationCode');
    expect(issue('48a1')).toBe('invalidVerificationCode');
    expect(issue('48211')).not.toBeNull();
  });
});
