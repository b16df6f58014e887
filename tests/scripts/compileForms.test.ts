import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FormDefinition, ValidateFunction } from '../../engine/forms/FormDefinition';
import { formIssues } from '../../engine/forms/formIssues';
import { compileFormValidators, FORMS_DIR, readFormSchema } from '../../scripts/lib/formValidators';

// Product's promise (issue 22): the SSN last-4 rule is written once, in schemas/forms/definitions/ssn4.json, and
// every form that asks for it follows a change there once forms:compile has run. The forms are copied to a scratch
// folder, the one definition is changed, and each form is compiled and asked about the same value.
const SSN4_FORMS = ['entry', 'prequal_entry', 'signing'];
const TODAY = new Date(2026, 10, 24, 12);

// Inside the project, so the generated modules' imports (ajv-formats) resolve as the app's do.
mkdirSync(join(process.cwd(), 'node_modules', '.cache'), { recursive: true });
const scratch = mkdtempSync(join(process.cwd(), 'node_modules', '.cache', 'forms-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// Compiles one form from `dir` the way npm run forms:compile does, and loads it as the app would.
async function compiled(id: string, dir: string, tag: string): Promise<FormDefinition> {
  const schema = readFormSchema(id, dir);
  const file = join(scratch, `${tag}-${id}.validators.js`);
  writeFileSync(file, compileFormValidators(id, schema));
  const validators = (await import(/* @vite-ignore */ file)).default as Record<string, ValidateFunction>;
  return { id, schema, uiSchema: {}, validators, rootKey: String(schema.$id) };
}
const codeFor = (form: FormDefinition, ssn4: string) => formIssues(form, { ssn4 }, { today: TODAY }).ssn4?.code ?? null;

describe('a field rule written once in schemas/forms/definitions/', () => {
  it('is the rule of every form that refers to it: a change to ssn4.json changes entry, prequal_entry and signing', async () => {
    const edited = join(scratch, 'schemas');
    cpSync(FORMS_DIR, edited, { recursive: true });
    const file = join(edited, 'definitions', 'ssn4.json');
    const ssn4 = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(ssn4.not).toEqual({ const: '0000' });
    writeFileSync(file, JSON.stringify({ ...ssn4, not: { enum: ['0000', '1234'] } }));

    for (const id of SSN4_FORMS) {
      const before = await compiled(id, FORMS_DIR, 'before');
      const after = await compiled(id, edited, 'after');
      expect([id, codeFor(before, '1234')]).toEqual([id, null]);
      expect([id, codeFor(after, '1234')]).toEqual([id, 'invalidSsn4']);
      expect([id, codeFor(after, '0000'), codeFor(after, '12')]).toEqual([id, 'invalidSsn4', 'ssn4MustBe4Digits']);
      expect([id, codeFor(after, '5678')]).toEqual([id, null]);
    }
  });

  it('names the form and the ref when a form refers to a definition that does not exist', () => {
    const broken = join(scratch, 'broken');
    cpSync(FORMS_DIR, broken, { recursive: true });
    const file = join(broken, 'signing.schema.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('definitions/ssn4.json', 'definitions/ssn5.json'));
    expect(() => readFormSchema('signing', broken)).toThrow('schemas/forms/signing.schema.json#/properties/ssn4/$ref: "$ref": "definitions/ssn5.json" names no shared definition');
  });
});
