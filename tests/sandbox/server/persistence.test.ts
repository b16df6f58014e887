import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { borrower, makeHarness } from './sandboxHarness';

const dirs: string[] = [];
const tempDb = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-db-'));
  dirs.push(dir);
  return join(dir, 'sandbox.db');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('sandbox persistence', () => {
  it('keeps a journey, its session and the clock across a restart with the same database file', async () => {
    const dbPath = tempDb();
    const first = await makeHarness({ dbPath });
    const { token, id } = await first.open('demo-happy');
    const decided = await first.call('PATCH', `/api/loanapplications/${id}`, { token, body: borrower() });
    await first.advance(60_000);
    await first.app.close();

    const second = await makeHarness({ dbPath });
    const again = await second.call('GET', `/api/loanapplications/${id}`, { token: decided.token as string });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'OFFER_AVAILABLE', firstName: 'Ada' });
    expect(second.clock.offsetMs()).toBe(60_000);
    await second.app.close();
  });

  it('survives a kill -9 of the server process mid-journey', async () => {
    const dbPath = tempDb();
    const script = fileURLToPath(new URL('./childSandbox.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', script, dbPath], { stdio: ['ignore', 'pipe', 'inherit'] });
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        const match = /port (\d+)/.exec(chunk.toString());
        if (match) resolve(Number(match[1]));
      });
      child.once('exit', (code) => reject(new Error(`child exited ${code}`)));
    });
    const base = `http://127.0.0.1:${port}/api`;
    const opened = await fetch(`${base}/loanapplications/demo-happy?initToken=demo-happy`);
    const { loanApplicationId: id } = (await opened.json()) as { loanApplicationId: string };
    const token = opened.headers.get('x-session-token') as string;
    const patched = await fetch(`${base}/loanapplications/${id}`, {
      method: 'PATCH', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(borrower()),
    });
    expect(patched.status).toBe(200);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;

    const reopened = await makeHarness({ dbPath });
    const after = await reopened.call('GET', `/api/loanapplications/${id}`, { token: patched.headers.get('x-session-token') as string });
    expect(after.body).toMatchObject({ status: 'OFFER_AVAILABLE', firstName: 'Ada', dataInquiryList: [] });
    await reopened.app.close();
  });
});
