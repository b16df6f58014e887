import { parseDocument } from 'yaml';
import { parseCopy } from './parseCopy';
import { parseSite } from './parseSite';
import { err, ok, type Result } from '../Result';

/** Which part of a copy file a module carries: all of it, the front matter only (body ''), or the body only. */
export type CopyPart = 'all' | 'head' | 'body';

/** A flow or copy file as the browser receives it: its data, or the `file:line: sentence` problems found in it. */
export type CompiledFile = Result<unknown, string[]>;

// Runs at build time (and under the dev server and vitest) so the browser ships no YAML parser: a flow or copy
// file becomes plain data, checked as far as the engine can check one file alone. Copy Markdown goes through the
// engine's parseCopy and site.yaml through parseSite (the same checks, with the same file:line messages, as when
// the browser parsed them); other YAML is turned into data for the engine to check at startup. The replay reads a
// locale's copy through it too, so it looks for the words the app shows.
export function compileContentFile(file: string, text: string, part: CopyPart = 'all'): CompiledFile | string {
  if (file.endsWith('.md')) {
    const copy = parseCopy(file, text);
    if (part === 'body') return copy.ok ? copy.value.body : '';
    if (!copy.ok) return err(copy.error.split('\n'));
    return ok(part === 'head' ? { ...copy.value, body: '' } : copy.value);
  }
  if (/^content\/[^/]+\/site\.ya?ml$/.test(file)) {
    const site = parseSite(file, text);
    return site.ok ? site : err(site.error.split('\n'));
  }
  const doc = parseDocument(text);
  if (doc.errors.length === 0) return ok(doc.toJS() as unknown);
  return err(doc.errors.map((e) => {
    const pos = e.linePos?.[0];
    const reason = (e.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
    return `${file}:${pos?.line ?? 1}:${pos?.col ?? 1}: not valid YAML: ${reason}`;
  }));
}
