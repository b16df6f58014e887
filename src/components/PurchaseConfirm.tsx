import { useState } from 'react';
import type { ScreenProps } from './ScreenProps';
import { Button } from '../ui/Button';
import { plainText } from '../ui/plainText';
import { LoanOfferModal } from './PlanPicker/LoanOfferModal';
import { useSelectedOffer } from './useSelectedOffer';

// purchase_confirm (87.5%): the flow's own buttons (yes: release payment, no: confirm later) are drawn by the
// shell from flows/borrower.yaml and send `confirm` with answer YES or NO. This adds what they do not: the offer
// expiry date, the Learn More modal and the accepted offer's details.
export default function PurchaseConfirm({ copy, loan, deps, values, openModal, showError }: ScreenProps) {
  const offer = useSelectedOffer(deps, loan, showError);
  const [detailsOpen, setDetailsOpen] = useState(false);

  const expirationDate = values.expirationDate ?? loan?.loanApplicationExpirationDate;
  const expires = expirationDate ? plainText(copy.labels.expires, { ...values, expirationDate }) : '';
  return (
    <div className="purchase-confirm">
      {expires && <p className="offer-expiry">{expires}</p>}
      <div className="link-row">
        <Button kind="link" onClick={() => openModal('learnMoreLock')}>{copy.buttons.learnMore}</Button>
        {offer && <Button kind="link" onClick={() => setDetailsOpen(true)}>{copy.buttons.loanOffer}</Button>}
      </div>
      <LoanOfferModal offer={detailsOpen ? offer : null} expirationDate={loan?.loanApplicationExpirationDate} values={values} onClose={() => setDetailsOpen(false)} />
    </div>
  );
}
