// What the truth-in-lending disclosure says, line by line: the federal boxes, the payment schedule, the fee and
// prepayment statements and the itemization, with this plan's numbers.
import { addMonthsUtc } from './addMonthsUtc';
import { amortize } from './amortize';
import { docFormat } from './docFormat';
import type { DocLine } from './docText';
import { documentTexts, type DocumentTexts } from './documentTexts';
import type { OfferPlan } from './types';

/** The returned-payment fee the loan agreement sets (document 2, section 9). */
export const RETURNED_PAYMENT_FEE = 6.5;

/** Everything the disclosure is filled from. */
export interface TruthInLendingInput {
  offer: Pick<OfferPlan, 'loanAmount' | 'interestRate' | 'numberOfPayments' | 'firstPaymentDue'>;
  borrowerName: string;
  merchantName: string;
  lenderName: string;
  loanAppId: string;
  issuedAt: Date;
}

/** Why: the disclosure's content as data, so tests can read what the PDF draws and the numbers match the plan. */
export function truthInLendingLines(input: TruthInLendingInput, texts: DocumentTexts = documentTexts()): DocLine[] {
  const t = texts.truthInLending;
  const { offer } = input;
  const loan = amortize(offer.loanAmount, offer.interestRate, offer.numberOfPayments);
  const f = docFormat;
  const values = {
    lenderName: input.lenderName, lenderAddress: texts.lender.address, servicerName: texts.lender.servicer,
    borrowerName: input.borrowerName, merchantName: input.merchantName, loanAppId: input.loanAppId,
    issuedAt: f.date(input.issuedAt), apr: f.percent(offer.interestRate), financeCharge: f.money(loan.totalInterest),
    amountFinanced: f.money(loan.principal), totalOfPayments: f.money(loan.totalPayments),
    returnedPaymentFee: f.money(RETURNED_PAYMENT_FEE),
  };
  const fill = (template: string) => f.fill(template, values);

  // Equal payments share one row; a smaller last payment (it absorbs the rounding) gets its own row and date.
  const n = loan.months;
  const first = f.date(offer.firstPaymentDue);
  const scheduleRows = loan.finalPayment === loan.monthlyPayment
    ? [[String(n), f.money(loan.monthlyPayment), f.fill(t.schedule.monthly, { date: first })]]
    : [
      [String(n - 1), f.money(loan.monthlyPayment), f.fill(t.schedule.monthly, { date: first })],
      ['1', f.money(loan.finalPayment), f.fill(t.schedule.final, { date: f.date(addMonthsUtc(offer.firstPaymentDue, n - 1)) })],
    ];

  return [
    { kind: 'title', text: t.title },
    ...t.parties.map((text): DocLine => ({ kind: 'text', text: fill(text) })),
    { kind: 'gap' },
    {
      kind: 'boxes',
      boxes: [
        { ...t.boxes.apr, value: values.apr },
        { ...t.boxes.financeCharge, value: values.financeCharge },
        { ...t.boxes.amountFinanced, value: values.amountFinanced },
        { ...t.boxes.totalOfPayments, value: values.totalOfPayments },
      ],
    },
    { kind: 'heading', text: t.schedule.heading },
    { kind: 'table', columns: t.schedule.columns, rows: scheduleRows },
    ...t.statements.map((text): DocLine => ({ kind: 'text', text: fill(text) })),
    { kind: 'heading', text: t.itemization.heading },
    {
      kind: 'table',
      columns: t.itemization.columns,
      rows: [
        [fill(t.itemization.paidToMerchant), values.amountFinanced],
        [t.itemization.prepaidFinanceCharge, f.money(0)],
        [t.itemization.amountFinanced, values.amountFinanced],
      ],
    },
    { kind: 'text', text: fill(t.servicing) },
  ];
}
