import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { SchemaForm } from '../forms/SchemaForm';
import { APR_CHOICES, calculatorPlans, DEFAULT_CALCULATOR_AMOUNT, type AprChoice } from '../../engine/finance/calculatorPlans';
import type { FormModel } from '../../engine/forms/formModel';
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
  const [model, setModel] = useState<FormModel | null>(null);
  const [apr, setApr] = useState<AprChoice>('Lowest');
  const ids = useId();
  const first = useRef(true);
  const trackRef = useRef(track);
  trackRef.current = track;

  // The amount is the form's model's, and plans show only for one with no issue there: the form's rules, run once in
  // the model (its schema's minimum and maximum are the one range), decide.
  const subscribe = useCallback((listener: () => void) => model?.subscribe(listener) ?? (() => undefined), [model]);
  const readTyped = useCallback(() => model?.get().values.calculatorAmount, [model]);
  const readInRange = useCallback(() => model !== null && !model.get().issues.calculatorAmount, [model]);
  const typed = useSyncExternalStore(subscribe, readTyped, readTyped);
  const inRange = useSyncExternalStore(subscribe, readInRange, readInRange);
  const amount = typeof typed === 'number' ? typed : 0;
  const plans = inRange ? calculatorPlans(amount, apr) : [];

  useEffect(() => {
    // The amount the calculator starts with is not a change.
    if (model === null) return;
    if (first.current) {
      first.current = false;
      return;
    }
    // The amount is not personal data: it is what a visitor typed into a public calculator.
    const timer = setTimeout(() => trackRef.current('Calculator Amount Changed', { amount }), TRACK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [amount, model]);

  const perMonth = copy.labels.perMonth ?? '';
  return (
    <div className="calculator">
      <SchemaForm
        formId={view.form ?? ''} labels={copy.labels} copyValues={{}} messages={messages} submit={null}
        initial={{ calculatorAmount: DEFAULT_CALCULATOR_AMOUNT }} ctx={{ today: new Date() }} onModel={setModel}
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
