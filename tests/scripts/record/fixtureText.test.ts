import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fixtureText, scenarioYaml } from '../../../scripts/record/fixtureText';

const SOURCE = `name: happy-path
scenario:
  token: demo-happy
  # the merchant of every demo
  merchant: { id: m-1001, name: Bright Plumbing, vertical: HS }
  amount: 2400
  inquiries: [FIRST_NAME, LAST_NAME]
steps: []
`;

describe('fixtureText: a recorded fixture laid out as QA writes one', () => {
  const text = fixtureText({
    name: 'rec-x', description: "Recorded from happy-path's scenario.", kind: 'loan', locale: 'es-US',
    scenario: { yaml: scenarioYaml(SOURCE) }, token: 'rec-x',
    steps: [
      { open: 'link', expect: { path: '/{token}', see: ["Let's get started", 'Todavía falta: [nada]'] } },
      { fill: { 'First name': 'Ana', 'Last name': 'Rivera', MM: '04' } },
      { fill: { 'Last 4 of SSN': '1111' } },
      { fault: { status: 500, times: 5, on: 'PATCH /offers/' } },
    ],
  });

  it('keeps the source scenario as written (its comment) with the new token first, and the steps as data', () => {
    expect(text).toContain('scenario:\n  token: rec-x\n  # the merchant of every demo\n  merchant: { id: m-1001, name: Bright Plumbing, vertical: HS }');
    const data = parse(text) as Record<string, unknown>;
    expect(data).toMatchObject({ name: 'rec-x', locale: 'es-US', scenario: { token: 'rec-x', amount: 2400 } });
    expect((data.steps as unknown[])[0]).toEqual({ open: 'link', expect: { path: '/{token}', see: ["Let's get started", 'Todavía falta: [nada]'] } });
  });

  it('puts an expectation, a fault and a short fill on one line, a long fill one field a line, lists unpadded', () => {
    expect(text).toContain(`  - open: link\n    expect: { path: '/{token}', see: [Let's get started, 'Todavía falta: [nada]'] }\n`);
    expect(text).toContain("  - fill:\n      First name: Ana\n      Last name: Rivera\n      MM: '04'\n");
    expect(text).toContain("  - fill: { Last 4 of SSN: '1111' }\n");
    expect(text).toContain('  - fault: { status: 500, times: 5, on: PATCH /offers/ }\n');
    expect(text).toContain('inquiries: [FIRST_NAME, LAST_NAME]');
  });
});
