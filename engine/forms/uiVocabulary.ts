// The names a UI schema may use besides rjsf's own keys: our widgets (`ui:widget`) and the behaviours
// (`ui:behaviours`) the app implements for what JSON Schema cannot say. src/forms/theme registers one component or
// hook per name (typed against these lists, so none is missing) and flows:check rejects any other name.

/** Widgets our theme draws (schemas/forms/*.ui.json `ui:widget`). `addressAutocomplete`: the street address with
 * suggestions from the address service; choosing one fills the form's other address fields (city, state, zip). */
export const WIDGETS = [
  'text', 'email', 'phone', 'pin', 'zip', 'currency', 'ssn4Masked', 'date', 'textarea', 'select', 'radio', 'checkbox',
  'checkboxes', 'agreement', 'dobParts', 'addressAutocomplete',
] as const;
export type WidgetName = (typeof WIDGETS)[number];

/** Behaviours a field may ask for (`ui:behaviours`). */
export const BEHAVIOURS = {
  /** At 5 digits the zip is checked with the server; Continue waits for the answer; an unknown zip is an error. */
  zipCheck: 'zip checked with the server',
  /** The agreement counts only once the server recorded the tick (`ui:checkboxOrigin` names the page). */
  recordConsent: 'agreement recorded by the server',
  /** On blur a mistyped email provider gets a 'Did you mean ...?' offer. */
  emailSuggestion: 'email typo suggestion',
  /** The form sends itself once the field holds `maxLength` characters (the texted code). */
  autoSubmit: 'submits itself when complete',
  /** A typed amount above the schema's maximum is refused, with the maximum's message shown for 1.5 s. */
  refuseAboveMaximum: 'refuses amounts above the maximum as you type',
  /** A value out of bounds shows its message for 1.5 s as it is typed (prequal: the requested amount). */
  flashErrors: 'shows an out-of-range message briefly as you type',
  /** '$' appears on focus and a lone '$' is cleared on blur (yearly income). */
  dollarPrefix: "'$' prefix while typing",
  /** Leaving the field empty says nothing (the field has the focus on arrival: tapping a link below it must not
   * raise an error that moves the link away); the disabled submit's line still names it. */
  quietWhenEmpty: 'no message when left empty',
} as const;
export type BehaviourName = keyof typeof BEHAVIOURS;

/** The UI-schema keys our theme reads per field, beside rjsf's own (`ui:widget`, `ui:autocomplete`, `ui:placeholder`). */
export const FIELD_UI_KEYS = ['ui:filter', 'ui:format', 'ui:formatOn', 'ui:parse', 'ui:inputmode', 'ui:behaviours', 'ui:checkboxOrigin', 'ui:sendAs'] as const;

/** UI-schema keys our theme reads on the form itself: 'ui:askedBy: inquiries' shows only the fields the server's
 * data-inquiry list asks for (flows/inquiries.yaml says which are required). */
export const FORM_UI_KEYS = ['ui:order', 'ui:askedBy'] as const;

/** The JSON Schema types each widget can draw (a field's `type` in schemas/forms/). flows:check names a widget that
 * cannot draw its field, and offers for a mistyped one only the widgets that can (an array is drawn by checkboxes,
 * never by checkbox). */
export const WIDGET_TYPES = {
  text: ['string', 'integer', 'number'], email: ['string'], phone: ['string'], pin: ['string'], zip: ['string'],
  currency: ['integer', 'number'], ssn4Masked: ['string'], date: ['string'], textarea: ['string'],
  select: ['string', 'integer', 'number', 'boolean'], radio: ['string', 'integer', 'number', 'boolean'],
  checkbox: ['boolean'], checkboxes: ['array'], agreement: ['boolean'], dobParts: ['object'], addressAutocomplete: ['string'],
} as const satisfies Record<WidgetName, readonly ('string' | 'integer' | 'number' | 'boolean' | 'array' | 'object')[]>;

/** Widgets that are rjsf fields (`ui:field`: a group of inputs drawn as one answer, the birth date's parts). */
export const FIELD_WIDGETS: readonly WidgetName[] = ['dobParts'];

/** rjsf's own per-field UI-schema keys our theme honours, beside ours (FIELD_UI_KEYS). */
export const RJSF_FIELD_KEYS = ['ui:widget', 'ui:field', 'ui:autocomplete', 'ui:placeholder', 'ui:disabled', 'ui:readonly', 'ui:autofocus', 'ui:options', 'ui:rows'] as const;

/** The keyboards a phone may show for a field (HTML's `inputmode` values, `ui:inputmode`). */
export const INPUT_MODES = ['none', 'text', 'decimal', 'numeric', 'tel', 'search', 'email', 'url'] as const;
