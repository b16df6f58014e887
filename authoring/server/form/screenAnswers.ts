import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FormSchema, UiSchema } from '../../../engine/forms/FormDefinition';
import { ruleIssue } from '../../../engine/forms/formIssues';
import { allProperties } from '../../../engine/forms/allProperties';
import { formatterLibraries } from '../../../engine/fields/libraries';
import { filters, formatters, type FilterName, type FormatterName } from '../../../engine/fields/registry';
import { parseIsoDate } from '../../../engine/fields/parsers/parseIsoDate';
import { calendarDateOf } from '../../../engine/fields/shared/calendarDateOf';
import { isoDateOf } from '../../../engine/fields/shared/isoDateOf';
import { todayPlus } from '../../../engine/fields/shared/todayPlus';
import type { FileSet } from './fileSet';
import { answerKind, conditionOf, placeOf } from './formConditions';
import { plainLabel } from './plainLabel';
import { questionOrder } from './formQuestions';
import { definitionOf } from './questionAnswer';

// What a QA replay answers on a screen the form editor added (issue 46): every question the borrower must answer
// there, in the order shown, as a replay step answers it (fixtures/README.md), in the replay's language: a choice by
// the words of its first choice, a yes/no box ticked, a typed answer by the schema's `examples[0]` (the question's
// own, else its shared definition's) or, failing that, an answer its rules take (a short word for a text
// with no pattern, format or length it would miss; a number's minimum, or 1; a phone's or a date's, below), each held to
// its rules as the question's widget holds what a replay types. A question shown only for an answer is answered when
// the answers given show it. What no answer can be made for is named, for QA to fill.

/** A step that answers one question of the new screen, as a replay writes it (fixtures/README.md). */
export type ReplayAnswer = { step: 'choose'; label: string; words: string } | { step: 'check'; label: string } | { step: 'fill'; label: string; text: string };

/** The screen's answers: each question answered (by its name), and those QA must answer by hand (name and label). */
export interface ScreenAnswers { answers: { name: string; answer: ReplayAnswer }[]; unanswered: { name: string; label: string }[] }

/** The word a text question is answered with when it has no example (cut to its longest length). */
const WORD = 'Test';
/** What a text with a shape and no example is typed, the first its rules take: a phone number as the fixtures type one
 * (fictional, 555-01xx: fixtures/phone-first.yaml), and for the date picker (MMDDYYYY, fixtures/README.md) ten days on
 * from the replay's today, else an adult's birth date (schemas/forms/definitions/dob.json's example). */
const PHONE = '5555550100';
const DATES = ['{today+10d}', '04151990'];

type Node = FormSchema & Record<string, unknown>;
const isNumberType = (t: unknown) => t === 'integer' || t === 'number';
const typeOf = (node: Node) => String(Array.isArray(node.type) ? node.type[0] : node.type ?? 'string');

/** The patterns a text must match: its own and those of its `allOf` members (a shared name's two rules). */
const patternsOf = (node: Node): string[] => [
  ...(typeof node.pattern === 'string' ? [node.pattern] : []),
  ...(Array.isArray(node.allOf) ? (node.allOf as Node[]).flatMap((m) => (typeof m?.pattern === 'string' ? [m.pattern] : [])) : []),
];

// The formatters' libraries (the phone's), in as the app has them before it shows a form that names them.
await Promise.all(Object.values(formatterLibraries).map((library) => library.load()));

// The value the question's widget (its UI schema entry `ui`) holds once a replay typed `text` and left the box: a
// number's digits as the number; the date picker's MMDDYYYY or `{today+10d}` (the day, as the replay's today moves)
// as its YYYY-MM-DD; any other text filtered and formatted as its `ui:filter` and `ui:format` say (engine/fields/).
// Undefined for a text that is no date.
function valueOf(node: Node, ui: Record<string, unknown>, text: string): unknown {
  if (isNumberType(typeOf(node))) return text.trim() === '' ? Number.NaN : Number(text);
  if (ui['ui:widget'] === 'date') {
    const days = /^\{today([+-]\d+)d\}$/.exec(text)?.[1];
    if (days) return isoDateOf(todayPlus(calendarDateOf(new Date()), Number(days)));
    return parseIsoDate(/^\d{8}$/.test(text) ? `${text.slice(0, 2)}/${text.slice(2, 4)}/${text.slice(4)}` : '') ?? undefined;
  }
  const filter = filters[ui['ui:filter'] as FilterName] as ((t: string) => string) | undefined;
  const format = formatters[ui['ui:format'] as FormatterName] as ((v: unknown) => string) | undefined;
  const filtered = filter ? filter(text) : text;
  return format && filtered !== '' ? format(filtered) : filtered;
}

