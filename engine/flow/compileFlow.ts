import type { Result } from '../Result';
import { err, ok } from '../Result';
import type { InquiryTable } from '../inquiries/InquiryTable';
import { closestName } from './closestName';
import type { CompiledFlow, FlowFile, Screen } from './FlowTypes';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A problem found in a flow file: the file, the path of keys to the bad node, and a plain sentence. */
export interface FlowProblem {
  file: string;
  path: (string | number)[];
  message: string;
  /** For a name that does not exist: the existing one it most likely means (its "did you mean"). */
  meant?: string;
}

// Merges a journey file with the files it includes into one routable flow. Shape is checked by the JSON Schema
// (flows:check); here only what routing cannot live without, so a broken flow is an error value, never a throw.
export function compileFlow(
  name: string,
  files: Record<string, unknown>,
  inquiries: InquiryTable,
): Result<CompiledFlow, FlowProblem[]> {
  const problems: FlowProblem[] = [];
  const file = `flows/${name}.yaml`;
  const main = files[name];
  if (!isObject(main) || !isObject(main.screens)) return err([{ file, path: [], message: 'a flow needs a version, a journey and screens' }]);
  const doc = main as unknown as FlowFile;
  if (doc.journey !== 'borrower' && doc.journey !== 'prequal') return err([{ file, path: ['journey'], message: 'only borrower and prequal flows can be compiled on their own' }]);
  const screens: Record<string, Screen> = {};
  const origin: Record<string, string> = {};
  for (const [i, inc] of (Array.isArray(doc.include) ? doc.include : []).entries()) {
    const other = files[inc];
    if (!isObject(other) || !isObject(other.screens)) {
      const near = closestName(String(inc), Object.keys(files).filter((k) => k !== name && isObject(files[k]) && isObject((files[k] as Record<string, unknown>).screens)));
      problems.push({ file, path: ['include', i], message: `included flow "${inc}" (flows/${inc}.yaml) was not found or has no screens${near ? ` (did you mean "${near}"?)` : ''}` });
      continue;
    }
    for (const [id, screen] of Object.entries(other.screens)) {
      screens[id] = screen as Screen;
      origin[id] = `flows/${inc}.yaml`;
    }
  }
  for (const [id, screen] of Object.entries(doc.screens)) {
    if (origin[id]) problems.push({ file, path: ['screens', id], message: `screen "${id}" is also defined in ${origin[id]}` });
    screens[id] = screen;
    origin[id] = file;
  }
  for (const [id, screen] of Object.entries(screens)) {
    if (!isObject(screen) || typeof screen.path !== 'string') problems.push({ file: origin[id] ?? file, path: ['screens', id, 'path'], message: `screen "${id}" needs a path` });
  }
  if (!doc.entry) problems.push({ file, path: ['entry'], message: 'the journey needs an entry screen (the link route)' });
  if (!doc.fallback) problems.push({ file, path: ['fallback'], message: 'the journey needs a fallback screen for states no rule matches' });
  const generalError = doc.errors?.general ?? doc.fallback ?? 'error';
  if (problems.length) return err(problems);
  return ok({
    journey: doc.journey,
    entry: doc.entry as string,
    params: doc.params ?? {},
    errors: { general: generalError, ...(doc.errors ?? {}) } as Record<string, string>,
    session: {
      idle: doc.session?.idle ?? generalError,
      absolute: doc.session?.absolute ?? generalError,
      query: doc.session?.query ?? {},
    },
    screens,
    origin,
    phoneSteps: doc.phoneSteps ?? [],
    routing: doc.routing ?? [],
    fallback: doc.fallback as string,
    inquiries,
  });
}
