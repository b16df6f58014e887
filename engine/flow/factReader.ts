import type { RouteContext } from '../facts/FactDef';
import { factsFor } from '../facts/factsFor';
import { resolveInquiries } from '../inquiries/resolveInquiries';
import type { DataInquiry } from '../state/LoanApplication';
import type { CompiledFlow } from './FlowTypes';

// Builds the fact lookup a condition reads, computing the inquiry requirements once per decision. A fact that
// throws on odd data reads as undefined, so routing stays total.
export function factReader(flow: CompiledFlow, state: unknown, ctx: RouteContext): (name: string) => unknown {
  const facts = factsFor(flow.journey);
  const list = (state as { dataInquiryList?: DataInquiry[] } | null)?.dataInquiryList;
  const inquiries = resolveInquiries(Array.isArray(list) ? list : [], flow.inquiries);
  const input = { state: state as never, ctx, inquiries };
  return (name) => {
    const def = facts[name];
    if (!def) return undefined;
    try {
      return def.get(input);
    } catch {
      return undefined;
    }
  };
}
