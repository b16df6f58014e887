import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDemoLinks, listDemoLinks } from '../../../sandbox/server/fixtures/listDemoLinks';
import { FixtureError, parseFixture } from '../../../sandbox/server/fixtures/loadFixtures';
import { seedFixtures } from '../../../sandbox/server/fixtures/seedFixtures';
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

  it('names the problem of a broken fixture (unknown key, bad persona, bad YAML)', () => {
    const bad = 'scenario:\n  merchant: { name: X, vertical: HS }\n  amount: 10\n  inquiries: []\n  persona: wizard\n  colour: red\n';
    expect(() => parseFixture(bad, 'bad.yaml')).toThrow(FixtureError);
    try {
      parseFixture(bad, 'bad.yaml');
    } catch (error) {
      const problems = (error as FixtureError).problems.join('\n');
      expect(problems).toContain('/scenario/colour');
      expect(problems).toContain('/scenario/persona');
    }
    expect(() => parseFixture('scenario: [', 'broken.yaml')).toThrow(/not valid YAML/);
    expect(parseFixture('scenario: { merchant: { name: X, vertical: HS }, amount: 5, inquiries: [] }\nsteps: [{ click: next }]\n', 'x/my-case.yaml').name).toBe('my-case');
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
