import { compileFlow, type FlowProblem } from '../../engine/flow/compileFlow';
import type { CompiledFlow } from '../../engine/flow/FlowTypes';
import { loadInquiryTable } from '../../engine/inquiries/loadInquiryTable';

export const JOURNEYS = ['borrower', 'prequal'] as const;
export type Journey = (typeof JOURNEYS)[number];

export interface CompiledJourneys {
  flows: Partial<Record<Journey, CompiledFlow>>;
  problems: FlowProblem[];
}

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
