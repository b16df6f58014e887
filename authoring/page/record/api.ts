import type { RecordAnswer, RecordStatus } from '../../shared/recordTypes';
import { editorApi } from '../../shared/paths';

// The dev server's Record calls (authoring/server/record/recordEditor.ts), from this page's own origin with the token
// the dev server gave it in a cookie, as the other editors' are.
async function post(call: string, body: unknown, keepalive = false): Promise<RecordAnswer> {
  const res = await fetch(`${editorApi('record')}${call}`, {
    method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), keepalive,
  });
  const json = (await res.json().catch(() => ({}))) as Partial<RecordAnswer>;
  if (json.ok === true) return json as RecordAnswer;
  return { ok: false, status: res.status, problems: (json as { problems?: [] }).problems ?? [{ file: '', line: 1, column: 1, message: `answered ${res.status}` }] };
}

export const recordApi = {
  status: async (): Promise<RecordStatus> => {
    const res = await fetch(`${editorApi('record')}status`, { credentials: 'same-origin' });
    if (!res.ok) throw new Error(((await res.json().catch(() => ({}))) as { problems?: { message: string }[] }).problems?.[0]?.message ?? `answered ${res.status}`);
    return (await res.json()) as RecordStatus;
  },
  /** npm run record's page script, as text to run in this page and its frames. */
  script: async (): Promise<string> => {
    const res = await fetch(`${editorApi('record')}script`, { credentials: 'same-origin' });
    if (!res.ok) throw new Error(`answered ${res.status}`);
    return ((await res.json()) as { source: string }).source;
  },
  start: (paths: string[], lang: string) => post('start', { paths, lang }),
  /** One report of the page script; kept alive through a page's unload (a link opened, a reload). */
  event: (page: string, seq: number, report: unknown) => post('event', { page, seq, report }, true),
  stop: (screen: unknown) => post('stop', { screen }),
  save: (name: string) => post('save', { name }),
  discard: () => post('discard', {}),
  replay: (name: string) => post('replay', { name }),
};
