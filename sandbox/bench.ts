// `npm run bench:sandbox [url]`: autocannon against a running sandbox (loopback only), or against one it starts
// on a random port with a throwaway database. Prints req/s and p50/p99 latency for GET /loanapplications/{id}
// and for a PATCH. Target on 2 cores: GET at least 2,000 req/s with p99 under 25 ms.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const freePort = (): Promise<number> => new Promise((resolve, reject) => {
  const server = createServer();
  server.once('error', reject);
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    server.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
  });
});

// Starts `sandbox/start.ts` as a child process and resolves once it prints its address.
async function startSandbox(dbDir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'sandbox', 'start.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SANDBOX_DB: join(dbDir, 'bench.db'), SANDBOX_SKIP_BUILD: '1', SANDBOX_CONTROL: '1', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('sandbox did not start within 30 s')), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Sandbox lender on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

async function json(url: string, init: RequestInit): Promise<{ body: Record<string, unknown>; headers: Headers }> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${new URL(url).pathname}: HTTP ${response.status}`);
  return { body: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

async function run(title: string, options: autocannon.Options): Promise<autocannon.Result> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  const errors = result.non2xx + result.errors + result.timeouts;
  console.log(`${title.padEnd(34)} ${Math.round(result.requests.average).toString().padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms${errors ? `   (${errors} failed)` : ''}`);
  return result;
}

async function main(): Promise<void> {
  let url = process.argv[2] ?? process.env.SANDBOX_URL;
  let child: ChildProcess | undefined;
  const dbDir = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
  try {
    if (url === undefined) ({ url, child } = await startSandbox(dbDir));
    const host = new URL(url).hostname;
    if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) throw new Error(`bench runs on loopback only, not ${host}`);
    const link = await json(`${url}/api/__sandbox/links`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ scenario: { merchant: { name: 'Bench Merchant', vertical: 'HS' }, amount: 2500, inquiries: ['FIRST_NAME', 'LAST_NAME', 'SSN4'] } }),
    });
    const token = String(link.body.token);
    const first = await json(`${url}/api/loanapplications/${token}?initToken=${token}`, { method: 'GET' });
    const id = String(first.body.loanApplicationId);
    const headers = { authorization: `Bearer ${first.headers.get('x-session-token') ?? ''}`, 'content-type': 'application/json' };
    console.log(`Benchmark: ${SECONDS} s each, ${CONNECTIONS} connections, ${url}`);
    const get = await run('GET /loanapplications/{id}', { url: `${url}/api/loanapplications/${id}`, headers });
    await run('PATCH /loanapplications/{id}', { url: `${url}/api/loanapplications/${id}`, method: 'PATCH', headers, body: JSON.stringify({ firstName: 'Bench' }) });
    const ok = get.requests.average >= 2000 && get.latency.p99 < 25;
    console.log(`GET target (>= 2000 req/s, p99 < 25 ms): ${ok ? 'met' : 'NOT met'}`);
  } finally {
    if (child?.pid !== undefined) child.kill('SIGTERM');
    rmSync(dbDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
