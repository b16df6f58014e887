import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { formWords } from '../../../authoring/server/form/formWords';
import { plainLabel } from '../../../authoring/server/form/plainLabel';
import { contentLocales } from '../../../scripts/vite/localeCatalogs';

// A question as the form editor's refusals name it (formWords.asked): its words in the panel's language (the first
// of the content's), read from the screen's copy file in the project at `dir` as it is now, its name after.
export const saidOn = (dir: string, copy: string) => (name: string): string => {
  const text = readFileSync(join(dir, 'content', contentLocales(dir)[0] ?? 'en', 'screens', `${copy}.md`), 'utf8');
  const front = (parse(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') ?? {}) as { labels?: Record<string, unknown> };
  const label = front.labels?.[name];
  return formWords.asked(name, typeof label === 'string' && label.trim() !== '' ? plainLabel(label) : undefined);
};
