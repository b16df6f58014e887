import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileContentFile, type CompiledFile } from '../../../engine/content/compileContentFile';
import { loadConfig, type ConfigFiles } from '../../../src/runtime/loadConfig';

const NAMES = ['borrower', 'prequal', 'common', 'inquiries', 'errors'] as const;
const text = (name: string) => readFileSync(new URL(`../../../flows/${name}.yaml`, import.meta.url), 'utf8');

// The flow files as the build compiles them, with `edit` applied to one text first.
function files(edit: Partial<Record<(typeof NAMES)[number], (t: string) => string>> = {}): ConfigFiles {
  const compile = (name: (typeof NAMES)[number]) => compileContentFile(`flows/${name}.yaml`, (edit[name] ?? ((t) => t))(text(name))) as CompiledFile;
  return Object.fromEntries(NAMES.map((name) => [name, compile(name)])) as unknown as ConfigFiles;
}

describe('loadConfig (flows compiled at build time, checked by the engine at startup)', () => {
  it('loads the bundled flows: both journeys and the error rules', () => {
    const config = loadConfig();
    expect(config.ok).toBe(true);
    if (!config.ok) return;
    expect(config.value.flows.borrower.screens.entry).toBeDefined();
    expect(config.value.flows.prequal.screens).toBeDefined();
    expect(config.value.errorRules.length).toBeGreaterThan(0);
  });

  it('lists a YAML slip by file, line and column for the config error page', () => {
    const config = loadConfig(files({ inquiries: (t) => `${t}\n  bad: [unclosed\n` }));
    expect(config).toMatchObject({ ok: false });
    if (config.ok) return;
    expect(config.error.some((line) => /^flows\/inquiries\.yaml:\d+:\d+: not valid YAML: /.test(line))).toBe(true);
  });

  it('still runs the engine checks on the compiled data: an included flow that does not exist is named', () => {
    const config = loadConfig(files({ borrower: (t) => t.replace('include: [common]', 'include: [commons]') }));
    expect(config).toMatchObject({ ok: false });
    if (config.ok) return;
    expect(config.error).toContain('flows/borrower.yaml: include.0: included flow "commons" (flows/commons.yaml) was not found or has no screens (did you mean "common"?)');
  });

  it('names a broken error rule file', () => {
    const config = loadConfig(files({ errors: () => 'rules: [\n' }));
    expect(config.ok).toBe(false);
    if (config.ok) return;
    expect(config.error.some((line) => line.startsWith('flows/errors.yaml:'))).toBe(true);
  });
});
