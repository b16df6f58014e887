// The rules the app enforces beyond the specs (docs/spec-trace.yaml, beyond:), held where no other test holds them:
// the lengths taken from the lender's API contract, the lengths and shapes of ours on the shared definitions, and the
// age-of-majority table against the states the entry form takes. Each test fails when its rule goes: a limit taken
// out of a definition, a contract limit changed on one side only, a state's age of majority missing from the table.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { messageFor } from '../../engine/fields/messageFor';
import type { FormDefinition, FormSchema, ValidateFunction } from '../../engine/forms/FormDefinition';
import { formIssues } from '../../engine/forms/formIssues';
import { resolveFormSchema } from '../../engine/forms/resolveFormSchema';
import { compileFormValidators } from '../../scripts/lib/formValidators';
import { catalog } from '../../src/content/catalog';
import { definitions, loadForm } from '../engine/forms/support';

const ROOT = new URL('../../', import.meta.url);
const json = (path: string) => JSON.parse(readFileSync(new URL(path, ROOT), 'utf8')) as Record<string, unknown>;
const TODAY = new Date(2026, 10, 24, 12);

type Bounded = { maxLength?: number; maximum?: number; anyOf?: Bounded[] };
const contract = parse(readFileSync(new URL('schemas/api/openapi.yaml', ROOT), 'utf8')) as { components: { schemas: Record<string, { properties?: Record<string, Bounded & { $ref?: string }> } & Bounded> } };
const patch = contract.components.schemas.PatchLoanApplication!.properties!;
/** The largest income the contract takes, as a number. */
const incomeMaximum = contract.components.schemas.Income!.anyOf!.find((s) => s.maximum !== undefined)!.maximum;

