import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { splitFrontMatter } from '../../../engine/content/splitFrontMatter';
import type { Problem } from '../../../engine/Problem';
import { nearest } from '../didYouMean';
import { copyUsageOf } from '../copyUsage';
import { filesUnder, type Project } from '../Project';
import { copyFiles } from './copyFiles';
import { copyLabelFindings } from './copyLabels';
import { copyText } from './copyText';
import { textKeys } from './textKeys';
import { unusedCopyFindings } from './unusedCopy';

const PLACEHOLDER = /\{\s*[A-Za-z_][\w.]*\s*(?:\|\s*\w+\s*)?\}/g;
const LINK_TARGET = /\]\(([^)\s]*)\)/g;
const placeholders = (text: string) => [...new Set(text.match(PLACEHOLDER) ?? [])].map((p) => p.replace(/\s+/g, '')).sort();
const targets = (text: string) => [...text.matchAll(LINK_TARGET)].map((m) => m[1] ?? '').sort();
const same = (a: string[], b: string[]) => a.join(' ') === b.join(' ');
const problem = (file: string, line: number, message: string): Problem => ({ file, line, column: 1, message, rule: 'locales' });

interface Leaf { line: number; value: string }
/** The values by key path, and the line of each key that holds a map or list (where a missing value belongs). */
type Leaves = Map<string, Leaf> & { parents?: Map<string, number> };

// Every value of a YAML document by its key path ("variants.named.buttons.resend", "offerBullets.1"), with the
// line it is on in the file.
function leavesOf(text: string, firstLine: number): { leaves: Leaves; error?: string | undefined; errorLine?: number } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true });
  if (doc.errors[0]) return { leaves: new Map(), error: doc.errors[0].message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, ''), errorLine: (doc.errors[0].linePos?.[0].line ?? 1) + firstLine - 1 };
  const leaves: Leaves = Object.assign(new Map<string, Leaf>(), { parents: new Map<string, number>() });
  const lineOf = (node: Node | null | undefined) => (node?.range ? lineCounter.linePos(node.range[0]).line + firstLine - 1 : firstLine);
  const walk = (node: unknown, path: string) => {
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = String((pair.key as { value?: unknown })?.value);
        const child = path ? `${path}.${key}` : key;
        if (isMap(pair.value) || isSeq(pair.value)) leaves.parents?.set(child, lineOf(pair.key as Node));
        walk(pair.value, child);
      }
    }
    else if (isSeq(node)) node.items.forEach((item, i) => walk(item, `${path}.${i}`));
    else if (isScalar(node)) leaves.set(path, { line: lineOf(node), value: String(node.value ?? '') });
  };
  walk(doc.contents, '');
  return { leaves };
}

/** The line of the nearest key above a missing value that the translation has ('labels:'), else the first line. */
function parentLine(leaves: Leaves, path: string): number {
  for (let parts = path.split('.').slice(0, -1); parts.length > 0; parts = parts.slice(0, -1)) {
    const line = leaves.parents?.get(parts.join('.'));
    if (line !== undefined) return line;
  }
  return 1;
}

// A translated text against its English: the same placeholders and the same link targets (`what` names the text).
function compareText(file: string, line: number, what: string, english: string, text: string, out: Problem[]): void {
  const [want, got] = [placeholders(english), placeholders(text)];
  if (!same(want, got)) out.push(problem(file, line, `${what} has placeholders ${got.join(' ') || '(none)'}, English has ${want.join(' ') || '(none)'}`));
  const [to, links] = [targets(english), targets(text)];
  if (!same(to, links)) out.push(problem(file, line, `${what} links to ${links.join(' ') || '(nothing)'}, English to ${to.join(' ') || '(nothing)'}`));
}

function compareLeaves(file: string, en: Leaves, other: Leaves, enFile: string, out: Problem[]) {
  // A misspelt key (buttns.resend) is one line, on the translation's key: the English key it was meant to be is
  // not reported missing as well.
  const missing = [...en.keys()].filter((path) => !other.has(path));
  const meant = new Map([...other.keys()].filter((path) => !en.has(path)).map((path) => [path, nearest(path, missing)]));
  const slips = new Set(meant.values());
  for (const [path, leaf] of en) {
    const twin = other.get(path);
    if (!twin) {
      if (!slips.has(path)) out.push(problem(file, parentLine(other, path), `'${path}' is missing (${enFile}:${leaf.line} has it)`));
      continue;
    }
    compareText(file, twin.line, `'${path}'`, leaf.value, twin.value, out);
  }
  for (const [path, leaf] of other) {
    if (en.has(path)) continue;
    const near = meant.get(path);
    out.push(problem(file, leaf.line, `'${path}' is not in ${enFile} (${near ? `did you mean '${near}'?` : 'a key the app never reads'})`));
  }
}

