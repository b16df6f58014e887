import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCopy } from '../../engine/content/parseCopy';
import type { ScreenCopy } from '../../engine/content/ScreenCopy';
import { root } from './root';

// A screen's copy in a language, as the app reads it (content/<locale>/screens/<screen>.md): the words a browser test
// looks for, read from content/ so a product edit of them never turns a test red.
export function screenCopy(locale: string, screen: string): ScreenCopy {
  const file = `content/${locale}/screens/${screen}.md`;
  const parsed = parseCopy(file, readFileSync(join(root, file), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}
