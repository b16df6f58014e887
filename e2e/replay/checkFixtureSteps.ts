import { parseDocument } from 'yaml';
import { borrowerFacts } from '../../engine/facts/borrowerFacts';
import { PLAN_TERMS } from '../../engine/finance/planTerms';
import { MERCHANT_ACTIONS, SANDBOX_BANKS as SANDBOX_INSTITUTIONS } from '../../schemas/fixtureVocabulary';
import { closestText, didYouMean } from '../../engine/flow/closestName';
import { problemAt, type Problem } from '../../engine/Problem';
import { checkFault } from './checkFault';
import { seeChecker } from './seeWords';
import { durationMs, STEP_KINDS } from './Step';

/** What steps are held against: screen paths of the journeys, every label and button text copy defines. */
export interface ReplayWorld {
  /** The copy's locale the labels and buttons come from (content/<locale>/). */
  locale?: string;
  paths: string[];
  labels: string[];
  buttons: string[];
  fields: string[];
  /** The API's calls ('PATCH /loanapplications/{id}') a fault's `on` may name; absent: `on` is held to its shape only. */
  calls?: readonly string[];
  /** Parts that could not be loaded (their own files are reported): steps are not held against them. */
  unknown?: { paths?: boolean; copy?: boolean };
  /** Every text a screen may show (copy pieces joined by \u0001) and values any fixture may see; absent: see: is not checked. */
  shown?: { texts: string; values: readonly string[] };
}

const MERCHANT: readonly string[] = MERCHANT_ACTIONS;
// The replay's words for the bank-link dialog's buttons (runSteps) and the identity stand-in's button ids.
const BANK = ['link', 'fail', 'cancel', 'oauth'];
const IDENTITY = ['complete', 'fail', 'exit'];
const EXPECT_KEYS = ['path', 'see', 'notSee', 'values', 'steady'];
const STEP_EXTRAS = ['expect', 'note', 'reason', 'institution', 'option'];
const MONTHS: readonly number[] = PLAN_TERMS.map((t) => t.months);
const BANKS = SANDBOX_INSTITUTIONS.map((i) => i.name);
const REASONS = borrowerFacts.cancelReasons.values as readonly string[];
const oneOf = (allowed: readonly string[], v: unknown) => `${allowed.join(', ')}${typeof v === 'string' ? didYouMean(v, allowed) : ''}`;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
// Copy is Markdown with placeholders: compare what the borrower reads ([Terms](/terms) reads 'Terms').
const norm = (s: string) => s.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`]/g, '').replace(/\{[^}]*\}/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A button whose copy has placeholders ('Start a new loan for {amount|currency}') reads with the values filled in:
// QA writes what the borrower reads ('Start a new loan for $1,800'), so each placeholder matches any text.
const readAs = (copy: string) => {
  const parts = copy.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`]/g, '').replace(/\s+/g, ' ').trim().toLowerCase().split(/\{[^}]*\}/);
  return new RegExp(`^${parts.map(escapeRe).join('.+')}$`);
};

/**
 * Whether a path matches a screen path pattern ({token} and :params match one segment). `exact`: a :param
 * matches only {token}, for paths QA expects: a replay's link is fresh, so any other word in its place (say
 * /choose-plan for /choose_plan) is a typo, not a token.
 */
