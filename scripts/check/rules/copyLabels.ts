import { isMap, isScalar, LineCounter, parseDocument, type Node } from 'yaml';
import { splitFrontMatter } from '../../../engine/content/splitFrontMatter';
import type { FormSchema } from '../../../engine/forms/FormDefinition';
import { allProperties } from '../../../engine/forms/allProperties';
import type { Problem } from '../../../engine/Problem';
import { copyUsageOf } from '../copyUsage';
import { didYouMean } from '../didYouMean';
import { formSchemaOf } from '../formSchemaOf';
import { formSchemaRules } from '../formSchemaRules';
import { englishContent } from '../loadContent';
import { perProject, type Project } from '../Project';

// Labels the form renderer reads besides one per field: the zip check's "checking" line (src/forms/ScreenForm.tsx).
const FORM_LABELS = ['checking'];

// A form schema the forms check finds broken (not JSON, not a form, against JSON Schema's own rules) is that check's
// line; its fields are then unknown, so the labels of its screens are not judged by it.
function readSchema(project: Project, form: string): FormSchema | undefined {
  const read = formSchemaOf(project, form);
  if (!read.ok) return undefined;
  const schema = read.value;
  const props = schema?.properties as unknown;
  if (!props || typeof props !== 'object' || Array.isArray(props)) return undefined;
  return formSchemaRules(schema).length === 0 ? schema : undefined;
}

/** The label keys a form shows (field, hint, placeholder, each option's words, a birth date's parts), and those it
 * needs whatever its widgets (a field's and a part's label). */
function formLabels(schema: FormSchema): { shown: Set<string>; needed: Set<string> } {
  const shown = new Set(FORM_LABELS);
  const needed = new Set<string>();
  for (const [field, node] of Object.entries(allProperties(schema))) {
    for (const key of [field, `${field}Hint`, `${field}.placeholder`]) shown.add(key);
    needed.add(field);
    for (const part of Object.keys(node.properties ?? {})) { shown.add(part); needed.add(part); }
    const choices = node.enum ?? node.items?.enum ?? (node.oneOf ?? node.items?.oneOf)?.map((o) => o.const) ?? [];
    for (const value of choices) shown.add(`${field}.${String(value)}`);
  }
  return { shown, needed };
}

/** Each label key of a copy file's front matter (under labels: and each variant's labels:) with its position. */
function labelKeys(text: string): { key: string; line: number; column: number }[] {
  const parts = splitFrontMatter(text);
  if (!parts.ok) return [];
  const lineCounter = new LineCounter();
  const doc = parseDocument(parts.value.yaml, { lineCounter });
  const out: { key: string; line: number; column: number }[] = [];
  const collect = (labels: unknown) => {
    if (!isMap(labels)) return;
    for (const pair of labels.items) {
      const pos = lineCounter.linePos((pair.key as Node | null)?.range?.[0] ?? 0);
      out.push({ key: isScalar(pair.key) ? String(pair.key.value) : String(pair.key), line: pos.line + parts.value.yamlFirstLine - 1, column: pos.col });
    }
  };
  collect(doc.getIn(['labels']));
  const variants = doc.getIn(['variants']);
  if (isMap(variants)) for (const v of variants.items) collect(isMap(v.value) ? v.value.get('labels') : undefined);
  return out;
}

// Labels are read by a screen's form and by its component. A screen with neither never shows them. On a screen
// whose own form draws the page (no component reading labels of its own), a label that no field,
// hint, option or placeholder of the form uses is never shown: a leftover, or a slip for a field's label. A slip
// for a label the form still needs is the forms check's line ("no label ... for field"), so it is not repeated;
// a file missing a label comes back in `elsewhere` (it has a problem), so its translations wait for the fix.
export const copyLabelFindings = perProject((project: Project): { problems: Problem[]; elsewhere: string[] } => {
  const files = englishContent(project).screens;
  const usage = copyUsageOf(project);
  const out: Problem[] = [];
  const elsewhere: string[] = [];
  const problem = (file: string, line: number, column: number, message: string) => out.push({ file, line, column, message, rule: 'copyLabels' });
  if (!usage.complete) return { problems: out, elsewhere };
  for (const f of Object.values(files)) {
    const uses = usage.screens.get(f.id) ?? [];
    if (!f.copy || uses.length === 0 || uses.some((u) => u.screen.component)) continue;
    if (uses.every((u) => !u.screen.form)) {
      for (const label of labelKeys(f.text)) problem(f.file, label.line, label.column, `label "${label.key}" is never shown: screen "${uses.map((u) => u.id).join('", "')}" has no form and no component to show it (words for the page go in the text below the front matter)`);
      continue;
    }
    if (uses.some((u) => !u.screen.form)) continue;
    const forms = [...new Set(uses.map((u) => String(u.screen.form)))];
    const schemas = forms.map((form) => readSchema(project, form));
    if (schemas.some((s) => !s)) continue;
    const shown = new Set<string>();
    const needed = new Set<string>();
    for (const s of schemas) { const l = formLabels(s!); l.shown.forEach((k) => shown.add(k)); l.needed.forEach((k) => needed.add(k)); }
    const present = new Set(labelKeys(f.text).map((l) => l.key));
    const missing = [...needed].filter((k) => !present.has(k));
    // A field without its label is the forms check's line, and a label then left over is most likely the same slip
    // or rename: this file has a problem, reported there; its other labels and its translations wait for the fix.
    if (missing.length > 0) {
      elsewhere.push(f.file);
      continue;
    }
    for (const label of labelKeys(f.text)) {
      if (shown.has(label.key)) continue;
      const fields = [...shown].filter((k) => !k.includes('.') && !k.endsWith('Hint') && !FORM_LABELS.includes(k));
      problem(f.file, label.line, label.column, `label "${label.key}" is never shown: form "${forms.join('", "')}" has no field "${label.key}"${didYouMean(label.key, [...shown].sort()).replace(/ \(known: .*\)$/, ` (fields: ${fields.join(', ')})`)}`);
    }
  }
  return { problems: out, elsewhere };
});
