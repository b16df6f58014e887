import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { checkFixtureSteps, type ReplayWorld } from '../../e2e/replay/checkFixtureSteps';
import { chooseLocale } from '../../engine/content/chooseLocale';
import { loadCatalog } from '../../engine/content/loadCatalog';
import type { ScreenCopy } from '../../engine/content/ScreenCopy';
import type { FormSchema } from '../../engine/forms/FormDefinition';
import { locate } from '../../engine/flow/locate';
import { BANK_LINK_TEXTS } from '../../sandbox/standins/bankLink/bankLinkTexts';
import { contractOperations } from '../../sandbox/server/contractOperations';
import { checkFixture, duplicateFixtures, type FixtureEntry } from '../../sandbox/server/fixtures/checkFixture';
import { loadContract } from '../contract';
import { contentLocales } from '../vite/localeCatalogs';
import { checkFixtureWorld } from './checkFixtureWorld';
import { formIds, readFormSchema } from './formValidators';
import { loadFlows, type LoadedFlows } from './loadFlows';
import { readTextDir } from './readTextDir';
import { root } from './root';
import { shownTexts, stringsIn, type ShownTexts } from './seeTexts';

const readDir = (dir: string) => readTextDir(dir, '.md');
const readYaml = (file: string): Record<string, unknown> | null => {
  try {
    const data = parse(readFileSync(join(root, file), 'utf8')) as unknown;
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
  } catch {
    return null; // flows:check reports the file itself
  }
};

/** Every field name of every form (schemas/forms/), nested ones (the birth date's parts) included; null if one cannot be read. */
function formFieldNames(): string[] | null {
  const names = (node: FormSchema): string[] => Object.entries(node.properties ?? {}).flatMap(([k, v]) => [k, ...names(v)]);
  try {
    return [...new Set(formIds().flatMap((id) => names(readFormSchema(id))))];
  } catch {
    return null; // flows:check reports the broken schema itself
  }
}

/** The API's calls ('PATCH /loanapplications/{id}') a fault step may aim at; null when the contract cannot be read. */
function apiCalls(): string[] | null {
  try {
    return contractOperations(loadContract(join(root, 'schemas/api/openapi.yaml'))).map((op) => `${op.method} ${op.path}`);
  } catch {
    return null; // the contract's own checks report it
  }
}

/** One locale's copy as the replay's steps see it; null when a file of it could not be loaded (reported itself). */
interface LocaleCopy { screens: Record<string, ScreenCopy>; copies: ScreenCopy[]; site: Record<string, unknown>; yaml: Record<string, unknown>[] }

function localeCopy(locale: string, screenCopyIds: readonly string[]): LocaleCopy | null {
  const screens = loadCatalog(readDir(`content/${locale}/screens`));
  const modals = loadCatalog(readDir(`content/${locale}/modals`));
  const yaml = ['site', 'messages', 'errors'].map((f) => readYaml(`content/${locale}/${f}.yaml`));
  if (!screens.ok || !modals.ok || yaml.some((y) => y === null)) return null;
  // A screen whose copy file was removed is reported at the flow; its labels are not the fixtures' mistake.
  if (screenCopyIds.some((id) => !(id in screens.value))) return null;
  return { screens: screens.value, copies: [...Object.values(screens.value), ...Object.values(modals.value)], site: yaml[0] as Record<string, unknown>, yaml: yaml as Record<string, unknown>[] };
}

/** The flows and the copy the fixtures are held against, loaded once per check. */
interface Loaded { flows: LoadedFlows; pathsKnown: boolean; copy: Map<string, LocaleCopy | null>; fields: string[] | null; shown: ShownTexts | undefined; calls: string[] | null }

