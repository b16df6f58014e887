import { compileFlow, type FlowProblem } from '../../engine/flow/compileFlow';
import type { CompiledFlow } from '../../engine/flow/FlowTypes';
import { loadInquiryTable } from '../../engine/inquiries/loadInquiryTable';
import { readYamlDir, type YamlFile } from './readYamlDir';
import { root } from './root';

export const JOURNEYS = ['borrower', 'prequal'] as const;
export type Journey = (typeof JOURNEYS)[number];

export interface CompiledJourneys {
  flows: Partial<Record<Journey, CompiledFlow>>;
  /** file:line:column-less problems (flow-level) as sentences with their file and key path. */
  problems: FlowProblem[];
}

export interface LoadedFlows extends CompiledJourneys { files: YamlFile[] }

// Compiles both journeys from the parsed flows/*.yaml documents (keyed by file name without .yaml), wherever the
// texts came from: the working tree (loadFlows) or a revision (flows:diff reads them with git show).
export function compileJourneys(docs: Record<string, unknown>): CompiledJourneys {
  const table = loadInquiryTable(docs.inquiries);
  if (!table.ok) return { flows: {}, problems: table.error.map((message) => ({ file: 'flows/inquiries.yaml', path: [], message })) };
  const flows: CompiledJourneys['flows'] = {};
  const problems: FlowProblem[] = [];
  for (const name of JOURNEYS) {
    const compiled = compileFlow(name, docs, table.value);
    if (compiled.ok) flows[name] = compiled.value;
    else problems.push(...compiled.error);
  }
  return { flows, problems };
}

// Loads flows/*.yaml and compiles both journeys, for scripts and tests (Node only; the app bundles the same YAML).
// A file with a YAML syntax error compiles as missing (its errors are in `files`), never as a throw.
export function loadFlows(base: string = root): LoadedFlows {
  const files = readYamlDir('flows', base);
  return { files, ...compileJourneys(Object.fromEntries(files.map((f) => [f.name, f.data]))) };
}
