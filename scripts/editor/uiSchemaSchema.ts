import { filters, formatters, parsers } from '../../engine/fields/registry';
import { BEHAVIOURS, FIELD_UI_KEYS, FORM_UI_KEYS, WIDGET_TYPES, WIDGETS, type WidgetName } from '../../engine/forms/uiVocabulary';
import { autocompleteSchema } from './autocompleteSchema';
import { FIELD_WIDGETS as FIELD_KINDS, INPUT_MODES } from '../../engine/forms/uiVocabulary';

type Schema = Record<string, unknown>;

/** What each widget draws, shown as product picks one (a new widget in uiVocabulary.ts needs its line here). */
const WIDGET_TEXT: Record<WidgetName, string> = {
  text: 'A one-line text box (the default for a text field).',
  email: 'An email address box (the phone keyboard with @).',
  phone: 'A US phone number box (the phone keypad).',
  pin: 'The texted code: digits only, offered by the phone\'s one-time-code autofill.',
  zip: 'A 5-digit zip code box.',
  currency: 'Whole dollars: "$45,000" typed, the number kept (the schema\'s minimum and maximum apply).',
  ssn4Masked: 'The last 4 of the SSN typed after a "•••-••-" mask (the signing page).',
  date: 'The phone\'s own date picker (the value is YYYY-MM-DD).',
  textarea: 'A text box of several lines.',
  select: 'A drop-down list of the schema\'s enum or oneOf options.',
  radio: 'Radio buttons, one per option of the schema\'s enum or oneOf.',
  checkbox: 'One yes/no tick box with its label beside it.',
  checkboxes: 'Tick boxes, one per option (an array field with enum items).',
  agreement: 'The agreement tick box; its label (screen copy, Markdown) links to the documents.',
  dobParts: 'The birth date as month, day and year boxes (used as "ui:field": "dobParts").',
  addressAutocomplete: 'The street address with suggestions from the address service; picking one fills city, state and zip.',
};

/** rjsf draws these as fields of their own ("ui:field"), not as widgets. */
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
};

/** rjsf's own per-field keys our theme honours. */
const RJSF_FIELD_KEYS: Schema = {
  'ui:widget': { $ref: '#/$defs/widget' },
  'ui:field': oneOf(FIELD_KINDS, 'A group of inputs drawn as one answer (the birth date\'s parts).'),
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
  const widgets = WIDGETS.filter((w) => !FIELD_KINDS.includes(w));
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
      widget: oneOf(widgets, 'The widget that draws the field (engine/forms/uiVocabulary.ts WIDGETS).', widgets.map((w) => `${WIDGET_TEXT[w]} Draws a field of type ${WIDGET_TYPES[w].join(', ')}.`)),
      behaviour: oneOf(behaviours, 'A behaviour the app implements (engine/forms/uiVocabulary.ts BEHAVIOURS).', behaviours.map((b) => BEHAVIOURS[b])),
      filter: oneOf(names(filters), 'What the field lets the borrower type, as they type (engine/fields/registry.ts filters).'),
      format: oneOf(names(formatters), 'How the value is shown (engine/fields/registry.ts formatters).'),
      parser: oneOf(names(parsers), 'How the shown value becomes the value sent to the lender (engine/fields/registry.ts parsers).'),
      autocomplete: autocompleteSchema(),
    },
  };
}
