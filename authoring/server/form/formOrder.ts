import type { FormSchema, UiSchema } from '../../../engine/forms/FormDefinition';
import { questionOrder } from './formQuestions';

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((n, i) => n === b[i]);

// Makes a form show its questions in `order`, changing as little as the files allow: with a `ui:order`, only the
// names `touched` (moved or added) join the ones it lists, "*" kept where the questions it stands for begin; without
// one, the schema's own properties are put in that order. When that cannot say it (a question shown only for one
// answer sits between others), `ui:order` lists every question.
export function setOrder(schema: FormSchema, ui: UiSchema, order: readonly string[], touched: readonly string[]): { schema: FormSchema; ui: UiSchema } {
  const list = ui['ui:order'];
  if (Array.isArray(list)) {
    const explicit = new Set([...list.filter((n): n is string => typeof n === 'string' && n !== '*'), ...touched]);
    const out: string[] = [];
    let star = !list.includes('*');
    for (const name of order) {
      if (explicit.has(name)) out.push(name);
      else if (!star) { out.push('*'); star = true; }
    }
    if (!star) out.push('*');
    const next = { ...ui, 'ui:order': out };
    if (same(questionOrder(schema, next), order)) return { schema, ui: next };
    return { schema, ui: { ...ui, 'ui:order': list.includes('*') ? [...order, '*'] : [...order] } };
  }
  const props = schema.properties ?? {};
  const sorted = Object.fromEntries([...order.filter((n) => n in props), ...Object.keys(props).filter((n) => !order.includes(n))].map((n) => [n, props[n]!]));
  const next = { ...schema, properties: sorted };
  if (same(questionOrder(next, ui), order)) return { schema: next, ui };
  return { schema, ui: { 'ui:order': [...order], ...ui } };
}
