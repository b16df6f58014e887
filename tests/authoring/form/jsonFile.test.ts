import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonFile } from '../../../authoring/server/form/jsonFile';
import { editYamlMap } from '../../../authoring/server/form/yamlMapLines';
import { lineDiff, repo } from './scratchProject';

const forms = join(repo, 'schemas/forms');
const files = readdirSync(forms).filter((f) => f.endsWith('.json')).map((f) => `schemas/forms/${f}`);

// The form editor writes a form's JSON back in the file's own layout, so `git diff` shows the change's lines only.
describe('a form file written back in its own layout (jsonFile)', () => {
  it.each(files)('%s: unchanged, it is written byte for byte as it was', (file) => {
    const text = readFileSync(join(repo, file), 'utf8');
    expect(jsonFile(file, text).write(jsonFile(file, text).value)).toBe(text);
  });

  it('the repo\'s layout (two spaces a level, one key a line): a new question is laid out as JSON.stringify lays it out', () => {
    const text = readFileSync(join(forms, 'prequal_address.schema.json'), 'utf8');
    const file = jsonFile('prequal_address.schema.json', text);
    const next = structuredClone(file.value) as { properties: Record<string, unknown>; required: string[] };
    next.properties.gateCode = { type: 'string', pattern: '^\\d{4}$', 'x-messages': { pattern: 'gateCodePattern' } };
    next.required.push('gateCode');
    expect(file.write(next)).toBe(`${JSON.stringify(next, null, 2)}\n`);
  });

  it('a hand-laid file (the guide\'s): lines on one line stay so, a new member is laid out like its siblings, CRLF kept', () => {
    const text = '{\r\n  "ui:order": ["a", "*"],\r\n  "a": { "ui:widget": "select" }\r\n}\r\n';
    const file = jsonFile('x.ui.json', text);
    const out = file.write({ 'ui:order': ['a', 'b', '*'], a: { 'ui:widget': 'select' }, b: { 'ui:widget': 'radio', 'ui:autocomplete': 'off' } });
    expect(out).toBe('{\r\n  "ui:order": ["a", "b", "*"],\r\n  "a": { "ui:widget": "select" },\r\n  "b": { "ui:widget": "radio", "ui:autocomplete": "off" }\r\n}\r\n');
  });

  it('a form\'s first condition, in a file the editor laid out: the guide\'s `if` on one line, a new list on one line, braces spaced', () => {
    const text = '{\n  "type": "object",\n  "properties": {\n    "industry": { "$ref": "definitions/industry.json" },\n    "hasWebsite": { "type": "boolean" }\n  },\n  "required": ["industry"]\n}\n';
    const file = jsonFile('business_details.schema.json', text);
    const out = file.write({ ...file.value, if: { properties: { hasWebsite: { const: true } }, required: ['hasWebsite'] }, then: { properties: { website: { $ref: 'definitions/website.json' } }, required: ['website'] } });
    expect(out.split('\n').slice(6)).toEqual([
      '  "required": ["industry"],',
      '  "if": { "properties": { "hasWebsite": { "const": true } }, "required": ["hasWebsite"] },',
      '  "then": {',
      '    "properties": { "website": { "$ref": "definitions/website.json" } },',
      '    "required": ["website"]',
      '  }',
      '}',
      '',
    ]);
  });
});

describe('a YAML map changed by its lines only (editYamlMap)', () => {
  const copy = '---\n# the screen\ntitle: "Tell us"\nlabels:\n  jobType: What kind of job is it?   # asked first\n  jobType.repair: A repair\n---\n{merchantName} asked.\n';

  it('adds keys at the map\'s end, quoting only what must be, and takes keys out with their line', () => {
    const added = editYamlMap('screens/x.md', copy, ['labels'], { set: [['crew', 'How many?'], ['crew.one', '{merchantName} alone']] });
    expect(lineDiff(copy, added)).toEqual({ removed: [], added: ['  crew: How many?', "  crew.one: '{merchantName} alone'"] });
    const removed = editYamlMap('screens/x.md', added, ['labels'], { remove: ['crew', 'crew.one'] });
    expect(removed).toBe(copy);
  });

  it('changes a value in place: its comment and the other lines kept', () => {
    const changed = editYamlMap('screens/x.md', copy, ['labels'], { set: [['jobType', 'Which job?']] });
    expect(lineDiff(copy, changed)).toEqual({ removed: ['  jobType: What kind of job is it?   # asked first'], added: ['  jobType: Which job?   # asked first'] });
  });
});
