import Form from '@rjsf/core';
import { retrieveSchema, type ErrorSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { answersFor } from '../../engine/forms/answersFor';
import { firstScreenDrawn } from '../runtime/firstScreen';
import type { FormDefinition } from '../../engine/forms/FormDefinition';
import { formIssues } from '../../engine/forms/formIssues';
import { behavesAs, fieldUiOf } from './behavesAs';
import { fixedFields } from './fixedFields';
import { focusField } from './focusField';
import { outsideMessages } from './outsideMessages';
import type { FormData, SchemaFormProps } from './SchemaFormProps';
import { SubmitButton } from './SubmitButton';
import { submitReadiness } from './submitReadiness';
import { fields, templates, widgets } from './theme/theme';
import { useFieldErrorReports } from './useFieldErrorReports';
import { useFlashedMessage } from './useFlashedMessage';
import { useFocusOnMount } from './useFocusOnMount';
import { useLatest } from './useLatest';
import { usePaintFirst } from './usePaintFirst';
import { useProblemsShown } from './useProblemsShown';
import { useRecordedConsent } from './useRecordedConsent';
import { useRjsfHandlers, type FormMoves } from './useRjsfHandlers';
import { useSchemaRules } from './useSchemaRules';
import { useSubmitAttempt } from './useSubmitAttempt';
import { useSubmitState } from './useSubmitState';
import { useThemeContext, type ThemeActions } from './useThemeContext';
import { useWarmRules } from './useWarmRules';
import { useZipCheck } from './useZipCheck';

/** Our forms give no `default`s: rjsf need not add empty objects nor resolve if/then to find defaults on every
 * change (a third of its work per change in the profile of the entry form). */
const DEFAULTS_BEHAVIOUR = { emptyObjectFields: 'skipEmptyDefaults' } as const;
/** A failed submit's problems are shown on their fields and focused; without a handler rjsf would also write them
 * to the console, where nothing about a borrower's answers belongs. */
const IGNORE_ERRORS = () => undefined;

// The form once its definition is known. rjsf keeps the data, validates it (each time a field is left, and on
// submit) with the form's rules (useSchemaRules) and shows each problem, and the lender's messages (extraErrors), on
// its field. It takes a text field's keystrokes only when typing pauses (theme/widgets/useTypedText.ts): re-deriving
// its state costs more than a frame. Each keystroke reaches this component instead, in the task after its paint
// (usePaintFirst), for what must follow it: the submit button and its line, a flashed message, the lender's message
// going, the zip check.
// See docs/adr/0004-forms-rjsf.md.
export function LoadedSchemaForm(props: SchemaFormProps & { def: FormDefinition; validator: ValidatorType }) {
  const { def, validator, labels, copyValues, messages, submit, ctx, busy = false, blocked = false } = props;
  const ui = def.uiSchema;
  const idPrefix = `f${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const [initialData] = useState<FormData>(() => props.initial ?? {});
  const [formData, setFormData] = useState<FormData>(initialData);
  /** The answers as they are now, and the text typed that rjsf has not taken up yet, by field. */
  const data = useRef(initialData);
  const typed = useRef<FormData>({});
  const formRef = useRef<Form>(null);
  const fixed = useMemo(() => fixedFields(def.schema), [def]);
  const shown = props.shown ?? fixed ?? Object.keys(retrieveSchema(validator, def.schema as RJSFSchema, def.schema as RJSFSchema, formData).properties ?? {});
  const zipField = shown.find((f) => behavesAs(ui, f, 'zipCheck'));
  const consentField = shown.find((f) => behavesAs(ui, f, 'recordConsent'));
  const zipValue = zipField && typeof formData[zipField] === 'string' ? (formData[zipField] as string) : '';
  const zipStatus = useZipCheck(zipValue, props.checkZip);
  const origin = String(fieldUiOf(ui, consentField ?? '')['ui:checkboxOrigin'] ?? '');
  const consent = useRecordedConsent(Boolean(consentField && initialData[consentField] === true), props.recordConsent && ((checked) => props.recordConsent!(checked, origin)));
  const [flash, setFlash] = useFlashedMessage();
  const problems = useProblemsShown();
  useFocusOnMount(props.focusOnMount === true, idPrefix, shown[0]);
  useWarmRules(def);
  // The app's first form drawn: it replaces the one the boot painted, taking up what was typed there (src/main.tsx).
  useLayoutEffect(() => firstScreenDrawn('form'), []);

  // What follows each keystroke: each field's problem, what is said from outside the schema, whether the form may
  // be sent and what it waits for, and the analytics of the problems the borrower sees.
  const required = [...(props.required ?? []), ...(def.schema.required ?? [])].filter((f) => shown.includes(f) && f !== consentField);
  const outside = outsideMessages({ shown, serverErrors: props.serverErrors ?? {}, zipField, zipStatus, flash, messages });
  // The same rules for given answers: the ones drawn, or the ones of this very moment (a submit reads the keystrokes
  // still waiting for their paint, usePaintFirst).
  const rulesFor = (values: FormData) => {
    const found = formIssues(def, Object.fromEntries(shown.map((f) => [f, values[f]])), ctx, { required });
    return {
      issues: found,
      readiness: submitReadiness({
        shown, issues: found, blockedFields: Object.keys(outside).filter((f) => outside[f]!.blocks), zip: zipField && zipValue !== '' ? zipStatus : null,
        consentField, consentRecorded: consent.checked && consent.recorded, busy, blocked, labels, copyValues, messages,
      }),
    };
  };
  const { issues, readiness } = rulesFor(formData);
  useFieldErrorReports({
    ...Object.fromEntries(readiness.invalid.filter((f) => issues[f] && problems.shows(f)).map((f) => [f, issues[f]!.code])),
    ...Object.fromEntries(Object.entries(outside).map(([f, m]) => [f, m.code])),
  }, props.onFieldError);
  // The same object while the messages stay the same, so rjsf (which compares its props deeply) finds nothing new.
  const outsideKey = JSON.stringify(Object.fromEntries(Object.entries(outside).map(([f, m]) => [f, { __errors: [m.text] }])));
  const extraErrors = useMemo<ErrorSchema>(() => JSON.parse(outsideKey) as ErrorSchema, [outsideKey]);
  const rules = useSchemaRules(useLatest({ def, ctx, messages, shown, required, consentField }), problems.seen);

  const send = (values: FormData) => props.onSubmit?.(answersFor(def.schema, ui, values, shown));
  const focusFirstProblem = () => {
    const first = readiness.invalid[0] ?? (consentField && !consent.recorded ? consentField : undefined);
    if (first) focusField(idPrefix, first);
  };
  // The form's answers changed (rjsf's onChange, or a text field as it is typed): the submit button follows; the
  // lender's message on an edited field goes; a flashErrors field flashes its problem.
  const accept = (next: FormData) => {
    const before = data.current;
    const edited = shown.filter((f) => next[f] !== before[f]);
    if (edited.length === 0 && Object.keys(next).length === Object.keys(before).length) return;
    data.current = next;
    setFormData(next);
    edited.forEach((f) => props.onEdit?.(f));
    const flashed = edited.find((f) => behavesAs(ui, f, 'flashErrors'));
    const flashIssue = flashed ? formIssues(def, next, ctx, { required })[flashed] : undefined;
    setFlash(flashed && flashIssue ? { field: flashed, issue: flashIssue } : null);
    props.onValues?.(next);
  };
  // A keystroke's rules wait for its paint (usePaintFirst), then see the answers as they are by then.
  const paintFirst = usePaintFirst(useLatest((since: FormData) => accept({ ...data.current, ...since })));
  const actions = useLatest<ThemeActions>({
    onConsent: consent.onConsent,
    autoSubmit: (field, value) => send({ ...data.current, [field]: value }),
    refuse: (field, value) => {
      const issue = formIssues(def, { [field]: value }, ctx)[field];
      if (issue) setFlash({ field, issue });
    },
    typing: (field, value) => {
      typed.current[field] = value;
      paintFirst.typed(field, value);
    },
    // Through rjsf's own setFieldValue (one batch, reported by its onChange like any edit), with nothing typed
    // earlier left to be laid over the new values.
    fill: (values) => {
      for (const [field, value] of Object.entries(values)) {
        if (!shown.includes(field)) continue;
        delete typed.current[field];
        formRef.current?.setFieldValue(field, value);
      }
    },
  });
  const context = useThemeContext({
    labels, copyValues, messages, shown: props.shown ?? null, idPrefix, zipStatus, checkingText: props.checkingText ?? '',
    today: ctx.today, maxDate: props.maxDate, consentChecked: consent.checked, deps: props.deps ?? null,
    // Only fields whose problems show can have a message to take away: a first pass through the form never changes
    // this, so it never redraws every field while the borrower types.
    settled: shown.filter((f) => problems.shows(f) && !issues[f] && !outside[f]).join(','),
  }, actions);

  // A submit tried: rjsf takes up what is still being typed and validates it with every problem showing from now
  // on, and a flashErrors field flashes.
  useSubmitAttempt(formRef, paintFirst.catchUp, () => {
    problems.attempt();
    for (const [field, value] of Object.entries(typed.current)) formRef.current?.setFieldValue(field, value);
    const now = rulesFor(data.current).issues;
    const flashed = shown.find((f) => behavesAs(ui, f, 'flashErrors') && now[f]);
    if (flashed) setFlash({ field: flashed, issue: now[flashed]! });
  });
  const latest = useLatest<FormMoves>({ accept, send, focusFirstProblem, catchUp: paintFirst.catchUp, readyNow: () => rulesFor(data.current).readiness.ready, problems });
  const handlers = useRjsfHandlers(latest, data, typed, idPrefix, ui);
  const submitLabel = submit?.label;
  const submitKind = submit ? submit.kind ?? 'primary' : null;
  const submitState = useSubmitState(readiness.ready, readiness.needs, messages);
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
      liveValidate="onBlur"
      customValidate={rules.customValidate}
      transformErrors={rules.transformErrors}
      focusOnFirstError={handlers.focus}
      noHtml5Validate
      showErrorList={false}
      onChange={handlers.onChange}
      onBlur={handlers.onBlur}
      onSubmit={handlers.onSubmit}
      onError={IGNORE_ERRORS}
      aria-busy={busy || undefined}
    >
      {extra}
      {submitKind ? <SubmitButton kind={submitKind} label={submitLabel} busy={busy} state={submitState} needsId={`${idPrefix}-needs`} /> : null}
    </Form>
  ), [def, ui, validator, initialData, context, idPrefix, extraErrors, rules, handlers, busy, extra, submitKind, submitLabel, submitState]);
}
