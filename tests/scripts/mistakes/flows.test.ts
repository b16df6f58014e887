import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { configMistakes, lineIn, repo, type Mistake } from '../../support/configMistakes';

// Realistic mistakes in the flow files, each of which flows:check must report in one line at the right place.
const { expectOneLine } = configMistakes();

const B = 'flows/borrower.yaml';
const P = 'flows/prequal.yaml';
const C = 'flows/common.yaml';
const I = 'flows/inquiries.yaml';
const E = 'flows/errors.yaml';
/** The line `n` lines below the first containing `needle` in the real file (for a key whose own text recurs). */
const below = (file: string, needle: string, n: number) => lineIn(readFileSync(join(repo, file), 'utf8'), needle) + n;
const CONFIRM_LATER = '      confirmLater:\n        action: confirmLater\n        next:\n          - goto: purchase_confirm_reminder';

const mistakes: Mistake[] = [
  // A wrong code's transition (clear:): the field and the text it says are held against the form and errors.yaml.
  {
    name: 'a cleared field the pin form does not have',
    edits: [{ file: P, find: 'clear: { pin: invalidVerificationCode }', replace: 'clear: { pn: invalidVerificationCode }' }],
    at: { file: P, line: 'clear: { pn: invalidVerificationCode }' },
    says: /"pn" is not a field of form "pin" \(pin\) \(did you mean "pin"\?\)/,
  },
  {
    name: 'a cleared field saying a text errors.yaml does not have',
    edits: [{ file: P, find: 'clear: { pin: invalidVerificationCode }', replace: 'clear: { pin: invalidVerificatonCode }' }],
    at: { file: P, line: 'clear: { pin: invalidVerificatonCode }' },
    says: /"invalidVerificatonCode" is not a text of content\/en\/errors\.yaml \(did you mean "invalidVerificationCode"\?\)/,
  },
  // Names: a typo is its own line; the screen it should have led to is not "never reached" as well.
  {
    name: 'a transition to a mistyped screen',
    edits: [{ file: B, find: 'goto: purchase_confirm_reminder', replace: 'goto: purchase_confirm_remindr' }],
    at: { file: B, line: 'goto: purchase_confirm_remindr' },
    says: /"purchase_confirm_remindr" is not a screen of the borrower journey \(did you mean "purchase_confirm_reminder"\?\)/,
  },
  {
    name: 'a routing rule to a mistyped screen that only it leads to',
    edits: [{ file: B, find: 'goto: purchase_refunded', replace: 'goto: purchase_refundd' }],
    at: { file: B, line: 'goto: purchase_refundd' },
    says: /"purchase_refundd" is not a screen .*did you mean "purchase_refunded"/,
  },
  {
    name: 'a borrower action named in the prequal flow (it would run on a loan application that is not there)',
    edits: [{ file: P, find: 'action: prequalSelectOffer', replace: 'action: selectOffer' }],
    at: { file: P, line: 'action: selectOffer' },
    says: /action "selectOffer" is not an action of the prequal journey \(engine\/actions\/registry\.ts\)/,
  },
  {
    name: 'a prequal routing rule to a mistyped screen',
    edits: [{ file: P, find: 'goto: prequal_declined', replace: 'goto: prequal_decline' }],
    at: { file: P, line: 'goto: prequal_decline' },
    says: /"prequal_decline" is not a screen of the prequal journey \(did you mean "prequal_declined"\?\)/,
  },
  {
    // A second place for where a missing token goes, which no decision read: errors.missingToken is the one.
    name: 'a session.missingToken (a missing session token is an error: errors.missingToken routes it)',
    edits: [{ file: P, find: "  absolute: session_absolute_expiration\n  query:", replace: "  absolute: session_absolute_expiration\n  missingToken: prequal_canceled\n  query:" }],
    at: { file: P, line: 'missingToken: prequal_canceled' },
    says: /"missingToken" is not a key of a session: \(idle, absolute, query\)/,
  },
  {
    name: 'a mistyped screen in the errors table',
    edits: [{ file: B, find: 'lockout: account_locked', replace: 'lockout: acount_locked' }],
    at: { file: B, line: 'lockout: acount_locked' },
    says: /"acount_locked" is not a screen .*did you mean "account_locked"/,
  },
  {
    name: 'an include of a mistyped file',
    edits: [{ file: B, find: 'include: [common]', replace: 'include: [comon]' }],
    at: { file: B, line: 'include: [comon]' },
    says: /included flow "comon" .*did you mean "common"/,
  },
  {
    name: 'the shared screens file removed (both journeys include it)',
    edits: [{ file: C, remove: true }],
    at: { file: B, line: 'include: [common]' },
    says: /included flow "common" \(flows\/common\.yaml\) was not found/,
  },
  {
    name: 'a screen id with a hyphen, still named with an underscore by a rule',
    edits: [{ file: B, find: '  prequal_back:\n', replace: '  prequal-back:\n' }],
    at: { file: B, line: '  prequal-back:' },
    says: /"prequal-back" is not a screen id/,
  },

  // Shape: the format's words, one line, and the checks that read the broken part stay quiet.
  {
    name: 'a handler without next, the only way to its screen (once a stack trace)',
    edits: [{ file: B, find: CONFIRM_LATER, replace: '      confirmLater:\n        action: confirmLater' }],
    at: { file: B, line: '      confirmLater:' },
    says: /the handler "confirmLater" needs next:/,
  },
  {
    name: 'next: left empty',
    edits: [{ file: B, find: CONFIRM_LATER, replace: '      confirmLater:\n        action: confirmLater\n        next:' }],
    at: { file: B, line: below(B, '      confirmLater:', 2) },
    says: /next: is empty: it must be a list/,
  },
  {
    name: 'next: written as a mapping, not a list',
    edits: [{ file: B, find: CONFIRM_LATER, replace: '      confirmLater:\n        action: confirmLater\n        next:\n          goto: purchase_confirm_reminder' }],
    at: { file: B, line: below(B, '      confirmLater:', 2) },
    says: /next: must be a list, not a mapping/,
  },
  {
    name: 'an unknown operator in a when:',
    edits: [{ file: B, find: 'rejectReasons: { hasAny: [STALE_APPLICATION', replace: 'rejectReasons: { hasAnyOf: [STALE_APPLICATION' }],
    at: { file: B, line: 'hasAnyOf' },
    says: /unknown operator "hasAnyOf" \(did you mean "hasAny"\?\)/,
  },
  {
    name: 'a when: written as a word, not a mapping',
    edits: [{ file: B, find: 'when: { refunded: true }', replace: 'when: refunded' }],
    at: { file: B, line: 'when: refunded' },
    says: /when: must be a mapping/,
  },
  {
    name: 'a screen path without its leading slash (the fixtures that expect it stay quiet)',
    edits: [{ file: B, find: 'path: /purchase_refunded', replace: 'path: purchase_refunded' }],
    at: { file: B, line: 'path: purchase_refunded' },
    says: /the screen path "purchase_refunded" must start with "\/"/,
  },
  {
    name: 'two screens with the same path',
    edits: [{ file: B, find: 'path: /merchant_expired', replace: 'path: /merchant_declined' }],
    at: { file: B, line: below(B, '  merchant_expired:', 1) },
    says: /path "\/merchant_declined" is also the path of screen "merchant_declined"/,
  },
  {
    name: 'final: indented too little, out of its screen',
    edits: [{ file: B, find: '    path: /purchase_refunded\n    guard: loanApplication\n    final: true', replace: '    path: /purchase_refunded\n    guard: loanApplication\n  final: true' }],
    at: { file: B, line: below(B, '  purchase_refunded:', 3) },
    says: /"final" is under screens: but is not a screen.*indented too little/,
  },
  {
    name: "a rule's goto: indented too far, into its when:",
    edits: [{ file: B, find: '        - profileFound: true\n    goto: phone', replace: '        - profileFound: true\n      goto: phone' }],
    at: { file: B, line: '      goto: phone' },
    says: /"goto:" is inside when:, so the routing rule has no goto:/,
  },
  {
    name: 'modals: given one name, not a list',
    edits: [{ file: B, find: 'modals: [loanOffer]', replace: 'modals: loanOffer' }],
    at: { file: B, line: 'modals: loanOffer' },
    says: /modals: must be a list, not "loanOffer"/,
  },
  {
    name: 'value: misspelt in a progress rule (not also "needs value:")',
    edits: [{ file: B, find: '        value: 12.5', replace: '        vlaue: 12.5' }],
    at: { file: B, line: 'vlaue: 12.5' },
    says: /"vlaue" is not a key of a progress rule \(did you mean "value"\?\)/,
  },
  {
    name: 'on: written as a list (its buttons stay quiet)',
    edits: [{ file: B, find: '    on:\n      lock:', replace: '    on:\n      - lock:' }],
    at: { file: B, line: below(B, '  offer_lock:', 8) },
    says: /on: must be a mapping/,
  },
  {
    name: 'a progress over 100',
    edits: [{ file: B, find: 'progress: 87.5', replace: 'progress: 875' }],
    at: { file: B, line: 'progress: 875' },
    says: /progress: 875 must be at most 100/,
  },
  {
    name: 'a mistyped journey (the journey does not compile; fixtures stay quiet)',
    edits: [{ file: B, find: 'journey: borrower', replace: 'journey: borower' }],
    at: { file: B, line: 'journey: borower' },
    says: /journey: "borower" is not one of borrower, prequal, common \(did you mean "borrower"\?\)/,
  },

  // YAML: the first error of the file only, and nothing that needs the file speaks.
  {
    name: 'an unclosed brace in the borrower flow',
    edits: [{ file: B, find: 'when: { status: CANCELED }', replace: 'when: { status: CANCELED ' }],
    at: { file: B, line: 'when: { status: CANCELED ' },
    says: /YAML syntax: a '\{' opened here is not closed on its line/,
  },
  {
    name: 'a tab indenting a line',
    edits: [{ file: B, find: '    path: /purchase_refunded', replace: '\tpath: /purchase_refunded' }],
    at: { file: B, line: '\tpath: /purchase_refunded' },
    says: /a tab character indents this line: YAML indents with spaces only/,
  },
  {
    name: 'a key given twice in one screen',
    edits: [{ file: B, find: '    path: /purchase_refunded\n', replace: '    path: /purchase_refunded\n    path: /refunded\n' }],
    at: { file: B, line: 'path: /refunded' },
    says: /"path" appears twice in the same mapping/,
  },
  {
    name: 'a YAML slip in the shared screens (both journeys include them)',
    edits: [{ file: C, find: '    path: /account_locked', replace: '    path: /account_locked: yes' }],
    at: { file: C, line: 'path: /account_locked: yes' },
    says: /YAML syntax: .*\(a text that contains ': ' must be in quotes\)/,
  },

  // flows/inquiries.yaml: its own lines, fields held to the entry form, no cascade into the journeys or fixtures.
  {
    name: 'a YAML slip in inquiries.yaml (once a cascade of fixture path errors)',
    edits: [{ file: I, find: '  BORROWER_PROVIDED_BORROWER_ZIP: zip', replace: '  BORROWER_PROVIDED_BORROWER_ZIP: zip: code' }],
    at: { file: I, line: 'zip: code' },
    says: /YAML syntax: /,
  },
  {
    name: 'a mistyped inquiry type',
    edits: [{ file: I, find: 'BORROWER_PROVIDED_BORROWER_EMAIL: email', replace: 'BORROWER_PROVIDED_BORROWER_EMIAL: email' }],
    at: { file: I, line: 'BORROWER_PROVIDED_BORROWER_EMIAL' },
    says: /"BORROWER_PROVIDED_BORROWER_EMIAL" is not an inquiry type .*did you mean "BORROWER_PROVIDED_BORROWER_EMAIL"/,
  },
  {
    name: 'an inquiry type mapped to a field the entry form does not have',
    edits: [{ file: I, find: 'BORROWER_PROVIDED_BORROWER_EMPLOYER: employer', replace: 'BORROWER_PROVIDED_BORROWER_EMPLOYER: employr' }],
    at: { file: I, line: 'employr' },
    says: /"employr" is not a field of schemas\/forms\/entry\.schema\.json \(did you mean "employer"\?\)/,
  },
  {
    name: 'a misspelt field in the entry order',
    edits: [{ file: I, find: '  - employer\n', replace: '  - employeer\n' }],
    at: { file: I, line: '  - employeer' },
    says: /"employeer" is not a field of .*did you mean "employer"/,
  },
  {
    name: 'one field name where a list is expected',
    edits: [{ file: I, find: 'neverRequired: [addressSecondaryNumber]', replace: 'neverRequired: addressSecondaryNumber' }],
    at: { file: I, line: 'neverRequired: addressSecondaryNumber' },
    says: /neverRequired: must be a list of field names/,
  },
  {
    name: 'an inquiry type listed twice',
    edits: [{ file: I, find: '  BORROWER_PROVIDED_BORROWER_ZIP: zip\n', replace: '  BORROWER_PROVIDED_BORROWER_ZIP: zip\n  BORROWER_PROVIDED_BORROWER_ZIP: zipCode\n' }],
    at: { file: I, line: 'zipCode' },
    says: /"BORROWER_PROVIDED_BORROWER_ZIP" appears twice/,
  },

  // flows/errors.yaml: its lines, with the field and the text a rule names held to the forms and the copy.
  {
    name: 'an error rule naming a field no form has',
    edits: [{ file: E, find: 'field: stateCode', replace: 'field: state' }],
    at: { file: E, line: 'field: state' },
    says: /"state" is not a field of any form/,
  },
  {
    name: 'an error rule naming a text the copy does not have',
    edits: [{ file: E, find: 'code: invalidZipCode', replace: 'code: invalidZipcode' }],
    at: { file: E, line: 'code: invalidZipcode' },
    says: /code "invalidZipcode" has no text in content\/en\/errors\.yaml \(did you mean "invalidZipCode"\?\)/,
  },
  {
    name: 'an error rule with an unknown kind',
    edits: [{ file: E, find: 'kind: lockout', replace: 'kind: locked' }],
    at: { file: E, line: 'kind: locked' },
    says: /kind must be one of field, screen, expired, lockout, inactivity, general/,
  },
  {
    name: 'an error rule with field: misspelt (not also "field is required")',
    edits: [{ file: E, find: 'field: stateCode', replace: 'feild: stateCode' }],
    at: { file: E, line: 'feild: stateCode' },
    says: /unknown key 'feild' \(did you mean 'field'\?/,
  },
  {
    name: 'the direct marker on a step that does not go to the link route (it would do nothing)',
    edits: [{ file: B, find: '          - goto: $entry\n            direct: true', replace: '          - goto: $status\n            direct: true' }],
    at: { file: B, line: 'direct: true' },
    says: /direct: true marks a move to the link route, and this step goes to "\$status": write goto: \$entry, or drop direct/,
  },
];

describe('flows:check: one line for each mistake in flows/', () => {
  it.each(mistakes.map((m) => [m.name, m] as const))('%s', (_name, m) => expectOneLine(m));
});
