import type { CompiledFlow, Screen } from '../../engine/flow/FlowTypes';
import type { WidgetDeclaration } from '../../engine/forms/uiVocabulary';
import { problemAt, type Problem } from '../../engine/Problem';
import type { OpenApiDocument } from '../../schemas/api/contract';
import type { WidgetProblem } from '../lib/widgetVocabulary';
import type { LoadedFlows } from '../lib/loadFlows';
import type { CodeNames } from './codeNames';

/**
 * Everything flows:check holds the config to, each file read once (scripts/check/loadProject.ts): the texts keep
 * their positions (a rule finds a key's line and column in them), and what several rules need is parsed here once.
 */
export interface Project {
  /** The project root the files were read from. */
  root: string;
  /** The text of every file read, by its path from the root ('flows/borrower.yaml', 'content/es-US/site.yaml'). */
  texts: Readonly<Record<string, string>>;
  /** flows/*.yaml as YAML documents, and both journeys compiled (a journey whose files do not read is absent). */
  flows: LoadedFlows;
  /** The locales content/ has copy for ('en' first). */
  locales: readonly string[];
  /** The API contract (schemas/api/openapi.yaml); undefined when it does not read (its own checks say why). */
  contract: OpenApiDocument | undefined;
  /** The copy keys the app's code names (src/ and engine/). */
  code: CodeNames;
  /** The widgets the theme draws, as their files declare them (src/forms/theme/widgets/), and what in a declaration
   * the theme could not draw. */
  widgets: { declared: readonly WidgetDeclaration[]; problems: readonly WidgetProblem[] };
}

// The files of a folder of the project whose names end with `ext`, as { 'dir/name': text }, sorted by name
// ({} when the folder is gone). What used to be a read of the disk is a look into the loaded project.
export function filesUnder(project: Project, dir: string, ext: string): Record<string, string> {
  const prefix = `${dir}/`;
  return Object.fromEntries(Object.entries(project.texts)
    .filter(([file]) => file.startsWith(prefix) && !file.slice(prefix.length).includes('/') && file.endsWith(ext))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

// What several rules derive from the loaded project (the forms as read, the English copy, who shows which copy)
// is derived once per project, however many rules ask for it and in whatever order.
export function perProject<T>(derive: (project: Project) => T): (project: Project) => T {
  const cache = new WeakMap<Project, T>();
  return (project) => {
    if (!cache.has(project)) cache.set(project, derive(project));
    return cache.get(project) as T;
  };
}

/** Each screen of the compiled journeys with its journey's flow (a screen of common.yaml comes once per journey). */
export const screensOf = (project: Project): { flow: CompiledFlow; id: string; screen: Screen }[] =>
  Object.values(project.flows.flows).flatMap((flow) => (flow ? Object.entries(flow.screens).map(([id, screen]) => ({ flow, id, screen })) : []));

/** A problem at a key path under a screen (`['on', 'submit', 'action']`), in the flow file that writes that screen. */
export function screenProblem(project: Project, rule: string, screenId: string, path: readonly (string | number)[], message: string): Problem {
  const { files } = project.flows;
  const file = files.find((f) => (f.data as { screens?: Record<string, unknown> } | undefined)?.screens?.[screenId]) ?? files[0];
  return problemAt(rule, file?.file ?? 'flows', file?.text ?? '', ['screens', screenId, ...path], message);
}
