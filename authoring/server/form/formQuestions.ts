import { parse } from 'yaml';
import { allProperties } from '../../../engine/forms/allProperties';
import type { FormSchema, UiSchema } from '../../../engine/forms/FormDefinition';
import { contentLocales } from '../../../scripts/vite/localeCatalogs';
import { copyLeaves } from '../copy/copyEditorFile';
import type { FileSet } from './fileSet';
import { answerKind, conditionOf, placeOf, shownBy } from './formConditions';
import { whyNeeded, type InquiryTable } from './formNeeds';
import { copyFile, formFiles, schemaFile, uiFile } from './formFiles';
import { type FormScreen, progressAround, screenForm } from './formScreen';
import { formWords } from './formWords';
import { plainLabel } from './plainLabel';
import type { FormView, QuestionView } from '../../shared/formTypes';
import { answerOf } from './questionAnswer';
import { questionKinds } from './questionKinds';
import { rulesFor } from './questionRule';
import { rulesOf } from './questionRuleChange';
import { requiredMessageOf } from './questionRequired';
import { widgetOf, widgetsFor } from './questionWidget';
import { screenAddedAfter } from './screenFlow';
import { waysOnView } from './screenWays';

export { copyFile, formFiles, schemaFile, uiFile };

// The order the form shows its questions in, as rjsf draws it: `ui:order` with "*" standing for every question not
// listed (in the schema's order), or the schema's order when the UI schema gives none.
export function questionOrder(schema: FormSchema, ui: UiSchema): string[] {
  const all = Object.keys(allProperties(schema));
  const order = ui['ui:order'];
  if (!Array.isArray(order)) return all;
  const listed = order.filter((n): n is string => typeof n === 'string' && n !== '*' && all.includes(n));
  const rest = all.filter((n) => !listed.includes(n));
  const out = order.flatMap((n) => (n === '*' ? rest : all.includes(n as string) ? [n as string] : []));
  return order.includes('*') ? out : [...out, ...rest];
}

/** The labels of a screen's copy file, by key inside `labels:` ('jobType', 'jobType.repair'). */
export function labelsOf(files: FileSet, locale: string, copy: string): Map<string, string> {
  const rel = copyFile(locale, copy);
  if (!files.exists(rel)) return new Map();
  const read = copyLeaves(`screens/${copy}.md`, files.read(rel));
  return new Map(read.ok ? read.leaves.filter((l) => l.key.startsWith('labels.')).map((l) => [l.key.slice(7), l.value]) : []);
}

export const inquiryTable = (files: FileSet): InquiryTable => {
  try {
    return (parse(files.read('flows/inquiries.yaml')) ?? {}) as InquiryTable;
  } catch {
    return {};
  }
};


// What a form screen asks, for the editor's panel: each question in the order shown, its kind, whether it must be
// answered, its words in every language (the screen's own copy), and whether it can be removed (and why not).
const isRequiredInBranch = (schema: FormSchema, name: string): boolean => {
  const place = placeOf(schema, name);
  const then = place.where === 'branch' ? (place.branch.holder.then as FormSchema) : undefined;
  return Boolean(then?.required?.includes(name));
};

// How a refusal names a question of the form: by its words as the panel lists it (the first language's, its Markdown
// taken off), its name after, “EIN” (ein); by its name alone where the screen gives it no words. `own`: the words of a
// question being added, not yet in the copy.
export function questionSaid(files: FileSet, found: FormScreen, own?: { name: string; label?: Record<string, unknown> }): (name: string) => string {
  const first = contentLocales(files.root)[0] ?? 'en';
  const labels = labelsOf(files, first, found.uses[0]?.copy ?? found.form);
  return (name) => {
    const given = own?.name === name ? own.label?.[first] : undefined;
    const label = plainLabel(typeof given === 'string' ? given : labels.get(name) ?? '');
    return formWords.asked(name, label || undefined);
  };
}

