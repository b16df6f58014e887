import { allProperties } from '../../../engine/forms/allProperties';
import type { FormSchema } from '../../../engine/forms/FormDefinition';
import type { Problem } from '../../../engine/Problem';
import { contentLocales } from '../../../scripts/vite/localeCatalogs';
import type { FileSet } from './fileSet';
import { answerKind, attach, conditionOf, detach, placeOf, setBranchRequired, shownBy } from './formConditions';
import { whyNeeded } from './formNeeds';
import { setOrder } from './formOrder';
import { copyFile, formFiles, inquiryTable, labelsOf, questionOrder, questionSaid, schemaFile } from './formQuestions';
import type { FormScreen } from './formScreen';
import { formWords } from './formWords';
import { dropUnread, editForm, editYaml, type EditorProblem, FormRefusal, messagesFile, problem, ruleCode } from './formEdit';
import { FormEditError } from './jsonFile';
import { questionKinds } from './questionKinds';
import type { Choice, Condition, FormChange, NewQuestion, Words } from '../../shared/formTypes';
import { answerOf, definitionOf } from './questionAnswer';
import { ruleProblems, rulesFor } from './questionRule';
import { ruleChangeProblems, writeRuleChange } from './questionRuleChange';
import { requiredCode, withRequiredCode, writeRequiredMessage } from './questionRequired';
import { widgetOf, widgetProblems, withAutofill, writeWidget } from './questionWidget';
import { autocompleteTokens } from '../../../engine/fields/shared/autocompleteTokens';
import { uiFile } from './formFiles';

const NAME = /^[a-z][A-Za-z0-9]*$/;
const VALUE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((n, i) => n === b[i]);

/** Every locale's words present, else one problem per language missing them, named in that language's copy file. */
export function wordsProblems(what: string, words: Words | undefined, fileOf: (locale: string) => string, locales: readonly string[], field?: string): EditorProblem[] {
  return locales.filter((l) => typeof words?.[l] !== 'string' || words[l]!.trim() === '').map((l) => problem(fileOf(l), formWords.missingWords(what, l), field && `${field}.${l}`));
}

// What is wrong with "shown only when another answer is ...", before anything is written: a condition that is no
// { on, values }, a question the form does not have, the question itself, one without choices to pick, an answer it
// does not offer, or one shown only by an answer to the question it would show (neither would ever show).
function conditionProblems(files: FileSet, schema: FormSchema, form: string, name: string, condition: unknown, said: (name: string) => string): EditorProblem[] {
  const file = schemaFile(form);
  const c = condition as Partial<Condition> | null;
  if (!c || typeof c !== 'object' || typeof c.on !== 'string' || !Array.isArray(c.values)) return [problem(file, formWords.badCondition, 'condition')];
  if (c.on === name) return [problem(file, formWords.conditionOnItself(said(name)), 'condition')];
  if (!(c.on in allProperties(schema))) return [problem(file, formWords.conditionNoQuestion(c.on, form), 'condition')];
  const answers = answersOf(files, schema, c.on);
  if (!answers) return [problem(file, formWords.conditionNoChoices(said(c.on)), 'condition')];
  if (c.values.length === 0) return [problem(file, formWords.conditionNoValues(said(c.on)), 'condition.values')];
  const out = c.values.filter((v) => !answers.values.includes(String(v))).map((v) => problem(file, formWords.conditionBadValue(said(c.on!), String(v), answers.values), 'condition.values'));
  if (answers.kind === 'yesNo' && new Set(c.values).size > 1) out.push(problem(file, formWords.conditionNoValues(said(c.on)), 'condition.values'));
  // A chain that comes back to the question: each step the question shown by the one before.
  for (let at: string | undefined = c.on, steps = 0; at && steps < 50; steps += 1) {
    at = conditionOf(schema, at)?.on;
    if (at === name) out.push(problem(file, formWords.conditionLoop(said(name), said(c.on)), 'condition'));
  }
  return out;
}

