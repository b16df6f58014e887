import type { RJSFSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { useMemo, type ReactNode } from 'react';
import type { ActionDeps } from '../../engine/actions/ActionTypes';
import type { ValidationContext } from '../../engine/fields/ValidationContext';
import type { ButtonKind } from '../ui/Button';
import { formConfigProblem } from './formConfigProblem';
import { formRegistry } from './formRegistry';
import { LoadedSchemaForm } from './LoadedSchemaForm';
import { ScreenConfigError } from './ScreenConfigError';
import { vocabulary } from './theme/theme';
import type { CheckZip } from './useZipCheck';

export type FormData = Record<string, unknown>;

export interface SchemaFormProps {
  formId: string;
  /** The screen's copy labels (field labels, hints, option words) and the values they may name. */
  labels: Record<string, string>;
  copyValues: Record<string, unknown>;
  messages: Record<string, string>;
  /** The submit button's words and look; null: the form has none (it submits itself, or only reports changes). */
  submit: { label: string; kind?: ButtonKind } | null;
  /** Called with the answers as the API wants them (engine/forms/answersFor), only when the form may submit. */
  onSubmit?: (answers: Record<string, unknown>) => void;
  /** Called with the form data on every change (the calculator recalculates as the borrower types). */
  onValues?: (data: FormData) => void;
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
  checkZip?: CheckZip;
  /** Records a tick of the agreement (recordConsent behaviour) with the page the UI schema names. */
  recordConsent?: (checked: boolean, origin: string) => Promise<void>;
  checkingText?: string;
  maxDate?: string | undefined;
  /** Drawn between the fields and the submit button. */
  children?: ReactNode;
  /** Focus the first field when the form appears (a form drawn again after a wrong answer). */
  focusOnMount?: boolean;
  /** The API for lookups a widget makes as the borrower types (address suggestions); none: those widgets only type. */
  deps?: ActionDeps;
}

// A form drawn by @rjsf/core from its JSON Schema and UI schema in our theme (src/forms/theme), validated by rjsf
// with the schema's precompiled validator and the engine's rules (src/forms/LoadedSchemaForm.tsx). A form its files
// cannot draw (a widget the theme lacks, no validators) is a config problem the screen names, found before rjsf
// would fail halfway through drawing it. See docs/adr/0004-forms-rjsf.md.
export function SchemaForm(props: SchemaFormProps) {
  const def = formRegistry[props.formId];
  // A walk over one small UI schema; this component draws again only when its screen does, never per keystroke.
  const problem = formConfigProblem(props.formId, formRegistry, vocabulary);
  if (problem) throw new ScreenConfigError(problem);
  const validator = useMemo(() => (def ? createPrecompiledValidator(def.validators as never, def.schema as RJSFSchema) : null), [def]);
  if (!def || !validator) return null;
  return <LoadedSchemaForm {...props} def={def} validator={validator} />;
}
