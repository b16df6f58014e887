import { useEffect, useRef, useState } from 'react';
import { sortByTerm, type LoanOffer } from '../../engine/api/normalizeOffers';
import { queries } from '../../engine/queries/queries';
import type { ScreenProps } from '../screens/ScreenProps';
import { Button } from '../ui/Button';
import { plainText } from '../ui/plainText';
import { apiErrorText } from '../integrations/apiErrorText';
import { LoanOfferModal } from './PlanPicker/LoanOfferModal';

/** Offer statuses that mean the borrower chose (and signed) this plan. */
const ACCEPTED = ['SELECTED', 'TILA_ACCEPTED', 'CONVERTED'];

// purchase_confirm (87.5%): the flow's own buttons (yes: release payment, no: confirm later) are drawn by the
// shell from flows/borrower.yaml and send `confirm` with answer YES or NO. This adds what they do not: the offer
// expiry date, the Learn More modal and the accepted offer's details.
export default function PurchaseConfirm({ copy, loan, deps, values, errors, openModal, showError }: ScreenProps) {
  const [offer, setOffer] = useState<LoanOffer | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const reportError = useRef(showError);
  reportError.current = showError;

  useEffect(() => {
    let live = true;
    if (!loan) return;
    void queries.offers(deps, loan).then((result) => {
      if (!live) return;
      if (!result.ok) { reportError.current(apiErrorText(result.error, errors)); return; }
      const plans = sortByTerm(result.value);
      setOffer(plans.find((p) => p.id === loan.selectedLoanOfferId) ?? plans.find((p) => ACCEPTED.includes(p.status ?? '')) ?? null);
    });
    return () => { live = false; };
    // errors is content (stable); reload only when the application changes.
  }, [deps, loan]);

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