/** What the answer to `name` offers a condition, its shared definition read under it (a yes/no box by `$ref`). */
const answersOf = (files: FileSet, schema: FormSchema, name: string) => {
  const node = allProperties(schema)[name];
  return answerKind(node, definitionOf(files, node));
};

/** A condition as it is written: its values in the order the question offers them, each once. */
function tidyCondition(files: FileSet, schema: FormSchema, c: Condition): Condition {
  const offered = answersOf(files, schema, c.on)?.values ?? [];
  return { on: c.on, values: offered.filter((v) => c.values.map(String).includes(v)) };
}

// Whether any language was given words (a hint is optional: none in any language leaves it out). What the page sent
// is read as it came: a language's words that are not text (null, a number) are no words, never a crash.
export const anyWords = (words: Words | undefined): boolean => Object.values(words ?? {}).some((w) => typeof w === 'string' && w.trim() !== '');

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
  // The questions named as the panel shows them; the one added by the words given for it (a name taken is another's).
  const said = questionSaid(files, found, { name: String(q.name), label: q.label });
  if (typeof q.name !== 'string' || !NAME.test(q.name)) problems.push(problem(schemaFile(form), formWords.badName(String(q.name)), 'name'));
  else if (q.name in allProperties(schema) || uses.some((u) => locales.some((l) => labelsOf(files, l, u.copy).has(q.name)))) problems.push(problem(schemaFile(form), formWords.nameTaken(questionSaid(files, found)(q.name), form), 'name'));
  if (!kind) problems.push(problem(schemaFile(form), formWords.noKind(String(q.kind))));
  // An answer reaches the lender through a `save:` map (saveAnswers); another action would drop it, or send the
  // lender a field it does not know.
  for (const use of uses) {
    const actions = Object.values(use.on).map((h) => h?.action).filter((a): a is string => Boolean(a));
    if (!actions.includes('saveAnswers')) problems.push(problem(use.flowFile, formWords.notSaved(use.screen, actions.join(', ') || 'no')));
  }
  problems.push(...wordsProblems(formWords.theLabel, q.label, screenCopy, locales, 'label'));
  if (anyWords(q.hint)) problems.push(...wordsProblems(formWords.theHint, q.hint, screenCopy, locales, 'hint'));
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
  // A drop-down list's first line (`<name>.placeholder`, the guide's "Choose one"): its words in every language.
  const dropDown = kind !== undefined && widgetOf(answerOf(files, kind.schema as FormSchema), kind.ui) === 'select';
  if (dropDown) problems.push(...wordsProblems(formWords.thePlaceholder, q.placeholder, screenCopy, locales, 'placeholder'));
  // Its own message when left empty: optional, but in every language once one is given (a question that must be answered).
  const requiredWords = q.required === true && anyWords(q.requiredMessage);
  if (requiredWords) problems.push(...wordsProblems(formWords.theRequiredMessage, q.requiredMessage, messagesFile, locales, 'requiredMessage'));
  const autofill = q.autocomplete === undefined || q.autocomplete === '' ? undefined : q.autocomplete;
  if (autofill !== undefined && (typeof autofill !== 'string' || !autocompleteTokens.includes(autofill))) problems.push(problem(uiFile(form), formWords.noAutofill(String(autofill)), 'autocomplete'));
  const code = q.rule ? ruleCode(files, q.name, q.rule.kind) : '';
  const requiredKey = requiredWords ? requiredCode(files, q.name) : '';
  if (q.rule && kind) {
    const answer = { ...answerOf(files, kind.schema as FormSchema), choices: kind.choices };
    problems.push(...ruleProblems(q.rule, rulesFor(answer), formWords.answerIs(answer), schemaFile(form), messagesFile, locales));
  }
  if (q.condition !== undefined && q.condition !== null) problems.push(...conditionProblems(files, schema, form, String(q.name), q.condition, said));
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
  // The field as the guide's job type: `"x-messages": { "required": ... }` after its rules, the required key first.
  const written = requiredWords ? withRequiredCode(field, requiredKey) : field;
  // Its box's autofill in its UI entry, where the guide's landlord's phone has it (replacing the kind's own).
  const entry = autofill ? withAutofill(kind.ui, autofill) : kind.ui;
  editForm(files, form, (s, ui) => {
    const order = questionOrder(s, ui);
    const at = q.position === undefined ? order.length : q.position;
    if (!Number.isInteger(at) || at < 0 || at > order.length) throw new FormRefusal([problem(schemaFile(form), formWords.badPosition)]);
    const withField = attach(s, q.name, written as FormSchema, q.required, q.condition ? tidyCondition(files, s, q.condition) : null, q.condition ? answersOf(files, s, q.condition.on)?.kind : undefined);
    const withUi = Object.keys(entry).length > 0 ? { ...ui, [q.name]: entry } : ui;
    return setOrder(withField, withUi, [...order.slice(0, at), q.name, ...order.slice(at)], [q.name]);
  });
  for (const use of uses) for (const l of locales) {
    const set: [string, string][] = [[q.name, q.label[l]!]];
    // The first line right under the question's words, as the guide's job type has it.
    if (dropDown) set.push([`${q.name}.placeholder`, q.placeholder![l]!]);
    if (q.hint?.[l]?.trim()) set.push([`${q.name}Hint`, q.hint[l]!]);
    if (kind.choices) for (const c of choices) set.push([`${q.name}.${c.value}`, c.words[l]!]);
    editYaml(files, copyFile(l, use.copy), ['labels'], { set });
  }
  if (requiredWords) for (const l of locales) editYaml(files, messagesFile(l), [], { set: [[requiredKey, q.requiredMessage![l]!]] });
  if (q.rule) for (const l of locales) editYaml(files, messagesFile(l), [], { set: [[code, q.rule.message[l]!]] });
  for (const map of saveMaps(found)) editYaml(files, map.file, map.path, { set: [[q.name, `answers.${q.name}`]] });
}

