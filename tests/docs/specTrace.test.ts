// The spec trace (docs/spec-trace.yaml, issue 23): every statement of the two specs, where it lives, what shows it,
// and whether the code matches it, decides otherwise on purpose (with the reason) or does not have it yet; and every
// rule the app enforces beyond the specs, with its reason (issue 49). This test holds the trace to the repo: a
// reference that no longer resolves (a renamed rule, a moved copy key, a test retitled) fails here, naming the
// statement or rule and the reference, so the trace cannot quietly go stale; and a length or a named rule a form
// schema sets that the trace does not name fails here too, so a rule cannot be added beyond the spec untraced.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from '../../engine/content/splitFrontMatter';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TRACE_FILE = 'docs/spec-trace.yaml';
const STATUSES = ['matches', 'decided', 'missing'] as const;
const LIVES_KINDS = ['flow', 'schema', 'copy', 'file', 'contract', 'sandbox'] as const;
const SHOWN_KINDS = ['test', 'fixture'] as const;
const REASON_PREFIXES = ['AMBIGUITY:', 'BETTER:', 'SANDBOX:'];

interface Statement {
  id: string;
  text: string;
  lives: Array<Record<string, string>>;
  shown_by: Array<Record<string, string>>;
  status: (typeof STATUSES)[number];
  reason?: string;
}

/** A rule the app enforces beyond the specs (beyond:), with the statements it bears on (spec:). */
interface Beyond {
  id: string;
  rule: string;
  spec: string[];
  lives: Array<Record<string, string>>;
  shown_by: Array<Record<string, string>>;
  reason: string;
}

const traceText = readFileSync(join(ROOT, TRACE_FILE), 'utf8');
const trace = parse(traceText) as { statements?: Statement[]; beyond?: Beyond[] } | null;
const statements = (trace?.statements ?? []).map((s) => ({
  ...s, lives: s.lives ?? [], shown_by: s.shown_by ?? [],
}));
const beyond = (trace?.beyond ?? []).map((b) => ({ ...b, spec: b.spec ?? [], lives: b.lives ?? [], shown_by: b.shown_by ?? [] }));

// ---------- reading the repo, each file once ----------
const cache = new Map<string, unknown>();
function once<T>(key: string, read: () => T): T {
  if (!cache.has(key)) cache.set(key, read());
  return cache.get(key) as T;
}
const isFile = (path: string) => existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isFile();
const textOf = (path: string) => once(`text:${path}`, () => readFileSync(join(ROOT, path), 'utf8'));
const yamlOf = (path: string) => once(`yaml:${path}`, () => parse(textOf(path)) as unknown);

/** A copy file as data: a .md file's front matter with its Markdown under `body`, or a .yaml file. */
function copyOf(path: string): Record<string, unknown> {
  return once(`copy:${path}`, () => {
    if (!path.endsWith('.md')) return (yamlOf(path) ?? {}) as Record<string, unknown>;
    const split = splitFrontMatter(textOf(path));
    if (!split.ok) throw new Error(`${path}: ${split.error.message}`);
    return { ...((parse(split.value.yaml) ?? {}) as Record<string, unknown>), body: split.value.body };
  });
}

/**
 * Follows a dotted key path. A key may itself hold dots (dashboard's `expires.OFFER_CONVERTED`), so the longest
 * key that exists wins; in a list, a segment names an item by its `id` (rules, steps, buttons), its `use`
 * (variants) or its index.
 */
function follow(value: unknown, segments: string[]): { found: boolean; value?: unknown } {
  if (segments.length === 0) return { found: true, value };
  if (Array.isArray(value)) {
    const [head, ...rest] = segments as [string, ...string[]];
    const item = value.find((v) => v && typeof v === 'object' && ((v as Record<string, unknown>).id === head || (v as Record<string, unknown>).use === head))
      ?? (/^\d+$/.test(head) ? value[Number(head)] : undefined);
    return item === undefined ? { found: false } : follow(item, rest);
  }
  if (value && typeof value === 'object') {
    for (let take = segments.length; take >= 1; take--) {
      const key = segments.slice(0, take).join('.');
      if (Object.prototype.hasOwnProperty.call(value, key)) {
        const found = follow((value as Record<string, unknown>)[key], segments.slice(take));
        if (found.found) return found;
      }
    }
  }
  return { found: false };
}

