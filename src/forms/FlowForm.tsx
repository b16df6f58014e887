import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { ScreenCopy } from '../../engine/content/ScreenCopy';
import type { FieldIssue } from '../../engine/fields/FieldIssue';
import { messageFor } from '../../engine/fields/messageFor';
import type { ValidationContext } from '../../engine/fields/ValidationContext';
import type { Decision } from '../../engine/flow/Decision';
import type { Button as FlowButton } from '../../engine/flow/FlowTypes';
import { queries } from '../../engine/queries/queries';
import { catalog } from '../content/catalog';
import { localToday } from '../runtime/localToday';
import { useRuntime } from '../runtime/useRuntime';
import { atoms } from '../state/atoms';
import { Button } from '../ui/Button';
import { plainText } from '../ui/plainText';
import type { DobValue } from '../widgets/DobField';
import type { ZipStatus } from '../widgets/ZipField';
import { buildFormModel, type FormSource } from './buildFormModel';
import { canSubmit } from './canSubmit';
import { FieldWidget } from './FieldWidget';
import { fieldIssue } from './fieldIssue';
import type { FormValues } from './FormValues';
import { isFilled } from './isFilled';
import { toApiValues } from './toApiValues';

export interface FlowFormProps {
  formId: string;
  copy: ScreenCopy;
  /** Values copy may name (the agreement label names {lenderName}). */
  values: Record<string, unknown>;
  /** The screen's primary button: the form's submit, with its event and input. Null: the form submits itself (pin). */
  submitButton: FlowButton | null;
  send: (event: string, input?: Record<string, unknown>) => Promise<Decision | null>;
  source: (FormSource & { loanApplicationId?: string; applicationId?: string; loanApplicationExpirationDate?: string | null; vertical?: string | null }) | null;
  journey: 'borrower' | 'prequal';
}

/** The event a form without a submit button sends when it completes itself (the pin forms' `on.complete`). */
const SELF_SUBMIT_EVENT = 'complete';

