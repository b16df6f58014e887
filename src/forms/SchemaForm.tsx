import type { RJSFSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { useMemo, type ReactNode } from 'react';
import type { ActionDeps } from '../../engine/actions/ActionTypes';
import type { ValidationContext } from '../../engine/fields/ValidationContext';
import type { FormModel, FormValues } from '../../engine/forms/formModel';
import type { ButtonKind } from '../ui/Button';
import { LoadedSchemaForm } from './LoadedSchemaForm';
import { useLoadedForm } from './useLoadedForm';

export interface SchemaFormProps {
  formId: string;
  /** The screen's copy labels (field labels, hints, option words) and the values they may name. */
  labels: Record<string, string>;
  copyValues: Record<string, unknown>;
  messages: Record<string, string>;
  /** Null: the form has no submit button (it submits itself, or only reports changes). */
  submit: { label: string; kind?: ButtonKind } | null;
  /** Only when the form may submit: the answers as the API wants them, and the model's snapshot for a draft. */
  onSubmit?: (answers: FormValues, snapshot: FormValues) => void;
  /** Given the form's model, for a screen that reads it beside the form (the calculator's plans follow its amount). */
  onModel?: (model: FormModel) => void;
  /** The fields to show, in order; default: every field of the schema. */
  shown?: readonly string[] | null;
  /** Fields required beyond the schema's own list (the server's data-inquiry list). */
  required?: readonly string[];
  initial?: FormValues;
  ctx: ValidationContext;
  /** Server messages per field; a field's goes away once the borrower edits it. */
  serverErrors?: Record<string, string>;
  onEdit?: (field: string) => void;
  /** Told once each time a field starts showing a problem: the field and the problem's code (never the value). */
  onFieldError?: (field: string, code: string) => void;
  busy?: boolean;
  /** Something outside the form keeps it from submitting (an error on the page, no plan to sign). */
  blocked?: boolean;
  /** The zip check with the server: true when the zip exists. */
  checkZip?: (zip: string) => Promise<boolean | null>;
  /** Records a tick of the agreement with the page the UI schema names. */
  recordConsent?: (checked: boolean, origin: string) => Promise<void>;
  checkingText?: string;
  maxDate?: string | undefined;
  /** Drawn between the fields and the submit button. */
  children?: ReactNode;
  /** Fields the flow empties after a send that stays (`clear:`, a wrong code), a new object each time. */
  clear?: { fields: readonly string[] } | null;
  /** The API for lookups a widget makes as the borrower types (address suggestions); none: those widgets only type. */
  deps?: ActionDeps;
}

// A form drawn by @rjsf/core in our theme once useLoadedForm lets it. See docs/adr/0004-forms-rjsf.md.
export function SchemaForm(props: SchemaFormProps) {
  const def = useLoadedForm(props.formId);
  // rjsf resolves the schema's conditions (which fields to draw) with it; the rules run in the model.
  const validator = useMemo(() => (def ? createPrecompiledValidator(def.validators as never, def.schema as RJSFSchema) : null), [def]);
  if (!def || !validator) return null;
  return <LoadedSchemaForm {...props} def={def} validator={validator} />;
}
