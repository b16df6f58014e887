import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_ERROR_CODES } from '../../engine/api/apiErrorCodes';
import { validators } from '../../engine/fields/registry';

/** Where the app's code names a piece of copy: the first file that does, by name. */
export type Named = Map<string, string>;

export interface CodeNames {
  /** Every quoted name in the code ('truthInLending', "emailSuggestion"): a copy key the code may pass around. */
  quoted: Named;
  /** Texts the code reads from errors.yaml: errors.x, localError('x'), an error value's code, the client's own codes. */
  errors: Named;
  /** Texts the code reads from messages.yaml: messages.x, a validator's codes, a field issue's code. */
  messages: Named;
  /** Modals the code opens by name: catalog.modals.x. */
  modals: Named;
  /** The quoted names in each screen component's own files (src/components/<Name>.tsx and src/components/<Name>/). */
  byComponent: Map<string, Set<string>>;
}

// The app's code is this repository's, also when a test points PROJECT_ROOT at a scratch copy of the config.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

// Names of array and object methods: `errors.push(...)` on a local list is not a read of errors.yaml.
const METHODS = new Set(['push', 'length', 'map', 'filter', 'join', 'some', 'every', 'find', 'forEach', 'includes', 'flatMap', 'slice', 'concat', 'at', 'yaml']);
const IGNORED_DIRS = new Set(['generated', 'node_modules']);

function sourceFiles(dir: string, out: string[] = []): string[] {
  const abs = join(repoRoot, dir);
  if (!existsSync(abs)) return out;
  for (const entry of readdirSync(abs, { withFileTypes: true })) {
    if (entry.isDirectory()) { if (!IGNORED_DIRS.has(entry.name)) sourceFiles(`${dir}/${entry.name}`, out); }
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(`${dir}/${entry.name}`);
  }
  return out;
}

const add = (named: Named, name: string | undefined, file: string) => { if (name && !named.has(name)) named.set(name, file); };
// Comments mention copy files and keys ("content/en/errors.yaml") without reading them.
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

// The copy keys the app's own code names (src/ and engine/, read as text: the code is not run; about 10 ms, so
// it is read afresh on each check and a long `npm run dev` session sees code edits too).
export function codeNames(): CodeNames {
  const names: CodeNames = { quoted: new Map(), errors: new Map(), messages: new Map(), modals: new Map(), byComponent: new Map() };
  for (const code of Object.values(API_ERROR_CODES)) add(names.errors, code, 'engine/api/apiErrorCodes.ts');
  for (const [name, validator] of Object.entries(validators)) for (const code of validator.codes) add(names.messages, code, `the ${name} validator (engine/fields/validators)`);
  for (const file of [...sourceFiles('src'), ...sourceFiles('engine')]) {
    const code = withoutComments(readFileSync(join(repoRoot, file), 'utf8'));
    const component = /^src\/components\/([A-Z]\w*)(?:\.tsx|\/)/.exec(file)?.[1];
    const own = component ? names.byComponent.get(component) ?? names.byComponent.set(component, new Set()).get(component)! : undefined;
    for (const m of code.matchAll(/(['"`])([A-Za-z_][\w-]*)\1/g)) { add(names.quoted, m[2], file); own?.add(m[2]!); }
    for (const m of code.matchAll(/(?:^|[^.\w])(?:catalog\.)?(errors|messages|modals)\??\.([A-Za-z_]\w*)/g)) if (!METHODS.has(m[2]!)) add(names[m[1] as 'errors' | 'messages' | 'modals'], m[2], file);
    for (const m of code.matchAll(/(?:^|[^.\w])(?:catalog\.)?(errors|messages|modals)\[\s*'(\w+)'\s*\]/g)) add(names[m[1] as 'errors' | 'messages' | 'modals'], m[2], file);
    // The messages or modals handed to a part of the app (input.messages.invalidZipCode); an object's `errors` is
    // too common a name (a validator's errors) to be read as errors.yaml.
    for (const m of code.matchAll(/\w\.(messages|modals)\??\.([A-Za-z_]\w*)/g)) if (!METHODS.has(m[2]!)) add(names[m[1] as 'messages' | 'modals'], m[2], file);
    for (const m of code.matchAll(/\blocalError\(\s*'(\w+)'/g)) add(names.errors, m[1], file);
    // An error value names its text by code beside its kind ({ kind: 'general', code: 'x' }); a field issue by
    // code alone ({ code: 'x', params }); a message that carries its own text ({ text, code: 'server' }) names none.
    for (const m of code.matchAll(/\{([^{}]*?)\bcode:\s*'(\w+)'([^{}]*)/g)) {
      if (/\bkind:/.test(m[1]!)) add(names.errors, m[2], file);
      else if (!/\btext:/.test(`${m[1]}${m[3]}`)) add(names.messages, m[2], file);
    }
  }
  return names;
}
