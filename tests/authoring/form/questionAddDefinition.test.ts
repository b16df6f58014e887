import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formEditStore } from '../../../authoring/server/form/formEditStore';
import { formWords } from '../../../authoring/server/form/formWords';
import type { FormChange, NewQuestion } from '../../../authoring/shared/formTypes';
import { formatProblem } from '../../../engine/Problem';
import { filters, formatters, parsers } from '../../../engine/fields/registry';
import { answersFor } from '../../../engine/forms/formChecks';
import type { FormSchema, UiSchema } from '../../../engine/forms/FormDefinition';
import { ruleIssue } from '../../../engine/forms/formIssues';
import { readFormSchema } from '../../../scripts/lib/formValidators';
import { cleanUp, differing, repo, scratchProject, snapshot, textOf } from './scratchProject';

// Issue 46: a question added as a shared definition (the EIN) in the form editor reaches the lender as the forms
// using that definition send it. Each definition says its UI schema once (`x-ui`, docs/adding-a-screen.md section 7)
// and answers it takes (`examples`); the editor writes the UI schema for the question it adds, and names a question
// in a refusal by the words the panel shows for it.

vi.setConfig({ testTimeout: 240000 });

type Json = Record<string, unknown>;
const DEFS = join(repo, 'schemas/forms/definitions');
const definitions: [string, Json][] = readdirSync(DEFS).filter((f) => f.endsWith('.json')).sort()
  .map((f) => [f.slice(0, -5), JSON.parse(readFileSync(join(DEFS, f), 'utf8')) as Json]);
const definition = (name: string) => definitions.find(([n]) => n === name)![1];

