import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import type { LoanOffer } from '../../engine/api/normalizeOffers';
import { formatters } from '../../engine/fields/registry';
import { queries } from '../../engine/queries/queries';
import { useOffers } from './useSelectedOffer';
import { TruthInLendingViewer } from '../integrations/truthInLending/TruthInLendingViewer';
import { fetchDisclosureAhead } from '../integrations/truthInLending/disclosureAhead';
import { fetchPdfAhead } from '../integrations/truthInLending/pdfCode';
import { fetchAheadWhenIdle } from '../start/fetchAhead';
import type { ScreenProps } from './ScreenProps';
import { SchemaForm } from '../forms/SchemaForm';
import { useDraft } from '../forms/useDraft';
import { atoms } from '../state/atoms';
import { Button } from '../ui/Button';
import { Loader } from '../ui/Loader';
import { Modal } from '../ui/Modal';
import { viewButton } from './OfferLock/viewButton';
import { errorText } from '../../engine/content/errorText';
import { modalCopy } from './PlanPicker/modalCopy';
import { PlanCard } from './PlanPicker/PlanCard';

// review_plan (80%): the chosen plan, links to the Truth in Lending viewer, the loan agreement and the credit
// score disclosure, then the signing form (schemas/forms/signing: the last 4 of the SSN behind a mask and the
// agreement box). SIGN sends `sign` and is enabled only when the box is ticked and its tick recorded, a plan is
// present, 4 valid digits are typed and no error shows. The back link is the shell's (view.back).
export default function SigningForm(props: ScreenProps) {
  const { view, copy, site, loan, deps, messages, errors, values, send, busy, openModal } = props;
  // A field error the server gave for this screen shows on the field its error rule names (flows/errors.yaml: a wrong
  // last 4 at signing on ssn4) until the borrower edits that field, as on every form screen (ScreenForm).
  const [fieldErrors, setFieldErrors] = useAtom(atoms.fieldErrors);
  const [tilOpen, setTilOpen] = useState(false);
  // The last 4 and the agreement, as sent: still there when the borrower comes back from an error (memory only).
  const draft = useDraft(view.form ?? 'signing');
  // The plans, read once per application (useOffers); the one signed is the selected offer, else the one the lender
  // marks SELECTED. Not read once the loan is gone (the borrower is leaving): nothing to sign then.
  const plans = useOffers(deps, loan, props.showError);
  const plan: LoanOffer | null | undefined = !loan ? null
    : plans && (plans.find((p) => p.id === loan.selectedLoanOfferId) ?? plans.find((p) => p.status === 'SELECTED') ?? null);

  const offerId = plan?.id ?? loan?.selectedLoanOfferId ?? null;
  // While the borrower reads the plan, the disclosure they must open before signing is made ready: the PDF viewer's
  // code, pdf.js's worker and the document itself (nothing when the browser asks to save data).
  useEffect(() => {
    if (!loan || !offerId) return undefined;
    // After the screen's own calls (the plans' read): on a slow connection those three downloads beside it would
    // hold up the plan the borrower is reading; once it is shown, they come while the borrower reads it.
    return fetchAheadWhenIdle(() => {
      fetchPdfAhead();
      fetchDisclosureAhead(deps, loan, offerId);
    });
  }, [deps, loan, offerId]);
  const serverErrors = Object.fromEntries(Object.entries(fieldErrors).map(([field, error]) => [field, errorText(error, errors)]));
  const signButton = viewButton(view, 'sign');
  // The page the tick is recorded for is the one the form's UI schema names (ui:checkboxOrigin).
  const recordConsent = async (checked: boolean, origin: string) => {
    if (!loan) return;
    await queries.recordCheckbox(deps, {
      loanID: loan.loanApplicationId, checkboxOrigin: origin as 'ALMOST_DONE_PAGE', selectionType: checked ? 'CHECKED' : 'UNCHECKED',
      ...(offerId ? { selectionData: { loanOfferId: offerId } } : {}),
    });
  };

  if (plan === undefined) return <Loader text={site.loading.default} />;
  const tilCopy = modalCopy('truthInLending');
  return (
    <>
      <div className="signing-form">
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
        {signButton && (
          <SchemaForm
            formId={view.form ?? ''} labels={copy.labels} copyValues={values} messages={messages}
            submit={{ label: copy.buttons[signButton.id] ?? '', kind: signButton.kind ?? 'primary' }}
            ctx={{ today: new Date(deps.now()) }} busy={busy} blocked={!plan}
            serverErrors={serverErrors}
            onEdit={(field) => { if (fieldErrors[field]) setFieldErrors(({ [field]: _shown, ...rest }) => rest); }}
            recordConsent={recordConsent}
            initial={draft.sent}
            onSubmit={(answers, snapshot) => void draft.sendAnswers(send, signButton.event, { ...signButton.input, offerId }, answers, snapshot)}
          />
        )}
      </div>
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
