import { describe, expect, it } from 'vitest';
import { queries } from '../../../engine/queries/queries';
import { ok } from '../../../engine/Result';
import { loanWith } from '../../src/components/screenPropsFor';
import { fakeDeps } from '../../support/fakeDeps';

const tokenDeps = () => fakeDeps(() => ok({ linkToken: 'link-sandbox-es-1' }));

describe('queries.linkToken', () => {
  it.each([
    ['en-US', 'en'],
    ['es-US', 'es'],
  ])('asks the lender for a token in the borrower\'s language (%s -> %s), fixed there for the widget', async (locale, language) => {
    const { deps, calls } = tokenDeps();
    const result = await queries.linkToken(deps, loanWith({ loanApplicationId: 'la-9' }), 'https://app.test/link_bank_oauth', locale);
    expect(result).toEqual(ok('link-sandbox-es-1'));
    expect(calls).toEqual([{
      method: 'POST', path: 'borrowerlinktoken',
      body: { loanApplicationId: 'la-9', plaidProducts: ['AUTH'], redirectUri: 'https://app.test/link_bank_oauth', language },
    }]);
  });

  it('sends the language without a redirect address too', async () => {
    const { deps, calls } = tokenDeps();
    await queries.linkToken(deps, loanWith(), null, 'es-US');
    expect(calls[0]?.body).toEqual({ loanApplicationId: 'loan-1', plaidProducts: ['AUTH'], language: 'es' });
  });
});
