import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { checkFixtureSteps, type ReplayWorld } from '../../e2e/replay/checkFixtureSteps';
import { loadCatalog } from '../../engine/content/loadCatalog';
import { loadFlows } from './loadFlows';
import { root } from './root';
import { chooseLocale } from '../../engine/content/chooseLocale';
import { contentLocales } from '../vite/localeCatalogs';
import { formIds, readFormSchema } from './formValidators';
import type { FormSchema } from '../../engine/forms/FormDefinition';

const readDir = (dir: string) => Object.fromEntries(readdirSync(join(root, dir)).filter((f) => f.endsWith('.md')).map((f) => [`${dir}/${f}`, readFileSync(join(root, dir, f), 'utf8')]));
/** Every field name of every form (schemas/forms/), nested ones (the birth date's parts) included. */
function formFieldNames(): string[] {
  const names = (node: FormSchema): string[] => Object.entries(node.properties ?? {}).flatMap(([k, v]) => [k, ...names(v)]);
  const read = (id: string): FormSchema => {
    try { return readFormSchema(id); } catch { return {}; } // flows:check reports the broken schema itself
  };
  return [...new Set(formIds().flatMap((id) => names(read(id))))];
}

const strings = (v: unknown): string[] => (typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap(strings) : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : []);

/**
 * Every screen path, label and button text the replay steps may name, from the flows and the copy of the locale
 * the fixture runs in (a fixture with `locale: es-US` names Spanish labels and buttons).
 */
export function replayWorld(locale = 'en'): ReplayWorld {
  const { flows } = loadFlows();
  const paths = [...new Set(Object.values(flows).flatMap((f) => Object.values(f?.screens ?? {}).map((s) => s.path)))];
  const copies = [loadCatalog(readDir(`content/${locale}/screens`)), loadCatalog(readDir(`content/${locale}/modals`))].flatMap((c) => (c.ok ? Object.values(c.value) : []));
  const variants = copies.flatMap((c) => [c, ...Object.values(c.variants)]);
  const site = parse(readFileSync(join(root, `content/${locale}/site.yaml`), 'utf8')) as Record<string, unknown>;
  const fields = formFieldNames();
  return {
    locale,
    paths,
    labels: variants.flatMap((c) => strings(c.labels ?? {})),
    // The language switch names each language in itself, so every locale's names are buttons.
    buttons: [...variants.flatMap((c) => strings(c.buttons ?? {})), ...strings(site.header), ...strings(site.languages), 'Link account', 'Fail with error', 'Cancel'],
    fields,
  };
}

/** The copy a fixture's `locale:` gets, as the app chooses it (none: English). */
function fixtureLocale(text: string): string {
  const wanted = /^locale:\s*['"]?([A-Za-z-]+)/m.exec(text)?.[1];
  return wanted ? chooseLocale([wanted], contentLocales(root), null) : 'en';
}

// The fixture checker over fixtures/*.yaml, as `file:line:column: sentence` lines (flows:check runs it too).
export function checkReplayFixtures(): string[] {
  const worlds = new Map<string, ReplayWorld>();
  const worldFor = (locale: string) => worlds.get(locale) ?? worlds.set(locale, replayWorld(locale)).get(locale)!;
  const files = readdirSync(join(root, 'fixtures')).filter((f) => f.endsWith('.yaml')).sort();
  const problems = files.flatMap((f) => {
    const text = readFileSync(join(root, 'fixtures', f), 'utf8');
    return checkFixtureSteps(`fixtures/${f}`, text, worldFor(fixtureLocale(text)));
  });
  // The phone field's label in every locale: a number typed into it is that fixture's phone.
  const phoneLabels = contentLocales(root).map((l) => loadCatalog(readDir(`content/${l}/screens`))).flatMap((c) => (c.ok ? [c.value.phone?.labels.phone] : [])).filter(Boolean) as string[];
  const phoneField = new RegExp(`(?:${phoneLabels.map((l) => l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')}):\\s*'?(\\d{10,11})'?`, 'g');
  // One sandbox serves a whole replay run, and a phone's codes, resend limit and lockout are the lender's: two
  // fixtures typing the same number would trip over each other.
  const owner = new Map<string, string>();
  for (const f of files) {
    const text = readFileSync(join(root, 'fixtures', f), 'utf8');
    for (const m of text.matchAll(phoneField)) {
      const phone = m[1] as string;
      const first = owner.get(phone);
      if (first && first !== f) {
        const line = text.slice(0, m.index).split('\n').length;
        problems.push(`fixtures/${f}:${line}:1: phone ${phone} is also typed in fixtures/${first}; give each fixture its own number (the sandbox keeps codes and lockouts per phone)`);
      } else owner.set(phone, f);
    }
  }
  return problems;
}
