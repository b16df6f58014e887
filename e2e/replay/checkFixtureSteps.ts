import { parseDocument } from 'yaml';
import { locate } from '../../engine/flow/locate';
import { durationMs, STEP_KINDS } from './Step';

/** What steps are held against: screen paths of the journeys, every label and button text copy defines. */
export interface ReplayWorld {
  /** The copy's locale the labels and buttons come from (content/<locale>/). */
  locale?: string;
  paths: string[];
  labels: string[];
  buttons: string[];
  fields: string[];
}

const MERCHANT = ['confirmLock', 'declineLock', 'expireLock', 'refund', 'cancel', 'settle', 'expire'];
const BANK = ['link', 'fail', 'cancel', 'oauth'];
const IDENTITY = ['complete', 'fail', 'exit'];
const EXPECT_KEYS = ['path', 'see', 'notSee'];
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
  const clean = path.split('?')[0] as string;
  if (exact) return patterns.some((p) => new RegExp(`^${p.split(/:[A-Za-z0-9_]+/).map(escapeRe).join('\\{token\\}')}$`).test(clean));
  return patterns.some((p) => new RegExp(`^${p.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`).test(clean.replace(/\{token\}/g, 'x')));
}

// The fixture checker (issue 5): YAML mistakes, steps of unknown kinds, paths no screen has, fields and buttons
// no copy defines. Each problem is `file:line:column: sentence`.
export function checkFixtureSteps(file: string, text: string, world: ReplayWorld): string[] {
  const problems: string[] = [];
  const doc = parseDocument(text);
  if (doc.errors.length) return doc.errors.map((e) => `${file}:${e.linePos?.[0].line ?? 1}:${e.linePos?.[0].col ?? 1}: not valid YAML: ${e.message.split('\n')[0]}`);
  const at = (path: (string | number)[], message: string) => {
    const { line, column } = locate(text, path);
    problems.push(`${file}:${line}:${column}: ${message}`);
  };
  const data = doc.toJS() as Record<string, unknown> | null;
  const steps = data?.steps;
  if (steps === undefined) return problems;
  if (!Array.isArray(steps)) return [`${file}:1:1: steps must be a list`];
  const labels = new Set([...world.labels.map(norm), ...world.fields.map((f) => f.toLowerCase())]);
  const buttons = world.buttons.map(readAs);
  const isButton = (text: string) => buttons.some((b) => b.test(text.replace(/[*_`]/g, '').replace(/\s+/g, ' ').trim().toLowerCase()));
  steps.forEach((step, i) => {
    const p = ['steps', i];
    if (!isObject(step)) return at(p, 'a step must be a mapping such as { click: CONTINUE }');
    const kinds = Object.keys(step).filter((k) => (STEP_KINDS as readonly string[]).includes(k));
    const extra = Object.keys(step).filter((k) => !(STEP_KINDS as readonly string[]).includes(k) && !['expect', 'note', 'reason', 'institution', 'option'].includes(k));
    if (kinds.length !== 1) at(p, `a step needs exactly one action (${STEP_KINDS.join(', ')}), found ${kinds.length ? kinds.join(' and ') : 'none'}`);
    for (const k of extra) at([...p, k], `unknown step key "${k}"`);
    const kind = kinds[0];
    const v = kind ? step[kind] : undefined;
    if (kind === 'open' && (typeof v !== 'string' || (v !== 'link' && !pathKnown(v, world.paths)))) at([...p, 'open'], `open takes "link" or a path of a screen, not ${JSON.stringify(v)}`);
    if (kind === 'fill') {
      if (!isObject(v)) at([...p, 'fill'], 'fill takes a mapping of label to text');
      else for (const label of Object.keys(v)) if (!labels.has(norm(label))) at([...p, 'fill', label], `no field is labelled "${label}" in content/${world.locale ?? 'en'}/screens`);
    }
    if (kind === 'suggest') {
      const entries = isObject(v) ? Object.entries(v) : [];
      if (entries.length !== 1) at([...p, 'suggest'], 'suggest takes one field: { label: text to type }, then option: the suggestion to choose');
      for (const [label, text] of entries) {
        if (!labels.has(norm(label))) at([...p, 'suggest', label], `no field is labelled "${label}" in content/${world.locale ?? 'en'}/screens`);
        if (typeof text !== 'string' || text.trim() === '') at([...p, 'suggest', label], 'suggest types a text: give the start of an address');
      }
    }
    if ('option' in step && kind !== 'suggest') at([...p, 'option'], 'option goes with a suggest step (the suggestion to choose)');
    else if ('option' in step && (typeof step.option !== 'string' || step.option.trim() === '')) at([...p, 'option'], 'option takes the words of a suggestion, such as "123 Main St, Springfield"');
    if (kind === 'check' && (typeof v !== 'string' || ![...labels].some((l) => l.includes(norm(v))))) at([...p, 'check'], `no checkbox label contains "${String(v)}"`);
    if (kind === 'click' && (typeof v !== 'string' || !isButton(v))) at([...p, 'click'], `no button or link reads "${String(v)}" in content/${world.locale ?? 'en'} (screens, modals, site)`);
    if (kind === 'pick' && ![3, 6, 12, 24, 36, 60].includes(v as number)) at([...p, 'pick'], `pick takes a plan's months (3, 6, 12, 24, 36 or 60), not ${JSON.stringify(v)}`);
    if (kind === 'code' && (typeof v !== 'string' || (v !== 'latest' && !/^\d{4}$/.test(v)))) at([...p, 'code'], 'code takes "latest" or 4 digits');
    if (kind === 'merchant' && !MERCHANT.includes(v as string)) at([...p, 'merchant'], `merchant takes one of ${MERCHANT.join(', ')}`);
    if (kind === 'clock' && (typeof v !== 'string' || durationMs(v) === null)) at([...p, 'clock'], "clock takes a duration such as '31m', '2h' or '15d'");
    if (kind === 'bank' && !BANK.includes(v as string)) at([...p, 'bank'], `bank takes one of ${BANK.join(', ')}`);
    if (kind === 'identity' && !IDENTITY.includes(v as string)) at([...p, 'identity'], `identity takes one of ${IDENTITY.join(', ')}`);
    if (kind === 'choose') {
      if (!isObject(v)) at([...p, 'choose'], 'choose takes a mapping of question label to the words of an option');
      else for (const [question, option] of Object.entries(v)) {
        if (!labels.has(norm(question))) at([...p, 'choose', question], `no question is labelled "${question}" in content/${world.locale ?? 'en'}/screens`);
        if (typeof option !== 'string' || !labels.has(norm(option))) at([...p, 'choose', question], `no option reads "${String(option)}" in content/${world.locale ?? 'en'}/screens`);
      }
    }
    if (kind === 'saved' && !isObject(v)) at([...p, 'saved'], 'saved takes a mapping of answer name to the value the lender should hold');
    if (kind === 'wait' && !(typeof v === 'number' && v >= 0 && v <= 120_000)) at([...p, 'wait'], 'wait takes milliseconds up to 120000');
    const expect = step.expect;
    if (expect !== undefined) {
      if (!isObject(expect)) at([...p, 'expect'], 'expect takes path, see and notSee');
      else {
        for (const k of Object.keys(expect)) if (!EXPECT_KEYS.includes(k)) at([...p, 'expect', k], `unknown expectation "${k}" (path, see, notSee)`);
        if (expect.path !== undefined && (typeof expect.path !== 'string' || !pathKnown(expect.path, world.paths, true))) at([...p, 'expect', 'path'], `no screen has the path ${JSON.stringify(expect.path)}`);
        for (const k of ['see', 'notSee']) if (expect[k] !== undefined && !(Array.isArray(expect[k]) && (expect[k] as unknown[]).every((s) => typeof s === 'string'))) at([...p, 'expect', k], `${k} takes a list of texts`);
      }
    }
  });
  return problems;
}
