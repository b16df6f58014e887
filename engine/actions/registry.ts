import { loanActions } from './loanActions';
import { prequalActions } from './prequalActions';

// Every action a flow may name (`action:`), keyed by that name. flows:check reads the keys.
export const actions = { ...loanActions, ...prequalActions } as const;
export type ActionName = keyof typeof actions;
