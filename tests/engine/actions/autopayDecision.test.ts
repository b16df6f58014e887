import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../engine/Result';
import { dispatch } from '../../../engine/runtime/dispatch';
import { fakeDeps } from '../../support/fakeDeps';
import { TODAY, borrowerFlow, loan } from '../../support/flows';

// Spec B4.41: on the autopay page, AUTOMATE PAYMENTS sends autoPaymentsDecision ENABLED and SKIP sends DISABLED.
// The buttons are found by the words the borrower reads (content/en) and pressed as the flow defines them.
const front = readFileSync(new URL('../../../content/en/screens/autopay_confirm.md', import.meta.url), 'utf8').split('---')[1] ?? '';
const labels = (parse(front) as { buttons: Record<string, string> }).buttons;
const buttons = (borrowerFlow.screens.autopay_confirm as unknown as { buttons: { id: string; event: string; input?: Record<string, unknown> }[] }).buttons;

const press = async (words: string) => {
  const id = Object.keys(labels).find((key) => labels[key] === words);
  const button = buttons.find((b) => b.id === id);
  if (!button) throw new Error(`autopay_confirm has no button that reads ${words}`);
  const state = loan({ status: 'OFFER_AVAILABLE', selectedLoanOfferId: 'o1', selectedLoanOfferStatus: 'SELECTED' });
  const { deps, calls } = fakeDeps((c) => ok(c.method === 'POST' ? { ...state, status: 'CONDITIONAL_APPROVAL_ACCOUNT_LINKED' } : state));
  await dispatch(borrowerFlow, deps, { screen: 'autopay_confirm', event: button.event, state, ctx: { today: TODAY }, ...(button.input ? { input: button.input } : {}) });
  return calls.filter((c) => c.method === 'POST' && c.path.endsWith('/autopay'));
};

describe('autopay decision (B4.41)', () => {
  it.each([['AUTOMATE PAYMENTS', 'ENABLED'], ['SKIP', 'DISABLED']])('%s posts autoPaymentsDecision %s for the chosen offer', async (words, decision) => {
    const posted = await press(words);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toEqual({ offerId: 'o1', autoPaymentsDecision: decision });
  });
});
