import type { ReactNode } from 'react';
import type { ActionDeps } from '../../engine/actions/ActionTypes';
import type { ValidationContext } from '../../engine/fields/ValidationContext';
import type { FormModel } from '../../engine/forms/formModel';
import type { ButtonKind } from '../ui/Button';

/** A form's answers as rjsf holds them, by field. */
export type FormData = Record<string, unknown>;

export interface SchemaFormProps {
  formId: string;
  /** The screen's copy labels (field labels, hints, option words) and the values they may name. */
  labels: Record<string, string>;
  copyValues: Record<string, unknown>;
  messages: Record<string, string>;
  /** The submit button's words and look; null: the form has none (it submits itself, or only reports changes). */
  submit: { label: string; kind?: ButtonKind } | null;
  /** Called with the answers as the API wants them (engine/forms/answersFor), only when the form may submit, and the
   * model's snapshot: the values as the fields hold them, from which a draft draws every field again exactly. */
  onSubmit?: (answers: Record<string, unknown>, snapshot: FormData) => void;
  /** Given the form's model once it is made, for a screen that reads it beside the form (the calculator's plans
   * follow its amount and the amount's one issue). */
  onModel?: (model: FormModel) => void;
  /** The fields to show, in order; default: every field of the schema. */
  shown?: readonly string[] | null;
  /** Fields required beyond the schema's own list (the server's data-inquiry list). */
  required?: readonly string[];
  initial?: FormData;
  ctx: ValidationContext;
  /** Server messages per field; a field's goes away once the borrower edits it. */
  serverErrors?: Record<string, string>;
  onEdit?: (field: string) => void;
  /** Told once each time a field starts showing a problem: the field and the problem's code (never the value). */
  onFieldError?: (field: string, code: string) => void;
  busy?: boolean;
  /** Something outside the form keeps it from submitting (an error on the page, no plan to sign). */
  blocked?: boolean;
  /** The zip check with the server (zipCheck behaviour): true when the zip exists. */
  checkZip?: (zip: string) => Promise<boolean | null>;
  /** Records a tick of the agreement (recordConsent behaviour) with the page the UI schema names. */
  recordConsent?: (checked: boolean, origin: string) => Promise<void>;
  checkingText?: string;
  maxDate?: string | undefined;
  /** Drawn between the fields and the submit button. */
  children?: ReactNode;
  /** Fields the flow empties after a send that stays on the screen (a wrong code: `clear:` in the flow), a new object
   * each time: the form's model empties them as on arrival (the lender's message on them stays until they type) and
   * the cursor goes to the first of them. */
  clear?: { fields: readonly string[] } | null;
  /** The API for lookups a widget makes as the borrower types (address suggestions); none: those widgets only type. */
  deps?: ActionDeps;
}
