import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseErrorRules } from '../../engine/api/parseErrorRules';
import { pipes } from '../../engine/content/pipes';
import { pipesOf } from '../../engine/content/interpolate';
import { root } from './root';

const read = (file: string) => readFileSync(join(root, file), 'utf8');

// The config beside the journeys: the error rules and the pipes copy uses. Each problem is a
// `file:line:column: sentence` line, like the flow checker's own.
export function extraChecks(): string[] {
  const lines: string[] = [];
  const rules = parseErrorRules(read('flows/errors.yaml'));
  if (!rules.ok) lines.push(...rules.error.map((m) => (/^flows\/errors\.yaml:\d+/.test(m) ? m : `flows/errors.yaml:1:1: ${m.replace(/^flows\/errors\.yaml:\s*/, '')}`)));
  for (const dir of ['content/en/screens', 'content/en/modals']) {
    if (!existsSync(join(root, dir))) continue;
    for (const f of readdirSync(join(root, dir)).filter((n) => n.endsWith('.md'))) {
      const text = read(`${dir}/${f}`);
      text.split('\n').forEach((lineText, i) => {
        for (const pipe of pipesOf(lineText)) {
          if (!(pipe in pipes)) lines.push(`${dir}/${f}:${i + 1}:${lineText.indexOf(`|${pipe}`) + 2}: unknown pipe "${pipe}" (known: ${Object.keys(pipes).join(', ')})`);
        }
      });
    }
  }
  return lines;
}