function loadAll(screenPathsKnown = true, flows: LoadedFlows = loadFlows()): Loaded {
  const journeys = Object.values(flows.flows);
  const pathsKnown = screenPathsKnown && journeys.length === 2 && !flows.files.some((f) => f.errors.length > 0);
  const copyIds = [...new Set(journeys.flatMap((f) => Object.entries(f?.screens ?? {}).map(([id, s]) => s.copy ?? id)))];
  const copy = new Map(contentLocales(root).map((l) => [l, localeCopy(l, copyIds)] as const));
  const loaded = [...copy.values()];
  const complete = loaded.every((c) => c !== null);
  const shown = complete ? shownTexts(loaded.flatMap((c) => c?.copies ?? []), loaded.flatMap((c) => c?.yaml ?? []), loaded.map((c) => c?.site ?? {})) : undefined;
  return { flows, pathsKnown, copy, fields: formFieldNames(), shown, calls: apiCalls() };
}

/**
 * Every screen path, label and button text the replay steps may name, from the flows and the copy of the locale
 * the fixture runs in (a fixture with `locale: es-US` names Spanish labels and buttons). What could not be loaded
 * is marked unknown, and steps are not held against it.
 */
export function replayWorld(locale = 'en', loaded: Loaded = loadAll()): ReplayWorld {
  const paths = [...new Set(Object.values(loaded.flows.flows).flatMap((f) => Object.values(f?.screens ?? {}).map((s) => s.path)))];
  const copy = loaded.copy.get(locale) ?? null;
  const variants = (copy?.copies ?? []).flatMap((c) => [c, ...Object.values(c.variants)]);
  const bankLink = Object.values(BANK_LINK_TEXTS).flatMap((t) => [t.link, t.fail, t.cancel]);
  // The Try again button under a network message on any screen (site.yaml network.tryAgain).
  const network = copy?.site.network as Record<string, unknown> | undefined;
  return {
    locale,
    paths,
    labels: variants.flatMap((c) => stringsIn(c.labels ?? {})),
    // The language switch names each language in itself, so every locale's names are buttons.
    buttons: [...variants.flatMap((c) => stringsIn(c.buttons ?? {})), ...stringsIn(copy?.site.header), ...stringsIn(copy?.site.languages), ...stringsIn(network?.tryAgain), ...bankLink],
    fields: loaded.fields ?? [],
    ...(loaded.calls ? { calls: loaded.calls } : {}),
    unknown: { paths: !loaded.pathsKnown, copy: copy === null || loaded.fields === null },
    ...(loaded.shown ? { shown: loaded.shown } : {}),
  };
}

