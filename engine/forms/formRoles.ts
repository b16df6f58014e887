import type { BehaviourName } from './uiVocabulary';
import type { FormDefinition, UiSchema } from './FormDefinition';

/** The fields of a form that play a part beyond holding an answer, as its UI schema names them (`ui:behaviours`). */
export interface FormRoles {
  /** The agreement box whose tick the lender records (recordConsent), and the page it is recorded for. */
  consent: string | undefined;
  consentOrigin: string;
  /** The zip the lender checks (zipCheck). */
  zip: string | undefined;
  /** Fields whose out-of-range value flashes its message as it is typed (flashErrors). */
  flash: string[];
  /** Fields that refuse a typed value above their schema's maximum, flashing its message (refuseAboveMaximum). */
  refuseAbove: string[];
  /** Fields that say nothing when left empty (quietWhenEmpty). */
  quiet: string[];
}

/** A field's own UI schema (`{}` when it has none). */
export const fieldUiOf = (ui: UiSchema, field: string): Record<string, unknown> => {
  const own = ui[field];
  return own && typeof own === 'object' ? (own as Record<string, unknown>) : {};
};

// Whether a field's UI schema asks for a behaviour (`ui:behaviours`: zipCheck, recordConsent, flashErrors...).
export function behavesAs(ui: UiSchema, field: string, name: BehaviourName): boolean {
  const list = fieldUiOf(ui, field)['ui:behaviours'];
  return Array.isArray(list) && list.includes(name);
}

// Which shown field plays which part, read once from the UI schema: config decides it, never a field's name.
export function formRoles(def: FormDefinition, shown: readonly string[]): FormRoles {
  const ui = def.uiSchema;
  const consent = shown.find((f) => behavesAs(ui, f, 'recordConsent'));
  return {
    consent,
    consentOrigin: String(fieldUiOf(ui, consent ?? '')['ui:checkboxOrigin'] ?? ''),
    zip: shown.find((f) => behavesAs(ui, f, 'zipCheck')),
    flash: shown.filter((f) => behavesAs(ui, f, 'flashErrors')),
    refuseAbove: shown.filter((f) => behavesAs(ui, f, 'refuseAboveMaximum')),
    quiet: shown.filter((f) => behavesAs(ui, f, 'quietWhenEmpty')),
  };
}
