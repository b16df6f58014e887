// The names a UI schema may use beside rjsf's keys: src/forms/theme implements each and flows:check rejects any other.

/** Behaviours a field may ask for (`ui:behaviours`): what JSON Schema cannot say. */
export const BEHAVIOURS = {
  /** At 5 digits the zip is checked with the server; Continue waits for the answer; an unknown zip is an error. */
  zipCheck: 'zip checked with the server',
  /** The agreement counts only once the server recorded the tick (`ui:checkboxOrigin` names the page). */
  recordConsent: 'agreement recorded by the server',
  emailSuggestion: 'email typo suggestion',
  /** The form sends itself once the field holds `maxLength` characters (the texted code). */
  autoSubmit: 'submits itself when complete',
  refuseAboveMaximum: 'refuses amounts above the maximum as you type',
  flashErrors: 'shows an out-of-range message briefly as you type',
  dollarPrefix: "'$' prefix while typing",
  /** Left empty it says nothing (it has the focus on arrival: tapping a link below must not move the link away). */
  quietWhenEmpty: 'no message when left empty',
} as const;
export type BehaviourName = keyof typeof BEHAVIOURS;

/** Our per-field UI-schema keys (`ui:prefillFrom`: engine/forms/formRoles.ts). */
export const FIELD_UI_KEYS = ['ui:filter', 'ui:format', 'ui:formatOn', 'ui:parse', 'ui:inputmode', 'ui:behaviours', 'ui:checkboxOrigin', 'ui:sendAs', 'ui:prefillFrom'] as const;

/** Our form-level keys ('ui:askedBy: inquiries': only the fields the server's data-inquiry list asks for). */
export const FORM_UI_KEYS = ['ui:order', 'ui:askedBy'] as const;

export type SchemaType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';

/** A widget's declaration in its file (src/forms/theme/widgets/); `question`: what the form editor writes (none: one screen's). */
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
