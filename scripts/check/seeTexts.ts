import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { piecesOf } from '../../e2e/replay/seeWords';
import type { ScreenCopy } from '../../engine/content/ScreenCopy';
import { documentTexts } from '../../sandbox/domain/documentTexts';
import { SANDBOX_INSTITUTIONS } from '../../sandbox/standins/bankLink/sandboxInstitutions';
import { SAMPLE_ADDRESSES } from '../../sandbox/standins/autocomplete/sampleAddresses';
import { DEMO_BANK, DEMO_BORROWER } from '../../sandbox/server/lender/demoBorrower';
import { LOAN_STATUSES } from '../../sandbox/server/lender/LoanRecord';

const SANDBOX_DIR = fileURLToPath(new URL('../../sandbox', import.meta.url));

export const stringsIn = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap(stringsIn) : v && typeof v === 'object' ? Object.values(v).flatMap(stringsIn) : [];

const sourcesIn = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name);
  return statSync(path).isDirectory() ? sourcesIn(path) : /\.(ts|js)$/.test(name) ? [path] : [];
});

let sandboxPieces: string[] | undefined;
// What the sandbox itself may put on a screen: its messages (shown as the lender's error text), its stand-in pages
// and the legal documents it draws. Code, not product's config: read once per process.
function sandboxTexts(): string[] {
  if (!sandboxPieces) {
    const literals = sourcesIn(SANDBOX_DIR).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)]
      .map((m) => (m[1] ?? m[2] ?? m[3] ?? '').replace(/\\(.)/g, '$1')));
    sandboxPieces = [...literals, ...stringsIn(documentTexts())].flatMap(piecesOf);
  }
  return sandboxPieces;
}

// A copy text whose placeholders name the copy's own labels ('{timedOut}{dueToInactivity}.') reads each piece or
// nothing in its place: every way it can read.
function readings(text: string, own: Record<string, string>, depth = 0): string[] {
  const key = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string).find((k) => k in own);
  if (key === undefined || depth > 3) return [text];
  return [own[key] as string, ''].flatMap((value) => readings(text.replace(`{${key}}`, value), own, depth + 1));
}

/** Everything a see: line may name, from the copy of every locale (as loaded) and the sandbox. */
export interface ShownTexts { texts: string; values: string[] }

// The words and values screens show: each copy's texts (labels that compose other labels read every way), the
// locales' YAML (messages, errors, site), the sandbox's texts; and the values any fixture may see (the site's
// names, the sandbox's banks, sample addresses, the demo borrower, status codes in the lender's messages).
export function shownTexts(copies: readonly ScreenCopy[], yamlFiles: readonly unknown[], sites: readonly Record<string, unknown>[]): ShownTexts {
  const copyTexts = copies.flatMap((c) => {
    const own = { ...c.labels };
    return [c.title, c.documentTitle, c.subtitle ?? '', c.body, ...stringsIn(c.buttons), ...stringsIn(c.labels), ...stringsIn(c.variants)].flatMap((t) => readings(t, own));
  });
  const pieces = [...copyTexts, ...yamlFiles.flatMap(stringsIn)].flatMap(piecesOf);
  const site = sites.flatMap((y) => [...Object.values(y).filter((v): v is string => typeof v === 'string'), ...stringsIn(y.languages)]);
  const values = [
    ...site, ...SANDBOX_INSTITUTIONS.flatMap((i) => [i.name, ...i.accounts.map((a) => a.name)]),
    ...SAMPLE_ADDRESSES.flatMap((a) => [a.street_line, a.secondary, a.city, a.state]), ...stringsIn(DEMO_BORROWER), DEMO_BANK.bankName, ...LOAN_STATUSES,
  ];
  return { texts: [...pieces, ...sandboxTexts()].join('\u0001'), values };
}
