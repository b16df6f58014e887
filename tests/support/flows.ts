import type { CompiledFlow } from '../../engine/flow/FlowTypes';
import type { LoanApplication } from '../../engine/state/LoanApplication';
import type { Prequal } from '../../engine/state/Prequal';
import { loadFlows } from '../../scripts/lib/loadFlows';

const loaded = loadFlows();
if (loaded.problems.length) throw new Error(`flows do not compile: ${loaded.problems.map((p) => p.message).join('; ')}`);
export const borrowerFlow = loaded.flows.borrower as CompiledFlow;
export const prequalFlow = loaded.flows.prequal as CompiledFlow;

export const TODAY = '2026-11-21';

/**
 * Where an optional step of the flow sends the borrower: the screen's path as flows/ gives it, or `without` when
 * product has taken the screen out of the flow. Tests name optional steps through this, so removing one from the
 * YAML needs no test edit (the fixtures' `see:` lines are QA's, and flows:check points at them).
 */
export function optionalStep(flow: CompiledFlow, screen: string, without: string): string {
  return flow.screens[screen]?.path ?? without;
}

// A normalised loan application with every default, for routing tests to override.
export function loan(overrides: Partial<LoanApplication> = {}): LoanApplication {
  return {
    loanApplicationId: 'la-1234567890', initToken: 'tok123', status: 'PENDING', dataInquiryList: [],
    pinVerified: true, phoneVerified: true, profileFound: false, loanInfoList: [], rejectReasonsList: [],
    declineReasonsList: [], cancelReasonsList: [], refunded: false, offerLock: { declined: false, expired: false },
    lockRequired: false, bankVerificationRequired: false, moreInfoRequired: false, emailVerificationRequired: false,
    prequalStatus: 'NOT_FOUND', ...overrides,
  };
}

/** Inquiry list entries; a short name like ZIP stands for BORROWER_PROVIDED_BORROWER_ZIP. */
export const ask = (...types: string[]) =>
  types.map((t) => ({ type: /^(BORROWER_PROVIDED_|MERCHANT_PROVIDED_|LINKED_)/.test(t) ? t : `BORROWER_PROVIDED_BORROWER_${t}` }));

export function prequal(overrides: Partial<Prequal> = {}): Prequal {
  return { applicationId: 'pq-1', signupId: 's1', prequalId: 'p1', status: 'PENDING', prequalStatus: 'NOT_FOUND', dataInquiryList: [], ...overrides };
}