async function removeQuestion(files: FileSet, found: FormScreen, name: string, locales: readonly string[]): Promise<void> {
  const { form, uses } = found;
  const { schema, ui } = formFiles(files, form);
  const place = placeOf(schema, name).where;
  if (place === 'none') throw new FormRefusal([problem(schemaFile(form), formWords.noQuestion(name, form))]);
  if (place === 'files') throw new FormRefusal([problem(schemaFile(form), formWords.conditional)]);
  const why = await whyNeeded(name, ui, uses, inquiryTable(files));
  if (why) throw new FormRefusal([problem(schemaFile(form), why)]);
  const shows = shownBy(schema, name).map((q) => q.name);
  const said = questionSaid(files, found);
  if (shows.length) throw new FormRefusal([problem(schemaFile(form), formWords.stillShows(said(name), shows.map(said)))]);
  const codes = Object.values((allProperties(schema)[name]?.['x-messages'] ?? {}) as Record<string, string>);
  editForm(files, form, (s, u) => {
    // Taken out where it is: the form's own properties, or the `then` of its condition (which goes when left empty).
    const next = detach(s, name).schema;
    const { [name]: _ui, ...restUi } = u;
    const order = restUi['ui:order'];
    return { schema: next, ui: Array.isArray(order) ? { ...restUi, 'ui:order': order.filter((n) => n !== name) } : restUi };
  });
  for (const use of uses) for (const l of locales) {
    const keys = [...labelsOf(files, l, use.copy).keys()].filter((k) => k === name || k === `${name}Hint` || k.startsWith(`${name}.`));
    if (keys.length) editYaml(files, copyFile(l, use.copy), ['labels'], { remove: keys });
  }
  // Its messages go with it when nothing else reads them (another form, the app's code, the default messages), as
  // flows:check's textKeys rule would call them leftovers: the guide's enterLandlordPhone goes with the landlord's phone.
  dropUnread(files, codes, locales);
  for (const map of saveMaps(found)) editYaml(files, map.file, map.path, { remove: [name] });
}

