import { isMap, isScalar, parseDocument, type Node, type Pair, type YAMLMap } from 'yaml';
import { FormEditError } from './jsonFile';
import { formWords } from './formWords';
import { lineEnd, lineStart } from './textLines';

/** What to do to one block map of a YAML text: keys to set (added at its end when new, or after the key `after` and
 * each other in order), keys to take out, and keys to put in this order among the lines they hold (`order`). */
export interface MapEdit { set?: readonly (readonly [string, string])[]; remove?: readonly string[]; after?: string; order?: readonly string[] }

// Where the YAML of a file is: a Markdown copy file's front matter, or the whole of a .yaml file.
function region(file: string, text: string): { start: number; end: number } {
  if (!file.endsWith('.md')) return { start: 0, end: text.length };
  const open = /^---[ \t]*\r?\n/.exec(text);
  const close = open ? /^---[ \t]*(?:\r?\n|$)/m.exec(text.slice(open[0].length)) : null;
  if (!open || !close) throw new FormEditError(`${file}: the front matter's '---' lines are missing`, file);
  return { start: open[0].length, end: open[0].length + close.index };
}

// Whether `value` reads back as itself written bare (no quotes): not when YAML would take it for a number, a list,
// a comment or a second key.
function plainSafe(value: string): boolean {
  if (value === '' || value !== value.trim() || /[\n\t]/.test(value)) return false;
  const doc = parseDocument(`k: ${value}\n`);
  const node = doc.get('k', true);
  return doc.errors.length === 0 && isScalar(node) && node.value === value;
}

/** A string as YAML source: bare when it reads back as itself, else in single quotes (the copy files' way). */
export const yamlScalar = (value: string): string => (plainSafe(value) ? value : `'${value.replace(/'/g, "''")}'`);


function mapAt(file: string, yaml: string, path: readonly string[]): YAMLMap<unknown, unknown> {
  const doc = parseDocument(yaml, { keepSourceTokens: false });
  if (doc.errors[0]) throw new FormEditError(`${file} does not read (${doc.errors[0].message.split('\n')[0] ?? ''}): fix it in the files first`, file);
  const node = path.length === 0 ? doc.contents : doc.getIn(path, true);
  if (!isMap(node) || node.flow || node.items.length === 0) throw new FormEditError(formWords.notBlockMap(file, path.join('.') || 'the file'), file);
  return node as YAMLMap<unknown, unknown>;
}
const keyOf = (pair: Pair<unknown, unknown>) => String(isScalar(pair.key) ? pair.key.value : pair.key);
const rangeOf = (node: unknown) => (node as Node | null)?.range;

// The lines of the keys in `order` put in that order, each key's lines taking the place one of them held: the
// map's other lines (another question's words, a placeholder, a comment) stay where they are, so a choice moved in
// the form moves its words' line alone, as a person would move it.
function reorder(file: string, text: string, path: readonly string[], order: readonly string[], eol: string): string {
  // A last line without its newline would join the line put after it: given one while the lines move.
  const yaml = text.endsWith('\n') ? text : `${text}${eol}`;
  const blocks = mapAt(file, yaml, path).items.filter((p) => order.includes(keyOf(p))).flatMap((p) => {
    const from = rangeOf(p.key)?.[0];
    const to = rangeOf(p.value)?.[1] ?? rangeOf(p.key)?.[1];
    return from === undefined || to === undefined ? [] : [{ key: keyOf(p), start: lineStart(yaml, from), end: lineEnd(yaml, Math.max(from, to - 1)) }];
  });
  const wanted = [...blocks].sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
  let out = yaml;
  for (let i = blocks.length - 1; i >= 0; i -= 1) {
    const slot = blocks[i]!;
    out = out.slice(0, slot.start) + yaml.slice(wanted[i]!.start, wanted[i]!.end) + out.slice(slot.end);
  }
  return text.endsWith('\n') ? out : out.slice(0, -eol.length);
}

// One block map of a YAML text (a screen's `labels:`, a flow screen's `save:`, messages.yaml itself) with keys set,
// added or taken out, by splicing its lines: every other character of the file stays as it was (comments, quotes,
// blank lines, the layout of the rest), so `git diff` shows the lines of the change only. A new key goes after the
// map's last, at its indent; a value is written bare when it can be, else in single quotes.
export function editYamlMap(file: string, text: string, path: readonly string[], edit: MapEdit): string {
  const { start, end } = region(file, text);
  let yaml = text.slice(start, end);
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  for (const key of edit.remove ?? []) {
    const pair = mapAt(file, yaml, path).items.find((p) => keyOf(p) === key);
    const from = rangeOf(pair?.key)?.[0];
    const to = rangeOf(pair?.value)?.[1] ?? rangeOf(pair?.key)?.[1];
    if (from === undefined || to === undefined) continue;
    yaml = yaml.slice(0, lineStart(yaml, from)) + yaml.slice(lineEnd(yaml, Math.max(from, to - 1)));
  }
  let anchor = edit.after;
  for (const [key, value] of edit.set ?? []) {
    const map = mapAt(file, yaml, path);
    const pair = map.items.find((p) => keyOf(p) === key);
    const valueRange = rangeOf(pair?.value);
    if (pair && valueRange) {
      yaml = yaml.slice(0, valueRange[0]) + yamlScalar(value) + yaml.slice(valueRange[1]);
      continue;
    }
    const last = map.items.find((p) => anchor !== undefined && keyOf(p) === anchor) ?? map.items[map.items.length - 1]!;
    if (anchor !== undefined) anchor = key;
    const first = rangeOf(map.items[0]!.key)?.[0] ?? 0;
    const indent = yaml.slice(lineStart(yaml, first), first);
    const after = lineEnd(yaml, Math.max(0, (rangeOf(last.value)?.[1] ?? rangeOf(last.key)?.[1] ?? 0) - 1));
    const tail = after === yaml.length && !yaml.endsWith('\n') ? eol : '';
    yaml = `${yaml.slice(0, after)}${tail}${indent}${yamlScalar(key)}: ${yamlScalar(value)}${eol}${yaml.slice(after)}`;
  }
  if (edit.order?.length) yaml = reorder(file, yaml, path, edit.order, eol);
  // Read back: the keys set say their new words, the keys taken out are gone, the keys ordered are in that order.
  const map = mapAt(file, yaml, path);
  const now = new Map(map.items.map((p) => [keyOf(p), isScalar(p.value) ? p.value.value : undefined]));
  for (const [key, value] of edit.set ?? []) if (now.get(key) !== value) throw new FormEditError(`${file}: '${key}' could not be written without changing other lines`, file);
  for (const key of edit.remove ?? []) if (now.has(key)) throw new FormEditError(`${file}: '${key}' could not be taken out without changing other lines`, file);
  const ordered = [...now.keys()].filter((k) => edit.order?.includes(k));
  if (ordered.some((k, i) => i > 0 && edit.order!.indexOf(k) < edit.order!.indexOf(ordered[i - 1]!))) throw new FormEditError(`${file}: '${ordered.join("', '")}' could not be put in order without changing other lines`, file);
  return text.slice(0, start) + yaml + text.slice(end);
}
