import type { Step } from './Step';

/** Every value QA typed into a field during the replays: names, emails, dates, income, SSN digits, addresses
 * (typed, or the parts of a suggestion chosen). */
export function typedValues(steps: readonly Step[]): string[] {
  const typed = (s: Step): string[] => {
    if ('fill' in s) return Object.values(s.fill).map(String);
    if ('suggest' in s) return [...Object.values(s.suggest).map(String), ...(s.option ?? '').split(',').map((part) => part.trim())];
    return [];
  };
  return steps.flatMap(typed).filter((v) => v.replace(/\W/g, '').length >= 3);
}

const EMAIL = /[^\s"@]+@[^\s"@]+\.[a-z]{2,}/i;

// The analytics check of issue 4: no event the app sent may carry a value the borrower typed, or anything shaped
// like an email address. Returns one sentence per leak, naming the event.
export function findPersonalData(events: readonly unknown[], typed: readonly string[]): string[] {
  const leaks: string[] = [];
  for (const event of events) {
    // What the app chose to send: the properties and the user id (timestamps are the sandbox's, not the borrower's).
    const { properties, userId } = (event ?? {}) as { properties?: unknown; userId?: unknown };
    const text = JSON.stringify({ properties, userId });
    const name = (event as { event?: string })?.event ?? 'an event';
    for (const value of typed) {
      const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`(?<![\\w])${escaped}(?![\\w])`).test(text)) leaks.push(`analytics event "${name}" carries a typed value (${value.slice(0, 2)}…)`);
    }
    if (EMAIL.test(text)) leaks.push(`analytics event "${name}" carries an email address`);
  }
  return [...new Set(leaks)];
}
