import Form from '@rjsf/core';
import { orderProperties, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { allProperties } from '../../engine/forms/allProperties';
import type { FormDefinition } from '../../engine/forms/FormDefinition';
import { formChecks, warmRules } from '../../engine/forms/formChecks';
import { pipes } from '../../engine/content/pipes';
import { createFormModel, fieldMessages, readinessOf, type FormEffect, type FormModel, type FormValues } from '../../engine/forms/formModel';
import { stillNeeded, type FormWords } from '../../engine/forms/stillNeeded';
import { firstScreenDrawn } from '../start/firstScreen';
import { afterNextPaint, whenIdle } from '../start/schedule';
import { localToday } from '../runtime/localToday';
import { plainText } from '../ui/plainText';
import { takesPaintedAnswers } from './paintedIntake';
import { typedValues } from './theme/widgets/typedValue';
import { drawnFieldsOf } from './drawnFields';
import { fieldControl } from './fieldControl';
import type { SchemaFormProps } from './SchemaForm';
import { SubmitButton, type SubmitButtonProps } from './SubmitButton';
import type { FormContext } from './theme/FormContext';
import { fields, templates, widgets } from './theme/theme';
import { useLatest } from './useLatest';
import { useModelSays } from './useModelSays';

// rjsf's props alike for every form; its own validation is off (the rules run once, in the model).
const RJSF = {
  className: 'flow-form', widgets, fields, templates, noValidate: true, noHtml5Validate: true, showErrorList: false,
  // Our forms give no `default`s: rjsf need not add empty objects nor resolve if/then to find defaults.
  experimental_defaultFormStateBehavior: { emptyObjectFields: 'skipEmptyDefaults' },
  // Without a handler rjsf would write a failed submit's problems to the console, where no answer belongs.
  onError: () => undefined,
} as const;

// The submit drawn from the model's readiness, its "Still needed" in the page's language: only the button draws again.
function ReadySubmit({ model, words, ...button }: Pick<SubmitButtonProps, 'kind' | 'label' | 'busy' | 'needsId'> & { model: FormModel; words: Omit<FormWords, 'language' | 'pipes'> }) {
  const ready = useModelSays(model, (m) => readinessOf(m).ready);
  const needs = useModelSays(model, (m) => readinessOf(m).needs.join('\t'));
  const tried = useModelSays(model, (m) => m.get().attempted);
  const language = typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en';
  const line = useMemo(() => (needs ? stillNeeded(needs.split('\t'), { ...words, language, pipes }) : ''), [needs, words, language]);
  return <SubmitButton {...button} ready={ready} needs={line} tried={tried} />;
}

// A keystroke is painted first: the model holds its value at once (`type`) but takes it up (issues, the submit) after
// the next paint, once for all keystrokes until then, so a slow phone shows the letter sooner (docs/adr/0004).
function usePaintFirst(model: FormModel, takeUp: { current: () => void }) {
  const paintWait = useRef<(() => void) | null>(null);
  const catchUp = useCallback(() => {
    paintWait.current?.();
    paintWait.current = null;
    takeUp.current();
  }, [takeUp]);
  useEffect(() => () => paintWait.current?.(), []);
  const typed = useCallback((field: string, value: unknown) => {
    model.type({ [field]: value });
    paintWait.current ??= afterNextPaint(catchUp);
  }, [model, catchUp]);
  return { typed, catchUp };
}

// A submit tried (the button, Enter's keydown) first takes up the waiting keystrokes, ahead of React, so the submit
// looks ready as Enter sends the form. A layout effect: a passive one came after an Enter queued on a busy phone.
function useCatchUpOnSubmit(formRef: { current: Form | null }, catchUp: () => void) {
  useLayoutEffect(() => {
    const element = formRef.current?.formElement.current as HTMLFormElement | null | undefined;
    if (!element) return;
    const before = (event: Event) => {
      if (event.type === 'submit' ? event.target === element : (event as KeyboardEvent).key === 'Enter') catchUp();
    };
    for (const type of ['submit', 'keydown']) element.addEventListener(type, before, true);
    return () => {
      for (const type of ['submit', 'keydown']) element.removeEventListener(type, before, true);
    };
  }, [formRef, catchUp]);
}

// Analytics hears of each problem as it starts showing, by field and code, never the value (prequal spec section 5).
function useFieldErrorReports(model: FormModel, onFieldError: ((field: string, code: string) => void) | undefined) {
  const problems = useModelSays(model, (m) => Object.entries(fieldMessages(m)).map(([field, { code }]) => `${field}\n${code}`).sort().join('\t'));
  const reported = useRef(new Set<string>());
  useEffect(() => {
    const now = new Set(problems ? problems.split('\t') : []);
    for (const problem of now) if (!reported.current.has(problem)) onFieldError?.(...(problem.split('\n') as [string, string]));
    reported.current = now;
  }, [problems, onFieldError]);
}

// One model (engine/forms/formModel.ts) holds the answers, issues, lender's messages and readiness; each widget rjsf
// draws is bound to its field (theme/boundToModel.tsx). The model's effects are done here. See docs/adr/0004-forms-rjsf.md.
export function LoadedSchemaForm(props: SchemaFormProps & { def: FormDefinition; validator: ValidatorType }) {
  const { def, validator, labels, copyValues, messages, submit, busy = false, blocked = false } = props;
  const { serverErrors, onFieldError, onModel, clear, children } = props;
  const idPrefix = `f${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  // Only a form whose conditions add questions resolves, as rjsf does, which fields it draws (and counts and sends).
  const conditional = Object.keys(allProperties(def.schema)).some((f) => !Object.hasOwn(def.schema.properties ?? {}, f));
  const modelOf = (initial: FormValues) => {
    // In the order drawn (`ui:order`, its "*" for the rest), so "Still needed" names the fields top to bottom.
    const shown = props.shown ?? orderProperties(Object.keys(allProperties(def.schema)), def.uiSchema['ui:order'] as string[] | undefined);
    const required = props.required ?? [];
    const drawn = conditional ? drawnFieldsOf(validator, def.schema) : undefined;
    return createFormModel({ def, shown, required, ...(drawn ? { drawn } : {}), initial, checks: formChecks(def, props.ctx, required) });
  };
  const [held, hold] = useState(() => ({ def, model: modelOf(props.initial ?? {}) }));
  let model = held.model;
  // The form editor changed the form under the open page (replaceForm): a new model keeps the answers it still asks.
  if (held.def !== def) {
    const asked = allProperties(def.schema);
    model = modelOf(Object.fromEntries(Object.entries(held.model.get().values).filter(([field]) => field in asked)));
    hold({ def, model });
  }
  const { shown } = model.setup;
  const formRef = useRef<Form>(null);
  // Without conditions rjsf is given no answers: a keystroke redraws one field only.
  const answers = useModelSays(model, (m) => (conditional ? m.get().values : undefined));
  // What the form's surroundings say reaches the model before the browser paints.
  useLayoutEffect(() => {
    model.outside({ lender: Object.fromEntries(Object.entries(serverErrors ?? {}).filter(([f, text]) => shown.includes(f) && text)) });
  }, [model, shown, serverErrors]);
  useLayoutEffect(() => model.outside({ busy, blocked }), [model, busy, blocked]);
  // The form's rules warmed when the page is first idle (engine/forms/formChecks.ts), not on the first keystrokes.
  useEffect(() => whenIdle(() => warmRules(def), 1000), [def]);

  // A flashed message shows 1.5 s (prequal section 5).
  const flash = useModelSays(model, (m) => m.get().flash);
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => model.unflash(), 1500);
    return () => clearTimeout(timer);
  }, [flash, model]);

  const focus = useCallback((field: string) => {
    const form = formRef.current?.formElement.current as HTMLFormElement | null | undefined;
    if (form) fieldControl(form, field)?.focus();
  }, []);
  const run = useLatest((effects: FormEffect[]) => {
    for (const effect of effects) {
      if (effect.kind === 'send') props.onSubmit?.(effect.answers, model.snapshot());
      else if (effect.kind === 'focus') focus(effect.field);
      else if (effect.kind === 'edited') effect.fields.forEach((f) => props.onEdit?.(f));
      else if (effect.kind === 'checkZip') void props.checkZip?.(effect.zip).then((valid) => model.zipChecked(effect.zip, valid), () => model.zipChecked(effect.zip, null));
      else if (effect.kind === 'recordConsent') {
        const { checked, origin, tick } = effect;
        void (props.recordConsent?.(checked, origin) ?? Promise.resolve()).catch(() => undefined).finally(() => model.recorded(tick));
      }
    }
  });
  // The app's first form takes the answers typed on the one the boot painted (src/firstPaint/adoptPaintedForm.ts).
  useLayoutEffect(() => {
    takesPaintedAnswers((texts) => run.current(model.change(typedValues(def, texts))));
    firstScreenDrawn('form');
  }, [def, model, run]);
  useEffect(() => run.current(model.start()), [model, run]);
  // A form that submits itself (autoSubmit: the texted code) tries once the keystroke that asked is drawn, after the
  // layout effects above: what that edit changed around the form (a page error it clears) has reached the model.
  const [submitsAsked, askSubmit] = useState(0);
  const submitsTried = useRef(0);
  useLayoutEffect(() => {
    if (submitsAsked === submitsTried.current) return;
    submitsTried.current = submitsAsked;
    run.current(model.attempt());
  }, [submitsAsked, model, run]);

  const { typed, catchUp } = usePaintFirst(model, useLatest(() => run.current(model.change({}))));
  useLayoutEffect(() => onModel?.(model), [model, onModel]);
  // Emptied after a send that stays (a wrong code): a keystroke still waiting is older and dropped; the cursor goes in.
  useLayoutEffect(() => {
    if (!clear) return;
    model.clear(clear.fields);
    const first = shown.find((f) => clear.fields.includes(f));
    if (first) focus(first);
  }, [clear, model, shown, focus]);
  // The same formContext while what it carries is (today as a day, not a time): rjsf's field comparisons stay cheap.
  const { checkingText = '', maxDate, deps = null, shown: shownOnly = null } = props;
  const today = localToday(props.ctx.today);
  const context = useMemo<FormContext>(() => {
    const change = (values: FormValues) => run.current(model.change(values));
    return {
      label: (key) => plainText(labels[key] ?? '', copyValues),
      markdown: (key) => labels[key] ?? '',
      labels, copyValues, messages, shown: shownOnly, checkingText, today, maxDate, deps, model,
      onConsent: (checked) => run.current(model.tick(checked)),
      autoSubmit: (field, value) => {
        change({ [field]: value });
        askSubmit((n) => n + 1);
      },
      refuse: (field, value) => model.refuse(field, value),
      typing: typed,
      change: (field, value) => change({ [field]: value }),
      fill: (values) => change(Object.fromEntries(Object.entries(values).filter(([f]) => model.setup.shown.includes(f)))),
      // A field left shows its problems from now on (a quietWhenEmpty field left empty does not count).
      leave: (field) => {
        catchUp();
        model.leave(field);
      },
    };
  }, [labels, copyValues, messages, shownOnly, checkingText, today, maxDate, deps, model, run, typed, catchUp]);

  useFieldErrorReports(model, onFieldError);
  useCatchUpOnSubmit(formRef, catchUp);
  const submitLabel = submit?.label;
  const submitKind = submit ? submit.kind ?? 'primary' : null;
  const words = useMemo(() => ({ labels, copyValues, messages }), [labels, copyValues, messages]);
  return useMemo(() => (
    <Form
      {...RJSF}
      ref={formRef}
      schema={def.schema as RJSFSchema}
      uiSchema={def.uiSchema}
      validator={validator}
      formData={answers}
      formContext={context}
      idPrefix={idPrefix}
      onSubmit={() => run.current(model.attempt())}
      aria-busy={busy || undefined}
    >
      {children}
      {submitKind ? <ReadySubmit kind={submitKind} label={submitLabel} busy={busy} model={model} words={words} needsId={`${idPrefix}-needs`} /> : null}
    </Form>
  ), [def, validator, answers, context, idPrefix, run, busy, children, submitKind, submitLabel, model, words]);
}
