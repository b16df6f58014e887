import { LineCounter, parseDocument } from 'yaml';
import { closestName } from '../flow/closestName';
import { err, ok, type Result } from '../Result';
import type { CopyVariant, ScreenCopy } from './ScreenCopy';
import { splitFrontMatter } from './splitFrontMatter';
import { yamlErrorMessage } from './yamlErrorMessage';
import { yamlReader, type YamlReader } from './yamlReader';

const SCREEN_KEYS = ['title', 'documentTitle', 'subtitle', 'buttons', 'labels', 'variants'] as const;
const VARIANT_KEYS = ['title', 'documentTitle', 'subtitle', 'body', 'buttons', 'labels'] as const;

// Product edits screen copy as Markdown with front matter; this turns one file into ScreenCopy or into plain
// sentences that name the file and line to fix (several problems are joined by newlines, one per line).
export function parseCopy(fileName: string, text: string): Result<ScreenCopy, string> {
  const parts = splitFrontMatter(text);
  if (!parts.ok) return err(`${fileName}:${parts.error.line}: ${parts.error.message}`);
  const lineCounter = new LineCounter();
  const doc = parseDocument(parts.value.yaml, { lineCounter, uniqueKeys: true });
  const yamlError = doc.errors[0];
  if (yamlError) {
    const { line, reason } = yamlErrorMessage(yamlError, parts.value.yaml, parts.value.yamlFirstLine);
    return err(`${fileName}:${line}: front matter is not valid YAML: ${reason}`);
  }
  const reader = yamlReader(fileName, lineCounter, parts.value.yamlFirstLine);
  const copy = readScreen(reader, doc.contents, parts.value.body);
  return reader.problems.length > 0 || copy === undefined ? err(reader.problems.join('\n')) : ok(copy);
}

function readScreen(reader: YamlReader, root: unknown, body: string): ScreenCopy | undefined {
  if (root === null) {
    reader.problem(root, 'front matter is empty: it needs at least a title');
    return undefined;
  }
  const fields = readFields(reader, root, 'front matter', SCREEN_KEYS);
  const title = fields.title === undefined ? undefined : reader.text(fields.title, 'title');
  if (fields.title === undefined && !misspelt.has(fields)) reader.problem(root, 'front matter has no title: add a line \'title: ...\'');
  if (title === undefined) return undefined;
  const documentTitle = optionalText(reader, fields.documentTitle, 'documentTitle');
  const subtitle = optionalText(reader, fields.subtitle, 'subtitle');
  const variants: Record<string, CopyVariant> = {};
  if (fields.variants !== undefined) {
    for (const entry of reader.entries(fields.variants, 'variants')) {
      variants[entry.key] = readVariant(reader, entry.value, `variants.${entry.key}`, documentTitle);
    }
  }
  return {
    title,
    documentTitle: documentTitle ?? title,
    ...(subtitle === undefined ? {} : { subtitle }),
    buttons: fields.buttons === undefined ? {} : reader.textMap(fields.buttons, 'buttons'),
    labels: fields.labels === undefined ? {} : reader.textMap(fields.labels, 'labels'),
    variants,
    body,
  };
}

// A variant that changes the heading also changes the tab title, unless the screen names its tab title itself.
function readVariant(reader: YamlReader, node: unknown, what: string, baseDocumentTitle?: string): CopyVariant {
  const fields = readFields(reader, node, what, VARIANT_KEYS);
  const variant: CopyVariant = {};
  for (const key of ['title', 'documentTitle', 'subtitle', 'body'] as const) {
    const value = optionalText(reader, fields[key], `${what}.${key}`);
    if (value !== undefined) variant[key] = key === 'body' ? value.trim() : value;
  }
  if (variant.title !== undefined && variant.documentTitle === undefined && baseDocumentTitle === undefined) {
    variant.documentTitle = variant.title;
  }
  if (fields.buttons !== undefined) variant.buttons = reader.textMap(fields.buttons, `${what}.buttons`);
  if (fields.labels !== undefined) variant.labels = reader.textMap(fields.labels, `${what}.labels`);
  return variant;
}

// Records whose title was misspelt (titel:): that key's line says so, and "has no title" would say it again.
const misspelt = new WeakSet<object>();

function readFields<K extends string>(
  reader: YamlReader, node: unknown, what: string, allowed: readonly K[],
): Partial<Record<K, unknown>> {
  const fields: Partial<Record<K, unknown>> = {};
  const entries = reader.entries(node, what);
  const absent = allowed.filter((key) => !entries.some((e) => e.key === key));
  for (const entry of entries) {
    if ((allowed as readonly string[]).includes(entry.key)) { fields[entry.key as K] = entry.value; continue; }
    const near = closestName(entry.key, absent);
    if (near === 'title') misspelt.add(fields);
    reader.problem(entry.keyNode, `${what} has an unknown key '${entry.key}' (${near ? `did you mean '${near}'? ` : ''}allowed: ${allowed.join(', ')})`);
  }
  return fields;
}

function optionalText(reader: YamlReader, node: unknown, what: string): string | undefined {
  return node === undefined ? undefined : reader.text(node, what);
}