describe('each shared definition says its UI schema and answers it takes', () => {
  it('gives an x-ui entry a form\'s UI schema takes (its names the engine\'s), the one section 7\'s table gives', () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    const uiSchema = ajv.compile(JSON.parse(readFileSync(join(repo, 'schemas/editor/ui.schema.json'), 'utf8')) as object);
    // The table's last column: its first code span is the entry, written as a UI schema's members.
    const guide = readFileSync(join(repo, 'docs/adding-a-screen.md'), 'utf8');
    const table = new Map([...guide.matchAll(/^\| `definitions\/(\w+)\.json` \|.*\| `([^`]*)`[^|]*\|$/gm)].map(([, name, ui]) => [name!, JSON.parse(`{${ui}}`) as Json]));
    for (const [name, def] of definitions) {
      const ui = def['x-ui'] as Json | undefined;
      expect(ui, name).toBeTypeOf('object');
      expect(uiSchema({ [name]: ui }), `${name}: ${JSON.stringify(uiSchema.errors)}`).toBe(true);
      expect(table.get(name), name).toEqual(ui);
    }
    expect(definition('ein')['x-ui']).toMatchObject({ 'ui:filter': 'ein', 'ui:format': 'ein', 'ui:parse': 'einDigits' });
  });

  it('gives one or two examples each, every one an answer the definition takes: its own keywords and its named rules', () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    for (const [name, def] of definitions) {
      const examples = def.examples as unknown[];
      expect(Array.isArray(examples) && examples.length >= 1 && examples.length <= 2, name).toBe(true);
      const { $id: _id, ...own } = def;
      const valid = ajv.compile(own);
      for (const example of examples) {
        expect(valid(example), `${name} ${JSON.stringify(example)}: ${JSON.stringify(valid.errors)}`).toBe(true);
        expect(ruleIssue(def as FormSchema, example, { today: new Date('2026-06-01T12:00:00Z') }), `${name} ${JSON.stringify(example)}`).toBeNull();
      }
    }
  });
});

describe('a question added as a shared definition with the form editor', () => {
  let dir = '';
  beforeAll(() => { dir = scratchProject(true); });
  afterAll(() => cleanUp(dir));

  const SCHEMA = 'schemas/forms/job_details.schema.json';
  const UI = 'schemas/forms/job_details.ui.json';
  const ein: NewQuestion = {
    name: 'businessEin', kind: 'definition:ein', required: true,
    label: { en: 'Business EIN', 'es-US': 'EIN de la empresa' },
  };
  const uiOf = (name: string) => (JSON.parse(textOf(snapshot(dir), UI)) as Json)[name] as Json | undefined;
  /** A change made, looked at, then undone whatever was seen, so each test starts from the guide's files. */
  async function made(change: FormChange, look: () => void | Promise<void>): Promise<void> {
    const store = formEditStore(dir);
    const before = snapshot(dir);
    const answer = await store.apply(change);
    if (!answer.ok) throw new Error(answer.problems.map((p) => formatProblem({ rule: '', ...p })).join('\n'));
    try {
      await look();
    } finally {
      expect((await store.undo()).ok).toBe(true);
      expect(differing(before, snapshot(dir))).toEqual([]);
    }
  }

  it('writes the definition\'s UI settings for it, one line as the guide\'s, and the form sends the EIN\'s digits', async () => {
    await made({ op: 'add', screen: 'job_details', question: ein }, () => {
      const ui = uiOf('businessEin');
      expect(ui).toEqual(definition('ein')['x-ui']);
      expect(textOf(snapshot(dir), UI)).toContain(`"businessEin": ${JSON.stringify(ui).replace(/^\{/, '{ ').replace(/\}$/, ' }').replace(/":/g, '": ').replace(/,"/g, ', "')}`);
      expect((JSON.parse(textOf(snapshot(dir), SCHEMA)) as FormSchema).properties?.businessEin).toEqual({ $ref: 'definitions/ein.json' });
      // What the borrower sees as they type 12-3456789, and what the form sends the lender.
      const typed = filters[ui!['ui:filter'] as keyof typeof filters]('12-3456789');
      expect(formatters[ui!['ui:format'] as keyof typeof formatters](typed)).toBe('12-3456789');
      const schema = readFormSchema('job_details', join(dir, 'schemas/forms'));
      expect(answersFor(schema, JSON.parse(textOf(snapshot(dir), UI)) as UiSchema, { businessEin: '12-3456789' }).businessEin).toBe('123456789');
      expect(parsers.einDigits('12-3456789')).toBe('123456789');
    });
  });

  it('keeps the autofill chosen in the panel over the definition\'s, the definition\'s other settings with it', async () => {
    await made({ op: 'add', screen: 'job_details', question: { ...ein, autocomplete: 'organization' } }, () => {
      expect(definition('ein')['x-ui']).toHaveProperty('ui:autocomplete', 'off');
      expect(uiOf('businessEin')).toEqual({ ...(definition('ein')['x-ui'] as Json), 'ui:autocomplete': 'organization' });
    });
  });

  it('writes them for the first question of a screen added after this one', async () => {
    const screen: FormChange = {
      op: 'addScreen', screen: 'job_details', name: 'business_tax', title: { en: 'Your business', 'es-US': 'Su empresa' },
      button: { en: 'CONTINUE', 'es-US': 'CONTINUAR' }, question: ein,
    };
    await made(screen, () => {
      const ui = JSON.parse(textOf(snapshot(dir), 'schemas/forms/business_tax.ui.json')) as Json;
      expect(ui.businessEin).toMatchObject({ 'ui:filter': 'ein', 'ui:format': 'ein', 'ui:parse': 'einDigits' });
      expect(ui.businessEin).toEqual(definition('ein')['x-ui']);
    });
  });

  it('names a question in a refusal by the words the panel shows for it, its name after', async () => {
    await made({ op: 'add', screen: 'job_details', question: ein }, async () => {
      const store = formEditStore(dir);
      const copy = parse(/^---\n([\s\S]*?)\n---/.exec(textOf(snapshot(dir), 'content/en/screens/job_details.md'))![1]!) as { labels: Record<string, string> };
      // The same name again: the question that has it is named by its words.
      const again = await store.apply({ op: 'add', screen: 'job_details', question: { ...ein, label: { en: 'EIN', 'es-US': 'EIN' } } });
      expect(again.ok ? '' : again.problems[0]!.message).toContain(`“${copy.labels.businessEin!}” (businessEin)`);
      expect(again.ok ? [] : again.problems.map((p) => p.message)).toEqual([formWords.nameTaken(formWords.asked('businessEin', copy.labels.businessEin), 'job_details')]);
      // The question another one is shown for cannot go: both named by their words.
      const remove = await store.apply({ op: 'remove', screen: 'job_details', name: 'homeOwner' });
      expect(remove.ok ? '' : remove.problems[0]!.message).toContain(`“${copy.labels.homeOwner!}”`);
      expect(remove.ok ? [] : remove.problems.map((p) => p.message))
        .toEqual([formWords.stillShows(formWords.asked('homeOwner', copy.labels.homeOwner), [formWords.asked('landlordPhone', copy.labels.landlordPhone)])]);
    });
  });
});
