// A sandbox in its own process on a file database, for the kill -9 test: prints its port, then serves until killed.
import { buildServer } from '../../../sandbox/server/buildServer';
import { loadFixtures } from '../../../sandbox/server/fixtures/loadFixtures';
import { seedFixtures } from '../../../sandbox/server/fixtures/seedFixtures';

const fixtures = loadFixtures();
const sandbox = await buildServer({ dbPath: process.argv[2] as string, fixtures, print: () => undefined });
seedFixtures(sandbox.repo, fixtures, sandbox.clock.now());
await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
const address = sandbox.app.server.address();
console.log(`listening on port ${typeof address === 'object' && address !== null ? address.port : 0}`);
