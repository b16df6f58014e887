import { closestName } from '../flow/closestName';
import { allProperties } from './allProperties';
import type { FormDefinition } from './FormDefinition';
import type { ConfigProblem } from './ScreenConfigError';

/** The names a UI schema may use that the theme draws: widgets (`ui:widget`) and field kinds (`ui:field`). */
export interface FormVocabulary { widgets: readonly string[]; fields: readonly string[] }

export interface NamedBy { screen: string; file: string }

const LIST_UP_TO = 20;
const hint = (name: string, pool: readonly string[]): string => {
  const near = closestName(name, pool);
  if (near !== undefined) return ` (did you mean "${near}"?)`;
  return pool.length > 0 && pool.length <= LIST_UP_TO ? ` (there are: ${pool.join(', ')})` : '';
};
const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

// The first thing in a field's UI (and the UI of its parts, a birth date's dobMonth) the theme cannot draw.
function fieldProblem(ui: unknown, path: string[], file: string, vocabulary: FormVocabulary): ConfigProblem | null {
  if (!isObject(ui)) return null;
  const field = path.join('.');
  const widget = ui['ui:widget'];
  if (widget !== undefined && (typeof widget !== 'string' || !vocabulary.widgets.includes(widget))) {
    return { cause: 'unknownWidget', file, detail: `widget "${String(widget)}" of field "${field}" is not a widget${hint(String(widget), vocabulary.widgets)}` };
  }
  const kind = ui['ui:field'];
  if (kind !== undefined && (typeof kind !== 'string' || !vocabulary.fields.includes(kind))) {
    return { cause: 'unknownField', file, detail: `field kind "${String(kind)}" of field "${field}" is not one the theme draws${hint(String(kind), vocabulary.fields)}` };
  }
  for (const [key, part] of Object.entries(ui)) {
    if (key.startsWith('ui:')) continue;
    const found = fieldProblem(part, [...path, key], file, vocabulary);
    if (found) return found;
  }
  return null;
}

// Whether the form a screen names can be drawn (null: yes), checked before rjsf would throw mid-render or print its own error.
export function formConfigProblem(formId: string, forms: Readonly<Record<string, FormDefinition>>, vocabulary: FormVocabulary, namedBy?: NamedBy): ConfigProblem | null {
  const def = Object.hasOwn(forms, formId) ? forms[formId] : undefined;
  if (!def) {
    const near = hint(formId, Object.keys(forms));
    return namedBy
      ? { cause: 'missingForm', file: namedBy.file, detail: `screen "${namedBy.screen}" names form "${formId}", which does not exist (no schemas/forms/${formId}.schema.json)${near}` }
      : { cause: 'missingForm', file: `schemas/forms/${formId}.schema.json`, detail: `form "${formId}" does not exist${near}` };
  }
  if (!def.validators[def.rootKey]) {
    return { cause: 'missingValidators', file: `engine/generated/forms/${formId}.validators.js`, detail: `no validator for schemas/forms/${formId}.schema.json as it is now: run npm run forms:compile` };
  }
  const file = `schemas/forms/${formId}.ui.json`;
  for (const [key, ui] of Object.entries(def.uiSchema)) {
    if (key.startsWith('ui:')) continue;
    const found = fieldProblem(ui, [key], file, vocabulary);
    if (found) return found;
  }
  const order = def.uiSchema['ui:order'];
  if (Array.isArray(order)) {
    const stars = order.filter((f) => f === '*').length;
    const left = Object.keys(allProperties(def.schema)).filter((f) => !order.includes(f));
    if (stars > 1) return { cause: 'badOrder', file, detail: 'ui:order has more than one "*"' };
    if (stars === 0 && left.length > 0) return { cause: 'badOrder', file, detail: `ui:order leaves out ${left.map((f) => `"${f}"`).join(', ')}: add ${left.length === 1 ? 'it' : 'them'} (or "*" for the rest)` };
  }
  return null;
}
