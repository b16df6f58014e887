import { filters, formatters, parsers } from '../../engine/fields/registry';
import { BEHAVIOURS, FIELD_UI_KEYS, FORM_UI_KEYS, INPUT_MODES } from '../../engine/forms/uiVocabulary';
import { widgetVocabulary } from '../lib/widgetVocabulary';
import { autocompleteSchema } from './autocompleteSchema';

type Schema = Record<string, unknown>;

/** The pages an agreement tick is recorded for (`ui:checkboxOrigin`). */
const CHECKBOX_ORIGINS = ['DATA_COLLECTION_PAGE', 'ALMOST_DONE_PAGE'];

const names = (pool: object) => Object.keys(pool);
const oneOf = (values: readonly string[], description: string, texts?: readonly string[]): Schema => ({
  type: 'string', enum: values, description, ...(texts ? { enumDescriptions: texts } : {}),
});

/** Our per-field keys (engine/forms/uiVocabulary.ts FIELD_UI_KEYS): each key there must have its schema here. */
const OUR_FIELD_KEYS: Record<(typeof FIELD_UI_KEYS)[number], Schema> = {
  'ui:filter': { $ref: '#/$defs/filter' },
  'ui:format': { $ref: '#/$defs/format' },
  'ui:formatOn': oneOf(['change', 'blur'], 'When the format applies: as the borrower types (change) or on leaving the field (blur, the default).'),
  'ui:parse': { $ref: '#/$defs/parser' },
  'ui:inputmode': oneOf(INPUT_MODES, 'The keyboard a phone shows (HTML inputmode): numeric for digits, decimal for amounts, tel, email...'),
  'ui:behaviours': {
    type: 'array', uniqueItems: true, items: { $ref: '#/$defs/behaviour' },
    description: 'What the field does beyond JSON Schema, by name, e.g. ["zipCheck"].',
  },
  'ui:checkboxOrigin': oneOf(CHECKBOX_ORIGINS, 'The page the server records an agreement tick for (with the recordConsent behaviour).'),
  'ui:sendAs': {
    oneOf: [
      { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9]*$', description: 'The name the answer is sent as instead of its own: the lender\'s (the phone as mobileNumber).' },
      { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9]*$' }, description: 'The names a ticked box is sent as, each as true (the agreement sends the three acceptances).' },
    ],
    description: 'The name the answer is sent as (the lender\'s), or the names a ticked box is sent as.',
  },
  'ui:prefillFrom': {
    type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9_]*$' },
    description: 'The values the field starts with, the first that is there: a field the lender prefilled (flows/inquiries.yaml) or a value of the application or the prequal, e.g. ["phone", "merchantProvidedPhone", "mobileNumber"].',
  },
};

/** rjsf's own per-field keys our theme honours. */
const RJSF_FIELD_KEYS: Schema = {
  'ui:widget': { $ref: '#/$defs/widget' },
  'ui:field': { $ref: '#/$defs/fieldKind' },
  'ui:autocomplete': { $ref: '#/$defs/autocomplete' },
  'ui:placeholder': { type: 'string', description: 'Hint text inside the empty box (prefer the screen copy\'s label).' },
  'ui:disabled': { type: 'boolean', description: 'The field is shown but cannot be changed.' },
  'ui:readonly': { type: 'boolean', description: 'The field is shown read-only.' },
  'ui:autofocus': { type: 'boolean', description: 'The field has the focus when the screen opens.' },
  'ui:options': { type: 'object', description: 'rjsf options passed to the widget as they are.' },
  'ui:rows': { type: 'integer', minimum: 1, description: 'Lines a textarea shows.' },
};

/** Our form-level keys (engine/forms/uiVocabulary.ts FORM_UI_KEYS). */
const OUR_FORM_KEYS: Record<(typeof FORM_UI_KEYS)[number], Schema> = {
  'ui:order': {
    type: 'array', uniqueItems: true, items: { type: 'string' },
    description: 'The fields in the order they are drawn: every field of the form once, or "*" for the rest.',
  },
  'ui:askedBy': oneOf(['inquiries'], 'inquiries: show only the fields the server\'s data-inquiry list asks for (flows/inquiries.yaml says which).'),
};

const notUi = '^(?!ui:)';

// The JSON Schema of a UI schema (schemas/forms/<id>.ui.json): rjsf's keys our theme honours and our own, with every
// widget, behaviour, filter, format and parser name the engine registers, so the editor completes them and
// underlines a name that does not exist. Any other key is a field of the form (or a part of one) and holds its UI.
export function uiSchemaSchema(): Schema {
  const declared = widgetVocabulary().declared;
  const widgets = declared.filter((w) => !w.field);
  const behaviours = names(BEHAVIOURS) as (keyof typeof BEHAVIOURS)[];
  return {
    title: 'UI schema (schemas/forms/<id>.ui.json)',
    description: 'How a form is drawn: the field order, and per field its widget, filter, format, parser, keyboard and behaviours (rjsf\'s UI schema plus ours). Each other key is a field of the form\'s schema.',
    type: 'object',
    properties: OUR_FORM_KEYS,
    patternProperties: { [notUi]: { $ref: '#/$defs/field' } },
    additionalProperties: false,
    $defs: {
      field: {
        type: 'object',
        description: 'How this field is drawn. A key without "ui:" is a part of the field (the birth date\'s dobMonth).',
        properties: { ...RJSF_FIELD_KEYS, ...OUR_FIELD_KEYS },
        patternProperties: { [notUi]: { $ref: '#/$defs/field' } },
        additionalProperties: false,
      },
      widget: oneOf(widgets.map((w) => w.name), 'The widget that draws the field (each file of src/forms/theme/widgets/ declares one).', widgets.map((w) => `${w.says} Draws a field of type ${w.draws.join(', ')}.`)),
      fieldKind: oneOf(declared.filter((w) => w.field).map((w) => w.name), 'A group of inputs drawn as one answer (the birth date\'s parts).'),
      behaviour: oneOf(behaviours, 'A behaviour the app implements (engine/forms/uiVocabulary.ts BEHAVIOURS).', behaviours.map((b) => BEHAVIOURS[b])),
      filter: oneOf(names(filters), 'What the field lets the borrower type, as they type (engine/fields/registry.ts filters).'),
      format: oneOf(names(formatters), 'How the value is shown (engine/fields/registry.ts formatters).'),
      parser: oneOf(names(parsers), 'How the shown value becomes the value sent to the lender (engine/fields/registry.ts parsers).'),
      autocomplete: autocompleteSchema(),
    },
  };
}
