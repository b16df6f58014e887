import Form from '@rjsf/core';
import { orderProperties, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { allProperties } from '../../engine/forms/allProperties';
import type { FormDefinition } from '../../engine/forms/FormDefinition';
import { formChecks } from '../../engine/forms/formChecks';
import { pipes } from '../../engine/content/pipes';
import { createFormModel, readinessOf, type FormEffect, type FormModel } from '../../engine/forms/formModel';
import { stillNeeded, type FormWords } from '../../engine/forms/stillNeeded';
import { warmRules } from '../../engine/forms/warmRules';
import { firstScreenDrawn } from '../start/firstScreen';
import { whenIdle } from '../start/schedule';
import { localToday } from '../runtime/localToday';
import { plainText } from '../ui/plainText';
import { takesPaintedAnswers } from './paintedIntake';
import { typedValues } from './theme/widgets/typedValue';
import { drawnFieldsOf } from './drawnFields';
import { fieldControl } from './fieldControl';
import type { FormData, SchemaFormProps } from './SchemaFormProps';
import { SubmitButton, type SubmitButtonProps } from './SubmitButton';
import type { FormContext } from './theme/FormContext';
import { fields, templates, widgets } from './theme/theme';
import { useFieldErrorReports } from './useFieldErrorReports';
import { useLatest } from './useLatest';
import { useModelSays } from './useModelSays';
import { usePaintFirst } from './usePaintFirst';
import { useSubmitAttempt } from './useSubmitAttempt';

/** Our forms give no `default`s: rjsf need not add empty objects nor resolve if/then to find defaults. */
const DEFAULTS_BEHAVIOUR = { emptyObjectFields: 'skipEmptyDefaults' } as const;
/** Without a handler rjsf would write a failed submit's problems to the console, where no answer belongs. */
const IGNORE_ERRORS = () => undefined;
/** How long a flashed message shows (prequal section 5: 'shown 1.5 s'). */
export const FLASH_MS = 1500;

// The form's submit drawn from its readiness (engine/forms/formModel.ts): only the button draws again when the form's
// readiness changes, never a field rjsf draws. Its "Still needed" line is said in the page's language.
function ReadySubmit({ model, words, ...button }: Pick<SubmitButtonProps, 'kind' | 'label' | 'busy' | 'needsId'> & { model: FormModel; words: Omit<FormWords, 'language' | 'pipes'> }) {
  const ready = useModelSays(model, (m) => readinessOf(m).ready);
  const needs = useModelSays(model, (m) => readinessOf(m).needs.join('\t'));
  const tried = useModelSays(model, (m) => m.get().attempted);
  const language = typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en';
  const line = useMemo(() => (needs ? stillNeeded(needs.split('\t'), { ...words, language, pipes }) : ''), [needs, words, language]);
  return <SubmitButton {...button} ready={ready} needs={line} tried={tried} />;
}

// The form once its definition is known: one model (engine/forms/formModel.ts) holds the answers, the issues, which
// problems show, the lender's messages and readiness; rjsf draws the fields in our theme, each widget bound to its
// own field of the model, its value and its message (theme/boundToModel.tsx; rjsf's own validation is off: the
// rules run once, in the model). What the model asks for comes back as effects (send,
// focus, record the agreement, an edit the screen hears of) and is done here. See docs/adr/0004-forms-rjsf.md.
export function LoadedSchemaForm(props: SchemaFormProps & { def: FormDefinition; validator: ValidatorType }) {
  const { def, validator, labels, copyValues, messages, submit, busy = false, blocked = false } = props;
  const ui = def.uiSchema;
  const idPrefix = `f${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  // A form whose conditions add questions (if/then adding a property) draws some fields for some answers only; one
  // whose conditions only change what is required (the entry form's address rules) shows the same fields whatever is
  // typed, so it need not resolve its fields on every change.
  const conditional = Object.keys(allProperties(def.schema)).some((f) => !Object.hasOwn(def.schema.properties ?? {}, f));
  const modelOf = (initial: FormData) => {
    // In the order drawn (`ui:order`, its "*" for the rest), so "Still needed" names the fields top to bottom.
    const shown = props.shown ?? orderProperties(Object.keys(allProperties(def.schema)), ui['ui:order'] as string[] | undefined);
    const required = props.required ?? [];
    // Such a form counts and sends only the fields its answers draw (rjsf resolves them as it draws them).
    const drawn = conditional ? drawnFieldsOf(validator, def.schema) : undefined;
    return createFormModel({ def, shown, required, ...(drawn ? { drawn } : {}), initial, checks: formChecks(def, props.ctx, required) });
  };
  const [held, hold] = useState(() => ({ def, model: modelOf(props.initial ?? {}) }));
  let model = held.model;
  // The form's files changed under the open page (the dev server's form editor: src/forms/formRegistry.ts
  // replaceForm): a model of the new form, with what was typed, less the answers to questions it no longer asks.
  if (held.def !== def) {
    const asked = allProperties(def.schema);
    model = modelOf(Object.fromEntries(Object.entries(held.model.get().values).filter(([field]) => field in asked)));
    hold({ def, model });
  }
  const { shown } = model.setup;
  const formRef = useRef<Form>(null);
  // A form with conditions is drawn by rjsf from the answers, so it finds the fields to draw; every other form leaves
  // rjsf without them (a keystroke redraws one field only).
  const answers = useModelSays(model, (m) => (conditional ? m.get().values : undefined));
  // What the form's surroundings say reaches the model before the browser paints.
  // The lender's messages are taken when they change (the model drops a field's own once it is edited).
  const serverErrors = props.serverErrors;
  useLayoutEffect(() => {
    model.outside({ lender: Object.fromEntries(Object.entries(serverErrors ?? {}).filter(([f, text]) => shown.includes(f) && text)) });
  }, [model, shown, serverErrors]);
  useLayoutEffect(() => model.outside({ busy, blocked }), [model, busy, blocked]);
  // The form's rules warmed when the page is first idle (engine/forms/warmRules.ts), not on the first keystrokes.
  useEffect(() => whenIdle(() => warmRules(def), 1000), [def]);

  // A flashed message goes after a moment.
  const flash = useModelSays(model, (m) => m.get().flash);
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => model.unflash(), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash, model]);

  // The control a field begins with, found by the field's name (src/forms/fieldControl.ts), takes the cursor.
  const focus = useCallback((field: string) => {
    const form = formRef.current?.formElement.current as HTMLFormElement | null | undefined;
    if (form) fieldControl(form, field)?.focus();
  }, []);
  // What the model asks for, done.
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
  // The app's first form drawn: it replaces the one the boot painted, taking up what was typed there (src/start/main.tsx).
  // The painted form's answers are given to this one's model as values (src/firstPaint/adoptPaintedForm.ts).
  useLayoutEffect(() => {
    takesPaintedAnswers((texts) => run.current(model.change(typedValues(def, texts))));
    firstScreenDrawn('form');
  }, [def, model, run]);
  useEffect(() => run.current(model.start()), [model, run]);
  // A form that submits itself (the texted code, complete: autoSubmit) tries the model's attempt as the button or
  // Enter does, once the keystroke that asked is drawn: what that edit changed around the form (a page error it
  // clears, which kept the form from being sent) has reached the model by then, as it has for a submit the borrower
  // presses. After the layout effects above that hand the model what its surroundings say, so they run first in the
  // same commit.
  const [submitsAsked, askSubmit] = useState(0);
  const submitsTried = useRef(0);
  useLayoutEffect(() => {
    if (submitsAsked === submitsTried.current) return;
    submitsTried.current = submitsAsked;
    run.current(model.attempt());
  }, [submitsAsked, model, run]);
  // A keystroke reaches the model after its paint (usePaintFirst), with every keystroke typed until then.
  const { typed, catchUp } = usePaintFirst(model, useLatest(() => run.current(model.change({}))));
  // A form whose model another part of the screen reads (the calculator's plans read its amount and its issue).
  const onModel = props.onModel;
  useLayoutEffect(() => onModel?.(model), [model, onModel]);
  // What the flow empties after a send that stays (a wrong code): the model empties it, a keystroke of it still
  // waiting is older and dropped, and the cursor goes to the first field emptied, ready for the right answer.
  const clear = props.clear;
  useLayoutEffect(() => {
    if (!clear) return;
    model.clear(clear.fields);
    const first = shown.find((f) => clear.fields.includes(f));
    if (first) focus(first);
  }, [clear, model, shown, focus]);
  // rjsf's formContext for our templates and widgets. It stays the same object while what it carries does (today
  // as a day, not a time), so every field rjsf compares against its last render stays cheap to compare; its
  // callbacks are the model's, which stays the same object for the form.
  const { checkingText = '', maxDate, deps = null } = props;
  const shownOnly = props.shown ?? null;
  const today = localToday(props.ctx.today);
  const context = useMemo<FormContext>(() => {
    const change = (values: FormData) => run.current(model.change(values));
    return {
      label: (key) => plainText(labels[key] ?? '', copyValues),
      markdown: (key) => labels[key] ?? '',
      labels, copyValues, messages, shown: shownOnly, idPrefix, checkingText, today, maxDate, deps, model,
      onConsent: (checked) => run.current(model.tick(checked)),
      autoSubmit: (field, value) => {
        change({ [field]: value });
        askSubmit((n) => n + 1);
      },
      refuse: (field, value) => model.refuse(field, value),
      typing: typed,
      change: (field, value) => change({ [field]: value }),
      fill: (values) => {
        change(Object.fromEntries(Object.entries(values).filter(([f]) => model.setup.shown.includes(f))));
      },
      // A field left shows its problems from now on (a quietWhenEmpty field left empty does not count).
      leave: (field) => {
        catchUp();
        model.leave(field);
      },
    };
  }, [labels, copyValues, messages, shownOnly, idPrefix, checkingText, today, maxDate, deps, model, run, typed, catchUp]);

  // Each field shows its own message (theme/boundToModel.tsx); analytics hears of each problem as it starts showing.
  useFieldErrorReports(model, props.onFieldError);

  // A submit tried (the button, Enter): the keystrokes still waiting are taken up first, so the model reads the
  // form as the borrower sees it.
  useSubmitAttempt(formRef, catchUp);
  const onSubmit = useCallback(() => run.current(model.attempt()), [model, run]);
  const submitLabel = submit?.label;
  const submitKind = submit ? submit.kind ?? 'primary' : null;
  const words = useMemo(() => ({ labels, copyValues, messages }), [labels, copyValues, messages]);
  const extra = props.children;
  return useMemo(() => (
    <Form
      ref={formRef}
      className="flow-form"
      schema={def.schema as RJSFSchema}
      uiSchema={ui}
      validator={validator}
      formData={answers}
      formContext={context}
      idPrefix={idPrefix}
      widgets={widgets}
      fields={fields}
      templates={templates}
      experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
      noValidate
      noHtml5Validate
      showErrorList={false}
      onSubmit={onSubmit}
      onError={IGNORE_ERRORS}
      aria-busy={busy || undefined}
    >
      {extra}
      {submitKind ? <ReadySubmit kind={submitKind} label={submitLabel} busy={busy} model={model} words={words} needsId={`${idPrefix}-needs`} /> : null}
    </Form>
  ), [def, ui, validator, answers, context, idPrefix, onSubmit, busy, extra, submitKind, submitLabel, model, words]);
}
