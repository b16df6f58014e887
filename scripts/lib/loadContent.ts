import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument, type Node } from 'yaml';
import { parseCopy } from '../../engine/content/parseCopy';
import { parseSite } from '../../engine/content/parseSite';
import type { ScreenCopy } from '../../engine/content/ScreenCopy';
import type { SiteCopy } from '../../engine/content/SiteCopy';
import { yamlErrorMessage } from '../../engine/content/yamlErrorMessage';
import { err } from '../../engine/Result';
import { root } from './root';

/** One copy file (content/en/screens|modals/<id>.md): its text, and its copy when it reads cleanly. */
export interface CopyFile { id: string; file: string; text: string; copy?: ScreenCopy; problems: string[] }
/** A file of texts by key (messages.yaml, errors.yaml): each key with its line; `readable` false on a YAML slip. */
export interface TextsFile { file: string; text: string; readable: boolean; keys: Map<string, { line: number; column: number }>; problems: string[] }

export interface EnglishContent {
  screens: Record<string, CopyFile>;
  modals: Record<string, CopyFile>;
  site: { file: string; text: string; value?: SiteCopy; problems: string[] };
  messages: TextsFile;
  errors: TextsFile;
}

const read = (file: string) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : '');

// The engine's readers say `file:line: sentence` (the app's overlay shows them); flows:check prints a column too:
// where the line's text starts, which is the key a product editor looks for.
export function withColumn(problem: string, text: string): string {
  const m = /^([^:]+):(\d+): ([\s\S]*)$/.exec(problem);
  if (!m) return problem;
  const lineText = text.split('\n')[Number(m[2]) - 1] ?? '';
  return `${m[1]}:${m[2]}:${(lineText.search(/\S/) + 1) || 1}: ${m[3]}`;
}

function copyFiles(dir: string): Record<string, CopyFile> {
  const abs = join(root, dir);
  if (!existsSync(abs)) return {};
  const out: Record<string, CopyFile> = {};
  for (const name of readdirSync(abs).filter((f) => f.endsWith('.md')).sort()) {
    const file = `${dir}/${name}`;
    const text = readFileSync(join(abs, name), 'utf8');
    const parsed = parseCopy(file, text);
    out[name.slice(0, -3)] = parsed.ok
      ? { id: name.slice(0, -3), file, text, copy: parsed.value, problems: [] }
      : { id: name.slice(0, -3), file, text, problems: parsed.error.split('\n').map((p) => withColumn(p, text)) };
  }
  return out;
}

// messages.yaml and errors.yaml: `key: text` lines the app looks up by code. A value that is not a text (left
// empty, or a list) would show the borrower nothing, so it is a problem on its own line.
function textsFile(file: string, what: string): TextsFile {
  const text = read(file);
  if (!existsSync(join(root, file))) return { file, text, readable: false, keys: new Map(), problems: [`${file}:1:1: missing: the app reads ${what} from it`] };
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true });
  const keys: TextsFile['keys'] = new Map();
  const error = doc.errors[0];
  if (error) {
    const { line, reason } = yamlErrorMessage(error, text, 1);
    return { file, text, readable: false, keys, problems: [withColumn(`${file}:${line}: not valid YAML: ${reason}`, text)] };
  }
  const problems: string[] = [];
  if (doc.contents !== null && !isMap(doc.contents)) return { file, text, readable: false, keys, problems: [`${file}:1:1: must be a list of 'key: text' lines`] };
  for (const pair of isMap(doc.contents) ? doc.contents.items : []) {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const pos = lineCounter.linePos((pair.key as Node | null)?.range?.[0] ?? 0);
    keys.set(key, { line: pos.line, column: pos.col });
    const value = isScalar(pair.value) ? pair.value.value : undefined;
    if (typeof value !== 'string' || value.trim() === '') problems.push(`${file}:${pos.line}:${pos.col}: '${key}' must be a text on the same line, such as ${key}: 'Enter a value'`);
  }
  return { file, text, readable: true, keys, problems };
}

// Every English copy file, each read on its own, so one broken file is reported once and the others still count
// (a screen whose copy is unreadable is not also "missing" its copy, buttons and variants).
export function loadContent(locale = 'en'): EnglishContent {
  const base = `content/${locale}`;
  const siteText = read(`${base}/site.yaml`);
  const site = existsSync(join(root, base, 'site.yaml')) ? parseSite(`${base}/site.yaml`, siteText) : err(`${base}/site.yaml:1: missing: the app reads the shared texts (lender, support, waiting texts) from it`);
  return {
    screens: copyFiles(`${base}/screens`),
    modals: copyFiles(`${base}/modals`),
    site: { file: `${base}/site.yaml`, text: siteText, ...(site.ok ? { value: site.value, problems: [] } : { problems: site.error.split('\n').map((p) => withColumn(p, siteText)) }) },
    messages: textsFile(`${base}/messages.yaml`, 'the words of every field message'),
    errors: textsFile(`${base}/errors.yaml`, 'the words of every error'),
  };
}
