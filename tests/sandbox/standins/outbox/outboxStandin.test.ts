import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MemoryStandinDeps } from '../../../../sandbox/standins/createMemoryStandinDeps';
import { standinApp } from '../support/standinApp';

let app: FastifyInstance;
let deps: MemoryStandinDeps;
beforeEach(async () => {
  ({ app, deps } = await standinApp());
});
afterEach(async () => {
  await app.close();
});

const page = () => app.inject({ method: 'GET', url: '/sandbox/outbox' });

describe('GET /sandbox/outbox', () => {
  it('says the outbox is empty, refreshes every 5 s and loads nothing external', async () => {
    const res = await page();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<meta http-equiv="refresh" content="5">');
    expect(res.body).toContain('No texts or emails yet.');
    expect(res.body).not.toMatch(/<script|<link|src=|https?:\/\//);
    expect(String(res.headers['content-security-policy'])).toMatch(/default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'/);
  });

  it('lists texted codes and emailed documents newest first', async () => {
    deps.outbox.add({ id: 'm1', at: Date.UTC(2025, 0, 15, 12, 0), kind: 'sms', to: '+15555550100', body: 'Your code is 4821' });
    deps.outbox.add({
      id: 'm2', at: Date.UTC(2025, 0, 15, 12, 5), kind: 'email', to: 'pat@example.com', subject: 'Your Truth in Lending disclosure',
      body: 'Attached is your copy.', attachmentName: 'truth-in-lending.pdf',
    });
    const { body } = await page();
    expect(body.indexOf('data-id="m2"')).toBeGreaterThan(-1);
    expect(body.indexOf('data-id="m2"')).toBeLessThan(body.indexOf('data-id="m1"'));
    expect(body).toContain('Your code is 4821');
    expect(body).toContain('+15555550100');
    expect(body).toContain('<strong>Subject:</strong> Your Truth in Lending disclosure');
    expect(body).toContain('<strong>Attachment:</strong> truth-in-lending.pdf');
    expect(body).toContain('2025-01-15T12:05:00.000Z');
  });

  it('escapes everything a message carries', async () => {
    deps.outbox.add({
      id: '"><script>alert(1)</script>', at: 1, kind: 'email', to: '<img src=x onerror=alert(1)>@example.com',
      subject: '</title><script>x()</script>', body: "Tom & Jerry's <b>code</b>", attachmentName: '"a.pdf"',
    });
    const { body } = await page();
    expect(body).not.toContain('<script>');
    expect(body).not.toContain('<img');
    expect(body).not.toContain('<b>');
    expect(body).toContain('Tom &amp; Jerry&#39;s &lt;b&gt;code&lt;/b&gt;');
    expect(body).toContain('data-id="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(body).toContain('&quot;a.pdf&quot;');
  });
});