/** RFC 6901 JSON pointer. */
function pointer(value: unknown, ptr: string): { found: boolean; value?: unknown } {
  if (ptr === '' || ptr === '/') return { found: true, value };
  let at: unknown = value;
  for (const raw of ptr.replace(/^\//, '').split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!at || typeof at !== 'object' || !Object.prototype.hasOwnProperty.call(at, key)) return { found: false };
    at = (at as Record<string, unknown>)[key];
  }
  return { found: true, value: at };
}

const openapi = () => yamlOf('schemas/api/openapi.yaml') as { paths: Record<string, Record<string, { operationId?: string }>>; components: { schemas: Record<string, { properties?: Record<string, unknown> }> } };
const operationIds = () => once('operationIds', () => new Set(Object.values(openapi().paths).flatMap((path) => Object.values(path).map((op) => op?.operationId).filter(Boolean))));

/** Test titles of a file: it()/test() titles, and the first string of each row of an it.each/test.each table. */
function titlesOf(path: string): string[] {
  return once(`titles:${path}`, () => {
    const text = textOf(path);
    const titles: string[] = [];
    const unescape = (s: string) => s.replace(/\\(.)/g, '$1');
    for (const m of text.matchAll(/\b(?:it|test)(?:\.(?:skip|only|concurrent|fails|todo))?\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g)) titles.push(unescape(m[2]!));
    for (const m of text.matchAll(/\b(?:it|test)\.each\b[\s\S]*?\)\s*\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g)) titles.push(unescape(m[2]!));
    for (const m of text.matchAll(/\b(?:it|test)\.each\b([\s\S]*?)\]\s*(?:as const\s*)?\)+\s*\(\s*['"`]/g)) {
      for (const row of m[1]!.matchAll(/\[\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1\s*,/g)) titles.push(unescape(row[2]!));
    }
    return titles;
  });
}

function split(value: string): { path: string; fragment: string | null } {
  const at = value.indexOf('#');
  return at < 0 ? { path: value.trim(), fragment: null } : { path: value.slice(0, at).trim(), fragment: value.slice(at + 1).trim() };
}

/** What is wrong with one lives: reference, or null. */
function livesProblem(kind: string, value: string): string | null {
  const { path, fragment } = split(value);
  if (!isFile(path)) return `file ${path} does not exist`;
  switch (kind) {
    case 'flow': {
      if (!path.startsWith('flows/')) return 'a flow: reference names a file under flows/';
      if (!fragment) return 'names no rule, screen or handler after #';
      return follow(yamlOf(path), fragment.split('.')).found ? null : `${fragment} is not in ${path}`;
    }
    case 'schema': {
      if (!path.startsWith('schemas/') || !path.endsWith('.json')) return 'a schema: reference names a JSON file under schemas/';
      if (fragment === null) return 'names no JSON pointer after #';
      return pointer(JSON.parse(textOf(path)), fragment).found ? null : `pointer ${fragment} does not resolve in ${path}`;
    }
    case 'copy': {
      if (!path.startsWith('content/en/')) return 'a copy: reference names a file under content/en/';
      if (!fragment) return 'names no key path after #';
      const found = follow(copyOf(path), fragment.split('.'));
      if (!found.found) return `${fragment} is not a key of ${path}`;
      if (fragment === 'body' && String(found.value ?? '').trim() === '') return `${path} has an empty body`;
      return null;
    }
    case 'file':
    case 'sandbox': {
      if (kind === 'sandbox' && !path.startsWith('sandbox/')) return 'a sandbox: reference names a file under sandbox/';
      return fragment && !textOf(path).includes(fragment) ? `${fragment} does not appear in ${path}` : null;
    }
    case 'contract': {
      if (path !== 'schemas/api/openapi.yaml') return 'a contract: reference names schemas/api/openapi.yaml';
      if (!fragment) return 'names no operationId or schema after #';
      const [name, property] = fragment.split('.') as [string, string | undefined];
      if (operationIds().has(name)) return property ? `${name} is an operation: name a schema to name a property` : null;
      const schema = openapi().components.schemas[name];
      if (!schema) return `${name} is neither an operationId nor a schema of the contract`;
      return property && !(schema.properties && property in schema.properties) ? `schema ${name} has no property ${property}` : null;
    }
    default:
      return `unknown kind ${kind} (one of ${LIVES_KINDS.join(', ')})`;
  }
}

/** What is wrong with one shown_by: reference, or null. */
function shownProblem(kind: string, value: string): string | null {
  if (kind === 'fixture') {
    if (!/^fixtures\/[^/]+\.yaml$/.test(value)) return 'a fixture: reference is fixtures/<name>.yaml';
    return isFile(value) ? null : `fixture ${value} does not exist`;
  }
  if (kind === 'test') {
    const { path, fragment } = split(value);
    if (!/^tests\/.+\.test\.tsx?$/.test(path)) return 'a test: reference names a tests/**/*.test.ts(x) file';
    if (!isFile(path)) return `test file ${path} does not exist`;
    if (!fragment) return 'names no part of a test title after #';
    return titlesOf(path).some((title) => title.includes(fragment)) ? null : `no it()/test() title in ${path} contains "${fragment}"`;
  }
  return `unknown kind ${kind} (one of ${SHOWN_KINDS.join(', ')})`;
}

/** The one kind and value of a reference ({ flow: '...' }), or why it is not one. */
function entryOf(ref: unknown): [string, string] | string {
  if (!ref || typeof ref !== 'object' || Array.isArray(ref)) return `${JSON.stringify(ref)} is not a { kind: value } reference`;
  const entries = Object.entries(ref);
  if (entries.length !== 1 || typeof entries[0]![1] !== 'string') return `${JSON.stringify(ref)} is not one kind with one text value`;
  return entries[0] as [string, string];
}

// Copy, as the borrower reads it: {amount|currency} and {amount} are the same placeholder, spacing is not a word.
const normalise = (text: string) => text.replace(/\{([\w.]+)\|\w+\}/g, '{$1}').replace(/\s+/g, ' ').trim();
const englishCopy = () => once('englishCopy', () => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(ROOT, dir))) {
      const rel = `${dir}/${name}`;
      if (statSync(join(ROOT, rel)).isDirectory()) walk(rel);
      else files.push(rel);
    }
  };
  walk('content/en');
  return normalise(files.map(textOf).join('\n'));
});
/** Every string inside a copy value (a key may hold a map or list of texts). */
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsIn) : [];
/** Product texts a statement quotes: between double quotes. Match strings (server messages, event names) are in backticks. */
const quotesIn = (text: string) => [...text.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
const matchStringsIn = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
/** The texts of the copy: references of a lives: list, normalised. */
function copiedBy(lives: Array<Record<string, string>>): string[] {
  const copies = lives.map(entryOf).filter((e): e is [string, string] => typeof e !== 'string' && e[0] === 'copy').map(([, v]) => split(v));
  return copies.flatMap(({ path, fragment }) => {
    try {
      const found: { found: boolean; value?: unknown } = isFile(path) && fragment ? follow(copyOf(path), fragment.split('.')) : { found: false };
      return found.found ? stringsIn(found.value).map(normalise) : [];
    } catch {
      return [];
    }
  });
}

/**
 * Where the form schemas (schemas/forms/*.schema.json and the shared definitions) set a length, a largest number or
 * a named rule: each a file and a JSON pointer. Messages (x-messages) are not rules.
 */
function formRulePointers(): { path: string; pointer: string }[] {
  const files = [
    ...readdirSync(join(ROOT, 'schemas/forms')).filter((f) => f.endsWith('.schema.json')).map((f) => `schemas/forms/${f}`),
    ...readdirSync(join(ROOT, 'schemas/forms/definitions')).filter((f) => f.endsWith('.json')).map((f) => `schemas/forms/definitions/${f}`),
  ];
  const found: { path: string; pointer: string }[] = [];
  const walk = (path: string, value: unknown, at: string) => {
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'x-messages') continue;
      const here = `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (['maxLength', 'maximum', 'x-rules'].includes(key)) found.push({ path, pointer: here });
      walk(path, inner, here);
    }
  };
  for (const path of files) walk(path, JSON.parse(textOf(path)), '');
  return found;
}

describe(`the spec trace (${TRACE_FILE})`, () => {
  it('is a list of statements, each with an id, a text, lists of references and a known status', () => {
    const problems: string[] = [];
    if (statements.length === 0) problems.push(`${TRACE_FILE} has no statements: list`);
    for (const [index, s] of statements.entries()) {
      const name = s.id ?? `statement #${index + 1}`;
      if (typeof s.id !== 'string') problems.push(`${name}: has no id`);
      if (typeof s.text !== 'string' || s.text.trim() === '') problems.push(`${name}: has no text`);
      if (!Array.isArray(s.lives)) problems.push(`${name}: lives is not a list`);
      if (!Array.isArray(s.shown_by)) problems.push(`${name}: shown_by is not a list`);
      if (!STATUSES.includes(s.status)) problems.push(`${name}: status ${JSON.stringify(s.status)} is not one of ${STATUSES.join(', ')}`);
      if (s.status === 'matches' && s.lives.length === 0) problems.push(`${name}: matches but names no place it lives`);
    }
    expect(problems).toEqual([]);
  });

  it('numbers the statements uniquely and in order: B (borrower spec) then P, by section, 1, 2, 3... within one', () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    let last: { doc: number; section: number; n: number } | null = null;
    for (const { id } of statements) {
      const m = /^([BP])(\d+)\.(\d+)$/.exec(String(id));
      if (!m) {
        problems.push(`${id}: is not an id like B4.3 or P5.12`);
        continue;
      }
      if (seen.has(id)) problems.push(`${id}: is used twice`);
      seen.add(id);
      const at = { doc: m[1] === 'B' ? 0 : 1, section: Number(m[2]), n: Number(m[3]) };
      const next = !last || at.doc > last.doc || (at.doc === last.doc && at.section > last.section)
        ? at.n === 1
        : at.doc === last.doc && at.section === last.section && at.n === last.n + 1;
      if (!next) problems.push(`${id}: is out of order (after ${last ? `${'BP'[last.doc]}${last.section}.${last.n}` : 'nothing'})`);
      last = at;
    }
    expect(problems).toEqual([]);
  });

  /** Every reference of one list of every statement and rule that does not resolve, named by id, list and entry. */
  const unresolved = (list: 'lives' | 'shown_by', problemOf: typeof livesProblem): string[] => [...statements, ...beyond].flatMap((s) => s[list].flatMap((ref) => {
    const entry = entryOf(ref);
    const problem = typeof entry === 'string' ? entry : problemOf(entry[0], entry[1]);
    return problem ? [`${s.id} ${list} ${typeof entry === 'string' ? '' : `${entry[0]}: ${entry[1]}`}: ${problem}`] : [];
  }));

  it('finds every place a statement or a rule beyond the spec lives: files, flow rules and screens, copy keys, schema pointers, symbols, contract names', () => {
    expect(unresolved('lives', livesProblem)).toEqual([]);
  });

  it('finds every test title and fixture that shows a statement or a rule beyond the spec', () => {
    expect(unresolved('shown_by', shownProblem)).toEqual([]);
  });

  it('gives a reason for every statement the code decides otherwise or does not have yet', () => {
    const problems: string[] = [];
    for (const s of statements) {
      const reason = typeof s.reason === 'string' ? s.reason.trim() : '';
      if ((s.status === 'decided' || s.status === 'missing') && reason === '') problems.push(`${s.id}: is ${s.status} without a reason`);
      if (s.status === 'decided' && reason && !REASON_PREFIXES.some((p) => reason.startsWith(p))) {
        problems.push(`${s.id}: a decided reason starts with ${REASON_PREFIXES.join(', ')} (it starts "${reason.slice(0, 30)}")`);
      }
      if (s.status === 'matches' && reason !== '' && !reason.startsWith('NOTE:')) problems.push(`${s.id}: matches, so its reason must be a NOTE: or nothing`);
    }
    expect(problems).toEqual([]);
  });

  it('finds every product text a statement quotes in content/en, in a copy: reference it names, unless the statement says why not', () => {
    const problems: string[] = [];
    for (const s of statements) {
      if (s.status !== 'matches') continue; // decided or missing: the reason says why the words differ or are absent
      const copied = copiedBy(s.lives);
      for (const quote of quotesIn(s.text)) {
        const q = normalise(quote);
        if (!englishCopy().includes(q)) problems.push(`${s.id}: "${quote}" is not in content/en (mark the statement decided or missing, with the reason)`);
        else if (!copied.some((text) => text.includes(q))) problems.push(`${s.id}: "${quote}" is in content/en, but in none of the statement's copy: references`);
      }
      // Strings the code matches or sends rather than shows (server messages, event names): in a file the statement names.
      const named = s.lives.map(entryOf).filter((e): e is [string, string] => typeof e !== 'string' && e[0] !== 'copy').map(([, v]) => split(v).path);
      for (const match of matchStringsIn(s.text)) {
        if (!named.some((path) => isFile(path) && textOf(path).includes(match))) problems.push(`${s.id}: \`${match}\` appears in none of the files the statement names`);
      }
    }
    // A rule beyond the spec quotes what the borrower reads the same way.
    for (const b of beyond) {
      for (const quote of quotesIn(b.rule ?? '')) {
        if (!copiedBy(b.lives).some((text) => text.includes(normalise(quote)))) problems.push(`${b.id}: "${quote}" is in none of the rule's copy: references`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('lists each rule beyond the spec with an id, the rule, the statements it bears on, where it lives, a test that shows it and why', () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const [index, b] of beyond.entries()) {
      const name = b.id ?? `rule #${index + 1}`;
      if (typeof b.id !== 'string' || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(b.id)) problems.push(`${name}: its id is not a kebab-case name like minimum-age`);
      if (seen.has(b.id)) problems.push(`${name}: is used twice`);
      seen.add(b.id);
      if (typeof b.rule !== 'string' || b.rule.trim() === '') problems.push(`${name}: has no rule`);
      if (typeof b.reason !== 'string' || b.reason.trim() === '') problems.push(`${name}: has no reason`);
      if (!Array.isArray(b.spec)) problems.push(`${name}: spec is not a list of statement ids`);
      if (!Array.isArray(b.lives) || b.lives.length === 0) problems.push(`${name}: names no place it lives`);
      if (!Array.isArray(b.shown_by) || !b.shown_by.some((ref) => entryOf(ref)[0] === 'test')) problems.push(`${name}: names no test that shows it`);
    }
    expect(problems).toEqual([]);
  });

  it('links each rule beyond the spec and the statements it bears on both ways: spec: [id] there, (beyond: <rule>) here', () => {
    const problems: string[] = [];
    const byId = new Map(statements.map((s) => [s.id, s]));
    const rules = new Map(beyond.map((b) => [b.id, b]));
    for (const b of beyond) {
      for (const id of b.spec) {
        const s = byId.get(id);
        if (!s) problems.push(`${b.id}: spec names ${id}, which is not a statement`);
        else if (!String(s.reason ?? '').includes(`beyond: ${b.id}`)) problems.push(`${b.id}: ${id} does not name the rule in its reason (beyond: ${b.id})`);
      }
    }
    for (const s of statements) {
      for (const m of String(s.reason ?? '').matchAll(/beyond: ([a-z0-9-]*[a-z0-9])/g)) {
        const rule = rules.get(m[1]!);
        if (!rule) problems.push(`${s.id}: names beyond: ${m[1]}, which is not a rule under beyond:`);
        else if (!rule.spec.includes(s.id)) problems.push(`${s.id}: names beyond: ${m[1]}, whose spec: does not list ${s.id}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names every length, largest number and named rule the form schemas set, in a statement or a rule beyond the spec', () => {
    const named = new Set([...statements, ...beyond].flatMap((s) => s.lives.map(entryOf))
      .filter((e): e is [string, string] => typeof e !== 'string' && e[0] === 'schema').map(([, v]) => v));
    const untraced = formRulePointers().filter(({ path, pointer }) => !named.has(`${path}#${pointer}`)).map(({ path, pointer }) => `${path}#${pointer}`);
    expect(untraced).toEqual([]);
  });

  it('names in its header only files this repo has (the specs, kept outside it, by their titles)', () => {
    const header = traceText.slice(0, traceText.search(/^statements:/m));
    const paths = [...header.matchAll(/(?:^|[\s("'])((?:[\w.-]+\/)+[\w.-]+\.(?:md|ya?ml|json|tsx?))(?=[\s)"',.:;#]|$)/gm)].map((m) => m[1]!);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !isFile(path))).toEqual([]);
  });

  it('states in its header the counts the statements and the rules beyond the spec give', () => {
    const count = (pred: (s: Statement) => boolean) => statements.filter(pred).length;
    const expected = {
      statements: statements.length,
      shown: count((s) => s.shown_by.length > 0),
      matches: count((s) => s.status === 'matches'),
      decided: count((s) => s.status === 'decided'),
      missing: count((s) => s.status === 'missing'),
      beyond: beyond.length,
    };
    const header = traceText.slice(0, traceText.search(/^statements:/m));
    const stated = Object.fromEntries(Object.keys(expected).map((key) => [key, Number(new RegExp(`^#\\s+${key}:\\s+(\\d+)`, 'm').exec(header)?.[1] ?? NaN)]));
    expect(stated).toEqual(expected);
  });
});
