import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { configMistakes, repo, type Edit, type Mistake } from '../../support/configMistakes';

// Realistic edits that leave a rule, step, variant or progress value that can never apply: a new rule below a
// broader one, two rules swapped, a step after a catch-all-ish step, a condition that contradicts itself. Each must
// be reported in one line, on the right line, naming what takes its states (or why it cannot hold).
const { expectOneLine } = configMistakes();
const B = 'flows/borrower.yaml';
const P = 'flows/prequal.yaml';
const C = 'flows/common.yaml';
const E = 'flows/errors.yaml';

/** The number of the first line matching `line` below the line holding `after`, once the edits are made: for a
 * line whose text also occurs earlier in the file. */
function lineAfter(file: string, edits: Edit[], after: string, line: RegExp): number {
  const text = edits.reduce((t, e) => (e.file === file && 'find' in e ? t.replace(e.find, e.replace) : t), readFileSync(join(repo, file), 'utf8'));
  const lines = text.split('\n');
  const from = lines.findIndex((l) => l.includes(after));
  return lines.findIndex((l, i) => i > from && line.test(l)) + 1;
}
const catchAllFirst: Edit[] = [{ file: B, find: '          - when: { serviceDateAfterToday: true }\n            goto: purchase_confirm_pending\n          - goto: purchase_confirm\n\n  purchase_complete:', replace: '          - goto: purchase_confirm\n          - when: { serviceDateAfterToday: true }\n            goto: purchase_confirm_pending\n\n  purchase_complete:' }];
const addressPageFirst: Edit[] = [{ file: B, find: /( {6}- when:\n {10}required: \{ hasAny: \[streetAddress1, city, stateCode, zip\] \}\n(?: {8,}.*\n)+?)( {6}- when: \{ required: \{ hasAny: \[streetAddress1, city, stateCode, zip\] \} \}\n {8}use: addressPage\n)/, replace: '$2$1' }];