// A form drawn from its JSON Schema with our widgets, checked by the field rules of flows/fields.yaml, and sent
// through the engine as { values, ...values } so every action finds what it reads. See docs/adr/0002-forms.md.
export function FlowForm({ formId, copy, values: copyValues, submitButton, send, source, journey }: FlowFormProps) {
  const runtime = useRuntime();
  const { fields: table } = runtime.config;
  const inquiries = runtime.config.flows[journey].inquiries;
  const model = useMemo(() => buildFormModel(formId, source, inquiries, table), [formId, source, inquiries, table]);
  const [values, setValues] = useState<FormValues>(() => model?.initial ?? {});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [attempted, setAttempted] = useState(false);
  const [zip, setZip] = useState<{ value: string; status: ZipStatus }>({ value: '', status: 'unchecked' });
  const [consent, setConsent] = useState({ checked: false, recorded: false });
  const [serverErrors, setServerErrors] = useAtom(atoms.fieldErrors);
  const [pageError, setPageError] = useAtom(atoms.pageError);
  const busy = useAtomValue(atoms.busy);
  const baseId = useId();
  const seeded = useRef(false);

  useEffect(() => {
    if (seeded.current || !model) return;
    seeded.current = true;
    if (Object.keys(model.serverErrors).length > 0) setServerErrors((prev) => ({ ...model.serverErrors, ...prev }));
  }, [model, setServerErrors]);

  const zipValue = typeof values.zip === 'string' ? values.zip : '';
  useEffect(() => {
    if (!model?.fields.includes('zip') || zipValue.length !== 5 || (zip.value === zipValue && zip.status !== 'unchecked')) return;
    let live = true;
    setZip({ value: zipValue, status: 'checking' });
    void queries.checkZip(runtime.deps, zipValue).then((result) => {
      if (!live) return;
      if (result.ok) setZip({ value: zipValue, status: result.value.valid ? 'valid' : 'invalid' });
      else setZip({ value: zipValue, status: 'unchecked' });
    });
    return () => {
      live = false;
    };
    // Re-check only when the typed zip changes.
  }, [zipValue, model]);

  if (!model) return null;
  const ctxFor = (name: string): ValidationContext => ({
    today: new Date(runtime.deps.now()),
    required: model.required.includes(name),
    ...(source?.loanApplicationExpirationDate ? { offerExpiration: source.loanApplicationExpirationDate } : {}),
    ...(source?.vertical ? { vertical: source.vertical } : {}),
  });
  const issues: Record<string, FieldIssue | null> = {};
  for (const name of model.fields) issues[name] = fieldIssue(name, values[name], table, ctxFor(name));
  const zipStatus = zip.value === zipValue ? zip.status : 'unchecked';
  const missing = model.fields.filter((f) => f !== 'reviewed' && model.required.includes(f) && !isFilled(values[f]));
  const invalid = model.fields.filter((f) => (isFilled(values[f]) && issues[f]) || serverErrors[f] || (f === 'zip' && zipStatus === 'invalid'));
  const zipGate = model.fields.includes('zip') && zipValue !== '' ? zipStatus : null;
  const ready = canSubmit({ busy, pageError: Boolean(pageError), missing, invalid, zip: zipGate, consentRequired: model.consentRequired, consentRecorded: consent.checked && consent.recorded });

  const errorOf = (name: string): string | null => {
    if (serverErrors[name]) return serverErrors[name] as string;
    if (name === 'zip' && zipStatus === 'invalid') return catalog.messages.invalidZipCode ?? null;
    const issue = issues[name];
    return issue && (touched[name] || attempted) ? messageFor(issue, catalog.messages) : null;
  };
  const change = (name: string, value: string | DobValue | boolean) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    if (serverErrors[name]) setServerErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([k]) => k !== name)));
    if (pageError) setPageError(null);
  };
  const submitWith = async (event: string, extra: Record<string, unknown> = {}, current: FormValues = values) => {
    const api = toApiValues(model.fields, current, table);
    const decision = await send(event, { ...extra, ...api, values: api });
    if (decision?.stay && model.fields.includes('pin') && !decision.error) {
      setServerErrors((prev) => ({ ...prev, pin: catalog.errors.invalidVerificationCode ?? '' }));
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setAttempted(true);
    if (!ready) return;
    void submitWith(submitButton?.event ?? SELF_SUBMIT_EVENT, submitButton?.input ?? {});
  };
  const recordConsent = async (checked: boolean) => {
    setConsent({ checked, recorded: false });
    change('reviewed', checked);
    const loanID = source?.loanApplicationId ?? source?.applicationId;
    try {
      if (loanID) await queries.recordCheckbox(runtime.deps, { loanID, checkboxOrigin: 'DATA_COLLECTION_PAGE', selectionType: checked ? 'CHECKED' : 'UNCHECKED' });
    } finally {
      setConsent((c) => (c.checked === checked ? { checked, recorded: true } : c));
    }
  };

  return (
    <form className="flow-form" noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
      {model.fields.map((name) => (
        <FieldWidget
          key={name}
          name={name}
          id={`${baseId}-${name}`}
          value={values[name]}
          labels={copy.labels}
          copyValues={copyValues}
          error={errorOf(name)}
          spec={table.fields[name]}
          specs={table.fields}
          required={model.required.includes(name)}
          zipStatus={zipStatus}
          consentChecked={consent.checked}
          today={localToday(new Date(runtime.deps.now()))}
          maxDate={source?.loanApplicationExpirationDate?.slice(0, 10)}
          onChange={(value) => change(name, value)}
          onBlur={() => setTouched((t) => ({ ...t, [name]: true }))}
          onConsent={(checked) => void recordConsent(checked)}
          onPin={(pin) => void submitWith(SELF_SUBMIT_EVENT, {}, { ...values, pin })}
        />
      ))}
      {submitButton ? (
        <Button type="submit" kind={submitButton.kind ?? 'primary'} disabled={!ready} busy={busy}>
          {plainText(copy.buttons[submitButton.id], copyValues)}
        </Button>
      ) : null}
    </form>
  );
}
