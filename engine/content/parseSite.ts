import { LineCounter, parseDocument } from 'yaml';
import { closestName } from '../flow/closestName';
import { err, ok, type Result } from '../Result';
import type { SiteCopy } from './SiteCopy';
import { yamlErrorMessage } from './yamlErrorMessage';
import { yamlReader, type YamlReader } from './yamlReader';

const TEXTS = ['supportEmail', 'supportPhone', 'lenderName', 'servicerName', 'providerName', 'marketingSiteUrl', 'footer', 'languageSwitch'] as const;
const GROUPS = {
  loading: ['default', 'checkingOptions', 'checkingOptionsHint'],
  header: ['back', 'close'],
  network: ['offline', 'online', 'tryAgain'],
  banner: ['lender', 'merchant'],
  creditBureau: ['name', 'website', 'phone'],
  plan: ['interestFree', 'selected', 'aprSuffix', 'months'],
} as const;
// Keys a group may leave out: the banner's logo (no logo, names only).
const OPTIONAL: Partial<Record<keyof typeof GROUPS, readonly string[]>> = { banner: ['logo'] };
// The CSP lets images come from the app's own origin only, so a logo is a path the app serves.
const APP_PATH = /^\/(?!\/)\S*$/;

// site.yaml is edited by product like any copy: this checks every shared piece is there and names the file and
// line of each one missing or misspelt (several problems are joined by newlines).
export function parseSite(fileName: string, text: string): Result<SiteCopy, string> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true });
  const yamlError = doc.errors[0];
  if (yamlError) {
    const { line, reason } = yamlErrorMessage(yamlError, text, 1);
    return err(`${fileName}:${line}: not valid YAML: ${reason}`);
  }
  const reader = yamlReader(fileName, lineCounter, 1);
  const root = fieldsOf(reader, doc.contents, 'site', [...TEXTS, ...Object.keys(GROUPS), 'offerBullets', 'languages']);
  const site: Record<string, unknown> = {};
  for (const key of TEXTS) site[key] = required(reader, root, key, doc.contents, (node) => reader.text(node, key));
  for (const [group, keys] of Object.entries(GROUPS)) {
    const optional = OPTIONAL[group as keyof typeof GROUPS] ?? [];
    site[group] = required(reader, root, group, doc.contents, (node) => {
      const fields = fieldsOf(reader, node, group, [...keys, ...optional]);
      return Object.fromEntries([
        ...keys.map((key) => [key, required(reader, fields, key, node, (n) => reader.text(n, `${group}.${key}`))]),
        ...optional.filter((key) => fields[key] !== undefined).map((key) => [key, reader.text(fields[key], `${group}.${key}`)]),
      ]);
    });
  }
  const logo = (site.banner as { logo?: unknown } | undefined)?.logo;
  if (typeof logo === 'string' && !APP_PATH.test(logo)) {
    reader.problem(doc.getIn(['banner', 'logo'], true), `banner.logo '${logo}' must be a path the app serves, such as /logo.svg (the CSP allows images from the app's own origin only)`);
  }
  site.offerBullets = required(reader, root, 'offerBullets', doc.contents, (node) => reader.textList(node, 'offerBullets'));
  // Each language's own name, by locale (the switch offers the others): a map, so a new locale is one more line.
  site.languages = required(reader, root, 'languages', doc.contents, (node) => reader.textMap(node, 'languages'));
  return reader.problems.length > 0 ? err(reader.problems.join('\n')) : ok(site as unknown as SiteCopy);
}

// A misspelt key (checkingOption:) is one problem, on its line: the key it was meant to be is not also reported
// missing (MEANT keeps, for each record fieldsOf returns, the keys its misspellings meant).
const MEANT = new WeakMap<object, Set<string>>();

function fieldsOf(reader: YamlReader, node: unknown, what: string, allowed: readonly string[]): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const meant = new Set<string>();
  const entries = reader.entries(node, what);
  const absent = allowed.filter((key) => !entries.some((e) => e.key === key));
  for (const entry of entries) {
    if (allowed.includes(entry.key)) { fields[entry.key] = entry.value; continue; }
    const near = closestName(entry.key, absent);
    if (near) meant.add(near);
    reader.problem(entry.keyNode, `${what} has an unknown key '${entry.key}' (${near ? `did you mean '${near}'? ` : ''}allowed: ${allowed.join(', ')})`);
  }
  MEANT.set(fields, meant);
  return fields;
}

function required<T>(reader: YamlReader, fields: Record<string, unknown>, key: string, parent: unknown, read: (node: unknown) => T): T | undefined {
  if (fields[key] === undefined) {
    if (!MEANT.get(fields)?.has(key)) reader.problem(parent, `'${key}' is missing`);
    return undefined;
  }
  return read(fields[key]);
}
