// All copy from content/en, turned into data at build time (scripts/vite/precompileContent.ts runs the engine's
// parseCopy and parseSite on each file, so the browser ships no YAML parser). A broken file is a list of problems
// the app can show, never a crash. The long legal documents keep only their front matter here: their text loads
// with the screen that shows it (src/content/useScreenCopy.ts).
import type { ScreenCopy } from '../../engine/content/ScreenCopy';
import type { SiteCopy } from '../../engine/content/SiteCopy';
import type { Result } from '../../engine/Result';
import errorsFile from '../../content/en/errors.yaml';
import messagesFile from '../../content/en/messages.yaml';
import siteFile from '../../content/en/site.yaml';

type CopyFile = Result<ScreenCopy, string[]>;

const screenFiles = import.meta.glob<CopyFile>(
  ['../../content/en/screens/*.md', '!../../content/en/screens/{terms,privacy,esign,autopay,creditscore,loanagreement,merchants}.md'],
  { import: 'default', eager: true },
);
const legalHeads = import.meta.glob<CopyFile>('../../content/en/screens/{terms,privacy,esign,autopay,creditscore,loanagreement,merchants}.md', {
  import: 'default', eager: true, query: '?head',
});
const legalBodies = import.meta.glob<string>('../../content/en/screens/{terms,privacy,esign,autopay,creditscore,loanagreement,merchants}.md', {
  import: 'default', query: '?body',
});
const modalFiles = import.meta.glob<CopyFile>('../../content/en/modals/*.md', { import: 'default', eager: true });

export interface Catalog {
  screens: Record<string, ScreenCopy>;
  modals: Record<string, ScreenCopy>;
  /** Screens whose body is fetched when shown (legal documents): id to loader. Their `screens` entry has body ''. */
  lazyBodies: Record<string, () => Promise<string>>;
  site: SiteCopy;
  messages: Record<string, string>;
  errors: Record<string, string>;
  problems: string[];
}

const problems: string[] = [];
const idOf = (path: string): string => /([^/]+)\.md$/.exec(path)?.[1] ?? path;

function copies(files: Record<string, CopyFile>): Record<string, ScreenCopy> {
  const out: Record<string, ScreenCopy> = {};
  for (const [path, file] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    if (file.ok) out[idOf(path)] = file.value;
    else problems.push(...file.error);
  }
  return out;
}

function texts(file: Result<unknown, string[]>, name: string): Record<string, string> {
  if (!file.ok) {
    problems.push(...file.error);
    return {};
  }
  if (file.value && typeof file.value === 'object' && !Array.isArray(file.value)) return file.value as Record<string, string>;
  problems.push(`content/en/${name}: must be a list of 'key: text' lines`);
  return {};
}

const screens = { ...copies(screenFiles), ...copies(legalHeads) };
const modals = copies(modalFiles);
const site = siteFile.ok ? (siteFile.value as SiteCopy) : ({} as SiteCopy);
if (!siteFile.ok) problems.push(...siteFile.error);

export const catalog: Catalog = {
  screens,
  modals,
  lazyBodies: Object.fromEntries(Object.entries(legalBodies).map(([path, load]) => [idOf(path), load])),
  site,
  messages: texts(messagesFile, 'messages.yaml'),
  errors: texts(errorsFile, 'errors.yaml'),
  problems,
};
