// The names a UI schema may use besides rjsf's own keys: the behaviours (`ui:behaviours`) the app implements for what
// JSON Schema cannot say and our keys, and the shape of a widget's declaration (each widget names itself in its own
// file). src/forms/theme registers one component or hook per name and flows:check rejects any other name.

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

/** The UI-schema keys our theme reads per field, beside rjsf's own (`ui:widget`, `ui:autocomplete`, `ui:placeholder`).
 * `ui:prefillFrom`: the values a field starts from, the first that is there (engine/forms/formPrefill.ts). */
export const FIELD_UI_KEYS = ['ui:filter', 'ui:format', 'ui:formatOn', 'ui:parse', 'ui:inputmode', 'ui:behaviours', 'ui:checkboxOrigin', 'ui:sendAs', 'ui:prefillFrom'] as const;

/** UI-schema keys our theme reads on the form itself: 'ui:askedBy: inquiries' shows only the fields the server's
 * data-inquiry list asks for (flows/inquiries.yaml says which are required). */
export const FORM_UI_KEYS = ['ui:order', 'ui:askedBy'] as const;

/** The JSON Schema types a field can have (its `type` in schemas/forms/). */
export type SchemaType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';

/** A widget as its file declares it beside its component (src/forms/theme/widgets/*.tsx, `export const widget`): its
 * name in a UI schema, its place in the editor's lists, the field types it draws, what it draws in product's words,
 * `field` when rjsf draws it as a group of inputs (`ui:field`), and the lines the form editor writes for a question it
 * draws (none: one screen's machinery). The theme, flows:check and the form editor read these; nothing else lists them. */
export interface WidgetDeclaration {
  name: string;
  rank: number;
  draws: readonly SchemaType[];
  says: string;
  field?: true;
  question?: { schema: Record<string, unknown>; ui?: Record<string, unknown>; choices?: boolean };
}

/** rjsf's own per-field UI-schema keys our theme honours, beside ours (FIELD_UI_KEYS). */
export const RJSF_FIELD_KEYS = ['ui:widget', 'ui:field', 'ui:autocomplete', 'ui:placeholder', 'ui:disabled', 'ui:readonly', 'ui:autofocus', 'ui:options', 'ui:rows'] as const;

/** The keyboards a phone may show for a field (HTML's `inputmode` values, `ui:inputmode`). */
export const INPUT_MODES = ['none', 'text', 'decimal', 'numeric', 'tel', 'search', 'email', 'url'] as const;
