// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { err, ok } from '../../../engine/Result';
import { queries } from '../../../engine/queries/queries';
import LoanReceipt from '../../../src/components/LoanReceipt';
import { catalog } from '../../../src/content/catalog';
import { copyValues } from '../../../engine/content/copyValues';
import type { ScreenProps } from '../../../src/components/ScreenProps';
import { plainText } from '../../../src/ui/plainText';
import { errorsShown, makeLoan, makeOffer, makeProps } from './support/screenProps';

vi.mock('../../../engine/queries/queries', () => ({ queries: { offers: vi.fn(), truthInLending: vi.fn(), sendDocument: vi.fn() } }));
const offers = vi.mocked(queries.offers);
const truthInLending = vi.mocked(queries.truthInLending);

// A confirmed application as the lender answers it: the loan, its plans (the 12-month one signed and converted)
// and the confirmation's answer to the YES that led here.
const application = {
  loan: makeLoan({
    loanApplicationId: '7f3a9c21-55aa-4c3e-9d1b-0a1b2c3d4e5f', status: 'OFFER_CONVERTED', selectedLoanOfferId: 'o12',
    merchantName: 'Bright Plumbing', transactionAmount: 2400, settlementDate: '2026-11-23', loanServicer: catalog.site.servicerName,
  }),
  plans: [
    makeOffer({ id: 'o6', loanTermMonths: 6, monthlyPayment: 405.02, interestRate: 4.99, totalPayments: 2430.1, loanAmount: 2400 }),
    makeOffer({ id: 'o12', loanTermMonths: 12, status: 'CONVERTED', monthlyPayment: 206.56, interestRate: 5.99, totalPayments: 2478.72, loanAmount: 2400, truthInLendingID: 'til-12' }),
  ],
  confirmation: { newFirstPaymentDue: Date.UTC(2026, 11, 23), newStatus: 'OFFER_CONVERTED' },
};

const labels = catalog.screens.purchase_complete?.labels ?? {};
const view = (id: string, modals: string[]) => ({ ...makeProps(id).view, component: 'LoanReceipt', modals });
function renderReceipt(over: Partial<ScreenProps> = {}, id = 'purchase_complete') {
  const loan = over.loan ?? application.loan;
  const props = makeProps(id, {
    loan, values: copyValues(catalog.site, loan, null), data: { confirmation: application.confirmation }, view: view(id, ['loanServicer']), ...over,
  });
  render(<LoanReceipt {...props} />);
  return props;
}
/** The value the receipt shows beside a label (its <dd>), found by the label's text (its <dt>). */
const valueOf = (label: string | undefined) => screen.getByText(label ?? '', { selector: 'dt' }).nextElementSibling as HTMLElement;

afterEach(cleanup);
beforeEach(() => {
  offers.mockReset();
  truthInLending.mockReset();
  offers.mockResolvedValue(ok(application.plans));
});

