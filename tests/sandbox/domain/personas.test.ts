import { describe, expect, it } from 'vitest';
import { DEFAULT_PERSONA, PERSONA_TABLE, personaFor } from '../../../sandbox/domain/personas';
import { personaTableMarkdown } from '../../../sandbox/domain/personaTableMarkdown';
import { PERSONAS, type Scenario } from '../../../sandbox/domain/types';

const scenario: Scenario = { merchant: { name: 'Acme Roofing', vertical: 'HS' }, amount: 3000, inquiries: [] };

describe('PERSONA_TABLE', () => {
  it('documents every persona exactly once, each with its own 4-digit selector and a description', () => {
    expect(PERSONA_TABLE.map((row) => row.persona).sort()).toEqual([...PERSONAS].sort());
    expect(new Set(PERSONA_TABLE.map((row) => row.ssn4)).size).toBe(PERSONA_TABLE.length);
    for (const row of PERSONA_TABLE) {
      expect(row.ssn4).toMatch(/^\d{4}$/);
      expect(row.ssn4).not.toBe('0000'); // the SSN4 validator refuses 0000
      expect(row.description.length).toBeGreaterThan(10);
    }
  });
});

describe('personaFor', () => {
  it.each(PERSONA_TABLE.map((row) => [row.ssn4, row.persona]))('SSN last 4 %s picks %s', (ssn4, persona) => {
    expect(personaFor({ ssn4 }, scenario)).toBe(persona);
  });

  it.each(PERSONA_TABLE.map((row) => [row.ssn4, row.persona]))('a full SSN ending %s picks %s too', (ssn4, persona) => {
    expect(personaFor({ ssn: `123-45-${ssn4}` }, scenario)).toBe(persona);
  });

  it('approves any other last 4, and a borrower who has not typed an SSN yet', () => {
    expect(DEFAULT_PERSONA).toBe('approve');
    expect(personaFor({ ssn4: '1234' }, scenario)).toBe('approve');
    expect(personaFor({}, scenario)).toBe('approve');
  });

  it('lets the fixture\'s scenario.persona win over what the borrower typed', () => {
    expect(personaFor({ ssn4: '1111' }, { ...scenario, persona: 'decline' })).toBe('decline');
    expect(personaFor({ ssn4: '5555' }, { ...scenario, persona: 'approve' })).toBe('approve');
    expect(personaFor({}, { ...scenario, persona: 'limitExceeded' })).toBe('limitExceeded');
  });
});

describe('personaTableMarkdown', () => {
  it('has a README row for every selector plus the fallback, and names the rules that apply to all', () => {
    const markdown = personaTableMarkdown();
    for (const row of PERSONA_TABLE) expect(markdown).toContain(`| \`${row.ssn4}\` | ${row.persona} |`);
    expect(markdown).toContain('| any other | approve |');
    expect(markdown).toContain('IA, VT, WV');
  });
});
