import type { FieldIssue } from '../fields/FieldIssue';
import type { formChecks } from './formChecks';
import type { FormDefinition } from './FormDefinition';
import { formRoles, type FormRoles } from './formRoles';

/** A form's answers as its fields hold them (a birth date as its parts, an SSN as its digits, an amount a number). */
export type FormValues = Record<string, unknown>;

export type ZipStatus = 'unchecked' | 'checking' | 'valid' | 'invalid';

/** A field's message: a rule's issue, or the lender's own `text` (code 'server'); a flashed one does not block. */
export interface FieldMessage extends FieldIssue {
  text?: string;
  blocks: boolean;
}

export interface Readiness {
  ready: boolean;
  invalid: string[];
  /** What a disabled submit names: fields, then 'consent' for the agreement (none when enabled, busy or blocked). */
  needs: string[];
}

/** What the form asks its surroundings to do, as data: the model never calls out (a flash is state, not an effect). */
export type FormEffect =
  | { kind: 'send'; answers: Record<string, unknown> }
  | { kind: 'focus'; field: string }
  | { kind: 'recordConsent'; checked: boolean; origin: string; tick: number }
  | { kind: 'checkZip'; zip: string }
  | { kind: 'edited'; fields: string[] };

export interface FormState {
  values: FormValues;
  /** The shown fields drawn for these values: only they have problems and answers (a hidden one's value stays). */
  drawn: readonly string[];
  issues: Readonly<Record<string, FieldIssue>>;
  /** Fields the borrower has left (a quietWhenEmpty field left empty does not count). */
  touched: ReadonlySet<string>;
  /** Submits tried since the start (or a clear): from the first, every problem shows. */
  attempted: number;
  /** The lender's messages by field; each goes once its field is edited. */
  lender: Readonly<Record<string, string>>;
  zip: ZipStatus;
  consent: { checked: boolean; recorded: boolean; tick: number };
  flash: { field: string; issue: FieldIssue } | null;
  busy: boolean;
  /** Something outside the form keeps it from being sent (an error on the page, no plan to sign). */
  blocked: boolean;
}

/** The form's rules and answers for given values and drawn fields. */
export type FormChecks = ReturnType<typeof formChecks>;

export interface FormModelSetup {
  def: FormDefinition;
  shown: readonly string[];
  /** Fields required beyond the schema's own list (the server's data-inquiry list), the agreement box aside. */
  required?: readonly string[];
  /** The fields a form's conditions draw for given answers (src/forms/drawnFields.ts). None: every shown field always. */
  drawn?: (values: FormValues) => readonly string[];
  /** None in the boot's painted form (only ever empty): a required field is then wrong while it is empty. */
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
  /** Values as typed (several: a chosen address), taking up any `type`d before: issues follow, lender messages go. */
  change: (values: FormValues) => FormEffect[];
  /** A keystroke's value, held at once (values, draft, answers) telling no one: the rest follows at the next `change`. */
  type: (values: FormValues) => void;
  /** The borrower left a field: its problem shows from now on. */
  leave: (field: string) => void;
  /** A submit tried: every problem shows; the answers are sent when the form may be, else the first problem is focused. */
  attempt: () => FormEffect[];
  /** The agreement ticked or unticked: it counts once the lender recorded this very tick. */
  tick: (checked: boolean) => FormEffect[];
  recorded: (tick: number) => void;
  /** A refuseAboveMaximum field's typed value: true when refused (kept out, its message flashed). Only this decides. */
  refuse: (field: string, value: unknown) => boolean;
  unflash: () => void;
  outside: (next: Partial<Pick<FormState, 'lender' | 'busy' | 'blocked'>>) => void;
  /** The checks the first values need (a prefilled zip). */
  start: () => FormEffect[];
  /** The lender's answer on a zip: true when it exists, null when it could not tell (the zip stays unchecked). */
  zipChecked: (zip: string, valid: boolean | null) => void;
  /** Empty fields and hide their problems, as on arrival (a wrong code cleared for the right one). */
  clear: (fields: readonly string[]) => void;
  /** The draft: the values as the borrower left them, from which every field draws again exactly. */
  snapshot: () => FormValues;
  answers: () => Record<string, unknown>;
}