// The fixture checker over fixtures/*.yaml, as `file:line:column: sentence` lines (flows:check runs it, and the
// replay before it starts): each file as the sandbox reads it (YAML, every scenario value), then against the
// flows and copy (inquiry types, locale, steps), then across files (names, tokens, phone numbers).
// `screenPathsKnown: false` (flows:check found a screen path in doubt, and said so) leaves the steps' paths unchecked;
// `inquiryTableKnown: false` (flows:check found a problem in flows/inquiries.yaml) leaves the scenarios' inquiry
// types unchecked (a mistyped type in the table is its line, not every fixture's). `flows`: the flows as flows:check
// loaded them, so they are read once.
export function checkReplayFixtures({ screenPathsKnown = true, inquiryTableKnown = true, flows }: { screenPathsKnown?: boolean; inquiryTableKnown?: boolean; flows?: LoadedFlows } = {}): string[] {
  const loaded = loadAll(screenPathsKnown, flows);
  const locales = [...loaded.copy.keys()];
  const inquiries = loaded.flows.files.find((f) => f.file === 'flows/inquiries.yaml');
  const types = inquiries && inquiries.errors.length === 0 && inquiries.data && typeof inquiries.data === 'object' ? (inquiries.data as { types?: unknown }).types : undefined;
  const scenarioWorld = { inquiryTypes: inquiryTableKnown && types && typeof types === 'object' ? Object.keys(types) : null, locales };
  const worlds = new Map<string, ReplayWorld>();
  const worldFor = (locale: string) => worlds.get(locale) ?? worlds.set(locale, replayWorld(locale, loaded)).get(locale)!;

  // The files the sandbox loads (sandbox/server/fixtures/loadFixtures.ts): a .yml file is a fixture too.
  const files = readdirSync(join(root, 'fixtures')).filter((f) => /\.ya?ml$/.test(f)).sort();
  const problems: string[] = [];
  const entries: FixtureEntry[] = [];
  for (const f of files) {
    const label = `fixtures/${f}`;
    const text = readFileSync(join(root, 'fixtures', f), 'utf8');
    const checked = checkFixture(text);
    problems.push(...checked.problems.map((p) => `${label}:${p.line}:${p.column}: ${p.message}`));
    if (!checked.yamlOk) continue;
    entries.push({ label, text, data: checked.data });
    for (const p of checkFixtureWorld(checked.data, scenarioWorld)) {
      const { line, column } = locate(text, p.path);
      problems.push(`${label}:${line}:${column}: ${p.message}`);
    }
    const wanted = (checked.data as { locale?: unknown } | null)?.locale;
    const locale = typeof wanted === 'string' ? chooseLocale([wanted], locales, null) : 'en';
    const world = worldFor(locale);
    // A fixture in a language without copy would be held against another language's words: its locale line says it
    // all. A see: line naming the merchant or a prefilled name waits for a broken merchant or prefilled to be fixed.
    const foreign = typeof wanted === 'string' && locale.split('-')[0] !== wanted.split('-')[0];
    const values = checked.problems.some((p) => p.path?.[0] === 'scenario' && (p.path.length === 1 || ['merchant', 'prefilled', 'activeLoans'].includes(String(p.path[1]))));
    const { shown, ...rest } = world;
    const usable: ReplayWorld = foreign ? { ...rest, unknown: { ...world.unknown, copy: true } } : values || !shown ? rest : { ...rest, shown };
    problems.push(...checkFixtureSteps(label, text, usable, checked.data));
  }
  return [
    ...onceEach(problems),
    ...duplicateFixtures(entries).map((d) => `${d.label}:${d.line}:${d.column}: ${d.message}`),
    ...samePhones(files, [...loaded.copy.values()]),
  ];
}

// The same sentence at many places has one cause (a screen path or a button product renamed, a type taken out of
// flows/inquiries.yaml): it is said once, at its first place, naming the others. YAML slips are each their own.
function onceEach(lines: readonly string[]): string[] {
  const places = new Map<string, { sentence: string; at: string[] }>();
  for (const line of lines) {
    const [, place = '', sentence = line] = /^(\S+?:\d+:\d+): ([\s\S]*)$/.exec(line) ?? [];
    const key = sentence.startsWith('not valid YAML') ? line : sentence;
    const seen = places.get(key) ?? { sentence, at: [] };
    places.set(key, { sentence, at: [...seen.at, place] });
  }
  return [...places.values()].map(({ sentence, at: [first, second, ...rest] }) => {
    const others = second === undefined ? '' : ` (also ${second.replace(/:\d+$/, '')}${rest.length ? ` and ${rest.length} more` : ''})`;
    return `${first}: ${sentence}${others}`;
  });
}

// One sandbox serves a whole replay run, and a phone's codes, resend limit and lockout are the lender's: two
// fixtures typing the same number would trip over each other. The phone field's label in every locale marks it.
function samePhones(files: readonly string[], copies: readonly (LocaleCopy | null)[]): string[] {
  const problems: string[] = [];
  const phoneLabels = copies.map((c) => c?.screens.phone?.labels.phone).filter(Boolean) as string[];
  if (phoneLabels.length === 0) return problems;
  const phoneField = new RegExp(`(?:${phoneLabels.map((l) => l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')}):\\s*'?(\\d{10,11})'?`, 'g');
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
