import type { ActionDeps } from '../../../engine/actions/ActionTypes';
import type { FormModel } from '../../../engine/forms/formModel';

/** What our templates and widgets read from rjsf's formContext: the copy around the form and its behaviours' state. */
export interface FormContext {
  /** The label of a field (or of an option, `<field>.<value>`) from the screen's copy, as plain text. */
  label: (key: string) => string;
  /** The raw Markdown of a label (the agreement links to the documents). */
  markdown: (key: string) => string;
  /** rjsf compares formContext by value and takes any two functions for equal: a label that changes alone (a copy
   * edit, a variant's wording) redraws the fields only because these differ. */
  labels: Readonly<Record<string, string>>;
  copyValues: Record<string, unknown>;
  /** Validation message texts by code (content/<locale>/messages.yaml). */
  messages: Record<string, string>;
  /** The fields this borrower is asked for, in order; null: every field of the schema. */
  shown: readonly string[] | null;
  checkingText: string;
  /** Today and the latest date a date field accepts ('YYYY-MM-DD'). */
  today: string;
  maxDate?: string | undefined;
  /** The form's one model (engine/forms/formModel.ts): each field draws its value from it (theme/boundToModel.tsx). */
  model: FormModel;
  /** The borrower left a field: its problem shows from now on. */
  leave: (field: string) => void;
  /** A field's new value, now (a choice, a tick, a format on blur): the model takes it at once. */
  change: (field: string, value: unknown) => void;
  onConsent: (checked: boolean) => void;
  /** A field that completes the form (the texted code) hands its value here: the form tries a submit, as Enter does. */
  autoSubmit: (field: string, value: unknown) => void;
  /** Whether the model refuses a typed value (refuseAboveMaximum; the painted form refuses nothing). */
  refuse: (field: string, value: unknown) => boolean | undefined;
  /** A text field's value as typed (widgets/useTypedText.ts): the model takes it in the task after the paint. */
  typing: (field: string, value: unknown) => void;
  /** Sets other shown fields as if the borrower had entered them (a chosen address fills city, state and zip). */
  fill: (values: Record<string, unknown>) => void;
  /** What widgets that look things up themselves call (address suggestions); null: no lookups, plain typing. */
  deps: ActionDeps | null;
}
