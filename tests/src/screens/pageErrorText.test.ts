import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/content/catalog';
import { pageErrorText, shownErrorOf } from '../../../src/screens/pageErrorText';
import { plainText } from '../../../src/ui/plainText';

// The page error's sentence (issue 35): kept as what the error is, worded as the screen draws. A component's error
// and the engine's alike say the content text by code, never the lender's own message (its words and language, not
// the page's: issue 48, WCAG 3.1.2). Texts from content/en (the catalog) and screens/moreinfo.md.
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

  it("a component's failed call with no text by code: errors.requestFailed, never the lender's message", () => {
    expect(said({ kind: 'general', message: 'The lender is not answering', status: 500 })).toBe(errors.requestFailed);
    expect(said({ kind: 'general', code: 'noSuchCode', message: 'The lender is not answering' })).toBe(errors.requestFailed);
    expect(said({ kind: 'general' })).toBe(errors.requestFailed);
    // The lender's whole body as JSON is no sentence: errors.requestFailed, as the engine's errors say it.
    expect(said({ kind: 'general', message: '{"detail":{"trace":"x"}}', status: 500 })).toBe(errors.requestFailed);
  });

  it('the engine\'s error: its content text by code too, never the lender\'s message', () => {
    expect(pageErrorText(contract, texts)).toBe(errors.malformedResponse);
    expect(pageErrorText({ kind: 'general', message: 'The lender is not answering' }, texts)).toBe(errors.requestFailed);
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
