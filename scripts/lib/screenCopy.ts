import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCopy } from '../../engine/content/parseCopy';
import type { ScreenCopy } from '../../engine/content/ScreenCopy';
import { root } from './root';

const fail = (message: string): never => {
  throw new Error(message);
};

// A copy file in a language as the app reads it (content/<locale>/<copy>.md: `screens/entry`, `modals/truthInLending`):
// the words a browser test or a benchmark looks for, read from content/ so a product edit of them never turns a test
// red or breaks a benchmark.
function copyFile(locale: string, copy: string): { file: string; value: ScreenCopy } {
  const file = `content/${locale}/${copy}.md`;
  const parsed = parseCopy(file, readFileSync(join(root, file), 'utf8'));
  return parsed.ok ? { file, value: parsed.value } : fail(parsed.error);
}

/** A screen's copy in a language (content/<locale>/screens/<screen>.md). */
export const screenCopy = (locale: string, screen: string): ScreenCopy => copyFile(locale, `screens/${screen}`).value;

/** A screen's field labels in English (its `labels:`), each key asked for there: a benchmark finds its fields by their words. */
export function screenLabels<K extends string>(screen: string, keys: readonly K[]): Record<K, string> {
  const { file, value } = copyFile('en', `screens/${screen}`);
  return Object.fromEntries(keys.map((key) => [key, value.labels[key] || fail(`${file} has no labels.${key}`)])) as Record<K, string>;
}

/** A button's words in an English copy file (its `buttons:`): a benchmark taps it by what the borrower reads. */
export function copyButton(copy: string, key: string): string {
  const { file, value } = copyFile('en', copy);
  return value.buttons[key] || fail(`${file} has no buttons.${key}`);
}
