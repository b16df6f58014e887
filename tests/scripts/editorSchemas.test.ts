import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ErrorObject } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { RULE_KINDS } from '../../engine/api/ErrorRule';
import { BEHAVIOURS } from '../../engine/forms/uiVocabulary';
import { widgetVocabulary } from '../../scripts/lib/widgetVocabulary';
import { filters } from '../../engine/fields/registry';
import { editorSchemas, staleEditorSchemas } from '../../scripts/editor/editorSchemas';

// Product edits flows, fixtures, form and UI schemas in VS Code: .vscode/settings.json maps each to a JSON Schema so
// the editor completes the names that exist and underlines a slip as it is typed, before flows:check runs.
const repo = resolve(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(repo, path), 'utf8');
const load = (path: string): unknown => (path.endsWith('.json') ? JSON.parse(read(path)) : parse(read(path)));

interface Settings { 'yaml.schemas': Record<string, string[]>; 'json.schemas': { fileMatch: string[]; url: string }[] }
const settings = JSON.parse(read('.vscode/settings.json')) as Settings;
const bare = (p: string) => p.replace(/^\.?\//, '');
/** Each schema the settings name with the workspace-relative patterns of the files it is for. */
const mappings = [
  ...Object.entries(settings['yaml.schemas']).map(([schema, patterns]) => ({ schema: bare(schema), patterns })),
  ...settings['json.schemas'].map(({ url, fileMatch }) => ({ schema: bare(url), patterns: fileMatch })),
];
const globRegex = (pattern: string) => new RegExp(`^${bare(pattern).split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*')}$`);
const filesUnder = (dir: string): string[] => readdirSync(join(repo, dir)).flatMap((name) => {
  const path = `${dir}/${name}`;
  return statSync(join(repo, path)).isDirectory() ? filesUnder(path) : [path];
});
/** What product edits: flows, fixtures, form schemas and UI schemas (docs such as fixtures/README.md aside). */
const productFiles = ['flows', 'fixtures', 'schemas/forms'].flatMap(filesUnder).filter((f) => /\.(ya?ml|json)$/.test(f));
const mapped = (file: string) => mappings.filter((m) => m.patterns.some((p) => globRegex(p).test(file)));

function ajv() {
  const a = new Ajv2020({ allErrors: true, strict: false });
  addFormats(a);
  return a;
}
const validator = (schema: string) => ajv().compile(load(schema) as object);
const say = (file: string, errors: ErrorObject[] | null | undefined) => (errors ?? []).map((e) => `${file}${e.instancePath}: ${e.message}`);

describe('.vscode: the editor knows every file product edits', () => {
  it('recommends the YAML extension', () => {
    expect((JSON.parse(read('.vscode/extensions.json')) as { recommendations: string[] }).recommendations).toContain('redhat.vscode-yaml');
  });

  it('maps each flow, errors/inquiries table, fixture, form schema and UI schema to exactly one schema, and no pattern to nothing', () => {
    expect(productFiles.length).toBeGreaterThan(100);
    expect(productFiles.filter((f) => mapped(f).length !== 1).map((f) => `${f}: ${mapped(f).map((m) => m.schema).join(', ') || 'no schema'}`)).toEqual([]);
    for (const { schema, patterns } of mappings) {
      for (const p of patterns) expect(productFiles.some((f) => globRegex(p).test(f)), `${schema}: ${p}`).toBe(true);
    }
  });

  it('leaves each mapped file without a "$schema" of its own, which VS Code would use instead of the mapping', () => {
    const own = productFiles.filter((f) => f.endsWith('.json') && (load(f) as Record<string, unknown>).$schema !== undefined);
    expect(own).toEqual([]);
  });

  it('validates every real flow, fixture, errors/inquiries table, form schema and UI schema against its schema', () => {
    const problems = mappings.flatMap(({ schema, patterns }) => {
      const check = validator(schema);
      return productFiles.filter((f) => patterns.some((p) => globRegex(p).test(f))).flatMap((f) => (check(load(f)) ? [] : say(f, check.errors)));
    });
    expect(problems).toEqual([]);
  });
});

describe('the editor underlines a slip as product types it', () => {
  const ui = validator('schemas/editor/ui.schema.json');
  const entryUi = () => load('schemas/forms/entry.ui.json') as Record<string, Record<string, unknown>>;
  const refused = (doc: unknown, check = ui) => (check(doc) ? [] : check.errors ?? []);

  it('refuses "ui:widget": "emial", naming the widget list the engine draws', () => {
    const doc = entryUi();
    doc.email!['ui:widget'] = 'emial';
    const errors = refused(doc).filter((e) => e.instancePath === '/email/ui:widget');
    expect(errors.map((e) => e.schemaPath)).toEqual(['#/$defs/widget/enum']);
    expect(errors[0]!.params.allowedValues).toEqual(widgetVocabulary().declared.filter((w) => !w.field).map((w) => w.name));
  });

  it('refuses a mistyped behaviour, filter and autocomplete token, each at its key', () => {
    const doc = entryUi();
    doc.zip!['ui:behaviours'] = ['zipChek'];
    doc.firstName!['ui:filter'] = 'nmae';
    doc.lastName!['ui:autocomplete'] = 'familyname';
    doc.city!['ui:inputmode'] = 'number';
    const at = refused(doc).map((e) => e.instancePath);
    for (const path of ['/zip/ui:behaviours/0', '/firstName/ui:filter', '/lastName/ui:autocomplete', '/city/ui:inputmode']) expect(at).toContain(path);
    const behaviour = refused(doc).find((e) => e.instancePath === '/zip/ui:behaviours/0');
    expect(behaviour?.params.allowedValues).toEqual(Object.keys(BEHAVIOURS));
    expect(refused(doc).find((e) => e.instancePath === '/firstName/ui:filter')?.params.allowedValues).toEqual(Object.keys(filters));
  });

  it('takes the HTML standard\'s full autocomplete form and refuses a UI key rjsf and our theme do not read', () => {
    const doc = entryUi();
    doc.zip!['ui:autocomplete'] = 'section-home shipping postal-code';
    doc.city!['ui:autocomplete'] = 'work email';
    expect(refused(doc)).toEqual([]);
    doc.city!['ui:widgte'] = 'text';
    expect(refused(doc).map((e) => `${e.instancePath} ${e.keyword} ${String(e.params.additionalProperty)}`)).toContain('/city additionalProperties ui:widgte');
  });

  it('refuses an unknown x-rules name, an x-messages keyword no message exists for and a keyword JSON Schema does not have', () => {
    const form = validator('schemas/editor/form.schema.json');
    const doc = load('schemas/forms/entry.schema.json') as { properties: Record<string, Record<string, unknown>> };
    doc.properties.email!['x-rules'] = ['emailDomian'];
    doc.properties.zip!['x-messages'] = { requried: 'enterZip' };
    doc.properties.city!.maxLenght = 50;
    const at = refused(doc, form).map((e) => `${e.instancePath} ${e.keyword}`);
    expect(at).toContain('/properties/email/x-rules/0 enum');
    expect(at).toContain('/properties/zip/x-messages additionalProperties');
    expect(at).toContain('/properties/city additionalProperties');
  });

  it('refuses an error rule whose kind is unknown, and a field: on a kind other than field', () => {
    const errors = validator('schemas/editor/errors.schema.json');
    const doc = load('flows/errors.yaml') as { rules: Record<string, unknown>[] };
    doc.rules[1]!.kind = 'feild';
    doc.rules[0]!.field = 'zip';
    const found = refused(doc, errors);
    expect(found.find((e) => e.instancePath === '/rules/1/kind')?.params.allowedValues).toEqual([...RULE_KINDS]);
    expect(found.map((e) => e.instancePath)).toContain('/rules/0/field');
  });

  it('refuses an inquiry table whose dobParts are not three names', () => {
    const inquiries = validator('schemas/editor/inquiries.schema.json');
    const doc = load('flows/inquiries.yaml') as Record<string, unknown>;
    doc.dobParts = ['dobYear', 'dobMonth'];
    expect(refused(doc, inquiries).map((e) => `${e.instancePath} ${e.keyword}`)).toEqual(['/dobParts minItems']);
  });
});

describe('the generated schemas stay fresh', () => {
  let dir = '';
  afterEach(() => { if (dir) rmSync(dir, { recursive: true, force: true }); });
  const copy = () => {
    dir = mkdtempSync(join(tmpdir(), 'editor-schemas-'));
    for (const { path, text } of editorSchemas()) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return dir;
  };

  const textsUnder = (root: string) => (path: string) => (existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : undefined);

  it('commits each generated file as a fresh generation makes it, saying it is generated and by which command', () => {
    expect(staleEditorSchemas(textsUnder(repo))).toEqual([]);
    for (const { path, text } of editorSchemas()) expect(JSON.parse(text).$comment, path).toContain('npm run editor:schemas');
  });

  it('names a stale file, where it differs, and the command; and a missing one', () => {
    const root = copy();
    const file = join(root, 'schemas/editor/ui.schema.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"addressAutocomplete"', '"addressLookup"'));
    rmSync(join(root, 'schemas/editor/errors.schema.json'));
    expect(staleEditorSchemas(textsUnder(root))).toEqual([
      { file: 'schemas/editor/ui.schema.json', message: 'schemas/editor/ui.schema.json is stale at /$defs/widget/enum (the engine\'s names changed since it was generated): run npm run editor:schemas' },
      { file: 'schemas/editor/errors.schema.json', message: 'schemas/editor/errors.schema.json is missing: run npm run editor:schemas' },
    ]);
  });
});
