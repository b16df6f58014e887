import { describe, expect, it } from 'vitest';
import type { LoanOffer } from '../../../engine/api/normalizeOffers';
import { loanReceipt } from '../../../engine/finance/loanReceipt';
import { loan } from '../../support/flows';

const SERVICER = 'Example Lending Services, LLC';
const plan = (over: Partial<LoanOffer> & { id: string }): LoanOffer => ({
  status: 'AVAILABLE', loanTermMonths: 12, numberOfPayments: 12, totalPayments: 2478.72, interestRate: 5.99, monthlyPayment: 206.56,
  totalInterest: 78.72, firstPaymentDue: Date.UTC(2026, 11, 20), loanAmount: 2400, truthInLending: null, truthInLendingID: null, skipFree: false, ...over,
});
const plans = [plan({ id: 'p6', loanTermMonths: 6, monthlyPayment: 405 }), plan({ id: 'p12', status: 'CONVERTED' })];
const converted = loan({ loanApplicationId: '7f3a9c21-55aa-4c3e', status: 'OFFER_CONVERTED', selectedLoanOfferId: 'p12', merchantName: 'Bright Plumbing', transactionAmount: 2400 });

describe('loanReceipt', () => {
  it('reads the signed plan, the merchant, the short loan id and the named servicer', () => {
    const receipt = loanReceipt(converted, plans, null, SERVICER);
    expect(receipt).toMatchObject({
      merchantName: 'Bright Plumbing', amountFinanced: 2400, months: 12, apr: 5.99, monthlyPayment: 206.56, totalPayments: 2478.72,
      loanId: '7f3a9c21', servicer: { name: SERVICER, named: true }, offerId: 'p12',
    });
  });

  it('finds the signed plan by its status when the application names none', () => {
    expect(loanReceipt({ ...converted, selectedLoanOfferId: null }, plans, null, SERVICER).offerId).toBe('p12');
  });

  it('names another servicer as not the one whose contacts the app knows', () => {
    expect(loanReceipt({ ...converted, loanServicer: 'Other Servicing Co' }, plans, null, SERVICER).servicer).toEqual({ name: 'Other Servicing Co', named: false });
  });

  describe('first payment due (AMBIGUITY decision)', () => {
    it('is the confirmation answer right after YES', () => {
      const due = Date.UTC(2026, 11, 23);
      expect(loanReceipt({ ...converted, settlementDate: '2026-11-23' }, plans, { newFirstPaymentDue: due }, SERVICER).firstPaymentDue)
        .toEqual({ kind: 'date', value: due, source: 'confirmation' });
    });
    it('is one month after the settlement date on a later visit (a 31st becomes the last day of a shorter month)', () => {
      expect(loanReceipt({ ...converted, settlementDate: '2026-11-23' }, plans, null, SERVICER).firstPaymentDue)
        .toEqual({ kind: 'date', value: '2026-12-23', source: 'settlement' });
      expect(loanReceipt({ ...converted, settlementDate: '2027-01-31' }, plans, null, SERVICER).firstPaymentDue)
        .toMatchObject({ value: '2027-02-28' });
      expect(loanReceipt({ ...converted, settlementDate: '2026-12-15' }, plans, {}, SERVICER).firstPaymentDue)
        .toMatchObject({ value: '2027-01-15' });
    });
    it("is the signed plan's date when nothing later is known", () => {
      expect(loanReceipt(converted, plans, null, SERVICER).firstPaymentDue).toEqual({ kind: 'date', value: Date.UTC(2026, 11, 20), source: 'disclosure' });
    });
    it('is not promised while an offer lock waits for the merchant (money held, no settlement date)', () => {
      const locked = { ...converted, lockRequired: true };
      expect(loanReceipt(locked, plans, { newFirstPaymentDue: Date.UTC(2026, 11, 23) }, SERVICER).firstPaymentDue).toEqual({ kind: 'afterMerchantConfirms' });
      expect(loanReceipt({ ...locked, settlementDate: '2026-11-25' }, plans, null, SERVICER).firstPaymentDue).toMatchObject({ value: '2026-12-25' });
    });
  });

  it('keeps what the application gives when the plans could not be read', () => {
    const receipt = loanReceipt(converted, [], null, SERVICER);
    expect(receipt).toMatchObject({ amountFinanced: 2400, months: null, monthlyPayment: null, firstPaymentDue: null, loanId: '7f3a9c21' });
    // The disclosure is its own call: the selected offer still names it.
    expect(receipt.offerId).toBe('p12');
  });
});
