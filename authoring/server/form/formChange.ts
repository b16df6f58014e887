import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { allProperties } from '../../../engine/forms/allProperties';
import type { FormSchema, UiSchema } from '../../../engine/forms/FormDefinition';
import type { Problem } from '../../../engine/Problem';
import { contentLocales } from '../../../scripts/vite/localeCatalogs';
import type { FileSet } from './fileSet';
import { whyNeeded } from './formNeeds';
import { setOrder } from './formOrder';
import { copyFile, formFiles, inquiryTable, labelsOf, questionOrder, schemaFile, uiFile } from './formQuestions';
import type { FormScreen } from './formScreen';
import { formWords } from './formWords';
import { FormEditError, jsonFile } from './jsonFile';
import { questionKinds } from './questionKinds';
import type { FormChange, NewQuestion, Words } from '../../shared/formTypes';
import { ruleProblems } from './questionRule';
import { editYamlMap, type MapEdit } from './yamlMapLines';

/** A refusal before anything is checked or written: what product must give or fix, where. */
export class FormRefusal extends Error {
  constructor(readonly problems: Problem[]) {
    super(problems.map((p) => p.message).join(' '));
  }
}

const NAME = /^[a-z][A-Za-z0-9]*$/;
const VALUE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const problem = (file: string, message: string): Problem => ({ file, line: 1, column: 1, message, rule: 'formEditor' });

// The form's schema and UI schema, read, changed by `edit` and put back in the file set in their own layout.
function editForm(files: FileSet, form: string, edit: (schema: FormSchema, ui: UiSchema) => { schema: FormSchema; ui: UiSchema }): void {
  const schema = jsonFile(schemaFile(form), files.read(schemaFile(form)));
  const ui = files.exists(uiFile(form)) ? jsonFile(uiFile(form), files.read(uiFile(form))) : null;
  const next = edit(schema.value as FormSchema, (ui?.value ?? {}) as UiSchema);
  files.write(schemaFile(form), schema.write(next.schema));
  if (ui) files.write(uiFile(form), ui.write(next.ui));
  else if (Object.keys(next.ui).length > 0) files.write(uiFile(form), `${JSON.stringify(next.ui, null, 2)}\n`);
}

const editYaml = (files: FileSet, rel: string, path: readonly string[], edit: MapEdit) => files.write(rel, editYamlMap(rel, files.read(rel), path, edit));

/** Every locale's words present, else one problem per language missing them, named in that language's copy file. */
function wordsProblems(what: string, words: Words | undefined, fileOf: (locale: string) => string, locales: readonly string[]): Problem[] {
  return locales.filter((l) => typeof words?.[l] !== 'string' || words[l]!.trim() === '').map((l) => problem(fileOf(l), formWords.missingWords(what, l)));
}

// Whether any language was given words (a hint is optional: none in any language leaves it out). What the page sent
// is read as it came: a language's words that are not text (null, a number) are no words, never a crash.
const anyWords = (words: Words | undefined): boolean => Object.values(words ?? {}).some((w) => typeof w === 'string' && w.trim() !== '');

/** The `save:` maps of the screens showing the form whose action keeps its answers (saveAnswers): flow file and path. */
const saveMaps = (found: FormScreen) => found.uses.flatMap((use) => Object.entries(use.on)
  .filter(([, h]) => h?.action === 'saveAnswers' && h.save && Object.keys(h.save).length > 0)
  .map(([event]) => ({ file: use.flowFile, path: ['screens', use.screen, 'on', event, 'save'] })));

