import type { ScreenProps } from '../screens/ScreenProps';
import { Button } from '../ui/Button';
import { plainText } from '../ui/plainText';

// Automate Payments: which bank account payments would come from, and the payment authorization and Learn More
// explainers. AUTOMATE PAYMENTS and SKIP are the flow's own buttons (flows/borrower.yaml); without a loan id the
// choice cannot be sent, which the warning line says.
export default function AutopayConfirm(props: ScreenProps) {
  const { copy, loan, errors, openModal, view } = props;
  const bankName = loan?.bankName ?? '';
  const accountMask = loan?.accountMask ?? '';
  const hasModal = (id: string) => view.modals.includes(id);
  return (
    <div className="autopay-confirm">
      {(bankName || accountMask) && (
        <p className="autopay-account">{plainText(copy.labels.account, { bankName, accountMask })}</p>
      )}
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
