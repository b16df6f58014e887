import type { FieldSpec } from '../../engine/fields/FieldTable';

/** What every field widget receives from the form: its value as shown, the copy around it and its rules. */
export interface WidgetProps {
  /** The field name (flows/fields.yaml, the form schema). */
  name: string;
  /** The input's id; the label, hint and error ids derive from it. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The error text to show (already a sentence), or null. */
  error: string | null;
  /** A hint under the input (not an error). */
  hint?: string | undefined;
  /** The field's rules from flows/fields.yaml (filter, format, maxLength, autocomplete, inputmode). */
  spec: FieldSpec | undefined;
  required: boolean;
  disabled?: boolean;
}