function addQuestion(files: FileSet, found: FormScreen, q: NewQuestion, locales: readonly string[]): void {
  const { form, uses } = found;
  const { schema } = formFiles(files, form);
  const kind = questionKinds(files.root).find((k) => k.id === q.kind);
  const screenCopy = (l: string) => copyFile(l, uses[0]!.copy);
  const problems: Problem[] = [];
  if (typeof q.name !== 'string' || !NAME.test(q.name)) problems.push(problem(schemaFile(form), formWords.badName(String(q.name))));
  else if (q.name in allProperties(schema) || uses.some((u) => locales.some((l) => labelsOf(files, l, u.copy).has(q.name)))) problems.push(problem(schemaFile(form), formWords.nameTaken(q.name, form)));
  if (!kind) problems.push(problem(schemaFile(form), formWords.noKind(String(q.kind))));
  // An answer reaches the lender through a `save:` map (saveAnswers); another action would drop it, or send the
  // lender a field it does not know.
  for (const use of uses) {
    const actions = Object.values(use.on).map((h) => h?.action).filter((a): a is string => Boolean(a));
    if (!actions.includes('saveAnswers')) problems.push(problem(use.flowFile, formWords.notSaved(use.screen, actions.join(', ') || 'no')));
  }
  problems.push(...wordsProblems(formWords.theLabel, q.label, screenCopy, locales));
  if (anyWords(q.hint)) problems.push(...wordsProblems(formWords.theHint, q.hint, screenCopy, locales));
  const choices = q.choices ?? [];
  if (kind?.choices) {
    if (choices.length === 0) problems.push(problem(schemaFile(form), formWords.noChoices(kind.name)));
    const seen = new Set<string>();
    for (const c of choices) {
      if (!VALUE.test(String(c.value))) problems.push(problem(schemaFile(form), formWords.badChoice(String(c.value))));
      else if (seen.has(c.value)) problems.push(problem(schemaFile(form), formWords.choiceTwice(c.value)));
      seen.add(c.value);
      problems.push(...wordsProblems(formWords.theChoice(String(c.value)), c.words, screenCopy, locales));
    }
  }
  const code = q.rule ? messageCode(files, `${q.name}${q.rule.kind.charAt(0).toUpperCase()}${q.rule.kind.slice(1)}`) : '';
  if (q.rule && kind) problems.push(...ruleProblems(q.rule, kind.type, schemaFile(form), (l) => `content/${l}/messages.yaml`, locales));
  if (problems.length > 0 || !kind) throw new FormRefusal(problems);

  const field: Record<string, unknown> = { ...kind.schema };
  if (kind.choices) {
    if (kind.type === 'array') field.items = { ...(field.items as object), enum: choices.map((c) => c.value) };
    else field.enum = choices.map((c) => c.value);
  }
  if (q.rule) {
    field[q.rule.kind] = q.rule.value;
    field['x-messages'] = { ...(field['x-messages'] as object | undefined), [q.rule.kind]: code };
  }
  editForm(files, form, (s, ui) => {
    const order = questionOrder(s, ui);
    const at = q.position === undefined ? order.length : q.position;
    if (!Number.isInteger(at) || at < 0 || at > order.length) throw new FormRefusal([problem(schemaFile(form), formWords.badPosition)]);
    const withField: FormSchema = { ...s, properties: { ...s.properties, [q.name]: field as FormSchema } };
    if (q.required) withField.required = [...(s.required ?? []), q.name];
    const withUi = Object.keys(kind.ui).length > 0 ? { ...ui, [q.name]: kind.ui } : ui;
    return setOrder(withField, withUi, [...order.slice(0, at), q.name, ...order.slice(at)], [q.name]);
  });
  for (const use of uses) for (const l of locales) {
    const set: [string, string][] = [[q.name, q.label[l]!]];
    if (q.hint?.[l]?.trim()) set.push([`${q.name}Hint`, q.hint[l]!]);
    if (kind.choices) for (const c of choices) set.push([`${q.name}.${c.value}`, c.words[l]!]);
    editYaml(files, copyFile(l, use.copy), ['labels'], { set });
  }
  if (q.rule) for (const l of locales) editYaml(files, `content/${l}/messages.yaml`, [], { set: [[code, q.rule.message[l]!]] });
  for (const map of saveMaps(found)) editYaml(files, map.file, map.path, { set: [[q.name, `answers.${q.name}`]] });
}

/** A message key not yet in English messages.yaml: the name asked for, or it with the first free number. */
function messageCode(files: FileSet, wanted: string): string {
  const text = files.read('content/en/messages.yaml');
  const taken = (key: string) => new RegExp(`^${key}\\s*:`, 'm').test(text);
  let code = wanted;
  for (let n = 2; taken(code); n += 1) code = `${wanted}${n}`;
  return code;
}

async function removeQuestion(files: FileSet, found: FormScreen, name: string, locales: readonly string[]): Promise<void> {
  const { form, uses } = found;
  const { schema, ui } = formFiles(files, form);
  if (!(name in allProperties(schema))) throw new FormRefusal([problem(schemaFile(form), formWords.noQuestion(name, form))]);
  if (!(name in (schema.properties ?? {}))) throw new FormRefusal([problem(schemaFile(form), formWords.conditional)]);
  const why = await whyNeeded(name, ui, uses, inquiryTable(files));
  if (why) throw new FormRefusal([problem(schemaFile(form), why)]);
  const codes = Object.values((schema.properties?.[name]?.['x-messages'] ?? {}) as Record<string, string>);
  editForm(files, form, (s, u) => {
    const { [name]: _gone, ...properties } = s.properties ?? {};
    const next: FormSchema = { ...s, properties };
    if (s.required) next.required = s.required.filter((n) => n !== name);
    const { [name]: _ui, ...restUi } = u;
    const order = restUi['ui:order'];
    return { schema: next, ui: Array.isArray(order) ? { ...restUi, 'ui:order': order.filter((n) => n !== name) } : restUi };
  });
  for (const use of uses) for (const l of locales) {
    const keys = [...labelsOf(files, l, use.copy).keys()].filter((k) => k === name || k === `${name}Hint` || k.startsWith(`${name}.`));
    if (keys.length) editYaml(files, copyFile(l, use.copy), ['labels'], { remove: keys });
  }
  // The messages the editor made for it (named after it) go with it, unless a form still names them.
  const stillNamed = (code: string) => otherFormTexts(files, form).some((t) => t.includes(`"${code}"`)) || files.read(schemaFile(form)).includes(`"${code}"`);
  const gone = codes.filter((c) => !stillNamed(c) && c.startsWith(name));
  if (gone.length) for (const l of locales) editYaml(files, `content/${l}/messages.yaml`, [], { remove: gone });
  for (const map of saveMaps(found)) editYaml(files, map.file, map.path, { remove: [name] });
}

