import { yamlScalar } from './yamlMapLines';

// A new screen's own files laid out as the guide's (docs/adding-a-screen.md, sections 1 to 3), so the questions the
// editor adds to them later follow the same layout (jsonLayout.ts lays a new member out like its siblings): the
// schema one member a line down to each question's keywords, whose values sit on one line; the UI schema one
// question a line; the copy file's front matter title, button and labels, then the text under the title.

/** A JSON value on one line as the guide writes it: `{ "required": "chooseJobType" }`, `["repair", "replacement"]`. */
function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (value && typeof value === 'object') {
    const members = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`);
    return members.length ? `{ ${members.join(', ')} }` : '{}';
  }
  return JSON.stringify(value);
}

/** An object one member a line, each member's value laid out by `inner` (one level deeper). */
function block(value: Record<string, unknown>, indent: string, inner: (key: string, v: unknown, indent: string) => string): string {
  const members = Object.entries(value);
  if (members.length === 0) return '{}';
  const pad = `${indent}  `;
  return `{\n${members.map(([k, v]) => `${pad}${JSON.stringify(k)}: ${inner(k, v, pad)}`).join(',\n')}\n${indent}}`;
}

/** A form schema as the guide lays it out: the form's keys, `properties` and each question one member a line. */
export function schemaText(schema: Record<string, unknown>): string {
  // A question one keyword a line, except a shared definition named alone, on one line as section 7 writes it.
  const multi = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v) && Object.keys(v as object).join() !== '$ref';
  const question = (_k: string, v: unknown, indent: string) => (multi(v) ? block(v, indent, (_q, x) => inline(x)) : inline(v));
  const top = (key: string, v: unknown, indent: string) => (key === 'properties' && v && typeof v === 'object' ? block(v as Record<string, unknown>, indent, question) : inline(v));
  return `${block(schema, '', top)}\n`;
}

/** A UI schema as the guide lays it out: one question a line. */
export const uiText = (ui: Record<string, unknown>): string => `${block(ui, '', (_k, v) => inline(v))}\n`;

/** A screen's copy file as the guide writes it: title, the button's words, the labels in order, then the text. */
export function copyText(title: string, button: string, labels: ReadonlyMap<string, string>, intro: string): string {
  const lines = ['---', `title: ${yamlScalar(title)}`, 'buttons:', `  submit: ${yamlScalar(button)}`];
  if (labels.size) lines.push('labels:', ...[...labels].map(([k, v]) => `  ${yamlScalar(k)}: ${yamlScalar(v)}`));
  lines.push('---');
  return `${lines.join('\n')}\n${intro.trim() ? `${intro.trim()}\n` : ''}`;
}
