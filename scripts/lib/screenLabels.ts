import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { splitFrontMatter } from '../../engine/content/splitFrontMatter';
import { root } from './root';

// A screen's field labels as product wrote them (content/en/screens/<screen>.md front matter `labels:`), so a
// benchmark finds its fields by their words and a reworded label never breaks it. Each key asked for must be there.
export function screenLabels<K extends string>(screen: string, keys: readonly K[]): Record<K, string> {
  const file = join(root, 'content', 'en', 'screens', `${screen}.md`);
  const parts = splitFrontMatter(readFileSync(file, 'utf8'));
  if (!parts.ok) throw new Error(`${file}:${parts.error.line}: ${parts.error.message}`);
  const labels = (parse(parts.value.yaml) as { labels?: Record<string, unknown> } | null)?.labels ?? {};
  const picked = {} as Record<K, string>;
  for (const key of keys) {
    const value = labels[key];
    if (typeof value !== 'string' || !value) throw new Error(`${file} has no labels.${key}`);
    picked[key] = value;
  }
  return picked;
}
