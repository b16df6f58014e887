import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { splitFrontMatter } from '../../engine/content/splitFrontMatter';
import { root } from './root';

// The front matter of a copy file in content/en (`screens/entry`, `modals/truthInLending`), as product wrote it.
function frontMatter(copy: string): { file: string; data: Record<string, unknown> } {
  const file = join(root, 'content', 'en', `${copy}.md`);
  const parts = splitFrontMatter(readFileSync(file, 'utf8'));
  if (!parts.ok) throw new Error(`${file}:${parts.error.line}: ${parts.error.message}`);
  return { file, data: (parse(parts.value.yaml) as Record<string, unknown> | null) ?? {} };
}

// A screen's field labels as product wrote them (content/en/screens/<screen>.md front matter `labels:`), so a
// benchmark finds its fields by their words and a reworded label never breaks it. Each key asked for must be there.
export function screenLabels<K extends string>(screen: string, keys: readonly K[]): Record<K, string> {
  const { file, data } = frontMatter(`screens/${screen}`);
  const labels = (data.labels ?? {}) as Record<string, unknown>;
  const picked = {} as Record<K, string>;
  for (const key of keys) {
    const value = labels[key];
    if (typeof value !== 'string' || !value) throw new Error(`${file} has no labels.${key}`);
    picked[key] = value;
  }
  return picked;
}

// A button's words in a copy file (`screens/review_plan`, `modals/truthInLending`: its front matter `buttons:`), so a
// benchmark taps it by what the borrower reads.
export function copyButton(copy: string, key: string): string {
  const { file, data } = frontMatter(copy);
  const value = ((data.buttons ?? {}) as Record<string, unknown>)[key];
  if (typeof value !== 'string' || !value) throw new Error(`${file} has no buttons.${key}`);
  return value;
}
