import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { compileFlow } from '../../engine/flow/compileFlow';
import type { CompiledFlow } from '../../engine/flow/FlowTypes';
import { loadInquiryTable } from '../../engine/inquiries/loadInquiryTable';
import { readYamlDir, type YamlFile } from './readYamlDir';
import { root } from './root';

export interface LoadedFlows {
  files: YamlFile[];
  flows: Partial<Record<'borrower' | 'prequal', CompiledFlow>>;
  /** file:line:column-less problems (flow-level) as sentences with their file and key path. */
  problems: { file: string; path: (string | number)[]; message: string }[];
}

const JOURNEY_FILES = ['borrower', 'prequal'] as const;

// Loads flows/*.yaml and compiles both journeys, for scripts and tests (Node only; the app bundles the same YAML).
export function loadFlows(): LoadedFlows {
  const files = readYamlDir('flows');
  const problems: LoadedFlows['problems'] = [];
  const tableResult = loadInquiryTable(parse(readFileSync(join(root, 'flows/inquiries.yaml'), 'utf8')));
  if (!tableResult.ok) return { files, flows: {}, problems: tableResult.error.map((message) => ({ file: 'flows/inquiries.yaml', path: [], message })) };
  const docs: Record<string, unknown> = Object.fromEntries(files.map((f) => [f.name, f.data]));
  const flows: LoadedFlows['flows'] = {};
  for (const name of JOURNEY_FILES) {
    const compiled = compileFlow(name, docs, tableResult.value);
    if (compiled.ok) flows[name] = compiled.value;
    else problems.push(...compiled.error);
  }
  return { files, flows, problems };
}
