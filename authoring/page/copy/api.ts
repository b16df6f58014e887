import { editorApi } from '../../shared/paths';
import type { CopyChange, CopyEntry, CopyTag, SaveAnswer } from './types';

// The dev server's copy editor calls (authoring/server/copy/copyEditor.ts), from this page's own origin, with the
// token the dev server gave the page in a cookie (sent to these calls only; no script, this one included, can read
// it).
async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const res = await fetch(`${editorApi('copy')}${path}`, {
    method,
    credentials: 'same-origin',
    headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json().catch(() => ({}))) as T };
}

/** A read the dev server refused or could not answer, with its reason (its first problem, or the status). */
async function readList<T>(path: string): Promise<T[]> {
  const { status, json } = await call<T[] | { problems?: { message: string }[] }>('GET', path);
  if (status === 200 && Array.isArray(json)) return json;
  throw new Error((!Array.isArray(json) && json.problems?.[0]?.message) || `answered ${status}`);
}

export const copyApi = {
  entries: (): Promise<CopyEntry[]> => readList<CopyEntry>('entries'),
  changes: (): Promise<CopyChange[]> => readList<CopyChange>('changes'),
  /** Which locale, file and key each mark on the page names, by its number. */
  tags: (): Promise<CopyTag[]> => readList<CopyTag>('tags'),
  save: async (file: string, key: string, values: Record<string, string>): Promise<SaveAnswer> => {
    const { status, json } = await call<SaveAnswer>('POST', 'save', { file, key, values });
    if (status === 200 && json.ok) return json;
    return { ok: false, problems: ('problems' in json && json.problems) || [{ file, line: 1, column: 1, message: `answered ${status}` }] };
  },
  refresh: async (): Promise<void> => void (await call<unknown>('POST', 'refresh', {})),
};
