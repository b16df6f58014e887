// npm run flows:check — validates every flow against schemas/flow.schema.json and holds every name a flow uses
// (screens, facts, actions, components, forms, copy, buttons, variants, modals) against what exists, and checks
// that every screen is reachable; then the config beside the flows and the QA fixtures' replay steps. Prints `file:line:column: sentence` per problem; exits 1 when there is any.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { checkFlow } from '../engine/flow/checkFlow';
import { locate } from '../engine/flow/locate';
import { loadFlows } from './lib/loadFlows';
import { loadWorld } from './lib/loadWorld';
import { root } from './lib/root';
import { extraChecks } from './lib/extraChecks';
import { checkReplayFixtures } from './lib/checkReplayFixtures';
import { checkForms } from './lib/checkForms';

const lines: string[] = [];
const { files, flows, problems } = loadFlows();
const textOf = (file: string) => files.find((f) => f.file === file)?.text ?? '';
const at = (file: string, path: (string | number)[]) => {
  const { line, column } = locate(textOf(file), path);
  return `${file}:${line}:${column}`;
};

for (const f of files) for (const e of f.errors) lines.push(`${f.file}:${e.line}:${e.column}: YAML syntax: ${e.message}`);

const schema = JSON.parse(readFileSync(join(root, 'schemas/flow.schema.json'), 'utf8'));
const ajv = new Ajv2020({ allErrors: true, strict: false });
const validate = ajv.compile(schema);
const journeyFiles = files.filter((f) => f.data && typeof f.data === 'object' && 'journey' in (f.data as object));
for (const f of journeyFiles) {
  if (validate(f.data)) continue;
  for (const e of validate.errors ?? []) {
    if (e.keyword === 'oneOf' || e.keyword === 'if') continue;
    const path = e.instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    const key = e.params && 'additionalProperty' in e.params ? ` "${String(e.params.additionalProperty)}"` : '';
    const allowed = e.params && 'allowedValues' in e.params ? ` (${(e.params.allowedValues as unknown[]).join(', ')})` : '';
    lines.push(`${at(f.file, path)}: ${e.instancePath || '(top)'} ${e.message ?? 'is invalid'}${key}${allowed}`);
  }
}

for (const p of problems) lines.push(`${at(p.file, p.path)}: ${p.message}`);
const contentProblems = new Set<string>();
for (const journey of ['borrower', 'prequal'] as const) {
  const flow = flows[journey];
  if (!flow) continue;
  const { world, problems: loadProblems } = loadWorld(journey);
  loadProblems.forEach((p) => contentProblems.add(p));
  for (const p of checkFlow(flow, world, `flows/${journey}.yaml`)) {
    const line = `${at(p.file, p.path)}: ${p.message}`;
    if (!lines.includes(line)) lines.push(line);
  }
}
lines.push(...contentProblems, ...extraChecks(), ...checkForms(flows), ...checkReplayFixtures());

if (lines.length) {
  for (const l of lines) console.error(l);
  console.error(`flows:check: ${lines.length} problem${lines.length === 1 ? '' : 's'}`);
  process.exit(1);
}
const count = Object.values(flows).reduce((n, f) => n + Object.keys(f?.screens ?? {}).length, 0);
console.log(`flows:check: ${journeyFiles.length} flow files, ${count} screens across both journeys, no problems`);
