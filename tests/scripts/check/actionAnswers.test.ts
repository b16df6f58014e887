import { describe, expect, it } from 'vitest';
import { configMistakes, lineIn } from '../../support/configMistakes';

// An action that sends an answer by the lender's name (engine/actions/actionAnswers.ts: the number, the code, the
// date, the email, the amount) runs only on a screen whose form gives it: a field's `ui:sendAs`, or a field of that
// name. flows:check refuses a form or a flow that breaks this, at the handler's action, by file:line:column.
const { checkWith, expectOneLine } = configMistakes();

const B = 'flows/borrower.yaml';
const P = 'flows/prequal.yaml';
const PHONE_UI = 'schemas/forms/phone.ui.json';

/** Where the first `action: <name>` after a screen's heading is, as flows:check prints it. */
function actionAt(text: string, screen: string, action: string): string {
  const lines = text.split('\n');
  const from = lines.findIndex((l) => l === `  ${screen}:`);
  const index = lines.findIndex((l, i) => i > from && l.trim() === `action: ${action}`);
  return `${index + 1}:${(lines[index] ?? '').indexOf('action:') + 1}`;
}

describe('flows:check: every answer an action sends is given by a field of the screen\'s form', () => {
  it('refuses the phone form without its ui:sendAs on every screen that sends its number, at each action', () => {
    const { lines, textOf } = checkWith([{ file: PHONE_UI, find: '    "ui:sendAs": "mobileNumber",\n', replace: '' }]);
    const borrower = textOf(B);
    const prequal = textOf(P);
    const says = (action: string) => `action "${action}" sends the answer "mobileNumber", which no field of form "phone" gives: name the field that holds it with "ui:sendAs": "mobileNumber" in ${PHONE_UI}`;
    expect(lines).toEqual([
      `${B}:${actionAt(borrower, 'phone', 'requestPin')}: ${says('requestPin')}`,
      `${B}:${actionAt(borrower, 'phone_retry', 'requestPin')}: ${says('requestPin')}`,
      `${B}:${actionAt(borrower, 'phone_return', 'requestReturnPin')}: ${says('requestReturnPin')}`,
      `${P}:${actionAt(prequal, 'prequal_signup', 'prequalRequestPin')}: ${says('prequalRequestPin')}`,
      `${P}:${actionAt(prequal, 'prequal_link', 'prequalRequestPin')}: ${says('prequalRequestPin')}`,
      `${P}:${actionAt(prequal, 'prequal_phone', 'prequalRequestPin')}: ${says('prequalRequestPin')}`,
    ]);
  });

  it.each([
    {
      name: 'the code checked on the email confirmation screen, whose form gives no code',
      edits: [{ file: B, find: 'action: confirmEmail', replace: 'action: verifyPin' }],
      at: { file: B, line: 'action: verifyPin' },
      says: /action "verifyPin" sends the answer "authPin", which no field of form "email_confirm" gives/,
    },
  ])('one line for $name', (m) => expectOneLine(m));

  it('refuses a form whose amount field was renamed, so nothing gives requestedLoanAmount (beside its stale validators)', () => {
    const { lines, textOf } = checkWith([
      { file: 'schemas/forms/prequal_amount.schema.json', find: /"requestedLoanAmount"/g, replace: '"amountWanted"' },
      { file: 'schemas/forms/prequal_amount.ui.json', find: '"requestedLoanAmount"', replace: '"amountWanted"' },
      { file: 'content/en/screens/prequal_offers.md', find: 'requestedLoanAmount:', replace: 'amountWanted:' },
      { file: 'content/es-US/screens/prequal_offers.md', find: 'requestedLoanAmount:', replace: 'amountWanted:' },
    ]);
    expect(lines).toContain(`${P}:${actionAt(textOf(P), 'prequal_offers', 'prequalUpdateAmount')}: action "prequalUpdateAmount" sends the answer "requestedLoanAmount", which no field of form "prequal_amount" gives: name the field that holds it with "ui:sendAs": "requestedLoanAmount" in schemas/forms/prequal_amount.ui.json`);
  });

  it('refuses a ui:sendAs that is not a name, once, at the key (not again at the actions)', () => {
    const renamed = checkWith([{ file: PHONE_UI, find: '"ui:sendAs": "mobileNumber"', replace: '"ui:sendAs": "mobile number"' }]);
    const line = lineIn(renamed.textOf(PHONE_UI), '"ui:sendAs"');
    expect(renamed.lines).toEqual([expect.stringMatching(new RegExp(`^${PHONE_UI}:${line}:\\d+: ui:sendAs must be the name the answer is sent as, such as "mobileNumber"`))]);
  });
});
