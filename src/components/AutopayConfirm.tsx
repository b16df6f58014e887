import type { ScreenProps } from './ScreenProps';
import { Button } from '../ui/Button';
import { Markdown } from '../ui/Markdown';
import { plainText } from '../ui/plainText';
import { useSelectedOffer } from './useSelectedOffer';

// Automate Payments: the shell draws the copy's body, the sentence that announces the account ("...will come out
// of this account on each due date:"); right after it this draws the account, the monthly payment and the first
// due date (from the chosen plan, once it loads; a plan that cannot be read leaves those two rows out), then the
// rest of the page's text (`labels.after`), the payment authorization and Learn More explainers. AUTOMATE PAYMENTS
// and SKIP are the flow's own buttons (flows/borrower.yaml); without a loan id the choice cannot be sent, which
// the warning line says.
export default function AutopayConfirm(props: ScreenProps) {
  const { copy, loan, deps, errors, openModal, view, values } = props;
  const offer = useSelectedOffer(deps, loan);
  const bankName = loan?.bankName ?? '';
  const accountMask = loan?.accountMask ?? '';
  const hasModal = (id: string) => view.modals.includes(id);
  const rows: [string, string][] = [];
  if (bankName || accountMask) rows.push([copy.labels.accountLabel ?? '', plainText(copy.labels.account, { bankName, accountMask })]);
  if (offer) {
    rows.push([copy.labels.amountLabel ?? '', plainText(copy.labels.amountValue, { ...values, monthlyPayment: offer.monthlyPayment })]);
    rows.push([copy.labels.dayLabel ?? '', plainText(copy.labels.dayValue, { ...values, firstPaymentDue: offer.firstPaymentDue })]);
  }
  return (
    <div className="autopay-confirm">
      {rows.length > 0 && (
        <dl className="autopay-account summary-list">
          {rows.map(([term, detail]) => (
            <div key={term} className="summary-row"><dt>{term}</dt><dd>{detail}</dd></div>
          ))}
        </dl>
      )}
      {copy.labels.after ? <div className="body"><Markdown text={copy.labels.after} values={values} /></div> : null}
      <div className="autopay-links">
        {hasModal('autopayAuthorization') && (
          <Button kind="link" onClick={() => openModal('autopayAuthorization')}>{copy.buttons.authorization}</Button>
        )}
        {hasModal('autopayExplainer') && (
          <Button kind="link" onClick={() => openModal('autopayExplainer')}>{copy.buttons.learnMore}</Button>
        )}
      </div>
      {!loan?.loanApplicationId && (
        <p className="autopay-warning" role="alert">{errors.autopaySetupTrouble}</p>
      )}
    </div>
  );
}
