import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configMistakes, lineIn, repo, type Mistake } from '../../support/configMistakes';

// Realistic mistakes in the form schemas and UI schemas (schemas/forms/), each of which flows:check must report in
// one line at the right place: not also as a stale precompiled validator, nor in the screens that show the form,
// nor in the fixtures that fill it.
const { checkWith, expectOneLine } = configMistakes();

const S = (id: string) => `schemas/forms/${id}.schema.json`;
const U = (id: string) => `schemas/forms/${id}.ui.json`;
const P = 'flows/prequal.yaml';
const ADDRESS_SUBMIT = '        action: prequalSubmitAddress\n';
/** The line `n` lines below the first containing `needle` in the real file (for a key whose own text recurs). */
const below = (file: string, needle: string, n: number) => lineIn(readFileSync(join(repo, file), 'utf8'), needle) + n;

/** A question with several answers (trades) added to the completion date form, its label in both locales, drawn by `widget`. */
function withTrades(widget: string): Mistake['edits'] {
  const labels = (locale: string, words: string) => ({ file: `content/${locale}/screens/purchase_confirm_pending.md`, find: 'labels:\n', replace: `labels:\n  trades: ${words}\n` });
  return [
    { file: S('completion_date'), find: '"properties": {\n', replace: '"properties": {\n    "trades": { "type": "array", "items": { "type": "string", "enum": ["plumbing", "roofing"] }, "uniqueItems": true },\n' },
    { file: U('completion_date'), find: '{\n', replace: `{\n  "trades": { "ui:widget": "${widget}" },\n` },
    labels('en', 'Your trades'),
    labels('es-US', 'Sus oficios'),
  ];
}

/** A field of the shared business vocabulary (schemas/forms/definitions/) added to the completion date form, its label in both locales. */
function withBusinessField(field: string, schema: string, ui: string): Mistake['edits'] {
  const labels = (locale: string, words: string) => ({ file: `content/${locale}/screens/purchase_confirm_pending.md`, find: 'labels:\n', replace: `labels:\n  ${field}: ${words}\n` });
  return [
    { file: S('completion_date'), find: '"properties": {\n', replace: `"properties": {\n    "${field}": ${schema},\n` },
    { file: U('completion_date'), find: '{\n', replace: `{\n  "${field}": ${ui},\n` },
    labels('en', 'Your business'),
    labels('es-US', 'Su empresa'),
  ];
}
const D = (name: string) => `schemas/forms/definitions/${name}.json`;

