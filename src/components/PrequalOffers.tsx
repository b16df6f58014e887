import { useState, type FormEvent } from 'react';
import { sortByTerm } from '../../engine/api/normalizeOffers';
import { messageFor } from '../../engine/fields/messageFor';
import { filters, validators } from '../../engine/fields/registry';
import { groupThousands } from '../../engine/fields/shared/groupThousands';
import type { ScreenProps } from '../screens/ScreenProps';
import { Button } from '../ui/Button';
import { plainText } from '../ui/plainText';
import { useFlash } from './Calculator/useFlash';
import { PlanCard } from './PlanPicker/PlanCard';

// prequal_offers (100%): the prequalified maximum is the shell's heading; this draws the APR and term ranges
// (first to last plan by months), the expiry date, the requested amount with UPDATE ($500 to the maximum; out of
// range shows the range message for 1.5 s; Enter submits), the selectable plans and the 'What's next' link.
export default function PrequalOffers({ copy, site, prequal, values, messages, deps, send, busy, openModal }: ScreenProps) {
  const max = prequal?.maximumLoanAmount ?? undefined;
  const [digits, setDigits] = useState(() => String(prequal?.requestedLoanAmount ?? max ?? ''));
  const [flashShown, flash] = useFlash();
  const plans = sortByTerm(prequal?.offer?.loanOfferDetailsList ?? []);
  const first = plans[0];
  const last = plans.at(-1);
  const labelValues = {
    ...values, max,
    minApr: first?.interestRate, maxApr: last?.interestRate, minMonths: first?.loanTermMonths, maxMonths: last?.loanTermMonths,
    expDate: prequal?.expDate ?? values.expDate,
  };
  const issue = validators.requestedAmount(digits, { today: new Date(deps.now()), ...(max !== undefined ? { maxAmount: max } : {}) });
  const canUpdate = issue === null && !busy;
  // The field is marked wrong only while its message shows: an amount typed back into range is not red.
  const rangeShown = flashShown && issue !== null;

  const onAmount = (text: string) => {
    const next = filters.amount(text);
    setDigits(next);
    if (validators.requestedAmount(next, { today: new Date(deps.now()), ...(max !== undefined ? { maxAmount: max } : {}) })) flash();
  };
  const update = (event: FormEvent) => {
    event.preventDefault();
    if (issue) { flash(); return; }
    if (!canUpdate) return;
    void send('update', { requestedLoanAmount: Number(digits) });
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
      <form className="field amount-request" noValidate onSubmit={update}>
        <label htmlFor="prequal-amount">{copy.labels.requestedAmount}</label>
        <div className="amount-row">
          <div className="money-input">
            <span className="money-prefix" aria-hidden="true">$</span>
            <input
              id="prequal-amount" type="text" inputMode="numeric" autoComplete="off" value={groupThousands(digits)}
              aria-invalid={rangeShown ? true : undefined} aria-describedby={rangeShown ? 'prequal-amount-error' : undefined}
              onChange={(e) => onAmount(e.target.value)}
            />
          </div>
          <Button type="submit" kind="secondary" className="amount-update" disabled={!canUpdate} busy={busy}>{copy.buttons.update}</Button>
        </div>
        {rangeShown && issue && <div id="prequal-amount-error" className="field-error" role="alert">{messageFor(issue, messages)}</div>}
      </form>
      <h2 className="section-title">{copy.labels.plans}</h2>
      <ul className="card-list plan-list">
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard
              plan={{ id: plan.id, months: plan.loanTermMonths, monthly: plan.monthlyPayment, apr: plan.interestRate }}
              site={site} perMonth={perMonth} selected={plan.id === prequal?.selectedOfferId} disabled={busy}
              onSelect={(offerId) => void send('select', { offerId })}
            />
          </li>
        ))}
      </ul>
      <Button kind="link" onClick={() => openModal('whatsNext')}>{copy.buttons.whatsNext}</Button>
    </div>
  );
}
