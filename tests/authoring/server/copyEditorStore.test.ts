import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { copyFilePath, CopyPathError } from '../../../authoring/server/copy/copyEditorPath';
import { copyEditorStore } from '../../../authoring/server/copy/copyEditorStore';
import { isLoopbackHost } from '../../../authoring/server/requestGuard';

const repo = resolve(__dirname, '..', '..', '..');
// A save runs every rule of flows:check twice (before and after the edit): seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 90000 });
let dir = '';
let outside = '';

// A scratch copy of what flows:check reads, which the store edits as the dev server would.
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'copy-editor-'));
  outside = mkdtempSync(join(tmpdir(), 'copy-editor-outside-'));
  for (const d of ['flows', 'content', 'schemas', 'fixtures', 'engine/generated/forms']) cpSync(join(repo, d), join(dir, d), { recursive: true });
  writeFileSync(join(outside, 'secret.md'), '---\ntitle: secret\n---\n');
  symlinkSync(join(outside, 'secret.md'), join(dir, 'content/en/modals/linked.md'));
  mkdirSync(join(dir, 'content/en/screens/sub'), { recursive: true });
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('the copy editor writes only copy files under content/ (copyFilePath)', () => {
  it.each([
    ['en', '../../package.json'], ['en', '../es-US/site.yaml'], ['en', 'screens/../../../flows/borrower.yaml'], ['en', '/etc/passwd'],
    ['en', `${repo}/content/en/site.yaml`], ['en', 'screens\\..\\site.yaml'], ['en', 'site.yaml\0.md'], ['en', 'screens/sub/x.md'],
    ['en', 'screens/entry.ts'], ['en', 'screens/new_screen.md'], ['../flows', 'site.yaml'], ['/tmp', 'site.yaml'], ['en', 'modals/linked.md'],
  ])('refuses %s / %s', (locale, file) => {
    expect(() => copyFilePath(dir, locale, file)).toThrow(CopyPathError);
  });

  it('refuses a locale folder that is a link leading out of content/', () => {
    symlinkSync(outside, join(dir, 'content/xx'));
    mkdirSync(join(outside, 'screens'), { recursive: true });
    writeFileSync(join(outside, 'screens/entry.md'), '---\ntitle: x\n---\n');
    expect(() => copyFilePath(dir, 'xx', 'screens/entry.md')).toThrow(/outside content/);
    rmSync(join(dir, 'content/xx'));
  });

  it('gives the real path of an existing copy file', () => {
    expect(copyFilePath(dir, 'es-US', 'screens/entry.md')).toBe(join(dir, 'content/es-US/screens/entry.md'));
  });

  it('a save naming another path is refused and writes nothing', () => {
    const store = copyEditorStore(dir);
    const before = readFileSync(join(outside, 'secret.md'), 'utf8');
    const result = store.save({ file: 'modals/linked.md', key: 'title', values: { en: 'owned' } });
    expect(result.ok).toBe(false);
    expect(readFileSync(join(outside, 'secret.md'), 'utf8')).toBe(before);
    expect(store.save({ file: '../../package.json', key: 'name', values: { en: 'x' } })).toMatchObject({ ok: false, status: 400 });
  });
});

describe('a save is checked as flows:check checks the file (copyEditorStore)', () => {
  it('writes both languages, keeps a byte-order mark, and lists the change', () => {
    const es = join(dir, 'content/es-US/messages.yaml');
    writeFileSync(es, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), readFileSync(es)]));
    const store = copyEditorStore(dir);
    const result = store.save({ file: 'messages.yaml', key: 'twoLettersMinimum', values: { en: 'At least two letters', 'es-US': 'Al menos dos letras' } });
    expect(result).toMatchObject({ ok: true, written: ['content/en/messages.yaml', 'content/es-US/messages.yaml'] });
    expect(readFileSync(join(dir, 'content/en/messages.yaml'), 'utf8')).toContain("twoLettersMinimum: 'At least two letters'");
    const bytes = readFileSync(es);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain("twoLettersMinimum: 'Al menos dos letras'");
    expect(store.changes()).toEqual([{ file: 'messages.yaml', key: 'twoLettersMinimum', before: { en: 'Two letters minimum', 'es-US': 'Mínimo dos letras' }, after: { en: 'At least two letters', 'es-US': 'Al menos dos letras' } }]);
    expect(store.entries().find((e) => e.file === 'messages.yaml' && e.key === 'twoLettersMinimum')?.values).toEqual({ en: 'At least two letters', 'es-US': 'Al menos dos letras' });
  });

  it('refuses a misspelt placeholder with flows:check\'s line, and leaves the file untouched', () => {
    const path = join(dir, 'content/en/screens/entry.md');
    const before = readFileSync(path, 'utf8');
    const result = copyEditorStore(dir).save({ file: 'screens/entry.md', key: 'subtitle', values: { en: 'Hello {merchantNam}' } });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      expect.stringMatching(/^content\/en\/screens\/entry\.md:5: \{merchantNam\} is not a value this copy is given.*did you mean \{merchantName\}/),
    ]);
    expect(readFileSync(path, 'utf8')).toBe(before);
  });

  it('refuses a Spanish twin whose placeholders differ from English', () => {
    const result = copyEditorStore(dir).save({ file: 'screens/entry.md', key: 'body', values: { 'es-US': 'Su compra de {amount|currency}.' } });
    expect(!result.ok && result.problems[0]?.file).toBe('content/es-US/screens/entry.md');
    expect(!result.ok && result.problems[0]?.message).toMatch(/placeholders/);
  });
});

