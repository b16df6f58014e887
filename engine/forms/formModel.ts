import type { FieldIssue } from '../fields/FieldIssue';
import type { FormDefinition } from './FormDefinition';
import { formRoles, type FormRoles } from './formRoles';

/** A form's answers as its fields hold them (a birth date as its parts, an SSN as its digits, an amount a number). */
export type FormValues = Record<string, unknown>;

/** Where the lender's check of a typed zip stands. */
export type ZipStatus = 'unchecked' | 'checking' | 'valid' | 'invalid';

/** A message on a field: a rule's issue (a code for content's words, and its params) or the lender's own text, and
 * whether it keeps the form from being sent (a flashed message only tells). */
export interface FieldMessage extends FieldIssue {
  /** The lender's words, shown as they are (the code is then 'server', for analytics). */
  text?: string;
  blocks: boolean;
}

/** What the submit button shows: whether the form may be sent and, when it may not, what it waits for. */
export interface Readiness {
  ready: boolean;
  /** The drawn fields that are wrong or missing, in order. */
  invalid: string[];
  /** What a disabled submit names, in order: fields by name, then 'consent' for the agreement (none when it is
   * enabled, busy or blocked). */
  needs: string[];
}

/** Something the form asks its surroundings to do, as data: the model itself never calls out. A flashed message is
 * not one: it is the model's state (`flash`), shown with the field's messages until `unflash`. */
export type FormEffect =
  | { kind: 'send'; answers: Record<string, unknown> }
  | { kind: 'focus'; field: string }
  | { kind: 'recordConsent'; checked: boolean; origin: string; tick: number }
  | { kind: 'checkZip'; zip: string }
  | { kind: 'edited'; fields: string[] };

export interface FormState {
  values: FormValues;
  /** The shown fields the form draws for these values, in order: a question its condition hides (if/then adding a
   * property) is not among them. Only these have problems, messages and a part in readiness, and only their answers
   * are sent; what was typed in a hidden one stays in `values` (the condition met again, it is back). */
  drawn: readonly string[];
  /** Every drawn field's first problem, computed once per change of the values. */
  issues: Readonly<Record<string, FieldIssue>>;
  /** Fields the borrower has left (a quietWhenEmpty field left empty does not count). */
  touched: ReadonlySet<string>;
  /** The submits tried since the start (or a clear): from the first, every problem shows. */
  attempted: number;
  /** The lender's messages by field; each goes once the borrower edits its field. */
  lender: Readonly<Record<string, string>>;
  zip: ZipStatus;
  consent: { checked: boolean; recorded: boolean; tick: number };
  flash: { field: string; issue: FieldIssue } | null;
  busy: boolean;
  /** Something outside the form keeps it from being sent (an error on the page, no plan to sign). */
  blocked: boolean;
}

/** The form's rules and what it sends, for given values and the fields drawn for them (engine/forms/formChecks.ts
 * makes them from a definition). */
export interface FormChecks {
  /** Each of these fields' first problem. */
  issues: (values: FormValues, fields: readonly string[]) => Record<string, FieldIssue>;
  /** These fields' answers as the API wants them. */
  answers: (values: FormValues, fields: readonly string[]) => Record<string, unknown>;
  /** Whether this value of the field passes the maximum the form sets for it with these answers. */
  aboveMaximum: (values: FormValues, field: string, value: unknown) => boolean;
}

/** The fields a form's conditions draw for given answers (`if`/`then`, `dependencies`; rjsf resolves them in the
 * app: src/forms/drawnFields.ts). */
export type DrawnFields = (values: FormValues) => readonly string[];

export interface FormModelSetup {
  def: FormDefinition;
  /** The fields shown, in order (the entry form's inquiries, or every field of the schema). */
  shown: readonly string[];
  /** Fields required beyond the schema's own list (the server's data-inquiry list), the agreement box aside. */
  required?: readonly string[];
  /** For a form whose conditions add questions: the fields drawn for given answers. None: every shown field always. */
  drawn?: DrawnFields;
  /** Its rules: the precompiled validator and x-rules in the app; without them (the boot's painted form, which is
   * only ever empty) a required field is wrong while it is empty. */
  checks?: FormChecks;
  /** What the fields start with: prefill, initial values, or a draft (a snapshot of this model). */
  initial?: FormValues;
  /** Whether the form's agreement box, ticked at the start (a draft), was recorded when it was ticked. */
  consentRecorded?: boolean;
}

