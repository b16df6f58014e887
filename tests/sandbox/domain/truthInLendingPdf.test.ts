import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { adverseActionNoticeLines } from '../../../sandbox/domain/adverseActionNoticeLines';
import { creditScoreDisclosureLines } from '../../../sandbox/domain/creditScoreDisclosureLines';
import { docText } from '../../../sandbox/domain/docText';
import { buildOffers } from '../../../sandbox/domain/offers';
import { renderAdverseActionNotice, renderCreditScoreDisclosure, renderTruthInLending } from '../../../sandbox/domain/truthInLendingPdf';
import { truthInLendingLines, type TruthInLendingInput } from '../../../sandbox/domain/truthInLendingLines';

const offers = buildOffers({ loanAppId: 'L-42', amount: 8450.5, releaseDate: new Date('2025-01-31T12:00:00Z') });
const plan = (months: number) => {
  const found = offers.find((o) => o.loanTermMonths === months);
  if (!found) throw new Error(`no ${months}-month plan`);
  return found;
};
const input = (months: number): TruthInLendingInput => ({
  offer: plan(months), borrowerName: 'Ada Lovelace', merchantName: 'Acme Roofing', lenderName: 'Harborview Partner Bank, N.A.',
  loanAppId: 'L-42', issuedAt: new Date('2025-01-15T10:00:00Z'),
});
const header = (bytes: Uint8Array) => new TextDecoder().decode(bytes.slice(0, 5));

describe('truthInLendingLines', () => {
  it('fills the four federal boxes with the plan\'s APR, finance charge, amount financed and total of payments', () => {
    const boxes = truthInLendingLines(input(36)).find((line) => line.kind === 'boxes');
    expect(boxes).toEqual({
      kind: 'boxes',
      boxes: [
        expect.objectContaining({ label: 'ANNUAL PERCENTAGE RATE', value: '14.99%' }),
        expect.objectContaining({ label: 'FINANCE CHARGE', value: '$2,093.80' }),
        expect.objectContaining({ label: 'Amount Financed', value: '$8,450.50' }),
        expect.objectContaining({ label: 'Total of Payments', value: '$10,544.30' }),
      ],
    });
    expect(plan(36)).toMatchObject({ totalInterest: 2093.8, totalPayments: 10544.3, monthlyPayment: 292.9 });
  });

  it('shows the payment schedule: the level payments from the first due date, then the smaller last one', () => {
    const table = truthInLendingLines(input(36)).find((line) => line.kind === 'table');
    expect(table).toEqual({
      kind: 'table',
      columns: ['Number of Payments', 'Amount of Payments', 'When Payments Are Due'],
      rows: [['35', '$292.90', 'Monthly beginning 02/28/2025'], ['1', '$292.80', '01/28/2028']],
    });
  });

  it('uses a single schedule row when every payment is the same (0% plan)', () => {
    const evenly = { ...input(3), offer: { ...plan(3), loanAmount: 3000 } };
    const table = truthInLendingLines(evenly).find((line) => line.kind === 'table');
    expect(table).toMatchObject({ rows: [['3', '$1,000.00', 'Monthly beginning 02/28/2025']] });
    expect(docText(truthInLendingLines(evenly))).toContain('0.00%');
  });

  it('names the parties and says there are no late fees and no prepayment penalty', () => {
    const text = docText(truthInLendingLines(input(12)));
    expect(text).toContain('TRUTH IN LENDING DISCLOSURE');
    expect(text).toContain('Borrower: Ada Lovelace');
    expect(text).toContain('Merchant: Acme Roofing');
    expect(text).toContain('Creditor: Harborview Partner Bank, N.A.');
    expect(text).toContain('Loan application: L-42');
    expect(text).toContain('Date: 01/15/2025');
    expect(text).toContain('5.99%');
    expect(text).toContain('Late Charge: None. We do not charge late fees.');
    expect(text).toContain('Prepayment: If you pay off early, you will not have to pay a penalty.');
    expect(text).toContain('$6.50');
    expect(text).not.toMatch(/undefined|NaN|\{\w+\}/);
  });
});

describe('renderTruthInLending', () => {
  it('returns a real PDF that pdf-lib can read back, with at least one page and the disclosure title', async () => {
    const bytes = await renderTruthInLending(input(60));
    expect(header(bytes)).toBe('%PDF-');
    const parsed = await PDFDocument.load(bytes);
    expect(parsed.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(parsed.getPageCount()).toBeLessThanOrEqual(2);
    expect(parsed.getTitle()).toBe('Truth in Lending Disclosure');
    expect(parsed.getAuthor()).toBe('Harborview Partner Bank, N.A.');
  });

  it('is the same document byte for byte for the same plan and date (no clock inside)', async () => {
    const [a, b] = await Promise.all([renderTruthInLending(input(24)), renderTruthInLending(input(24))]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('draws names the standard PDF fonts cannot encode without failing', async () => {
    const bytes = await renderTruthInLending({ ...input(6), borrowerName: 'Łukasz Żółw 李' });
    expect(header(bytes)).toBe('%PDF-');
  });
});

describe('adverse action notice and credit score disclosure', () => {
  const date = new Date('2025-01-15T10:00:00Z');

  it('lists the lender\'s wording for each reason code, a generic line for unknown codes, once each', () => {
    const text = docText(adverseActionNoticeLines({ reasons: ['LIMITED_CREDIT_EXPERIENCE', 'SOMETHING_NEW', 'OTHER_NEW'], name: 'Jane Doe', date }));
    expect(text).toContain('- Limited credit experience.');
    expect(text.match(/- Other reason reported by our underwriting\./g)).toHaveLength(1);
    expect(text).toContain('Applicant: Jane Doe');
    expect(text).toContain('Equal Credit Opportunity Act');
    expect(text).toContain('60 days');
    expect(text).not.toContain('Your credit score:');
  });

  it('states the credit score on the notice when the decision used one', () => {
    const text = docText(adverseActionNoticeLines({ reasons: ['EXCESSIVE_OBLIGATIONS'], name: 'Jane Doe', date, creditScore: 584 }));
    expect(text).toContain('Your credit score: 584');
    expect(text).toContain('Scores range from a low of 300 to a high of 850.');
  });

  it('the credit score disclosure shows the score, its source and the range', () => {
    const text = docText(creditScoreDisclosureLines({ name: 'Jane Doe', score: 742, date }));
    expect(text).toContain('YOUR CREDIT SCORE AND THE PRICE YOU PAY FOR CREDIT');
    expect(text).toContain('742');
    expect(text).toContain('Source: Sandbox Credit Bureau');
    expect(text).toContain('Date: 01/15/2025');
  });

  it('both render as readable PDFs', async () => {
    for (const bytes of [
      await renderAdverseActionNotice({ reasons: ['INELIGIBLE_FOR_ADDITIONAL_LOAN'], name: 'Jane Doe', date }),
      await renderCreditScoreDisclosure({ name: 'Jane Doe', score: 742, date }),
    ]) {
      expect(header(bytes)).toBe('%PDF-');
      expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(1);
    }
  });
});
