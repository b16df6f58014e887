import { loadCatalog } from '../../../engine/content/loadCatalog';
import { allProperties } from '../../../engine/forms/allProperties';
import type { Problem } from '../../../engine/Problem';
import { filesUnder, perProject, screensOf, type Project } from '../Project';
import { formFindings } from './forms';

const OPTION_WIDGETS = ['select', 'radio', 'checkboxes'];
const DIR = 'content/en/screens';

// Each field a screen's form shows needs its words in that screen's copy: the label, a birth date's part labels,
// and for a choice every option's words (`<field>.<value>`). Only forms that read (formFindings) are held to it;
// a form missing a label is `troubled` (its validators are asked for once it is whole).
export const formLabelFindings = perProject((project: Project): { problems: Problem[]; troubled: Set<string> } => {
  const problems: Problem[] = [];
  const troubled = new Set<string>();
  const texts = filesUnder(project, DIR, '.md');
  const catalog = loadCatalog(texts);
  if (!catalog.ok) return { problems, troubled };
  const { loaded } = formFindings(project);
  const seen = new Set<string>();
  for (const { id: screenId, screen } of screensOf(project)) {
    const form = loaded.find((f) => f.id === screen.form);
    const copyId = screen.copy ?? screenId;
    const copy = catalog.value[copyId];
    if (!form || !copy || seen.has(`${copyId}/${form.id}`)) continue;
    seen.add(`${copyId}/${form.id}`);
    const labels = new Set([...Object.keys(copy.labels), ...Object.values(copy.variants).flatMap((v) => Object.keys(v.labels ?? {}))]);
    const file = `${DIR}/${copyId}.md`;
    const line = (texts[file] ?? '').split('\n').findIndex((l) => /^labels:/.test(l)) + 1 || 1;
    const need = (key: string, why: string) => {
      if (labels.has(key)) return;
      problems.push({ file, line, column: 1, message: `no label "${key}" for ${why} of form "${form.id}" (schemas/forms/${form.id}.schema.json)`, rule: 'formLabels' });
      troubled.add(form.id);
    };
    for (const [field, node] of Object.entries(allProperties(form.schema))) {
      need(field, `field "${field}"`);
      const ui = (form.ui[field] ?? {}) as Record<string, unknown>;
      if (ui['ui:field'] === 'dobParts') for (const part of Object.keys(node.properties ?? {})) need(part, `part "${part}" of "${field}"`);
      const choices = node.enum ?? node.items?.enum ?? (node.oneOf ?? node.items?.oneOf)?.map((o) => o.const);
      const widget = String(ui['ui:widget'] ?? (choices ? (node.type === 'array' ? 'checkboxes' : 'select') : ''));
      if (choices && OPTION_WIDGETS.includes(widget)) for (const value of choices) need(`${field}.${String(value)}`, `option "${String(value)}" of "${field}"`);
    }
  }
  return { problems, troubled };
});