// Whether an answer typed as `text` into the question's widget (its UI entry `ui`) is taken by the question's rules:
// the value the widget holds (valueOf), checked by Ajv against its schema as the form's compiled validators check it,
// and by its named rules (x-rules), as the engine checks them. A schema Ajv cannot read takes nothing.
const ajv = new Ajv({ strict: false });
addFormats(ajv);
export function takenBy(node: Node, text: string, ui: Record<string, unknown> = {}): boolean {
  const value = valueOf(node, ui, text);
  if (value === undefined || (typeof value === 'number' && !Number.isFinite(value))) return false;
  const { $id: _id, $ref: _ref, ...rules } = node;
  try {
    return ajv.validate(rules, value) && ruleIssue(node, value, { today: new Date() }) === null;
  } catch {
    return false;
  }
}

/** A typed answer for the question shown as its UI entry `ui` says: its example when its rules take it, else a plain
 * one, else none. */
export function typedAnswer(node: Node, ui: Record<string, unknown> = {}): string | undefined {
  const examples = Array.isArray(node.examples) ? node.examples : [];
  const example = examples[0];
  if ((typeof example === 'string' || typeof example === 'number') && takenBy(node, String(example), ui)) return String(example);
  const type = typeOf(node);
  if (isNumberType(type)) {
    const low = typeof node.minimum === 'number' ? node.minimum
      : typeof node.exclusiveMinimum === 'number' ? Math.floor(node.exclusiveMinimum) + 1 : 1;
    const step = typeof node.multipleOf === 'number' && node.multipleOf > 0 ? node.multipleOf : undefined;
    const n = step ? Math.ceil(low / step) * step : low;
    return takenBy(node, String(n)) ? String(n) : undefined;
  }
  // A date picker's date, a phone box's number; any other text with a pattern or a format (an email, a code) has no
  // plain answer: its example or QA's.
  if (ui['ui:widget'] === 'date') return DATES.find((text) => takenBy(node, text, ui));
  if (ui['ui:widget'] === 'phone' || ui['ui:format'] === 'phone') return takenBy(node, PHONE, ui) ? PHONE : undefined;
  if (type !== 'string' || patternsOf(node).length > 0 || typeof node.format === 'string' || Array.isArray(node.enum)) return undefined;
  const word = typeof node.maxLength === 'number' ? WORD.slice(0, Math.max(0, node.maxLength)) : WORD;
  return word && takenBy(node, word, ui) ? word : undefined;
}

// The screen's answers for a replay in the language whose copy labels are `labels` (its `labels:`, by key). A
// question's field is read with its shared definition under it, the form's own keywords winning, as the app does.
export function screenAnswers(files: FileSet, schema: FormSchema, ui: UiSchema, labels: ReadonlyMap<string, string>): ScreenAnswers {
  const props = allProperties(schema);
  const top = new Set(schema.required ?? []);
  const chosen = new Map<string, string>();
  const out: ScreenAnswers = { answers: [], unanswered: [] };
  for (const name of questionOrder(schema, ui)) {
    const field = props[name] as Node | undefined;
    if (!field) continue;
    const place = placeOf(schema, name);
    const label = plainLabel(labels.get(name) ?? name) || name;
    let required: boolean;
    if (place.where === 'top') required = top.has(name);
    else if (place.where === 'branch') {
      // Asked only for an answer: answered when the answers given show it, and it must then be answered.
      const condition = conditionOf(schema, name);
      const shown = condition ? condition.values.includes(chosen.get(condition.on) ?? '\0') : false;
      required = shown && Boolean(((place.branch.holder.then as FormSchema).required ?? []).includes(name));
    } else required = false; // shown by a rule only the files say: QA's to weigh
    if (!required) continue;
    const definition = definitionOf(files, field);
    const node = { ...(definition ?? {}), ...field } as Node;
    const kind = answerKind(field, definition);
    const words = (value: string) => plainLabel(labels.get(`${name}.${value}`) ?? value) || value;
    if (kind && kind.kind !== 'yesNo' && kind.values[0] !== undefined) {
      chosen.set(name, kind.values[0]);
      out.answers.push({ name, answer: { step: 'choose', label, words: words(kind.values[0]) } });
    } else if (kind?.kind === 'yesNo' && kind.values.includes('true')) {
      chosen.set(name, 'true');
      out.answers.push({ name, answer: { step: 'check', label } });
    } else {
      const text = typedAnswer(node, (ui[name] ?? {}) as Record<string, unknown>);
      if (text === undefined) out.unanswered.push({ name, label });
      else out.answers.push({ name, answer: { step: 'fill', label, text } });
    }
  }
  return out;
}
