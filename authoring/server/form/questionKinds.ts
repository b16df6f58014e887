import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WidgetDeclaration } from '../../../engine/forms/uiVocabulary';
import { widgetVocabulary } from '../../../scripts/lib/widgetVocabulary';

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

// The widgets a question can be added as, each with the schema and UI schema lines the guide writes for it, as its
// file declares them (src/forms/theme/widgets/, `question`; docs/adding-a-screen.md: the landlord's phone, the job
// type's select, the owner's radio), in the theme's order. The theme's other widgets belong to one screen's machinery
// (the code box, the agreement, the birth date's parts, the address search) and are left to the files.
// `declared`: the theme's widgets (a test hands those of a folder with a widget of its own).
export const questionWidgets = (declared: readonly WidgetDeclaration[] = widgetVocabulary().declared): QuestionWidget[] =>
  declared.flatMap((w) => (w.question ? [{ ...w, question: w.question }] : []));

/** A widget a question can be added as, with the lines the editor writes for it. */
export type QuestionWidget = WidgetDeclaration & { question: NonNullable<WidgetDeclaration['question']> };

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
export function questionKinds(root: string, declared?: readonly WidgetDeclaration[]): QuestionKind[] {
  const widgets = questionWidgets(declared).map(({ name, question: field }): QuestionKind => (
    { id: `widget:${name}`, name, source: 'widget', type: String(field.schema.type ?? 'string'), choices: field.choices ?? false, schema: field.schema, ui: field.ui ?? {} }));
  const dir = join(root, 'schemas/forms/definitions');
  const definitions = (existsSync(dir) ? readdirSync(dir) : []).filter((f) => f.endsWith('.json')).sort().flatMap((file): QuestionKind[] => {
    const definition = readJson(join(dir, file));
    if (!definition || file === 'agreement.json') return [];
    const ref = `definitions/${file}`;
    return [{ id: `definition:${file.slice(0, -5)}`, name: file.slice(0, -5), source: 'definition', type: String(definition.type ?? 'string'), choices: false, schema: { $ref: ref }, ui: uiOfDefinition(root, ref) }];
  });
  return [...widgets, ...definitions];
}
