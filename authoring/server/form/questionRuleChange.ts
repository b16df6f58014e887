import { parse } from 'yaml';
import { allProperties } from '../../../engine/forms/allProperties';
import type { FormSchema } from '../../../engine/forms/FormDefinition';
import type { NewRule, RuleChange, RuleKind, RuleView, Words } from '../../shared/formTypes';
import type { FileSet } from './fileSet';
import { fieldIn } from './formConditions';
import { dropUnread, editForm, editYaml, type EditorProblem, messagesFile, problem, ruleCode, stillRead } from './formEdit';
import { formFiles, schemaFile } from './formFiles';
import { formWords } from './formWords';
import { answerOf } from './questionAnswer';
import { RULE_KINDS, ruleProblems, rulesFor } from './questionRule';

type Json = Record<string, unknown>;
/** The bound a length or a number rule must not cross. */
const OTHER_BOUND: Partial<Record<RuleKind, RuleKind>> = { minLength: 'maxLength', maxLength: 'minLength', minimum: 'maximum', maximum: 'minimum' };
const messagesOf = (files: FileSet, locale: string): Record<string, unknown> => {
  try {
    return (parse(files.read(messagesFile(locale))) ?? {}) as Record<string, unknown>;
  } catch {
    return {};
  }
};
const isRemove = (r: RuleChange): r is Extract<RuleChange, { remove: true }> => 'remove' in r && r.remove === true;

/** The rules on a question's answer, for the panel: the form's own and its shared definition's, with their messages. */
export function rulesOf(files: FileSet, node: FormSchema | undefined, locales: readonly string[]): RuleView[] {
  const definition = answerOf(files, node).definition;
  const byLocale = new Map(locales.map((l) => [l, messagesOf(files, l)]));
  return RULE_KINDS.flatMap((kind): RuleView[] => {
    const own = node && kind in node;
    const from = own ? node : definition && kind in definition ? definition : null;
    if (!from) return [];
    const code = ((node?.['x-messages'] ?? {}) as Json)[kind] ?? ((definition?.['x-messages'] ?? {}) as Json)[kind];
    const message: Words = Object.fromEntries(locales.map((l) => {
      const said = typeof code === 'string' ? byLocale.get(l)?.[code] : undefined;
      return [l, typeof said === 'string' ? said : ''];
    }));
    return [{ kind, value: from[kind] as number | string, message, from: own ? 'form' : 'definition' }];
  });
}

// What stops a rule change before anything is written: a change the editor does not read, a rule that does not fit
// the answer, a value or message as ruleProblems says, a shortest length above the longest (or a minimum above the
// maximum) the question has, its own or its definition's; a rule removed that the question does not have, or that
// its shared definition gives (every form using it holds to it).
export function ruleChangeProblems(files: FileSet, form: string, name: string, change: unknown, locales: readonly string[], said = formWords.asked(name)): EditorProblem[] {
  const file = schemaFile(form);
  const r = change as Partial<NewRule & { remove: unknown }> | null;
  if (!r || typeof r !== 'object') return [problem(file, formWords.badRuleChange, 'rule.kind')];
  if (!RULE_KINDS.includes(r.kind as RuleKind)) return [problem(file, formWords.noRule(String(r.kind)), 'rule.kind')];
  const kind = r.kind as RuleKind;
  const node = allProperties(formFiles(files, form).schema)[name];
  const answer = answerOf(files, node);
  if (r.remove === true) {
    if (node && kind in node) return [];
    if (answer.definition && kind in answer.definition) return [problem(file, formWords.ruleOfDefinition(kind, answer.ref ?? ''), 'rule.kind')];
    return [problem(file, formWords.noSuchRule(said, kind), 'rule.kind')];
  }
  const out = ruleProblems(r as NewRule, rulesFor(answer), formWords.answerIs(answer), file, messagesFile, locales);
  const other = OTHER_BOUND[kind];
  const bound = other ? (node?.[other] ?? answer.definition?.[other]) : undefined;
  if (other && typeof bound === 'number' && typeof r.value === 'number' && !out.some((p) => p.field === 'rule.value')
    && (kind.startsWith('min') ? r.value > bound : r.value < bound)) out.push(problem(file, formWords.boundsCross(kind, r.value, other, bound), 'rule.value'));
  return out;
}

