// Slow-request attacks: a request whose body stalls, or trickles a byte a second so no idle timeout ever fires, is
// closed (408 or the socket cut) within the request timeout plus Node's check interval of its first byte; by default
// that is within 30 s. Each attack runs on a real socket against a listening sandbox.
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer, REQUEST_TIMEOUT_MS, type Sandbox } from '../../../sandbox/server/buildServer';
import { fixtures } from '../server/sandboxHarness';

/** The test's request timeout: short, so an attack is over in about 2 s. */
const TIMEOUT_MS = 1_500;

const servers: Sandbox[] = [];
afterAll(async () => {
  for (const built of servers) await built.app.close();
});

// A listening sandbox and Node's real timeouts on it.
async function listening(extra: Parameters<typeof buildServer>[0] = {}) {
  const built = await buildServer({ fixtures, control: true, distDir: false, print: () => undefined, ...extra });
  servers.push(built);
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  const server = built.app.server as typeof built.app.server & { connectionsCheckingInterval: number };
  return {
    port: typeof address === 'object' && address !== null ? address.port : 0,
    requestTimeout: server.requestTimeout,
    headersTimeout: server.headersTimeout,
    interval: server.connectionsCheckingInterval,
  };
}

// Opens a socket, sends `first`, then each of `drip` one per second; resolves with how long after `first` was sent
// the server hung up, and what it answered. Gives up (rejects) after 10 s.
function attack(port: number, first: string, drip: string[] = []): Promise<{ ms: number; answer: string }> {
  return new Promise((resolve, reject) => {
    let started = 0;
    let answer = '';
    const timers: NodeJS.Timeout[] = [];
    const socket = connect(port, '127.0.0.1', () => {
      started = Date.now();
      socket.write(first);
      drip.forEach((bytes, i) => timers.push(setTimeout(() => { if (!socket.destroyed) socket.write(bytes); }, (i + 1) * 1_000)));
    });
    socket.on('data', (chunk) => { answer += chunk.toString(); });
    socket.on('error', () => undefined); // a reset is a hang-up too; 'close' follows
    socket.on('close', () => {
      timers.forEach(clearTimeout);
      resolve({ ms: Date.now() - started, answer });
    });
    timers.push(setTimeout(() => { socket.destroy(); reject(new Error('the server held the request open for 10 s')); }, 10_000));
  });
}

const PATCH_HEAD = 'PATCH /api/loanapplications/demo-happy HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n';

/** A cut-off request: answered 408 or closed with no answer, never served. */
const cutOff = (answer: string) => answer === '' || answer.startsWith('HTTP/1.1 408');

describe('slow requests', () => {
  it('by default closes any request within 30 s of its first byte (request timeout + Node check interval)', async () => {
    const { requestTimeout, headersTimeout, interval } = await listening();
    expect(requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(requestTimeout).toBeGreaterThan(0);
    expect(requestTimeout + interval).toBeLessThanOrEqual(30_000);
    expect(headersTimeout + interval).toBeLessThanOrEqual(30_000);
  });

  it('closes a request whose body stalls after 7 of 500 bytes, after the timeout and by timeout + interval', async () => {
    const { port, requestTimeout, interval } = await listening({ requestTimeoutMs: TIMEOUT_MS });
    const { ms, answer } = await attack(port, `${PATCH_HEAD}{"a":1,`);
    expect(cutOff(answer)).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(requestTimeout - 50);
    expect(ms).toBeLessThanOrEqual(requestTimeout + interval + 500);
  });

  it('closes a request whose body trickles one byte a second (each byte would reset an idle timeout)', async () => {
    const { port, requestTimeout, interval } = await listening({ requestTimeoutMs: TIMEOUT_MS });
    const { ms, answer } = await attack(port, `${PATCH_HEAD}{`, Array.from({ length: 9 }, () => ' '));
    expect(cutOff(answer)).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(requestTimeout - 50);
    expect(ms).toBeLessThanOrEqual(requestTimeout + interval + 500);
  });

  it('closes a request whose headers trickle one line a second and never end', async () => {
    const { port, headersTimeout, interval } = await listening({ requestTimeoutMs: TIMEOUT_MS });
    const { ms, answer } = await attack(port, 'GET /api/loanapplications/demo-happy HTTP/1.1\r\n', Array.from({ length: 9 }, (_, i) => `X-Slow-${i}: 1\r\n`));
    expect(cutOff(answer)).toBe(true);
    expect(ms).toBeLessThanOrEqual(headersTimeout + interval + 500);
  });

  it('still answers a whole request sent at once on the same short timeout', async () => {
    const { port } = await listening({ requestTimeoutMs: TIMEOUT_MS });
    const res = await fetch(`http://127.0.0.1:${port}/api/__sandbox/clock`);
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveProperty('offsetMs');
  });
});
