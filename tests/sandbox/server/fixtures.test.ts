import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDemoLinks, listDemoLinks } from '../../../sandbox/server/fixtures/listDemoLinks';
import { FixtureError, loadFixtures, parseFixture } from '../../../sandbox/server/fixtures/loadFixtures';
import { seedFixtures } from '../../../sandbox/server/fixtures/seedFixtures';
import { FIXTURE_KINDS } from '../../../sandbox/server/fixtures/Fixture';
import { fixtureSchema } from '../../../sandbox/server/fixtures/fixtureValidator';
import { LOAN_STATUSES, SELECTED_OFFER_STATUSES } from '../../../sandbox/server/lender/LoanRecord';
import { PERSONAS, SCENARIO_DELAYS, SCENARIO_FLAGS, VERTICALS } from '../../../sandbox/domain/types';
import { fixtures, makeHarness } from './sandboxHarness';

const REQUIRED = ['happy-path', 'phone-first', 'returning-borrower', 'offer-lock', 'conditional-bank', 'conditional-identity',
  'email-verification', 'declined', 'frozen', 'canceled-merchant-declined', 'refunded'];

describe('sandbox fixtures and demo links', () => {
  it('has every demo scenario, each valid against schemas/fixture.schema.json, with a stable token', () => {
    expect(fixtures.map((f) => f.name)).toEqual(expect.arrayContaining(REQUIRED));
    // Demo links read demo-*; QA replay scenarios read qa-* (a replay always gets a fresh link of its own).
    for (const fixture of fixtures) expect(fixture.scenario.token, fixture.file).toMatch(/^(demo|qa)-/);
    const tokens = fixtures.map((f) => f.scenario.token);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('lists one full URL per fixture, as npm start prints them', () => {
    const lines = formatDemoLinks(listDemoLinks(fixtures, 'http://localhost:4173/'));
    expect(lines).toHaveLength(fixtures.length);
    expect(lines).toContain(`${'happy-path'.padEnd(Math.max(...fixtures.map((f) => f.name.length)) + 2)}http://localhost:4173/demo-happy`);
    expect(lines.find((line) => line.startsWith('prequal '))).toMatch(/http:\/\/localhost:4173\/demo-signup\/prequalify$/);
    for (const line of lines) expect(line).toMatch(/^[a-z0-9-]+ +http:\/\/localhost:4173\/\S+$/);
  });

  it('seeds every payment link once; a link in use survives a re-seed unless reset', async () => {
    const h = await makeHarness();
    const { token, id } = await h.open('demo-happy');
    await h.call('PATCH', `/api/loanapplications/${id}`, { token, body: { firstName: 'Ada' } });
    expect(seedFixtures(h.repo, fixtures, h.clock.now())).toEqual([]);
    expect(h.repo.loans.byToken('demo-happy')?.borrower.firstName).toBe('Ada');
    expect(seedFixtures(h.repo, fixtures, h.clock.now(), { reset: true })).toContain('happy-path');
    expect(h.repo.loans.byToken('demo-happy')?.borrower.firstName).toBeUndefined();
    for (const name of ['demo-canceled', 'demo-refunded']) {
      const opened = await h.open(name);
      expect(opened.body.status).toBe(name === 'demo-canceled' ? 'CANCELED' : 'OFFER_CONVERTED');
    }
    expect((await h.open('demo-canceled')).body.cancelReasonsList).toEqual(['MERCHANT_DECLINED']);
    expect((await h.open('demo-refunded')).body).toMatchObject({ refunded: true, totalRefundAmount: 2750 });
    await h.app.close();
  });

  it('refuses a broken fixture with one file:line:column sentence per mistake, as flows:check says it', () => {
    const bad = 'scenario:\n  merchant: { name: X, vertical: HS }\n  amount: 10\n  inquiries: []\n  persona: wizard\n  colour: red\n  delays: { decision: 3s }\n';
    expect(() => parseFixture(bad, 'fixtures/bad.yaml')).toThrow(FixtureError);
    try {
      parseFixture(bad, 'fixtures/bad.yaml');
    } catch (error) {
      expect((error as FixtureError).problems).toEqual([
        'fixtures/bad.yaml:6:3: unknown key "colour" in scenario (scenario takes token, merchant, amount, inquiries, prefilled, flags, persona, serviceDate, expiresInDays, delays, activeLoans, startAt)',
        expect.stringMatching(/^fixtures\/bad\.yaml:5:3: persona "wizard" is not one of approve, conditionalBank, .*, limitExceeded$/),
        'fixtures/bad.yaml:7:13: delay decision takes milliseconds: 3000, not "3s"',
      ]);
      expect((error as FixtureError).message).not.toMatch(/\n\s+at /);
    }
    expect(() => parseFixture('scenario: [', 'fixtures/broken.yaml')).toThrow(/^fixtures\/broken\.yaml:1:\d+: not valid YAML/);
    // A date that does not exist passes the schema's pattern but not the sandbox.
    expect(() => parseFixture("scenario: { merchant: { name: X, vertical: HS }, amount: 5, inquiries: [], serviceDate: '2026-02-30' }\n", 'fixtures/x.yaml'))
      .toThrow('fixtures/x.yaml:1:76: serviceDate "2026-02-30" is not a calendar date');
    expect(parseFixture('scenario: { merchant: { name: X, vertical: HS }, amount: 5, inquiries: [] }\nsteps: [{ click: next }]\n', 'x/my-case.yaml').name).toBe('my-case');
  });

  it('names in schemas/fixture.schema.json the personas, verticals, flags, delays and statuses the sandbox reads', () => {
    type Node = { enum?: string[]; properties?: Record<string, Node>; $defs?: Record<string, Node> };
    const root = fixtureSchema() as Node;
    const scenario = root.$defs?.scenario?.properties ?? {};
    expect(root.properties?.kind?.enum).toEqual([...FIXTURE_KINDS]);
    expect(scenario.persona?.enum).toEqual([...PERSONAS]);
    expect(scenario.merchant?.properties?.vertical?.enum).toEqual([...VERTICALS]);
    expect(Object.keys(scenario.flags?.properties ?? {})).toEqual([...SCENARIO_FLAGS]);
    expect(Object.keys(scenario.delays?.properties ?? {})).toEqual([...SCENARIO_DELAYS]);
    expect(root.$defs?.loanStatus?.enum).toEqual([...LOAN_STATUSES]);
    expect(scenario.startAt?.properties?.selectedOfferStatus?.enum).toEqual([...SELECTED_OFFER_STATUSES]);
  });

  it('refuses two fixtures sharing a token, on the later file, without a stack trace', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-fixtures-'));
    const scenario = (token: string) => `scenario:\n  token: ${token}\n  merchant: { name: X, vertical: HS }\n  amount: 5\n  inquiries: []\n`;
    writeFileSync(join(dir, 'a-first.yaml'), scenario('demo-same'));
    writeFileSync(join(dir, 'b-second.yaml'), scenario('demo-same'));
    expect(() => loadFixtures(dir)).toThrow(/b-second\.yaml:2:3: token demo-same is already .*a-first\.yaml's demo link: give this fixture its own token$/);
    writeFileSync(join(dir, 'b-second.yaml'), scenario('demo-other'));
    expect(loadFixtures(dir).map((f) => f.name)).toEqual(['a-first', 'b-second']);
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the built app with an SPA fallback for unknown non-/api paths', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'sandbox-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    const h = await makeHarness({ distDir: dist });
    const page = await h.app.inject({ method: 'GET', url: '/demo-happy' });
    expect([page.statusCode, page.body]).toEqual([200, '<!doctype html><title>app</title>']);
    const asset = await h.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.headers['content-type']).toContain('javascript');
    const escape = await h.app.inject({ method: 'GET', url: '/../package.json' });
    expect(escape.body).not.toContain('"name"');
    await h.app.close();
    rmSync(dist, { recursive: true, force: true });
  });
});
