import type { DoneChange, FormAnswer, FormChange, FormProblem } from '../../shared/formTypes';
import { editorApi } from '../../shared/paths';

// The dev server's form editor calls (authoring/server/form/formEditor.ts), from this page's own origin with the
// token the dev server gave it in a cookie, as the copy editor's are.
async function post(call: string, body: unknown): Promise<FormAnswer> {
  const res = await fetch(`${editorApi('form')}${call}`, {
    method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { ok?: boolean; problems?: FormProblem[] };
  if (json.ok === true) return json as FormAnswer;
  return { ok: false, status: res.status, problems: json.problems ?? [{ file: '', line: 1, column: 1, message: `answered ${res.status}` }] };
}

export const formApi = {
  /** The form the page at this address shows. */
  describe: (path: string) => post('describe', { path }),
  change: (change: FormChange) => post('change', { change }),
  undo: () => post('undo', {}),
  /** This session's changes, newest last. */
  changes: async (): Promise<DoneChange[]> => {
    const res = await fetch(`${editorApi('form')}changes`, { credentials: 'same-origin' });
    if (!res.ok) throw new Error(`answered ${res.status}`);
    return (await res.json()) as DoneChange[];
  },
};
