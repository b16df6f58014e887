// The sandbox the contract fuzzer hits when it is given no --url: built in this process with every fixture, its
// control API on (links and texted codes come from it), listening on a free loopback port: real HTTP, so the
// router's percent-decoding and Node's header limits are exercised as a partner's requests would exercise them.
import { buildServer } from '../../sandbox/server/buildServer';
import { loadFixtures } from '../../sandbox/server/fixtures/loadFixtures';
import { seedFixtures } from '../../sandbox/server/fixtures/seedFixtures';

export interface FuzzTarget { base: URL; close(): Promise<void> }

export async function startFuzzTarget(): Promise<FuzzTarget> {
  const fixtures = loadFixtures();
  const sandbox = await buildServer({ fixtures, control: true, distDir: false, print: () => undefined });
  seedFixtures(sandbox.repo, fixtures, sandbox.clock.now());
  return { base: new URL(await sandbox.app.listen({ port: 0, host: '127.0.0.1' })), close: () => sandbox.app.close() };
}