const mistakes: Mistake[] = [
  // JSON slips: one line, and nothing that needs the form speaks.
  {
    name: 'a trailing comma in the entry form (which every fixture fills)',
    edits: [{ file: S('entry'), find: '"additionalProperties": false,', replace: '"additionalProperties": false,,' }],
    at: { file: S('entry'), line: '"additionalProperties": false,,' },
    says: /not valid JSON/,
  },
  {
    name: 'a missing comma in a schema',
    edits: [{ file: S('prequal_address'), find: '"additionalProperties": false,', replace: '"additionalProperties": false' }],
    at: { file: S('prequal_address'), line: below(S('prequal_address'), '"additionalProperties": false,', 0) },
    says: /not valid JSON \(a ',' is missing at the end of this line, before the next key\)/,
  },
  {
    name: 'a missing comma in a UI schema',
    edits: [{ file: U('pin'), find: '"ui:widget": "pin",', replace: '"ui:widget": "pin"' }],
    at: { file: U('pin'), line: '"ui:widget": "pin"' },
    says: /a ',' is missing at the end of this line/,
  },
  {
    name: 'a key given twice in a schema (JSON keeps the last without a word)',
    edits: [{ file: S('pin'), find: '"maxLength": 4,', replace: '"maxLength": 4,\n      "maxLength": 5,' }],
    at: { file: S('pin'), line: '"maxLength": 5,' },
    says: /"maxLength" appears twice in the same object/,
  },
  {
    name: 'a key given twice in a UI schema',
    edits: [{ file: U('phone'), find: '"ui:filter": "phone",', replace: '"ui:filter": "phone",\n    "ui:filter": "zip",' }],
    at: { file: U('phone'), line: '"ui:filter": "zip"' },
    says: /"ui:filter" appears twice in the same object/,
  },

  // JSON Schema's own rules: the schema's words, one line, no stale validator, no UI or copy echoes.
  {
    name: 'a mistyped type',
    edits: [{ file: S('pin'), find: '"type": "string"', replace: '"type": "strng"' }],
    at: { file: S('pin'), line: '"type": "strng"' },
    says: /"type" cannot be "strng": it is one of .*\(did you mean "string"\?\)/,
  },
  {
    name: 'a number written as text',
    edits: [{ file: S('pin'), find: '"maxLength": 4', replace: '"maxLength": "4"' }],
    at: { file: S('pin'), line: '"maxLength": "4"' },
    says: /"maxLength" must be a whole number, not "4"/,
  },
  {
    name: 'required given one name, not a list',
    edits: [{ file: S('pin'), find: '"required": [\n    "pin"\n  ]', replace: '"required": "pin"' }],
    at: { file: S('pin'), line: '"required": "pin"' },
    says: /"required" must be a list, not "pin"/,
  },
  {
    name: 'properties given as a list',
    edits: [{ file: S('completion_date'), find: /"properties": \{[\s\S]*\}\n\}/, replace: '"properties": []\n}' }],
    at: { file: S('completion_date'), line: '"properties": []' },
    says: /"properties" must be an object/,
  },
  {
    name: 'a required field the form does not have',
    edits: [{ file: S('pin'), find: '"required": [\n    "pin"\n  ]', replace: '"required": [\n    "pn"\n  ]' }],
    at: { file: S('pin'), line: '"pn"' },
    says: /"pn" is required but is not a field of the form \(did you mean "pin"\?\)/,
  },
  {
    name: 'a pattern that is not a regular expression',
    edits: [{ file: S('pin'), find: '"pattern": "^\\\\d{4}$"', replace: '"pattern": "^\\\\d{4$"' }],
    at: { file: S('pin'), line: '"pattern"' },
    says: /the pattern is not a regular expression/,
  },
  {
    name: 'a mistyped format (the date would pass unchecked)',
    edits: [{ file: S('completion_date'), find: '"format": "date"', replace: '"format": "dat"' }],
    at: { file: S('completion_date'), line: '"format": "dat"' },
    says: /unknown format "dat" \(did you mean "date"\?\)/,
  },
  {
    name: 'a form schema whose type is not object',
    edits: [{ file: S('pin'), find: '"type": "object"', replace: '"type": "objects"' }],
    at: { file: S('pin'), line: '"type": "objects"' },
    says: /a form schema is an object with "type": "object" and "properties"/,
  },

  // Our keywords: rules and messages.
  {
    name: 'x-rules given one name, not a list',
    edits: [{ file: S('completion_date'), find: '"x-rules": [\n        "completionDate"\n      ]', replace: '"x-rules": "completionDate"' }],
    at: { file: S('completion_date'), line: '"x-rules"' },
    says: /"x-rules" must be a list of rule names/,
  },
  {
    name: 'a mistyped rule (no "stale validator" line as well)',
    edits: [{ file: S('completion_date'), find: '"completionDate"\n      ]', replace: '"completiondate"\n      ]' }],
    at: { file: S('completion_date'), line: '"completiondate"' },
    says: /unknown rule "completiondate" \(did you mean "completionDate"\?\)/,
  },
  {
    name: 'a mistyped message code',
    edits: [{ file: S('pin'), find: '"required": "enterVerificationCode"', replace: '"required": "enterVerifcationCode"' }],
    at: { file: S('pin'), line: 'enterVerifcationCode' },
    says: /message "enterVerifcationCode" is not in content\/en\/messages\.yaml \(did you mean "enterVerificationCode"\?\)/,
  },
  {
    name: 'a message for a misspelt rule',
    edits: [{ file: S('pin'), find: '"required": "enterVerificationCode"', replace: '"requird": "enterVerificationCode"' }],
    at: { file: S('pin'), line: '"requird"' },
    says: /"requird" is not a rule a message can be given for \(did you mean "required"\?\)/,
  },

  // The screen's copy.
  {
    name: 'a new field without a label in the screen copy',
    edits: [{ file: S('completion_date'), find: '"properties": {\n', replace: '"properties": {\n    "notes": { "type": "string", "maxLength": 200 },\n' }],
    at: { file: 'content/en/screens/purchase_confirm_pending.md', line: 'labels:' },
    says: /no label "notes" for field "notes" of form "completion_date"/,
  },
  {
    name: 'a removed schema a screen still shows (not also an orphaned validator)',
    edits: [{ file: S('completion_date'), remove: true }],
    at: { file: 'flows/borrower.yaml', line: 'form: completion_date' },
    says: /form "completion_date" does not exist/,
  },

  // UI schemas.
  {
    name: 'a UI schema naming a field the schema does not have',
    edits: [{ file: U('prequal_address'), find: '  "city": {', replace: '  "cty": {' }],
    at: { file: U('prequal_address'), line: '"cty": {' },
    says: /"cty" is not a field of schemas\/forms\/prequal_address\.schema\.json \(did you mean "city"\?\)/,
  },
  {
    name: 'ui:order naming a field the schema does not have (not also "leaves out city")',
    edits: [{ file: U('prequal_address'), find: '    "city",', replace: '    "cty",' }],
    at: { file: U('prequal_address'), line: '"cty",' },
    says: /ui:order names "cty", which is not a field of the schema \(did you mean "city"\?\)/,
  },
  {
    name: 'ui:order leaving a field out (rjsf would refuse to draw the form)',
    edits: [{ file: U('signing'), find: '"ssn4",\n    "reviewed"', replace: '"ssn4"' }],
    at: { file: U('signing'), line: '"ui:order"' },
    says: /ui:order leaves out "reviewed"/,
  },
  {
    name: 'an unknown widget',
    edits: [{ file: U('pin'), find: '"ui:widget": "pin"', replace: '"ui:widget": "pincode"' }],
    at: { file: U('pin'), line: '"ui:widget": "pincode"' },
    says: /unknown widget "pincode"/,
  },
  {
    name: 'a mistyped value a field starts from',
    edits: [{ file: U('phone'), find: '"mobileNumber"]', replace: '"mobilNumber"]' }],
    at: { file: U('phone'), line: '"ui:prefillFrom"' },
    says: /unknown value to prefill from "mobilNumber" \(did you mean "mobileNumber"\?\)/,
  },
  {
    name: 'ui:prefillFrom given one name, not a list',
    edits: [{ file: U('prequal_amount'), find: '["requestedLoanAmount", "maximumLoanAmount"]', replace: '"maximumLoanAmount"' }],
    at: { file: U('prequal_amount'), line: '"ui:prefillFrom"' },
    says: /ui:prefillFrom must list the values the field starts from/,
  },
  {
    name: 'a mistyped filter',
    edits: [{ file: U('phone'), find: '"ui:filter": "phone"', replace: '"ui:filter": "phones"' }],
    at: { file: U('phone'), line: '"ui:filter": "phones"' },
    says: /unknown filter "phones" \(did you mean "phone"\?\)/,
  },
  {
    name: 'a UI key in the wrong case',
    edits: [{ file: U('phone'), find: '"ui:inputmode": "tel"', replace: '"ui:inputMode": "tel"' }],
    at: { file: U('phone'), line: '"ui:inputMode"' },
    says: /unknown UI key "ui:inputMode" \(did you mean "ui:inputmode"\?\)/,
  },
  {
    name: 'a mistyped behaviour',
    edits: [{ file: U('pin'), find: '"autoSubmit"', replace: '"autosubmit"' }],
    at: { file: U('pin'), line: '"autosubmit"' },
    says: /unknown behaviour "autosubmit" \(did you mean "autoSubmit"\?\)/,
  },
  {
    name: 'ui:behaviours given one name, not a list',
    edits: [{ file: U('pin'), find: '"ui:behaviours": [\n      "autoSubmit",\n      "quietWhenEmpty"\n    ]', replace: '"ui:behaviours": "autoSubmit"' }],
    at: { file: U('pin'), line: '"ui:behaviours"' },
    says: /ui:behaviours must be a list, such as \["autoSubmit"\]/,
  },
  {
    name: "a mistyped part of the birth date's UI",
    edits: [{ file: U('entry'), find: '"dobMonth": {', replace: '"dobMonht": {' }],
    at: { file: U('entry'), line: '"dobMonht"' },
    says: /"dobMonht" is not a part of "dob" \(did you mean "dobMonth"\?\)/,
  },
  {
    name: "a field's UI given as a word, not an object",
    edits: [{ file: U('email_confirm'), find: /"verifiedEmail": \{[\s\S]*?\n {2}\}/, replace: '"verifiedEmail": "email"' }],
    at: { file: U('email_confirm'), line: '"verifiedEmail"' },
    says: /the UI of "verifiedEmail" must be an object of ui: keys/,
  },
  // A prequal question screen saves with the prequalification: its save: map is held to what PATCH /prequals takes.
  {
    name: 'a prequal screen saving to a field only the loan application has',
    edits: [{ file: P, find: ADDRESS_SUBMIT, replace: '        action: saveAnswers\n        save:\n          city: employer\n' }],
    at: { file: P, line: 'city: employer' },
    says: /"employer" is not a prequalification field the API accepts; use answers\.city for a new question/,
  },
  // The HTML standard's autofill tokens: a browser ignores any other word, and the borrower types it all again.
  {
    name: 'an autocomplete token spelt with an underscore',
    edits: [{ file: U('entry'), find: '"ui:autocomplete": "given-name"', replace: '"ui:autocomplete": "given_name"' }],
    at: { file: U('entry'), line: '"given_name"' },
    says: /ui:autocomplete "given_name": "given_name" is not an autofill token of the HTML standard \(did you mean "given-name"\?\)/,
  },
  {
    name: 'an autocomplete kind of phone before a field that is not a phone',
    edits: [{ file: U('entry'), find: '"ui:autocomplete": "postal-code"', replace: '"ui:autocomplete": "home postal-code"' }],
    at: { file: U('entry'), line: '"home postal-code"' },
    says: /"home" goes only before a phone, email or impp field .*not before "postal-code"/,
  },
  // A widget by the field's type: a list of choices is drawn by checkboxes, never by checkbox.
  {
    name: 'a widget misspelt on a list field (offered checkboxes, not checkbox)',
    edits: withTrades('checkboxs'),
    at: { file: U('completion_date'), line: '"checkboxs"' },
    says: /unknown widget "checkboxs" \(did you mean "checkboxes"\?\)/,
  },
  {
    name: 'a yes/no widget on a list field',
    edits: withTrades('checkbox'),
    at: { file: U('completion_date'), line: '"ui:widget": "checkbox"' },
    says: /widget "checkbox" cannot draw a list field \("type": "array"\): use checkboxes/,
  },
  // The shared vocabulary of the prequal spec's section 5 (issue 23): a slip in a name is offered the name meant.
  {
    name: 'a shared definition misspelt in a form',
    edits: withBusinessField('website', '{ "$ref": "definitions/webiste.json" }', '{ "ui:inputmode": "url" }'),
    at: { file: S('completion_date'), line: 'definitions/webiste.json' },
    says: /names no shared definition \(schemas\/forms\/definitions\/webiste\.json does not exist; did you mean "definitions\/website\.json"\?\)/,
  },
  {
    name: 'the EIN filter misspelt',
    edits: withBusinessField('ein', '{ "$ref": "definitions/ein.json" }', '{ "ui:filter": "eni", "ui:format": "ein", "ui:parse": "einDigits" }'),
    at: { file: U('completion_date'), line: '"eni"' },
    says: /unknown filter "eni" \(did you mean "ein"\?\)/,
  },
  {
    name: 'the EIN parser misspelt',
    edits: withBusinessField('ein', '{ "$ref": "definitions/ein.json" }', '{ "ui:filter": "ein", "ui:format": "ein", "ui:parse": "einDigit" }'),
    at: { file: U('completion_date'), line: '"einDigit"' },
    says: /unknown parser "einDigit" \(did you mean "einDigits"\?\)/,
  },
  {
    name: 'the ownership format misspelt',
    edits: withBusinessField('ownership', '{ "$ref": "definitions/ownership.json" }', '{ "ui:filter": "ownership", "ui:format": "ownrship" }'),
    at: { file: U('completion_date'), line: '"ownrship"' },
    says: /unknown format "ownrship" \(did you mean "ownership"\?\)/,
  },
  {
    name: 'a rule misspelt in a shared definition no form uses yet',
    edits: [{ file: D('industry'), find: '"safeText"', replace: '"safetext"' }],
    at: { file: D('industry'), line: '"safetext"' },
    says: /unknown rule "safetext" \(did you mean "safeText"\?\)/,
  },
  {
    name: 'a message misspelt in a shared definition no form uses yet',
    edits: [{ file: D('doingBusinessAs'), find: '"typeAtLeast3Characters"', replace: '"typeAtLeast3Charaters"' }],
    at: { file: D('doingBusinessAs'), line: '"typeAtLeast3Charaters"' },
    says: /message "typeAtLeast3Charaters" is not in content\/en\/messages\.yaml \(did you mean "typeAtLeast3Characters"\?\)/,
  },
  {
    name: 'a pattern that is not a regular expression in a shared definition no form uses yet',
    edits: [{ file: D('routingNumber'), find: '"^\\\\d{9}$"', replace: '"^\\\\d{9$"' }],
    at: { file: D('routingNumber'), line: '"pattern"' },
    says: /the pattern is not a regular expression/,
  },
];

describe('flows:check: one line for each mistake in schemas/forms/', () => {
  it.each(mistakes.map((m) => [m.name, m] as const))('%s', (_name, m) => expectOneLine(m));

  it('takes a prequal screen saving to answers.<name> or to a field the prequalification has', () => {
    const save = '        action: saveAnswers\n        save:\n          streetAddress1: answers.street\n          city: city\n';
    expect(checkWith([{ file: P, find: ADDRESS_SUBMIT, replace: save }]).lines).toEqual([]);
  });
});
