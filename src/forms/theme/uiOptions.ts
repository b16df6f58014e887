import type { FilterName, FormatterName } from '../../../engine/fields/registry';
import { filters, formatters } from '../../../engine/fields/registry';
import type { BehaviourName } from '../../../engine/forms/uiVocabulary';

/** Our per-field UI-schema keys as rjsf hands them to a widget (`ui:filter` arrives as options.filter). */
export interface FieldUi {
  filter?: FilterName;
  format?: FormatterName;
  formatOn?: 'change' | 'blur';
  inputmode?: 'none' | 'text' | 'decimal' | 'numeric' | 'tel' | 'search' | 'email' | 'url';
  behaviours?: BehaviourName[];
  checkboxOrigin?: 'DATA_COLLECTION_PAGE' | 'ALMOST_DONE_PAGE';
}

export const fieldUi = (options: Record<string, unknown>): FieldUi => options as FieldUi;
export const hasBehaviour = (options: Record<string, unknown>, name: BehaviourName): boolean => (fieldUi(options).behaviours ?? []).includes(name);

// As-you-type filtering and formatting come from the field's UI schema, never from a widget.
export const applyFilter = (ui: FieldUi, raw: string): string => (ui.filter ? (filters[ui.filter] as (v: string) => string)(raw) : raw);
export const applyFormat = (ui: FieldUi, value: string): string =>
  ui.format && value !== '' ? (formatters[ui.format] as (v: unknown) => string)(value) : value;
/** A box's text filtered as its UI schema says, as the answer it gives the form: an emptied box gives none, so
 * `required` means "filled". */
export const filteredAnswer = (options: Record<string, unknown>, raw: string): string | undefined => applyFilter(fieldUi(options), raw) || undefined;
