import Form from '@rjsf/core';
import { retrieveSchema, type ErrorSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ActionDeps } from '../../engine/actions/ActionTypes';
import type { FieldIssue } from '../../engine/fields/FieldIssue';
import { messageFor } from '../../engine/fields/messageFor';
import type { ValidationContext } from '../../engine/fields/ValidationContext';
import { allProperties } from '../../engine/forms/allProperties';
import { answersFor } from '../../engine/forms/answersFor';
import type { FormDefinition } from '../../engine/forms/FormDefinition';
import { formIssues } from '../../engine/forms/formIssues';
import { localToday } from '../runtime/localToday';
import { Button, type ButtonKind } from '../ui/Button';
import { listOf } from '../ui/listOf';
import { plainText } from '../ui/plainText';
import { canSubmit } from './canSubmit';
import { formConfigProblem } from './formConfigProblem';
import { formRegistry } from './formRegistry';
import { ScreenConfigError } from './ScreenConfigError';
import type { FormContext } from './theme/FormContext';
import { fieldNameOf } from './theme/ids';
import { fields, templates, vocabulary, widgets } from './theme/theme';
import type { ZipStatus } from './theme/zipStatus';

export type FormData = Record<string, unknown>;

export interface SchemaFormProps {
  formId: string;
  /** The screen's copy labels (field labels, hints, option words) and the values they may name. */
  labels: Record<string, string>;
  copyValues: Record<string, unknown>;
  messages: Record<string, string>;
  /** The submit button's words and look; null: the form has none (it submits itself, or only reports changes). */
  submit: { label: string; kind?: ButtonKind } | null;
  /** Called with the answers as the API wants them (engine/forms/answersFor), only when the form may submit. */
  onSubmit?: (answers: Record<string, unknown>) => void;
  /** Called with the form data on every change (the calculator recalculates as the borrower types). */
  onValues?: (data: FormData) => void;
  /** The fields to show, in order; default: every field of the schema. */
  shown?: readonly string[] | null;
  /** Fields required beyond the schema's own list (the server's data-inquiry list). */
  required?: readonly string[];
  initial?: FormData;
  ctx: ValidationContext;
  /** Server messages per field; a field's goes away once the borrower edits it. */
  serverErrors?: Record<string, string>;
  onEdit?: (field: string) => void;
  /** Told once each time a field starts showing a problem: the field and the problem's code (never the value). */
  onFieldError?: (field: string, code: string) => void;
  busy?: boolean;
  /** Something outside the form keeps it from submitting (an error on the page, no plan to sign). */
  blocked?: boolean;
  /** The zip check with the server (zipCheck behaviour): true when the zip exists. */
  checkZip?: (zip: string) => Promise<boolean | null>;
  /** Records a tick of the agreement (recordConsent behaviour) with the page the UI schema names. */
  recordConsent?: (checked: boolean, origin: string) => Promise<void>;
  checkingText?: string;
  maxDate?: string | undefined;
  /** Drawn between the fields and the submit button. */
  children?: ReactNode;
  /** Focus the first field when the form appears (a form drawn again after a wrong answer). */
  focusOnMount?: boolean;
  /** The API for lookups a widget makes as the borrower types (address suggestions); none: those widgets only type. */
  deps?: ActionDeps;
}

/** Our forms give no `default`s: rjsf need not add empty objects nor resolve if/then to find defaults on every
 * keystroke (a third of its work per change in the profile of the entry form). */
const DEFAULTS_BEHAVIOUR = { emptyObjectFields: 'skipEmptyDefaults' } as const;
/** Puts the cursor in a field: its input, or the first part of a date of birth. */
const focusField = (idPrefix: string, field: string) =>
  (document.getElementById(`${idPrefix}_${field}`) ?? document.getElementById(`${idPrefix}_${field}_dobMonth`))?.focus();
/** How long a flashed message shows (prequal section 5: 'shown 1.5 s'). */
const FLASH_MS = 1500;
const uiOf = (ui: Record<string, unknown>, field: string) => (ui[field] ?? {}) as Record<string, unknown>;
const behavesAs = (ui: Record<string, unknown>, field: string, name: string) => ((uiOf(ui, field)['ui:behaviours'] as string[] | undefined) ?? []).includes(name);

