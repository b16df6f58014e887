import { parse } from 'yaml';
import { allProperties } from '../../../engine/forms/allProperties';
import { problemAt } from '../../../engine/Problem';
import type { FormSchema, UiSchema } from '../../../engine/forms/FormDefinition';
import type { CompiledFlow, Screen } from '../../../engine/flow/FlowTypes';
import { loadFlows } from '../../../scripts/lib/loadFlows';
import { contentLocales } from '../../../scripts/vite/localeCatalogs';
import type { FormChange, FormProblem, NewQuestion } from '../../shared/formTypes';
import type { FileSet } from './fileSet';
import { anyWords, applyFormChange, wordsProblems as missing } from './formChange';
import { dropUnread, type EditorProblem, FormRefusal, problem } from './formEdit';
import { validatorsFile, withValidators } from './formEditCheck';
import { copyFile, labelsOf, schemaFile, uiFile } from './formQuestions';
import { formFiles } from './formFiles';
import type { FormScreen } from './formScreen';
import { formWords } from './formWords';
import { FormEditError } from './jsonFile';
import { copyText, schemaText, uiText } from './screenFiles';
import { fixturesThrough, listFixtures, replaysThrough, replayStepsGiven, waysThrough, withoutReplaySteps, withReplaySteps } from './screenFixtures';
import { type ReplayAnswer, screenAnswers } from './screenAnswers';
import { copyLeaves } from '../copy/copyEditorFile';
import { addedAfter, insertScreen, removeScreenEntry, throughOf, throughWays, type Through, wayOn } from './screenFlow';
import { statusesOf } from './screenWays';

// Issue 46, item 5: a question screen added after the screen product is on, in its journey, as the guide's files
// (docs/adding-a-screen.md, sections 1 to 4): its form (schema and UI schema, with its first question, which the
// editor's "Add a question" writes), its copy in every language (title, button, the question's words, a text under
// the title), its entry in the flow (path, guard, progress, form, button, saveAnswers and its `save:` map) and the
// borrower sent there: the screen before goes to it, and it goes where that one went (or only the borrowers of the
// ways on ticked, the last maybe narrowed to some statuses: screenFlow.ts, throughOf). And such a screen taken out
// again: its files gone, the screen before going on as it did. Nothing is written here: the store checks the whole
// change with flows:check's rules first, and puts every file back on undo.

type AddScreen = Extract<FormChange, { op: 'addScreen' }>;
type RemoveScreen = Extract<FormChange, { op: 'removeScreen' }>;
type AddReplaySteps = Extract<FormChange, { op: 'addReplaySteps' }>;
export type ScreenChange = AddScreen | RemoveScreen | AddReplaySteps;

/** What a screen change makes: the files (null: taken out), the form, the screen the panel shows next, and the replays it stands in the way of. */
export interface ScreenChangeMade { changed: Record<string, string | null>; form: string; shown: string; notices: FormProblem[] }

export const isScreenChange = (change: FormChange): change is ScreenChange => ['addScreen', 'removeScreen', 'addReplaySteps'].includes(change?.op);

const SCREEN = /^[a-z][a-z0-9_]*$/;
const PATH = /^\/[a-z0-9_-]+(\/[a-z0-9_-]+)*$/;
/** A placeholder label that keeps the new copy file's `labels:` a block map until the first question's are in. */
const HOLD = 'x-screen-hold';

interface Found { id: string; screen: Screen; flow: CompiledFlow; file: string }
function findScreen(root: string, id: string): { found: Found | undefined; all: Found[] } {
  const flows = loadFlows(root);
  const all = Object.values(flows.flows).flatMap((flow) => (flow ? Object.entries(flow.screens).map(([sid, screen]) => ({ id: sid, screen, flow, file: flow.origin[sid] ?? `flows/${flow.journey}.yaml` })) : []));
  return { found: all.find((s) => s.id === id), all };
}

