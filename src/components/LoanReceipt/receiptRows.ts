import type { LoanReceipt } from '../../../engine/finance/loanReceipt';
import { formatters } from '../../../engine/fields/registry';
import { plainText } from '../../ui/plainText';

/** One line of the receipt: its label, and its value as plain text or as Markdown (the servicer's links). */
export interface ReceiptRow { key: string; label: string; text?: string; markdown?: string }

// The receipt's lines in the order a borrower reads a loan: who was paid, how much, on what terms, when the first
// payment is due, the total, then the loan id and who to call. Labels and sentences come from the screen's copy
// (content/en/screens/purchase_complete.md); a value the lender did not give leaves its line out, except while
// the plans are still `pending`: then every line keeps its place (an empty value), so nothing moves when they come.
export function receiptRows(receipt: LoanReceipt, labels: Record<string, string>, values: Record<string, unknown>, pending = false): ReceiptRow[] {
  const label = (key: string) => plainText(labels[key], values);
  const due = receipt.firstPaymentDue;
  const rows: ReceiptRow[] = [
    { key: 'merchant', label: label('merchant'), text: receipt.merchantName ?? '' },
    { key: 'amountFinanced', label: label('amountFinanced'), text: formatters.money(receipt.amountFinanced) },
    {
      key: 'plan', label: label('plan'),
      text: receipt.months !== null && receipt.apr !== null ? plainText(labels.planTerms, { months: receipt.months, apr: receipt.apr }) : '',
    },
    { key: 'monthlyPayment', label: label('monthlyPayment'), text: formatters.money(receipt.monthlyPayment) },
    {
      key: 'firstPaymentDue', label: label('firstPaymentDue'),
      text: due === null ? '' : due.kind === 'date' ? formatters.dateUs(due.value) : label('firstPaymentPending'),
    },
    { key: 'totalPayments', label: label('totalPayments'), text: formatters.money(receipt.totalPayments) },
    { key: 'loanId', label: label('loanId'), text: receipt.loanId },
    {
      key: 'servicer', label: label('servicer'),
      markdown: (receipt.servicer.named ? labels.servicerContact : labels.otherServicerContact) ?? '',
    },
  ];
  return pending ? rows : rows.filter((row) => (row.text ?? row.markdown ?? '') !== '');
}
