import { isMap, isScalar, LineCounter, parseDocument, type Node } from 'yaml';
import { parseCopy } from '../../engine/content/parseCopy';
import { parseSite } from '../../engine/content/parseSite';
import type { ScreenCopy } from '../../engine/content/ScreenCopy';
import type { SiteCopy } from '../../engine/content/SiteCopy';
import { yamlErrorMessage } from '../../engine/content/yamlErrorMessage';
import type { Problem } from '../../engine/Problem';
import { err } from '../../engine/Result';
import { filesUnder, perProject, type Project } from './Project';

/** One copy file (content/en/screens|modals/<id>.md): its text, and its copy when it reads cleanly. */
export interface CopyFile { id: string; file: string; text: string; copy?: ScreenCopy; problems: Problem[] }
/** A file of texts by key (messages.yaml, errors.yaml): each key with its line; `readable` false on a YAML slip. */
export interface TextsFile { file: string; text: string; readable: boolean; keys: Map<string, { line: number; column: number }>; problems: Problem[] }

export interface EnglishContent {
  screens: Record<string, CopyFile>;
  modals: Record<string, CopyFile>;
  site: { file: string; text: string; value?: SiteCopy; problems: Problem[] };
  messages: TextsFile;
  errors: TextsFile;
}

const RULE = 'copyFiles';
const problem = (file: string, line: number, column: number, message: string): Problem => ({ file, line, column, message, rule: RULE });

// The engine's readers say `file:line: sentence` (the app's overlay shows them); flows:check gives a column too:
// where the line's text starts, which is the key a product editor looks for.
export function readerProblem(file: string, said: string, text: string): Problem {
  const m = /^([^:]+):(\d+): ([\s\S]*)$/.exec(said);
  if (!m) return problem(file, 1, 1, said.startsWith(`${file}: `) ? said.slice(file.length + 2) : said);
  const lineText = text.split('\n')[Number(m[2]) - 1] ?? '';
  return problem(m[1] as string, Number(m[2]), (lineText.search(/\S/) + 1) || 1, m[3] as string);
}

function copyFiles(project: Project, dir: string): Record<string, CopyFile> {
  const out: Record<string, CopyFile> = {};
  for (const [file, text] of Object.entries(filesUnder(project, dir, '.md'))) {
    const id = file.slice(dir.length + 1, -3);
    const parsed = parseCopy(file, text);
    out[id] = parsed.ok
      ? { id, file, text, copy: parsed.value, problems: [] }
      : { id, file, text, problems: parsed.error.split('\n').map((p) => readerProblem(file, p, text)) };
  }
  return out;
}

// messages.yaml and errors.yaml: `key: text` lines the app looks up by code. A value that is not a text (left
// empty, or a list) would show the borrower nothing, so it is a problem on its own line.
function textsFile(project: Project, file: string, what: string): TextsFile {
  const text = project.texts[file];
  if (text === undefined) return { file, text: '', readable: false, keys: new Map(), problems: [problem(file, 1, 1, `missing: the app reads ${what} from it`)] };
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true });
  const keys: TextsFile['keys'] = new Map();
  const error = doc.errors[0];
  if (error) {
    const { line, reason } = yamlErrorMessage(error, text, 1);
    return { file, text, readable: false, keys, problems: [readerProblem(file, `${file}:${line}: not valid YAML: ${reason}`, text)] };
  }
  const problems: Problem[] = [];
  if (doc.contents !== null && !isMap(doc.contents)) return { file, text, readable: false, keys, problems: [problem(file, 1, 1, "must be a list of 'key: text' lines")] };
  for (const pair of isMap(doc.contents) ? doc.contents.items : []) {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const pos = lineCounter.linePos((pair.key as Node | null)?.range?.[0] ?? 0);
    keys.set(key, { line: pos.line, column: pos.col });
    const value = isScalar(pair.value) ? pair.value.value : undefined;
    if (typeof value !== 'string' || value.trim() === '') problems.push(problem(file, pos.line, pos.col, `'${key}' must be a text on the same line, such as ${key}: 'Enter a value'`));
  }
  return { file, text, readable: true, keys, problems };
}

// The English copy as flows:check reads it, once per project: every copy file read on its own, so one broken file
// is reported once and the others still count (a screen whose copy is unreadable is not also "missing" its copy,
// buttons and variants).
export const englishContent = perProject((project: Project): EnglishContent => {
  const base = 'content/en';
  const siteFile = `${base}/site.yaml`;
  const siteText = project.texts[siteFile];
  const site = siteText !== undefined ? parseSite(siteFile, siteText) : err(`${siteFile}:1: missing: the app reads the shared texts (lender, support, waiting texts) from it`);
  return {
    screens: copyFiles(project, `${base}/screens`),
    modals: copyFiles(project, `${base}/modals`),
    site: { file: siteFile, text: siteText ?? '', ...(site.ok ? { value: site.value, problems: [] } : { problems: site.error.split('\n').map((p) => readerProblem(siteFile, p, siteText ?? '')) }) },
    messages: textsFile(project, `${base}/messages.yaml`, 'the words of every field message'),
    errors: textsFile(project, `${base}/errors.yaml`, 'the words of every error'),
  };
});