export function pathKnown(path: string, patterns: readonly string[], exact = false): boolean {
  const clean = path.split(/[?#]/)[0] as string;
  if (exact) return patterns.some((p) => new RegExp(`^${p.split(/:[A-Za-z0-9_]+/).map(escapeRe).join('\\{token\\}')}$`).test(clean));
  return patterns.some((p) => new RegExp(`^${p.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`).test(clean.replace(/\{token\}/g, 'x')));
}

/**
 * Whether an `open:` path is one a screen has. A path that only a :param screen takes (/:token) is a token, unless
 * it is a slip away from a screen's own path (/calculatr for /calculator): then it is that slip.
 */
function opensScreen(path: string, patterns: readonly string[]): boolean {
  const own = patterns.filter((p) => !p.includes(':'));
  return pathKnown(path, own) || (pathKnown(path, patterns) && closestText(path.split(/[?#]/)[0] as string, own) === undefined);
}

// The fixture checker's steps part (issues 5 and 13): YAML mistakes, steps of unknown kinds, values the sandbox or
// the replay does not know (merchant, bank, identity, reasons, banks), paths no screen has, fields and buttons no
// copy defines, see: texts no screen shows; with "did you mean" where a known name is close. Each problem is at
// its file, line and column (rule fixtureSteps).
// `parsed`: the fixture as data when the caller has read its YAML already (the fixture checker), to read it once.
export function checkFixtureSteps(file: string, text: string, world: ReplayWorld, parsed?: unknown): Problem[] {
  const problems: Problem[] = [];
  let data = parsed as Record<string, unknown> | null | undefined;
  if (parsed === undefined) {
    const doc = parseDocument(text);
    // One slip, one line: the parser's later errors follow from its first.
    const slip = doc.errors[0];
    if (slip) return [{ file, line: slip.linePos?.[0].line ?? 1, column: slip.linePos?.[0].col ?? 1, message: `not valid YAML: ${slip.message.split('\n')[0]}`, rule: 'fixtureSteps' }];
    data = doc.toJS() as Record<string, unknown> | null;
  }
  const at = (path: (string | number)[], message: string) => problems.push(problemAt('fixtureSteps', file, text, path, message));
  const steps = data?.steps;
  // Steps that are not a list are the fixture checker's line (sandbox/server/fixtures/fixtureRules.ts).
  if (!isObject(data) || !Array.isArray(steps)) return problems;
  const copyKnown = world.unknown?.copy !== true;
  const pathsKnown = world.unknown?.paths !== true;
  const seen = world.shown && copyKnown ? seeChecker(world.shown, data, steps) : undefined;
  const labels = new Set([...world.labels.map(norm), ...world.fields.map((f) => f.toLowerCase())]);
  const buttons = world.buttons.map(readAs);
  const isButton = (text: string) => buttons.some((b) => b.test(text.replace(/[*_`]/g, '').replace(/\s+/g, ' ').trim().toLowerCase()));
  steps.forEach((step, i) => {
    const p = ['steps', i];
    if (!isObject(step)) return at(p, 'a step must be a mapping such as { click: CONTINUE }');
    const kinds = Object.keys(step).filter((k) => (STEP_KINDS as readonly string[]).includes(k));
    const extra = Object.keys(step).filter((k) => !(STEP_KINDS as readonly string[]).includes(k) && !STEP_EXTRAS.includes(k));
    // A misspelt action ('clik') is one mistake: the unknown key, not also a step without an action.
    const misspelt = kinds.length === 0 ? extra.find((k) => closestText(k, STEP_KINDS) !== undefined) : undefined;
    // An expectation without its step (`- expect:` or `- see:` indented as a step of its own) is one mistake too.
    const expectOnly = kinds.length === 0 && Object.keys(step).some((k) => k === 'expect' || EXPECT_KEYS.includes(k)) && Object.keys(step).every((k) => ['expect', 'note', ...EXPECT_KEYS].includes(k));
    if (misspelt !== undefined) at([...p, misspelt], `unknown step "${misspelt}"${didYouMean(misspelt, STEP_KINDS)}`);
    else if (expectOnly) at(p, 'a step needs an action before its expect (is this expect indented as a step of its own? it belongs to the step above)');
    else if (kinds.length !== 1) at(p, `a step needs exactly one action (${STEP_KINDS.join(', ')}), found ${kinds.length ? kinds.join(' and ') : 'none'}`);
    for (const k of extra) {
      if (k === misspelt || (expectOnly && EXPECT_KEYS.includes(k))) continue;
      at([...p, k], EXPECT_KEYS.includes(k) ? `${k} goes under expect: write expect: { ${k}: ... }` : `unknown step key "${k}"${didYouMean(k, [...STEP_KINDS, ...STEP_EXTRAS])}`);
    }
    const kind = kinds[0];
    const v = kind ? step[kind] : undefined;
    if (kind === 'open' && typeof v !== 'string') at([...p, 'open'], `open takes "link" or a path of a screen, not ${JSON.stringify(v)}`);
    // The same sentence as an expected path's, so a screen path renamed in the flow is one line for every fixture.
    else if (kind === 'open' && v !== 'link' && pathsKnown && !opensScreen(v as string, world.paths)) at([...p, 'open'], `no screen has the path ${JSON.stringify(v)}${didYouMean(v as string, world.paths.filter((x) => !x.includes(':')))}`);
    if (kind === 'fill') {
      if (!isObject(v)) at([...p, 'fill'], 'fill takes a mapping of label to text');
      else if (copyKnown) for (const label of Object.keys(v)) if (!labels.has(norm(label))) at([...p, 'fill', label], `no field is labelled "${label}" in content/${world.locale ?? 'en'}/screens${didYouMean(label, world.labels.filter((l) => l.length < 60))}`);
    }
    if (kind === 'suggest') {
      const entries = isObject(v) ? Object.entries(v) : [];
      if (entries.length !== 1) at([...p, 'suggest'], 'suggest takes one field: { label: text to type }, then option: the suggestion to choose');
      for (const [label, text] of entries) {
        if (copyKnown && !labels.has(norm(label))) at([...p, 'suggest', label], `no field is labelled "${label}" in content/${world.locale ?? 'en'}/screens`);
        if (typeof text !== 'string' || text.trim() === '') at([...p, 'suggest', label], 'suggest types a text: give the start of an address');
      }
    }
    if ('option' in step && kind !== 'suggest') at([...p, 'option'], 'option goes with a suggest step (the suggestion to choose)');
    else if ('option' in step && (typeof step.option !== 'string' || step.option.trim() === '')) at([...p, 'option'], 'option takes the words of a suggestion, such as "123 Main St, Springfield"');
    if (kind === 'check' && (typeof v !== 'string' || (copyKnown && ![...labels].some((l) => l.includes(norm(v)))))) at([...p, 'check'], `no checkbox label contains "${String(v)}"`);
    if (kind === 'click' && (typeof v !== 'string' || (copyKnown && !isButton(v)))) at([...p, 'click'], `no button or link reads "${String(v)}" in content/${world.locale ?? 'en'} (screens, modals, site)${typeof v === 'string' ? didYouMean(v, world.buttons) : ''}`);
    if (kind === 'pick' && !MONTHS.includes(v as number)) at([...p, 'pick'], `pick takes a plan's months (${MONTHS.join(', ')}), not ${JSON.stringify(v)}`);
    if (kind === 'code' && (typeof v !== 'string' || (v !== 'latest' && !/^\d{4}$/.test(v)))) at([...p, 'code'], 'code takes "latest" or 4 digits');
    if (kind === 'merchant' && !MERCHANT.includes(v as string)) at([...p, 'merchant'], `merchant takes one of ${oneOf(MERCHANT, v)}`);
    if ('reason' in step && (kind !== 'merchant' || v !== 'cancel')) at([...p, 'reason'], 'reason goes with merchant: cancel (why the merchant canceled)');
    else if ('reason' in step && (typeof step.reason !== 'string' || !/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/.test(step.reason) || (!REASONS.includes(step.reason) && closestText(step.reason, REASONS)))) {
      at([...p, 'reason'], `reason ${JSON.stringify(step.reason)} is not a cancel reason the flows know: ${oneOf(REASONS, step.reason)}`);
    }
    if (kind === 'clock' && (typeof v !== 'string' || durationMs(v) === null)) at([...p, 'clock'], "clock takes a duration such as '31m', '2h' or '15d'");
    if (kind === 'bank' && !BANK.includes(v as string)) at([...p, 'bank'], `bank takes one of ${oneOf(BANK, v)}`);
    if ('institution' in step && (kind !== 'bank' || v === 'oauth')) at([...p, 'institution'], 'institution goes with bank: link, fail or cancel (the bank to choose in the dialog)');
    else if ('institution' in step && !BANKS.includes(step.institution as string)) at([...p, 'institution'], `institution ${JSON.stringify(step.institution)} is not a sandbox bank: ${oneOf(BANKS, step.institution)}`);
    if (kind === 'identity' && !IDENTITY.includes(v as string)) at([...p, 'identity'], `identity takes one of ${oneOf(IDENTITY, v)}`);
    if (kind === 'choose') {
      if (!isObject(v)) at([...p, 'choose'], 'choose takes a mapping of question label to the words of an option');
      else if (copyKnown) for (const [question, option] of Object.entries(v)) {
        if (!labels.has(norm(question))) at([...p, 'choose', question], `no question is labelled "${question}" in content/${world.locale ?? 'en'}/screens`);
        if (typeof option !== 'string' || !labels.has(norm(option))) at([...p, 'choose', question], `no option reads "${String(option)}" in content/${world.locale ?? 'en'}/screens`);
      }
    }
    if (kind === 'saved' && !isObject(v)) at([...p, 'saved'], 'saved takes a mapping of answer name to the value the lender should hold');
    if (kind === 'fault') problems.push(...checkFault(v, { file, text, path: [...p, 'fault'] }, world.calls));
    if (kind === 'wait' && !(typeof v === 'number' && v >= 0 && v <= 120_000)) at([...p, 'wait'], 'wait takes milliseconds up to 120000');
    const expect = step.expect;
    if (expect !== undefined) {
      if (!isObject(expect)) at([...p, 'expect'], 'expect takes path, see, notSee, values and steady');
      else {
        for (const k of Object.keys(expect)) if (!EXPECT_KEYS.includes(k)) at([...p, 'expect', k], `unknown expectation "${k}"${didYouMean(k, EXPECT_KEYS) || ' (path, see, notSee, values, steady)'}`);
        if (expect.path !== undefined && (typeof expect.path !== 'string' || (pathsKnown && !pathKnown(expect.path, world.paths, true)))) {
          at([...p, 'expect', 'path'], `no screen has the path ${JSON.stringify(expect.path)}${typeof expect.path === 'string' ? didYouMean(expect.path, world.paths.filter((x) => !x.includes(':'))) : ''}`);
        }
        for (const k of ['see', 'notSee']) {
          const texts = expect[k];
          if (texts === undefined) continue;
          if (!(Array.isArray(texts) && texts.every((t) => typeof t === 'string'))) at([...p, 'expect', k], `${k} takes a list of texts, such as ${k}: [${typeof texts === 'string' ? texts : 'Choose your plan'}]`);
          else if (k === 'see' && seen) texts.forEach((t, j) => {
            const problem = seen(t);
            if (problem) at([...p, 'expect', k, j], problem);
          });
        }
        if (expect.steady !== undefined && expect.steady !== true) at([...p, 'expect', 'steady'], 'steady takes true (the screen does not jump on its own during the step), or is left out');
        const values = expect.values;
        // What a field holds, by its label as fill finds it: the labels are held to the copy as fill's are.
        if (values !== undefined && !isObject(values)) at([...p, 'expect', 'values'], 'values takes a mapping of field label to the text it holds, such as values: { First name: Ana }');
        else if (values !== undefined) for (const [label, held] of Object.entries(values)) {
          if (copyKnown && !labels.has(norm(label))) at([...p, 'expect', 'values', label], `no field is labelled "${label}" in content/${world.locale ?? 'en'}/screens${didYouMean(label, world.labels.filter((l) => l.length < 60))}`);
          else if (typeof held !== 'string' && typeof held !== 'number') at([...p, 'expect', 'values', label], `values: the field "${label}" takes the text it holds, as fill typed it (such as '1111'), not ${JSON.stringify(held)}`);
        }
      }
    }
  });
  return problems;
}
