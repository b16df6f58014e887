import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { FormSchema, UiSchema, ValidateFunction } from '../../../engine/forms/FormDefinition';
import { compileFormValidators } from '../../../scripts/lib/formValidators';
import { formRegistry } from '../../../src/forms/formRegistry';

// A form a test writes itself, drawn by the real SchemaForm: its validators precompiled as forms:compile does, and the
// form put in the app's registry for the file's tests (taken out again after them). `schema` may be a function, for
// a schema the test resolves before it is compiled.
export function useScratchForm(id: string, schema: FormSchema | (() => FormSchema), uiSchema: UiSchema): void {
  let scratch = '';
  beforeAll(async () => {
    const resolved = typeof schema === 'function' ? schema() : schema;
    // Inside the project, so the generated module's imports (ajv-formats) resolve as the app's do.
    mkdirSync(join(process.cwd(), 'node_modules', '.cache'), { recursive: true });
    scratch = mkdtempSync(join(process.cwd(), 'node_modules', '.cache', `${id}-`));
    const file = join(scratch, `${id}.validators.js`);
    writeFileSync(file, compileFormValidators(id, resolved));
    const validators = (await import(/* @vite-ignore */ file)).default as Record<string, ValidateFunction>;
    formRegistry[id] = { id, schema: resolved, uiSchema, validators, rootKey: resolved.$id as string };
  });
  afterAll(() => {
    delete formRegistry[id];
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });
}
