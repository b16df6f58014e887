import { describe, expect, it } from 'vitest';
import { queries } from '../../../engine/queries/queries';
import { err, ok } from '../../../engine/Result';
import { loanWith } from '../../src/components/screenPropsFor';
import { fakeDeps, type Call } from '../../support/fakeDeps';

const declined = loanWith({ loanApplicationId: 'la-7', initToken: 'tok-7', status: 'DECLINED' });
const loanBody = (documentsEntityId: string | null) => ({ loanApplicationId: 'la-7', status: 'DECLINED', documentsEntityId });

describe('queries.documentsContent', () => {
  it('asks documentscontent for both documents with the application\'s documentsEntityId and returns the two PDFs', async () => {
    const { deps, calls } = fakeDeps((c: Call) => c.method === 'GET'
      ? ok(loanBody('docs-la-7'))
      : ok({ entityId: 'docs-la-7', adverseAction: 'JVBERi0xLjc=', h5CreditScoreDisclosure: 'JVBERi0xLjQ=' }));
    const r = await queries.documentsContent(deps, declined);
    expect(r).toEqual(ok({ adverseAction: 'JVBERi0xLjc=', h5CreditScoreDisclosure: 'JVBERi0xLjQ=' }));
    expect(calls[0]).toMatchObject({ method: 'GET', path: 'loanapplications/la-7', searchParams: { initToken: 'tok-7' } });
    expect(calls[1]).toEqual({ method: 'POST', path: 'loanapplications/la-7/documentscontent', body: { entityId: 'docs-la-7', documentNames: ['adverseAction', 'h5CreditScoreDisclosure'] } });
  });

  it('gives null for a document the lender does not have (no credit score, no disclosure)', async () => {
    const { deps } = fakeDeps((c) => c.method === 'GET' ? ok(loanBody('docs-la-7')) : ok({ entityId: 'docs-la-7', adverseAction: 'JVBERi0=', h5CreditScoreDisclosure: null }));
    expect(await queries.documentsContent(deps, declined)).toEqual(ok({ adverseAction: 'JVBERi0=', h5CreditScoreDisclosure: null }));
  });

  it('is entityIdNotSpecified, without asking for documents, when the application has no documentsEntityId', async () => {
    const { deps, calls } = fakeDeps(() => ok(loanBody(null)));
    expect(await queries.documentsContent(deps, declined)).toEqual(err({ kind: 'general', code: 'entityIdNotSpecified' }));
    expect(calls.map((c) => c.method)).toEqual(['GET']);
  });

  it('is entityIdNotSpecified, without any call, when there is no application id', async () => {
    const { deps, calls } = fakeDeps(() => ok({}));
    expect(await queries.documentsContent(deps, loanWith({ loanApplicationId: '' }))).toEqual(err({ kind: 'general', code: 'entityIdNotSpecified' }));
    expect(calls).toHaveLength(0);
  });

  it('passes the server\'s failure through (unknown entity: 404)', async () => {
    const failure = { kind: 'general' as const, status: 404, message: 'Documents not found for entityId docs-la-7' };
    const { deps } = fakeDeps((c) => c.method === 'GET' ? ok(loanBody('docs-la-7')) : err(failure));
    expect(await queries.documentsContent(deps, declined)).toEqual(err(failure));
  });

  it('is a malformed-response error when a document is not a string', async () => {
    const { deps } = fakeDeps((c) => c.method === 'GET' ? ok(loanBody('docs-la-7')) : ok({ adverseAction: 42 }));
    const r = await queries.documentsContent(deps, declined);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ kind: 'malformed', code: 'malformedResponse' });
    expect(!r.ok && r.error.message).toContain('DocumentsContent');
  });
});