const mistakes: Mistake[] = [
  {
    name: 'a new routing rule added below the broader rule that already takes its states',
    edits: [{ file: B, find: '  - id: declined\n    when: { status: DECLINED }\n    goto: declined\n', replace: '  - id: declined\n    when: { status: DECLINED }\n    goto: declined\n  - id: declinedUnderAge\n    when: { status: DECLINED, declineReasons: { has: UNDER_MINIMUM_AGE } }\n    goto: rejected\n' }],
    at: { file: B, line: 'id: declinedUnderAge' },
    says: /rule "declinedUnderAge" can never apply: every state it matches is taken first by rule "declined"$/,
  },
  {
    name: 'two routing rules swapped: the general decline above the "only INELIGIBLE" one',
    edits: [{ file: B, find: /( {2}- id: declinedMax\n(?: {4}.*\n)+)( {2}- id: declined\n(?: {4}.*\n)+)/, replace: '$2$1' }],
    at: { file: B, line: 'id: declinedMax' },
    says: /rule "declinedMax" can never apply: every state it matches is taken first by rule "declined"$/,
  },
  {
    name: 'two routing rules swapped: rejected above rejectedStale',
    edits: [{ file: B, find: /( {2}- id: rejectedStale\n(?: {4}.*\n)+)( {2}- id: rejected\n(?: {4}.*\n)+)/, replace: '$2$1' }],
    at: { file: B, line: 'id: rejectedStale' },
    says: /rule "rejectedStale" can never apply: every state it matches is taken first by rule "rejected"$/,
  },
  {
    name: 'two routing rules swapped: signed above signedEmail',
    edits: [{ file: B, find: /( {2}- id: signedEmail\n(?: {4}.*\n)+)( {2}- id: signed\n(?: {4}.*\n)+)/, replace: '$2$1' }],
    at: { file: B, line: 'id: signedEmail' },
    says: /rule "signedEmail" can never apply: every state it matches is taken first by rule "signed"$/,
  },
  {
    name: 'two routing rules swapped: converted above convertedLock',
    edits: [{ file: B, find: /( {2}- id: convertedLock\n(?: {4}.*\n)+)( {2}- id: converted\n(?: {4}.*\n)+)/, replace: '$2$1' }],
    at: { file: B, line: 'id: convertedLock' },
    says: /rule "convertedLock" can never apply: every state it matches is taken first by rule "converted"$/,
  },
  {
    name: 'the catch-all offer rule moved up, above the four offer rules it now hides',
    edits: [
      { file: B, find: '  - id: offerAvailable\n    when: { status: [OFFER_AVAILABLE, CONDITIONAL_APPROVAL] }\n    goto: choose_plan\n', replace: '' },
      { file: B, find: '  - id: offerSelected\n', replace: '  - id: offerAvailable\n    when: { status: [OFFER_AVAILABLE, CONDITIONAL_APPROVAL] }\n    goto: choose_plan\n  - id: offerSelected\n' },
    ],
    at: { file: B, line: 'id: offerAvailable' },
    says: /rule "offerAvailable" takes every state of rules "offerSelected", "offerSignedEmail", "offerSigned" and "offerPrequalified" after it, so they can never apply$/,
  },
  {
    name: 'the general linked-account rule moved above the three specific ones',
    edits: [
      { file: B, find: '  - id: linkedAutopay\n    when: { status: CONDITIONAL_APPROVAL_ACCOUNT_LINKED }\n    goto: autopay_confirm\n', replace: '' },
      { file: B, find: '  - id: linkedBalanceIneligible\n', replace: '  - id: linkedAutopay\n    when: { status: CONDITIONAL_APPROVAL_ACCOUNT_LINKED }\n    goto: autopay_confirm\n  - id: linkedBalanceIneligible\n' },
    ],
    at: { file: B, line: 'id: linkedAutopay' },
    says: /rule "linkedAutopay" takes every state of rules "linkedBalanceIneligible", "linkedMoreInfo" and "linkedReview" after it, so they can never apply$/,
  },
  {
    name: 'a new offer rule for lock-required merchants added after the catch-all offer rule',
    edits: [{ file: B, find: '    goto: choose_plan\n  - id: rejectedStale\n', replace: '    goto: choose_plan\n  - id: offerLockRequired\n    when: { status: CONDITIONAL_APPROVAL, lockRequired: true }\n    goto: offer_lock\n  - id: rejectedStale\n' }],
    at: { file: B, line: 'id: offerLockRequired' },
    says: /rule "offerLockRequired" can never apply: every state it matches is taken first by rule "offerAvailable"$/,
  },
  {
    name: 'the PENDING rule moved to the top, above the active-loans rule',
    edits: [
      { file: B, find: / {2}- id: pending\n(?: {4}.*\n)+?(?=\n)/, replace: '' },
      { file: B, find: 'routing:\n  - id: lockedOut\n', replace: 'routing:\n  - id: pending\n    when: { status: PENDING }\n    goto: entry\n  - id: lockedOut\n' },
    ],
    at: { file: B, line: 'id: activeLoans' },
    says: /rule "activeLoans" can never apply: every state it matches is taken first by rule "pending"$/,
  },
  {
    name: 'the second branch of linkedMoreInfo deleted, leaving a condition that contradicts itself',
    edits: [{ file: B, find: '      moreInfoRequired: true\n      any:\n        - { bankVerificationRequired: false, moreInfoRequired: false }\n        - hasAutopayDecision: true\n    goto: moreinfo', replace: '      moreInfoRequired: true\n      any:\n        - { bankVerificationRequired: false, moreInfoRequired: false }\n    goto: moreinfo' }],
    at: { file: B, line: 'id: linkedMoreInfo' },
    says: /rule "linkedMoreInfo" can never apply: its condition cannot hold \(moreInfoRequired would have to be both true and false\)$/,
  },
  {
    name: '"only" used where "has" was meant, next to a second reason',
    edits: [{ file: B, find: 'when: { status: DECLINED, declineReasons: { only: INELIGIBLE_FOR_ADDITIONAL_LOAN } }', replace: 'when: { status: DECLINED, declineReasons: { only: INELIGIBLE_FOR_ADDITIONAL_LOAN, has: UNDER_MINIMUM_AGE } }' }],
    at: { file: B, line: 'id: declinedMax' },
    says: /rule "declinedMax" can never apply: its condition cannot hold \(declineReasons would have to be both holding only INELIGIBLE_FOR_ADDITIONAL_LOAN and holding UNDER_MINIMUM_AGE\)$/,
  },
  {
    name: 'a "send everyone to the error page" rule whose condition is always true, at the top',
    edits: [{ file: B, find: 'routing:\n  - id: lockedOut\n', replace: 'routing:\n  - id: maintenance\n    when: { direct: [true, false] }\n    goto: error\n  - id: lockedOut\n' }],
    at: { file: B, line: 'id: maintenance' },
    says: /rule "maintenance" always applies \(its condition holds in every state\), so the rules after it can never apply$/,
  },
  {
    name: 'a phone step added below the one that already takes it',
    edits: [{ file: B, find: '    when: { required: { has: pin } }\n    goto: pin\n', replace: '    when: { required: { has: pin } }\n    goto: pin\n  - id: pinAndPhone\n    when: { required: { hasAll: [pin, phone] } }\n    goto: phone\n' }],
    at: { file: B, line: 'id: pinAndPhone' },
    says: /phone step "pinAndPhone" can never apply: every state it matches is taken first by phone step "pin"$/,
  },
  {
    name: 'a step added after the catch-all-ish offer step of choose_plan',
    edits: [{ file: B, find: '            goto: link_bank\n          - goto: $status\n\n  offer_lock:', replace: '            goto: link_bank\n          - when: { status: OFFER_AVAILABLE, prequalified: true }\n            goto: prequal_back\n          - goto: $status\n\n  offer_lock:' }],
    at: { file: B, line: 'when: { status: OFFER_AVAILABLE, prequalified: true }' },
    says: /step 3 of on\.select \(goto prequal_back\) can never apply: every state it matches is taken first by step 2 \(goto link_bank\)$/,
  },
  {
    name: 'purchase_confirm: the plain "answer NO" step moved above the future-date one',
    edits: [{ file: B, find: /( {10}- when: \{ answer: NO, serviceDateAfterToday: true \}\n(?: {12}.*\n)+?)( {10}- when: \{ answer: NO \}\n {12}goto: purchase_confirm_pending\n)/, replace: '$2$1' }],
    at: { file: B, line: 'when: { answer: NO, serviceDateAfterToday: true }' },
    says: /step 6 of on\.confirm \(goto purchase_confirm_future\) can never apply: every state it matches is taken first by step 5 \(goto purchase_confirm_pending\)$/,
  },
  {
    name: 'purchase_confirm: the converted step moved above the converted-with-lock step',
    edits: [{ file: B, find: /( {10}- when: \{ status: \[OFFER_CONVERTED, SETTLED\], lockRequired: true \}\n {12}goto: purchase_complete_lock\n)( {10}- when: \{ status: \[OFFER_CONVERTED, SETTLED\] \}\n {12}goto: purchase_complete\n)/, replace: '$2$1' }],
    at: { file: B, line: '- when: { status: [OFFER_CONVERTED, SETTLED], lockRequired: true }' },
    says: /step 2 of on\.confirm \(goto purchase_complete_lock\) can never apply: every state it matches is taken first by step 1 \(goto purchase_complete\)$/,
  },
  {
    name: 'review_plan: a step for "email and future date" added below the email step',
    edits: [{ file: B, find: '            goto: email_confirm\n          - when: { serviceDateAfterToday: true }', replace: '            goto: email_confirm\n          - when: { emailVerificationRequired: true, serviceDateAfterToday: true }\n            goto: purchase_confirm_pending\n          - when: { serviceDateAfterToday: true }' }],
    at: { file: B, line: 'when: { emailVerificationRequired: true, serviceDateAfterToday: true }' },
    says: /step 3 of on\.sign \(goto purchase_confirm_pending\) can never apply: every state it matches is taken first by step 2 \(goto email_confirm\)$/,
  },
  {
    name: 'autopay_confirm: a step for general errors added below the step that already takes them',
    edits: [{ file: B, find: '          - when: { actionError: [general, malformed, jobTimeout] }\n            goto: error\n', replace: '          - when: { actionError: [general, malformed, jobTimeout] }\n            goto: error\n          - when: { actionError: general }\n            goto: $stay\n' }],
    at: { file: B, line: 'when: { actionError: general }' },
    says: /step 2 of on\.decide \(goto \$stay\) can never apply: every state it matches is taken first by step 1 \(goto error\)$/,
  },
  {
    name: 'an error step in a handler that runs no action (nothing there can fail)',
    edits: [{ file: B, find: '    on:\n      continue:\n        next:\n          - goto: choose_plan\n', replace: '    on:\n      continue:\n        next:\n          - when: { actionError: general }\n            goto: error\n          - goto: choose_plan\n' }],
    at: { file: B, line: 'when: { actionError: general }' },
    says: /step 1 of on\.continue \(goto error\) can never apply: its condition cannot hold \(actionError is always unset here\)$/,
  },
  {
    name: 'a step copied from another screen that tests the screen it came from',
    edits: [{ file: B, find: '          - when: { loanLimitExceeded: true }\n            goto: limit_exceeded\n', replace: '          - when: { screen: limit_exceeded }\n            goto: $stay\n          - when: { loanLimitExceeded: true }\n            goto: limit_exceeded\n' }],
    at: { file: B, line: 'when: { screen: limit_exceeded }' },
    says: /step 1 of on\.choose \(goto \$stay\) can never apply: its condition cannot hold \(screen is always dashboard here\)$/,
  },
  {
    name: 'email_confirm: the catch-all step moved above the future-date step (checkFlow\'s own line, and no second one)',
    edits: catchAllFirst,
    at: { file: B, line: lineAfter(B, catchAllFirst, '  email_confirm:', /- goto: purchase_confirm$/) },
    says: /this step has no condition, so the steps after it can never apply$/,
  },
  {
    name: 'plaid_error: the default variant moved above the conditional one',
    edits: [{ file: B, find: '      - when: { bankVerificationRequired: true }\n        use: required\n      - use: optional\n', replace: '      - use: optional\n      - when: { bankVerificationRequired: true }\n        use: required\n' }],
    at: { file: B, line: '      - use: optional' },
    says: /variant "optional" has no condition, so the variants after it can never apply$/,
  },
  {
    name: 'entry: the address-page variant moved above the full-form variant',
    edits: addressPageFirst,
    at: { file: B, line: lineAfter(B, addressPageFirst, '  entry:', /^ {6}- when:$/) },
    says: /variant "fullForm" can never apply: every state it matches is taken first by variant "addressPage"$/,
  },
  {
    name: '"exists" on a yes/no fact: the withDate variant always applies',
    edits: [{ file: B, find: '      - when: { hasCompletionDate: true }\n        use: withDate', replace: '      - when: { hasCompletionDate: { exists: true } }\n        use: withDate' }],
    at: { file: B, line: 'when: { hasCompletionDate: { exists: true } }' },
    says: /variant "withDate" always applies \(its condition holds in every state\), so the variants after it can never apply$/,
  },
  {
    name: 'entry progress: "any field asked" for 25% leaves the 12.5% value unreachable',
    edits: [{ file: B, find: '      - when: { required: { hasAny: [streetAddress1, city, stateCode, zip] } }\n        value: 25', replace: '      - when: { required: { empty: false } }\n        value: 25' }],
    at: { file: B, line: 'when: { required: { hasAny: [firstName, lastName, email, dob, annualIncomeBeforeTaxes, ssn4, ssn, employer] } }' },
    says: /progress value 12\.5 can never apply: every state it matches is taken first by progress value 25$/,
  },
  {
    name: 'prequal: a zip rule added below the address rule that asks for zip already',
    edits: [{ file: P, find: '    goto: prequal_address\n', replace: '    goto: prequal_address\n  - id: needZip\n    when: { required: { has: zip } }\n    goto: prequal_address\n' }],
    at: { file: P, line: 'id: needZip' },
    says: /rule "needZip" can never apply: every state it matches is taken first by rule "needAddress"$/,
  },
  {
    name: 'prequal: an expired-offers rule added below the offers rule',
    edits: [{ file: P, find: '    goto: prequal_offers\n', replace: '    goto: prequal_offers\n  - id: expiredOffers\n    when: { status: EXPIRED }\n    goto: prequal_declined\n' }],
    at: { file: P, line: 'id: expiredOffers' },
    says: /rule "expiredOffers" can never apply: every state it matches is taken first by rule "offers"$/,
  },
  {
    name: 'common error page: a narrower third-party-cookie variant added below the one that covers it',
    edits: [{ file: C, find: '        use: thirdPartyCookies\n      - use: generic', replace: '        use: thirdPartyCookies\n      - when: { errorMessage: { contains: "Access is denied by the browser" } }\n        use: generic\n      - use: generic' }],
    at: { file: C, line: 'Access is denied by the browser' },
    says: /variant 2 \("generic"\) can never apply: every state it matches is taken first by variant "thirdPartyCookies"$/,
  },
  {
    name: 'errors.yaml: a longer zip message added below "Invalid zip"',
    edits: [{ file: E, find: "  - match: { startsWith: 'Invalid state' }", replace: "  - match: { startsWith: 'Invalid zip code for state' }\n    kind: field\n    field: stateCode\n  - match: { startsWith: 'Invalid state' }" }],
    at: { file: E, line: "startsWith: 'Invalid zip code for state'" },
    says: /rule 3 \(startsWith "Invalid zip code for state"\) can never apply: every message it matches is taken first by rule 2 \(startsWith "Invalid zip", kind field\)$/,
  },
  {
    name: 'errors.yaml: an ssn4 lockout rule added below the ssn4 field rule',
    edits: [{ file: E, find: "  - match: { contains: 'accept the terms' }", replace: "  - match: { contains: 'ssn4 attempts' }\n    kind: lockout\n  - match: { contains: 'accept the terms' }" }],
    at: { file: E, line: "contains: 'ssn4 attempts'" },
    says: /rule 6 \(contains "ssn4 attempts"\) can never apply: every message it matches is taken first by rule 5 \(contains "ssn4", kind field\)$/,
  },
];

describe('flows:check: one line for each rule, step or variant that can never apply', () => {
  it.each(mistakes.map((m) => [m.name, m] as const))('%s', (_name, m) => expectOneLine(m));
});
