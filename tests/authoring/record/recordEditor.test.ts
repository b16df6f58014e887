// The Record switch's calls under /__authoring/record/ (issue 50), on the one authoring server as `npm run dev` has
// them, with npm run dev's sandbox lender behind them: a recording starts on a fresh link of the demo link's
// scenario, hears the page script's reports in the order QA made them, and, named, is written by npm run record's
// own code and checked by flows:check's fixture rules (a problem named by file:line:column). Bad names, a second recording, a body that is not JSON and a
// call without the page's token are refused, naming what is wrong, and write nothing. Files go to a scratch folder,
// never this work tree's fixtures/.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { authoring } from '../../../authoring/server/authoringServer';
import { recordEditor } from '../../../authoring/server/record/recordEditor';
import { recordWords } from '../../../authoring/server/record/recordWords';
import { authoringCookie } from '../../../authoring/server/requestGuard';
import { editorApi } from '../../../authoring/shared/paths';
import type { RecordAnswer } from '../../../authoring/shared/recordTypes';
import { screenCopy } from '../../../scripts/lib/screenCopy';
import { buildServer } from '../../../sandbox/server/buildServer';
import { loadFixtures, tokenOf } from '../../../sandbox/server/fixtures/loadFixtures';
import { seedFixtures } from '../../../sandbox/server/fixtures/seedFixtures';
import { fixtureNameProblem } from '../../../scripts/record/fixtureName';
import { sandboxControl } from '../../../scripts/lib/sandboxControl';
import { loadFlows } from '../../../scripts/lib/loadFlows';
import { root } from '../../../scripts/lib/root';
import { rawCall } from '../support/rawCall';

const API = editorApi('record');
const copy = (screen: string) => screenCopy('en', screen);
const pathOf = (screen: string) => loadFlows().flows.borrower!.screens[screen]!.path;

let dir = '';
let server: ViteDevServer | undefined;
let sandbox: Awaited<ReturnType<typeof buildServer>> | undefined;
let port = 0;
let token = '';
let apiUrl = '';
const replayed: string[] = [];