describe('a save is checked as a whole: its twins in other languages too (issue 35)', () => {
  const entryBody = () => copyEditorStore(dir).entries().find((e) => e.file === 'screens/entry.md' && e.key === 'body')!.values;

  it('refuses an English edit that drops a {placeholder} the Spanish twin still has, naming the Spanish line, and writes nothing', () => {
    const en = join(dir, 'content/en/screens/entry.md');
    const es = join(dir, 'content/es-US/screens/entry.md');
    const before = [readFileSync(en, 'utf8'), readFileSync(es, 'utf8')];
    const body = entryBody();
    expect(body.en).toContain('{merchantName}');
    const result = copyEditorStore(dir).save({ file: 'screens/entry.md', key: 'body', values: { en: body.en!.replace('{merchantName} offers', 'We offer') } });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.status).toBe(422);
    expect(!result.ok && result.problems.map((p) => `${p.file}:${p.line}:${p.column}: ${p.message}`)).toEqual([
      expect.stringMatching(/^content\/es-US\/screens\/entry\.md:\d+:\d+: the text has placeholders .*\{merchantName\}.*, English has (?!.*merchantName)/),
    ]);
    expect([readFileSync(en, 'utf8'), readFileSync(es, 'utf8')]).toEqual(before);
  });

  it('saves the same change made in both languages together', () => {
    const body = entryBody();
    const store = copyEditorStore(dir);
    const result = store.save({ file: 'screens/entry.md', key: 'body', values: { en: body.en!.replace('{merchantName} offers', 'We offer'), 'es-US': body['es-US']!.replace(/\{merchantName\}\s*/, '') } });
    expect(result).toMatchObject({ ok: true, written: ['content/en/screens/entry.md', 'content/es-US/screens/entry.md'] });
    expect(entryBody().en).not.toContain('{merchantName}');
    expect(entryBody()['es-US']).not.toContain('{merchantName}');
  });

  it('says the lines of QA fixtures that quote the old words, and only those, and saves', () => {
    const result = copyEditorStore(dir).save({ file: 'screens/choose_plan.md', key: 'title', values: { en: 'Pick a plan' } });
    expect(result.ok).toBe(true);
    const elsewhere = result.ok ? result.elsewhere : [];
    expect(elsewhere.length).toBeGreaterThan(0);
    expect(elsewhere.every((p) => p.file.startsWith('fixtures/'))).toBe(true);
  });
});

describe('the changes panel lists what the copy files now differ by, not what was once saved (issue 46)', () => {
  const heading = { file: 'screens/entry.md', key: 'variants.fullForm.title' };
  const listed = (store: ReturnType<typeof copyEditorStore>) => store.changes().filter((c) => c.file === heading.file && c.key === heading.key);

  it('in a git work tree: another session lists a save still in the files; `git checkout -- content/` empties the list', () => {
    const work = mkdtempSync(join(tmpdir(), 'copy-editor-git-'));
    try {
      for (const d of ['flows', 'content', 'schemas', 'fixtures', 'engine/generated/forms']) cpSync(join(repo, d), join(work, d), { recursive: true });
      const git = (...args: string[]) => execFileSync('git', ['-C', work, '-c', 'user.name=t', '-c', 'user.email=t@example.test', ...args], { stdio: 'pipe' });
      git('init', '-q');
      git('add', '-A');
      git('commit', '-q', '-m', 'copy');
      const before = copyEditorStore(work).entries().find((e) => e.file === heading.file && e.key === heading.key)!.values;
      const saved = copyEditorStore(work).save({ ...heading, values: { en: 'Apply for your plan' } });
      expect(saved.ok).toBe(true);
      // A new page, a new browser, a restarted dev server: the edit is still in the file, so it is listed.
      expect(listed(copyEditorStore(work))).toEqual([{ ...heading, before: { en: before.en }, after: { en: 'Apply for your plan' } }]);
      const open = copyEditorStore(work);
      git('checkout', '--', 'content/');
      expect(open.changes()).toEqual([]);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  it('without git: a save put back by hand is gone from the list, in the same session', () => {
    const path = join(dir, 'content/en/screens/entry.md');
    const text = readFileSync(path, 'utf8');
    const store = copyEditorStore(dir);
    expect(store.save({ ...heading, values: { en: 'Apply today' } }).ok).toBe(true);
    expect(listed(store).map((c) => c.after)).toEqual([{ en: 'Apply today' }]);
    writeFileSync(path, text);
    expect(listed(store)).toEqual([]);
  });
});

describe('editing is for this machine only (isLoopbackHost)', () => {
  it.each([[undefined, true], ['localhost', true], ['127.0.0.1', true], ['::1', true], ['0.0.0.0', false], [true, false], ['192.168.1.20', false], ['example.test', false]])('%s -> %s', (host, on) => {
    expect(isLoopbackHost(host as string | boolean | undefined)).toBe(on);
  });
});
