import { readFileSync } from 'node:fs';
import { parseErrorRules } from '../../../engine/api/parseErrorRules';
import type { ErrorRule } from '../../../engine/api/ErrorRule';

// The real flows/errors.yaml, so tests exercise what product ships.
export function loadRepoErrorRules(): ErrorRule[] {
  const text = readFileSync(new URL('../../../flows/errors.yaml', import.meta.url), 'utf8');
  const rules = parseErrorRules(text);
  if (!rules.ok) throw new Error(rules.error.join('\n'));
  return rules.value;
}
