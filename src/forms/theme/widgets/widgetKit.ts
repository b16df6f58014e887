import type { FieldProps, WidgetProps } from '@rjsf/utils';
import type { InputHTMLAttributes } from 'react';
import { filters, formatters, type FilterName, type FormatterName } from '../../../../engine/fields/registry';
import type { BehaviourName, WidgetDeclaration } from '../../../../engine/forms/uiVocabulary';
import type { FormContext } from '../FormContext';

// What the widget files share: the field's UI-schema options, its ids and `required`, the props of its input.
export type { FieldProps, FormContext, WidgetDeclaration, WidgetProps };

/** Our per-field UI-schema keys as rjsf hands them to a widget (`ui:filter` arrives as options.filter). */
export interface FieldUi {
  filter?: FilterName;
  format?: FormatterName;
  formatOn?: 'change' | 'blur';
  inputmode?: 'none' | 'text' | 'decimal' | 'numeric' | 'tel' | 'search' | 'email' | 'url';
  behaviours?: BehaviourName[];
}

export const fieldUi = (options: Record<string, unknown>): FieldUi => options as FieldUi;
export const hasBehaviour = (options: Record<string, unknown>, name: BehaviourName): boolean => (fieldUi(options).behaviours ?? []).includes(name);

// As-you-type filtering and formatting come from the field's UI schema, never from a widget.
export const applyFilter = (ui: FieldUi, raw: string): string => (ui.filter ? (filters[ui.filter] as (v: string) => string)(raw) : raw);
export const applyFormat = (ui: FieldUi, value: string): string =>
  ui.format && value !== '' ? (formatters[ui.format] as (v: unknown) => string)(value) : value;
/** A box's text filtered as its UI schema says; an emptied box gives no answer, so `required` means "filled". */
export const filteredAnswer = (options: Record<string, unknown>, raw: string): string | undefined => applyFilter(fieldUi(options), raw) || undefined;

/** The ids an input points at with aria-describedby: its hint and its error, when they show. */
export const describedBy = (id: string, error: unknown, hint?: unknown): string | undefined =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** An option's words from the screen's copy (`<field>.<value>`); the value itself when copy has none (flows:check reports it). */
export const optionLabel = (ctx: FormContext, field: string, value: unknown): string => ctx.label(`${field}.${String(value)}`) || String(value);

// Whether the input tells the accessibility tree `required` (issue 48, WCAG 2.2 AA): the schema says so (a condition's
// included), the data-inquiry list asks for it (held by the form's model, not its schema), or it is the agreement box.
export function isRequired(ctx: FormContext, field: string, schemaSays: boolean | undefined): boolean {
  const { setup, roles } = ctx.model;
  return Boolean(schemaSays) || (setup.required ?? []).includes(field) || roles.consent === field;
}

// What every input shares, spread first so the accessibility wiring lives in one place; a widget sets what differs.
export function inputProps(p: WidgetProps, hint?: unknown): InputHTMLAttributes<HTMLInputElement> {
  const errors = p.rawErrors?.length ? p.rawErrors : undefined;
  const ctx = p.registry.formContext as FormContext;
  return {
    id: p.id,
    name: p.htmlName ?? p.name,
    disabled: p.disabled || p.readonly,
    required: isRequired(ctx, p.name, p.required),
    'aria-invalid': errors ? true : undefined,
    'aria-describedby': describedBy(p.id, errors, hint ?? Boolean(ctx.label(`${p.name}Hint`))),
    maxLength: typeof p.schema.maxLength === 'number' ? p.schema.maxLength : undefined,
    autoComplete: typeof p.options.autocomplete === 'string' ? p.options.autocomplete : (p.uiSchema?.['ui:autocomplete'] as string | undefined),
    inputMode: fieldUi(p.options).inputmode,
    placeholder: p.placeholder || undefined,
    autoFocus: p.autofocus,
    onBlur: () => p.onBlur(p.id, p.value),
  };
}