function otherFormTexts(files: FileSet, form: string): string[] {
  return formSchemaFiles(files.root).filter((rel) => rel !== schemaFile(form)).map((rel) => files.read(rel));
}
const formSchemaFiles = (root: string) => [
  ...readdirSync(join(root, 'schemas/forms')).filter((f) => f.endsWith('.schema.json')).map((f) => `schemas/forms/${f}`),
  ...readdirSync(join(root, 'schemas/forms/definitions')).filter((f) => f.endsWith('.json')).map((f) => `schemas/forms/definitions/${f}`),
];

function moveQuestion(files: FileSet, found: FormScreen, name: string, way: 'up' | 'down'): void {
  // The entry form asks what the lender's inquiries name, in the inquiry table's order, not its UI schema's.
  if (formFiles(files, found.form).ui['ui:askedBy'] === 'inquiries') throw new FormRefusal([problem('flows/inquiries.yaml', formWords.orderedByInquiries)]);
  editForm(files, found.form, (schema, ui) => {
    const order = questionOrder(schema, ui);
    const at = order.indexOf(name);
    if (at < 0) throw new FormRefusal([problem(schemaFile(found.form), formWords.noQuestion(name, found.form))]);
    const to = way === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= order.length) throw new FormRefusal([problem(schemaFile(found.form), formWords.cannotMove(name, way))]);
    const next = [...order];
    [next[at], next[to]] = [next[to]!, next[at]!];
    return setOrder(schema, ui, next, [name, order[to]!]);
  });
}

function changeQuestion(files: FileSet, found: FormScreen, c: Extract<FormChange, { op: 'change' }>, locales: readonly string[]): void {
  const { form, uses } = found;
  const { schema } = formFiles(files, form);
  if (!(c.name in allProperties(schema))) throw new FormRefusal([problem(schemaFile(form), formWords.noQuestion(c.name, form))]);
  const screenCopy = (l: string) => copyFile(l, uses[0]!.copy);
  const problems = c.label ? wordsProblems(formWords.theLabel, c.label, screenCopy, locales) : [];
  const hintGiven = anyWords(c.hint);
  if (hintGiven) problems.push(...wordsProblems(formWords.theHint, c.hint, screenCopy, locales));
  if (c.required !== undefined && !(c.name in (schema.properties ?? {}))) problems.push(problem(schemaFile(form), formWords.conditional));
  if (problems.length) throw new FormRefusal(problems);
  for (const l of locales) {
    const set: [string, string][] = [];
    if (c.label) set.push([c.name, c.label[l]!]);
    if (hintGiven) set.push([`${c.name}Hint`, c.hint![l]!]);
    const remove = c.hint && !hintGiven && labelsOf(files, l, uses[0]!.copy).has(`${c.name}Hint`) ? [`${c.name}Hint`] : [];
    if (set.length || remove.length) editYaml(files, screenCopy(l), ['labels'], { set, remove });
  }
  if (c.required !== undefined) {
    editForm(files, form, (s, ui) => {
      const has = (s.required ?? []).includes(c.name);
      if (has === c.required) return { schema: s, ui };
      return { schema: { ...s, required: c.required ? [...(s.required ?? []), c.name] : (s.required ?? []).filter((n) => n !== c.name) }, ui };
    });
  }
}

// One change to a form screen, made in the file set (nothing written): the form's schema and UI schema, the words of
// every screen showing it in every language, the messages of its rule, the `save:` maps that keep its answers. A
// change product must complete or cannot make is a FormRefusal naming what and where; a file the editor cannot
// change without re-laying it out is a FormEditError. Returns the form's id.
export async function applyFormChange(files: FileSet, found: FormScreen, change: FormChange): Promise<string> {
  const locales = contentLocales(files.root);
  switch (change.op) {
    case 'add': addQuestion(files, found, change.question ?? ({} as NewQuestion), locales); break;
    case 'move': moveQuestion(files, found, change.name, change.way); break;
    case 'change': changeQuestion(files, found, change, locales); break;
    case 'remove': await removeQuestion(files, found, change.name, locales); break;
    default: throw new FormEditError(`unknown change "${String((change as { op?: unknown }).op)}": add, move, change or remove`);
  }
  return found.form;
}
