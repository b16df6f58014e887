import { loanActions } from './loanActions';
import { prequalActions } from './prequalActions';

// Every action a flow may name (`action:`), by journey: a flow runs only its own journey's actions, on its own
// state, so one name means the same thing in both (`saveAnswers` saves a question screen's answers with the loan
// application in one, with the prequalification in the other). flows:check holds each flow to its journey's keys.
export const actions = { borrower: loanActions, prequal: prequalActions } as const;
export type Journey = keyof typeof actions;
export type ActionName<J extends Journey = Journey> = keyof (typeof actions)[J];
