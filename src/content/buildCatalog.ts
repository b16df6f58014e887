// One locale's copy, as the build compiled it (scripts/vite/localeCatalogs.ts: `virtual:content/<locale>`), made
// into the catalog the screens read. A broken file is a list of problems the app can show, never a crash.
import type { ScreenCopy } from '../../engine/content/ScreenCopy';
import type { SiteCopy } from '../../engine/content/SiteCopy';
import type { Result } from '../../engine/Result';

type CopyFile = Result<ScreenCopy, string[]>;

/** What `virtual:content/<locale>` exports: every copy file of the locale, compiled. */
export interface RawCatalog {
  locale: string;
  screens: Record<string, CopyFile>;
  legalHeads: Record<string, CopyFile>;
  legalBodies: Record<string, () => Promise<string>>;
  modals: Record<string, CopyFile>;
  site: Result<unknown, string[]>;
  messages: Result<unknown, string[]>;
  errors: Result<unknown, string[]>;
}

export interface Catalog {
  locale: string;
  screens: Record<string, ScreenCopy>;
  modals: Record<string, ScreenCopy>;
  /** Screens whose body is fetched when shown (legal documents): id to loader. Their `screens` entry has body ''. */
  lazyBodies: Record<string, () => Promise<string>>;
  site: SiteCopy;
  messages: Record<string, string>;
  errors: Record<string, string>;
  problems: string[];
}

export function buildCatalog(raw: RawCatalog): Catalog {
  const problems: string[] = [];
  const copies = (files: Record<string, CopyFile>): Record<string, ScreenCopy> => {
    const out: Record<string, ScreenCopy> = {};
    for (const [id, file] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
      if (file.ok) out[id] = file.value;
      else problems.push(...file.error);
    }
    return out;
  };
  const texts = (file: Result<unknown, string[]>, name: string): Record<string, string> => {
    if (!file.ok) {
      problems.push(...file.error);
      return {};
    }
    if (file.value && typeof file.value === 'object' && !Array.isArray(file.value)) return file.value as Record<string, string>;
    problems.push(`content/${raw.locale}/${name}: must be a list of 'key: text' lines`);
    return {};
  };
  const screens = { ...copies(raw.screens), ...copies(raw.legalHeads) };
  const modals = copies(raw.modals);
  if (!raw.site.ok) problems.push(...raw.site.error);
  return {
    locale: raw.locale,
    screens,
    modals,
    lazyBodies: raw.legalBodies,
    site: raw.site.ok ? (raw.site.value as SiteCopy) : ({} as SiteCopy),
    messages: texts(raw.messages, 'messages.yaml'),
    errors: texts(raw.errors, 'errors.yaml'),
    problems,
  };
}