export interface FormModel {
  readonly setup: FormModelSetup;
  readonly roles: FormRoles;
  get: () => FormState;
  subscribe: (listener: () => void) => () => void;
  /** A field's value as typed (or several, a chosen address): issues follow, the lender's message on it goes. Also
   * takes up what was typed (`type`) before it. */
  change: (values: FormValues) => FormEffect[];
  /** A keystroke's value, held at once (`get().values`, the draft and the answers have it) without telling anyone:
   * its issues, messages, readiness and effects follow at the next `change` (`change({})` once its paint is done). */
  type: (values: FormValues) => void;
  /** The borrower left a field: its problem shows from now on. */
  leave: (field: string) => void;
  /** A submit tried: every problem shows; the answers are sent when the form may be, else the first problem is focused. */
  attempt: () => FormEffect[];
  /** The agreement ticked or unticked: it counts once the lender recorded this very tick. */
  tick: (checked: boolean) => FormEffect[];
  recorded: (tick: number) => void;
  /** A value typed into a field that refuses what passes its maximum (refuseAboveMaximum): true when refused, the
   * value then kept out and its message flashed. The one place that decides it (the widget only asks). */
  refuse: (field: string, value: unknown) => boolean;
  unflash: () => void;
  /** What the form's surroundings say: the lender's messages, busy and blocked. */
  outside: (next: Partial<Pick<FormState, 'lender' | 'busy' | 'blocked'>>) => void;
  /** The form as it starts asks for the checks its first values need (a prefilled zip). */
  start: () => FormEffect[];
  /** The lender's answer on a zip: true when it exists, null when it could not tell (the zip stays unchecked). */
  zipChecked: (zip: string, valid: boolean | null) => void;
  /** Empty fields and hide their problems, as on arrival (a wrong code cleared for the right one). */
  clear: (fields: readonly string[]) => void;
  /** The draft: the values as the borrower left them, from which every field draws again exactly. */
  snapshot: () => FormValues;
  /** What the form would send now, as the API wants it: the drawn fields' answers alone. */
  answers: () => Record<string, unknown>;
}

const NO_MESSAGES: Readonly<Record<string, FieldMessage>> = Object.freeze({});