// A form drawn by @rjsf/core from its JSON Schema and UI schema in our theme (src/forms/theme). The schema's
// precompiled validator and the engine's named rules decide every problem (engine/forms/formIssues); a problem
// shows once the field was left or a submit was tried; the submit waits for what section 5 says: nothing loading,
// no error, every required field filled, the zip checked, the agreement recorded. See docs/adr/0004-forms-rjsf.md.
export function SchemaForm(props: SchemaFormProps) {
  const def = formRegistry[props.formId];
  // A form its files cannot draw (a widget the theme lacks, no validators) is a config problem the screen names,
  // found before rjsf would fail halfway through drawing it.
  const problem = useMemo(() => formConfigProblem(props.formId, formRegistry, vocabulary), [props.formId, def]);
  if (problem) throw new ScreenConfigError(problem);
  const validator = useMemo(() => (def ? createPrecompiledValidator(def.validators as never, def.schema as RJSFSchema) : null), [def]);
  if (!def || !validator) return null;
  return <LoadedForm {...props} def={def} validator={validator} />;
}

function LoadedForm(props: SchemaFormProps & { def: FormDefinition; validator: ValidatorType }) {
  const { def, validator, labels, copyValues, messages, submit, ctx, busy = false, blocked = false } = props;
  const idPrefix = `f${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  // rjsf keeps the form's data (uncontrolled: a keystroke re-derives its state once, not twice); this copy of what it
  // reports drives our rules, the submit button and the answers sent.
  const [initialData] = useState<FormData>(() => props.initial ?? {});
  const [formData, setFormData] = useState<FormData>(initialData);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [attempted, setAttempted] = useState(false);
  const [zip, setZip] = useState<{ value: string; status: ZipStatus }>({ value: '', status: 'unchecked' });
  // An agreement ticked before this form was drawn (the borrower coming back to a step with what they sent,
  // src/forms/useDraft.ts) was recorded with the lender when it was ticked.
  const [consent, setConsent] = useState(() => {
    const ticked = Object.keys(initialData).some((f) => behavesAs(def.uiSchema, f, 'recordConsent') && initialData[f] === true);
    return { checked: ticked, recorded: ticked };
  });
  const [flash, setFlash] = useState<{ field: string; issue: FieldIssue } | null>(null);
  const consentTick = useRef(0);
  /** Text typed but not yet taken up by rjsf, by field. */
  const typed = useRef<FormData>({});
  const formRef = useRef<Form>(null);
  const recordConsentRef = useRef(props.recordConsent);
  recordConsentRef.current = props.recordConsent;
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;

  const ui = def.uiSchema;
  // The fields shown now: a schema whose conditions only change what is required (the entry form's address rules)
  // always shows the same fields, so only a form with a field shown for one answer resolves them per keystroke.
  const fixedFields = useMemo(() => {
    const own = Object.keys(def.schema.properties ?? {});
    return Object.keys(allProperties(def.schema)).every((f) => own.includes(f)) ? own : null;
  }, [def]);
  const allFields = fixedFields ?? Object.keys(retrieveSchema(validator, def.schema as RJSFSchema, def.schema as RJSFSchema, formData).properties ?? {});
  const shown = props.shown ?? allFields;
  const zipField = shown.find((f) => behavesAs(ui, f, 'zipCheck'));
  const consentField = shown.find((f) => behavesAs(ui, f, 'recordConsent'));
  const zipValue = zipField && typeof formData[zipField] === 'string' ? (formData[zipField] as string) : '';

  useEffect(() => {
    if (!zipField || !props.checkZip || zipValue.length !== 5 || (zip.value === zipValue && zip.status !== 'unchecked')) return;
    let live = true;
    setZip({ value: zipValue, status: 'checking' });
    void props.checkZip(zipValue).then((valid) => {
      if (live) setZip({ value: zipValue, status: valid === null ? 'unchecked' : valid ? 'valid' : 'invalid' });
    });
    return () => { live = false; };
    // Re-check only when the typed zip changes.
  }, [zipValue]);
  useEffect(() => {
    if (!props.focusOnMount) return;
    const first = shown[0];
    if (first) focusField(idPrefix, first);
    // Once, when the form appears.
  }, []);
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash]);

  const required = [...(props.required ?? []), ...(def.schema.required ?? [])].filter((f) => shown.includes(f) && f !== consentField);
  const issues = formIssues(def, Object.fromEntries(shown.map((f) => [f, formData[f]])), ctx, { required });
  if (consentField) delete issues[consentField];
  const zipStatus = zip.value === zipValue ? zip.status : 'unchecked';
  const serverErrors = props.serverErrors ?? {};
  const errorOf = (field: string): string | null => {
    if (serverErrors[field]) return serverErrors[field]!;
    if (field === zipField && zipStatus === 'invalid') return messages.invalidZipCode ?? null;
    if (flash?.field === field) return messageFor(flash.issue, messages);
    const issue = issues[field];
    return issue && (touched[field] || attempted) ? messageFor(issue, messages) : null;
  };
  const invalid = shown.filter((f) => issues[f] || serverErrors[f] || (f === zipField && zipStatus === 'invalid'));
  const ready = canSubmit({
    busy, pageError: blocked, missing: [], invalid, zip: zipField && zipValue !== '' ? zipStatus : null,
    consentRequired: Boolean(consentField), consentRecorded: consent.checked && consent.recorded,
  });
  // A disabled submit says what it waits for: the fields still empty or wrong (by their labels) and the agreement.
  const needs = ready || busy || blocked ? [] : [
    ...shown.filter((f) => invalid.includes(f)).map((f) => plainText(labels[f] ?? '', copyValues)).filter(Boolean),
    ...(consentField && !(consent.checked && consent.recorded) ? [messages.submitNeedsAgreement ?? ''] : []),
  ].filter(Boolean);
  const needsText = needs.length > 0 ? plainText(messages.submitNeeds ?? '', { fields: listOf(needs) }) : '';
  const needsId = `${idPrefix}-needs`;
  const extraErrorsNow: Record<string, { __errors: string[] }> = {};
  for (const f of shown) {
    const text = errorOf(f);
    if (text) extraErrorsNow[f] = { __errors: [text] };
  }
  // What each shown problem is, by code: a server message, the zip the lender refused, or the rule that failed.
  const codeOf = (f: string): string => {
    if (serverErrors[f]) return 'server';
    if (f === zipField && zipStatus === 'invalid') return 'invalidZipCode';
    return (flash?.field === f ? flash.issue : issues[f])?.code ?? 'invalid';
  };
  const shownProblems = Object.keys(extraErrorsNow).map((f) => `${f}\n${codeOf(f)}`).join('\t');
  // Validation errors are logged to analytics (prequal spec section 5): once as each appears, field and code only.
  const reported = useRef(new Set<string>());
  const onFieldErrorRef = useRef(props.onFieldError);
  onFieldErrorRef.current = props.onFieldError;
  useEffect(() => {
    const now = new Set(shownProblems ? shownProblems.split('\t') : []);
    for (const problem of now) {
      if (reported.current.has(problem)) continue;
      const [field = '', code = ''] = problem.split('\n');
      onFieldErrorRef.current?.(field, code);
    }
    reported.current = now;
  }, [shownProblems]);
  // The same object while the shown errors stay the same, so rjsf (which compares its props deeply on every render)
  // finds nothing new on a keystroke that changes no message.
  const errorsKey = JSON.stringify(extraErrorsNow);
  const extraErrors = useMemo<ErrorSchema>(() => JSON.parse(errorsKey) as ErrorSchema, [errorsKey]);

  const send = (data: FormData) => props.onSubmit?.(answersFor(def.schema, ui, data, shown));
  const focusFirstProblem = () => {
    const first = shown.find((f) => invalid.includes(f)) ?? (consentField && !consent.recorded ? consentField : undefined);
    if (!first) return;
    focusField(idPrefix, first);
  };
  // The form's answers changed (rjsf's onChange, or a text field as it is typed): rules, messages and the submit
  // button follow; a server message on an edited field goes; a flashErrors field flashes its problem.
  const accept = (next: FormData) => {
    const before = latest.current.formData;
    const edited = shown.filter((f) => next[f] !== before[f]);
    if (edited.length === 0 && Object.keys(next).length === Object.keys(before).length) return;
    latest.current.formData = next;
    setFormData(next);
    edited.forEach((f) => props.onEdit?.(f));
    const flashed = edited.find((f) => behavesAs(ui, f, 'flashErrors'));
    const flashIssue = flashed ? formIssues(def, next, ctx, { required })[flashed] : undefined;
    setFlash(flashed && flashIssue ? { field: flashed, issue: flashIssue } : null);
    props.onValues?.(next);
  };
  const acceptRef = useRef(accept);
  acceptRef.current = accept;

  // What the context's callbacks read, always the latest render's; the context itself stays the same object while
  // the data it carries does, so every field rjsf compares against its last render stays cheap to compare.
  const latest = useRef({ formData, send, consentField, shown });
  latest.current = { formData, send, consentField, shown };
  const today = localToday(ctx.today);
  const context = useMemo<FormContext>(() => ({
    label: (key) => plainText(labels[key] ?? '', copyValues),
    markdown: (key) => labels[key] ?? '',
    copyValues, messages, shown: props.shown ?? null, idPrefix, zipStatus, checkingText: props.checkingText ?? '',
    today, maxDate: props.maxDate, consentChecked: consent.checked,
    onConsent: (checked) => {
      const mine = ++consentTick.current;
      setConsent({ checked, recorded: false });
      const origin = String(uiOf(ui, latest.current.consentField ?? '')['ui:checkboxOrigin'] ?? '');
      void (recordConsentRef.current?.(checked, origin) ?? Promise.resolve()).catch(() => undefined).finally(() => {
        if (mine === consentTick.current) setConsent({ checked, recorded: true });
      });
    },
    autoSubmit: (field, value) => latest.current.send({ ...latest.current.formData, [field]: value }),
    refuse: (field, value) => {
      const issue = formIssues(def, { [field]: value }, ctxRef.current)[field];
      if (issue) setFlash({ field, issue });
    },
    typing: (field, value) => {
      typed.current[field] = value;
      acceptRef.current({ ...latest.current.formData, [field]: value });
    },
    // Through rjsf's own setFieldValue (one batch, reported by its onChange like any edit), with nothing typed
    // earlier left to be laid over the new values.
    fill: (values) => {
      for (const [field, value] of Object.entries(values)) {
        if (!latest.current.shown.includes(field)) continue;
        delete typed.current[field];
        formRef.current?.setFieldValue(field, value);
      }
    },
    deps: props.deps ?? null,
  }), [labels, copyValues, messages, props.shown, idPrefix, zipStatus, props.checkingText, today, props.maxDate, consent.checked, ui, def, props.deps]);

  // rjsf's handlers read the latest render through this ref, so the <Form> element below stays the same while
  // nothing it draws changes, and a keystroke re-renders neither rjsf nor its fields (only our rules run).
  const handlers = useRef({ onChange: (_e: { formData?: unknown }) => undefined as void, onBlur: (_id: string) => undefined as void, onSubmit: () => undefined as void });
  handlers.current = {
    onChange: (e) => {
      // rjsf's data, with what is still being typed on top (a field whose typing rjsf has caught up is done).
      const next = (e.formData ?? {}) as FormData;
      for (const [field, value] of Object.entries(typed.current)) if (next[field] === value) delete typed.current[field];
      accept({ ...next, ...typed.current });
    },
    onBlur: (id) => {
      const field = fieldNameOf(id, idPrefix).split('_')[0] ?? '';
      const value = latest.current.formData[field];
      if (behavesAs(ui, field, 'quietWhenEmpty') && (value === undefined || value === null || value === '')) return;
      setTouched((t) => (t[field] ? t : { ...t, [field]: true }));
    },
    onSubmit: () => {
      setAttempted(true);
      const flashed = shown.find((f) => behavesAs(ui, f, 'flashErrors') && issues[f]);
      if (flashed) setFlash({ field: flashed, issue: issues[flashed]! });
      if (!ready) {
        focusFirstProblem();
        return;
      }
      send(formData);
    },
  };
  const submitLabel = submit?.label;
  const submitKind = submit ? submit.kind ?? 'primary' : null;
  const extra = props.children;
  return useMemo(() => (
    <Form
      ref={formRef}
      className="flow-form"
      schema={def.schema as RJSFSchema}
      uiSchema={ui}
      validator={validator}
      initialFormData={initialData}
      formContext={context}
      idPrefix={idPrefix}
      widgets={widgets}
      fields={fields}
      templates={templates}
      extraErrors={extraErrors}
      experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
      noValidate
      noHtml5Validate
      showErrorList={false}
      onChange={(e) => handlers.current.onChange(e)}
      onBlur={(id) => handlers.current.onBlur(id)}
      onSubmit={() => handlers.current.onSubmit()}
      aria-busy={busy || undefined}
    >
      {extra}
      {submitKind && needsText ? <p id={needsId} className="submit-needs">{needsText}</p> : null}
      {submitKind ? <Button type="submit" kind={submitKind} disabled={!ready} busy={busy} aria-describedby={needsText ? needsId : undefined}>{submitLabel}</Button> : <></>}
    </Form>
  ), [def, ui, validator, initialData, context, idPrefix, extraErrors, busy, extra, submitKind, submitLabel, ready, needsText, needsId]);
}
