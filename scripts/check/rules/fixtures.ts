import { problemAt, type Problem } from '../../../engine/Problem';
import { checkFixture, duplicateFixtures, FIXTURE_RULE, type CheckedFixture } from '../../../sandbox/server/fixtures/checkFixture';
import { flowFileState } from '../flowFileState';
import { onceEach } from '../onceEach';
import { filesUnder, perProject, type Project } from '../Project';
import { fixtureContext, type LocaleCopy } from '../replayWorld';
import { scenarioProblems } from '../scenarioProblems';

/** A fixture file as the sandbox reads it: its label (fixtures/x.yaml), text, and what the sandbox's check made of it. */
export interface FixtureFile { label: string; text: string; checked: CheckedFixture }

// The files the sandbox loads (sandbox/server/fixtures/loadFixtures.ts: a .yml file is a fixture too), each checked
// as the sandbox checks it, once per project.
export const fixtureFiles = perProject((project: Project): FixtureFile[] => [...Object.entries(filesUnder(project, 'fixtures', '.yaml')), ...Object.entries(filesUnder(project, 'fixtures', '.yml'))]
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  .map(([label, text]) => ({ label, text, checked: checkFixture(label, text) })));

// Each fixture's scenario as the sandbox reads it (YAML, every value: sandbox/server/fixtures/checkFixture.ts), then
// against the config (an inquiry type flows/inquiries.yaml does not know, a locale without copy, a cancel reason a
// typo away from one the flows know), then across files (names, tokens, phone numbers). An inquiry table with a
// problem of its own is that problem's line: the fixtures' inquiry types wait for it.
export function fixtures(project: Project): Problem[] {
  const files = fixtureFiles(project);
  const inquiries = project.flows.files.find((f) => f.file === 'flows/inquiries.yaml');
  const types = inquiries && inquiries.errors.length === 0 && inquiries.data && typeof inquiries.data === 'object' ? (inquiries.data as { types?: unknown }).types : undefined;
  const world = { inquiryTypes: flowFileState(project).inquiryTableKnown && types && typeof types === 'object' ? Object.keys(types) : null, locales: project.locales };
  const problems: Problem[] = [];
  for (const { label, text, checked } of files) {
    problems.push(...checked.problems);
    if (!checked.yamlOk) continue;
    for (const p of scenarioProblems(checked.data, world)) problems.push(problemAt(FIXTURE_RULE, label, text, p.path, p.message));
  }
  return [
    ...onceEach(problems),
    ...duplicateFixtures(files.filter((f) => f.checked.yamlOk).map((f) => ({ label: f.label, text: f.text, data: f.checked.data }))),
    ...samePhones(files, [...fixtureContext(project).copy.values()]),
  ];
}

// One sandbox serves a whole replay run, and a phone's codes, resend limit and lockout are the lender's: two
// fixtures typing the same number would trip over each other. The phone field's label in every locale marks it.
function samePhones(files: readonly FixtureFile[], copies: readonly (LocaleCopy | null)[]): Problem[] {
  const problems: Problem[] = [];
  const phoneLabels = copies.map((c) => c?.screens.phone?.labels.phone).filter(Boolean) as string[];
  if (phoneLabels.length === 0) return problems;
  const phoneField = new RegExp(`(?:${phoneLabels.map((l) => l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')}):\\s*'?(\\d{10,11})'?`, 'g');
  const owner = new Map<string, string>();
  for (const { label, text } of files) {
    for (const m of text.matchAll(phoneField)) {
      const phone = m[1] as string;
      const first = owner.get(phone);
      if (first && first !== label) {
        const line = text.slice(0, m.index).split('\n').length;
        problems.push({ file: label, line, column: 1, message: `phone ${phone} is also typed in ${first}; give each fixture its own number (the sandbox keeps codes and lockouts per phone)`, rule: FIXTURE_RULE });
      } else owner.set(phone, label);
    }
  }
  return problems;
}
