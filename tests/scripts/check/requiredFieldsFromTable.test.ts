import { describe, expect, it } from 'vitest';
import { configMistakes, lineIn } from '../../support/configMistakes';

// The fields a flow may test the lender's asks for (`required: { has: <field> }`) are the fields flows/inquiries.yaml
// maps the lender's types to, read there by flows:check, not a list of names kept in engine/facts (issue 47).
const { checkWith } = configMistakes();

const I = 'flows/inquiries.yaml';
const B = 'flows/borrower.yaml';

describe('flows:check: the fields `required` can hold are the inquiry table\'s', () => {
  it('takes a field product renamed in the table and in the flow that routes on it', () => {
    const { lines } = checkWith([
      { file: I, find: 'LINKED_BORROWER_PHONE_VERIFICATION: linked_phone', replace: 'LINKED_BORROWER_PHONE_VERIFICATION: linkedPhone' },
      { file: I, find: 'unfreeze, linked_phone]', replace: 'unfreeze, linkedPhone]' },
      { file: B, find: 'required: { has: linked_phone }', replace: 'required: { has: linkedPhone }' },
    ]);
    expect(lines).toEqual([]);
  });

  it('refuses a flow routing on a field the table no longer maps, at the value', () => {
    const { lines, textOf } = checkWith([
      { file: I, find: 'LINKED_BORROWER_PHONE_VERIFICATION: linked_phone', replace: 'LINKED_BORROWER_PHONE_VERIFICATION: linkedPhone' },
      { file: I, find: 'unfreeze, linked_phone]', replace: 'unfreeze, linkedPhone]' },
    ]);
    const line = lineIn(textOf(B), 'required: { has: linked_phone }');
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^${B}:${line}:\\d+: "linked_phone" is not a value of fact "required" \\(.*linkedPhone.*\\)`))]);
  });
});
