// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../engine/Result';
import { pipes } from '../../../engine/content/pipes';
import { queries } from '../../../engine/queries/queries';
import AutopayConfirm from '../../../src/components/AutopayConfirm';
import { Markdown } from '../../../src/ui/Markdown';
import { plainText } from '../../../src/ui/plainText';
import { makeLoan, makeOffer, makeProps } from './support/screenProps';

vi.mock('../../../engine/queries/queries', () => ({ queries: { offers: vi.fn() } }));
afterEach(cleanup);

// Issue 15: the sentence that announces the account ("...will come out of this account on each due date:") is
// followed at once by the account, the monthly payment and the first due date, not by other paragraphs.
describe('AutopayConfirm: the account, the amount and the day right after the sentence that announces them', () => {
  const plan = makeOffer({ id: 'o6', loanTermMonths: 6, monthlyPayment: 512.34, firstPaymentDue: Date.parse('2027-01-15T00:00:00Z'), status: 'SELECTED' });

  it('shows them as the first thing after the body, the rest of the text after them', async () => {
    vi.mocked(queries.offers).mockResolvedValue(ok([makeOffer({ id: 'o3', loanTermMonths: 3 }), plan]));
    const props = makeProps('autopay_confirm', { loan: makeLoan({ bankName: 'First Platypus Bank', accountMask: '0000', selectedLoanOfferId: 'o6' }) });
    // As the shell draws it: the copy's body, then the component.
    const { container } = render(<><div className="body"><Markdown text={props.copy.body} values={props.values} /></div><AutopayConfirm {...props} /></>);
    await screen.findByText(pipes.currency(512.34));
    const list = container.querySelector('dl')!;
    const labels = props.copy.labels;
    const rows = within(list).getAllByRole('term').map((t) => [t.textContent, t.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      [labels.accountLabel, plainText(labels.account, { bankName: 'First Platypus Bank', accountMask: '0000' })],
      [labels.amountLabel, pipes.currency(512.34)],
      [labels.dayLabel, labels.dayValue!.replace('{firstPaymentDue|longDate}', pipes.longDate(plan.firstPaymentDue))],
    ]);
    // In reading order: the announcing sentence (the body's last paragraph), then the list, nothing between.
    const announce = [...container.querySelectorAll('.body p')].find((p) => p.textContent?.trim().endsWith(':'));
    expect(announce).toBeTruthy();
    const following = [...container.querySelectorAll('p, dl')];
    expect(following[following.indexOf(announce as Element) + 1]).toBe(list);
  });
});
