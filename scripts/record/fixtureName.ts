import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Fixture } from '../../sandbox/server/fixtures/Fixture';

// What a new fixture may be called, for npm run record and the preview's Record switch alike: lowercase words joined
// by hyphens (the file's name is the fixture's, and a name is never a path), and no fixture of that name or file yet.
export function fixtureNameProblem(name: string, dir: string, fixtures: readonly Fixture[]): string | null {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) return `name the fixture in lowercase words joined by hyphens (such as qa-sign-retry), not "${name}"`;
  if (existsSync(join(dir, `${name}.yaml`)) || fixtures.some((f) => f.name === name)) return `fixtures/${name}.yaml exists already: choose another name`;
  return null;
}