function moveQuestion(files: FileSet, found: FormScreen, name: string, way: 'up' | 'down'): void {
  // The entry form asks what the lender's inquiries name, in the inquiry table's order, not its UI schema's.
  if (formFiles(files, found.form).ui['ui:askedBy'] === 'inquiries') throw new FormRefusal([problem('flows/inquiries.yaml', formWords.orderedByInquiries)]);
  editForm(files, found.form, (schema, ui) => {
    const order = questionOrder(schema, ui);
    const at = order.indexOf(name);
    if (at < 0) throw new FormRefusal([problem(schemaFile(found.form), formWords.noQuestion(name, found.form))]);
    const to = way === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= order.length) throw new FormRefusal([problem(schemaFile(found.form), formWords.cannotMove(questionSaid(files, found)(name), way))]);
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
  const said = questionSaid(files, found);
  const problems = c.label ? wordsProblems(formWords.theLabel, c.label, screenCopy, locales, 'label') : [];
  const hintGiven = anyWords(c.hint);
  if (hintGiven) problems.push(...wordsProblems(formWords.theHint, c.hint, screenCopy, locales, 'hint'));
  const place = placeOf(schema, c.name).where;
  const asked = c.condition !== undefined && c.condition !== null;
  // Whether it must be answered once the change is made: its own message when left empty is for such a question only.
  const at = placeOf(schema, c.name);
  const requiredNow = at.where === 'branch' ? Boolean((at.branch.holder.then as FormSchema).required?.includes(c.name)) : (schema.required ?? []).includes(c.name);
  const requiredAfter = c.required ?? requiredNow;
  const messageGiven = c.requiredMessage !== undefined && requiredAfter && anyWords(c.requiredMessage);
  if ((c.required !== undefined || c.condition !== undefined || c.rule !== undefined || c.requiredMessage !== undefined) && place === 'files') {
    problems.push(problem(schemaFile(form), formWords.conditional, c.condition !== undefined ? 'condition' : c.rule !== undefined ? 'rule.kind' : undefined));
  } else {
    if (asked) problems.push(...conditionProblems(files, schema, form, c.name, c.condition, said));
    if (c.rule !== undefined) problems.push(...ruleChangeProblems(files, form, c.name, c.rule, locales, said(c.name)));
    if (messageGiven) problems.push(...wordsProblems(formWords.theRequiredMessage, c.requiredMessage, messagesFile, locales, 'requiredMessage'));
  }
  const widgetProblemsFound = c.widget !== undefined ? widgetProblems(files, form, c.name, c.widget, said(c.name)) : [];
  problems.push(...widgetProblemsFound);
  const placeholder = widgetProblemsFound.length === 0 ? placeholderChange(files, found, c, locales) : { problems: [], write: () => undefined };
  problems.push(...placeholder.problems);
  if (problems.length) throw new FormRefusal(problems);
  // The condition it already has (or none for none) changes nothing: the question stays where it is.
  const sameCondition = (c.condition === null && place === 'top')
    || (asked && place === 'branch' && JSON.stringify(tidyCondition(files, schema, c.condition!)) === JSON.stringify(conditionOf(schema, c.name)));
  const conditionGiven = c.condition !== undefined && !sameCondition;
  for (const l of locales) {
    const set: [string, string][] = [];
    if (c.label) set.push([c.name, c.label[l]!]);
    if (hintGiven) set.push([`${c.name}Hint`, c.hint![l]!]);
    const remove = c.hint && !hintGiven && labelsOf(files, l, uses[0]!.copy).has(`${c.name}Hint`) ? [`${c.name}Hint`] : [];
    if (set.length || remove.length) editYaml(files, screenCopy(l), ['labels'], { set, remove });
  }
  if (conditionGiven) {
    // Moved to where its condition says (a `then`, or the form's own properties), shown where it was shown before.
    editForm(files, form, (s, ui) => {
      const order = questionOrder(s, ui);
      const out = detach(s, c.name);
      const next = attach(out.schema, c.name, out.field, c.required ?? out.required, c.condition ? tidyCondition(files, s, c.condition) : null, c.condition ? answersOf(files, s, c.condition.on)?.kind : undefined);
      return same(questionOrder(next, ui), order) ? { schema: next, ui } : setOrder(next, ui, order, [c.name]);
    });
  } else if (c.required !== undefined && place === 'branch') {
    editForm(files, form, (s, ui) => ({ schema: setBranchRequired(s, c.name, c.required!), ui }));
  } else if (c.required !== undefined) {
    editForm(files, form, (s, ui) => {
      const has = (s.required ?? []).includes(c.name);
      if (has === c.required) return { schema: s, ui };
      return { schema: { ...s, required: c.required ? [...(s.required ?? []), c.name] : (s.required ?? []).filter((n) => n !== c.name) }, ui };
    });
  }
  // Made optional, its message when left empty goes (never shown); set, replaced, or taken out with every box left empty.
  if (c.required === false || (c.requiredMessage !== undefined && requiredAfter && !messageGiven)) writeRequiredMessage(files, form, c.name, null, locales);
  else if (messageGiven) writeRequiredMessage(files, form, c.name, c.requiredMessage!, locales);
  if (c.rule !== undefined) writeRuleChange(files, form, c.name, c.rule, locales);
  if (c.widget !== undefined) writeWidget(files, form, c.name, c.widget);
  placeholder.write();
}

// A drop-down list's first line, what it says before a choice is made (`<question>.placeholder` in the copy, as the
// guide's job type: SelectWidget reads it). A question made a drop-down needs those words on every screen showing it
// in every language: the words given (written on this screen, and where a screen has none), else those its copy
// already has; a language without them is named and nothing written. A question that stops being a drop-down loses
// them, as no other box shows them.
function placeholderChange(files: FileSet, found: FormScreen, c: Extract<FormChange, { op: 'change' }>, locales: readonly string[]) {
  const { form, uses } = found;
  const { schema, ui } = formFiles(files, form);
  const key = `${c.name}.placeholder`;
  const now = widgetOf(answerOf(files, allProperties(schema)[c.name]), (ui[c.name] ?? {}) as Record<string, unknown>);
  const becomes = c.widget ?? now;
  const given = becomes === 'select' && anyWords(c.placeholder);
  const toSelect = becomes === 'select' && now !== 'select';
  const fromSelect = becomes !== 'select' && now === 'select';
  const has = (use: FormScreen['uses'][number], l: string) => labelsOf(files, l, use.copy).has(key);
  const problems: EditorProblem[] = [];
  if (given) problems.push(...wordsProblems(formWords.thePlaceholder, c.placeholder, (l) => copyFile(l, uses[0]!.copy), locales, 'placeholder'));
  else if (toSelect) {
    for (const use of uses) for (const l of locales) if (!has(use, l)) problems.push(problem(copyFile(l, use.copy), formWords.missingWords(formWords.thePlaceholder, l), `placeholder.${l}`));
  }
  const write = () => {
    for (const use of uses) for (const l of locales) {
      const rel = copyFile(l, use.copy);
      if (fromSelect && has(use, l)) editYaml(files, rel, ['labels'], { remove: [key] });
      // Right under the question's own words, as the guide puts the job type's.
      else if (given && (use === uses[0] || !has(use, l))) editYaml(files, rel, ['labels'], { set: [[key, c.placeholder![l]!]], after: c.name });
    }
  };
  return { problems, write };
}

// A question's choices as product wants them, in order: a value not there before is added (its words on every screen
// showing the form, after the question's other words), one left out is removed (its words with it; refused while a
// condition shows a question for it), the order is the schema's `enum` and that of its words' lines in every copy
// file, and words that differ are renamed on this screen, as a change of a question's words is. Every choice needs
// words in every language, or nothing is written.
function changeChoices(files: FileSet, found: FormScreen, c: Extract<FormChange, { op: 'choices' }>, locales: readonly string[]): void {
  const { form, uses } = found;
  const file = schemaFile(form);
  const { schema } = formFiles(files, form);
  const place = placeOf(schema, c.name).where;
  if (place === 'none') throw new FormRefusal([problem(file, formWords.noQuestion(c.name, form))]);
  const answers = answerKind(allProperties(schema)[c.name]);
  const said = questionSaid(files, found);
  if (place === 'files' || !answers || answers.kind === 'yesNo') throw new FormRefusal([problem(file, formWords.noChoicesToChange(said(c.name)))]);
  if (!Array.isArray(c.choices) || c.choices.some((x) => !x || typeof x !== 'object')) throw new FormRefusal([problem(file, formWords.choicesNotAList, 'choices')]);
  const choices: Choice[] = c.choices;
  const screenCopy = (l: string) => copyFile(l, uses[0]!.copy);
  const problems: EditorProblem[] = [];
  if (choices.length === 0) problems.push(problem(file, formWords.noChoices(c.name), 'choices'));
  const seen = new Set<string>();
  choices.forEach((x, i) => {
    if (typeof x.value !== 'string' || !VALUE.test(x.value)) problems.push(problem(file, formWords.badChoice(String(x.value ?? '')), `choices.${i}.value`));
    else if (seen.has(x.value)) problems.push(problem(file, formWords.choiceTwice(x.value), `choices.${i}.value`));
    seen.add(String(x.value));
    problems.push(...wordsProblems(formWords.theChoice(String(x.value ?? '')), x.words, screenCopy, locales, `choices.${i}.words`));
  });
  const removed = answers.values.filter((v) => !seen.has(v));
  for (const v of removed) {
    const shown = shownBy(schema, c.name).filter((q) => q.values.includes(v)).map((q) => said(q.name));
    if (shown.length) problems.push(problem(file, formWords.choiceShows(v, shown), 'choices'));
  }
  if (problems.length) throw new FormRefusal(problems);
  const values = choices.map((x) => x.value);
  editForm(files, form, (s, ui) => {
    const next = structuredClone(s);
    const place = placeOf(next, c.name);
    const node = (place.where === 'top' ? next.properties! : ((place.where === 'branch' ? place.branch.holder.then : {}) as FormSchema).properties!)[c.name]!;
    if (answers.kind === 'choices') node.items = { ...(node.items as FormSchema), enum: values };
    else node.enum = values;
    return { schema: next, ui };
  });
  for (const use of uses) for (const l of locales) {
    const rel = copyFile(l, use.copy);
    const labels = labelsOf(files, l, use.copy);
    const key = (v: string) => `${c.name}.${v}`;
    const set = choices.filter((x) => !answers.values.includes(x.value) || (use === uses[0] && labels.get(key(x.value)) !== x.words[l]))
      .map((x): [string, string] => [key(x.value), x.words[l]!]);
    const remove = removed.map(key).filter((k) => labels.has(k));
    // New words go after the question's own (its last choice, else its hint, else its label), as the guide groups them.
    const after = [...labels.keys()].filter((k) => k === c.name || k === `${c.name}Hint` || k.startsWith(`${c.name}.`)).filter((k) => !remove.includes(k)).pop();
    // Their lines in the choices' order, as the borrower sees them: a choice moved moves its words' line alone.
    const order = values.map(key);
    const had = [...labels.keys()].filter((k) => order.includes(k));
    const moved = had.some((k, i) => i > 0 && order.indexOf(k) < order.indexOf(had[i - 1]!));
    if (set.length || remove.length || moved) editYaml(files, rel, ['labels'], { set, remove, order, ...(after ? { after } : {}) });
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
    case 'choices': changeChoices(files, found, change, locales); break;
    case 'remove': await removeQuestion(files, found, change.name, locales); break;
    default: throw new FormEditError(`unknown change "${String((change as { op?: unknown }).op)}": add, move, change, choices or remove`);
  }
  return found.form;
}
