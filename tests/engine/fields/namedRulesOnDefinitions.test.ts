import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { messageFor } from '../../../engine/fields/messageFor';
import type { FormSchema } from '../../../engine/forms/FormDefinition';
import { formIssues, ruleIssue } from '../../../engine/forms/formIssues';
import { definitions, loadForm } from '../forms/support';

// What a careful lender checks beyond the spec (issue 36), as the shared definitions carry it: the ABA checksum on
// every routing number, the age of majority on every date of birth, each said in the borrower's language with the
// words product wrote (content/<locale>/messages.yaml).
const TODAY = new Date(2026, 10, 24, 12);
const messagesOf = (locale: string) => parse(readFileSync(new URL(`../../../content/${locale}/messages.yaml`, import.meta.url), 'utf8')) as Record<string, string>;
const en = messagesOf('en');
const es = messagesOf('es-US');
const dob = (dobMonth: string, dobDay: string, dobYear: string) => ({ dobMonth, dobDay, dobYear });

describe('definitions/routingNumber.json: the ABA checksum, a named rule', () => {
  const routing = definitions['definitions/routingNumber.json'] as FormSchema;

  it('refuses 9 digits whose checksum fails, with its message in English and Spanish, and takes a real one', () => {
    expect(routing['x-rules']).toContain('abaRouting');
    const issue = ruleIssue(routing, '123456789', { today: TODAY });
    expect(issue).not.toBeNull();
    expect(messageFor(issue!, en)).toBe(en.routingNumberChecksum);
    expect(messageFor(issue!, es)).toBe(es.routingNumberChecksum);
    expect(es.routingNumberChecksum).not.toBe(en.routingNumberChecksum);
    expect(ruleIssue(routing, '021000021', { today: TODAY })).toBeNull();
  });
});

describe('definitions/dob.json: old enough to apply, in both journeys', () => {
  it('reads its ages from a table product edits, held to its editor schema (schemas/editor/minimumAge.schema.json)', () => {
    const json = (path: string) => JSON.parse(readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8')) as Record<string, unknown>;
    const validate = new Ajv2020({ strict: false }).compile(json('schemas/editor/minimumAge.schema.json'));
    expect(validate(json('schemas/forms/config/minimumAge.json'))).toBe(true);
    expect(validate({ default: 18, byState: { ms: 21 } })).toBe(false);
    expect(validate({ default: 18, byState: { MS: '21' } })).toBe(false);
  });

  it.each(['entry', 'prequal_entry'])('%s: a 17-year-old is told on the field they must be 18, in English and Spanish', async (form) => {
    const def = await loadForm(form);
    const issue = formIssues(def, { dob: dob('11', '25', '2008') }, { today: TODAY }).dob;
    expect(issue).toEqual({ code: 'tooYoungToApply', params: { age: '18' } });
    expect(messageFor(issue!, en)).toBe(en.tooYoungToApply!.replace('{age}', '18'));
    expect(messageFor(issue!, es)).toBe(es.tooYoungToApply!.replace('{age}', '18'));
    expect(formIssues(def, { dob: dob('11', '24', '2008') }, { today: TODAY }).dob).toBeUndefined();
  });

  it('entry (it asks the state): 21 in Mississippi, 19 in Alabama and Nebraska, from the form\'s state', async () => {
    const def = await loadForm('entry');
    const said = (stateCode: string, birth: ReturnType<typeof dob>) => {
      const answers = { dob: birth, stateCode };
      return formIssues(def, answers, { today: TODAY, answers }).dob ?? null;
    };
    expect(said('MS', dob('06', '01', '2006'))).toEqual({ code: 'tooYoungToApply', params: { age: '21' } });
    expect(said('MS', dob('11', '24', '2005'))).toBeNull();
    expect(said('AL', dob('01', '01', '2008'))).toEqual({ code: 'tooYoungToApply', params: { age: '19' } });
    expect(said('NE', dob('01', '01', '2008'))).toEqual({ code: 'tooYoungToApply', params: { age: '19' } });
    expect(said('IL', dob('01', '01', '2008'))).toBeNull();
  });
});

describe('definitions/personName.json: at least 2 characters (prequal spec, shared validators)', () => {
  it.each(['entry', 'prequal_entry'])('%s: takes "J." and "Lu", refuses "J" and ".." with "Two letters minimum"', async (form) => {
    const def = await loadForm(form);
    const said = (firstName: string) => formIssues(def, { firstName }, { today: TODAY }).firstName?.code ?? null;
    expect(said('J.')).toBeNull();
    expect(said('Lu')).toBeNull();
    expect(said("O'")).toBeNull();
    expect(said('J')).toBe('twoLettersMinimum');
    expect(said('..')).toBe('twoLettersMinimum');
    expect(said('J ')).toBe('twoLettersMinimum');
    expect(en.twoLettersMinimum).toBe('Two letters minimum');
  });
});