const NO_MESSAGES: Readonly<Record<string, FieldMessage>> = Object.freeze({});

// The form as one model, free of React and the DOM (docs/architecture.md): the app's form, the painter and the draft read it.
export function createFormModel(setup: FormModelSetup): FormModel {
  const roles = formRoles(setup.def, setup.shown);
  const required = (setup.required ?? []).filter((f) => setup.shown.includes(f) && f !== roles.consent);
  const check = setup.checks?.issues ?? ((values: FormValues, fields: readonly string[]) => Object.fromEntries(required.filter((f) => fields.includes(f) && isEmpty(values[f])).map((f) => [f, { code: 'required' }])));
  const send = setup.checks?.answers ?? ((values: FormValues, fields: readonly string[]) => Object.fromEntries(fields.filter((f) => values[f] !== undefined).map((f) => [f, values[f]])));
  // A field its condition hides has no problem, whatever its value or the lists that require it.
  const issuesOf = (values: FormValues, drawn: readonly string[]): Record<string, FieldIssue> => {
    const found = check(Object.fromEntries(drawn.map((f) => [f, values[f]])), drawn);
    return Object.fromEntries(Object.entries(found).filter(([f]) => drawn.includes(f)));
  };
  // The shown fields their conditions draw for these values (the same array while the list stays the same).
  const derived = (values: FormValues, was?: readonly string[]) => {
    const now = setup.drawn && new Set(setup.drawn(values));
    const fresh = now ? setup.shown.filter((f) => now.has(f)) : setup.shown;
    const drawn = was && was.length === fresh.length && was.every((f, i) => f === fresh[i]) ? was : fresh;
    return { values, drawn, issues: issuesOf(values, drawn) };
  };
  // The values as they were before the keystrokes not yet taken up (`type`), or null when there are none.
  let typedFrom: FormValues | null = null;
  const ticked = Boolean(roles.consent && setup.initial?.[roles.consent] === true);
  let state: FormState = {
    ...derived({ ...setup.initial }), touched: new Set(), attempted: 0, lender: {}, zip: 'unchecked',
    consent: { checked: ticked, recorded: ticked && setup.consentRecorded !== false, tick: 0 }, flash: null, busy: false, blocked: false,
  };
  const listeners = new Set<() => void>();
  // zipCheck (borrower-journey section 5): a 5-digit zip is asked of the lender once per value; the latest typed wins.
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
  const flashOf = (field: string | undefined, issues: Readonly<Record<string, FieldIssue>>): FormState['flash'] =>
    field && issues[field] ? { field, issue: issues[field] } : null;
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
      if (state.touched.has(field) || (roles.quiet.includes(field) && isEmpty(state.values[field]))) return;
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
      // The maximum as the form's checks find it (a condition's branch too); the painter's model has none, refuses nothing.
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

// Each drawn field's one message: the lender's, an unknown zip, a flash, then its problem once left or tried (not the agreement's).
export function fieldMessages(model: FormModel): Readonly<Record<string, FieldMessage>> {
  const state = model.get();
  const known = messagesCache.get(state);
  if (known) return known;
  const out: Record<string, FieldMessage> = {};
  for (const field of state.drawn) {
    const issue = state.issues[field];
    if (state.lender[field]) out[field] = { text: state.lender[field], code: 'server', blocks: true };
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
  const { consent, zip } = model.roles;
  const invalid = state.drawn.filter((f) => f !== consent && (state.issues[f] || state.lender[f] || (f === zip && state.zip === 'invalid')));
  const zipTyped = zip !== undefined && state.drawn.includes(zip) && !isEmpty(state.values[zip]);
  const consentPending = consent !== undefined && state.drawn.includes(consent) && !(state.consent.checked && state.consent.recorded);
  const ready = !state.busy && !state.blocked && invalid.length === 0 && (!zipTyped || state.zip === 'valid') && !consentPending;
  const needs = ready || state.busy || state.blocked ? [] : [...invalid, ...(consentPending ? ['consent'] : [])];
  const result = { ready, invalid, needs };
  readinessCache.set(state, result);
  return result;
}
