import { useEffect, useRef, useState, type FormEvent } from 'react';
import { sortByTerm, type LoanOffer } from '../../engine/api/normalizeOffers';
import { messageFor } from '../../engine/fields/messageFor';
import { filters, formatters, validators } from '../../engine/fields/registry';
import { queries } from '../../engine/queries/queries';
import { TruthInLendingViewer } from '../integrations/truthInLending/TruthInLendingViewer';
import type { ScreenProps } from '../screens/ScreenProps';
import { Button } from '../ui/Button';
import { Loader } from '../ui/Loader';
import { Modal } from '../ui/Modal';
import { viewButton } from './OfferLock/viewButton';
import { apiErrorText } from '../integrations/apiErrorText';
import { modalCopy } from './PlanPicker/modalCopy';
import { PlanCard } from './PlanPicker/PlanCard';

/** Server field errors the shell passes for this screen: data.fieldErrors = { ssn4: 'message' }. */
const fieldErrorsOf = (data: Record<string, unknown>): Record<string, string> | null =>
  data.fieldErrors && typeof data.fieldErrors === 'object' ? (data.fieldErrors as Record<string, string>) : null;

// review_plan (80%): the chosen plan, links to the Truth in Lending viewer, the loan agreement and the credit
// score disclosure, the last 4 of the SSN behind a mask, and the agreement box. SIGN sends `sign` and is enabled
// only when the box is ticked and its tick recorded, a plan is present, 4 valid digits are typed and no error
// shows. The back link is the shell's (view.back).
export default function SigningForm(props: ScreenProps) {
  const { view, copy, site, loan, deps, data, messages, errors, values, send, busy, openModal } = props;
  const [plan, setPlan] = useState<LoanOffer | null | undefined>(undefined);
  const [digits, setDigits] = useState('');
  const [ssnError, setSsnError] = useState<string | null>(null);
  const [dismissedServerErrors, setDismissedServerErrors] = useState<unknown>(null);
  const [agreed, setAgreed] = useState(false);
  const [consentRecorded, setConsentRecorded] = useState(false);
  const [tilOpen, setTilOpen] = useState(false);
  const tick = useRef(0);
  const showError = useRef(props.showError);
  showError.current = props.showError;

  useEffect(() => {
    let live = true;
    if (!loan) { setPlan(null); return; }
    void queries.offers(deps, loan).then((result) => {
      if (!live) return;
      if (!result.ok) { setPlan(null); showError.current(apiErrorText(result.error, errors)); return; }
      const plans = sortByTerm(result.value);
      setPlan(plans.find((p) => p.id === loan.selectedLoanOfferId) ?? plans.find((p) => p.status === 'SELECTED') ?? null);
    });
    return () => { live = false; };
    // errors is content (stable); reload only when the application changes.
  }, [deps, loan]);

  const offerId = plan?.id ?? loan?.selectedLoanOfferId ?? null;
  const fieldErrors = fieldErrorsOf(data);
  const serverError = fieldErrors && fieldErrors !== dismissedServerErrors ? (fieldErrors.ssn4 ?? null) : null;
  const ssnIssue = validators.ssn4(digits, { today: new Date(deps.now()), required: true });
  const shownSsnError = serverError ?? ssnError;
  const signButton = viewButton(view, 'sign');
  const canSign = agreed && consentRecorded && Boolean(plan) && digits.length === 4 && ssnIssue === null && shownSsnError === null && !busy;

  const onAgree = async (checked: boolean) => {
    setAgreed(checked);
    setConsentRecorded(false);
    const mine = ++tick.current;
    if (!loan) return;
    try {
      await queries.recordCheckbox(deps, {
        loanID: loan.loanApplicationId, checkboxOrigin: 'ALMOST_DONE_PAGE', selectionType: checked ? 'CHECKED' : 'UNCHECKED',
        ...(offerId ? { selectionData: { loanOfferId: offerId } } : {}),
      });
    } catch {
      // Recording the tick is best effort: a failed call must not keep the borrower from signing.
    }
    if (mine === tick.current) setConsentRecorded(checked);
  };

  const sign = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSign || !signButton) return;
    void send(signButton.event, { ...signButton.input, ssn4: digits, agreed: true, offerId });
  };

  if (plan === undefined) return <Loader text={site.loading.default} />;
  const tilCopy = modalCopy('truthInLending');
  return (
    <>
      <form className="signing-form" noValidate onSubmit={sign}>
        {plan && (
          <section className="signing-plan" aria-labelledby="signing-plan-title">
            <h2 id="signing-plan-title" className="section-title">{copy.labels.plan}</h2>
            <PlanCard plan={{ id: plan.id, months: plan.loanTermMonths, monthly: plan.monthlyPayment, apr: plan.interestRate, skipFree: plan.skipFree }} site={site} perMonth={copy.labels.perMonth ?? ''} />
            <dl className="offer-details">
              <div className="offer-detail"><dt>{copy.labels.starting}</dt><dd>{formatters.dateUs(plan.firstPaymentDue)}</dd></div>
              <div className="offer-detail"><dt>{copy.labels.totalPayments}</dt><dd>{formatters.money(plan.totalPayments)}</dd></div>
            </dl>
          </section>
        )}
        <nav className="signing-documents" aria-label={copy.labels.documents}>
          <Button kind="link" onClick={() => setTilOpen(true)}>{copy.buttons.truthInLending}</Button>
          <Button kind="link" onClick={() => openModal('loanAgreement')}>{copy.buttons.loanAgreement}</Button>
          <Button kind="link" onClick={() => openModal('creditScore')}>{copy.buttons.creditScore}</Button>
        </nav>
        <div className="field">
          <label htmlFor="signing-ssn4">{copy.labels.ssn4}</label>
          <input
            id="signing-ssn4" name="ssn4" type="text" inputMode="numeric" autoComplete="off" spellCheck={false}
            value={formatters.ssn4Masked(digits)}
            aria-invalid={shownSsnError ? true : undefined} aria-describedby={shownSsnError ? 'signing-ssn4-error' : undefined}
            onChange={(e) => {
              setDigits(filters.ssn4(e.target.value));
              setSsnError(null);
              if (fieldErrors) setDismissedServerErrors(fieldErrors);
            }}
            onFocus={(e) => { const end = e.target.value.length; e.target.setSelectionRange(end, end); }}
            onBlur={() => setSsnError(digits === '' || ssnIssue === null ? null : messageFor(ssnIssue, messages))}
          />
          {shownSsnError && <div id="signing-ssn4-error" className="field-error" role="alert">{shownSsnError}</div>}
        </div>
        <label className="check">
          <input type="checkbox" checked={agreed} onChange={(e) => void onAgree(e.target.checked)} />
          <span>{copy.labels.agreement}</span>
        </label>
        {signButton && (
          <Button type="submit" kind={signButton.kind ?? 'primary'} disabled={!canSign} busy={busy}>{copy.buttons[signButton.id]}</Button>
        )}
      </form>
      {loan && (
        <Modal open={tilOpen} title={tilCopy.title} closeLabel={tilCopy.buttons.close ?? ''} onClose={() => setTilOpen(false)}>
          <TruthInLendingViewer deps={deps} loan={loan} offerId={offerId} copy={tilCopy} messages={messages} errors={errors} values={values} loadingText={site.loading.default} />
        </Modal>
      )}
    </>
  );
}

/** The shell draws every other part of the screen; this component draws the flow's sign button itself. */
SigningForm.owns = { buttons: true } as const;
