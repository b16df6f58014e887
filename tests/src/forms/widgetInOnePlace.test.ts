// A widget is added in one place (issue 47): its own file in src/forms/theme/widgets/, declaring its name and the
// types it draws beside its component. A scratch copy of that folder (beside it, so the files' imports read as in the
// real one) gets one file more, a star rating, and nothing else changes: the theme draws it, flows:check holds a UI
// schema to it (the same sentences as for any widget) and the form editor offers it as a kind of question.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionKinds } from '../../../authoring/server/form/questionKinds';
import { widgetsFor } from '../../../authoring/server/form/questionWidget';
import type { FormDefinition } from '../../../engine/forms/FormDefinition';
import { formConfigProblem } from '../../../engine/forms/formConfigProblem';
import { formatProblem } from '../../../engine/Problem';
import { checkProject } from '../../../scripts/check/checkProject';
import { loadProject } from '../../../scripts/check/loadProject';
import { WIDGETS_DIR, widgetComponents, widgetVocabulary } from '../../../scripts/lib/widgetVocabulary';
import { fields, vocabulary, widgets } from '../../../src/forms/theme/theme';
import { themeOf } from '../../../src/forms/theme/themeOf';

const repo = resolve(__dirname, '..', '..', '..');
const RATING = `import type { WidgetProps } from '@rjsf/utils';
import type { WidgetDeclaration } from '../../../../engine/forms/uiVocabulary';

export function RatingWidget({ id, value, onChange }: WidgetProps) {
  return <input id={id} type="range" min={1} max={5} value={Number(value ?? 3)} onChange={(e) => onChange(Number(e.target.value))} />;
}

export default RatingWidget;

export const widget = { name: 'rating', rank: 20, draws: ['integer'], says: 'One to five stars.', question: { schema: { type: 'integer', minimum: 1, maximum: 5 }, ui: { 'ui:widget': 'rating' } } } satisfies WidgetDeclaration;
`;

let scratch = '';
let config = '';
beforeAll(() => {
  scratch = join(WIDGETS_DIR, '..', `widgets-scratch-${process.pid}`);
  cpSync(WIDGETS_DIR, scratch, { recursive: true });
  writeFileSync(join(scratch, 'RatingWidget.tsx'), RATING);
  config = mkdtempSync(join(tmpdir(), 'widget-in-one-place-'));
  for (const d of ['flows', 'content', 'schemas', 'fixtures', 'engine/generated/forms']) cpSync(join(repo, d), join(config, d), { recursive: true });
});
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  rmSync(config, { recursive: true, force: true });
});

/** The completion date form given a question `stars` of `type`, drawn by the rating; flows:check's form lines. */
function formLines(type: string, widgetDirs?: string[]): string[] {
  const files = ['schemas/forms/completion_date.schema.json', 'schemas/forms/completion_date.ui.json'].map((f) => join(config, f));
  const before = files.map((f) => readFileSync(f, 'utf8'));
  try {
    writeFileSync(files[0]!, before[0]!.replace('"properties": {\n', `"properties": {\n    "stars": { "type": "${type}" },\n`));
    writeFileSync(files[1]!, before[1]!.replace('{\n', '{\n  "stars": { "ui:widget": "rating" },\n'));
    return checkProject(loadProject(config, widgetDirs), ['forms']).map(formatProblem);
  } finally {
    files.forEach((f, i) => writeFileSync(f, before[i]!));
  }
}

describe('a widget added in one place: its file', () => {
  it('the app\'s theme draws every widget file of the folder, by the name each declares', () => {
    const files = readdirSync(WIDGETS_DIR).filter((f) => f.endsWith('.tsx') && readFileSync(join(WIDGETS_DIR, f), 'utf8').includes('export const widget'));
    const declared = widgetVocabulary();
    expect(declared.problems).toEqual([]);
    expect(declared.declared).toHaveLength(files.length);
    expect([...Object.keys(widgets), ...Object.keys(fields)].sort()).toEqual(declared.declared.map((w) => w.name).sort());
  });

  it('a widget file dropped into the folder is drawn by the theme, and a form naming it can be drawn', () => {
    const theme = themeOf(widgetComponents([scratch]));
    expect(typeof theme.widgets.rating).toBe('function');
    const def = { id: 'rated', schema: { type: 'object', properties: { stars: { type: 'integer' } } }, uiSchema: { stars: { 'ui:widget': 'rating' } }, validators: { root: () => true }, rootKey: 'root' } as unknown as FormDefinition;
    expect(formConfigProblem('rated', { rated: def }, theme.vocabulary)).toBeNull();
    // The app's theme, without the file, refuses it as it refuses any name it does not draw.
    expect(formConfigProblem('rated', { rated: def }, vocabulary)?.cause).toBe('unknownWidget');
  });

  it('flows:check knows it from its file: a field it draws passes, one of a type it does not draw is refused', () => {
    expect(formLines('integer', [scratch])).toEqual([]);
    expect(formLines('boolean', [scratch])).toEqual([
      expect.stringMatching(/^schemas\/forms\/completion_date\.ui\.json:2:\d+: widget "rating" cannot draw a yes\/no field \("type": "boolean"\): use select or radio or checkbox or agreement/),
    ]);
    expect(formLines('integer')).toEqual([expect.stringMatching(/^schemas\/forms\/completion_date\.ui\.json:2:\d+: unknown widget "rating"/)]);
  });

  it('the form editor offers it as a kind of question, and as a way to show a whole-number answer', () => {
    const declared = widgetVocabulary([scratch]).declared;
    expect(questionKinds(config, declared).find((k) => k.id === 'widget:rating')).toEqual({
      id: 'widget:rating', name: 'rating', source: 'widget', type: 'integer', choices: false, schema: { type: 'integer', minimum: 1, maximum: 5 }, ui: { 'ui:widget': 'rating' },
    });
    expect(widgetsFor({ type: 'integer', choices: false, definition: null }, { 'ui:widget': 'rating' }, declared)).toEqual(['text', 'currency', 'rating']);
    expect(questionKinds(config).map((k) => k.id)).not.toContain('widget:rating');
  });
});
