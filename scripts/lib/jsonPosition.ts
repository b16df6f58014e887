// A JSON syntax error as `file:line:column: sentence`: JSON.parse tells the character position only, and a
// product manager needs the line.
export function jsonSyntaxProblem(file: string, text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const at = /position (\d+)/.exec(message);
  const offset = at ? Number(at[1]) : text.length;
  const before = text.slice(0, offset).split('\n');
  const line = before.length;
  const column = (before[before.length - 1]?.length ?? 0) + 1;
  const reason = message.replace(/^JSON\.parse: /, '').replace(/ in JSON at position \d+.*$/s, '').replace(/\s*\(line \d+ column \d+\)$/, '');
  return `${file}:${line}:${column}: not valid JSON (${reason})`;
}
