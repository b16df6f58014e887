import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema as RjsfUiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PLACEHOLDER } from '../../engine/content/interpolate';
import type { ActionDeps } from '../../engine/actions/ActionTypes';
import type { FormDefinition, FormSchema, UiSchema } from '../../engine/forms/FormDefinition';
import { createFormModel } from '../../engine/forms/formModel';
import { behavesAs, fieldUiOf } from '../../engine/forms/formRoles';
import { FIRST_PAINT_FORM_PREFIX, HOLE_CLOSE, HOLE_OPEN, LABEL_MARK, NEEDS_MARK, type FirstPaintForm, type FirstPaintPiece } from '../../engine/content/FirstPaintCopy';
import { SubmitButton } from '../../src/forms/SubmitButton';
import type { FormContext } from '../../src/forms/theme/FormContext';
import { templates, themeOf } from '../../src/forms/theme/themeOf';
import { widgetComponents } from '../lib/widgetVocabulary';
import { Markdown } from '../../src/ui/Markdown';
import { readFormSchema } from '../lib/formValidators';

// The build draws a form the boot may paint (src/firstPaint) with the app's own rjsf and theme, empty, one field at a
// time, so the painted inputs are the app's markup: its labels, autofill tokens, keyboards, lengths and hints. Every
// word is left as a hole the boot fills with the borrower's values, as the screen's copy is (scripts/vite/firstPaintCopy.ts).

const validator = customizeValidator({});
/** Address suggestions are looked up through the app's dependencies: any object makes the widget draw its box. */
const LOOKUPS = {} as ActionDeps;

/** A form's schema (its shared definitions resolved) and UI schema, as the app's form registry has them. */
export function readFormDefinition(root: string, formId: string): { schema: FormSchema; ui: UiSchema } {
  return {
    schema: readFormSchema(formId, join(root, 'schemas', 'forms')),
    ui: JSON.parse(readFileSync(join(root, 'schemas', 'forms', `${formId}.ui.json`), 'utf8')) as UiSchema,
  };
}

/** A copy template with each {placeholder} as a hole, added to `holes`. */
const holed = (template: string, holes: string[]): string =>
  template.replace(PLACEHOLDER, (match) => `${HOLE_OPEN}${holes.push(match) - 1}${HOLE_CLOSE}`);

/** A form's definition as the build draws it: no validators (an empty form is drawn, nothing is checked). */
const definitionOf = (schema: FormSchema, ui: UiSchema): FormDefinition => ({ id: 'firstPaint', schema, uiSchema: ui, validators: {}, rootKey: '' });

function context(schema: FormSchema, ui: UiSchema, labels: Record<string, string>, holes: string[], shown: readonly string[] | null): FormContext {
  const none = () => undefined;
  const model = createFormModel({ def: definitionOf(schema, ui), shown: shown ?? Object.keys(schema.properties ?? {}) });
  return {
    // A plain label is one hole: the boot fills it as the app's plainText does.
    label: (key) => (labels[key] ? `${HOLE_OPEN}${holes.push(labels[key]) - 1}${HOLE_CLOSE}` : ''),
    markdown: (key) => holed(labels[key] ?? '', holes),
    labels, copyValues: {}, messages: {}, shown, checkingText: '', today: '2000-01-01',
    model, onConsent: none, autoSubmit: none, refuse: none, typing: none, fill: none, change: none, leave: none, deps: LOOKUPS,
  };
}

// The app's theme over its widget files: found by Vite's glob where Vite runs this file (the tests, in jsdom too), and
// read in node where Vite's config loader runs it (the build), which leaves import.meta.glob undefined.
let made: ReturnType<typeof themeOf> | undefined;
const theme = () => {
  try {
    made ??= themeOf(import.meta.glob('../../src/forms/theme/widgets/*.tsx', { eager: true, import: 'default' }));
  } catch {
    made ??= themeOf(widgetComponents());
  }
  return made;
};

function draw(schema: FormSchema, ui: UiSchema, ctx: FormContext): { open: string; inner: string } {
  const { widgets, fields } = theme();
  const html = renderToStaticMarkup(createElement(Form, {
    schema: schema as RJSFSchema, uiSchema: ui as RjsfUiSchema, validator, formContext: ctx, idPrefix: FIRST_PAINT_FORM_PREFIX,
    widgets, fields, templates, className: 'flow-form', noHtml5Validate: true, showErrorList: false, formData: {},
    experimental_defaultFormStateBehavior: { emptyObjectFields: 'skipEmptyDefaults' },
  }, createElement(Fragment)));
  const match = /^(<form[^>]*>)([\s\S]*)<\/form>$/.exec(html);
  if (!match) throw new Error('rjsf drew no <form>');
  return { open: match[1]!, inner: match[2]! };
}

/** The form's shape the boot needs whatever the wording: its tag, field order, rules for the submit's line, tail. */
export function firstPaintFormOf(schema: FormSchema, ui: UiSchema): FirstPaintForm {
  const order = Object.keys(schema.properties ?? {});
  const uiOrder = Array.isArray(ui['ui:order']) ? (ui['ui:order'] as string[]) : [];
  const ordered = [...uiOrder.filter((f) => order.includes(f)), ...order.filter((f) => !uiOrder.includes(f))];
  const consent = ordered.find((f) => behavesAs(ui, f, 'recordConsent'));
  const prefill = Object.fromEntries(ordered.flatMap((f) => { const from = fieldUiOf(ui, f)['ui:prefillFrom']; return from ? [[f, { 'ui:prefillFrom': from }]] : []; }));
  // The app's own button, drawn for a form still waiting, its line a mark the boot fills.
  const tail = renderToStaticMarkup(createElement(SubmitButton, {
    kind: 'primary', label: LABEL_MARK, busy: false, ready: false, needs: NEEDS_MARK, tried: 0, needsId: `${FIRST_PAINT_FORM_PREFIX}-needs`,
  }));
  return {
    open: draw(schema, ui, context(schema, ui, {}, [], [])).open, order: ordered, required: schema.required ?? [],
    askedByInquiries: ui['ui:askedBy'] === 'inquiries', ...(consent ? { consent } : {}), ...(Object.keys(prefill).length ? { prefill } : {}), tail,
  };
}

/** Each field's row, drawn with one wording's labels: markup with holes. */
export function firstPaintRowsOf(schema: FormSchema, ui: UiSchema, labels: Record<string, string>): Record<string, FirstPaintPiece> {
  const rows: Record<string, FirstPaintPiece> = {};
  for (const field of Object.keys(schema.properties ?? {})) {
    const holes: string[] = [];
    rows[field] = { markup: draw(schema, ui, context(schema, ui, labels, holes, [field])).inner, holes };
  }
  return rows;
}

/** Markdown copy (the footer) as the app's Markdown draws it, with holes. */
export function markdownPiece(template: string, wrap: (markup: string) => string): FirstPaintPiece {
  const holes: string[] = [];
  return { markup: wrap(renderToStaticMarkup(createElement(Markdown, { text: holed(template, holes), values: {} }))), holes };
}
