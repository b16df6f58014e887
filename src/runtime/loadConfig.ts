// Everything the app runs on: the flows the product edits, turned into data at build time (scripts/vite/
// precompileContent.ts, so the browser ships no YAML parser) and checked by the engine once at startup. A problem
// anywhere is a list of `file: sentence` lines for the config error page, never a throw.
import borrowerFile from '../../flows/borrower.yaml';
import commonFile from '../../flows/common.yaml';
import errorsFile from '../../flows/errors.yaml';
import inquiriesFile from '../../flows/inquiries.yaml';
import prequalFile from '../../flows/prequal.yaml';
import type { ErrorRule } from '../../engine/api/ErrorRule';
import { loadErrorRules } from '../../engine/api/loadErrorRules';
import { compileFlow } from '../../engine/flow/compileFlow';
import type { CompiledFlow } from '../../engine/flow/FlowTypes';
import { loadInquiryTable } from '../../engine/inquiries/loadInquiryTable';
import { err, ok, type Result } from '../../engine/Result';

export interface AppConfig {
  flows: { borrower: CompiledFlow; prequal: CompiledFlow };
  errorRules: ErrorRule[];
}

/** One flow file as the build delivers it: its data, or its YAML syntax problems as `file:line:column: ...` lines. */
export type ConfigFile = Result<unknown, string[]>;
export interface ConfigFiles { borrower: ConfigFile; prequal: ConfigFile; common: ConfigFile; inquiries: ConfigFile; errors: ConfigFile }

const bundled: ConfigFiles = {
  borrower: borrowerFile, prequal: prequalFile, common: commonFile, inquiries: inquiriesFile, errors: errorsFile,
};

/** The config compiled from the app's own flow files (the one the app runs on, startApp's runtime.config). */
let running: AppConfig | undefined;

// Compiles both journeys and loads the error rules, collecting every problem at once.
export function loadConfig(files: ConfigFiles = bundled): Result<AppConfig, string[]> {
  const problems: string[] = [];
  const read = (file: ConfigFile): unknown => {
    if (file.ok) return file.value;
    problems.push(...file.error);
    return undefined;
  };
  const flowFiles: Record<string, unknown> = { borrower: read(files.borrower), prequal: read(files.prequal), common: read(files.common) };
  const inquiries = loadInquiryTable(read(files.inquiries));
  if (!inquiries.ok) problems.push(...inquiries.error);
  const rules = files.errors.ok ? loadErrorRules(files.errors.value, 'flows/errors.yaml') : err(files.errors.error);
  if (!rules.ok) problems.push(...rules.error);
  if (!inquiries.ok) return err(problems);
  const compile = (name: 'borrower' | 'prequal'): CompiledFlow | null => {
    const compiled = compileFlow(name, flowFiles, inquiries.value);
    if (compiled.ok) return compiled.value;
    problems.push(...compiled.error.map((p) => `${p.file}: ${p.path.length ? `${p.path.join('.')}: ` : ''}${p.message}`));
    return null;
  };
  const borrower = compile('borrower');
  const prequal = compile('prequal');
  if (problems.length > 0 || !borrower || !prequal || !rules.ok) return err(problems);
  const config: AppConfig = { flows: { borrower, prequal }, errorRules: rules.value };
  if (files === bundled) running = config;
  return ok(config);
}

/** Who hears that the running config's journeys were replaced (the router table: src/screens/AppRoutes.tsx). */
const replacedHeard = new Set<() => void>();

// Calls `heard` each time replaceFlows gives the config the app runs on new journeys; returns how to stop hearing.
// The router table reads its screens' addresses from the journeys: it must change with them, in the same moment, not
// at the page's next redraw, or an event routed by the new journeys goes to an address the table does not know yet
// (a screen just added, /plan_notes, read by the payment link's /:token route as a link token: "expired").
export function onFlowsReplaced(heard: () => void): () => void {
  replacedHeard.add(heard);
  return () => void replacedHeard.delete(heard);
}

// The flow files changed under the open page (the dev server's form editor, authoring/page/form/preview.ts; nothing
// else of the app calls it): the config the app runs on takes the journeys compiled from them, so the next event is
// routed, and its answers saved (a new `save:` line), by them without a reload, and the router table is read again
// from them at once (onFlowsReplaced). Their problems, and nothing changed, when they do not compile.
export function replaceFlows(files: ConfigFiles): Result<AppConfig, string[]> {
  const next = loadConfig(files);
  if (next.ok && running) {
    running.flows = next.value.flows;
    for (const heard of [...replacedHeard]) heard();
  }
  return next;
}
