import { isMap, isScalar, isSeq, parseDocument, type Node, type Scalar } from 'yaml';

/** One text of a copy file: its key path ('subtitle', 'variants.fullForm.title', 'offerBullets.1', 'body'), its value and where its source is. */
export interface CopyLeaf { key: string; value: string; start: number; end: number; type?: Scalar.Type | undefined }

/** A copy file's texts, or the reason it cannot be read (then nothing of it can be edited). */
export type CopyLeaves = { ok: true; leaves: CopyLeaf[] } | { ok: false; error: string };

const FENCE = /^---[ \t]*(?:\r?\n|$)/m;

// Where a Markdown copy file's front matter and Markdown text are, in the file's own characters: the YAML between
// the fence lines, and the text after the closing one without the blank lines around it.
function partsOf(text: string): { yamlStart: number; yamlEnd: number; bodyStart: number; bodyEnd: number } | undefined {
  const open = /^---[ \t]*\r?\n/.exec(text);
  if (!open) return undefined;
  const rest = text.slice(open[0].length);
  const close = FENCE.exec(rest);
  if (!close) return undefined;
  const yamlStart = open[0].length;
  const yamlEnd = yamlStart + close.index;
  const after = yamlEnd + close[0].length;
  const tail = text.slice(after);
  if (tail.trim() === '') return { yamlStart, yamlEnd, bodyStart: after, bodyEnd: after };
  const lead = tail.length - tail.trimStart().length;
  return { yamlStart, yamlEnd, bodyStart: after + lead, bodyEnd: after + tail.trimEnd().length };
}

// Every text of a YAML document by key path, with its source range shifted by `offset` (the front matter's place).
function yamlLeaves(yaml: string, offset: number): CopyLeaves {
  const doc = parseDocument(yaml, { uniqueKeys: true, keepSourceTokens: false });
  if (doc.errors[0]) return { ok: false, error: doc.errors[0].message.split('\n')[0] ?? 'not valid YAML' };
  const leaves: CopyLeaf[] = [];
  const walk = (node: unknown, path: string): void => {
    if (isMap(node)) for (const pair of node.items) walk(pair.value, path ? `${path}.${String((pair.key as Scalar | null)?.value)}` : String((pair.key as Scalar | null)?.value));
    else if (isSeq(node)) node.items.forEach((item, i) => walk(item, `${path}.${i}`));
    else if (isScalar(node) && typeof node.value === 'string' && (node as Node).range) {
      const [start, end] = (node as Node).range as [number, number, number];
      leaves.push({ key: path, value: node.value, start: start + offset, end: end + offset, type: node.type });
    }
  };
  walk(doc.contents, '');
  return { ok: true, leaves };
}

// The texts product can edit in one copy file: a screen's or modal's front matter and its Markdown text ('body'), or
// every text of site.yaml, messages.yaml, errors.yaml. Read with the yaml package's Document API, which knows
// where each value's source is, so an edit replaces that value and nothing else.
export function copyLeaves(file: string, text: string): CopyLeaves {
  if (!file.endsWith('.md')) return yamlLeaves(text, 0);
  const parts = partsOf(text);
  if (!parts) return { ok: false, error: "the front matter's '---' lines are missing" };
  const front = yamlLeaves(text.slice(parts.yamlStart, parts.yamlEnd), parts.yamlStart);
  if (!front.ok) return front;
  return { ok: true, leaves: [...front.leaves, { key: 'body', value: text.slice(parts.bodyStart, parts.bodyEnd).replace(/\r\n?/g, '\n'), start: parts.bodyStart, end: parts.bodyEnd }] };
}

// Whether `value` reads back as itself written bare after a key (no quotes): not when YAML would take it for a
// number, a list, a comment or a second key.
function plainSafe(value: string): boolean {
  if (value === '' || value !== value.trim() || /[\n\t]/.test(value)) return false;
  const doc = parseDocument(`k: ${value}\n`);
  return doc.errors.length === 0 && (doc.get('k', true) as Scalar | undefined)?.value === value && isScalar(doc.get('k', true));
}

// A value's new source, written the way the old one was (bare, 'single' or "double" quotes); a value with a line
// break, or that cannot stay bare, is quoted.
function scalarSource(value: string, type: Scalar.Type | undefined): string {
  const double = JSON.stringify(value);
  if (value.includes('\n') || type === 'QUOTE_DOUBLE' || type === 'BLOCK_LITERAL' || type === 'BLOCK_FOLDED') return double;
  if (type === 'PLAIN' && plainSafe(value)) return value;
  return `'${value.replace(/'/g, "''")}'`;
}

export class CopyEditError extends Error {}

// A copy file with one text changed: only that value's characters are replaced (comments, key order, quotes, blank
// lines and line endings stay as they were), then the file is read again to prove that this key and no other
// changed. The Markdown text keeps the file's line endings.
export function setCopyValue(file: string, text: string, key: string, value: string): string {
  const read = copyLeaves(file, text);
  if (!read.ok) throw new CopyEditError(`${file} does not read (${read.error}): fix it in an editor first`);
  const leaf = read.leaves.find((l) => l.key === key);
  if (!leaf) throw new CopyEditError(`${file} has no text '${key}'`);
  const clean = value.replace(/\r\n?/g, '\n');
  if (clean === leaf.value) return text;
  const crlf = text.includes('\r\n');
  const source = key === 'body' && file.endsWith('.md') ? (crlf ? clean.trim().replace(/\n/g, '\r\n') : clean.trim()) : scalarSource(clean, leaf.type);
  const next = text.slice(0, leaf.start) + source + text.slice(leaf.end);
  const again = copyLeaves(file, next);
  const want = key === 'body' ? clean.trim() : clean;
  if (!again.ok || again.leaves.length !== read.leaves.length
    || again.leaves.some((l, i) => l.key !== read.leaves[i]?.key || (l.key === key ? l.value !== want : l.value !== read.leaves[i]?.value))) {
    throw new CopyEditError(`${file}: '${key}' could not be written without changing other texts`);
  }
  return next;
}