export async function describeForm(files: FileSet, screenId: string): Promise<FormView> {
  const found = screenForm(files.root, screenId);
  const locales = contentLocales(files.root);
  const kinds = questionKinds(files.root).map(({ id, name, source, type, choices, schema, ui }) => ({ id, name, source, type, choices, widget: widgetOf(answerOf(files, schema as FormSchema), ui) }));
  const addedAfter = screenAddedAfter(files.root, screenId);
  // The ways on a screen added after this one can take (screenWays.ts).
  const more = { ...(addedAfter ? { addedAfter } : {}), ...waysOnView(files.root, screenId), ...progressAround(files.root, screenId) };
  // A screen with no form (the plans) has no questions; a screen can still be added after it.
  if (!found) return { screen: screenId, form: '', alsoOn: [], locales, questions: [], kinds, ...more };
  const { form, uses } = found;
  const { schema, ui } = formFiles(files, form);
  const labels = new Map(locales.map((l) => [l, labelsOf(files, l, uses[0]!.copy)]));
  const props = allProperties(schema);
  const top = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const inquiries = inquiryTable(files);
  // The entry form asks what the lender's inquiries name, and requires what they require (engine/forms/entryForm.ts).
  const lenderAsks = ui['ui:askedBy'] === 'inquiries';
  const said = questionSaid(files, found);
  const byLocale = (key: string) => Object.fromEntries(locales.map((l) => [l, labels.get(l)?.get(key) ?? '']));
  const questions: QuestionView[] = [];
  for (const name of questionOrder(schema, ui)) {
    const node = props[name] ?? {};
    const own = (ui[name] ?? {}) as Record<string, unknown>;
    const ref = typeof node.$ref === 'string' ? /definitions\/(.+)\.json$/.exec(node.$ref)?.[1] : undefined;
    const kind = String(own['ui:widget'] ?? own['ui:field'] ?? ref ?? (Array.isArray(node.type) ? node.type[0] : node.type) ?? 'text');
    const conditional = !(name in top);
    const place = placeOf(schema, name).where;
    const condition = conditionOf(schema, name);
    const answer = answerOf(files, node);
    // A shared definition's choices or yes/no box are the question's too: another question can be shown by them.
    const answers = answerKind(node, answer.definition);
    const values = answers && answers.kind !== 'yesNo' ? answers.values : [];
    const ownChoices = Boolean(answerKind(node));
    const shows = shownBy(schema, name).map((q) => q.name);
    const why = place === 'files' ? formWords.conditional : (await whyNeeded(name, ui, uses, inquiries)) ?? (shows.length ? formWords.stillShows(said(name), shows.map(said)) : null);
    questions.push({
      name, kind, conditional,
      ...(condition ? { condition } : {}),
      ...(answers ? { shows: answers.kind === 'yesNo' ? 'yesNo' as const : 'choices' as const } : {}),
      ...(answers && answers.kind !== 'yesNo' && ownChoices && place !== 'files' ? { choicesEditable: true } : {}),
      // Shown for one answer, it must be answered when shown if its condition's `then` requires it.
      required: place === 'files' || (conditional ? isRequiredInBranch(schema, name) : required.has(name)),
      ...(lenderAsks ? { lenderAsks: true as const } : {}),
      labels: byLocale(name),
      plain: Object.fromEntries(Object.entries(byLocale(name)).map(([l, w]) => [l, plainLabel(w)])),
      hints: byLocale(`${name}Hint`),
      placeholders: byLocale(`${name}.placeholder`),
      requiredMessages: requiredMessageOf(files, node, locales),
      choices: values.map((value) => ({ value, words: byLocale(`${name}.${value}`) })),
      rules: place === 'files' ? [] : rulesOf(files, node, locales),
      ruleKinds: place === 'files' ? [] : rulesFor(answer),
      widget: widgetOf(answer, own),
      widgets: widgetsFor(answer, own).map((w) => ({ name: w, said: formWords.widgetSaid(w) })),
      removable: why === null,
      ...(why === null ? {} : { why }),
    });
  }
  return { screen: screenId, form, alsoOn: uses.slice(1).map((u) => u.screen), locales, questions, kinds, ...more };
}
