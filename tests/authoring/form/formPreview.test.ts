import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formEditStore } from '../../../authoring/server/form/formEditStore';
import { authoring } from '../../../authoring/server/authoringServer';
import { ownWrites } from '../../../authoring/server/ownWrites';
import type { FormAnswer, FormPreview, NewQuestion } from '../../../authoring/shared/formTypes';
import { compileContentFile } from '../../../engine/content/compileContentFile';
import { loadConfig, type ConfigFiles } from '../../../src/runtime/loadConfig';
import { cleanUp, scratchProject } from './scratchProject';

// A change runs every rule of flows:check twice (before and after): seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 120000 });

// What the form editor's answer carries for the page to show a change at once, without a reload (issue 46), on the
// guide's job_details screen in a scratch copy of the config; and its writes known as its own (no reload).
let dir = '';
beforeAll(() => {
  dir = scratchProject(true);
});
afterAll(() => cleanUp(dir));

const gateCode: NewQuestion = {
  name: 'gateCode', kind: 'widget:text', required: false,
  label: { en: 'Gate code', 'es-US': 'Código de la puerta' },
};
const previewOf = (answer: FormAnswer): FormPreview => {
  if (!answer.ok || !answer.preview) throw new Error(`no preview in ${JSON.stringify(answer).slice(0, 300)}`);
  return answer.preview;
};
const labelsIn = (compiled: unknown) => ((compiled as { value?: { labels?: Record<string, string> } }).value?.labels ?? {});

describe('a change answers with what the page shows (formPreview)', () => {
  it('carries the form\'s new schema, its validators, both languages\' copy of each screen showing it, and the flows with the new save line; undo carries them back', async () => {
    const seen: [string, string | null][] = [];
    const store = formEditStore(dir, (path, text) => seen.push([path, text]), (locale, file, _text, compiled) => ({ ...(compiled as object), marked: `${locale} ${file}` }));
    const preview = previewOf(await store.apply({ op: 'add', screen: 'job_details', question: gateCode }));
    expect(preview.form).toBe('job_details');
    expect(Object.keys((preview.schema as { properties: Record<string, unknown> }).properties)).toContain('gateCode');
    expect(preview.ui).toEqual(JSON.parse(readFileSync(join(dir, 'schemas/forms/job_details.ui.json'), 'utf8')));
    expect(preview.validators).toBe('/engine/generated/forms/job_details.validators.js');
    // Each copy file written, compiled as the app reads it, in both languages, marked as the page's copy is.
    expect(preview.copy.map((c) => c.file).sort()).toEqual(['screens/job_details.md', 'screens/prequal_job_details.md']);
    const screen = preview.copy.find((c) => c.file === 'screens/job_details.md')!;
    expect(labelsIn(screen.compiled.en).gateCode).toBe('Gate code');
    expect(labelsIn(screen.compiled['es-US']).gateCode).toBe('Código de la puerta');
    expect((screen.compiled.en as { marked?: string }).marked).toBe('en screens/job_details.md');
    expect(screen.compiled.en).toMatchObject(compileContentFile('content/en/screens/job_details.md', readFileSync(join(dir, 'content/en/screens/job_details.md'), 'utf8')) as object);
    // The flows as the app compiles them: the screen's save map keeps the new answer.
    const config = loadConfig(preview.flows as unknown as ConfigFiles);
    expect(config.ok && config.value.flows.borrower.screens.job_details?.on?.submit?.save).toMatchObject({ gateCode: 'answers.gateCode' });
    // Every file it wrote was told to the dev server first, with the bytes it holds now.
    for (const [path, text] of seen) expect(readFileSync(path, 'utf8')).toBe(text);

    const back = previewOf(await store.undo());
    expect(Object.keys((back.schema as { properties: Record<string, unknown> }).properties)).not.toContain('gateCode');
    expect(labelsIn(back.copy.find((c) => c.file === 'screens/job_details.md')!.compiled.en).gateCode).toBeUndefined();
    const before = loadConfig(back.flows as unknown as ConfigFiles);
    expect(before.ok && before.value.flows.borrower.screens.job_details?.on?.submit?.save).not.toHaveProperty('gateCode');
  });
});