async function addScreen(files: FileSet, change: AddScreen): Promise<ScreenChangeMade> {
  const locales = contentLocales(files.root);
  const { found, all } = findScreen(files.root, String(change.screen));
  if (!found) throw new FormEditError(formWords.noScreen(String(change.screen)));
  const { screen: before, flow, file } = found;
  if (file === 'flows/common.yaml') throw new FormRefusal([problem(file, formWords.sharedScreen(found.id))]);
  const name = typeof change.name === 'string' ? change.name.trim() : '';
  const path = typeof change.path === 'string' && change.path.trim() !== '' ? change.path.trim() : `/${name}`;
  const progress = change.progress ?? (typeof before.progress === 'number' ? before.progress : undefined);
  const problems: EditorProblem[] = [];
  const valid = SCREEN.test(name);
  if (!valid) problems.push(problem(file, formWords.badScreenName(name), 'name'));
  else if (all.some((s) => s.id === name)) problems.push(problem(file, formWords.screenTaken(name), 'name'));
  else {
    const taken = [schemaFile(name), uiFile(name), ...locales.map((l) => copyFile(l, name))].find((f) => files.exists(f));
    if (taken) problems.push(problem(taken, formWords.fileTaken(taken), 'name'));
  }
  // An address made from a name already refused is not said again.
  if (!PATH.test(path)) {
    if (change.path || problems.length === 0) problems.push(problem(file, formWords.badPath(path), 'path'));
  } else if (change.path || problems.length === 0) {
    const owner = all.find((s) => s.screen.path === path);
    if (owner) problems.push(problem(owner.file, formWords.pathTaken(path, owner.id), 'path'));
  }
  if (progress !== undefined && (typeof progress !== 'number' || !Number.isFinite(progress) || progress < 0 || progress > 100)) problems.push(problem(file, formWords.badProgress, 'progress'));
  const copyOf = (l: string) => copyFile(l, valid ? name : 'new_screen');
  problems.push(...missing(formWords.theTitle, change.title, copyOf, locales, 'title'), ...missing(formWords.theButton, change.button, copyOf, locales, 'button'));
  if (anyWords(change.intro)) problems.push(...missing(formWords.theIntro, change.intro, copyOf, locales, 'intro'));
  let way: ReturnType<typeof wayOn> | undefined;
  let through: Through | undefined;
  try {
    way = wayOn(file, found.id, before);
    // Who goes through it: the ways on ticked (all when not said), the last narrowed to some statuses.
    const asked = throughOf(file, found.id, way, change.ways, change.statuses, statusesOf(flow.journey));
    through = asked.through;
    problems.push(...asked.problems);
  } catch (error) {
    if (!(error instanceof FormRefusal)) throw error;
    problems.push(...error.problems);
  }

  // The first question, as "Add a question" writes one, into the new form's files held in memory: what it says is
  // missing is said with the screen's problems, under the question's own fields.
  const form = valid ? name : 'new_screen';
  const question = (change.question ?? {}) as NewQuestion;
  const title = (l: string) => (typeof change.title?.[l] === 'string' ? change.title[l]! : '');
  const button = (l: string) => (typeof change.button?.[l] === 'string' ? change.button[l]! : '');
  files.write(schemaFile(form), `${JSON.stringify({
    $schema: 'http://json-schema.org/draft-07/schema#', $id: `https://pos-borrower.local/schemas/forms/${form}.schema.json`, title: form,
    description: `${title('en') || form}: asked after ${found.id} (added with the form editor).`, type: 'object', properties: {},
  }, null, 2)}\n`);
  for (const l of locales) files.write(copyFile(l, form), copyText(title(l) || form, button(l) || form, new Map([[HOLD, HOLD]]), ''));
  const use: FormScreen = { screen: form, form, uses: [{ screen: form, journey: flow.journey, copy: form, flowFile: file, on: { submit: { action: 'saveAnswers', next: [] } } }] };
  try {
    await applyFormChange(files, use, { op: 'add', screen: form, question: { ...question, position: 0 } });
  } catch (error) {
    if (!(error instanceof FormRefusal)) throw error;
    problems.push(...error.problems.map(({ field, ...p }) => ({ ...p, ...(field ? { field: `question.${field}` } : {}) })));
  }
  if (problems.length > 0 || !way) throw new FormRefusal(problems);

  // The new files laid out as the guide's (screenFiles.ts), the first question's words in place of the placeholder.
  const schema = JSON.parse(files.read(schemaFile(name))) as Record<string, unknown>;
  const ui = files.exists(uiFile(name)) ? (JSON.parse(files.read(uiFile(name))) as Record<string, unknown>) : {};
  files.write(schemaFile(name), schemaText(schema));
  files.write(uiFile(name), uiText({ 'ui:order': [question.name], ...ui }));
  for (const l of locales) {
    const labels = new Map([...labelsOf(files, l, name)].filter(([k]) => k !== HOLD));
    const intro = anyWords(change.intro) ? change.intro![l]! : '';
    files.write(copyFile(l, name), copyText(title(l), button(l), labels, intro));
  }
  files.write(file, insertScreen(file, files.read(file), found.id, before, {
    name, path, ...(before.guard ? { guard: before.guard } : {}), ...(progress !== undefined ? { progress } : {}), form: name, save: Object.keys(allProperties(schema as FormSchema)),
  }, through));
  const notices = fixturesThrough(files, flow, found.id, throughWays(way, through), { name, button: Object.fromEntries(locales.map((l) => [l, button(l)])) });
  return { changed: withValidators(files.root, name, files.changed()), form: name, shown: before.form ? found.id : name, notices };
}

async function removeScreen(files: FileSet, change: RemoveScreen): Promise<ScreenChangeMade> {
  const locales = contentLocales(files.root);
  const name = String(change.name);
  const { found, all } = findScreen(files.root, name);
  if (!found) throw new FormEditError(formWords.noScreen(name));
  const after = addedAfter(found.screen);
  if (!after) throw new FormRefusal([problem(found.file, formWords.notAdded(name))]);
  const before = all.find((s) => s.id === after && s.flow === found.flow);
  if (!before) throw new FormRefusal([problem(found.file, formWords.notLedTo(name, after))]);
  files.write(found.file, removeScreenEntry(found.file, files.read(found.file), name, after, before.screen));
  // The replays' steps through it, when the editor gave them (addReplaySteps), go with it.
  for (const rel of listFixtures(files)) {
    const next = withoutReplaySteps(files.read(rel), found.screen.path);
    if (next !== undefined) files.write(rel, next);
  }
  const gone: string[] = [];
  // Its form and copy go with it unless another screen shows them too (flows:check then names nothing missing).
  const others = all.filter((s) => s.id !== name);
  const form = found.screen.form;
  if (form && !others.some((s) => s.screen.form === form)) {
    const codes = Object.values(allProperties(JSON.parse(files.read(schemaFile(form))) as FormSchema))
      .flatMap((node) => Object.values((node['x-messages'] ?? {}) as Record<string, string>));
    // The schema read as empty while the messages nothing reads any more are found (formEdit.ts: stillRead).
    files.write(schemaFile(form), '{}');
    dropUnread(files, codes, locales);
    gone.push(schemaFile(form), uiFile(form), validatorsFile(form));
  }
  const copy = found.screen.copy ?? name;
  if (!others.some((s) => (s.screen.copy ?? s.id) === copy)) gone.push(...locales.map((l) => copyFile(l, copy)));
  const changed: Record<string, string | null> = { ...files.changed() };
  for (const rel of gone) if (files.exists(rel)) changed[rel] = null;
  return { changed, form: form ?? name, shown: before.screen.form ? after : found.flow.entry, notices: [] };
}

// The step of each QA replay that now stops on an added screen (fixturesThrough), given it: what answers the screen's
// questions the borrower must answer (screenAnswers.ts: the first choice of a choice, a ticked box, a typed answer from
// the schema's example or its plain rules) and its button, in the replay's language. A question no answer can be made
// for is left out of the step, and said at the step's button: QA fills it in. A replay given the step before that no
// longer answers every question (one added to the screen since) has it written again, the answers QA typed into it
// kept; a replay whose step still answers all is left as it is.
async function addReplaySteps(files: FileSet, change: AddReplaySteps): Promise<ScreenChangeMade> {
  const locales = contentLocales(files.root);
  const name = String(change.name);
  const { found } = findScreen(files.root, name);
  if (!found) throw new FormEditError(formWords.noScreen(name));
  const after = addedAfter(found.screen);
  if (!after || !found.screen.form) throw new FormRefusal([problem(found.file, formWords.notAdded(name))]);
  const { path, form } = found.screen;
  const copy = found.screen.copy ?? name;
  const { schema, ui } = formFiles(files, form);
  const languageOf = (locale: string) => (locales.includes(locale) ? locale : 'en');
  // The replays given the step before: those behind the screen as it now asks start again from before it (what QA
  // typed there kept), the others are done.
  const kept = new Map<string, { was: string; typed: ReplayAnswer[] }>();
  const done = new Set<string>();
  for (const { rel, text, given, missing } of replaysGiven(files, path, schema, ui, copy)) {
    if (missing.length === 0) { done.add(rel); continue; }
    kept.set(rel, { was: text, typed: given.answers });
    files.write(rel, withoutReplaySteps(text, path)!);
  }
  const replays = replaysThrough(files, found.flow, after, waysThrough(found.flow, after, name)).filter((r) => !done.has(r.rel));
  // One no longer met where the step goes (its journey changed since) keeps the step it had.
  for (const [rel, { was }] of kept) if (!replays.some((r) => r.rel === rel)) files.write(rel, was);
  if (replays.length === 0 && done.size === 0) throw new FormRefusal([problem('fixtures/', formWords.noReplayToChange(name))]);
  const notices: FormProblem[] = [];
  for (const { rel, text, step, locale } of replays) {
    const l = languageOf(locale);
    const planned = screenAnswers(files, schema, ui, labelsOf(files, l, copy));
    const typed = kept.get(rel)?.typed ?? [];
    const answers = planned.answers.map(({ answer }) => givenFor(typed, answer.label) ?? answer);
    // QA's own answer to a question the editor cannot answer is kept too, after the others.
    const byHand = planned.unanswered.map((q) => givenFor(typed, q.label));
    const unanswered = planned.unanswered.filter((_, i) => !byHand[i]);
    const read = copyLeaves(`screens/${copy}.md`, files.read(copyFile(l, copy)));
    const button = (read.ok ? read.leaves.find((x) => x.key === 'buttons.submit')?.value : undefined) ?? 'CONTINUE';
    const next = withReplaySteps(text, step, path, [...answers, ...byHand.filter((a): a is ReplayAnswer => Boolean(a))], button);
    if (next === undefined) continue;
    files.write(rel, next);
    const click = replayStepsGiven(next, path)?.click;
    for (const q of unanswered) notices.push({ ...problemAt('formEditor', rel, next, ['steps', click ?? step, 'click'], formWords.replayMustFill(name, q.label)), rule: 'formEditor' });
  }
  return { changed: files.changed(), form, shown: name, notices };
}

/** Labels compared as a replay finds them: case and spacing aside, a step's words being part of the label's. */
const sameLabel = (label: string) => label.replace(/\s+/g, ' ').trim().toLowerCase();
const givenFor = (given: readonly ReplayAnswer[], label: string) => given.find((a) => sameLabel(a.label) !== '' && sameLabel(label).includes(sameLabel(a.label)));

// The replays given the step of the added screen at `path` (replayStepsGiven), each with the questions the screen now
// asks that the step does not answer (by their label in the replay's language).
function replaysGiven(files: FileSet, path: string, schema: FormSchema, ui: UiSchema, copy: string) {
  const locales = contentLocales(files.root);
  return listFixtures(files).flatMap((rel) => {
    const text = files.read(rel);
    const given = replayStepsGiven(text, path);
    if (!given) return [];
    const data = parse(text) as { locale?: unknown } | null;
    const locale = typeof data?.locale === 'string' ? data.locale : 'en';
    const planned = screenAnswers(files, schema, ui, labelsOf(files, locales.includes(locale) ? locale : 'en', copy));
    const missing = [...planned.answers.map((a) => a.answer.label), ...planned.unanswered.map((q) => q.label)].filter((label) => !givenFor(given.answers, label));
    return [{ rel, text, given, missing }];
  });
}

// The replays a change to a screen the editor added leaves behind (a question added, or made to be answered, after
// its step was written): each said at its step's button, with the questions its step does not answer, so the panel
// says it with the change, and "Write the replays' step again" writes it anew. Nothing for any other screen.
export function replaysBehind(files: FileSet, screen: string): FormProblem[] {
  const { found } = findScreen(files.root, screen);
  if (!found?.screen.form || !addedAfter(found.screen)) return [];
  const { schema, ui } = formFiles(files, found.screen.form);
  return replaysGiven(files, found.screen.path, schema, ui, found.screen.copy ?? screen).filter((r) => r.missing.length > 0).map(({ rel, text, given, missing }) => ({
    ...problemAt('formEditor', rel, text, ['steps', given.click, 'click'], formWords.replayStepBehind(screen, missing)), rule: 'formEditor',
  }));
}

/** A screen change made in the file set (nothing written): the store checks and writes what it gives. */
export const applyScreenChange = (files: FileSet, change: ScreenChange): Promise<ScreenChangeMade> =>
  (change.op === 'addScreen' ? addScreen(files, change) : change.op === 'removeScreen' ? removeScreen(files, change) : addReplaySteps(files, change));
