import type { AuthoringEditor, EditorAnswer } from '../authoringServer';
import { ownWrites } from '../ownWrites';
import type { FormChange } from '../../shared/formTypes';
import { formEditStore, type FormAnswer } from './formEditStore';
import { screenAtPath } from './formScreen';
import { formWords } from './formWords';

const answer = (result: FormAnswer): EditorAnswer => ({ status: result.ok ? 200 : result.status, body: result });
/** The screen a describe names: by its id, or by the page's address (the page knows that, not the id). */
const screenOf = (root: string, body: unknown) => {
  const { screen, path } = (body ?? {}) as { screen?: unknown; path?: unknown };
  if (typeof screen === 'string') return screen;
  return typeof path === 'string' ? screenAtPath(root, path) : '';
};
const noFormAt = (body: unknown): EditorAnswer => ({
  status: 422, body: { ok: false, status: 422, problems: [{ file: '', line: 1, column: 1, message: formWords.noFormAt(String((body as { path?: unknown } | null)?.path)), rule: 'formEditor' }] },
});

// The form editor's server side, as it plugs into the authoring server (calls under /__authoring/form/, behind the
// same guard and token as the copy editor's): POST describe { screen } or { path } (the form screen's questions in order, their
// kind, words in every language, whether each must be answered and whether it can be removed, and why not), POST
// change { change } (one change: add, move, change (words, hint, required, "shown only when", a rule with its
// message, the widget among those that fit), choices or remove; addScreen, removeScreen and addReplaySteps
// (screenChange.ts: a question screen after this one, taken out again, the QA replays' step through it),
// checked by flows:check's rules before anything is written; 422 with the problems and nothing written), POST undo (the last change of this dev server taken back, byte for byte), GET changes (this
// session's changes, oldest first). A change or undo answers with what the page needs to show it at once
// (formPreview.ts): its writes are its own (ownWrites.ts), so they do not reload the page, which stays on its screen
// with what the borrower typed.
export function formEditor(): AuthoringEditor {
  const written = ownWrites();
  return {
    name: 'form',
    isOwnWrite: written.isOwn,
    calls(context) {
      const store = formEditStore(context.root, written.wrote, context.markCopy);
      return {
        'POST describe': async (body) => {
          const screen = screenOf(context.root, body);
          return screen === null ? noFormAt(body) : answer(await store.describe(screen));
        },
        'POST change': async (body) => answer(await store.apply((body as { change?: FormChange } | null)?.change ?? ({} as FormChange))),
        'POST undo': async () => answer(await store.undo()),
        'GET changes': () => ({ status: 200, body: store.changes() }),
      };
    },
  };
}
