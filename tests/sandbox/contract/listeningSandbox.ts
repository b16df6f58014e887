// A sandbox on a free loopback port for the contract tests: real HTTP (the router's percent-decoding, Node's header
// limit and concurrent sockets are what these tests are about), plus its repository to count effects.
import { afterAll, beforeAll } from 'vitest';
import { buildServer, type Sandbox } from '../../../sandbox/server/buildServer';
import { fixtures } from '../server/sandboxHarness';
import { seedFixtures } from '../../../sandbox/server/fixtures/seedFixtures';
import { send, type RawAnswer, type RawRequest } from '../../../scripts/lib/fuzzContractHttp';

export interface ListeningSandbox extends Sandbox {
  base: URL;
  /** One request over a new socket; a JSON body is given as a value. */
  http(method: string, path: string, options?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<RawAnswer & { json: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  raw(request: RawRequest): Promise<RawAnswer>;
}

export async function listeningSandbox(): Promise<ListeningSandbox> {
  const sandbox = await buildServer({ fixtures, control: true, distDir: false, print: () => undefined });
  seedFixtures(sandbox.repo, fixtures, sandbox.clock.now());
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const address = sandbox.app.server.address();
  const base = new URL(`http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`);
  const raw = (request: RawRequest) => send(base, request, 15_000);
  return {
    ...sandbox,
    base,
    raw,
    async http(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      const answer = await raw({ method, path, headers, ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}) });
      return { ...answer, json: /json/.test(String(answer.headers['content-type'])) && answer.text !== '' ? JSON.parse(answer.text) : undefined };
    },
  };
}

/** A test file's sandbox: started before its tests (building it, fixtures and the contract's validators, takes
 * seconds on a busy machine), closed after them; call the returned function inside a test. */
export function sandboxForFile(): () => ListeningSandbox {
  let sandbox: ListeningSandbox | undefined;
  beforeAll(async () => {
    sandbox = await listeningSandbox();
  }, 60_000);
  afterAll(async () => {
    await sandbox?.app.close();
  });
  return () => {
    if (!sandbox) throw new Error('the sandbox is not started: call it inside a test');
    return sandbox;
  };
}
