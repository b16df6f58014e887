import { chooseLocale } from '../../engine/content/chooseLocale';
import { borrowerFacts } from '../../engine/facts/borrowerFacts';
import { closestText } from '../../engine/flow/closestName';
import type { FixtureProblem } from '../../sandbox/server/fixtures/fixtureRules';
import { expandInquiry } from '../../sandbox/server/lender/inquiryFields';

/** What a scenario is held against beyond the sandbox: product's inquiry table and the locales with copy. */
export interface ScenarioWorld {
  /** The types flows/inquiries.yaml maps to fields; null when that file could not be read (it is reported itself). */
  inquiryTypes: readonly string[] | null;
  /** The locales content/ has copy for (content/<locale>/site.yaml). */
  locales: readonly string[];
}

const SHORT = 'BORROWER_PROVIDED_BORROWER_';
const isMap = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

// The scenario values the sandbox would take but the app could not use: an inquiry type product's table does
// not know (the app could not ask for it), a locale without copy (the replay would run in English), a cancel
// reason one typo away from one the flows route on (the borrower would see the general canceled page).
export function scenarioProblems(data: unknown, world: ScenarioWorld): FixtureProblem[] {
  const problems: FixtureProblem[] = [];
  if (!isMap(data)) return problems;
  const scenario = isMap(data.scenario) ? data.scenario : {};
  const types = world.inquiryTypes;
  if (types && Array.isArray(scenario.inquiries)) {
    scenario.inquiries.forEach((v, i) => {
      // A type that is not in capitals is the fixture rules' line already.
      if (typeof v !== 'string' || !/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/.test(v) || types.includes(expandInquiry(v))) return;
      const short = !v.includes('_PROVIDED_') && !v.startsWith('LINKED_');
      const pool = short ? types.filter((t) => t.startsWith(SHORT)).map((t) => t.slice(SHORT.length)) : types;
      const near = closestText(v, pool);
      problems.push({ path: ['scenario', 'inquiries', i], message: `inquiry ${v} is not a type flows/inquiries.yaml knows${near ? ` (did you mean "${near}"?)` : `: use a short name such as FIRST_NAME or a full type such as ${SHORT}FIRST_NAME`}` });
    });
  }
  if (typeof data.locale === 'string' && /^[a-z]{2}(-[A-Z]{2})?$/.test(data.locale)) {
    const chosen = chooseLocale([data.locale], world.locales, null);
    if (chosen.split('-')[0] !== data.locale.split('-')[0]) {
      problems.push({ path: ['locale'], message: `locale ${data.locale} has no copy (content/${data.locale} does not exist): the locales are ${world.locales.join(', ')}` });
    }
  }
  const startAt = isMap(scenario.startAt) ? scenario.startAt : {};
  const known = borrowerFacts.cancelReasons.values as readonly string[];
  if (Array.isArray(startAt.cancelReasons)) {
    startAt.cancelReasons.forEach((r, i) => {
      const near = typeof r === 'string' && !known.includes(r) ? closestText(r, known) : undefined;
      if (near) problems.push({ path: ['scenario', 'startAt', 'cancelReasons', i], message: `cancel reason ${String(r)} is not one the flows know (did you mean "${near}"?): an unknown reason shows the general canceled page` });
    });
  }
  return problems;
}
