import { describe, it } from 'vitest';
import { configMistakes, type Mistake } from '../../support/configMistakes';

// Realistic mistakes a product manager makes editing copy (content/en and its Spanish twin content/es-US), each of
// which flows:check must report in one line at the right place: the root cause once, never its cascade into the
// flows that name the copy, the other locale or the QA fixtures.
const { expectOneLine } = configMistakes();

const en = (file: string) => `content/en/${file}`;
const es = (file: string) => `content/es-US/${file}`;

const mistakes: Mistake[] = [
  // --- Front matter of a screen's copy ---
  {
    name: 'a title with ": " in it, not in quotes',
    edits: [{ file: en('screens/review_plan.md'), find: 'subtitle: Almost done!', replace: 'subtitle: Almost done: sign below' }],
    at: { file: en('screens/review_plan.md'), line: 'subtitle: Almost done: sign below' },
    says: /front matter is not valid YAML: .*a text that contains ': ' must be in quotes/,
  },
  {
    name: 'buttons: misspelt as buttns: (the flow names those buttons, fixtures click them)',
    edits: [{ file: en('screens/review_plan.md'), find: 'buttons:', replace: 'buttns:' }],
    at: { file: en('screens/review_plan.md'), line: 'buttns:' },
    says: /front matter has an unknown key 'buttns'/,
  },
  {
    name: 'the closing --- of the front matter deleted',
    edits: [{ file: en('screens/frozen.md'), find: "  continue: I'VE UNFROZEN MY CREDIT\n---\n", replace: "  continue: I'VE UNFROZEN MY CREDIT\n" }],
    at: { file: en('screens/frozen.md'), line: 'To continue, please unfreeze' },
    says: /front matter is not closed: add a line '---' before this line/,
  },
  {
    name: 'a label indented deeper than the ones after it',
    edits: [{ file: en('screens/review_plan.md'), find: '  ssn4: Last 4 of SSN', replace: '    ssn4: Last 4 of SSN' }],
    at: { file: en('screens/review_plan.md'), line: '  reviewed: I have read' },
    says: /not valid YAML/,
  },
  // --- Copy files removed, renamed or added ---
  {
    name: "a screen's copy file deleted (the Spanish file and the fixtures stay)",
    edits: [{ file: en('screens/frozen.md'), remove: true }],
    at: { file: 'flows/borrower.yaml', line: '  frozen:' },
    says: /screen "frozen" has no copy: content\/en\/screens\/frozen\.md does not exist/,
  },
  {
    name: 'a modal file deleted',
    edits: [{ file: en('modals/aprInfo.md'), remove: true }],
    at: { file: 'flows/common.yaml', line: 'modals: [estimateInfo, aprInfo]' },
    says: /modal "aprInfo" has no content\/en\/modals\/aprInfo\.md/,
  },
  {
    name: 'a copy file renamed with a hyphen for the underscore',
    edits: [
      { file: en('screens/declined_max.md'), remove: true },
      { file: en('screens/declined-max.md'), write: '---\ntitle: You\'ve reached your loan limit\nbuttons:\n  noticeOfAction: Notice of Action\n  creditScore: Credit Score Disclosure\nlabels:\n  documents: Your documents\n---\nYou already have as many active loans as we allow.\n' },
    ],
    at: { file: 'flows/borrower.yaml', line: '  declined_max:' },
    says: /content\/en\/screens\/declined_max\.md does not exist \(did you mean "declined-max"\?\)/,
  },
  {
    name: 'a new modal written but listed on no screen',
    edits: [{ file: en('modals/financingFaq.md'), write: '---\ntitle: Financing questions\nbuttons:\n  close: Close\n---\nYou can pay early at any time.\n' }],
    at: { file: en('modals/financingFaq.md'), line: 1 },
    says: /this modal copy is never shown: no screen in flows\/ lists it under modals:/,
  },
  {
    name: 'copy written for a screen the flows do not have yet',
    edits: [{ file: en('screens/loan_paused.md'), write: '---\ntitle: Your loan is paused\n---\nWe will be in touch.\n' }],
    at: { file: en('screens/loan_paused.md'), line: 1 },
    says: /this screen copy is never shown: no screen in flows\/ is named so or says copy: loan_paused/,
  },
  // --- Placeholders, pipes and links ---
  {
    name: 'a placeholder misspelt in the text',
    edits: [{ file: en('screens/purchase_refunded.md'), find: 'Your loan with {merchantName}', replace: 'Your loan with {merchantNam}' }],
    at: { file: en('screens/purchase_refunded.md'), line: '{merchantNam}' },
    says: /\{merchantNam\} is not a value this copy is given.*did you mean \{merchantName\}\?/,
  },
  {
    name: 'a placeholder only another screen has (the monthly payment on the review page)',
    edits: [{ file: en('screens/review_plan.md'), find: 'It shows your APR,', replace: 'It shows your {monthlyPayment|currency} payment, your APR,' }],
    at: { file: en('screens/review_plan.md'), line: '{monthlyPayment|currency}' },
    says: /\{monthlyPayment\} is not a value this copy is given.*only AutopayConfirm fills it, and this copy is shown by SigningForm/,
  },
  {
    name: 'a pipe misspelt',
    edits: [{ file: en('screens/purchase_refunded.md'), find: '{totalRefundAmount|currency}', replace: '{totalRefundAmount|curency}' }],
    at: { file: en('screens/purchase_refunded.md'), line: '|curency}' },
    says: /unknown pipe "curency".*did you mean "currency"\?/,
  },
  {
    name: 'a nested site value misspelt',
    edits: [{ file: en('screens/frozen.md'), find: '{creditBureau.phone|tel}', replace: '{creditBureau.phon|tel}' }],
    at: { file: en('screens/frozen.md'), line: '{creditBureau.phon|tel}' },
    says: /\{creditBureau\.phon\} is not a value.*did you mean \{creditBureau\.phone\}\?/,
  },
  {
    name: 'a placeholder misspelt in the site footer',
    edits: [{ file: en('site.yaml'), find: 'footer: Loans are made by {lenderName}.', replace: 'footer: Loans are made by {lendrName}.' }],
    at: { file: en('site.yaml'), line: '{lendrName}' },
    says: /\{lendrName\} is not a value.*did you mean \{lenderName\}\?/,
  },
  {
    name: 'a link to a page that does not exist',
    edits: [{ file: en('screens/loanagreement.md'), find: '[Autopay Authorization](/autopay)', replace: '[Autopay Authorization](/autopay-terms)' }],
    at: { file: en('screens/loanagreement.md'), line: '(/autopay-terms)' },
    says: /the link "\/autopay-terms" opens no screen of either journey/,
  },
  {
    name: 'a link in a consent label with a typo',
    edits: [{ file: en('screens/entry.md'), find: '[E-Sign Consent](/esign)', replace: '[E-Sign Consent](/esing)' }],
    at: { file: en('screens/entry.md'), line: '(/esing)' },
    says: /the link "\/esing" opens no screen.*did you mean "\/esign"\?/,
  },
  {
    name: 'a link without its leading slash',
    edits: [{ file: en('screens/terms.md'), find: '[Privacy Policy](/privacy)', replace: '[Privacy Policy](privacy)' }],
    at: { file: en('screens/terms.md'), line: '(privacy)' },
    says: /the link "privacy" goes nowhere: a link is a page of the app/,
  },
  // --- Labels ---
  {
    name: 'a label for a field the form does not have',
    edits: [{ file: en('screens/entry.md'), find: '  lastName: Last name\n', replace: '  lastName: Last name\n  middleName: Middle name\n' }],
    at: { file: en('screens/entry.md'), line: 'middleName: Middle name' },
    says: /label "middleName" is never shown: form "entry" has no field "middleName"/,
  },
  // --- messages.yaml and errors.yaml ---
  {
    name: "an apostrophe inside a single-quoted message",
    edits: [{ file: en('messages.yaml'), find: "dateInFuture: 'Date cannot be a future date.'", replace: "dateInFuture: 'Date can't be a future date.'" }],
    at: { file: en('messages.yaml'), line: "dateInFuture: 'Date can't" },
    says: /not valid YAML/,
  },
  {
    name: "a validator's message key misspelt",
    edits: [{ file: en('messages.yaml'), find: 'invalidEmailDomain:', replace: 'invalidEmailDomian:' }],
    at: { file: en('messages.yaml'), line: 'invalidEmailDomian:' },
    says: /no form or code reads "invalidEmailDomian" \(did you mean "invalidEmailDomain"\? .*validator/,
  },
  {
    name: "a validator's message deleted",
    edits: [{ file: en('messages.yaml'), find: "dateOlderThan120Years: 'Date cannot be older than 120 years.'\n", replace: '' }],
    at: { file: en('messages.yaml'), line: 1 },
    says: /"dateOlderThan120Years" is missing: the dob\w* validator .* reads it/,
  },
  {
    name: 'a message whose text went to the next line',
    edits: [{ file: en('messages.yaml'), find: "enterCity: 'Enter city'", replace: "enterCity:\n'Enter city'" }],
    at: { file: en('messages.yaml'), line: "'Enter city'" },
    says: /not valid YAML/,
  },
  {
    name: 'a message added that nothing shows',
    edits: [{ file: en('messages.yaml'), find: "enterEmployer: 'Enter employer'\n", replace: "enterEmployer: 'Enter employer'\nenterJobTitle: 'Enter job title'\n" }],
    at: { file: en('messages.yaml'), line: 'enterJobTitle:' },
    says: /no form or code reads "enterJobTitle"/,
  },
  {
    name: 'an error text key misspelt',
    edits: [{ file: en('errors.yaml'), find: 'bankLinkTrouble:', replace: 'bankLinkTroubel:' }],
    at: { file: en('errors.yaml'), line: 'bankLinkTroubel:' },
    says: /no code or error rule reads "bankLinkTroubel" \(did you mean "bankLinkTrouble"\? src\/components\/.*reads it\)/,
  },
  {
    name: 'an error text the code shows deleted',
    edits: [{ file: en('errors.yaml'), find: "requestFailed: 'We could not complete that request. Please try again.'\n", replace: '' }],
    at: { file: en('errors.yaml'), line: 1 },
    says: /"requestFailed" is missing: .* reads it/,
  },
  {
    name: 'an error text added again with new words (the key is already there)',
    edits: [{ file: en('errors.yaml'), find: "phoneNotOnFile: 'Enter the mobile number", replace: "invalidZipCode: 'That zip code is not valid'\nphoneNotOnFile: 'Enter the mobile number" }],
    at: { file: en('errors.yaml'), line: "invalidZipCode: 'That zip code" },
    says: /not valid YAML: Map keys must be unique/,
  },
  // --- site.yaml ---
  {
    name: 'a waiting text key misspelt (a flow handler waits on it)',
    edits: [{ file: en('site.yaml'), find: "  checkingOptions: We're checking your options", replace: "  checkingOption: We're checking your options" }],
    at: { file: en('site.yaml'), line: 'checkingOption:' },
    says: /loading has an unknown key 'checkingOption' \(did you mean 'checkingOptions'\?/,
  },
  {
    name: "the lender's name with ': ' in it, not in quotes",
    edits: [{ file: en('site.yaml'), find: 'lenderName: Harborview Partner Bank', replace: 'lenderName: Harborview Partner Bank: Member FDIC' }],
    at: { file: en('site.yaml'), line: 'lenderName: Harborview' },
    says: /not valid YAML/,
  },
  // --- The Spanish twin ---
  {
    name: 'a Spanish button key misspelt',
    edits: [{ file: es('screens/review_plan.md'), find: '  sign: ', replace: '  sing: ' }],
    at: { file: es('screens/review_plan.md'), line: '  sing: ' },
    says: /'buttons\.sing' is not in content\/en\/screens\/review_plan\.md \(did you mean 'buttons\.sign'\?\)/,
  },
  {
    name: 'a placeholder translated into Spanish',
    edits: [{ file: es('screens/purchase_refunded.md'), find: '{merchantName}', replace: '{nombreDelComercio}' }],
    at: { file: es('screens/purchase_refunded.md'), line: '{nombreDelComercio}' },
    says: /has placeholders .*\{nombreDelComercio\}.*English has .*\{merchantName\}/,
  },
  {
    name: 'a Spanish front matter with ": " in a title',
    edits: [{ file: es('screens/review_plan.md'), find: /^title: .*$/m, replace: 'title: Revise y firme: casi listo' }],
    at: { file: es('screens/review_plan.md'), line: 'title: Revise y firme: casi listo' },
    says: /front matter is not valid YAML/,
  },
  {
    name: 'a Spanish label deleted',
    edits: [{ file: es('screens/review_plan.md'), find: /^ {2}totalPayments: .*\n/m, replace: '' }],
    at: { file: es('screens/review_plan.md'), line: 'labels:' },
    says: /'labels\.totalPayments' is missing \(content\/en\/screens\/review_plan\.md:\d+ has it\)/,
  },
  {
    name: "the Spanish lender's name with ': ' in it",
    edits: [{ file: es('site.yaml'), find: 'lenderName: Harborview Partner Bank', replace: 'lenderName: Harborview Partner Bank: Miembro FDIC' }],
    at: { file: es('site.yaml'), line: 'lenderName: Harborview' },
    says: /not valid YAML/,
  },
  {
    name: 'a placeholder misspelt in a button of a modal',
    edits: [{ file: en('modals/aprInfo.md'), find: '  close: Close', replace: '  close: Close {lendername}' }],
    at: { file: en('modals/aprInfo.md'), line: '{lendername}' },
    says: /\{lendername\} is not a value.*did you mean \{lenderName\}\?/,
  },
  {
    name: "a variant's label for a field the form does not have",
    edits: [{ file: en('screens/entry.md'), find: "    subtitle: Use the address where you live now.\n", replace: "    subtitle: Use the address where you live now.\n    labels:\n      county: County\n" }],
    at: { file: en('screens/entry.md'), line: 'county: County' },
    says: /label "county" is never shown: form "entry" has no field "county"/,
  },
];

describe('flows:check: one line for each mistake in content/', () => {
  it.each(mistakes.map((m) => [m.name, m] as const))('%s', (_name, m) => expectOneLine(m));
});
