import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileSet } from './fileSet';
import type { DoneChange, FormAnswer, FormChange, FormPreview } from '../../shared/formTypes';
import { applyFormChange } from './formChange';
import { FormRefusal } from './formEdit';
import { checkFormEdit, withValidators } from './formEditCheck';
import { describeForm } from './formQuestions';
import { formPreview } from './formPreview';
import { formScreen } from './formScreen';
import { schemaFile } from './formFiles';
import { applyScreenChange, isScreenChange, replaysBehind, type ScreenChangeMade } from './screenChange';
import { formWords } from './formWords';
import { FormEditError } from './jsonFile';

export type { FormAnswer };

const refusedBy = (error: unknown): FormAnswer => {
  if (error instanceof FormRefusal) return { ok: false, status: 422, problems: error.problems };
  if (error instanceof FormEditError) return { ok: false, status: 422, problems: [{ file: error.file, line: 1, column: 1, message: error.message, rule: 'formEditor' }] };
  throw error;
};
/** What the page needs to show the change, or nothing (the page then reloads) when the files no longer make a form. */
const previewOr = (make: () => FormPreview): FormPreview | undefined => {
  try {
    return make();
  } catch {
    return undefined;
  }
};
const nameOf = (change: FormChange) => (change.op === 'add' ? String(change.question?.name) : change.name);

// The dev server's side of the form editor: what a form screen asks (describe), one change at a time (apply: made in
// memory, checked as a whole by flows:check's rules, then written, the form's validators with it), and undo of the
// last change, which puts back each file's previous bytes (this process keeps them, newest last). A change or undo
// answers with what the page needs to show it at once (formPreview.ts; its copy marked by `mark`).
export function formEditStore(
  root: string,
  onWrite: (absolutePath: string, text: string | null) => void = () => undefined,
  mark: (locale: string, file: string, text: string, compiled: unknown) => unknown = (_l, _f, _t, compiled) => compiled,
) {
  const done: { change: DoneChange; form: string; before: Map<string, string | null>; after: Map<string, string | null> }[] = [];
  // What the editor last wrote in each file: a file reading otherwise was changed outside it.
  const wrote = new Map<string, string | null>();
  const read = (rel: string) => (existsSync(join(root, rel)) ? readFileSync(join(root, rel), 'utf8') : null);
  const write = (rel: string, text: string | null) => {
    wrote.set(rel, text);
    const path = join(root, rel);
    onWrite(path, text);
    if (text === null) rmSync(path, { force: true });
    else writeFileSync(path, text);
  };

  // The form a preview shows: the change's, or when its files are gone (a screen removed, an added one undone) the
  // form of the screen the panel shows next, so the page still takes the flows and copy in place.
  const shownForm = (form: string, screen: string): string => {
    if (existsSync(join(root, schemaFile(form)))) return form;
    try {
      return formScreen(root, screen).form;
    } catch {
      return form;
    }
  };

  const describe = async (screen: string): Promise<FormAnswer> => {
    try {
      return { ok: true, written: [], elsewhere: [], form: await describeForm(fileSet(root), screen) };
    } catch (error) {
      return refusedBy(error);
    }
  };

  const apply = async (change: FormChange): Promise<FormAnswer> => {
    const files = fileSet(root);
    let changed: Record<string, string | null>;
    let form: string;
    // A screen added or removed (screenChange.ts) says which screen the panel shows next, and the replays it stops.
    let screen: Pick<ScreenChangeMade, 'shown' | 'notices'> = { shown: change?.screen, notices: [] };
    try {
      if (isScreenChange(change)) ({ changed, form, ...screen } = await applyScreenChange(files, change));
      else {
        const found = formScreen(root, String(change?.screen));
        form = await applyFormChange(files, found, change);
        changed = withValidators(root, form, files.changed());
        // A question added to a screen the editor added: the replays its step no longer answers are said.
        screen = { shown: change?.screen, notices: replaysBehind(files, String(change?.screen)) };
      }
    } catch (error) {
      return refusedBy(error);
    }
    changed = Object.fromEntries(Object.entries(changed).filter(([rel, text]) => read(rel) !== text).sort(([a], [b]) => a.localeCompare(b)));
    if (Object.keys(changed).length === 0) {
      const message = change.op === 'addReplaySteps' ? formWords.replayStepsCurrent(String(change.screen)) : formWords.unchanged;
      return { ok: false, status: 422, problems: [{ file: '', line: 1, column: 1, message, rule: 'formEditor' }] };
    }
    const check = checkFormEdit(root, changed);
    if (check.blocking.length > 0) return { ok: false, status: 422, problems: check.blocking };
    const before = new Map(Object.keys(changed).map((rel) => [rel, read(rel)]));
    for (const [rel, text] of Object.entries(changed)) write(rel, text);
    done.push({ change: { op: change.op, screen: change.screen, name: nameOf(change), files: Object.keys(changed) }, form, before, after: new Map(Object.entries(changed)) });
    const preview = previewOr(() => formPreview(fileSet(root), shownForm(form, screen.shown), Object.keys(changed), mark));
    return { ok: true, written: Object.keys(changed), elsewhere: [...check.elsewhere, ...screen.notices], form: await describeForm(fileSet(root), screen.shown), ...(preview ? { preview } : {}) };
  };

  // The last change taken back: each of its files as it was before, byte for byte, unless a file changed since
  // (then nothing is put back, and product is told which).
  // The session's changes put back outside the editor (`git checkout`): every file they wrote reads again as before
  // the first of them, and not as the editor left it. They are forgotten, so the list and Undo say what the files
  // hold. (A screen the editor added and then removed leaves the files as before too, but as the editor left them:
  // its changes stay, and Undo takes the removal back.)
  const forgetDiscarded = () => {
    const first = new Map<string, string | null>();
    for (const d of done) for (const [rel, text] of d.before) if (!first.has(rel)) first.set(rel, text);
    const outside = [...wrote].some(([rel, text]) => read(rel) !== text);
    if (done.length > 0 && outside && [...first].every(([rel, text]) => read(rel) === text)) done.length = 0;
  };

  const undo = async (): Promise<FormAnswer> => {
    forgetDiscarded();
    const last = done[done.length - 1];
    if (!last) return { ok: false, status: 409, problems: [{ file: '', line: 1, column: 1, message: formWords.nothingToUndo, rule: 'formEditor' }] };
    const moved = [...last.after].filter(([rel, text]) => read(rel) !== text).map(([rel]) => rel);
    if (moved.length > 0) return { ok: false, status: 409, problems: moved.map((rel) => ({ file: rel, line: 1, column: 1, message: formWords.changedSince(rel), rule: 'formEditor' })) };
    for (const [rel, text] of last.before) write(rel, text);
    done.pop();
    const preview = previewOr(() => formPreview(fileSet(root), shownForm(last.form, last.change.screen), [...last.before.keys()], mark));
    return { ok: true, written: [...last.before.keys()], elsewhere: [], form: await describeForm(fileSet(root), last.change.screen), ...(preview ? { preview } : {}) };
  };

  const changes = (): DoneChange[] => {
    forgetDiscarded();
    return done.map((d) => d.change);
  };
  return { describe, apply, undo, changes };
}
