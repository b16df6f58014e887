// The test-persona table as Markdown, for the sandbox README (generate it, or check the README still matches).
import { UNSUPPORTED_STATES } from './lenderRules';
import { DEFAULT_PERSONA, PERSONA_TABLE } from './personas';

/** Why: the README's persona table is generated from the code, so the two can never disagree. */
export function personaTableMarkdown(): string {
  const rows = PERSONA_TABLE.map((row) => `| \`${row.ssn4}\` | ${row.persona} | ${row.description.replace(/\|/g, '\\|')} |`);
  return [
    '| SSN last 4 | Persona | What happens |',
    '|---|---|---|',
    ...rows,
    `| any other | ${DEFAULT_PERSONA} | Approved. |`,
    '',
    'A fixture\'s `scenario.persona` wins over the SSN typed. Whatever the persona, the lender also rejects borrowers',
    `under 18 (UNDER_MINIMUM_AGE; the 18th birthday counts as 18), in ${UNSUPPORTED_STATES.join(', ')} (UNSUPPORTED_STATE),`,
    'and declines a yearly income under $10,000 (INSUFFICIENT_INCOME).',
  ].join('\n');
}
