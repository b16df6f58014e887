import type { Problem } from '../../engine/Problem';

// A JSON syntax error as a problem at its line and column (of `rule`): JSON.parse tells the character position only, and a
// product manager needs the line. A missing comma is noticed at the next key or item, on the next line; the line
// named is the one that needs the comma, at its end.
export function jsonSyntaxProblem(rule: string, file: string, text: string, error: unknown): Problem {
  const message = error instanceof Error ? error.message : String(error);
  const at = /position (\d+)/.exec(message);
  let offset = at ? Number(at[1]) : text.length;
  let reason = message.replace(/^JSON\.parse: /, '').replace(/ in JSON at position \d+.*$/s, '').replace(/\s*\(line \d+ column \d+\)$/, '');
  const after = /^Expected ',' or '[}\]]' after (property value|array element)/.exec(reason)?.[1];
  const end = text.slice(0, offset).trimEnd().length;
  if (after && text.slice(end, offset).includes('\n')) {
    offset = end;
    reason = `a ',' is missing at the end of this line, before the next ${after === 'array element' ? 'item' : 'key'}`;
  }
  const before = text.slice(0, offset).split('\n');
  const line = before.length;
  const column = (before[before.length - 1]?.length ?? 0) + 1;
  return { file, line, column, message: `not valid JSON (${reason})`, rule };
}
