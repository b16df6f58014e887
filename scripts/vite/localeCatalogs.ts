import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { documentScreens } from '../lib/documentScreens';

const PREFIX = 'virtual:content/';
const LIST = 'virtual:content-locales';

/** The locales content/ has: every folder with a site.yaml, 'en' first. */
export function contentLocales(root: string): string[] {
  const dir = join(root, 'content');
  if (!existsSync(dir)) return [];
  const found = readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory() && existsSync(join(dir, name, 'site.yaml')));
  return found.sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));
}

/** resolveId of a plugin's per-locale modules (`<prefix><locale>`) and of their list (`list`). */
export const localeModuleId = (list: string, prefix: string) => (id: string) => (id === list || id.startsWith(prefix) ? `\0${id}` : null);
/** The loaders of the per-locale modules `<prefix><locale>` of every locale content/ has, as code: `"en": () => import(...)`. */
export const localeLoaders = (root: string, prefix: string): string =>
  contentLocales(root).map((l) => `${JSON.stringify(l)}: () => import(${JSON.stringify(`${prefix}${l}`)}).then((m) => m.default)`).join(', ');

const mdIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.md')).sort() : []);

// The code of `virtual:content/<locale>`: one import per copy file of that locale (each compiled to JSON by
// precompileContent), so a borrower downloads the copy of their own locale only, and an edit reloads in dev.
export function catalogModule(root: string, locale: string): string {
  const base = join(root, 'content', locale);
  const lines: string[] = [];
  const entries = (kind: string, files: string[], query = '') => files.map((file, i) => {
    const name = `${kind}${i}`;
    lines.push(`import ${name} from ${JSON.stringify(`${join(base, kind === 'modal' ? 'modals' : 'screens', file)}${query}`)};`);
    return `${JSON.stringify(file.replace(/\.md$/, ''))}: ${name}`;
  });
  const screenFiles = mdIn(join(base, 'screens'));
  // The long legal documents (the flows' document screens): only their front matter is in the catalog; their text
  // loads when shown.
  const documents = documentScreens(root);
  const legal = (f: string) => documents.includes(f.replace(/\.md$/, ''));
  const screens = entries('screen', screenFiles.filter((f) => !legal(f)));
  const heads = entries('head', screenFiles.filter(legal), '?head');
  const bodies = screenFiles.filter(legal).map((f) => `${JSON.stringify(f.replace(/\.md$/, ''))}: () => import(${JSON.stringify(`${join(base, 'screens', f)}?body`)}).then((m) => m.default)`);
  const modals = entries('modal', mdIn(join(base, 'modals')));
  for (const file of ['site', 'messages', 'errors']) lines.push(`import ${file} from ${JSON.stringify(join(base, `${file}.yaml`))};`);
  return `${lines.join('\n')}
export default {
  locale: ${JSON.stringify(locale)},
  screens: { ${screens.join(', ')} },
  legalHeads: { ${heads.join(', ')} },
  legalBodies: { ${bodies.join(', ')} },
  modals: { ${modals.join(', ')} },
  site, messages, errors,
};
`;
}

// `virtual:content/<locale>` (a locale's whole catalog, a chunk of its own) and `virtual:content-locales` (the
// locales there are, each with its loader). A new or removed copy file in dev reloads the catalogs.
export function localeCatalogs(): Plugin {
  let root = process.cwd();
  return {
    name: 'locale-catalogs',
    configResolved(config) {
      root = config.root;
    },
    configureServer(s) {
      const refresh = (file: string) => {
        if (!file.startsWith(join(root, 'content'))) return;
        for (const id of [...s.moduleGraph.idToModuleMap.keys()].filter((k) => k.startsWith(`\0${PREFIX}`) || k === `\0${LIST}`)) {
          const mod = s.moduleGraph.getModuleById(id);
          if (mod) s.moduleGraph.invalidateModule(mod);
        }
      };
      s.watcher.on('add', refresh);
      s.watcher.on('unlink', refresh);
    },
    resolveId: localeModuleId(LIST, PREFIX),
    load(id) {
      if (id === `\0${LIST}`) return `export const locales = ${JSON.stringify(contentLocales(root))};\nexport const loaders = { ${localeLoaders(root, PREFIX)} };\n`;
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const locale = id.slice(PREFIX.length + 1);
      if (!contentLocales(root).includes(locale)) return `throw new Error(${JSON.stringify(`content/${locale}/ does not exist`)});`;
      return catalogModule(root, locale);
    },
  };
}
