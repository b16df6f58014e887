import { describe, expect, it } from 'vitest';
import { configMistakes, lineIn } from '../../support/configMistakes';

// The fields a rule or the inquiry table treats apart are named by config, never by the engine's code (issue 47):
// the age rule's state field (a form schema's x-ruleOptions), the zip-without-city pairing and the birth date of
// flows/inquiries.yaml. flows:check holds each name to the fields the form has, one line at the name.
const { checkWith, expectOneLine } = configMistakes();

const S = (id: string) => `schemas/forms/${id}.schema.json`;
const I = 'flows/inquiries.yaml';
const ENTRY_STATE = '"stateField": "stateCode"';
const PREQUAL_DOB = '"dob": {\n      "$ref": "definitions/dob.json"\n    }';
const withOptions = (options: string) => `"dob": {\n      "$ref": "definitions/dob.json",\n      "x-ruleOptions": ${options}\n    }`;

describe('flows:check: the age rule names a field the form has (x-ruleOptions)', () => {
  it('points at the state field the entry form does not have, by file, line and column, offering the near one', () => {
    const { lines, textOf } = checkWith([{ file: S('entry'), edit: (t) => t.replace(ENTRY_STATE, '"stateField": "stateCod"') }]);
    const text = textOf(S('entry'));
    const line = lineIn(text, '"stateField": "stateCod"');
    const column = (text.split('\n')[line - 1] ?? '').indexOf('"stateField"') + 1;
    expect(line).toBeGreaterThan(0);
    expect(lines).toEqual([`${S('entry')}:${line}:${column}: "minimumAge" reads "stateCod" (its stateField), which is not a field of this form (did you mean "stateCode"?)`]);
  });

  it.each([
    {
      name: 'a state field on the prequal entry form, which asks no state',
      edits: [{ file: S('prequal_entry'), find: PREQUAL_DOB, replace: withOptions('{ "minimumAge": { "stateField": "stateCode" } }') }],
      at: { file: S('prequal_entry'), line: '"x-ruleOptions"' },
      says: /"minimumAge" reads "stateCode" \(its stateField\), which is not a field of this form/,
    },
    {
      name: 'a misspelt setting',
      edits: [{ file: S('entry'), find: ENTRY_STATE, replace: '"stateFeild": "stateCode"' }],
      at: { file: S('entry'), line: '"stateFeild"' },
      says: /"minimumAge" has no setting "stateFeild" \(did you mean "stateField"\?\)/,
    },
    {
      name: 'settings for a rule the field does not run',
      edits: [{ file: S('prequal_entry'), find: '"email": {\n      "$ref": "definitions/email.json"\n    }', replace: '"email": {\n      "$ref": "definitions/email.json",\n      "x-ruleOptions": { "minimumAge": { "stateField": "dob" } }\n    }' }],
      at: { file: S('prequal_entry'), line: '"x-ruleOptions"' },
      says: /settings for "minimumAge", a rule this field does not run/,
    },
    {
      name: 'the state field given as a list',
      edits: [{ file: S('entry'), find: ENTRY_STATE, replace: '"stateField": ["stateCode"]' }],
      at: { file: S('entry'), line: '"stateField"' },
      says: /"stateField" of "minimumAge" must be the name of a field of the form/,
    },
  ])('one line for $name', (m) => expectOneLine(m));
});

describe('flows:check: the inquiry table names entry form fields for what the engine treats apart', () => {
  it.each([
    {
      name: 'a zip without a city asking for a field the entry form does not have',
      edits: [{ file: I, find: 'alsoAsk: stateCode', replace: 'alsoAsk: stateCod' }],
      at: { file: I, line: 'alsoAsk: stateCod' },
      says: /"stateCod" is not a field of schemas\/forms\/entry\.schema\.json \(did you mean "stateCode"\?\)/,
    },
    {
      name: 'an askedWithout entry with a misspelt key',
      edits: [{ file: I, find: '    without: city', replace: '    withot: city' }],
      at: { file: I, line: 'withot: city' },
      says: /"withot" is not a key of an askedWithout entry \(did you mean "without"\?\)/,
    },
    {
      name: 'a birth date field the entry form does not have',
      edits: [{ file: I, find: 'dobField: dob', replace: 'dobField: birthDate' }],
      at: { file: I, line: 'dobField: birthDate' },
      says: /"birthDate" is not a field of schemas\/forms\/entry\.schema\.json/,
    },
  ])('one line for $name', (m) => expectOneLine(m));
});
