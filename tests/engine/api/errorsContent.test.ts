import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '../../../engine/api/apiErrorCodes';
import { loadRepoErrorRules } from './loadRepoErrorRules';

const texts = parse(readFileSync(new URL('../../../content/en/errors.yaml', import.meta.url), 'utf8')) as Record<string, string>;
const contentDir = new URL('../../../content/en/', import.meta.url);
// Every English text product keeps: the error catalogue, the form messages and every screen's and modal's copy.
const allCopy = [
  ...Object.values(texts), ...Object.values(parse(readFileSync(new URL('messages.yaml', contentDir), 'utf8')) as Record<string, string>),
  ...['screens/', 'modals/'].flatMap((dir) => readdirSync(new URL(dir, contentDir)).map((f) => readFileSync(new URL(`${dir}${f}`, contentDir), 'utf8'))),
].join('\n');
/**
 * Spec local messages for situations this engine never meets, so no copy keeps them (flows:check reports a message
 * nothing shows): it always names which call lacked the application (the spec's own '... to get offers',
 * '... to link bank', '... to get truth in lending' messages), and a prequal with no data is a prequal with no id.
 */
const NEVER_MET = ['Loan application not specified', 'Loan application ID not found.', 'Prequal data not specified.'];

describe('content/en/errors.yaml', () => {
  it('keeps every local message of the spec word for word, in the catalogue or in the copy that shows it', () => {
    for (const text of [
      'Prequal data not specified.', 'Prequal application ID not specified.', 'Prequal ID or Signup ID not specified.',
      'Loan application not specified', 'Entity ID not specified to get documents content.', 'offer not specified',
      'Loan application not specified to get offers', 'Loan application not specified to link bank',
      'Loan application not specified to get truth in lending', 'offer not specified to get truth in lending',
      'Please use your payment link to log in.', 'OAuth data not found.', 'Loan application ID not found.',
      'Loan application ID not specified to lock offer', 'Offer ID not specified to lock offer',
      "We're having trouble linking your bank account. Please try again.", 'Invalid zip code',
      'Enter a valid verification code', 'Attempted to load a page, but no document was specified.',
      'Job [{id}] timeout reached.', 'Please use prequal link to continue application.',
      'Invalid link. Checksum not specified.', 'Enter amount between $500 and {max}',
      'Enter amount between $500 and $25,000', 'Your session has timed out', 'Unable to complete your prequalification',
      'Sorry, something went wrong! Please try again later.',
      'Sorry, something went wrong! Please unblock third-party cookies on your browser and try again.',
      "We're having trouble setting up automated payments. Please try again or set up later.",
      'Please enter a valid address',
    ].filter((t) => !NEVER_MET.includes(t))) expect(allCopy, text).toContain(text);
  });

  it('keys every message by a camelCase code with non-empty text', () => {
    for (const [code, text] of Object.entries(texts)) {
      expect(code).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(typeof text === 'string' && text.trim() !== '').toBe(true);
    }
  });

  it('has a text for every code the API client and flows/errors.yaml can return', () => {
    const codes = [...Object.values(API_ERROR_CODES), ...loadRepoErrorRules().flatMap((rule) => (rule.code ? [rule.code] : []))];
    for (const code of codes) expect(texts[code], code).toBeTruthy();
    // The spec's exact words are held by the test above; here, only that the job's id has its place in the text.
    expect(texts.jobTimeout).toContain('{id}');
  });
});