describe('an editor\'s own writes (ownWrites)', () => {
  it('knows a change of a file to what it last wrote as its own, however late; any other change is not, and forgets it', async () => {
    const own = ownWrites();
    own.wrote('/p/a.json', 'new');
    expect(await own.isOwn('/p/a.json', async () => 'new')).toBe(true);
    expect(await own.isOwn('/p/a.json', async () => 'new')).toBe(true);
    expect(await own.isOwn('/p/b.json', async () => 'new')).toBe(false);
    expect(await own.isOwn('/p/a.json', async () => 'typed by hand')).toBe(false);
    expect(await own.isOwn('/p/a.json', async () => 'new')).toBe(false);
  });

  it('knows the report of one change read while the next is written as its own (two quick changes of one form: no reload)', async () => {
    const own = ownWrites();
    own.wrote('/p/a.json', 'first');
    let written = 'first';
    // The watcher's report of the first change is read once the second change is already on disk.
    const late = own.isOwn('/p/a.json', async () => {
      own.wrote('/p/a.json', 'second');
      written = 'second';
      return written;
    });
    expect(await late).toBe(true);
    // And the other way round: read before the second change lands, the file still holds the first.
    own.wrote('/p/a.json', 'third');
    expect(await own.isOwn('/p/a.json', async () => 'second')).toBe(true);
    expect(await own.isOwn('/p/a.json', async () => 'typed by hand')).toBe(false);
  });

  it('knows a file it deleted, gone, as its own (a screen removed); the file back by another hand is not', async () => {
    const own = ownWrites();
    own.wrote('/p/gone.md', null);
    const gone = () => Promise.reject(new Error('ENOENT'));
    expect(await own.isOwn('/p/gone.md', gone)).toBe(true);
    expect(await own.isOwn('/p/gone.md', async () => 'written by hand')).toBe(false);
    expect(await own.isOwn('/p/gone.md', gone)).toBe(false);
  });

  it('keeps the page from updating or reloading for a file the editor made or deleted, after Vite\'s import.meta.glob adds its importers', async () => {
    const own = ownWrites();
    own.wrote('/p/schemas/forms/new.schema.json', '{}');
    own.wrote('/p/content/en/screens/old.md', null);
    const plugin = authoring([{ name: 'form', calls: () => ({}), isOwnWrite: own.isOwn }]);
    const hook = plugin.hotUpdate as { order?: string; handler: (this: unknown, options: unknown) => Promise<unknown> };
    // Last of the hooks: after vite:import-glob, which adds the glob's importer (src/forms/formRegistry.ts) for a new file.
    expect(hook.order).toBe('post');
    const importer = [{ id: '/p/src/forms/formRegistry.ts' }];
    const stale: unknown[] = [];
    const vite = { environment: { moduleGraph: { invalidateModule: (mod: unknown) => stale.push(mod) } } };
    expect(await hook.handler.call(vite, { type: 'create', file: '/p/schemas/forms/new.schema.json', read: async () => '{}', modules: importer })).toEqual([]);
    // Nothing sent to the open page, but the importer is stale: a page opened next (a new tab, a reload) reads the
    // forms as they now are, the new screen's among them, and not as the dev server first drew them.
    expect(stale).toEqual(importer);
    expect(await hook.handler.call(vite, { type: 'delete', file: '/p/content/en/screens/old.md', read: () => Promise.reject(new Error('ENOENT')), modules: importer })).toEqual([]);
    expect(await hook.handler.call(vite, { type: 'create', file: '/p/schemas/forms/other.schema.json', read: async () => '{}', modules: importer })).toBeUndefined();
    expect(stale).toHaveLength(2);
  });
});
