import type { FilterName, FormatterName, ParserName, ValidatorName } from './registry';

/** The inputmode values browsers know; they pick the on-screen keyboard. */
export const INPUT_MODES = ['none', 'text', 'decimal', 'numeric', 'tel', 'search', 'email', 'url'] as const;
export type InputMode = (typeof INPUT_MODES)[number];

/** How one borrower field is typed, shown, sent and checked (one entry of flows/fields.yaml). */
export interface FieldSpec {
  filter: FilterName | null;
  format: FormatterName | null;
  parse: ParserName | null;
  /** Run in order; the first issue wins. */
  validate: ValidatorName[];
  maxLength: number | null;
  autocomplete: string;
  inputmode: InputMode;
}

/** flows/fields.yaml once every name in it has been checked against the registry. */
export interface FieldTable {
  version: 1;
  fields: Record<string, FieldSpec>;
}
