import { chromium } from 'playwright-core';
import { buildServer } from '../sandbox/server/buildServer';
import { loadFixtures } from '../sandbox/server/fixtures/loadFixtures';
import { CHROMIUM_ARGS, findChromium } from './lib/findChromium';
const sandbox = await buildServer({ dbPath: ':memory:', fixtures: loadFixtures(), distDir: '/tmp/dist-prof', control: true, print: () => undefined });
await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
const a = sandbox.app.server.address() as { port: number };
const base = `http://127.0.0.1:${a.port}`;
const res = await fetch(`${base}/api/__sandbox/links`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ fixture: 'happy-path' }) });
const { path } = await res.json() as { path: string };
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const ctx = await browser.newContext({ viewport: { width: 360, height: 740 } });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.goto(base + path);
const box = page.getByLabel('First name', { exact: false }).and(page.locator('input')).first();
await box.waitFor();
await box.click();
await page.keyboard.type('Ana', { delay: 50 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
await cdp.send('Profiler.start');
await page.keyboard.type('Alexandriaxxxxxxxxxxxxxxxxxx', { delay: 50 });
const { profile } = await cdp.send('Profiler.stop') as any;
const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map<string, number>();
const selfT = new Map<string, number>();
const dt = profile.timeDeltas as number[];
profile.samples.forEach((id: number, i: number) => {
  const d = dt[i + 1] ?? 0;
  const seen = new Set<string>();
  let cur: number | undefined = id;
  const leaf = byId.get(id).callFrame; const lk = `${leaf.functionName || '(anon)'}:${leaf.lineNumber}`;
  selfT.set(lk, (selfT.get(lk) ?? 0) + d);
  while (cur !== undefined) {
    const f = byId.get(cur).callFrame; const key = `${f.functionName || '(anon)'}:${f.lineNumber}`;
    if (!seen.has(key)) { seen.add(key); incl.set(key, (incl.get(key) ?? 0) + d); }
    cur = parent.get(cur);
  }
});
console.log('--- inclusive ms/key');
for (const [k, v] of [...incl.entries()].sort((a, b) => b[1] - a[1]).slice(0, 70)) console.log((v / 1000 / 28).toFixed(2).padStart(8), k);
await browser.close(); await sandbox.app.close();
