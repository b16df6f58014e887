import { LineCounter, isNode, parseDocument } from 'yaml';

export interface Location { line: number; column: number }

// Finds where a key path points in a YAML text, for `file:line:column` messages. A path that does not exist
// (a missing key) points at its nearest existing parent; a text that cannot be parsed points at 1:1.
export function locate(text: string, path: readonly (string | number)[]): Location {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, keepSourceTokens: true });
  for (let depth = path.length; depth >= 0; depth--) {
    const sub = path.slice(0, depth);
    const node = sub.length ? doc.getIn(sub, true) : doc.contents;
    if (isNode(node) && node.range) {
      // Prefer the key (`goto:`) over its value when the path ends at a mapping entry.
      const offset = keyOffset(doc, sub) ?? node.range[0];
      const pos = lineCounter.linePos(offset);
      return { line: pos.line, column: pos.col };
    }
  }
  return { line: 1, column: 1 };
}

function keyOffset(doc: ReturnType<typeof parseDocument>, path: readonly (string | number)[]): number | undefined {
  if (!path.length) return undefined;
  const parent = path.length > 1 ? doc.getIn(path.slice(0, -1), true) : doc.contents;
  const last = path[path.length - 1];
  if (parent && typeof parent === 'object' && 'items' in parent && Array.isArray(parent.items)) {
    for (const item of parent.items) {
      const key = (item as { key?: unknown }).key;
      if (isNode(key) && (key as { value?: unknown }).value === last && key.range) return key.range[0];
    }
  }
  return undefined;
}
