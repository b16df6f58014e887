import type { FieldSpec } from '../../engine/fields/FieldTable';
import { filters, formatters } from '../../engine/fields/registry';

// As-you-type filtering and on-blur formatting come from the field's entry in flows/fields.yaml, never from a widget.
export const applyFilter = (spec: FieldSpec | undefined, raw: string): string =>
  spec?.filter ? (filters[spec.filter] as (v: string) => string)(raw) : raw;

export const applyFormat = (spec: FieldSpec | undefined, value: string): string =>
  spec?.format && value !== '' ? (formatters[spec.format] as (v: unknown) => string)(value) : value;
