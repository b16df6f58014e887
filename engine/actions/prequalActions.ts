import { ok } from '../Result';
import type { Prequal } from '../state/Prequal';
import type { Action, ActionDeps } from './ActionTypes';
import { actionAnswers, answersAs } from './actionAnswers';
import { answersBody } from './answersBody';
import { localError } from './localError';
import { toPrequalResult } from './toPrequalResult';

type A = Action<Prequal>;
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const signup = (s: Prequal, input: Record<string, unknown>) => {
  const signupId = str(s.signupId) ?? str(input.signupId);
  const prequalId = str(s.prequalId) ?? str(input.prequalId);
  return signupId && prequalId ? `prequals/${encodeURIComponent(signupId)}/${encodeURIComponent(prequalId)}` : null;
};
const patch = async (deps: ActionDeps, s: Prequal, body: Record<string, unknown>) => {
  if (!s.applicationId) return localError('prequalApplicationIdNotSpecified');
  return toPrequalResult(await deps.api.patch(`prequals/${encodeURIComponent(s.applicationId)}`, body));
};
const withoutEmpty = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''));

// The prequal journey's calls (prequal document section 7): the signup link's POST for phone and pin, then
// PATCH /prequals/{applicationId} for everything else.
export const prequalActions = {
  // The static signup page (/{signupId}/prequalify) has no checksum: its prequal id was made by the app for this
  // visit, and its flow step says so (input staticPrequalInitialized, flows/prequal.yaml). decline, frozen and
  // customerId, which the contract also takes, are never sent: no screen of the borrower's asks for them.
  prequalRequestPin: async (deps, { state, input }) => {
    const path = signup(state, input);
    if (!path) return localError('prequalOrSignupIdNotSpecified');
    const checksum = str(input.checksum);
    const r = await deps.api.post(path, {
      escalateAuthentication: true, ...answersAs(input, actionAnswers.prequal.prequalRequestPin), ...(checksum ? { checksum } : {}),
      ...(input.staticPrequalInitialized === true ? { staticPrequalInitialized: true } : {}),
    });
    const result = toPrequalResult(r);
    if (result.ok) deps.tokens.setPrequalApplicationId(result.value.state.applicationId);
    return result;
  },
  prequalVerifyPin: async (deps, { state, input }) => {
    const path = signup(state, input);
    if (!path) return localError('prequalOrSignupIdNotSpecified');
    return toPrequalResult(await deps.api.post(path, answersAs(input, actionAnswers.prequal.prequalVerifyPin)));
  },
  prequalSubmitPersonal: (deps, { state, input }) =>
    patch(deps, state, input.empty === true ? {} : withoutEmpty((input.values as Record<string, unknown>) ?? {})),
  prequalSubmitAddress: (deps, { state, input }) => patch(deps, state, withoutEmpty((input.values as Record<string, unknown>) ?? {})),
  prequalSelectOffer: async (deps, { state, input }) => {
    const offerId = str(input.offerId);
    if (!offerId) return localError('offerNotSpecified');
    if (offerId === state.selectedOfferId) return ok({ state });
    return patch(deps, state, { selectedOfferId: offerId });
  },
  prequalUpdateAmount: (deps, { state, input }) => patch(deps, state, answersAs(input, actionAnswers.prequal.prequalUpdateAmount)),
  prequalReapply: (deps, { state }) => patch(deps, state, { reapply: true }),
  // A question screen product added to this journey: the answers go with the prequalification, as the loan
  // journey's saveAnswers keeps them with the application (the same `save:` map, answersBody). Nothing answered is
  // no call: an empty PATCH /prequals re-submits the data given, which may decide the prequalification.
  saveAnswers: async (deps, { state, input, save }) => {
    if (!save) return localError('saveMapMissing');
    const body = answersBody((input.values as Record<string, unknown>) ?? {}, save);
    return Object.keys(body).length ? patch(deps, state, body) : ok({ state });
  },
} as const satisfies Record<string, A>;
