import { Document, isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import type { Scenario } from '../../sandbox/domain/types';

export interface RecordedFixture {
  name: string;
  description: string;
  kind: 'loan' | 'prequal';
  /** The browser's language while recording (absent: en-US). */
  locale?: string;
  /** The scenario as its source wrote it: the fixture file's own YAML text (comments and layout kept), or data. */
  scenario: { yaml: string } | { data: Scenario };
  token: string;
  steps: Record<string, unknown>[];
}

/** A small mapping or list on one line, as QA writes `expect: { path: /choose_plan, see: [Choose your plan] }`. */
const FLOW_KEYS = new Set(['expect', 'fault', 'choose', 'suggest', 'saved', 'see', 'notSee', 'values', 'merchant', 'delays', 'flags', 'startAt']);

function flowSmall(node: unknown, key?: string): void {
  if (isMap(node)) {
    if (key !== undefined && (FLOW_KEYS.has(key) || (key === 'fill' && node.items.length <= 2))) node.flow = true;
    for (const pair of node.items) flowSmall(pair.value, isScalar(pair.key) ? String(pair.key.value) : undefined);
  } else if (isSeq(node)) {
    if (key === 'see' || key === 'notSee' || key === 'inquiries') node.flow = true;
    for (const item of node.items) flowSmall(item);
  }
}

// The recorded fixture as a file of fixtures/, laid out as QA's own: name, description, kind and locale when not
// the default, the scenario (the source fixture's text with the new token), the steps with small maps on one line.
export function fixtureText(fixture: RecordedFixture): string {
  const doc = new Document({
    name: fixture.name,
    description: fixture.description,
    ...(fixture.kind === 'prequal' ? { kind: 'prequal' } : {}),
    ...(fixture.locale && fixture.locale !== 'en-US' ? { locale: fixture.locale } : {}),
    scenario: {},
    steps: fixture.steps,
  });
  const scenario = 'yaml' in fixture.scenario ? (parseDocument(fixture.scenario.yaml).contents as Node) : doc.createNode(fixture.scenario.data);
  if (isMap(scenario)) {
    scenario.set('token', fixture.token);
    // The token first, as every fixture has it.
    const token = scenario.items.find((p) => isScalar(p.key) && p.key.value === 'token');
    if (token) scenario.items = [token, ...scenario.items.filter((p) => p !== token)];
  }
  doc.set('scenario', scenario);
  flowSmall(doc.get('steps', true));
  if (!('yaml' in fixture.scenario)) flowSmall(doc.get('scenario', true));
  return unpadLists(doc.toString({ lineWidth: 0, flowCollectionPadding: true, singleQuote: true }));
}

/** `see: [ A, B ]` as QA writes it, `see: [A, B]` (brackets inside quoted text left alone). */
function unpadLists(text: string): string {
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quote) {
      if (quote === '"' && c === '\\') {
        out += c + (text[++i] ?? '');
        continue;
      }
      if (c === quote) quote = null;
    } else if ((c === "'" || c === '"') && /[\s[{,:]/.test(text[i - 1] ?? '\n')) quote = c; // a quoted scalar starts a token
    else if (c === '[' && text[i + 1] === ' ') {
      out += c;
      i++;
      continue;
    } else if (c === ' ' && text[i + 1] === ']') continue;
    out += c;
  }
  return out;
}

/** The `scenario:` block of a fixture file, as its own YAML text (what fixtureText keeps as written). */
export function scenarioYaml(fileText: string): string {
  const doc = parseDocument(fileText);
  const scenario = doc.get('scenario', true) as Node | undefined;
  return scenario ? new Document(scenario).toString({ lineWidth: 0, flowCollectionPadding: true, singleQuote: true }) : '{}';
}