// The form as one model, free of React and the DOM (docs/architecture.md): the values held once, the issues
// computed once from them with the precompiled validator and the fields' x-rules, which problems show, the
// lender's messages, readiness, and what the form asks of its surroundings as effects. The app's form, the boot's
// painted one and the draft all read it; a widget draws its box from the value, so a draft brings every box back.
export function createFormModel(setup: FormModelSetup): FormModel {
  const roles = formRoles(setup.def, setup.shown);
  const required = (setup.required ?? []).filter((f) => setup.shown.includes(f) && f !== roles.consent);
  const check = setup.checks?.issues ?? ((values: FormValues, fields: readonly string[]) => Object.fromEntries(required.filter((f) => fields.includes(f) && isEmpty(values[f])).map((f) => [f, { code: 'required' }])));
  const send = setup.checks?.answers ?? ((values: FormValues, fields: readonly string[]) => Object.fromEntries(fields.filter((f) => values[f] !== undefined).map((f) => [f, values[f]])));
  // The fields drawn for some values: the shown ones their conditions draw (the same list while it stays the same).
  const drawnOf = (values: FormValues, was?: readonly string[]): readonly string[] => {
    if (!setup.drawn) return setup.shown;
    const now = new Set(setup.drawn(values));
    const drawn = setup.shown.filter((f) => now.has(f));
    return was && was.length === drawn.length && was.every((f, i) => f === drawn[i]) ? was : drawn;
  };
  // A field its condition hides has no problem, whatever its value or the lists that require it.
  const issuesOf = (values: FormValues, drawn: readonly string[]): Record<string, FieldIssue> => {
    const found = check(Object.fromEntries(drawn.map((f) => [f, values[f]])), drawn);
    return Object.fromEntries(Object.entries(found).filter(([f]) => drawn.includes(f)));
  };
  const derived = (values: FormValues, was?: readonly string[]) => {
    const drawn = drawnOf(values, was);
    return { values, drawn, issues: issuesOf(values, drawn) };
  };
  // The values as they were before the keystrokes not yet taken up (`type`), or null when there are none.
  let typedFrom: FormValues | null = null;
  const values = { ...(setup.initial ?? {}) };
  const ticked = Boolean(roles.consent && values[roles.consent] === true);
  let state: FormState = {
    ...derived(values), touched: new Set(), attempted: 0, lender: {}, zip: 'unchecked',
    consent: { checked: ticked, recorded: ticked && setup.consentRecorded !== false, tick: 0 }, flash: null, busy: false, blocked: false,
  };
  const listeners = new Set<() => void>();
  // The zipCheck behaviour (borrower-journey section 5): at 5 digits the zip is asked of the lender, once per value;
  // Continue waits for the answer, and an unknown zip is an error. Another zip typed meanwhile wins.
  const zipAnswers = new Map<string, ZipStatus>();
  const zipOf = (values: FormValues): { status: ZipStatus; ask: FormEffect[] } => {
    const zip = roles.zip ? values[roles.zip] : undefined;
    if (typeof zip !== 'string' || zip.length !== 5) return { status: 'unchecked', ask: [] };
    const known = zipAnswers.get(zip);
    return known ? { status: known, ask: [] } : { status: 'checking', ask: [{ kind: 'checkZip', zip }] };
  };
  const set = (next: Partial<FormState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };
  const flashOf = (field: string | undefined, issues: Readonly<Record<string, FieldIssue>>): FormState['flash'] => {
    const issue = field ? issues[field] : undefined;
    return field && issue ? { field, issue } : null;
  };
  const model: FormModel = {
    setup, roles,
    get: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change: (changed) => {
      const was = typedFrom ?? state.values;
      const values = { ...state.values, ...changed };
      typedFrom = null;
      const edited = [...new Set([...Object.keys(was), ...Object.keys(values)])].filter((f) => !Object.is(values[f], was[f]));
      if (edited.length === 0) {
        // Typed and typed back before it was taken up: the values are as they were, and nothing changed.
        state = { ...state, values: was };
        return [];
      }
      const next = derived(values, state.drawn);
      const lender = Object.fromEntries(Object.entries(state.lender).filter(([f]) => !edited.includes(f)));
      const flash = flashOf(edited.find((f) => roles.flash.includes(f)), next.issues);
      const zip = roles.zip && edited.includes(roles.zip) ? zipOf(next.values) : { status: state.zip, ask: [] };
      set({ ...next, lender, zip: zip.status, flash });
      return [{ kind: 'edited', fields: edited }, ...zip.ask];
    },
    type: (typed) => {
      typedFrom ??= state.values;
      state = { ...state, values: { ...state.values, ...typed } };
    },
    leave: (field) => {
      if (state.touched.has(field)) return;
      if (roles.quiet.includes(field) && isEmpty(state.values[field])) return;
      set({ touched: new Set([...state.touched, field]) });
    },
    attempt: () => {
      // The form as the borrower sees it: what was typed and not yet taken up counts.
      const taken = model.change({});
      set({ attempted: state.attempted + 1 });
      const flash = flashOf(state.drawn.find((f) => roles.flash.includes(f) && state.issues[f]), state.issues);
      if (flash) set({ flash });
      const { ready, invalid } = readinessOf(model);
      if (ready) return [...taken, { kind: 'send', answers: send(state.values, state.drawn) }];
      const first = invalid[0] ?? (roles.consent && state.drawn.includes(roles.consent) && !state.consent.recorded ? roles.consent : undefined);
      return first ? [...taken, { kind: 'focus', field: first }] : taken;
    },
    tick: (checked) => {
      if (!roles.consent) return [];
      const tick = state.consent.tick + 1;
      if (typedFrom) typedFrom = { ...typedFrom, [roles.consent]: checked || undefined };
      set({ values: { ...state.values, [roles.consent]: checked || undefined }, consent: { checked, recorded: false, tick } });
      return [{ kind: 'recordConsent', checked, origin: roles.consentOrigin, tick }];
    },
    recorded: (tick) => {
      if (tick === state.consent.tick) set({ consent: { ...state.consent, recorded: true } });
    },
    refuse: (field, value) => {
      // Its maximum wherever the schema sets it for these answers (a condition's branch too: engine/forms/aboveMaximum.ts,
      // one of the form's checks, so the painter's model, which refuses nothing, does not carry it).
      if (!roles.refuseAbove.includes(field) || !setup.checks?.aboveMaximum(state.values, field, value)) return false;
      const flash = flashOf(field, issuesOf({ ...state.values, [field]: value }, state.drawn));
      if (flash) set({ flash });
      return true;
    },
    unflash: () => {
      if (state.flash) set({ flash: null });
    },
    start: () => {
      const zip = zipOf(state.values);
      if (zip.status !== state.zip) set({ zip: zip.status });
      return zip.ask;
    },
    zipChecked: (zip, valid) => {
      const status: ZipStatus = valid === null ? 'unchecked' : valid ? 'valid' : 'invalid';
      if (status !== 'unchecked') zipAnswers.set(zip, status);
      if (roles.zip && state.values[roles.zip] === zip && status !== state.zip) set({ zip: status });
    },
    outside: (next) => {
      const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => k === 'lender' ? JSON.stringify(next.lender) !== JSON.stringify(state.lender) : next[k] !== state[k]);
      if (changed.length) set(Object.fromEntries(changed.map((k) => [k, next[k]])));
    },
    clear: (fields) => {
      const values = { ...state.values };
      for (const f of fields) delete values[f];
      // A keystroke of a field emptied here is older than the clear: it is gone with it, and no edit of it.
      if (typedFrom) typedFrom = Object.fromEntries(Object.entries(typedFrom).filter(([f]) => !fields.includes(f)));
      set({ ...derived(values, state.drawn), touched: new Set([...state.touched].filter((f) => !fields.includes(f))), attempted: 0 });
    },
    snapshot: () => ({ ...state.values }),
    answers: () => send(state.values, state.drawn),
  };
  return model;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

