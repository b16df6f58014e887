import Form from '@rjsf/core';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { allProperties } from '../../engine/forms/allProperties';
import type { FormDefinition } from '../../engine/forms/FormDefinition';
import { formChecks } from '../../engine/forms/formChecks';
import { pipes } from '../../engine/content/pipes';
import { createFormModel, readinessOf, type FormEffect, type FormModel } from '../../engine/forms/formModel';
import { stillNeeded, type FormWords } from '../../engine/forms/stillNeeded';
import { firstScreenDrawn } from '../start/firstScreen';
import { takesPaintedAnswers } from './paintedIntake';
import { typedValues } from './theme/widgets/typedValue';
import { fixedFields } from '../../engine/forms/fixedFields';
import { drawnFieldsOf } from './drawnFields';
import { focusField } from './focusField';
import type { FormData, SchemaFormProps } from './SchemaFormProps';
import { SubmitButton, type SubmitButtonProps } from './SubmitButton';
import { fields, templates, widgets } from './theme/theme';
import { useFieldErrorReports } from './useFieldErrorReports';
import { useLatest } from './useLatest';
import { usePaintFirst } from './usePaintFirst';
import { useSubmitAfterDraw } from './useSubmitAfterDraw';
import { useSubmitAttempt } from './useSubmitAttempt';
import { useThemeContext, type ThemeActions } from './useThemeContext';
import { useWarmRules } from './useWarmRules';

/** Our forms give no `default`s: rjsf need not add empty objects nor resolve if/then to find defaults. */
const DEFAULTS_BEHAVIOUR = { emptyObjectFields: 'skipEmptyDefaults' } as const;
/** Without a handler rjsf would write a failed submit's problems to the console, where no answer belongs. */
const IGNORE_ERRORS = () => undefined;
/** How long a flashed message shows (prequal section 5: 'shown 1.5 s'). */
export const FLASH_MS = 1500;

/** Something the model says, read again when it changes (a primitive, so nothing else draws again). */
const useModelSays = <T,>(model: FormModel, of: (model: FormModel) => T): T => useSyncExternalStore(model.subscribe, () => of(model), () => of(model));

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
  // A form whose conditions add questions (if/then adding a property) draws some fields for some answers only.
  const conditional = fixedFields(def.schema) === null;
  const modelOf = (initial: FormData) => {
    const shown = props.shown ?? Object.keys(allProperties(def.schema));
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
  const readValues = useCallback(() => (conditional ? model.get().values : undefined), [model, conditional]);
  const answers = useSyncExternalStore(model.subscribe, readValues, readValues);
  // What the form's surroundings say reaches the model before the browser paints.
  // The lender's messages are taken when they change (the model drops a field's own once it is edited).
  const serverErrors = props.serverErrors;
  useLayoutEffect(() => {
    model.outside({ lender: Object.fromEntries(Object.entries(serverErrors ?? {}).filter(([f, text]) => shown.includes(f) && text)) });
  }, [model, shown, serverErrors]);
  useLayoutEffect(() => model.outside({ busy, blocked }), [model, busy, blocked]);
  useWarmRules(def);

  // A flashed message goes after a moment.
  const readFlash = useCallback(() => model.get().flash, [model]);
  const flash = useSyncExternalStore(model.subscribe, readFlash, readFlash);
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => model.unflash(), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash, model]);

  // What the model asks for, done.
  const run = useLatest((effects: FormEffect[]) => {
    for (const effect of effects) {
      if (effect.kind === 'send') props.onSubmit?.(effect.answers, model.snapshot());
      else if (effect.kind === 'focus') focusField(idPrefix, effect.field);
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
  // A form that submits itself (the texted code, complete) tries the model's attempt as the button or Enter does,
  // once the keystroke that completed it is drawn (useSubmitAfterDraw).
  const submitAfterDraw = useSubmitAfterDraw(useLatest(() => run.current(model.attempt())));
  const change = (values: FormData) => run.current(model.change(values));
  // A keystroke reaches the model after its paint (usePaintFirst), with every keystroke typed until then.
  const paintFirst = usePaintFirst(model, useLatest(() => change({})));
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
    if (first) focusField(idPrefix, first);
  }, [clear, model, shown, idPrefix]);
  const actions = useLatest<ThemeActions>({
    onConsent: (checked) => run.current(model.tick(checked)),
    autoSubmit: (field, value) => {
      change({ [field]: value });
      submitAfterDraw();
    },
    refuse: (field, value) => model.refuse(field, value),
    typing: (field, value) => paintFirst.typed(field, value),
    change: (field, value) => change({ [field]: value }),
    fill: (values) => {
      change(Object.fromEntries(Object.entries(values).filter(([f]) => shown.includes(f))));
    },
    // A field left shows its problems from now on (a quietWhenEmpty field left empty does not count).
    leave: (field) => {
      paintFirst.catchUp();
      model.leave(field);
    },
  });
  const context = useThemeContext({
    labels, copyValues, messages, shown: props.shown ?? null, idPrefix, checkingText: props.checkingText ?? '',
    today: props.ctx.today, maxDate: props.maxDate, deps: props.deps ?? null, model,
  }, actions);

  // Each field shows its own message (theme/boundToModel.tsx); analytics hears of each problem as it starts showing.
  useFieldErrorReports(model, props.onFieldError);

  // A submit tried (the button, Enter): the keystrokes still waiting are taken up first, so the model reads the
  // form as the borrower sees it.
  useSubmitAttempt(formRef, paintFirst.catchUp);
  const handlers = useMemo(() => ({
    onSubmit: () => run.current(model.attempt()),
  }), [model, run]);
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
      onSubmit={handlers.onSubmit}
      onError={IGNORE_ERRORS}
      aria-busy={busy || undefined}
    >
      {extra}
      {submitKind ? <ReadySubmit kind={submitKind} label={submitLabel} busy={busy} model={model} words={words} needsId={`${idPrefix}-needs`} /> : null}
    </Form>
  ), [def, ui, validator, answers, context, idPrefix, handlers, busy, extra, submitKind, submitLabel, model, words]);
}
