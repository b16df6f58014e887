import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadContract, type OpenApiDocument } from '../../schemas/api/contract';
import { loadFlows } from '../lib/loadFlows';
import { orElse } from '../lib/orElse';
import { root as projectRoot } from '../lib/root';
import { widgetVocabulary } from '../lib/widgetVocabulary';
import { contentLocales } from '../vite/localeCatalogs';
import { codeNames } from './codeNames';
import type { Project } from './Project';

/** The folders flows:check reads, and which of their files (flows/ is read by loadFlows, with its YAML kept). */
const READ: readonly { dir: string; names: RegExp }[] = [
  { dir: 'schemas', names: /^flow\.schema\.json$/ },
  { dir: 'schemas/forms', names: /\.(schema|ui)\.json$/ },
  { dir: 'schemas/forms/definitions', names: /\.json$/ },
  { dir: 'engine/generated/forms', names: /\.validators\.js$/ },
  { dir: 'fixtures', names: /\.ya?ml$/ },
  { dir: 'schemas/editor', names: /\.schema\.json$/ },
];
const LOCALE_READ: readonly { dir: string; names: RegExp }[] = [
  { dir: '', names: /^(site|messages|errors)\.yaml$/ },
  { dir: '/screens', names: /\.md$/ },
  { dir: '/modals', names: /\.md$/ },
];

function readInto(texts: Record<string, string>, base: string, dir: string, names: RegExp): void {
  const abs = join(base, dir);
  if (!existsSync(abs)) return;
  for (const name of readdirSync(abs).filter((n) => names.test(n)).sort()) texts[`${dir}/${name}`] = readFileSync(join(abs, name), 'utf8');
}

// Undefined when the contract does not load: its own checks (its tests, the sandbox's start) say why.
const contractOf = (base: string): OpenApiDocument | undefined => orElse(() => loadContract(join(base, 'schemas/api/openapi.yaml')), undefined);

// Reads every file flows:check holds the config to, once: the flows (compiled), the flow format, the form schemas
// and UI schemas with the shared definitions they $ref and their precompiled validators, the copy of every locale
// (English even when its site.yaml is gone), the fixtures, the API contract, the copy keys the app's code names and
// the widgets the theme draws (`widgetDirs`: a test's own widget folder beside). `base`: the project root, or a
// copy of the config a test made a mistake in.
export function loadProject(base: string = projectRoot, widgetDirs?: readonly string[]): Project {
  const flows = loadFlows(base);
  const texts: Record<string, string> = Object.fromEntries(flows.files.map((f) => [f.file, f.text]));
  for (const { dir, names } of READ) readInto(texts, base, dir, names);
  const locales = contentLocales(base);
  for (const locale of new Set(['en', ...locales])) for (const { dir, names } of LOCALE_READ) readInto(texts, base, `content/${locale}${dir}`, names);
  return { root: base, texts, flows, locales, contract: contractOf(base), code: codeNames(), widgets: widgetVocabulary(widgetDirs) };
}
