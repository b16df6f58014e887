import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { configMistakes, repo, type Mistake } from '../../support/configMistakes';

// Realistic mistakes QA makes in fixtures/*.yaml (the scenario the sandbox seeds and the replay's steps), each of
// which flows:check must report in one line at the right place, naming what is allowed.
const { expectOneLine } = configMistakes();

const fix = (name: string) => `fixtures/${name}.yaml`;
const edit = (name: string, find: string, replace: string) => ({ file: fix(name), find, replace });

const mistakes: Mistake[] = [
  // The scenario: values the sandbox seeds.
  {
    name: 'a persona with its last letter missing',
    edits: [edit('declined', 'persona: decline', 'persona: declin')],
    at: { file: fix('declined'), line: 'persona: declin' },
    says: /persona "declin" is not one of approve, .*limitExceeded \(did you mean "decline"\?\)/,
  },
  {
    name: 'a misspelt flag',
    edits: [edit('phone-first', 'flags: { phoneVerification: true }', 'flags: { phoneVerfication: true }')],
    at: { file: fix('phone-first'), line: 'phoneVerfication' },
    says: /unknown flag "phoneVerfication" \(did you mean "phoneVerification"\?\); the flags are phoneVerification, lockRequired/,
  },
  {
    name: "a flag set to 'yes'",
    edits: [edit('qa-cov-sign-declined', 'flags: { declineAtSigning: true }', "flags: { declineAtSigning: 'yes' }")],
    at: { file: fix('qa-cov-sign-declined'), line: 'flags: { declineAtSigning' },
    says: /flag declineAtSigning takes true or false, not "yes"/,
  },
  {
    name: 'a merchant vertical spelt out',
    edits: [edit('happy-path', 'vertical: HS', 'vertical: HOME')],
    at: { file: fix('happy-path'), line: 'vertical: HOME' },
    says: /merchant vertical "HOME" is not one of HS, LG, OTHER/,
  },
  {
    name: "the merchant's name deleted (the see: lines naming it wait for it)",
    edits: [edit('refunded', 'name: Bright Plumbing, ', '')],
    at: { file: fix('refunded'), line: 'merchant: {' },
    says: /merchant needs name/,
  },
  {
    name: 'an amount written as money',
    edits: [edit('happy-path', 'amount: 2400', 'amount: $2,400')],
    at: { file: fix('happy-path'), line: 'amount: $2,400' },
    says: /amount \(dollars\) takes a number above 0 up to 100,000, not "\$2,400"/,
  },
  {
    name: 'an inquiry short name with a typo',
    edits: [edit('happy-path', 'LAST_NAME, EMAIL', 'LAST_NAM, EMAIL')],
    at: { file: fix('happy-path'), line: 'LAST_NAM,' },
    says: /inquiry LAST_NAM is not a type flows\/inquiries\.yaml knows \(did you mean "LAST_NAME"\?\)/,
  },
  {
    name: 'an inquiry in lower case',
    edits: [edit('offer-lock', 'inquiries: [FIRST_NAME,', 'inquiries: [first_name,')],
    at: { file: fix('offer-lock'), line: 'first_name' },
    says: /inquiry "first_name" takes an inquiry type in capitals such as FIRST_NAME \(did you mean "FIRST_NAME"\?\)/,
  },
  {
    name: 'a start status in British spelling',
    edits: [edit('canceled-merchant-declined', 'status: CANCELED', 'status: CANCELLED')],
    at: { file: fix('canceled-merchant-declined'), line: 'CANCELLED' },
    says: /status "CANCELLED" is not one of PENDING, .*CANCELED \(did you mean "CANCELED"\?\)/,
  },
  {
    name: 'a cancel reason missing its last letter',
    edits: [edit('canceled-merchant-declined', 'cancelReasons: [MERCHANT_DECLINED]', 'cancelReasons: [MERCHANT_DECLINE]')],
    at: { file: fix('canceled-merchant-declined'), line: 'MERCHANT_DECLINE]' },
    says: /cancel reason MERCHANT_DECLINE is not one the flows know \(did you mean "MERCHANT_DECLINED"\?\)/,
  },
  {
    name: 'a startAt key cut short',
    edits: [edit('refunded', 'totalRefundAmount: 2750', 'totalRefund: 2750')],
    at: { file: fix('refunded'), line: 'totalRefund:' },
    says: /unknown key "totalRefund" in startAt \(did you mean "totalRefundAmount"\?\)/,
  },
  {
    name: 'a misspelt delay',
    edits: [edit('declined', 'delays: { decision: 12000 }', 'delays: { decison: 12000 }')],
    at: { file: fix('declined'), line: 'decison' },
    says: /unknown delay "decison" \(did you mean "decision"\?\); the delays are decision, bankLink, confirmation/,
  },
  {
    name: "a service date without its 'd'",
    edits: [edit('email-verification', "serviceDate: '+10d'", "serviceDate: '+10'")],
    at: { file: fix('email-verification'), line: "serviceDate: '+10'" },
    says: /serviceDate "\+10" takes days from seeding, such as '\+0d', '\+10d' or '-3d', or a date such as 2026-05-01/,
  },
  {
    name: 'a service date that does not exist',
    edits: [edit('happy-path', "serviceDate: '+0d'", "serviceDate: '2026-02-30'")],
    at: { file: fix('happy-path'), line: 'serviceDate' },
    says: /serviceDate "2026-02-30" is not a calendar date/,
  },
  {
    name: 'a locale without copy (its Spanish steps are not held against English)',
    edits: [edit('qa-es-declined', 'locale: es-US', 'locale: fr-FR')],
    at: { file: fix('qa-es-declined'), line: 'locale: fr-FR' },
    says: /locale fr-FR has no copy \(content\/fr-FR does not exist\): the locales are en, es-US/,
  },
  {
    name: 'a scenario key misspelt (not also "needs amount")',
    edits: [edit('happy-path', '  amount: 2400', '  ammount: 2400')],
    at: { file: fix('happy-path'), line: 'ammount' },
    says: /unknown key "ammount" in scenario \(did you mean "amount"\?\)/,
  },
  {
    name: 'a prefilled field in the wrong case',
    edits: [edit('qa-address-autocomplete', 'prefilled: { firstName: Lena,', 'prefilled: { firstname: Lena,')],
    at: { file: fix('qa-address-autocomplete'), line: 'firstname' },
    says: /nothing is prefilled from "firstname" \(did you mean "firstName"\?\)/,
  },
  {
    name: 'a fixture copied to a new file, name and token kept',
    edits: [{ file: 'fixtures/happy-path-copy.yaml', write: readFileSync(join(repo, 'fixtures/happy-path.yaml'), 'utf8') }],
    at: { file: 'fixtures/happy-path-copy.yaml', line: 'name: happy-path' },
    says: /name happy-path and token demo-happy are already fixtures\/happy-path\.yaml's \(a copy\? give this fixture its own name and token\)/,
  },
  {
    name: "another fixture's token pasted",
    edits: [edit('qa-lock-confirmed', 'token: qa-lock-confirmed', 'token: demo-lock')],
    at: { file: fix('qa-lock-confirmed'), line: 'token: demo-lock' },
    says: /token demo-lock is already fixtures\/offer-lock\.yaml's demo link/,
  },
  {
    name: 'a name written as a title',
    edits: [edit('qa-lock-declined', 'name: qa-lock-declined', 'name: QA lock declined')],
    at: { file: fix('qa-lock-declined'), line: 'name: QA' },
    says: /name "QA lock declined" takes lowercase letters, digits and dashes, such as qa-lock-declined/,
  },
  // The steps.
  {
    name: 'a step with a misspelt action (not also "no action")',
    edits: [edit('happy-path', '  - click: APPLY', '  - clik: APPLY')],
    at: { file: fix('happy-path'), line: 'clik' },
    says: /unknown step "clik" \(did you mean "click"\?\)/,
  },
  {
    name: 'a merchant action in snake case',
    edits: [edit('qa-lock-confirmed', 'merchant: confirmLock', 'merchant: confirm_lock')],
    at: { file: fix('qa-lock-confirmed'), line: 'confirm_lock' },
    says: /merchant takes one of confirmLock, declineLock, expireLock, refund, cancel, settle, expire \(did you mean "confirmLock"\?\)/,
  },
  {
    name: 'a bank step in the past tense',
    edits: [edit('conditional-bank', '- bank: link', '- bank: linked')],
    at: { file: fix('conditional-bank'), line: 'bank: linked' },
    says: /bank takes one of link, fail, cancel, oauth \(did you mean "link"\?\)/,
  },
  {
    name: 'a cancel reason of a merchant step misspelt',
    edits: [edit('qa-canceled-opt-out', 'reason: MERCHANT_OPT_OUT', 'reason: MERCHANT_OPTOUT')],
    at: { file: fix('qa-canceled-opt-out'), line: 'reason: MERCHANT_OPTOUT' },
    says: /reason "MERCHANT_OPTOUT" is not a cancel reason the flows know: .*\(did you mean "MERCHANT_OPT_OUT"\?\)/,
  },
  {
    name: 'a bank in British spelling',
    edits: [edit('qa-bank-linked-autopay', 'institution: Harbor Credit Union', 'institution: Harbour Credit Union')],
    at: { file: fix('qa-bank-linked-autopay'), line: 'institution: Harbour' },
    says: /institution "Harbour Credit Union" is not a sandbox bank: Sandbox Bank, Harbor Credit Union, .*\(did you mean "Harbor Credit Union"\?\)/,
  },
  {
    name: 'an expected path with a dash for the underscore',
    edits: [edit('happy-path', 'path: /choose_plan', 'path: /choose-plan')],
    at: { file: fix('happy-path'), line: '/choose-plan' },
    says: /no screen has the path "\/choose-plan" \(did you mean "\/choose_plan"\?\)/,
  },
  {
    name: 'a page to open with a letter missing (not taken for a payment-link token)',
    edits: [edit('qa-calculator', '- open: /calculator', '- open: /calculatr')],
    at: { file: fix('qa-calculator'), line: '/calculatr' },
    says: /no screen has the path "\/calculatr" \(did you mean "\/calculator"\?\)/,
  },
  {
    name: 'a field label with two letters swapped',
    edits: [edit('happy-path', 'First name: Ana', 'Frist name: Ana')],
    at: { file: fix('happy-path'), line: 'Frist name' },
    says: /no field is labelled "Frist name" in content\/en\/screens \(did you mean "First name"\?\)/,
  },
  {
    name: 'a see: text with a word dropped',
    edits: [edit('qa-autopay-skip', 'see: [Link your bank account]', 'see: [Link you bank account]')],
    at: { file: fix('qa-autopay-skip'), line: 'Link you bank' },
    says: /no screen reads "link you bank account" \(did you mean "link your bank account"\?\)/,
  },
  {
    name: 'a see: text naming the wrong merchant',
    edits: [edit('refunded', "'Your loan with Bright Plumbing has been refunded.'", "'Your loan with Bright Plumbers has been refunded.'")],
    at: { file: fix('refunded'), line: 'Bright Plumbers' },
    says: /no screen reads "your loan with bright plumbers has been refunded"/,
  },
  {
    name: "an expect indented as a step of its own",
    edits: [edit('happy-path', '  - click: Skip for now\n    expect:', '  - click: Skip for now\n  - expect:')],
    at: { file: fix('happy-path'), line: '  - expect: { path: /review_plan' },
    says: /a step needs an action before its expect/,
  },
  {
    name: 'a list in a step left unclosed (one YAML line, nothing else said)',
    edits: [edit('happy-path', 'see: [Choose your plan, INTEREST FREE] }', 'see: [Choose your plan, INTEREST FREE }')],
    at: { file: fix('happy-path'), line: 'INTEREST FREE }' },
    says: /not valid YAML/,
  },
  {
    name: 'a fault kind with a letter missing (not also "a fault needs its kind")',
    edits: [edit('qa-net-apply-offline', 'fault: { offline: 6 }', 'fault: { ofline: 6 }')],
    at: { file: fix('qa-net-apply-offline'), line: 'ofline' },
    says: /fault kind "ofline" is not a fault: offline, drop, status, stall \(did you mean "offline"\?\)/,
  },
  {
    name: 'a fault status the app does not retry',
    edits: [edit('qa-net-apply-500-once', 'status: 500', 'status: 404')],
    at: { file: fix('qa-net-apply-500-once'), line: 'status: 404' },
    says: /fault status 404 is not allowed: 408, 429, 500, 502, 503, 504/,
  },
  {
    name: 'a stall written in milliseconds',
    edits: [edit('qa-net-apply-stall', 'stall: 20,', 'stall: 20000,')],
    at: { file: fix('qa-net-apply-stall'), line: 'stall: 20000' },
    says: /fault stall takes whole seconds from 1 to 60, not 20000/,
  },
  {
    name: 'a fault aimed at a call with a letter missing',
    edits: [edit('qa-net-apply-500-once', 'on: PATCH /loanapplications', 'on: PATCH /loanaplications')],
    at: { file: fix('qa-net-apply-500-once'), line: '/loanaplications' },
    says: /fault on "PATCH \/loanaplications" names no call of the API \(schemas\/api\/openapi\.yaml\) \(did you mean "PATCH \/loanapplications"\?\)/,
  },
  {
    name: 'a values label with two letters swapped',
    edits: [edit('qa-net-apply-busy', 'values: { First name: Ana,', 'values: { Frist name: Ana,')],
    at: { file: fix('qa-net-apply-busy'), line: 'Frist name' },
    says: /no field is labelled "Frist name" in content\/en\/screens \(did you mean "First name"\?\)/,
  },
  // A root cause elsewhere says nothing about the fixtures.
  {
    name: 'a YAML slip in flows/inquiries.yaml (no fixture speaks)',
    edits: [{ file: 'flows/inquiries.yaml', find: '  BORROWER_PROVIDED_BORROWER_ZIP: zip', replace: '  BORROWER_PROVIDED_BORROWER_ZIP zip' }],
    at: { file: 'flows/inquiries.yaml', line: 'BORROWER_PROVIDED_BORROWER_ZIP zip' },
    says: /YAML/,
  },
  {
    name: "a colon in a screen's subtitle (the fixtures naming that screen's words say nothing)",
    edits: [{ file: 'content/en/screens/choose_plan.md', find: 'subtitle: Pick the monthly payment that works', replace: 'subtitle: Pick the monthly payment: the one that works' }],
    at: { file: 'content/en/screens/choose_plan.md', line: 'subtitle: Pick the monthly payment:' },
    says: /YAML/,
  },
  // Product's copy or flow edits point at the fixtures QA must update: one line for each, at the first place.
  {
    name: 'a button renamed in the copy (one line, at the first fixture that clicks it)',
    edits: [{ file: 'content/en/screens/entry.md', find: /submit: APPLY$/gm, replace: 'submit: APPLY NOW' }],
    at: { file: fix('conditional-bank'), line: '- click: APPLY' },
    says: /no button or link reads "APPLY" in content\/en .*\(did you mean "APPLY NOW"\?\) \(also fixtures\/conditional-identity\.yaml:\d+ and \d+ more\)/,
  },
  {
    name: 'a screen path renamed in the flow (one line, at the first fixture that expects it)',
    edits: [{ file: 'flows/borrower.yaml', find: 'path: /choose_plan', replace: 'path: /choose-plan' }],
    at: { file: fix('conditional-bank'), line: 'path: /choose_plan' },
    says: /no screen has the path "\/choose_plan" \(did you mean "\/choose-plan"\?\) \(also fixtures\/conditional-identity\.yaml:\d+ and \d+ more\)/,
  },
];

describe('flows:check: one line for each mistake in fixtures/', () => {
  it.each(mistakes.map((m) => [m.name, m] as const))('%s', (_name, m) => expectOneLine(m));
});
