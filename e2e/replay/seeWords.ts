import { closestText } from '../../engine/flow/closestName';

// What a `see:` line must be made of: the copy's words (or the sandbox's), around values only the scenario knows
// (the merchant's name, what the steps typed, amounts, dates). QA writes what the borrower reads; the replay
// matches it as Playwright's getByText does: any case, spaces collapsed, part of a text.

const MONTHS = /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\b/gu;
const NUMBER = /[$]?\d[\d,.:/]*%?/gu;
const EDGE = /^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text as the borrower reads it: Markdown links and emphasis dropped, any case, spaces collapsed. */
export const readable = (s: string): string =>
  s.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`#>|]/g, ' ').replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim().toLowerCase();

/** The fixed parts of a copy text, between its placeholders ('{merchantName} did not accept' -> 'did not accept'). */
export const piecesOf = (copy: string): string[] =>
  readable(copy).split(/\$?\{[^}]*\}/).map((p) => p.replace(EDGE, '')).filter((p) => /\p{L}/u.test(p));

/** Values a screen may show in place of a placeholder, as one pattern (whole words only: 'IL' never eats 'email'). */
export function valuePattern(values: readonly string[]): RegExp | null {
  const list = [...new Set(values.map(readable).filter((v) => v.length > 0))].sort((a, b) => b.length - a.length);
  return list.length ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${list.map(escapeRe).join('|')})(?![\\p{L}\\p{N}])`, 'gu') : null;
}

/** The parts of a see: text that must be words of some copy: what is left once values, numbers and dates are out. */
export function wordsToFind(see: string, ...values: (RegExp | null)[]): string[] {
  let text = readable(see).replace(/\{[^}]*\}/g, '\0');
  for (const pattern of values) if (pattern) text = text.replace(pattern, '\0');
  text = text.replace(NUMBER, '\0').replace(MONTHS, '\0');
  return text.split('\0').map((p) => p.replace(EDGE, '')).filter((p) => /\p{L}/u.test(p));
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
// The values any screen may show are the same for every fixture: one pattern per check, not one per fixture.
const sharedPatterns = new WeakMap<readonly string[], RegExp | null>();
const sharedPattern = (values: readonly string[]) => (sharedPatterns.has(values) ? sharedPatterns.get(values) ?? null : sharedPatterns.set(values, valuePattern(values)).get(values) ?? null);

// A see: text is the copy's words around the fixture's own values: its merchant, what it prefills and what its
// steps type or choose (and values any screen may show: site names, sandbox banks, sample addresses). Says what is
// wrong with a text, or nothing when a screen could show it.
export function seeChecker(shown: { texts: string; values: readonly string[] }, data: Record<string, unknown>, steps: unknown[]): (text: string) => string | undefined {
  const scenario = isObject(data.scenario) ? data.scenario : {};
  const merchant = isObject(scenario.merchant) ? scenario.merchant : {};
  const loans = Array.isArray(scenario.activeLoans) ? scenario.activeLoans : [];
  const typed = steps.filter(isObject).flatMap((s) => [s.fill, s.suggest, s.choose, s.saved].flatMap((m) => (isObject(m) ? Object.values(m) : [])).concat([s.option, s.institution]));
  const own = [merchant.name, merchant.doingBusinessAs, merchant.id, ...Object.values(isObject(scenario.prefilled) ? scenario.prefilled : {}), ...loans.map((l) => (isObject(l) ? l.merchant : undefined)), ...typed];
  const values = valuePattern(own.filter(isText));
  const shared = sharedPattern(shown.values);
  return (text: string): string | undefined => {
    // The fixture's own values first: a merchant named like a sample city keeps its whole name.
    const missing = wordsToFind(text, values, shared).filter((words) => !shown.texts.includes(words));
    if (missing.length === 0) return undefined;
    const whole = readable(text);
    const near = closestText(whole, shown.texts.split('\u0001').filter((t) => Math.abs(t.length - whole.length) <= 2));
    return `no screen reads "${missing[0]}"${near ? ` (did you mean "${near}"?)` : ''}: see: names words of content/ (or the scenario's merchant, amounts and what the steps type)`;
  };
}
