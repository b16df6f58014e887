import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/content/catalog';
import { pageErrorText, shownErrorOf } from '../../../src/screens/pageErrorText';
import { plainText } from '../../../src/ui/plainText';

// The page error's sentence (issue 35): kept as what the error is, worded as the screen draws. A component's error
// keeps the rule components have always worded by (the content text by code before the lender's message), the
// engine's its own (the lender's message first). Texts from content/en (the catalog) and screens/moreinfo.md.
const errors = catalog.errors as Record<string, string>;
const labels = catalog.screens.moreinfo!.labels;
const texts = { errors, labels, values: {} };
const said = (error: Parameters<typeof shownErrorOf>[0]) => pageErrorText(shownErrorOf(error), texts);

describe('pageErrorText', () => {
  const contract = { kind: 'malformed', code: 'malformedResponse', message: 'The LoanOffersResponse response broke the contract: not a list' } as const;

  it("a component's failed call: its content text by code before the lender's message", () => {
    expect(said(contract)).toBe(errors.malformedResponse);
    expect(said({ kind: 'jobTimeout', code: 'jobTimeout', params: { id: 'job-7' } })).toBe(plainText(errors.jobTimeout, { id: 'job-7' }));
  });

  it("a component's failed call with no text by code: the lender's message, else errors.requestFailed", () => {
    expect(said({ kind: 'general', message: 'The lender is not answering', status: 500 })).toBe('The lender is not answering');
    expect(said({ kind: 'general', code: 'noSuchCode', message: 'The lender is not answering' })).toBe('The lender is not answering');
    expect(said({ kind: 'general' })).toBe(errors.requestFailed);
    // The lender's whole body as JSON is no sentence: errors.requestFailed, as the engine's errors say it.
    expect(said({ kind: 'general', message: '{"detail":{"trace":"x"}}', status: 500 })).toBe(errors.requestFailed);
  });

  it('the engine\'s error keeps its own rule: the lender\'s message first', () => {
    expect(pageErrorText(contract, texts)).toBe(contract.message);
    expect(pageErrorText({ kind: 'network', code: 'serverBusy' }, texts)).toBe(errors.serverBusy);
  });

  it('a content key: an errors.yaml code, or one of the screen\'s labels', () => {
    expect(said('errors.bankLinkTrouble')).toBe(errors.bankLinkTrouble);
    expect(said('errors.oauthDataNotFound')).toBe(errors.oauthDataNotFound);
    expect(said('labels.loadFailed')).toBe(labels.loadFailed);
  });

  it('a key the content does not have still says something: never an empty box', () => {
    expect(said('labels.noSuchLabel')).toBe(errors.errorPageGeneric);
    expect(said('errors.noSuchCode')).toBe(errors.requestFailed);
    expect(errors.errorPageGeneric).toBeTruthy();
    expect(errors.requestFailed).toBeTruthy();
  });
});
