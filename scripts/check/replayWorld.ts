import { parse } from 'yaml';
import type { ReplayWorld } from '../../e2e/replay/checkFixtureSteps';
import { loadCatalog } from '../../engine/content/loadCatalog';
import type { ScreenCopy } from '../../engine/content/ScreenCopy';
import type { FormSchema } from '../../engine/forms/FormDefinition';
import { BANK_LINK_TEXTS } from '../../sandbox/standins/bankLink/bankLinkTexts';
import { contractOperations } from '../../sandbox/server/contractOperations';
import { orElse } from '../lib/orElse';
import { formIdsOf, formSchemaOf } from './formSchemaOf';
import { filesUnder, perProject, screensOf, type Project } from './Project';
import { flowNameFindings } from './rules/flowNames';
import { shownTexts, stringsIn, type ShownTexts } from './seeTexts';

/** One locale's copy as the replay's steps see it; null when a file of it could not be loaded (reported itself). */
export interface LocaleCopy { screens: Record<string, ScreenCopy>; copies: ScreenCopy[]; site: Record<string, unknown>; yaml: Record<string, unknown>[] }

/** The flows and the copy of every locale the fixtures are held against, as the loaded project has them. */
export interface FixtureContext { pathsKnown: boolean; copy: Map<string, LocaleCopy | null>; fields: string[] | null; shown: ShownTexts | undefined; calls: string[] | null }

// flows:check reports a file that does not read itself.
const readYaml = (text: string | undefined): Record<string, unknown> | null => {
  const data = text === undefined ? null : orElse(() => parse(text) as unknown, null);
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
};

/** Every field name of every form (schemas/forms/), nested ones (the birth date's parts) included; null if one cannot be read. */
function formFieldNames(project: Project): string[] | null {
  const names = (node: FormSchema): string[] => Object.entries(node.properties ?? {}).flatMap(([k, v]) => [k, ...names(v)]);
  const schemas = formIdsOf(project).map((id) => formSchemaOf(project, id));
  // A schema that does not read is the forms rule's line: the fields are then unknown.
  return schemas.every((s) => s.ok) ? [...new Set(schemas.flatMap((s) => (s.ok ? names(s.value) : [])))] : null;
}

/** The API's calls ('PATCH /loanapplications/{id}') a fault step may aim at; null when the contract cannot be read. */
const apiCalls = (project: Project): string[] | null => // the contract's own checks report one that does not read
  orElse(() => (project.contract ? contractOperations(project.contract).map((op) => `${op.method} ${op.path}`) : null), null);

function localeCopy(project: Project, locale: string, screenCopyIds: readonly string[]): LocaleCopy | null {
  const screens = loadCatalog(filesUnder(project, `content/${locale}/screens`, '.md'));
  const modals = loadCatalog(filesUnder(project, `content/${locale}/modals`, '.md'));
  const yaml = ['site', 'messages', 'errors'].map((f) => readYaml(project.texts[`content/${locale}/${f}.yaml`]));
  if (!screens.ok || !modals.ok || yaml.some((y) => y === null)) return null;
  // A screen whose copy file was removed is reported at the flow; its labels are not the fixtures' mistake.
  if (screenCopyIds.some((id) => !(id in screens.value))) return null;
  return { screens: screens.value, copies: [...Object.values(screens.value), ...Object.values(modals.value)], site: yaml[0] as Record<string, unknown>, yaml: yaml as Record<string, unknown>[] };
}

// What the fixtures are held against, derived once per project: the screen paths (unknown when a flow file does not
// read or flowNames doubts a path: it said so), each locale's copy, the forms' fields, every text a screen may show,
// and the API's calls a fault step may aim at (null when the contract does not read).
export const fixtureContext = perProject((project: Project): FixtureContext => {
  const { flows, files } = project.flows;
  const pathsKnown = flowNameFindings(project).screenPathsKnown && Object.values(flows).length === 2 && !files.some((f) => f.errors.length > 0);
  const copyIds = [...new Set(screensOf(project).map(({ id, screen }) => screen.copy ?? id))];
  const copy = new Map(project.locales.map((l) => [l, localeCopy(project, l, copyIds)] as const));
  const loaded = [...copy.values()];
  const complete = loaded.every((c) => c !== null);
  const shown = complete ? shownTexts(loaded.flatMap((c) => c?.copies ?? []), loaded.flatMap((c) => c?.yaml ?? []), loaded.map((c) => c?.site ?? {})) : undefined;
  return { pathsKnown, copy, fields: formFieldNames(project), shown, calls: apiCalls(project) };
});

/**
 * Every screen path, label and button text the replay steps may name, from the flows and the copy of the locale
 * the fixture runs in (a fixture with `locale: es-US` names Spanish labels and buttons). What could not be loaded
 * is marked unknown, and steps are not held against it.
 */
export function replayWorld(project: Project, locale = 'en'): ReplayWorld {
  const context = fixtureContext(project);
  const paths = [...new Set(screensOf(project).map(({ screen }) => screen.path))];
  const copy = context.copy.get(locale) ?? null;
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
    fields: context.fields ?? [],
    ...(context.calls ? { calls: context.calls } : {}),
    unknown: { paths: !context.pathsKnown, copy: copy === null || context.fields === null },
    ...(context.shown ? { shown: context.shown } : {}),
  };
}
