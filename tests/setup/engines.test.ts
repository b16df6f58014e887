import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// A newcomer's `npm ci` on the Node the README states prints no EBADENGINE: every package the lockfile installs
// (optional platform builds aside, which npm skips) runs on the oldest Node `engines` allows, on 22 from 22.13 (vite and
// rolldown want 22.12, jsdom 22.13: README says so) and on 24.
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, { version?: string; optional?: boolean; engines?: { node?: string } | string[] }>;
};

describe('engines', () => {
  const oldest = semver.minVersion(pkg.engines.node)?.version ?? '';

  it('states Node 20.19 as the minimum, as README says', () => {
    expect(oldest).toBe('20.19.0');
    expect(readFileSync(new URL('../../README.md', import.meta.url), 'utf8')).toContain('Node >= 20.19 (on Node 22, 22.13 or later).');
  });

  it.each([oldest, '22.13.0', '24.0.0'])('asks for no Node newer than %s in any installed package', (node) => {
    const refusing = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && entry.optional !== true)
      .map(([path, entry]) => ({ path, version: entry.version, wants: Array.isArray(entry.engines) ? undefined : entry.engines?.node }))
      .filter(({ wants }) => wants !== undefined && !semver.satisfies(node, wants, { includePrerelease: true }))
      .map(({ path, version, wants }) => `${path.replace(/^.*node_modules\//, '')}@${version} wants Node ${wants}`);
    expect(refusing).toEqual([]);
  });
});
