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

// The UI schema that goes with a definition, as the definition says it (its `x-ui`, docs/adding-a-screen.md section 7:
// the ein's filter, format and parser, the email's box and autofill), so an added one shows, types and sends what the
// forms using it do. A behaviour that plays a part for the lender is never taken on (a zip check belongs to a screen).
function uiOfDefinition(definition: Record<string, unknown>): Record<string, unknown> {
  const ui = definition['x-ui'];
  if (!ui || typeof ui !== 'object' || Array.isArray(ui)) return {};
  const { 'ui:behaviours': behaviours, ...rest } = structuredClone(ui) as Record<string, unknown>;
  const kept = Array.isArray(behaviours) ? behaviours.filter((b) => !ROLE_BEHAVIOURS.includes(String(b))) : [];
  return kept.length ? { ...rest, 'ui:behaviours': kept } : rest;
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
    return [{ id: `definition:${file.slice(0, -5)}`, name: file.slice(0, -5), source: 'definition', type: String(definition.type ?? 'string'), choices: false, schema: { $ref: ref }, ui: uiOfDefinition(definition) }];
  });
  return [...widgets, ...definitions];
}
