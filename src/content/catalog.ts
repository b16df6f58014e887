// All copy, read at build time from content/en (Vite bundles the Markdown and YAML as text) and parsed by the
// engine once. A broken file is a list of problems the app can show, never a crash.
import { parse } from 'yaml';
import { loadCatalog } from '../../engine/content/loadCatalog';
import { parseSite } from '../../engine/content/parseSite';
import type { ScreenCopy } from '../../engine/content/ScreenCopy';
import type { SiteCopy } from '../../engine/content/SiteCopy';
import siteText from '../../content/en/site.yaml?raw';
import messagesText from '../../content/en/messages.yaml?raw';
import errorsText from '../../content/en/errors.yaml?raw';

const screenFiles = import.meta.glob('../../content/en/screens/*.md', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const modalFiles = import.meta.glob('../../content/en/modals/*.md', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

const screens = loadCatalog(screenFiles);
const modals = loadCatalog(modalFiles);
const site = parseSite('content/en/site.yaml', siteText);

export interface Catalog {
  screens: Record<string, ScreenCopy>;
  modals: Record<string, ScreenCopy>;
  site: SiteCopy;
  messages: Record<string, string>;
  errors: Record<string, string>;
  problems: string[];
}

const asRecord = (v: unknown): Record<string, string> => (v && typeof v === 'object' ? (v as Record<string, string>) : {});

export const catalog: Catalog = {
  screens: screens.ok ? screens.value : {},
  modals: modals.ok ? modals.value : {},
  site: site.ok ? site.value : ({} as SiteCopy),
  messages: asRecord(parse(messagesText)),
  errors: asRecord(parse(errorsText)),
  problems: [...(screens.ok ? [] : screens.error), ...(modals.ok ? [] : modals.error), ...(site.ok ? [] : [site.error])],
};
