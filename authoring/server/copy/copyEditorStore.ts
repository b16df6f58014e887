import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileContentFile } from '../../../engine/content/compileContentFile';
import type { Problem } from '../../../engine/Problem';
import { copyBaseline } from './copyBaseline';
import { checkCopyEdit } from './copyEditorCheck';
import { copyLeaves, setCopyValue } from './copyEditorFile';
import { copyFilePath } from './copyEditorPath';
import { documentScreens } from '../../../scripts/lib/documentScreens';
import { contentLocales } from '../../../scripts/vite/localeCatalogs';

/** One text product can edit: its file under content/<locale>/, its key, whether it is Markdown, its value per locale. */
export interface CopyEntry { file: string; key: string; markdown: boolean; values: Record<string, string> }
/** One text whose words now differ from the last commit: its values then and now, in each language that differs. */
export interface CopyChange { file: string; key: string; before: Record<string, string>; after: Record<string, string> }
export interface SaveRequest { file: string; key: string; values: Record<string, string> }
export type SaveResult =
  | { ok: true; written: string[]; elsewhere: Problem[]; compiled: Record<string, unknown> }
  | { ok: false; status: number; problems: Problem[] };

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const MARKDOWN = /\[[^\]]*\]\([^)]*\)|\*\*|__/;

/** A copy file's text and whether it starts with a byte-order mark (kept on write); a file that is not UTF-8 is refused. */
function readText(path: string): { text: string; bom: boolean } {
  const bytes = readFileSync(path);
  const bom = bytes.subarray(0, 3).equals(BOM);
  return { text: new TextDecoder('utf-8', { fatal: true }).decode(bom ? bytes.subarray(3) : bytes), bom };
}

/** The copy files of the English folder, by name inside it (every locale has the same ones: flows:check holds them to it). */
function englishFiles(root: string): string[] {
  const md = (dir: string) => (existsSync(join(root, 'content/en', dir)) ? readdirSync(join(root, 'content/en', dir)).filter((f) => f.endsWith('.md')).sort().map((f) => `${dir}/${f}`) : []);
  return [...md('screens'), ...md('modals'), 'site.yaml', 'messages.yaml', 'errors.yaml'];
}

const problemOf = (file: string, message: string): Problem => ({ file, line: 1, column: 1, message, rule: 'copyEditor' });

// The dev server's side of the copy editor: what every copy file says in every locale, and a save that goes through
// flows:check's rules before anything is written. It reads and writes only through copyFilePath (content/ only). A
// save answers with the files' new copy as the app compiles it, in every locale given, marked by `mark` (the dev
// server's copyTags) as the page's other copy is. Its changes are what the files now say differently from the last
// commit (copyBaseline.ts).
export function copyEditorStore(
  root: string,
  onWrite: (absolutePath: string, text: string) => void = () => undefined,
  mark: (locale: string, file: string, text: string, compiled: unknown) => unknown = (_l, _f, _t, compiled) => compiled,
) {
  const baseline = copyBaseline(root, () => contentLocales(root).flatMap((locale) => englishFiles(root).map((file) => `content/${locale}/${file}`)));

  const entries = (): CopyEntry[] => {
    const locales = contentLocales(root);
    const out: CopyEntry[] = [];
    for (const file of englishFiles(root)) {
      const byLocale = new Map(locales.map((locale) => {
        try {
          const read = copyLeaves(file, readText(copyFilePath(root, locale, file)).text);
          return [locale, read.ok ? new Map(read.leaves.map((l) => [l.key, l.value])) : new Map<string, string>()] as const;
        } catch {
          return [locale, new Map<string, string>()] as const;
        }
      }));
      for (const key of byLocale.get('en')?.keys() ?? []) {
        const values = Object.fromEntries(locales.map((l) => [l, byLocale.get(l)?.get(key) ?? '']));
        out.push({ file, key, markdown: key === 'body' || MARKDOWN.test(values.en ?? ''), values });
      }
    }
    return out;
  };

  const save = (request: SaveRequest): SaveResult => {
    const { file, key, values } = request ?? ({} as SaveRequest);
    if (typeof key !== 'string' || !values || typeof values !== 'object') return { ok: false, status: 400, problems: [problemOf(String(file), 'a save names a file, a key and its values')] };
    const edits: { locale: string; path: string; rel: string; text: string; bom: boolean; next: string }[] = [];
    try {
      for (const [locale, value] of Object.entries(values)) {
        if (typeof value !== 'string') throw new Error(`the ${locale} value is not a text`);
        const path = copyFilePath(root, locale, file);
        const { text, bom } = readText(path);
        edits.push({ locale, path, rel: `content/${locale}/${file}`, text, bom, next: setCopyValue(file, text, key, value) });
      }
    } catch (error) {
      return { ok: false, status: 400, problems: [problemOf(`content/${String(file)}`, error instanceof Error ? error.message : String(error))] };
    }
    const changed = edits.filter((e) => e.next !== e.text);
    const check = checkCopyEdit(root, Object.fromEntries(changed.map((e) => [e.rel, e.next])));
    if (check.blocking.length > 0) return { ok: false, status: 422, problems: check.blocking };
    for (const e of changed) {
      onWrite(e.path, e.bom ? `\uFEFF${e.next}` : e.next);
      writeFileSync(e.path, e.bom ? Buffer.concat([BOM, Buffer.from(e.next, 'utf8')]) : e.next, e.bom ? undefined : 'utf8');
    }
    const part = file.startsWith('screens/') && documentScreens(root).includes(file.slice(8, -3)) ? 'head' : 'all';
    const compiled = Object.fromEntries(edits.map((e) => [e.locale, mark(e.locale, file, e.next, compileContentFile(e.rel, e.next, part))]));
    return { ok: true, written: changed.map((e) => e.rel), elsewhere: check.elsewhere, compiled };
  };

  // Every text whose words now differ from the baseline (copyBaseline.ts: the last commit), read from the files
  // as they are: an edit undone by hand or by git is gone from the list, and one made before the page was opened is
  // there. Per text, the languages that differ, in the files' order.
  const changes = (): CopyChange[] => {
    const then = baseline.changed();
    const out: CopyChange[] = [];
    for (const file of englishFiles(root)) {
      const locales = contentLocales(root).filter((locale) => then.has(`content/${locale}/${file}`));
      if (locales.length === 0) continue;
      const values = (text: string | undefined) => {
        const read = text === undefined ? null : copyLeaves(file, text);
        return new Map(read?.ok ? read.leaves.map((l) => [l.key, l.value]) : []);
      };
      const byLocale = locales.map((locale) => {
        let now: string | undefined;
        try {
          now = readText(copyFilePath(root, locale, file)).text;
        } catch {
          now = undefined;
        }
        return { locale, before: values(then.get(`content/${locale}/${file}`)), after: values(now) };
      });
      const keys = [...new Set(byLocale.flatMap((l) => [...l.after.keys(), ...l.before.keys()]))];
      for (const key of keys) {
        const differ = byLocale.filter((l) => l.before.get(key) !== l.after.get(key));
        if (differ.length === 0) continue;
        out.push({
          file, key,
          before: Object.fromEntries(differ.map((l) => [l.locale, l.before.get(key) ?? ''])),
          after: Object.fromEntries(differ.map((l) => [l.locale, l.after.get(key) ?? ''])),
        });
      }
    }
    return out;
  };

  return { entries, save, changes };
}
