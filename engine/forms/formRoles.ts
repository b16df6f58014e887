import type { BehaviourName } from './uiVocabulary';
import type { FormDefinition, UiSchema } from './FormDefinition';

/** The fields of a form that play a part beyond holding an answer, by the behaviour (`ui:behaviours`) that names it. */
export type FormRoles = ReturnType<typeof formRoles>;

/** A field's own UI schema (`{}` when it has none). */
export const fieldUiOf = (ui: UiSchema, field: string): Record<string, unknown> =>
  (ui[field] && typeof ui[field] === 'object' ? ui[field] : {}) as Record<string, unknown>;

export function behavesAs(ui: UiSchema, field: string, name: BehaviourName): boolean {
  const list = fieldUiOf(ui, field)['ui:behaviours'];
  return Array.isArray(list) && list.includes(name);
}

// Which shown field plays which part, read once from the UI schema: config decides it, never a field's name.
export function formRoles(def: FormDefinition, shown: readonly string[]) {
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

// Each field from the first value its `ui:prefillFrom` names that is there (`prefilled`, the application's), else the list's own.
export function formPrefill(ui: UiSchema, fields: readonly string[], prefilled: Readonly<Record<string, unknown>>, more: object | null = null): Record<string, string> {
  const out: Record<string, string> = {};
  const known: Record<string, unknown> = { ...more, ...prefilled };
  for (const field of fields) {
    const from = fieldUiOf(ui, field)['ui:prefillFrom'];
    const value = (Array.isArray(from) ? from.map((name) => known[String(name)]) : [prefilled[field]]).find((v) => (typeof v === 'string' && v !== '') || typeof v === 'number');
    if (value !== undefined) out[field] = String(value);
  }
  return out;
}