describe('contract-limits: the fields a borrower types for the lender', () => {
  // The forms whose answers are sent to the lender as PatchLoanApplication fields.
  const FORMS = ['entry', 'prequal_entry', 'prequal_address', 'email_confirm'];

  it("bounds each field a borrower types for the lender at the contract's limit", async () => {
    const problems: string[] = [];
    let compared = 0;
    for (const id of FORMS) {
      const form = await loadForm(id);
      for (const [field, schema] of Object.entries((form.schema.properties ?? {}) as Record<string, Bounded>)) {
        const sent = patch[field];
        if (sent?.maxLength !== undefined) {
          compared++;
          if (schema.maxLength !== sent.maxLength) problems.push(`${id}.${field}: the form takes ${schema.maxLength ?? 'any length'}, the contract ${sent.maxLength}`);
        }
        if (sent?.$ref === '#/components/schemas/Income') {
          compared++;
          if (schema.maximum !== incomeMaximum) problems.push(`${id}.${field}: the form takes up to ${schema.maximum ?? 'any amount'}, the contract ${incomeMaximum}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(compared).toBeGreaterThan(0);
  });
});

// The definitions in one form, resolved and precompiled as npm run forms:compile does (as
// tests/engine/forms/sharedDefinitions.test.ts does), so a limit taken out of a definition is seen here at once.
const FIELDS = ['personName', 'email', 'streetAddress', 'addressSecondary', 'city', 'annualIncome', 'jobId', 'description', 'industry', 'website', 'phoneOrEmail', 'verificationCode'];
const ID = 'beyond_spec_test';
const entry = json('schemas/forms/entry.schema.json') as { properties: Record<string, unknown> };
const raw = {
  $id: `https://pos-borrower.local/schemas/forms/${ID}.schema.json`,
  type: 'object',
  properties: { ...Object.fromEntries(FIELDS.map((f) => [f, { $ref: `definitions/${f}.json` }])), employer: entry.properties.employer },
} as FormSchema;
mkdirSync(join(process.cwd(), 'node_modules', '.cache'), { recursive: true });
const scratch = mkdtempSync(join(process.cwd(), 'node_modules', '.cache', 'beyond-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const resolved = resolveFormSchema(raw, definitions);
if (!resolved.ok) throw new Error(resolved.error.map((p) => p.message).join('; '));
writeFileSync(join(scratch, `${ID}.validators.js`), compileFormValidators(ID, resolved.value));
const validators = (await import(/* @vite-ignore */ join(scratch, `${ID}.validators.js`))).default as Record<string, ValidateFunction>;
const form: FormDefinition = { id: ID, schema: resolved.value, uiSchema: {}, validators, rootKey: String(resolved.value.$id) };

/** The message code under the field for this value and the words the borrower reads, or null. */
const said = (field: string, value: unknown) => {
  const issue = formIssues(form, { [field]: value }, { today: TODAY })[field];
  return issue ? { code: issue.code, words: typeof catalog.messages[issue.code] === 'string' ? messageFor(issue, catalog.messages) : null } : null;
};
const text = (n: number, start = '') => start + 'a'.repeat(n - start.length);
const email = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;

describe('the limits beyond the spec, on the field', () => {
  // [field, a value at the limit, one over it]: the rule's numbers, as docs/spec-trace.yaml states them.
  const LIMITS: [string, unknown, unknown][] = [
    ['personName', text(50), text(51)],
    ['email', email(254), email(255)],
    ['streetAddress', text(100, '1 Main '), text(101, '1 Main ')],
    ['addressSecondary', text(20), text(21)],
    ['city', text(50), text(51)],
    ['employer', text(100), text(101)],
    ['annualIncome', 99_999_999_999, 100_000_000_000],
    ['jobId', text(50, 'JOB-'), text(51, 'JOB-')],
    ['description', text(500), text(501)],
    ['industry', text(120), text(121)],
    ['website', text(255, 'example.com/'), text(256, 'example.com/')],
    ['phoneOrEmail', email(254), email(255)],
    ['verificationCode', '12345678', '123456789'],
  ];

  it.each(LIMITS)('refuses one character over each limit on the field: %s', (field, atLimit, over) => {
    expect([field, said(field, atLimit)]).toEqual([field, null]);
    const refused = said(field, over);
    expect(refused?.code).toBeTruthy();
    expect([refused?.code, refused?.words]).toEqual([refused?.code, expect.stringMatching(/\w/)]); // content has its words
  });
});

describe('minimum-age: the age of majority by state', () => {
  // The age of majority where it is not 18: Alabama and Nebraska 19, Mississippi and Puerto Rico 21. Every other
  // state, the District of Columbia and the other territories: 18.
  const AGE_OF_MAJORITY: Record<string, number> = { AL: 19, NE: 19, MS: 21, PR: 21 };
  const states = String((entry.properties.stateCode as { pattern: string }).pattern).replace(/^\^\(|\)\$$/g, '').split('|');
  const dob = (date: Date) => ({ dobMonth: String(date.getMonth() + 1), dobDay: String(date.getDate()), dobYear: String(date.getFullYear()) });
  const yearsBefore = (years: number, days = 0) => new Date(TODAY.getFullYear() - years, TODAY.getMonth(), TODAY.getDate() + days, 12);

  it('holds every state and territory the entry form takes to its age of majority', async () => {
    expect(states.length).toBeGreaterThan(50);
    const def = await loadForm('entry');
    const problems: string[] = [];
    for (const stateCode of states) {
      const age = AGE_OF_MAJORITY[stateCode] ?? 18;
      const said = (birth: Date) => {
        const answers = { dob: dob(birth), stateCode };
        return formIssues(def, answers, { today: TODAY, answers }).dob ?? null;
      };
      const dayShort = said(yearsBefore(age, 1));
      if (JSON.stringify(dayShort) !== JSON.stringify({ code: 'tooYoungToApply', params: { age: String(age) } })) {
        problems.push(`${stateCode}: a day short of ${age} gets ${JSON.stringify(dayShort)}`);
      }
      if (said(yearsBefore(age)) !== null) problems.push(`${stateCode}: ${age} today is refused`);
    }
    expect(problems).toEqual([]);
  });
});