describe('LoanReceipt (purchase_complete)', () => {
  it('shows every value of the receipt beside its label, read from the application', async () => {
    renderReceipt();
    expect(await screen.findByRole('heading', { level: 2, name: labels.receipt })).toBeTruthy();
    // The plan's figures come from the offers read, which may answer after the heading on a busy machine.
    await waitFor(() => expect(valueOf(labels.monthlyPayment).textContent).toBe('$206.56'));
    expect(valueOf(labels.merchant).textContent).toBe('Bright Plumbing');
    expect(valueOf(labels.amountFinanced).textContent).toBe('$2,400.00');
    expect(valueOf(labels.plan).textContent).toBe(plainText(labels.planTerms, { months: 12, apr: 5.99 }));
    expect(valueOf(labels.plan).textContent).toMatch(/12.*5\.99%/);
    expect(valueOf(labels.monthlyPayment).textContent).toBe('$206.56');
    expect(valueOf(labels.firstPaymentDue).textContent).toBe('12/23/2026');
    expect(valueOf(labels.totalPayments).textContent).toBe('$2,478.72');
    expect(valueOf(labels.loanId).textContent).toBe('7f3a9c21');
    const servicer = valueOf(labels.servicer);
    expect(servicer.textContent).toContain(catalog.site.servicerName);
    expect(servicer.querySelector(`a[href="mailto:${catalog.site.supportEmail}"]`)?.textContent).toBe(catalog.site.supportEmail);
    expect(servicer.querySelector('a[href^="tel:"]')?.textContent).toBe(catalog.site.supportPhone);
    // A definition list: every label is a term and every value its definition, in the order a loan reads.
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual(
      ['merchant', 'amountFinanced', 'plan', 'monthlyPayment', 'firstPaymentDue', 'totalPayments', 'loanId', 'servicer'].map((k) => labels[k]),
    );
  });

  it('opens the signed Truth in Lending disclosure of the signed plan, and the servicer modal', async () => {
    truthInLending.mockResolvedValue(err({ kind: 'general', message: 'offline' }));
    const props = renderReceipt();
    fireEvent.click(await screen.findByRole('button', { name: catalog.screens.purchase_complete?.buttons.disclosure }));
    await waitFor(() => expect(truthInLending).toHaveBeenCalledWith(expect.anything(), application.loan, 'o12'));
    expect(screen.getByRole('dialog', { hidden: true }).getAttribute('aria-labelledby')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: catalog.screens.purchase_complete?.buttons.loanServicer }));
    expect(props.openModal).toHaveBeenCalledWith('loanServicer');
  });

  it('names another servicer without contacts it does not know', async () => {
    renderReceipt({ loan: { ...application.loan, loanServicer: 'Other Servicing Co' } });
    const servicer = await screen.findByText(labels.servicer ?? '', { selector: 'dt' });
    expect(servicer.nextElementSibling?.textContent).toBe(plainText(labels.otherServicerContact, { servicer: 'Other Servicing Co' }));
    expect(servicer.nextElementSibling?.querySelector('a')).toBeNull();
  });

  it('still shows what the application gives, and says why, when the plans cannot be read', async () => {
    offers.mockResolvedValue(err({ kind: 'general', message: 'The lender is not answering' }));
    const props = renderReceipt({ data: {} });
    await screen.findByRole('heading', { level: 2, name: labels.receipt });
    // Content's words in the page's language (issue 48, WCAG 3.1.2), never the lender's own message.
    expect(errorsShown(props)).toContain(catalog.errors.requestFailed);
    expect(errorsShown(props)).not.toContain('The lender is not answering');
    expect(valueOf(labels.amountFinanced).textContent).toBe('$2,400.00');
    expect(valueOf(labels.loanId).textContent).toBe('7f3a9c21');
    expect(screen.queryByText(labels.monthlyPayment ?? '', { selector: 'dt' })).toBeNull();
    expect(screen.getByRole('button', { name: catalog.screens.purchase_complete?.buttons.disclosure })).toBeTruthy();
  });

  it('keeps every line in place while the plans load, so the page does not grow when they come', async () => {
    let answer: (value: Awaited<ReturnType<typeof queries.offers>>) => void = () => undefined;
    offers.mockReturnValue(new Promise((resolve) => { answer = resolve; }));
    renderReceipt();
    const section = screen.getByRole('region', { name: labels.receipt });
    expect(section.getAttribute('aria-busy')).toBe('true');
    const terms = () => screen.getAllByRole('term').map((dt) => dt.textContent);
    const before = terms();
    expect(before).toHaveLength(8);
    expect(valueOf(labels.monthlyPayment).textContent).toBe('');
    answer(ok(application.plans));
    await waitFor(() => expect(valueOf(labels.monthlyPayment).textContent).toBe('$206.56'));
    expect(terms()).toEqual(before);
    expect(section.hasAttribute('aria-busy')).toBe(false);
  });
});

describe('LoanReceipt (purchase_complete_lock)', () => {
  it('promises no due date while the merchant has not confirmed the lock, and offers Learn more', async () => {
    const lockLabels = catalog.screens.purchase_complete_lock?.labels ?? {};
    const props = renderReceipt({
      loan: { ...application.loan, lockRequired: true, settlementDate: null },
      view: view('purchase_complete_lock', ['learnMoreLock', 'loanServicer']), copy: catalog.screens.purchase_complete_lock,
    }, 'purchase_complete_lock');
    expect(await screen.findByRole('heading', { level: 2, name: lockLabels.receipt })).toBeTruthy();
    expect(valueOf(lockLabels.firstPaymentDue).textContent).toBe(plainText(lockLabels.firstPaymentPending, { merchantName: 'Bright Plumbing' }));
    expect(valueOf(lockLabels.firstPaymentDue).textContent).toContain('Bright Plumbing');
    // The plan's figures come from the offers read, which may answer after the heading on a busy machine.
    await waitFor(() => expect(valueOf(lockLabels.monthlyPayment).textContent).toBe('$206.56'));
    fireEvent.click(screen.getByRole('button', { name: catalog.screens.purchase_complete_lock?.buttons.learnMoreLock }));
    expect(props.openModal).toHaveBeenCalledWith('learnMoreLock');
  });
});
