import { lineStart } from './textLines';
// A JSON text's layout, to write a changed value back as the file was laid out: where each value is, and whether
// each object or array sits on one line (`{ "required": "x" }`, `["a", "b"]`) or one member a line.

/** A value of a JSON text and where it is: [start, end) in the text; an object's members, an array's items. */
export type JsonNode =
  | { kind: 'object'; start: number; end: number; members: { key: string; keyStart: number; value: JsonNode }[] }
  | { kind: 'array'; start: number; end: number; items: JsonNode[] }
  | { kind: 'scalar'; start: number; end: number };

/** Reads a JSON text (already known to parse) into nodes with their places. */
export function jsonNodes(text: string): JsonNode {
  let at = 0;
  const space = () => { while (/\s/.test(text[at] ?? '')) at += 1; };
  const string = () => {
    const start = at;
    at += 1;
    while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    at += 1;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const value = (): JsonNode => {
    space();
    const start = at;
    if (text[at] === '{') {
      at += 1;
      const members: { key: string; keyStart: number; value: JsonNode }[] = [];
      space();
      while (text[at] !== '}') {
        space();
        const keyStart = at;
        const key = string();
        space();
        at += 1; // ':'
        members.push({ key, keyStart, value: value() });
        space();
        if (text[at] === ',') at += 1;
        space();
      }
      at += 1;
      return { kind: 'object', start, end: at, members };
    }
    if (text[at] === '[') {
      at += 1;
      const items: JsonNode[] = [];
      space();
      while (text[at] !== ']') {
        items.push(value());
        space();
        if (text[at] === ',') at += 1;
        space();
      }
      at += 1;
      return { kind: 'array', start, end: at, items };
    }
    if (text[at] === '"') string();
    else while (at < text.length && /[^\s,\]}]/.test(text[at]!)) at += 1;
    return { kind: 'scalar', start, end: at };
  };
  return value();
}

const kindOf = (v: unknown) => (Array.isArray(v) ? 'array' : v && typeof v === 'object' ? 'object' : 'scalar');

// `value` as JSON text laid out like `old` (the node it replaces) or, for a value new to the file, like `like` (a
// sibling of its kind, or the member of the same name in a sibling): a part whose value did not change is its old
// text exactly; an object or array that sat on one line stays on one line (with the spaces it had inside its
// braces); one member a line keeps the indent its members had. `indent` is the indent of the line it starts on; `unit`
// one level more. An object new to an array (a condition joining the form's `allOf`) is laid out like the object
// holding the array (`holder`: the form, whose own `if` sits on one line and `then` one member a line), at its own
// depth (`relative`: the template's line breaks and spaces, never its indents).
export function printLike(text: string, value: unknown, old: JsonNode | undefined, like: JsonNode | undefined, indent: string, unit: string, multiDefault: boolean, holder?: JsonNode, relative = false): string {
  if (old && JSON.stringify(JSON.parse(text.slice(old.start, old.end))) === JSON.stringify(value)) return text.slice(old.start, old.end);
  const kind = kindOf(value);
  const shape = old?.kind === kind ? old : like?.kind === kind ? like : undefined;
  if (kind === 'scalar') return JSON.stringify(value);
  // With nothing to follow, as the guide writes: a list of names or values on one line, an object's braces spaced.
  const multi = shape ? text.slice(shape.start, shape.end).includes('\n') : multiDefault && !(kind === 'array' && (value as unknown[]).every((v) => kindOf(v) === 'scalar'));
  const pad = shape ? (!multi && /^[[{] /.test(text.slice(shape.start, shape.end)) ? ' ' : '') : kind === 'object' ? ' ' : '';
  const own = shape === old && !relative;
  const inner = shape && multi && (own || !relative) ? firstInnerIndent(text, shape) ?? indent + unit : indent + unit;
  const close = shape && multi && (own || !relative) ? text.slice(lineStart(text, shape.end - 1), shape.end - 1) : indent;
  const parts: string[] = [];
  if (kind === 'array') {
    const oldItems = shape?.kind === 'array' ? shape.items : [];
    (value as unknown[]).forEach((item, i) => {
      const template = oldItems.find((n) => n.kind === kindOf(item));
      const byHolder = !template && kindOf(item) === 'object' && holder?.kind === 'object' ? holder : undefined;
      parts.push(printLike(text, item, old?.kind === 'array' ? old.items[i] : undefined, template ?? byHolder, multi ? inner : indent, unit, multi, holder, relative || Boolean(byHolder)));
    });
  } else {
    const oldMembers = old?.kind === 'object' ? old.members : [];
    const shapeMembers = shape?.kind === 'object' ? shape.members : [];
    // A sibling of the same kind, an array's only if its items are of the new one's kind too (a list of names on one
    // line is no model for a list of conditions).
    const alike = (node: JsonNode, v: unknown) => node.kind === kindOf(v)
      && (node.kind !== 'array' || !Array.isArray(v) || v.length === 0 || node.items.length === 0 || node.items[0]!.kind === kindOf(v[0]));
    const within = old?.kind === 'object' ? old : holder;
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      const mine = oldMembers.find((m) => m.key === key)?.value;
      const byKey = mine ?? shapeMembers.find((m) => m.key === key)?.value ?? (like?.kind === 'object' ? like.members.find((m) => m.key === key)?.value : undefined);
      // A condition new to the form sits on one line, as the guide's `if` does; another member is laid out like a sibling.
      const oneLine = key === 'if' && !byKey;
      const template = byKey ?? (oneLine ? undefined : shapeMembers.find((m) => alike(m.value, v))?.value);
      parts.push(`${JSON.stringify(key)}: ${printLike(text, v, mine, template, multi ? inner : indent, unit, multi && !oneLine, within, relative && !mine)}`);
    }
  }
  const [open, end] = kind === 'array' ? ['[', ']'] : ['{', '}'];
  if (parts.length === 0) return `${open}${end}`;
  return multi ? `${open}\n${parts.map((p) => inner + p).join(',\n')}\n${close}${end}` : `${open}${pad}${parts.join(', ')}${pad}${end}`;
}

/** The indent of an object's or array's first member, when it starts a line. */
function firstInnerIndent(text: string, node: JsonNode): string | undefined {
  const first = node.kind === 'object' ? node.members[0]?.keyStart : node.kind === 'array' ? node.items[0]?.start : undefined;
  if (first === undefined) return undefined;
  const lead = text.slice(lineStart(text, first), first);
  return /^[ \t]*$/.test(lead) ? lead : undefined;
}
