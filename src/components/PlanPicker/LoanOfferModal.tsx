import type { PrequalOffer } from '../../../engine/state/Prequal';
import { formatters } from '../../../engine/fields/registry';
import { Markdown } from '../../ui/Markdown';
import { Modal } from '../../ui/Modal';
import { modalCopy } from './modalCopy';

interface LoanOfferModalProps {
  offer: PrequalOffer | null;
  /** The loan application's expiration date (any date the formatters read). */
  expirationDate: string | null | undefined;
  values: Record<string, unknown>;
  onClose: () => void;
}

/** Why: the accepted-offer details (payments, amount, first due date, totals, expiry) belong to one plan, so the screen that knows the plan draws them. */
export function LoanOfferModal({ offer, expirationDate, values, onClose }: LoanOfferModalProps) {
  const copy = modalCopy('loanOffer');
  const rows: [string, string][] = offer
    ? [
        ['numberOfPayments', String(offer.numberOfPayments)],
        ['amount', formatters.money(offer.monthlyPayment)],
        ['starting', formatters.dateUs(offer.firstPaymentDue)],
        ['totalPayments', formatters.money(offer.totalPayments)],
        ['interest', formatters.money(offer.totalInterest)],
        ['loanAppExpirationDate', formatters.dateUs(expirationDate)],
      ]
    : [];
  return (
    <Modal open={offer !== null} title={copy.title} closeLabel={copy.buttons.close ?? ''} onClose={onClose}>
      <Markdown text={copy.body} values={values} />
      <dl className="offer-details">
        {rows.filter(([, value]) => value !== '').map(([key, value]) => (
          <div key={key} className="offer-detail">
            <dt>{copy.labels[key] ?? ''}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
