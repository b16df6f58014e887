import { useState } from 'react';
import type { LoanOffer } from '../../engine/api/normalizeOffers';
import type { ScreenProps } from './ScreenProps';
import { Button } from '../ui/Button';
import { Loader } from '../ui/Loader';
import { Markdown } from '../ui/Markdown';
import { LoanOfferModal } from './PlanPicker/LoanOfferModal';
import { offerBullets } from './PlanPicker/offerBullets';
import { PlanCard } from './PlanPicker/PlanCard';
import { useOffers } from './useSelectedOffer';

// choose_plan (40%): the approved plans, shortest first. Tapping a plan sends `select` with its offer id; the
// engine saves the choice and picks the next screen. 'See plan details' opens that plan's loan-offer modal.
// The shell draws the header, title, subtitle and body; this draws the plans and the offer bullets.
export default function PlanPicker(props: ScreenProps) {
  const { loan, deps, site, copy, values, send, busy } = props;
  // The plans, read once per application (useOffers): choosing one changes the application as the borrower leaves,
  // and reading them again then would only delay the next screen's calls (and blink the list).
  const plans = useOffers(deps, loan, props.showError);
  const [details, setDetails] = useState<LoanOffer | null>(null);

  if (plans === undefined) return <Loader text={site.loading.default} />;
  const bulletValues = { ...values, settlementDelay: loan?.settlementDelay ?? values.settlementDelay };
  const perMonth = copy.labels.perMonth ?? '';
  return (
    <div className="plan-picker">
      <ul className="card-list plan-list">
        {plans.map((plan) => (
          <li key={plan.id} className="plan-item">
            <PlanCard
              plan={{ id: plan.id, months: plan.loanTermMonths, monthly: plan.monthlyPayment, apr: plan.interestRate, skipFree: plan.skipFree, total: plan.totalPayments }}
              site={site}
              perMonth={perMonth}
              totalLabel={copy.labels.totalPayments}
              selected={plan.status === 'SELECTED'}
              disabled={busy}
              onSelect={(offerId) => void send('select', { offerId })}
            />
            <Button kind="link" className="plan-details-link" aria-describedby={`plan-${plan.id}`} onClick={() => setDetails(plan)}>
              {copy.buttons.loanOffer}
            </Button>
          </li>
        ))}
      </ul>
      <ul className="offer-bullets">
        {offerBullets(site.offerBullets, bulletValues).map((bullet) => (
          <li key={bullet}><Markdown text={bullet} values={bulletValues} inline /></li>
        ))}
      </ul>
      <LoanOfferModal offer={details} expirationDate={loan?.loanApplicationExpirationDate} values={values} onClose={() => setDetails(null)} />
    </div>
  );
}