const messagesCache = new WeakMap<FormState, Readonly<Record<string, FieldMessage>>>();
const readinessCache = new WeakMap<FormState, Readiness>();

// The message each drawn field says now, one per field: the lender's own words, the zip the lender does not know, a
// message flashed for a moment, then the field's own problem once it was left or a submit was tried. The agreement
// box says nothing of its own: the submit's line names it.
export function fieldMessages(model: FormModel): Readonly<Record<string, FieldMessage>> {
  const state = model.get();
  const known = messagesCache.get(state);
  if (known) return known;
  const out: Record<string, FieldMessage> = {};
  for (const field of state.drawn) {
    const lender = state.lender[field];
    const issue = state.issues[field];
    if (lender) out[field] = { text: lender, code: 'server', blocks: true };
    else if (field === model.roles.zip && state.zip === 'invalid') out[field] = { code: 'invalidZipCode', blocks: true };
    else if (state.flash?.field === field) out[field] = { ...state.flash.issue, blocks: false };
    else if (issue && field !== model.roles.consent && (state.attempted || state.touched.has(field))) out[field] = { ...issue, blocks: true };
  }
  const result = Object.keys(out).length ? out : NO_MESSAGES;
  messagesCache.set(state, result);
  return result;
}

// Whether the form may be sent (borrower-journey section 5: not while busy or blocked, with a required field empty,
// any field wrong, the zip unchecked, or the agreement not ticked and recorded), and what a disabled submit waits for.
export function readinessOf(model: FormModel): Readiness {
  const state = model.get();
  const known = readinessCache.get(state);
  if (known) return known;
  const { drawn } = state;
  const { consent, zip } = model.roles;
  const invalid = drawn.filter((f) => f !== consent && (state.issues[f] || state.lender[f] || (f === zip && state.zip === 'invalid')));
  const zipTyped = zip !== undefined && drawn.includes(zip) && !isEmpty(state.values[zip]);
  const consentPending = consent !== undefined && drawn.includes(consent) && !(state.consent.checked && state.consent.recorded);
  const ready = !state.busy && !state.blocked && invalid.length === 0 && (!zipTyped || state.zip === 'valid') && !consentPending;
  const needs = ready || state.busy || state.blocked ? [] : [...invalid, ...(consentPending ? ['consent'] : [])];
  const result = { ready, invalid, needs };
  readinessCache.set(state, result);
  return result;
}
