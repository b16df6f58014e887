import { sortByTerm } from '../../engine/api/normalizeOffers';
import { startingValues } from '../../engine/forms/initialValues';
import { formRegistry } from '../forms/formRegistry';
import { SchemaForm } from '../forms/SchemaForm';
import type { ScreenProps } from './ScreenProps';
import { Button } from '../ui/Button';
import { plainText } from '../ui/plainText';
import { PlanCard } from './PlanPicker/PlanCard';

// prequal_offers (100%): the prequalified maximum is the shell's heading; this draws the APR and term ranges
// (first to last plan by months), the expiry date, the requested amount with UPDATE (schemas/forms/prequal_amount:
// $500 to the maximum; out of range shows the range message for 1.5 s; Enter submits; it starts from the prequal's
// values its UI schema names, `ui:prefillFrom`), the selectable plans and the 'What's next' link.
export default function PrequalOffers({ view, copy, site, prequal, values, messages, deps, send, busy, openModal }: ScreenProps) {
  const max = prequal?.maximumLoanAmount ?? undefined;
  const form = formRegistry[view.form ?? ''];
  const initial = form ? startingValues(form, {}, prequal) : {};
  const plans = sortByTerm(prequal?.offer?.loanOfferDetailsList ?? []);
  const first = plans[0];
  const last = plans.at(-1);
  const labelValues = {
    ...values, max,
    minApr: first?.interestRate, maxApr: last?.interestRate, minMonths: first?.loanTermMonths, maxMonths: last?.loanTermMonths,
    expDate: prequal?.expDate ?? values.expDate,
  };
  const perMonth = copy.labels.perMonth ?? '';
  return (
    <div className="prequal-offers">
      {first && last && (
        <ul className="prequal-facts">
          <li>{plainText(copy.labels.aprRange, labelValues)}</li>
          <li>{plainText(copy.labels.termRange, labelValues)}</li>
          {Boolean(labelValues.expDate) && <li>{plainText(copy.labels.expires, labelValues)}</li>}
        </ul>
      )}
      <div className="amount-request">
        <SchemaForm
          formId={view.form ?? ''} labels={copy.labels} copyValues={labelValues} messages={messages}
          submit={{ label: copy.buttons.update ?? '', kind: 'secondary' }} busy={busy}
          initial={initial}
          ctx={{ today: new Date(deps.now()), ...(max !== undefined ? { maxAmount: max } : {}) }}
          onSubmit={(answers) => void send('update', { ...answers, values: answers })}
        />
      </div>
      <h2 className="section-title">{copy.labels.plans}</h2>
      <ul className="card-list plan-list">
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard
              plan={{ id: plan.id, months: plan.loanTermMonths, monthly: plan.monthlyPayment, apr: plan.interestRate, total: plan.totalPayments }}
              site={site} perMonth={perMonth} totalLabel={copy.labels.totalPayments} selected={plan.id === prequal?.selectedOfferId} disabled={busy}
              onSelect={(offerId) => void send('select', { offerId })}
            />
          </li>
        ))}
      </ul>
      <Button kind="link" onClick={() => openModal('whatsNext')}>{copy.buttons.whatsNext}</Button>
    </div>
  );
}
