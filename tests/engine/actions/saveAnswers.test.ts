import { describe, expect, it } from 'vitest';
import type { CompiledFlow, Screen } from '../../../engine/flow/FlowTypes';
import { ok } from '../../../engine/Result';
import { dispatch } from '../../../engine/runtime/dispatch';
import { fakeDeps } from '../../support/fakeDeps';
import { TODAY, borrowerFlow, loan, prequal, prequalFlow } from '../../support/flows';

// A question screen as docs/adding-a-screen.md adds it (its form, `action: saveAnswers`, a `save:` map), put into
// a journey's compiled flow: the same YAML in either journey saves the answers where that journey keeps them.
const SAVE = { jobType: 'answers.jobType', homeOwner: 'answers.homeOwner', permitNumber: 'answers.permitNumber' };
const withQuestion = (flow: CompiledFlow, next: string, save: Record<string, string> | null = SAVE): CompiledFlow => {
  const screen: Screen = {
    path: '/job_details', form: 'job_details',
    on: { submit: { action: 'saveAnswers', ...(save ? { save } : {}), next: [{ goto: next }] } },
  };
  return { ...flow, screens: { ...flow.screens, job_details: screen } };
};
const ctx = { today: TODAY };
const values = { jobType: 'repair', homeOwner: 'own', permitNumber: '' };

describe('saveAnswers: a question screen keeps its answers in either journey', () => {
  it('in the prequal journey PATCHes the prequalification with the answers, and the flow goes on by its status', async () => {
    const offered = prequal({ status: 'OFFER_AVAILABLE', prequalStatus: 'PREQUALIFIED' });
    const { deps, calls } = fakeDeps(() => ok(offered));
    const r = await dispatch(withQuestion(prequalFlow, '$status'), deps, { screen: 'job_details', event: 'submit', state: offered, ctx, input: { values } });
    expect(calls).toEqual([{ method: 'PATCH', path: 'prequals/pq-1', body: { answers: { jobType: 'repair', homeOwner: 'own' } } }]);
    expect(r.state).toMatchObject({ applicationId: 'pq-1', status: 'OFFER_AVAILABLE' });
    expect(r.decision?.path).toBe('/prequal_offers');
  });

  it('in the borrower journey still PATCHes the loan application (the same name, its own journey\'s action)', async () => {
    const { deps, calls } = fakeDeps(() => ok(loan({ status: 'OFFER_AVAILABLE' })));
    const r = await dispatch(withQuestion(borrowerFlow, 'link_bank'), deps, { screen: 'job_details', event: 'submit', state: loan({ status: 'OFFER_AVAILABLE' }), ctx, input: { values } });
    expect(calls).toEqual([{ method: 'PATCH', path: 'loanapplications/la-1234567890', body: { answers: { jobType: 'repair', homeOwner: 'own' } } }]);
    expect(r.decision?.path).toBe('/link_bank');
  });

  it('in the prequal journey sends a field the prequalification has under its own name, beside the answers', async () => {
    const { deps, calls } = fakeDeps(() => ok(prequal({ status: 'OFFER_AVAILABLE' })));
    const flow = withQuestion(prequalFlow, '$status', { jobType: 'answers.jobType', permitNumber: 'requestedLoanAmount' });
    await dispatch(flow, deps, { screen: 'job_details', event: 'submit', state: prequal({ status: 'OFFER_AVAILABLE' }), ctx, input: { values: { jobType: 'repair', permitNumber: 4000 } } });
    expect(calls).toEqual([{ method: 'PATCH', path: 'prequals/pq-1', body: { requestedLoanAmount: 4000, answers: { jobType: 'repair' } } }]);
  });

  it('in the prequal journey makes no call when nothing was answered (an empty PATCH would re-submit the data)', async () => {
    const { deps, calls } = fakeDeps(() => ok(prequal()));
    const state = prequal({ status: 'OFFER_AVAILABLE' });
    const r = await dispatch(withQuestion(prequalFlow, '$status'), deps, { screen: 'job_details', event: 'submit', state, ctx, input: { values: { permitNumber: '' } } });
    expect(calls).toEqual([]);
    expect(r.state).toBe(state);
    expect(r.decision?.path).toBe('/prequal_offers');
  });

  it('without a save: map, or without the prequal application id, fails before any call with a message from content/', async () => {
    const noMap = fakeDeps(() => ok(prequal()));
    const r1 = await dispatch(withQuestion(prequalFlow, '$status', null), noMap.deps, { screen: 'job_details', event: 'submit', state: prequal(), ctx, input: { values } });
    expect(r1.decision?.error).toMatchObject({ kind: 'general', code: 'saveMapMissing' });
    const noId = fakeDeps(() => ok(prequal()));
    const r2 = await dispatch(withQuestion(prequalFlow, '$status'), noId.deps, { screen: 'job_details', event: 'submit', state: prequal({ applicationId: '' }), ctx, input: { values } });
    expect(r2.decision?.error).toMatchObject({ kind: 'general', code: 'prequalApplicationIdNotSpecified' });
    expect([...noMap.calls, ...noId.calls]).toEqual([]);
  });

  it('runs only its own journey\'s actions: a borrower action named in the prequal flow calls nothing', async () => {
    const flow: CompiledFlow = { ...prequalFlow, screens: { ...prequalFlow.screens, job_details: { path: '/job_details', on: { submit: { action: 'selectOffer', next: [{ goto: '$status' }] } } } } };
    const { deps, calls } = fakeDeps(() => ok(loan()));
    const r = await dispatch(flow, deps, { screen: 'job_details', event: 'submit', state: prequal(), ctx, input: { offerId: 'o1' } });
    expect(calls).toEqual([]);
    expect(r.decision?.error?.message).toBe('The flow names action "selectOffer", which is not an action of the prequal journey.');
  });
});
