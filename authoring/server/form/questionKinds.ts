import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WIDGETS, type WidgetName } from '../../../engine/forms/uiVocabulary';

/** A kind of question product can add: a widget of the app's theme, or a shared definition (schemas/forms/definitions/). */
export interface QuestionKind {
  /** 'widget:select', 'definition:ein'. */
  id: string;
  /** The name product picks it by: the widget's or the definition's. */
  name: string;
  source: 'widget' | 'definition';
  /** The answer's JSON type (a rule applies to some only). */
  type: string;
  /** Whether product gives its choices (select, radio, checkboxes). */
  choices: boolean;
  /** Its field in the form schema, before choices and rules. */
  schema: Record<string, unknown>;
  /** Its field in the UI schema. */
  ui: Record<string, unknown>;
}

// The widgets a question can be added as, each with the schema and UI schema lines the guide writes for it
// (docs/adding-a-screen.md: the landlord's phone, the job type's select, the owner's radio). The theme's other widgets
// belong to one screen's machinery (the code box, the agreement, the birth date's parts, the address search) and are
// left to the files.
export const WIDGET_FIELDS: Partial<Record<WidgetName, { schema: Record<string, unknown>; ui?: Record<string, unknown>; choices?: boolean }>> = {
  text: { schema: { type: 'string' } },
  textarea: { schema: { type: 'string' }, ui: { 'ui:widget': 'textarea' } },
  email: { schema: { $ref: 'definitions/email.json' }, ui: { 'ui:widget': 'email', 'ui:filter': 'email', 'ui:autocomplete': 'email', 'ui:inputmode': 'email' } },
  phone: {
    schema: { type: 'string', pattern: '^\\(\\d{3}\\) \\d{3}-\\d{4}$', 'x-messages': { pattern: 'invalidMobileNumber' } },
    ui: { 'ui:widget': 'phone', 'ui:filter': 'phone', 'ui:format': 'phone', 'ui:formatOn': 'change', 'ui:parse': 'phoneE164', 'ui:autocomplete': 'off', 'ui:inputmode': 'tel' },
  },
  zip: { schema: { $ref: 'definitions/zip.json' }, ui: { 'ui:widget': 'zip', 'ui:filter': 'zip', 'ui:inputmode': 'numeric' } },
  currency: { schema: { type: 'integer' }, ui: { 'ui:widget': 'currency', 'ui:inputmode': 'numeric', 'ui:autocomplete': 'off' } },
  date: { schema: { type: 'string', format: 'date', 'x-messages': { format: 'invalidDate' } }, ui: { 'ui:widget': 'date', 'ui:parse': 'isoDate', 'ui:autocomplete': 'off' } },
  select: { schema: { type: 'string' }, ui: { 'ui:widget': 'select' }, choices: true },
  radio: { schema: { type: 'string' }, ui: { 'ui:widget': 'radio' }, choices: true },
  checkbox: { schema: { type: 'boolean' }, ui: { 'ui:widget': 'checkbox' } },
  checkboxes: { schema: { type: 'array', items: { type: 'string' }, uniqueItems: true }, ui: { 'ui:widget': 'checkboxes' }, choices: true },
};

/** Behaviours that make a field play a part for the lender: a copied field never takes them on. */
const ROLE_BEHAVIOURS = ['zipCheck', 'recordConsent', 'autoSubmit'];

const readJson = (path: string): Record<string, unknown> | undefined => {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
};

// The UI schema a form already gives a definition's field (the email's filter, the zip's keyboard), so an added one
// looks and types like the others; a definition no form uses yet gets none.
function uiOfDefinition(root: string, ref: string): Record<string, unknown> {
  const dir = join(root, 'schemas/forms');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.schema.json')).sort()) {
    const props = (readJson(join(dir, file))?.properties ?? {}) as Record<string, { $ref?: unknown }>;
    const field = Object.keys(props).find((name) => props[name]?.$ref === ref);
    const ui = field ? (readJson(join(dir, file.replace(/\.schema\.json$/, '.ui.json')))?.[field] as Record<string, unknown> | undefined) : undefined;
    if (!ui) continue;
    const behaviours = Array.isArray(ui['ui:behaviours']) ? (ui['ui:behaviours'] as string[]).filter((b) => !ROLE_BEHAVIOURS.includes(b)) : [];
    const { 'ui:behaviours': _drop, 'ui:checkboxOrigin': _origin, 'ui:sendAs': _sendAs, ...rest } = ui;
    return behaviours.length ? { ...rest, 'ui:behaviours': behaviours } : rest;
  }
  return {};
}

// Every kind of question the editor offers: the widgets above (in the theme's order) and every shared definition,
// read from schemas/forms/definitions/ as it is now (a definition added there is offered at once).
export function questionKinds(root: string): QuestionKind[] {
  const widgets = WIDGETS.flatMap((name): QuestionKind[] => {
    const field = WIDGET_FIELDS[name];
    if (!field) return [];
    const type = String(field.schema.type ?? 'string');
    return [{ id: `widget:${name}`, name, source: 'widget', type, choices: field.choices ?? false, schema: field.schema, ui: field.ui ?? {} }];
  });
  const dir = join(root, 'schemas/forms/definitions');
  const definitions = (existsSync(dir) ? readdirSync(dir) : []).filter((f) => f.endsWith('.json')).sort().flatMap((file): QuestionKind[] => {
    const definition = readJson(join(dir, file));
    if (!definition || file === 'agreement.json') return [];
    const ref = `definitions/${file}`;
    return [{ id: `definition:${file.slice(0, -5)}`, name: file.slice(0, -5), source: 'definition', type: String(definition.type ?? 'string'), choices: false, schema: { $ref: ref }, ui: uiOfDefinition(root, ref) }];
  });
  return [...widgets, ...definitions];
}
