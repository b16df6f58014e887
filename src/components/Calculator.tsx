import { useEffect, useId, useRef, useState } from 'react';
import { SchemaForm } from '../forms/SchemaForm';
import { APR_CHOICES, calculatorPlans, DEFAULT_CALCULATOR_AMOUNT, type AprChoice } from '../../engine/finance/calculatorPlans';
import { formIssues } from '../../engine/forms/formIssues';
import { useLoadedForm } from '../forms/useLoadedForm';
import type { ScreenProps } from './ScreenProps';
import { Button } from '../ui/Button';
import { PlanCard } from './PlanPicker/PlanCard';

/** Amount changes reach analytics once typing has settled for this long (prequal section 9). */
export const TRACK_DEBOUNCE_MS = 3000;
/** Each APR choice's label in the screen copy: aprLowest, apr10, apr15... */
const aprLabel = (choice: AprChoice): string => (choice === 'Lowest' ? 'aprLowest' : `apr${choice}`);

// The public payment calculator: an amount (schemas/forms/calculator_amount: $500 to $25,000, default $3,000;
// anything above the maximum is refused with a brief message), an APR choice, and the plans recalculated on every change with the same math as
// real offers (36 months only from $5,000, 60 only from $8,000).
export default function Calculator({ view, copy, site, messages, openModal, track }: ScreenProps) {
  const [amount, setAmount] = useState(DEFAULT_CALCULATOR_AMOUNT);
  const [apr, setApr] = useState<AprChoice>('Lowest');
  const ids = useId();
  const changed = useRef(false);
  const trackRef = useRef(track);
  trackRef.current = track;

  // Plans show only for an amount the form's own schema accepts (its minimum and maximum are the one range).
  const def = useLoadedForm(view.form ?? '') ?? undefined;
  const inRange = def !== undefined && !formIssues(def, { calculatorAmount: amount }, { today: new Date() }).calculatorAmount;
  const plans = inRange ? calculatorPlans(amount, apr) : [];

  useEffect(() => {
    if (!changed.current) return;
    // The amount is not personal data: it is what a visitor typed into a public calculator.
    const timer = setTimeout(() => trackRef.current('Calculator Amount Changed', { amount }), TRACK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [amount]);


  const perMonth = copy.labels.perMonth ?? '';
  return (
    <div className="calculator">
      <SchemaForm
        formId={view.form ?? ''} labels={copy.labels} copyValues={{}} messages={messages} submit={null}
        initial={{ calculatorAmount: DEFAULT_CALCULATOR_AMOUNT }} ctx={{ today: new Date() }}
        onValues={(data) => {
          changed.current = true;
          setAmount(typeof data.calculatorAmount === 'number' ? data.calculatorAmount : 0);
        }}
      />
      <fieldset className="field apr-choice">
        <legend>{copy.labels.apr}</legend>
        <div className="segmented">
          {APR_CHOICES.map((choice) => (
            <label key={String(choice)} className={`segment${apr === choice ? ' segment-on' : ''}`}>
              <input type="radio" name={`${ids}-apr`} value={String(choice)} checked={apr === choice} onChange={() => setApr(choice)} />
              <span>{copy.labels[aprLabel(choice)]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="link-row">
        <Button kind="link" onClick={() => openModal('estimateInfo')}>{copy.buttons.estimateInfo}</Button>
        <Button kind="link" onClick={() => openModal('aprInfo')}>{copy.buttons.aprInfo}</Button>
      </div>
      <ul className="card-list plan-list" aria-live="polite">
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={{ id: plan.id, months: plan.months, monthly: plan.amount, apr: plan.apr }} site={site} perMonth={perMonth} />
          </li>
        ))}
      </ul>
      <p className="calculator-note calculator-interested">{copy.labels.interested}</p>
      <p className="calculator-note">{copy.labels.noTricks}</p>
      <p className="calculator-note">{copy.labels.creditApproval}</p>
    </div>
  );
}
