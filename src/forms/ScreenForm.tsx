import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ScreenCopy } from '../../engine/content/ScreenCopy';
import type { Decision } from '../../engine/flow/Decision';
import type { Button as FlowButton } from '../../engine/flow/FlowTypes';
import { entryForm } from '../../engine/forms/entryForm';
import { formRoles } from '../../engine/forms/formRoles';
import { startingValues } from '../../engine/forms/initialValues';
import { resolveInquiries } from '../../engine/inquiries/resolveInquiries';
import { queries } from '../../engine/queries/queries';
import type { DataInquiry } from '../../engine/state/LoanApplication';
import { errorText } from '../../engine/content/errorText';
import { catalog } from '../content/catalog';
import { useRuntime } from '../runtime/useRuntime';
import { atoms } from '../state/atoms';
import { plainText } from '../ui/plainText';
import { SchemaForm } from './SchemaForm';
import { useDraft } from './useDraft';
import { useLoadedForm } from './useLoadedForm';
import type { NamedBy } from '../../engine/forms/formConfigProblem';

export interface ScreenFormProps {
  formId: string;
  copy: ScreenCopy;
  values: Record<string, unknown>;
  /** The screen's primary button: the form's submit. Null: the form submits itself (the pin) with `complete`. */
  submitButton: FlowButton | null;
  send: (event: string, input?: Record<string, unknown>) => Promise<Decision | null>;
  source: { dataInquiryList?: DataInquiry[] | undefined; mobileNumber?: string | null; loanApplicationId?: string; applicationId?: string; loanApplicationExpirationDate?: string | null; vertical?: string | null } | null;
  journey: 'borrower' | 'prequal';
  /** The flow screen that names this form and its file, for the line that says a form it names does not exist. */
  namedBy?: NamedBy;
}

// A flow screen's form: the schema the screen names, narrowed to what the server asks for when its UI schema says
// `ui:askedBy: inquiries`, prefilled from the data-inquiry list, sent through the engine as the screen's event.
export function ScreenForm({ formId, copy, values, submitButton, send, source, journey, namedBy }: ScreenFormProps) {
  const runtime = useRuntime();
  const inquiries = runtime.config.flows[journey].inquiries;
  // Its validators and field libraries in: the prefill below is formatted with them.
  const def = useLoadedForm(formId, namedBy);
  const [serverErrors, setServerErrors] = useAtom(atoms.fieldErrors);
  const [pageError, setPageError] = useAtom(atoms.pageError);
  const pageErrorBlocks = useAtomValue(atoms.pageErrorBlocks);
  const busy = useAtomValue(atoms.busy);
  const draft = useDraft(formId);
  const seeded = useRef(false);
  const [cleared, setCleared] = useState<{ fields: readonly string[] } | null>(null);
  const setup = useMemo(() => {
    if (!def) return null;
    const req = resolveInquiries(source?.dataInquiryList ?? [], inquiries);
    const narrowed = def.uiSchema['ui:askedBy'] === 'inquiries' ? entryForm(def.schema, req, inquiries, formRoles(def, Object.keys(def.schema.properties ?? {})).consent) : null;
    const initial = startingValues(def, req.prefilled, source);
    return { shown: narrowed?.shown ?? null, required: narrowed?.required ?? [], initial, errors: req.errors };
  }, [def, source, inquiries]);

  useEffect(() => {
    if (seeded.current || !setup) return;
    seeded.current = true;
    if (Object.keys(setup.errors).length > 0) setServerErrors((prev) => ({ ...Object.fromEntries(Object.entries(setup.errors).map(([field, message]) => [field, { kind: 'field', field, message }])), ...prev }));
  }, [setup, setServerErrors]);

  if (!def || !setup) return null;
  // The lender's word on each field in the catalog's words as they are now (a switch of language redraws this screen).
  const fieldTexts = Object.fromEntries(Object.entries(serverErrors).map(([field, error]) => [field, errorText(error, catalog.errors)]));
  const submitWith = async (answers: Record<string, unknown>, snapshot: Record<string, unknown>) => {
    const decision = await draft.sendAnswers(send, submitButton?.event ?? 'complete', submitButton?.input ?? {}, answers, snapshot);
    // The flow stays and clears fields (a wrong code): each says its text, and the form empties them.
    const clear = decision?.stay && !decision.error ? decision.clear : undefined;
    if (!clear) return;
    setServerErrors((prev) => ({ ...prev, ...Object.fromEntries(Object.entries(clear).map(([field, code]) => [field, { kind: 'field', field, code }])) }));
    setCleared({ fields: Object.keys(clear) });
  };
  const loanID = source?.loanApplicationId ?? source?.applicationId;
  return (
    <SchemaForm
      clear={cleared}
      formId={formId}
      labels={copy.labels}
      copyValues={values}
      messages={catalog.messages}
      submit={submitButton ? { label: plainText(copy.buttons[submitButton.id], values), kind: submitButton.kind ?? 'primary' } : null}
      onSubmit={submitWith}
      shown={setup.shown}
      required={setup.required}
      initial={draft.sent ? { ...setup.initial, ...draft.sent } : setup.initial}
      ctx={{
        today: new Date(runtime.deps.now()),
        ...(source?.loanApplicationExpirationDate ? { offerExpiration: source.loanApplicationExpirationDate } : {}),
        ...(source?.vertical ? { vertical: source.vertical } : {}),
      }}
      serverErrors={fieldTexts}
      onFieldError={(field, code) => runtime.analytics.track('Displayed Field Error', { page: namedBy?.screen ?? formId, field, error: code })}
      onEdit={(field) => {
        if (serverErrors[field]) setServerErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([k]) => k !== field)));
        if (pageError) setPageError(null);
      }}
      busy={busy}
      blocked={Boolean(pageError) && pageErrorBlocks}
      checkZip={(zip) => queries.checkZip(runtime.deps, zip).then((result) => (result.ok ? result.value.valid : null))}
      recordConsent={async (checked, origin) => {
        if (loanID) await queries.recordCheckbox(runtime.deps, { loanID, checkboxOrigin: origin as 'DATA_COLLECTION_PAGE', selectionType: checked ? 'CHECKED' : 'UNCHECKED' });
      }}
      checkingText={plainText(copy.labels.checking ?? '', values)}
      maxDate={source?.loanApplicationExpirationDate?.slice(0, 10)}
      deps={runtime.deps}
    />
  );
}
