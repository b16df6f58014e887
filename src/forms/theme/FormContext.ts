import type { ActionDeps } from '../../../engine/actions/ActionTypes';
import type { ZipStatus } from './zipStatus';

/** What our templates and widgets read from rjsf's formContext: the copy around the form and its behaviours' state. */
export interface FormContext {
  /** The label of a field (or of an option, `<field>.<value>`) from the screen's copy, as plain text. */
  label: (key: string) => string;
  /** The raw Markdown of a label (the agreement links to the documents). */
  markdown: (key: string) => string;
  /** Values the copy may name ({lenderName}). */
  copyValues: Record<string, unknown>;
  /** Validation message texts by code (content/<locale>/messages.yaml). */
  messages: Record<string, string>;
  /** The fields this borrower is asked for, in order; null: every field of the schema. */
  shown: readonly string[] | null;
  /** The id prefix of this form's inputs. */
  idPrefix: string;
  zipStatus: ZipStatus;
  checkingText: string;
  /** Today and the latest date a date field accepts ('YYYY-MM-DD'). */
  today: string;
  maxDate?: string | undefined;
  consentChecked: boolean;
  /**
   * Fields whose answer is right now (no rule fails, nothing said from outside): a message rjsf showed when the
   * field was left goes as soon as the borrower puts it right, not when they leave it again.
   */
  settled: ReadonlySet<string>;
  onConsent: (checked: boolean) => void;
  /** A field that completes the form (the texted code) hands its final value here. */
  autoSubmit: (field: string, value: unknown) => void;
  /** A typed value the field refused (above its maximum): the form shows that value's message for a moment. */
  refuse: (field: string, value: unknown) => void;
  /**
   * What a text field holds as the borrower types, before rjsf takes it up (widgets/useTypedText.ts): the form's
   * rules, messages and submit button follow it at once; rjsf's own state follows when typing settles.
   */
  typing: (field: string, value: unknown) => void;
  /**
   * Sets other fields of the form through rjsf, as if the borrower had entered them (a chosen address fills city,
   * state and zip): the form's rules, the zip check and the submit button see the new values. A field the form
   * does not show is left alone.
   */
  fill: (values: Record<string, unknown>) => void;
  /** What widgets that look things up themselves call (address suggestions); null: no lookups, plain typing. */
  deps: ActionDeps | null;
}
