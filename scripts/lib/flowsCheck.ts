import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { checkFlow } from '../../engine/flow/checkFlow';
import { locate } from '../../engine/flow/locate';
import { checkForms } from './checkForms';
import { checkLocales } from './checkLocales';
import { checkReplayFixtures } from './checkReplayFixtures';
import { extraChecks } from './extraChecks';
import { loadFlows } from './loadFlows';
import { loadWorld } from './loadWorld';
import { root } from './root';

export interface FlowsCheckResult {
  /** One `file:line:column: sentence` per problem, in the order flows:check prints them; empty when all is well. */
  lines: string[];
  /** Flow files that declare a journey, and the screens across both journeys (for the "no problems" line). */
  flowFiles: number;
  screens: number;
}

// Everything `npm run flows:check` checks, as data: the flows against schemas/flow.schema.json and against the
// names that exist, then the config beside the flows, the forms, the QA fixtures' replay steps and the locales.
// The CLI prints the lines; the dev server's overlay (scripts/vite/flowsCheckOverlay.ts) shows the same lines.
export function flowsCheck(): FlowsCheckResult {
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
  lines.push(...contentProblems, ...extraChecks(), ...checkForms(flows), ...checkReplayFixtures(), ...checkLocales());

  const screens = Object.values(flows).reduce((n, f) => n + Object.keys(f?.screens ?? {}).length, 0);
  return { lines, flowFiles: journeyFiles.length, screens };
}