const own = () => ({ origin: `http://127.0.0.1:${port}`, 'sec-fetch-site': 'same-origin', cookie: `${authoringCookie(port)}=${token}`, 'content-type': 'application/json' });
const post = async (call: string, body: unknown, headers = own()) => {
  const res = await rawCall(port, 'POST', `${API}${call}`, headers, typeof body === 'string' ? body : JSON.stringify(body));
  return { status: res.status, answer: JSON.parse(res.body) as RecordAnswer };
};
const messages = (answer: RecordAnswer) => (answer.ok ? [] : answer.problems.map((p) => p.message));
const written = () => readdirSync(dir);
const why = (name: string) => fixtureNameProblem(name, dir, loadFixtures()) ?? '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'record-editor-'));
  const fixtures = loadFixtures();
  const faultHeard: ((fault: unknown) => void)[] = [];
  sandbox = await buildServer({ dbPath: ':memory:', fixtures, distDir: false, control: true, production: false, print: () => undefined, onFault: (fault) => faultHeard.forEach((hear) => hear(fault)) });
  seedFixtures(sandbox.repo, fixtures, sandbox.clock.now());
  apiUrl = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const repo = sandbox.repo;
  server = await createServer({
    root, configFile: false, logLevel: 'silent', clearScreen: false,
    optimizeDeps: { noDiscovery: true, entries: [] }, server: { port: 0, watch: null },
    plugins: [authoring([recordEditor({
      sandbox: { control: sandboxControl(apiUrl), scenarioOf: (t) => repo.loans.byToken(t)?.scenario },
      fixtures: () => loadFixtures(), dir, faults: (hear) => void faultHeard.push(hear),
      // The real replay (npm run replay) is driven by the browser test (recordSwitch.test.ts); here, which fixture.
      replay: async (name) => {
        replayed.push(name);
        return { ok: true, message: `ok   ${name}`, command: `npm run replay -- ${name}` };
      },
    })])],
  });
  await server.listen();
  const address = server.httpServer?.address();
  port = typeof address === 'object' && address ? address.port : 0;
  const page = await rawCall(port, 'GET', '/', { accept: 'text/html', 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' });
  token = new RegExp(`^${authoringCookie(port)}=([0-9a-f-]{36});`).exec(String(page.headers['set-cookie'] ?? ''))?.[1] ?? '';
}, 60000);
afterAll(async () => {
  await server?.close();
  await sandbox?.app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the Record switch\'s calls under /__authoring/record/ (issue 50)', () => {
  it('answers its own page only: without the token, or not sending JSON, nothing starts (403)', async () => {
    const noToken = await post('start', { paths: ['/demo-happy'] }, { ...own(), cookie: '' });
    expect(noToken.status).toBe(403);
    const notJson = await post('start', { paths: ['/demo-happy'] }, { ...own(), 'content-type': 'text/plain' });
    expect(notJson.status).toBe(403);
    const status = await rawCall(port, 'GET', `${API}status`, { 'sec-fetch-site': 'same-origin', cookie: own().cookie });
    expect(JSON.parse(status.body)).toMatchObject({ state: 'off' });
  });

  it('starts only on a demo link, naming what to open; refuses a body that is not JSON (400)', async () => {
    const nowhere = await post('start', { paths: ['/sandbox/outbox', '/choose_plan'] });
    expect([nowhere.status, messages(nowhere.answer)]).toEqual([422, [recordWords.noLink]]);
    const broken = await post('start', '{"paths": [');
    expect(broken.status).toBe(400);
    expect(messages(broken.answer)[0]).toMatch(/not JSON/);
  });

  it('records the reports in the order QA made them, whatever order they arrive in, and a fault queued meanwhile; refuses bad names, writes a good one, and names flows:check\'s problems by file:line', async () => {
    // The page was opened on happy-path's demo link and has moved on to a later screen since.
    const started = await post('start', { paths: ['/choose_plan', `/${tokenOf(loadFixtures().find((f) => f.name === 'happy-path')!)}`], lang: 'en' });
    expect(started.status).toBe(200);
    const link = started.answer.ok ? started.answer.record.path! : '';
    expect(started.answer).toMatchObject({ ok: true, record: { state: 'recording' } });
    expect((await post('start', { paths: ['/demo-happy'] })).answer).toMatchObject({ ok: false, problems: [{ message: recordWords.busy }] });

    const entry = copy('entry');
    const first = { path: link, heading: entry.variants.fullForm!.title!, dialog: '' };
    const declined = { path: pathOf('declined'), heading: copy('declined').title, dialog: '' };
    const input = (label: string, value: string, digits = 'none') => ({ type: 'input', field: label, label, value, digits, code: false, phone: false, combobox: false, screen: first });
    const reports = [
      { type: 'screen', screen: first },
      input(entry.labels.firstName!, 'Ana'),
      input(entry.labels.ssn4!, '5555', 'integer'),
      { type: 'click', name: entry.variants.fullForm!.buttons!.submit!, screen: first },
    ];
    // The reports arrive backwards: the numbers put them back in QA's order. Then QA queues a fault on the sandbox
    // (its control API, as the README's curl does) before clicking.
    for (const seq of [2, 1, 0]) expect((await post('event', { page: 'tab-1', seq, report: reports[seq] })).status).toBe(200);
    await sandboxControl(apiUrl)('POST', '/api/__sandbox/faults', { kind: 'status', status: 503, match: { method: 'POST', path: '/applications' } });
    expect((await post('event', { page: 'tab-1', seq: 3, report: reports[3] })).status).toBe(200);
    const badReport = await post('event', { page: 'tab-1', seq: -1, report: { type: 'launch' } });
    expect([badReport.status, messages(badReport.answer)]).toEqual([400, [recordWords.notAReport]]);

    const stopped = await post('stop', { screen: declined });
    expect(stopped.answer).toMatchObject({ ok: true, record: { state: 'naming' } });
    expect((await post('event', { page: 'tab-1', seq: 4, report: reports[1] })).status).toBe(409);

    // Names that are not a fixture's, or are one's already: refused, naming why, nothing written.
    for (const [name, why] of [['../evil', fixtureNameProblem('../evil', dir, [])], ['Qa Mine', fixtureNameProblem('Qa Mine', dir, [])], ['happy-path', fixtureNameProblem('happy-path', dir, loadFixtures())], ['', recordWords.nameMissing]] as const) {
      const refused = await post('save', { name });
      expect([refused.status, messages(refused.answer), !refused.answer.ok && refused.answer.problems[0]?.field]).toEqual([422, [why], 'name']);
    }
    expect(why('../evil')).toMatch(/lowercase words joined by hyphens.*"\.\.\/evil"/);
    expect(why('happy-path')).toMatch(/fixtures\/happy-path\.yaml exists already/);
    expect(written()).toEqual([]);
    expect(existsSync(join(dir, '..', 'evil.yaml'))).toBe(false);

    const saved = await post('save', { name: 'qa-declined-5555' });
    expect(saved.status).toBe(200);
    expect(written()).toEqual(['qa-declined-5555.yaml']);
    expect(saved.answer).toMatchObject({ ok: true, record: { state: 'off', last: { name: 'qa-declined-5555', steps: 4 } } });
    const text = readFileSync(join(dir, 'qa-declined-5555.yaml'), 'utf8');
    // flows:check's fixture rules hold the fault QA queued against the contract (no such call): one problem, named by
    // the file, the line and the column of the fault's step, as flows:check prints it.
    const problems = saved.answer.ok ? saved.answer.record.last!.problems : [];
    const faultLine = text.split('\n').findIndex((l) => l.includes('fault:')) + 1;
    expect(problems.map((p) => [p.file, p.line])).toEqual([['fixtures/qa-declined-5555.yaml', faultLine]]);
    expect(problems[0]!.text).toMatch(new RegExp(`^fixtures/qa-declined-5555\\.yaml:${faultLine}:\\d+: .*POST /applications`));
    const doc = parse(text) as { scenario: Record<string, unknown>; steps: unknown[] };
    const happy = loadFixtures().find((f) => f.name === 'happy-path')!;
    expect(doc.scenario).toEqual({ ...happy.scenario, token: 'qa-declined-5555' });
    expect(doc.steps).toEqual([
      { open: 'link', expect: { path: '/{token}', see: [entry.variants.fullForm!.title] } },
      { fill: { [entry.labels.firstName!]: 'Ana', [entry.labels.ssn4!]: '5555' } },
      { fault: { status: 503, on: 'POST /applications' } },
      { click: entry.variants.fullForm!.buttons!.submit, expect: { path: pathOf('declined'), see: [copy('declined').title] } },
    ]);
    expect(Object.keys((doc.steps[1] as { fill: object }).fill)).toEqual([entry.labels.firstName, entry.labels.ssn4]);

    // A second save has nothing to write; the fixture just written is the one replay replays.
    expect((await post('save', { name: 'qa-again' })).answer).toMatchObject({ ok: false, problems: [{ message: recordWords.nothingToName }] });
    expect((await post('replay', { name: 'happy-path' })).status).toBe(409);
    const replay = await post('replay', { name: 'qa-declined-5555' });
    expect(replay.answer).toMatchObject({ ok: true, record: { last: { name: 'qa-declined-5555', replay: { ok: true } } } });
    expect(replayed).toEqual(['qa-declined-5555']);
  }, 60000);

  it('discards a stopped recording: nothing is written and a new one can start', async () => {
    expect((await post('start', { paths: ['/demo-happy'] })).status).toBe(200);
    expect((await post('stop', { screen: null })).status).toBe(200);
    expect((await post('start', { paths: ['/demo-happy'] })).answer).toMatchObject({ ok: false, problems: [{ message: recordWords.waitingForName }] });
    expect((await post('discard', {})).answer).toMatchObject({ ok: true, record: { state: 'off' } });
    expect(written()).toEqual(['qa-declined-5555.yaml']);
  }, 30000);
});