// The rule put on the question's field: its value where the rule was, else before the field's `x-messages` (the
// guide writes the messages last), and its message key in `x-messages`, or the rule and its key taken out (an
// `x-messages` left empty goes too). A field's other keys keep their places, so taking out a rule the editor set puts
// the field back as it was.
function withRule(node: Json, kind: RuleKind, value: unknown, code: string): Json {
  const out: Json = {};
  const had = kind in node;
  for (const [k, v] of Object.entries(node)) {
    if (k === 'x-messages' && !had) out[kind] = value;
    out[k] = k === kind ? value : k === 'x-messages' ? { ...(v as Json), [kind]: code } : v;
  }
  if (!('x-messages' in node)) return { ...out, [kind]: value, 'x-messages': { [kind]: code } };
  return out;
}
function withoutRule(node: Json, kind: RuleKind): Json {
  const { [kind]: _rule, ...rest } = node;
  const { [kind]: _code, ...messages } = (rest['x-messages'] ?? {}) as Json;
  if (!('x-messages' in rest)) return rest;
  if (Object.keys(messages).length === 0) {
    const { 'x-messages': _all, ...bare } = rest;
    return bare;
  }
  return { ...rest, 'x-messages': messages };
}

/** The schema with the question's field changed by `edit`, where the field is (the form's properties or a `then`). */
export function editField(files: FileSet, form: string, name: string, edit: (node: Json) => Json): void {
  editForm(files, form, (schema, ui) => {
    const next = structuredClone(schema);
    const node = fieldIn(next, name);
    if (!node) return { schema, ui };
    const changed = edit(node);
    for (const key of Object.keys(node)) delete node[key];
    Object.assign(node, changed);
    return { schema: next, ui };
  });
}

// A rule set, replaced or taken out, checked by ruleChangeProblems first. Its message is where the guide puts rule
// messages (content/<locale>/messages.yaml): a message only this rule reads takes the new words in place; one another
// rule, form or the app's code also reads (the guide's permitNumberFormat says both the pattern and the longest
// length) is left to them and the rule gets a key of its own, added at the end of each language's file, unless the
// words are the same. A rule taken out takes its message with it when nothing else reads it.
export function writeRuleChange(files: FileSet, form: string, name: string, change: RuleChange, locales: readonly string[]): void {
  const node = allProperties(formFiles(files, form).schema)[name] ?? {};
  const code = ((node['x-messages'] ?? {}) as Json)[change.kind];
  const own = typeof code === 'string' ? code : undefined;
  if (isRemove(change)) {
    editField(files, form, name, (n) => withoutRule(n, change.kind));
    if (own) dropUnread(files, [own], locales);
    return;
  }
  const said = (key: string) => locales.every((l) => messagesOf(files, l)[key] === change.message[l]);
  // Read by this rule alone: named once in this form's schema, and by nothing else (another form, the app's code).
  const alone = own !== undefined && files.read(schemaFile(form)).split(`"${own}"`).length === 2 && !readElsewhere(files, form, own);
  const keep = own !== undefined && (alone || said(own));
  const key = keep ? own! : ruleCode(files, name, change.kind);
  editField(files, form, name, (n) => withRule(n, change.kind, change.value, key));
  for (const l of locales) {
    if (keep && messagesOf(files, l)[key] === change.message[l]) continue;
    editYaml(files, messagesFile(l), [], { set: [[key, change.message[l]!]] });
  }
}

/** Whether a message key is read outside this form's schema: another form, a definition, the app's code. */
function readElsewhere(files: FileSet, form: string, code: string): boolean {
  const mine = schemaFile(form);
  return stillRead({ ...files, read: (rel: string) => (rel === mine ? '' : files.read(rel)) }, code);
}
