import type { UiSchema } from '../../engine/forms/FormDefinition';
import type { BehaviourName } from '../../engine/forms/uiVocabulary';

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