function compareFile(project: Project, rel: string, locale: string, out: Problem[], quiet: LocaleQuiet) {
  const enFile = `content/en/${rel}`;
  const file = `content/${locale}/${rel}`;
  const enText = project.texts[enFile] ?? '';
  const text = project.texts[file] ?? '';
  // An English file with a problem of its own is that problem's line; its translations are compared once it is fixed.
  const englishReads = !quiet.englishProblems?.has(rel);
  if (!rel.endsWith('.md')) {
    const en = leavesOf(enText, 1);
    const other = leavesOf(text, 1);
    if (other.error) return void out.push(problem(file, other.errorLine ?? 1, `not valid YAML: ${other.error}`));
    if (en.error || !englishReads) return;
    return compareLeaves(file, en.leaves, other.leaves, enFile, out);
  }
  const enParts = splitFrontMatter(enText);
  const parts = splitFrontMatter(text);
  if (!parts.ok) return void out.push(problem(file, parts.error.line, parts.error.message));
  const en = enParts.ok ? leavesOf(enParts.value.yaml, enParts.value.yamlFirstLine) : undefined;
  const other = leavesOf(parts.value.yaml, parts.value.yamlFirstLine);
  if (other.error) return void out.push(problem(file, other.errorLine ?? parts.value.yamlFirstLine, `front matter is not valid YAML: ${other.error}`));
  if (!enParts.ok || !en || en.error || !englishReads) return;
  compareLeaves(file, en.leaves, other.leaves, enFile, out);
  const bodyLine = text.split('\n').findIndex((l, i) => i > 0 && /^---\s*$/.test(l)) + 2;
  compareText(file, bodyLine, 'the text', enParts.value.body, parts.value.body, out);
}

/** What the English check reported already, so a translation is not blamed for it again (paths under content/en/). */
export interface LocaleQuiet {
  /** English files with a problem of their own: compared with their translations once that is fixed. */
  englishProblems?: ReadonlySet<string>;
  /** English files no screen shows (reported as unused): a translation need not have them. */
  unused?: ReadonlySet<string>;
  /** Files a screen needs that English lacks (the flow check's line): a translation that has them is right. */
  needed?: ReadonlySet<string>;
}

/** A locale's copy files as paths under content/<locale>/ (site.yaml, screens/pin.md), sorted. */
const filesOf = (project: Project, locale: string): string[] => {
  const dir = `content/${locale}`;
  const list = (sub: string) => Object.keys(filesUnder(project, `${dir}/${sub}`, '.md')).map((f) => f.slice(dir.length + 1));
  return [...['site.yaml', 'messages.yaml', 'errors.yaml'].filter((f) => project.texts[`${dir}/${f}`] !== undefined), ...list('screens'), ...list('modals')].sort();
};

// Every locale besides English holds the same copy: the same files, every key and front-matter field of the
// English file and nothing more, the same placeholders ({merchantName}, {amount|currency}) and link targets in each
// text. One problem per difference, in the other locale's file.
export function compareLocales(project: Project, quiet: LocaleQuiet = {}): Problem[] {
  const out: Problem[] = [];
  const english = filesOf(project, 'en');
  for (const locale of project.locales.filter((l) => l !== 'en')) {
    const files = filesOf(project, locale);
    for (const rel of english) if (!files.includes(rel) && !quiet.unused?.has(rel)) out.push(problem(`content/${locale}/${rel}`, 1, `missing (content/en/${rel} has it)`));
    for (const rel of files) {
      if (!english.includes(rel)) { if (!quiet.needed?.has(rel)) out.push(problem(`content/${locale}/${rel}`, 1, 'no such file in content/en/ (the app never reads it)')); }
      else compareFile(project, rel, locale, out, quiet);
    }
  }
  return out;
}

// The locales rule: every other locale against English, once what the English rules found is known. A mistake in
// English is reported once, in English: a file with a problem of its own is compared with its translations only
// once it is fixed, and a translation is not blamed for an English file that is missing or unused.
export function locales(project: Project): Problem[] {
  const usage = copyUsageOf(project);
  const unused = unusedCopyFindings(project);
  const labels = copyLabelFindings(project);
  const needed = ['site.yaml', 'messages.yaml', 'errors.yaml', ...(usage.complete ? [...[...usage.screens.keys()].map((id) => `screens/${id}.md`), ...[...usage.modals.keys()].map((id) => `modals/${id}.md`)] : [])];
  const english = [...copyFiles(project), ...copyText(project), ...labels.problems, ...textKeys(project), ...unused.problems].map((p) => p.file);
  const englishProblems = new Set([...english, ...labels.elsewhere].map((f) => /^content\/en\/(.+)$/.exec(f)?.[1]).filter((f): f is string => Boolean(f)));
  return compareLocales(project, { englishProblems, unused: new Set(unused.unused), needed: new Set(needed) });
}
