import { cpSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authoring } from '../../../authoring/server/authoringServer';
import { copyEditor } from '../../../authoring/server/copy/copyEditor';
import { formEditor } from '../../../authoring/server/form/formEditor';
import type { FormAnswer } from '../../../authoring/shared/formTypes';
import { formWords } from '../../../authoring/server/form/formWords';
import { authoringCookie } from '../../../authoring/server/requestGuard';
import { editorApi } from '../../../authoring/shared/paths';
import { cleanUp, differing, repo, scratchProject, snapshot } from './scratchProject';
import { rawCall } from '../support/rawCall';

const FORM_API = editorApi('form');
let dir = '';
let server: ViteDevServer | undefined;
let port = 0;
let token = '';

const call = (method: string, path: string, headers: Record<string, string>, body?: string) => rawCall(port, method, path, headers, body);
/** A call from the editors' own page: its origin, the token's cookie, JSON. */
const own = () => ({ origin: `http://127.0.0.1:${port}`, 'sec-fetch-site': 'same-origin', cookie: `${authoringCookie(port)}=${token}`, 'content-type': 'application/json' });
const post = async (name: string, body: unknown) => {
  const res = await call('POST', `${FORM_API}${name}`, own(), JSON.stringify(body));
  return { status: res.status, answer: JSON.parse(res.body) as FormAnswer };
};

// The form editor's calls on the one authoring server, as `npm run dev` has them, on a scratch copy with the guide's
// screens: never this work tree.
beforeAll(async () => {
  dir = scratchProject(true);
  cpSync(join(repo, 'index.html'), join(dir, 'index.html'));
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'));
  server = await createServer({
    root: dir, configFile: false, logLevel: 'silent', clearScreen: false,
    optimizeDeps: { noDiscovery: true, entries: [] }, server: { port: 0, watch: null },
    plugins: [authoring([copyEditor(), formEditor()])],
  });
  await server.listen();
  const address = server.httpServer?.address();
  port = typeof address === 'object' && address ? address.port : 0;
  const page = await call('GET', '/', { accept: 'text/html', 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' });
  token = new RegExp(`^${authoringCookie(port)}=([0-9a-f-]{36});`).exec(String(page.headers['set-cookie'] ?? ''))?.[1] ?? '';
}, 60000);
afterAll(async () => {
  await server?.close();
  cleanUp(dir);
});

describe('the form editor\'s calls under /__authoring/form/ (issue 46)', () => {
  it('describes a form screen: its questions in order, with why one cannot go', async () => {
    const { status, answer } = await post('describe', { screen: 'job_details' });
    expect(status).toBe(200);
    expect(answer.ok && answer.form.questions.map((q) => q.name)).toEqual(['jobType', 'homeOwner', 'landlordPhone', 'permitNumber']);
    const missing = await post('describe', { screen: 'job_detail' });
    expect([missing.status, !missing.answer.ok && missing.answer.problems[0]?.message]).toEqual([422, formWords.noScreen('job_detail')]);
  }, 30000);

  it('describes the screen at the page\'s address: the plans (no form) as themselves, not as the entry their address also fits', async () => {
    const plans = await post('describe', { path: '/choose_plan' });
    expect([plans.status, plans.answer.ok && plans.answer.form.screen, plans.answer.ok && plans.answer.form.form, plans.answer.ok && plans.answer.form.questions]).toEqual([200, 'choose_plan', '', []]);
    // The add-screen form's first question needs the kinds there too.
    expect(plans.answer.ok && plans.answer.form.kinds.length).toBeGreaterThan(5);
    const entry = await post('describe', { path: '/a1b2c3' });
    expect(entry.answer.ok && entry.answer.form.screen).toBe('entry');
    const nowhere = await post('describe', { path: '/no/such-page' });
    expect([nowhere.status, !nowhere.answer.ok && nowhere.answer.problems[0]?.message]).toEqual([422, formWords.noFormAt('/no/such-page')]);
    // A question change on it is refused in words, nothing written.
    const before = snapshot(dir);
    const refused = await post('change', { change: { op: 'remove', screen: 'choose_plan', name: 'x' } });
    expect([refused.status, !refused.answer.ok && refused.answer.problems[0]?.message]).toEqual([422, formWords.noForm('choose_plan')]);
    expect(differing(before, snapshot(dir))).toEqual([]);
  }, 30000);

  it('refuses a change with its problems (422) and writes nothing; applies one (200); lists it; undoes it byte for byte', async () => {
    const before = snapshot(dir);
    const refused = await post('change', { change: { op: 'remove', screen: 'entry', name: 'firstName' } });
    expect(refused.status).toBe(422);
    expect(differing(before, snapshot(dir))).toEqual([]);
    const moved = await post('change', { change: { op: 'move', screen: 'job_details', name: 'homeOwner', way: 'up' } });
    expect(moved.status).toBe(200);
    expect(moved.answer.ok && moved.answer.form.questions.map((q) => q.name)).toEqual(['homeOwner', 'jobType', 'landlordPhone', 'permitNumber']);
    expect(differing(before, snapshot(dir))).toEqual(['schemas/forms/job_details.ui.json']);
    const listed = await call('GET', `${FORM_API}changes`, { 'sec-fetch-site': 'same-origin', cookie: own().cookie });
    expect(JSON.parse(listed.body)).toEqual([{ op: 'move', screen: 'job_details', name: 'homeOwner', files: ['schemas/forms/job_details.ui.json'] }]);
    expect((await post('undo', {})).status).toBe(200);
    expect(differing(before, snapshot(dir))).toEqual([]);
  }, 120000);

  it('refuses a bad body for a condition or choices (422, the field named) and writes nothing', async () => {
    const before = snapshot(dir);
    const bodies = [
      { op: 'change', screen: 'job_details', name: 'permitNumber', condition: 42 },
      { op: 'change', screen: 'job_details', name: 'permitNumber', condition: { on: 'homeOwner', values: 'rent' } },
      { op: 'choices', screen: 'job_details', name: 'jobType', choices: [null] },
      { op: 'choices', screen: 'job_details', name: 'jobType', choices: [{ value: '', words: { en: 'None', 'es-US': 'Ninguno' } }] },
    ];
    const answers = await Promise.all(bodies.map((change) => post('change', { change })));
    expect(answers.map((a) => [a.status, !a.answer.ok && a.answer.problems.map((p) => [p.message, p.field])])).toEqual([
      [422, [[formWords.badCondition, 'condition']]],
      [422, [[formWords.badCondition, 'condition']]],
      [422, [[formWords.choicesNotAList, 'choices']]],
      [422, [[formWords.badChoice(''), 'choices.0.value']]],
    ]);
    expect(differing(before, snapshot(dir))).toEqual([]);
  }, 60000);

  it('answers its own page only: without the token, nothing is changed (403)', async () => {
    const before = snapshot(dir);
    const res = await call('POST', `${FORM_API}change`, { ...own(), cookie: '' }, JSON.stringify({ change: { op: 'move', screen: 'job_details', name: 'homeOwner', way: 'up' } }));
    expect(res.status).toBe(403);
    expect(differing(before, snapshot(dir))).toEqual([]);
  });
});
