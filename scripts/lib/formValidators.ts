// Precompiles each form schema's validators (schemas/forms/<id>.schema.json) into an ES module the browser imports:
// the app runs under a CSP without unsafe-eval, so Ajv must never compile at runtime. The output is what
// @rjsf/validator-ajv8's compileSchemaValidators makes (one function per schema rjsf may ask about, keyed by its
// hash), written as ESM without require(). The build, the dev server and flows:check all call this one function.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { schemaParser, type RJSFSchema } from '@rjsf/utils';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { FormSchema } from '../../engine/forms/FormDefinition';
import { DEFINITIONS_DIR, resolveFormSchema } from '../../engine/forms/resolveFormSchema';
import { root } from './root';

export const FORMS_DIR = join(root, 'schemas', 'forms');
export const GENERATED_FORMS_DIR = join(root, 'engine', 'generated', 'forms');

const HEADER = '// Generated from schemas/forms/{id}.schema.json by scripts/lib/formValidators.ts (npm run forms:compile). Do not edit.\n';
const FORMATS_REQUIRE = 'require("ajv-formats/dist/formats")';

/** The form ids found in schemas/forms/: every `<id>.schema.json`. */
export function formIds(dir: string = FORMS_DIR): string[] {
  return readdirSync(dir).filter((f) => f.endsWith('.schema.json')).map((f) => f.slice(0, -'.schema.json'.length)).sort();
}

// One form's validator module as text. Ajv's standalone output is ESM except for the formats it borrows from
// ajv-formats, which it require()s; that one require becomes an import. unicode: false keeps ucs2length out (lengths
// count UTF-16 units, exact for the ASCII limits our forms set).
export function compileFormValidators(id: string, schema: FormSchema): string {
  const maps = schemaParser(schema as RJSFSchema);

  const keys = Object.keys(maps).sort();
  const logger = { log: () => undefined, warn: () => undefined, error: console.error };
  const ajv = createAjvInstance(undefined, undefined, {
    code: { source: true, esm: true, lines: false }, schemas: keys.map((k) => maps[k]), unicode: false, verbose: false, logger,
  } as never);
  let code = standaloneCode(ajv, Object.fromEntries(keys.map((k, i) => [`v${i}`, k])));
  const usesFormats = code.includes(FORMATS_REQUIRE);
  code = code.split(FORMATS_REQUIRE).join('__formats');
  if (/\brequire\(/.test(code)) throw new Error(`schemas/forms/${id}.schema.json: a keyword needs a runtime require(), which the browser cannot do`);
  const imports = usesFormats ? 'import * as __formats from "ajv-formats/dist/formats.js";\n' : '';
  const table = `export default {${keys.map((k, i) => `${JSON.stringify(k)}: v${i}`).join(', ')}};\n`;
  return `${HEADER.replace('{id}', id)}${imports}${code}\n${table}`;
}

/** The shared field definitions (schemas/forms/definitions/*.json), keyed by the `$ref` a form writes. */
export function readFormDefinitions(dir: string = FORMS_DIR): Record<string, unknown> {
  const defs = join(dir, DEFINITIONS_DIR);
  if (!existsSync(defs)) return {};
  return Object.fromEntries(readdirSync(defs).filter((f) => f.endsWith('.json')).sort().map((f) => [`${DEFINITIONS_DIR}/${f}`, JSON.parse(readFileSync(join(defs, f), 'utf8')) as unknown]));
}

// Reads a form schema (JSON) as the app gets it: its `$ref`s to the shared definitions resolved
// (engine/forms/resolveFormSchema). The caller reports syntax errors with their position; a ref that names no
// definition throws, naming the file and the ref.
export function readFormSchema(id: string, dir: string = FORMS_DIR): FormSchema {
  const raw = JSON.parse(readFileSync(join(dir, `${id}.schema.json`), 'utf8')) as FormSchema;
  const resolved = resolveFormSchema(raw, readFormDefinitions(dir));
  if (!resolved.ok) throw new Error(resolved.error.map((p) => `schemas/forms/${id}.schema.json#/${p.path.join('/')}: ${p.message}`).join('\n'));
  return resolved.value;
}

// Writes every form's module, and only the ones whose text changed (so a dev server reloads just those).
// Returns the ids it wrote.
export function writeFormValidators(ids: string[] = formIds()): string[] {
  mkdirSync(GENERATED_FORMS_DIR, { recursive: true });
  const written: string[] = [];
  for (const id of ids) {
    const text = compileFormValidators(id, readFormSchema(id));
    const file = join(GENERATED_FORMS_DIR, `${id}.validators.js`);
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    writeFileSync(file, text);
    written.push(id);
  }
  return written;
}
