// The plan menu moved to engine/finance (the calculator in the browser reads it too); re-exported for the sandbox.
export { PLAN_TERMS, termsFor, type PlanTerm } from '../../engine/finance/planTerms';
